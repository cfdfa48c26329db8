import MigrationKit
import SwiftCST
import Transforms
import XCTest

/// `observable-object` on input the compiler rejects, which snapshot cases (they must parse)
/// cannot hold: no comment may be lost there either.
final class ObservableObjectBrokenInputTests: XCTestCase {
    func testConformanceExtensionWithACommentAfterAStraySemicolonIsKept() {
        let input = """
            import SwiftUI
            final class Feed {
                @Published var items: [String] = []
            }
            extension Feed: ObservableObject { ; // the conformance keeps this note
            }

            """
        let pipeline = Pipeline(registry: [ObservableObjectTransform.self], options: MigrationOptions())
        let outcome = pipeline.migrate([SourceFile(path: "Feed.swift", text: input)])[0]
        XCTAssertEqual(String(decoding: outcome.output, as: UTF8.self), """
            import SwiftUI
            @Observable final class Feed {
                var items: [String] = []
            }
            extension Feed { ; // the conformance keeps this note
            }

            """)
    }
}
