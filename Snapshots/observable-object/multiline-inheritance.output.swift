// snapshot: isolated
import Foundation
import SwiftUI

@Observable
final class Player: NSObject, // a base class for the delegate
                    Identifiable {
    let id = UUID()
    var volume = 0.5
}

@Observable
final class Playlist:
    Identifiable
{
    let id = UUID()
    var tracks: [String] = []
}

@Observable
final class Queue: Identifiable {
    let id = UUID()
    var upNext: [String] = []
}

@Observable final class Recorder: NSObject /* observed */ {
    var isRecording = false
}

@Observable final class Equalizer {
    var bands: [Double] = []
}
