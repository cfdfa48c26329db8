// snapshot: isolated fragment
import CoreData

final class Note: NSManagedObject {
    @NSManaged var title: String
}

final class Folder: NSManagedObject, ObservableObject {
    @Published var isExpanded = false
}
