import Foundation

// Temporary dispatcher until the command line lands (issue 3).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "parse" {
    exit(ParseCommand.run(Array(arguments.dropFirst())))
}
if let path = ProcessInfo.processInfo.environment["DUMP_TREE"] {
    exit(ParseCommand.run(["--tree", path]))
}
FileHandle.standardError.write(Data("swiftui-migrate: only `parse` exists so far\n".utf8))
exit(2)
