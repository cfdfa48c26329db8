//
//  ReaderSettings.swift
//  Bookshelf
//
//  User preferences, persisted in UserDefaults.
//

import Foundation
import Combine

enum ReadingTheme: String, CaseIterable, Identifiable {
    case system, light, sepia, dark

    var id: String { rawValue }
}

final class ReaderSettings: ObservableObject {
    @Published var theme: ReadingTheme {
        didSet { defaults.set(theme.rawValue, forKey: Keys.theme) }
    }
    @Published var showsFinishedBooks: Bool {
        didSet { defaults.set(showsFinishedBooks, forKey: Keys.showsFinished) }
    }
    /// Only changed through increase/decrease so it stays in range.
    @Published private(set) var fontScale: Double = 1.0

    private let defaults: UserDefaults

    private enum Keys {
        static let theme = "settings.theme"
        static let showsFinished = "settings.showsFinished"
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        self.theme = ReadingTheme(rawValue: defaults.string(forKey: Keys.theme) ?? "") ?? .system
        self.showsFinishedBooks = defaults.object(forKey: Keys.showsFinished) as? Bool ?? true
    }

    func increaseFontSize() {
        fontScale = min(fontScale + 0.1, 2.0)
    }

    func decreaseFontSize() {
        fontScale = max(fontScale - 0.1, 0.7)
    }
}
