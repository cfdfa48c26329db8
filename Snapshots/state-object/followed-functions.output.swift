import Foundation
import SwiftUI

struct Row {
    let tags: [String]

    init(raw: [String?]) {
        tags = raw.flatMap { $0.map { [$0] } ?? [] }
    }
}

struct Log {
    let label: String
}

extension Log {
    static func app() -> Log {
        Log(label: "app")
    }
}

/// Pure calls only: values computed, a harmless singleton read, a project factory that only builds a value.
@Observable final class ListModel {
    var rows: [Row]?
    @ObservationIgnored var placeholders = Array(repeating: Row(raw: [nil]), count: 10)
    let calendar = Calendar.current
    let log = Log.app()

    init() {
        rows = placeholders.map { $0 }.filter { !$0.tags.isEmpty }
    }
}

/// The file read is two project functions away from the init: the warning names it.
@Observable final class ContributorsModel {
    var names: [String] = []

    init() {
        names = loadNames()
    }

    private func loadNames() -> [String] {
        guard let url = Bundle.main.url(forResource: "names", withExtension: "json") else { return [] }
        return decode(url)
    }

    private func decode(_ url: URL) -> [String] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([String].self, from: data)) ?? []
    }
}

/// Three levels down is further than the search goes: the call at the second level is named.
@Observable final class DeepModel {
    var value = 0

    init() {
        value = first()
    }

    private func first() -> Int { second() }
    private func second() -> Int { third() }
    private func third() -> Int { Task { }; return 1 }
}

struct ListView: View {
    @State private var model = ListModel()
    @State private var contributors = ContributorsModel()
    @State private var deep = DeepModel()

    var body: some View {
        Text("\(model.placeholders.count) \(contributors.names.count) \(deep.value)")
    }
}
