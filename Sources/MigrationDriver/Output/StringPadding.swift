import MigrationKit

extension String {
    /// The text after as many `pad` characters (zeros unless told) as make it `width` characters wide.
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }

    /// The text before as many spaces as make it `width` characters wide.
    func rightPadded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
