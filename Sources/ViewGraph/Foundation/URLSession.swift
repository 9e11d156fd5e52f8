/// Foundation's URL loading, offline: scenarios never touch the network, so every
/// request fails at once with `URLError(.notConnectedToInternet)`, the error a device
/// without a connection gets, and a tutorial's error path runs the same way on every
/// build (**modelled**: on a device the failure comes after a suspension, and a
/// connected device would load). On Linux these types live in FoundationNetworking,
/// which needs libcurl in the scenario process; folio blanks an `import
/// FoundationNetworking` line as it blanks `import Foundation`, so these are the ones a
/// scenario sees.
open class URLSession: @unchecked Sendable {
  /// The shared session (`URLSession.shared.data(from:)`).
  public static let shared = URLSession(configuration: .default)

  /// The session's configuration.
  public let configuration: URLSessionConfiguration

  /// A session with a configuration (offline like every session).
  public init(configuration: URLSessionConfiguration) { self.configuration = configuration }

  /// Loads `url`'s data: fails with ``offline(_:)``.
  public func data(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
    throw Self.offline(url)
  }

  /// Loads a request's data: fails with ``offline(_:)``.
  public func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (
    Data, URLResponse
  ) {
    throw Self.offline(request.url)
  }

  /// Uploads `bodyData` with a request: fails with ``offline(_:)``.
  public func upload(for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)? = nil)
    async throws -> (Data, URLResponse)
  {
    throw Self.offline(request.url)
  }

  /// Downloads `url` to a file: fails with ``offline(_:)``.
  public func download(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (URL, URLResponse)
  {
    throw Self.offline(url)
  }

  /// A task that loads `url` and calls `completionHandler` with the offline error, on the
  /// engine's global queue, once resumed.
  public func dataTask(
    with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    URLSessionDataTask(url: url, completionHandler: completionHandler)
  }

  /// A task that loads a request and calls `completionHandler` with the offline error once resumed.
  public func dataTask(
    with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    URLSessionDataTask(url: request.url, completionHandler: completionHandler)
  }

  /// The error every load fails with: `URLError(.notConnectedToInternet)`, with the
  /// description and failing URL Apple's loading system gives it.
  public static func offline(_ url: URL?) -> URLError {
    var info: [String: Any] = [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."]
    if let url {
      info[NSURLErrorFailingURLErrorKey] = url
      info[NSURLErrorFailingURLStringErrorKey] = url.absoluteString
    }
    return URLError(.notConnectedToInternet, userInfo: info)
  }
}

/// How a session behaves; every configuration is offline here.
open class URLSessionConfiguration: @unchecked Sendable {
  /// The default configuration.
  open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }
  /// A configuration that keeps nothing on disk.
  open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }
  /// Seconds a request waits for data.
  open var timeoutIntervalForRequest: TimeInterval = 60
  /// Seconds a resource may take to load.
  open var timeoutIntervalForResource: TimeInterval = 604_800
  /// Whether a request waits for a connection to appear.
  open var waitsForConnectivity = false
  /// Headers added to every request.
  open var httpAdditionalHeaders: [AnyHashable: Any]?

  init() {}
}

/// A delegate of a session's tasks; nothing calls it here.
public protocol URLSessionTaskDelegate: AnyObject {}

/// A loading task made by ``URLSession/dataTask(with:completionHandler:)-(URL,_)``:
/// `resume()` reports the offline error to the completion handler, after the current
/// event, as a callback on another queue would.
open class URLSessionDataTask: @unchecked Sendable {
  private let url: URL?
  private let completionHandler: @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  private var started = false

  init(url: URL?, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) {
    self.url = url
    self.completionHandler = completionHandler
  }

  /// Starts the task once: its completion handler then gets the offline error.
  open func resume() {
    guard !started else { return }
    started = true
    let (handler, error) = (completionHandler, URLSession.offline(url))
    DispatchQueue.global().async { handler(nil, nil, error) }
  }

  /// Cancels the task (it has nothing to stop).
  open func cancel() {}
}
