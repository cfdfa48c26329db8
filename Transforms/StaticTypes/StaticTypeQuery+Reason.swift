extension StaticTypeQuery {
    /// Why a query is `.unknown`: a message, written out when read. One that quotes an
    /// expression (`` `0` is not a name… ``, on one line) keeps the quote and the rest apart until then: most
    /// unknown queries (the initial values of properties, say) are never resolved, so never read.
    /// Reasons are equal when their messages are.
    struct Reason: Sendable, Hashable, ExpressibleByStringInterpolation {
        private let quote: String?
        private let rest: String

        private init(quote: String?, rest: String) {
            self.quote = quote
            self.rest = rest
        }

        init(stringLiteral value: String) { self.init(quote: nil, rest: value) }

        init(stringInterpolation: DefaultStringInterpolation) { self.init(quote: nil, rest: String(stringInterpolation: stringInterpolation)) }

        /// `` `quote` `` followed by `rest`.
        static func quoting(_ quote: String, _ rest: String) -> Reason { Reason(quote: quote, rest: rest) }

        var message: String {
            guard let quote = quote else { return rest }
            return "`\(oneLineQuote(quote))`\(rest)"
        }

        static func == (lhs: Reason, rhs: Reason) -> Bool { lhs.message == rhs.message }

        func hash(into hasher: inout Hasher) { hasher.combine(message) }
    }
}
