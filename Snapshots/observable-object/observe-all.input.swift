// snapshot: isolated --observe-all
import SwiftUI

final class TaskListModel: ObservableObject {
    @Published var tasks: [String] = []
    var filter = ""
    private var lastEdit: Date?
    lazy var sorter = TaskSorter()
}

struct TaskSorter {
    var ascending = true
}
