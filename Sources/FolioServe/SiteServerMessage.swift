import FolioCore
import Foundation

/// What `folio serve` tells its site server process, one JSON object per line on the
/// server's standard input: first where to serve, then every build's outcome.
public enum SiteServerMessage: Codable, Equatable, Sendable {
  /// The first message: serve the folder `site` (`nil`: none until a build names one)
  /// on 127.0.0.1:`port` (0: any free port).
  case start(site: String?, port: UInt16)
  /// A build finished: `failure` is its report when it wrote no site (the pages then
  /// show it), `site` the folder it wrote or would have written, when it said.
  case finished(failure: String?, site: String?)
}

/// The site server's one answer to ``SiteServerMessage/start(site:port:)``, a JSON line
/// on its standard output.
public enum SiteServerReply: Codable, Equatable, Sendable {
  /// It listens on 127.0.0.1 at `port`.
  case listening(port: UInt16)
  /// It cannot serve (the port in use, say): why, as folio prints it.
  case failed(ToolFailure)
}

/// The line format between `folio serve` and its site server: one JSON object per line
/// (a newline inside a report is escaped, so a value never splits a line).
public enum SiteServerWire {
  /// `value` as one line, without its line feed.
  public static func line(_ value: some Encodable) -> String {
    // Encoding these enums of strings and numbers cannot fail.
    String(decoding: (try? JSONEncoder().encode(value)) ?? Data(), as: UTF8.self)
  }

  /// The value one line holds.
  ///
  /// - Throws: ``ToolFailure`` naming the line when it holds no such value.
  public static func value<Value: Decodable>(_ type: Value.Type, from line: String) throws(ToolFailure) -> Value {
    do {
      return try JSONDecoder().decode(type, from: Data(line.utf8))
    } catch {
      throw ToolFailure("the site server's channel carried an unreadable line: \(line.prefix(200))")
    }
  }
}
