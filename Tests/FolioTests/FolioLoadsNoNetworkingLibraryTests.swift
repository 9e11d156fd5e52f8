import Foundation
import Testing

@testable import FolioToolchain

/// folio starts on every check and every edit: the HTTP library's networking half
/// (FoundationNetworking, libcurl and the thirty-odd libraries under it) belongs to the
/// site server process alone, so that the loader does not search it on each start of
/// folio (about 10 ms of a 25 ms start, 25 November).
@Suite struct FolioLoadsNoNetworkingLibraryTests {
  /// What `ldd` says `executable` loads.
  static func libraries(of executable: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    process.arguments = [executable]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
  }

  @Test func folioLoadsNeitherFoundationNetworkingNorCurl() throws {
    let folio = try TestEngine.location().directory + "/folio"
    let loaded = try Self.libraries(of: folio)
    #expect(loaded.contains("libFoundation.so"), "ldd read it: \(loaded)")
    #expect(!loaded.contains("libFoundationNetworking"))
    #expect(!loaded.contains("libcurl"))
  }
}
