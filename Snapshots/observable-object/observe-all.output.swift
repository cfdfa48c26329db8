// snapshot: isolated --observe-all
import SwiftUI

@Observable final class TaskListModel {
    var tasks: [String] = []
    var filter = ""
    private var lastEdit: Date?
    @ObservationIgnored lazy var sorter = TaskSorter()
}

struct TaskSorter {
    var ascending = true
}
