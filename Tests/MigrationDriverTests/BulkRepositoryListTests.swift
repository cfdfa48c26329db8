import MigrationDriver
import MigrationKit
import XCTest

/// The `bulk --repos` list and the names of the files a bulk run writes per repository.
final class BulkRepositoryListTests: XCTestCase {
    func testCommentsBlankLinesAndRelativePaths() throws {
        let text = "# apps\n\n  apps/one  \n/abs/two # the second\nthree#not-a-comment\n~/four\n\t# indented comment\n"
        let entries = try RepositoryList.parse(text, relativeTo: "/lists", home: "/home/me")
        XCTAssertEqual(entries.map(\.line), [3, 4, 5, 6])
        XCTAssertEqual(entries.map(\.written), ["apps/one", "/abs/two", "three#not-a-comment", "~/four"])
        XCTAssertEqual(entries.map(\.path), ["/lists/apps/one", "/abs/two", "/lists/three#not-a-comment", "/home/me/four"])
        XCTAssertEqual(entries.map(\.name), ["one", "two", "three_not-a-comment", "four"])
    }

    func testARepositoryNamedTwiceIsAnError() {
        XCTAssertThrowsError(try RepositoryList.parse("a\nb\n./a/\n", relativeTo: "/x")) { error in
            XCTAssertEqual("\(error)", "the repository list names ./a/ twice (lines 1 and 3)")
        }
    }

    func testNamesAreUniqueAndSafe() {
        XCTAssertEqual(RepositoryNames.unique(["/w/team-a/App", "/w/team-b/App", "/w/Other"]), ["team-a+App", "team-b+App", "Other"])
        XCTAssertEqual(RepositoryNames.unique(["/a/x/App", "/b/x/App"]), ["a+x+App", "b+x+App"])
        XCTAssertEqual(RepositoryNames.unique(["/", "/my app (old)", "/.hidden"]), ["root", "my_app__old_", "_hidden"])
        XCTAssertEqual(RepositoryNames.unique(["/x/a", "/a", "/y/a"]), ["x+a", "a", "y+a"])
    }
}
