import MigrationKit
import XCTest

/// `OptionReader`: the one reading of `--name value`, `--name=value` and switches.
final class OptionReaderTests: XCTestCase {
    func testValuesInlineOrNext() throws {
        var reader = OptionReader(["--a=1", "--b", "--c=2", "x", "--d"][...])
        let a = try XCTUnwrap(reader.next())
        XCTAssertEqual(try reader.value(for: a), "1")
        // The next argument is the value, whatever it says.
        let b = try XCTUnwrap(reader.next())
        XCTAssertEqual(try reader.value(for: b), "--c=2")
        let x = try XCTUnwrap(reader.next())
        XCTAssertEqual(x.argument, "x")
        XCTAssertNil(x.inlineValue)
        let d = try XCTUnwrap(reader.next())
        XCTAssertThrowsError(try reader.value(for: d)) { error in
            XCTAssertEqual(error as? OptionError, OptionError("--d needs a value"))
        }
        XCTAssertNil(reader.next())
    }

    func testAValueIsNotTakenFromBeyondTheSlice() throws {
        let arguments = ["--top", "--", "5"]
        var reader = OptionReader(arguments[..<1])
        let top = try XCTUnwrap(reader.next())
        XCTAssertThrowsError(try reader.value(for: top)) { error in
            XCTAssertEqual(error as? OptionError, OptionError("--top needs a value"))
        }
    }

    func testSwitchesRefuseAValue() throws {
        XCTAssertNoThrow(try OptionArgument("--strict").requireNoValue())
        XCTAssertThrowsError(try OptionArgument("--strict=no").requireNoValue()) { error in
            XCTAssertEqual(error as? OptionError, OptionError("--strict takes no value (got '--strict=no')"))
        }
        // Only `--name=` splits: a single-dash argument is a name alone.
        let short = OptionArgument("-j=2")
        XCTAssertEqual(short.name, "-j=2")
        XCTAssertNil(short.inlineValue)
    }
}
