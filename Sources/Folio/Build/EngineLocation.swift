import Foundation

/// Where the compiler and the built engine are, and the flags that make scenario
/// code see `SwiftUI` and `Combine` as the engine.
public struct EngineLocation: Equatable, Sendable {
  /// The `swiftc` executable.
  public var swiftc: String
  /// The engine build directory: holds `libViewGraph.so` and `Modules/`.
  public var directory: String

  /// Creates a location from explicit paths.
  public init(swiftc: String, directory: String) {
    self.swiftc = swiftc
    self.directory = directory
  }

  /// Finds the engine: `FOLIO_ENGINE_DIR`, else the folder of the running executable
  /// (`folio` and the test bundle are built next to `libViewGraph.so`); and `swiftc`:
  /// `SWIFTC`, else the first `swiftc` on `PATH`.
  ///
  /// - Throws: ``FolioError/tool(_:message:)`` when either cannot be found.
  public static func discover(environment: [String: String] = ProcessInfo.processInfo.environment) throws(FolioError)
    -> EngineLocation
  {
    let here = SourceLocation(path: "folio", line: 1)
    let directory: String
    if let configured = environment["FOLIO_ENGINE_DIR"], !configured.isEmpty {
      directory = configured
    } else {
      let executable =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]
      directory = (executable as NSString).deletingLastPathComponent
    }
    guard FileManager.default.fileExists(atPath: directory + "/Modules/ViewGraph.swiftmodule") else {
      throw .tool(here, message: "no built engine in \(directory) (Modules/ViewGraph.swiftmodule is missing)")
    }
    var swiftc = environment["SWIFTC"] ?? ""
    if swiftc.isEmpty {
      let path = environment["PATH"] ?? "/usr/bin:/bin"
      swiftc =
        path.split(separator: ":").map { "\($0)/swiftc" }
        .first { FileManager.default.isExecutableFile(atPath: $0) } ?? ""
    }
    guard !swiftc.isEmpty else { throw .tool(here, message: "cannot find swiftc (set SWIFTC or add it to PATH)") }
    return EngineLocation(swiftc: swiftc, directory: directory)
  }

  /// The flags shared by every compilation against the engine.
  public var commonFlags: [String] {
    [
      "-swift-version", "5", "-parse-as-library",
      "-module-alias", "SwiftUI=ViewGraph", "-module-alias", "Combine=CombineSurface",
      "-I", "\(directory)/Modules",
      "-Xcc", "-fmodule-map-file=\(directory)/COpenCombineHelpers.build/module.modulemap",
    ]
  }

  /// The arguments that build an executable `output` from `source`. `-g` lets a
  /// crash's backtrace name the chapter line (through `#sourceLocation`).
  public func linkArguments(source: String, output: String) -> [String] {
    commonFlags + ["-g", "-L", directory, "-lViewGraph", "-Xlinker", "-rpath", "-Xlinker", directory, "-o", output, source]
  }

  /// The arguments that only type-check `source`.
  public func typecheckArguments(source: String) -> [String] {
    commonFlags + ["-typecheck", source]
  }

  /// Size and modification time of the engine library: part of the compile cache key,
  /// so a rebuilt engine invalidates every cached scenario.
  public var fingerprint: String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/libViewGraph.so")
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(swiftc)|\(directory)|\(size)|\(date)"
  }
}
