/// A URL load request, as Foundation's: its URL, method, headers and body. Loading it
/// fails offline (``URLSession``).
public struct URLRequest: Hashable, Sendable {
  /// How a request uses cached responses.
  public enum CachePolicy: UInt, Sendable {
    /// The protocol's own policy.
    case useProtocolCachePolicy = 0
    /// Ignore cached data.
    case reloadIgnoringLocalCacheData = 1
    /// Use cached data whatever its age, else load.
    case returnCacheDataElseLoad = 2
    /// Use cached data only.
    case returnCacheDataDontLoad = 3
  }

  /// The request's URL.
  public var url: URL?
  /// The cache policy.
  public var cachePolicy: CachePolicy
  /// Seconds before the request times out.
  public var timeoutInterval: TimeInterval
  /// The HTTP method; `GET` unless set.
  public var httpMethod: String? {
    get { method }
    set { method = newValue ?? "GET" }
  }
  /// The HTTP headers, or `nil` when none is set.
  public var allHTTPHeaderFields: [String: String]?
  /// The body sent with the request.
  public var httpBody: Data?
  private var method = "GET"

  /// A request for `url`.
  public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60) {
    self.url = url
    self.cachePolicy = cachePolicy
    self.timeoutInterval = timeoutInterval
  }

  /// Sets a header (field names are matched without regard to case), or removes it when `value` is `nil`.
  public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
    var fields = allHTTPHeaderFields ?? [:]
    let existing = fields.keys.first { $0.caseInsensitiveCompare(field) == .orderedSame }
    if let existing { fields[existing] = nil }
    if let value { fields[existing ?? field] = value }
    allHTTPHeaderFields = fields
  }

  /// Adds a value to a header, after a comma when it already has one.
  public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
    setValue(self.value(forHTTPHeaderField: field).map { $0 + "," + value } ?? value, forHTTPHeaderField: field)
  }

  /// A header's value (field names are matched without regard to case).
  public func value(forHTTPHeaderField field: String) -> String? {
    allHTTPHeaderFields?.first { $0.key.caseInsensitiveCompare(field) == .orderedSame }?.value
  }
}

/// The response to a URL load; loads fail offline, so scenarios only name the type.
open class URLResponse: @unchecked Sendable {
  /// The response's URL.
  open var url: URL?
  /// The MIME type of the body.
  open var mimeType: String?
  /// The expected length of the body, or -1.
  open var expectedContentLength: Int64
  /// The body's text encoding, if given.
  open var textEncodingName: String?

  /// A response for `url`.
  public init(url: URL, mimeType: String?, expectedContentLength: Int, textEncodingName: String?) {
    self.url = url
    self.mimeType = mimeType
    self.expectedContentLength = Int64(expectedContentLength)
    self.textEncodingName = textEncodingName
  }
}

/// The response to an HTTP load (`response as? HTTPURLResponse`).
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
  /// The status code (200 for OK).
  open var statusCode: Int
  /// The response's headers.
  open var allHeaderFields: [AnyHashable: Any]

  /// A response with a status code and headers.
  public init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?) {
    self.statusCode = statusCode
    self.allHeaderFields = headerFields ?? [:]
    super.init(url: url, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)
  }

  /// A header's value (field names are matched without regard to case).
  open func value(forHTTPHeaderField field: String) -> String? {
    allHeaderFields.first { ($0.key as? String)?.caseInsensitiveCompare(field) == .orderedSame }?.value as? String
  }
}
