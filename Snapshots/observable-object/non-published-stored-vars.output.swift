// snapshot: isolated
import Combine
import Foundation
import Observation

protocol UploadDelegate: AnyObject {
    func uploadFinished()
}

@Observable final class Uploader {
    var progress = 0.0
    @ObservationIgnored weak var delegate: UploadDelegate?
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()
    @ObservationIgnored var retryCount = 0 {
        didSet { print("retry \(retryCount)") }
    }
    @ObservationIgnored var startedAt: Date?
    @ObservationIgnored var finishedAt: Date?

    func finish() {
        progress = 1
        finishedAt = Date()
        delegate?.uploadFinished()
    }
}
