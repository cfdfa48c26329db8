import Foundation
import MigrateCommandLine
import Transforms

exit(SwiftUIMigrate.main(arguments: Array(CommandLine.arguments.dropFirst()), registry: TransformRegistry.all))
