// snapshot: isolated
import Combine
import Foundation

protocol UploadDelegate: AnyObject {
    func uploadFinished()
}

final class Uploader: ObservableObject {
    @Published var progress = 0.0
    weak var delegate: UploadDelegate?
    private var cancellables = Set<AnyCancellable>()
    var retryCount = 0 {
        didSet { print("retry \(retryCount)") }
    }
    var startedAt: Date?, finishedAt: Date?

    func finish() {
        progress = 1
        finishedAt = Date()
        delegate?.uploadFinished()
    }
}
