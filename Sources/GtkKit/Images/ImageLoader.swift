// Why this type exists: a window must never wait for a photo. Decoding even a bounded photo takes
// up to a second of CPU, so the rows of a list ask for their thumbnails here and paint without them;
// a bounded number of workers (not one thread per row) keeps memory and the CPU in check.
import CGtk
import Foundation

/// Decodes images off the main thread, a bounded number at a time, and delivers textures on the main
/// actor: a window that shows photos paints at once and stays responsive whatever the files are.
///
/// ```swift
/// let request = ImageLoader.shared.load(path, size: .filling(112)) { result in
///     if case let .success(texture) = result { avatar.customImage = texture }
/// }
/// request.cancel()   // the row went away: a load not yet started never runs
/// ```
/// Every decode is `ImageFile.decode`: bounded by `ImageFile.Limits`, never blocking on a FIFO.
@MainActor
public final class ImageLoader {
    /// The loader apps share: two decodes at a time, so a list of huge photos keeps one core free
    /// and holds at most two decodes' memory.
    public static let shared = ImageLoader(maximumConcurrentLoads: 2)

    private let queue = OperationQueue()

    /// Loads requested and not yet delivered or cancelled.
    public private(set) var pendingCount = 0

    /// A loader running at most `maximumConcurrentLoads` decodes at once.
    public init(maximumConcurrentLoads: Int) {
        queue.name = "GtkKit.ImageLoader"
        queue.maxConcurrentOperationCount = maximumConcurrentLoads
        queue.qualityOfService = .userInitiated
    }

    /// Decodes the image at `path` at `size` on a worker; `completion` runs later on the main actor,
    /// exactly once unless the request is cancelled first.
    /// - Complexity: O(1) on the main thread; the decode's cost on a worker.
    @discardableResult
    public func load(
        _ path: String, size: ImageFile.Size, limits: ImageFile.Limits = .default,
        completion: @escaping @MainActor (Result<Texture, ImageFile.Failure>) -> Void
    ) -> ImageLoadRequest {
        let request = ImageLoadRequest(completion: completion)
        let flag = request.flag
        pendingCount += 1
        queue.addOperation { [self] in
            // Cancelled while queued: no decode at all.
            let result = flag.isCancelled ? nil : ImageFile.decode(path, size: size, limits: limits)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self.pendingCount -= 1
                    if let result { request.deliver(result) }
                }
            }
        }
        return request
    }

    /// Runs `body` on the main actor once no load is pending (at once if none is); checks every 20 ms.
    /// For benchmarks and tests that measure after the loads.
    /// - Complexity: O(1) per check.
    public func whenIdle(_ body: @escaping @MainActor () -> Void) {
        guard pendingCount > 0 else { return body() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) {
            MainActor.assumeIsolated { self.whenIdle(body) }
        }
    }
}

/// One load of `ImageLoader`; cancel it when its result is no longer wanted.
@MainActor
public final class ImageLoadRequest {
    fileprivate let flag = CancellationFlag()
    private var completion: (@MainActor (Result<Texture, ImageFile.Failure>) -> Void)?

    fileprivate init(completion: @escaping @MainActor (Result<Texture, ImageFile.Failure>) -> Void) {
        self.completion = completion
    }

    /// Whether the completion has run or will never run.
    public var isDone: Bool { completion == nil }

    /// Drops the completion; a decode not yet started does not run.
    /// - Complexity: O(1).
    public func cancel() {
        flag.cancel()
        completion = nil
    }

    fileprivate func deliver(_ result: Result<DecodedImage, ImageFile.Failure>) {
        guard let completion, !flag.isCancelled else { return }
        self.completion = nil
        completion(result.map(Texture.init(decoded:)))
    }
}

/// A flag the main actor sets and workers read.
private final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }
    func cancel() { lock.withLock { cancelled = true } }
}
