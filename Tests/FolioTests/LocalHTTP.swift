import FlyingSocks
import Foundation

/// A plain HTTP/1.1 client for the tests of `folio serve`: it sends the request line
/// exactly as given (a `..` or a NUL no real client would send) to 127.0.0.1.
enum LocalHTTP {
  /// A response: the status code, the header lines, the body.
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: String
  }

  /// Sends `method target` with `host` (default the server's own) and reads the answer
  /// to its end (the request asks the server to close).
  static func request(
    _ target: String, port: UInt16, method: String = "GET", host: String? = nil
  ) async throws -> Response {
    // FlyingSocks gives a connect 5 s by default; in a parallel test run other suites can
    // hold every thread that long, which is a late answer, not a refusal.
    let socket = try await AsyncSocket.connected(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 120)
    defer { try? socket.close() }
    var request = Data("\(method) ".utf8)
    request.append(Data(target.utf8))
    request.append(Data(" HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n".utf8))
    try await socket.write(request)
    var bytes: [UInt8] = []
    while let chunk = try? await socket.read(atMost: 65_536), !chunk.isEmpty { bytes += chunk }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else { return Response(status: 0, headers: [:], body: text) }
    let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
    let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Response(status: status, headers: headers, body: String(text[split.upperBound...]))
  }

  /// Asks until `page` answers with a body that satisfies `done`, for at most `limit`
  /// (generous: a build compiles) and while `alive` (the server's process runs); the
  /// last answer, or `nil` if none came.
  static func poll(
    _ target: String, port: UInt16, for limit: Duration = .seconds(600), while alive: () -> Bool = { true },
    until done: (Response) -> Bool
  ) async -> Response? {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    var last: Response?
    while clock.now < deadline, alive() {
      if let response = try? await request(target, port: port) {
        last = response
        if done(response) { return response }
      }
      try? await Task.sleep(for: .milliseconds(200))
    }
    return last
  }

  /// A port free on 127.0.0.1 now: the system picks it for a socket that is then closed.
  static func freePort() throws -> UInt16 {
    let socket = try Socket(domain: AF_INET)
    defer { try? socket.close() }
    try socket.bind(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0))
    guard case .ip4(_, let port) = try socket.sockname() else { throw SocketError.unsupportedAddress }
    return port
  }

  /// A socket listening on a free port of 127.0.0.1, holding it; its port.
  static func occupiedPort() throws -> (socket: Socket, port: UInt16) {
    let socket = try Socket(domain: AF_INET)
    try socket.bind(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0))
    try socket.listen()
    guard case .ip4(_, let port) = try socket.sockname() else { throw SocketError.unsupportedAddress }
    return (socket, port)
  }
}
