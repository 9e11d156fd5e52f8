@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

#if canImport(Glibc)
  import Glibc
#endif

/// The plugin's end of swiftc's pipes: each message a 64-bit little-endian length, then
/// that many bytes of JSON, as swift-syntax's `StandardIOMessageConnection` reads them,
/// except that an empty message ends the conversation. swiftc 6.3 sends one when it is
/// done with the plugin, and swift-syntax 602 (the version the package pins) decodes it
/// as JSON and prints `Internal Error: … Corrupted JSON` on every compile that used a
/// macro.
struct CompilerConnection: MessageConnection {
  /// What the compiler writes to (the original standard input).
  let input: CInt
  /// What the plugin answers on (the original standard output).
  let output: CInt

  /// Takes standard input and output for the messages, as swift-syntax's connection does:
  /// standard input is closed, and standard output then goes to standard error, so that
  /// nothing a macro prints can corrupt a message.
  init() throws {
    input = dup(STDIN_FILENO)
    output = dup(STDOUT_FILENO)
    guard input >= 0, output >= 0, close(STDIN_FILENO) == 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
      throw ConnectionFailure("cannot take standard input and output for the compiler's messages")
    }
  }

  /// Writes one message.
  func sendMessage<TX: Encodable>(_ message: TX) throws {
    let payload = try JSON.encode(message)
    var header = UInt64(payload.count).littleEndian
    try withUnsafeBytes(of: &header) { try write($0) }
    try payload.withUnsafeBytes { try write($0) }
  }

  /// Reads one message, or `nil` when the compiler closed the pipe or sent an empty one.
  func waitForNextMessage<RX: Decodable>(_ type: RX.Type) throws -> RX? {
    var header: UInt64 = 0
    guard try withUnsafeMutableBytes(of: &header, { try read($0) }) else { return nil }
    let count = Int(UInt64(littleEndian: header))
    if count == 0 { return nil }
    var payload = [UInt8](repeating: 0, count: count)
    guard try payload.withUnsafeMutableBytes({ try read($0) }) else {
      throw ConnectionFailure("the compiler closed the pipe in the middle of a message")
    }
    return try payload.withUnsafeBufferPointer { try JSON.decode(type, from: $0) }
  }

  /// Fills `buffer`; `false` when the pipe ends before its first byte.
  private func read(_ buffer: UnsafeMutableRawBufferPointer) throws -> Bool {
    guard let start = buffer.baseAddress else { return true }
    var done = 0
    while done < buffer.count {
      let count = Glibc.read(input, start + done, buffer.count - done)
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw ConnectionFailure("cannot read the compiler's message (errno \(errno))") }
      if count == 0 {
        if done == 0 { return false }
        throw ConnectionFailure("the compiler closed the pipe in the middle of a message")
      }
      done += count
    }
    return true
  }

  /// Writes all of `buffer`.
  private func write(_ buffer: UnsafeRawBufferPointer) throws {
    guard let start = buffer.baseAddress else { return }
    var done = 0
    while done < buffer.count {
      let count = Glibc.write(output, start + done, buffer.count - done)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw ConnectionFailure("cannot answer the compiler (errno \(errno))") }
      done += count
    }
  }
}

/// A broken conversation with the compiler; the listener prints it and exits.
struct ConnectionFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
