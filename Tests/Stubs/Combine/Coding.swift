// Combine stub: decoding/encoding operators, key-path map, retry, and URLSession's
// data-task publisher (Foundation's Combine overlay on Apple platforms).

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// MARK: - Coders

/// A type that defines methods for decoding.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T>(_ type: T.Type, from: Self.Input) throws -> T where T: Decodable
}

/// A type that defines methods for encoding.
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T>(_ value: T) throws -> Self.Output where T: Encodable
}

extension JSONDecoder: TopLevelDecoder {
    public typealias Input = Data
}

extension JSONEncoder: TopLevelEncoder {
    public typealias Output = Data
}

extension PropertyListDecoder: TopLevelDecoder {
    public typealias Input = Data
}

extension PropertyListEncoder: TopLevelEncoder {
    public typealias Output = Data
}

extension Publishers {
    public struct Decode<Upstream, Output, Coder>: Publisher where Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder, Upstream.Output == Coder.Input {
        public typealias Failure = Error
        public let upstream: Upstream
        public init(upstream: Upstream, decoder: Coder) { self.upstream = upstream }
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Error {}
    }

    public struct Encode<Upstream, Coder>: Publisher where Upstream: Publisher, Coder: TopLevelEncoder, Upstream.Output: Encodable {
        public typealias Failure = Error
        public typealias Output = Coder.Output
        public let upstream: Upstream
        public init(upstream: Upstream, encoder: Coder) { self.upstream = upstream }
        public func receive<S>(subscriber: S) where S: Subscriber, Coder.Output == S.Input, S.Failure == Error {}
    }

    public struct MapKeyPath<Upstream, Output>: Publisher where Upstream: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let keyPath: KeyPath<Upstream.Output, Output>
        public init(upstream: Upstream, keyPath: KeyPath<Upstream.Output, Output>) {
            self.upstream = upstream
            self.keyPath = keyPath
        }
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {}
    }

    public struct Retry<Upstream>: Publisher where Upstream: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let retries: Int?
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {}
    }
}

extension Publisher {
    /// Decodes the output from the upstream using a specified decoder.
    public func decode<Item, Coder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder> where Item: Decodable, Coder: TopLevelDecoder, Self.Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }

    /// Publishes a value of a given key path.
    public func map<T>(_ keyPath: KeyPath<Self.Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// Attempts to recreate a failed subscription with the upstream publisher up to the number of times you specify.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}

extension Publisher where Self.Output: Encodable {
    /// Encodes the output from upstream using a specified encoder.
    public func encode<Coder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Coder: TopLevelEncoder {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

// MARK: - URLSession

extension URLSession {
    /// Returns a publisher that wraps a URL session data task for a given URL.
    public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Returns a publisher that wraps a URL session data task for a given URL request.
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// A publisher that delivers the results of performing URL session data tasks.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }
        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == URLError, S.Input == (data: Data, response: URLResponse) {}
    }
}
