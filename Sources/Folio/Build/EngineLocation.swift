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
  ///
  /// `MemberImportVisibility` makes a file see only the members of modules it imports
  /// (or that they re-export): without it, one scenario's imports would leak into the
  /// others of a batch, and a scenario could compile in a batch but not alone.
  public var commonFlags: [String] {
    [
      "-swift-version", "5", "-parse-as-library", "-enable-upcoming-feature", "MemberImportVisibility",
      "-module-alias", "SwiftUI=ViewGraph", "-module-alias", "Combine=CombineSurface",
      "-I", "\(directory)/Modules",
      "-Xcc", "-fmodule-map-file=\(directory)/COpenCombineHelpers.build/module.modulemap",
    ]
  }

  /// The arguments that build an executable `output` from `source` with swiftc alone,
  /// as a simple tool would (`folio sources` writes them for the benchmark). `-g` lets a
  /// crash's backtrace name the chapter line (through `#sourceLocation`).
  public func linkArguments(source: String, output: String) -> [String] {
    commonFlags + ["-g", "-L", directory, "-lViewGraph", "-Xlinker", "-rpath", "-Xlinker", directory, "-o", output, source]
  }

  /// The arguments that compile `sources` as one module named `main` into one object
  /// file, for a scenario library. One frontend compiles the whole module (`-wmo`): a
  /// batch of scenarios pays for loading the engine's modules once.
  public func moduleArguments(sources: [String], object: String, moduleCache: String) -> [String] {
    commonFlags + [
      "-g", "-c", "-wmo", "-module-name", "main", "-module-cache-path", moduleCache, "-o", object,
    ] + sources
  }

  /// The arguments that only type-check `source`.
  public func typecheckArguments(source: String, moduleCache: String) -> [String] {
    commonFlags + ["-typecheck", "-module-cache-path", moduleCache, source]
  }

  /// What the compiled scenarios depend on: the compiler and the engine (its library and
  /// module). Part of every cache key, so a new compiler or a rebuilt engine
  /// invalidates every cached library and run.
  public var fingerprint: String {
    let files = [
      swiftc, (try? FileManager.default.destinationOfSymbolicLink(atPath: swiftc)).map { toolchainBin + "/" + $0 } ?? "",
      directory + "/libViewGraph.so", directory + "/Modules/ViewGraph.swiftmodule",
      directory + "/Modules/CombineSurface.swiftmodule",
    ]
    return files.map { path in
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
      let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      return "\(path)|\(size)|\(date)"
    }.joined(separator: "\n")
  }

  // MARK: - The toolchain around swiftc

  /// The toolchain's `bin` folder: where `swiftc` really is (it is often a link).
  public var toolchainBin: String {
    let real = (try? FileManager.default.destinationOfSymbolicLink(atPath: swiftc)).map { link in
      link.hasPrefix("/") ? link : (swiftc as NSString).deletingLastPathComponent + "/" + link
    } ?? swiftc
    return (real as NSString).deletingLastPathComponent
  }

  /// The toolchain's clang: compiles the scenario host.
  public var clang: String { toolchainBin + "/clang" }

  /// The toolchain's lld: links scenario libraries in milliseconds.
  public var lld: String { toolchainBin + "/ld.lld" }

  /// The Swift runtime libraries' folder (`usr/lib/swift/linux`).
  public var runtimeLibraries: String {
    ((toolchainBin as NSString).deletingLastPathComponent as NSString).appendingPathComponent("lib/swift/linux")
  }

  /// The object every Swift image links so the runtime finds its metadata.
  public var swiftrt: String {
    var name = utsname()
    uname(&name)
    let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return runtimeLibraries + "/\(machine)/swiftrt.o"
  }
}
