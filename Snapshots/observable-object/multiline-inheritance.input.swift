// snapshot: isolated
import Combine
import Foundation
import SwiftUI

final class Player: NSObject, // a base class for the delegate
                    ObservableObject, // observed by the views
                    Identifiable {
    let id = UUID()
    @Published var volume = 0.5
}

final class Playlist:
    ObservableObject,
    Identifiable
{
    let id = UUID()
    @Published var tracks: [String] = []
}

final class Queue: Identifiable,
                   ObservableObject {
    let id = UUID()
    @Published var upNext: [String] = []
}

final class Recorder: NSObject, /* observed */ ObservableObject {
    @Published var isRecording = false
}

final class Equalizer: Combine.ObservableObject {
    @Published var bands: [Double] = []
}
