import FolioCore
import Foundation
import Synchronization

/// Where the compiler and the built engine are, and the flags that make scenario
/// code see `SwiftUI` and `Combine` as the engine.
public struct EngineLocation: Equatable, Sendable {
  /// The `swiftc` executable.
  public var swiftc: String
  /// The engine build directory: holds `libViewGraph.so` and `Modules/`.
  var directory: String
  /// The Swift language mode scenarios are compiled in (`-swift-version`), the book's
  /// `swift-language-mode`.
  public var languageMode = SwiftLanguageMode.v5

  /// Creates a location from explicit paths.
  init(swiftc: String, directory: String, languageMode: SwiftLanguageMode = .v5) {
    self.swiftc = swiftc
    self.directory = directory
    self.languageMode = languageMode
  }

  /// Finds the engine: `FOLIO_ENGINE_DIR`, else the folder of the running executable
  /// (`folio` and the test bundle are built next to `libViewGraph.so`), else
  /// `../lib/folio` from it (where `make install` puts the engine); and `swiftc`:
  /// `SWIFTC`, else the first `swiftc` on `PATH`. The executable's folder is its real
  /// one (`/proc/self/exe`), so a link to an installed `folio` finds the engine too.
  ///
  /// - Throws: ``FolioError/tool(_:message:)`` when either cannot be found.
  public static func discover(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ToolFailure)
    -> EngineLocation
  {
    let directory: String
    if let configured = environment["FOLIO_ENGINE_DIR"], !configured.isEmpty {
      directory = configured
    } else {
      directory = installedDirectory(executable: runningExecutable)
    }
    guard hasEngine(directory) else {
      throw ToolFailure(
        "no built engine in \(directory) (Modules/ViewGraph.swiftmodule is missing)",
        hint: "build it with 'swift build' (folio runs from beside it), install it with 'make install',"
          + " or set FOLIO_ENGINE_DIR to the build folder")
    }
    var swiftc = environment["SWIFTC"] ?? ""
    if swiftc.isEmpty {
      let path = environment["PATH"] ?? "/usr/bin:/bin"
      swiftc =
        path.split(separator: ":").map { "\($0)/swiftc" }
        .first { FileManager.default.isExecutableFile(atPath: $0) } ?? ""
    }
    guard !swiftc.isEmpty else {
      throw ToolFailure("cannot find swiftc", hint: "put the Swift toolchain's bin folder on PATH, or set SWIFTC")
    }
    guard FileManager.default.isExecutableFile(atPath: swiftc) else {
      throw ToolFailure(
        "cannot find swiftc: SWIFTC is '\(swiftc)', which is not an executable file",
        hint: "set SWIFTC to the swiftc of a Swift toolchain, or unset it to use the swiftc on PATH")
    }
    return EngineLocation(swiftc: swiftc, directory: directory)
  }

  /// The real path of the running executable (`/proc/self/exe`, so that a link to an
  /// installed `folio` finds what is installed beside it), else its first argument.
  static var runningExecutable: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }

  /// The path of `name` among the files that live with the engine of the `folio` at
  /// `executable` (the site server `folio serve` starts): in ``installedDirectory(executable:)``,
  /// beside folio after `swift build`, in `lib/folio` after `make install`.
  public static func installedFile(_ name: String) -> String {
    installedFile(name, executable: runningExecutable)
  }

  /// ``installedFile(_:)`` for the `folio` at `executable`.
  static func installedFile(_ name: String, executable: String) -> String {
    installedDirectory(executable: executable) + "/" + name
  }

  /// Where the engine of the `folio` at `executable` (its real path) is: beside it, as
  /// `swift build` leaves it, or else in `../lib/folio`, as `make install` lays it out.
  /// When neither holds one, the folder beside it, for the message.
  static func installedDirectory(executable: String) -> String {
    let beside = (executable as NSString).deletingLastPathComponent
    let installed = ((beside as NSString).deletingLastPathComponent as NSString).appendingPathComponent("lib/folio")
    return !hasEngine(beside) && hasEngine(installed) ? installed : beside
  }

  /// Whether `directory` holds a built engine's modules.
  private static func hasEngine(_ directory: String) -> Bool {
    FileManager.default.fileExists(atPath: directory + "/Modules/ViewGraph.swiftmodule")
  }

  /// The flags shared by every compilation against the engine.
  ///
  /// `MemberImportVisibility` makes a file see only the members of modules it imports
  /// (or that they re-export): without it, one scenario's imports would leak into the
  /// others of a batch, and a scenario could compile in a batch but not alone.
  var commonFlags: [String] {
    [
      "-swift-version", String(languageMode.rawValue), "-parse-as-library", "-enable-upcoming-feature",
      "MemberImportVisibility",
      "-module-alias", "SwiftUI=ViewGraph", "-module-alias", "Combine=CombineSurface",
      "-I", "\(directory)/Modules",
      "-Xcc", "-fmodule-map-file=\(directory)/COpenCombineHelpers.build/module.modulemap",
    ] + pluginFlags
  }

  /// The engine's compiler plugin, beside its library: it expands the macros the engine
  /// declares (`#Preview`, `@Entry`), as the toolchain's own plugins expand `@Observable`.
  static let macroPlugin = "ViewGraphMacros-tool"

  /// Loads ``macroPlugin`` as the implementation of the `ViewGraphMacros` module that
  /// the engine's `#externalMacro` declarations name. swiftc runs it as a child process
  /// only when a file uses one of those macros; inside the sandbox it is read-only, with
  /// the rest of the engine's folder.
  var pluginFlags: [String] {
    ["-load-plugin-executable", "\(directory)/\(Self.macroPlugin)#ViewGraphMacros"]
  }

  /// ``commonFlags`` for a program: its one file is its `main.swift`, whose top-level
  /// code is the program, so it is not parsed as a library.
  var programFlags: [String] { commonFlags.filter { $0 != "-parse-as-library" } }

  /// The arguments that build an executable `output` from `source` with swiftc alone,
  /// as a simple tool would (`folio sources` writes them for the benchmark). `-g` lets a
  /// crash's backtrace name the chapter line (through `#sourceLocation`).
  public func linkArguments(source: String, output: String, program: Bool = false) -> [String] {
    (program ? programFlags : commonFlags) + [
      "-g", "-L", directory, "-lViewGraph", "-Xlinker", "-rpath", "-Xlinker", directory, "-o", output, source,
    ]
  }

  /// The arguments that compile `sources` as one module named `main` into one object
  /// file, for a scenario library. One frontend compiles the whole module (`-wmo`): a
  /// batch of scenarios pays for loading the engine's modules once.
  public func moduleArguments(sources: [String], object: String, moduleCache: String) -> [String] {
    commonFlags + [
      "-g", "-c", "-wmo", "-module-name", "main", "-module-cache-path", moduleCache, "-o", object,
    ] + sources
  }

  /// The arguments that compile a program's `main.swift` into one object file for a
  /// scenario library, its top-level code as the C function `entry` (not `main`, which
  /// would be the host's own when the library is loaded).
  public func programArguments(source: String, object: String, moduleCache: String, entry: String) -> [String] {
    programFlags + [
      "-Xfrontend", "-entry-point-function-name", "-Xfrontend", entry,
      "-g", "-c", "-wmo", "-module-name", "main", "-module-cache-path", moduleCache, "-o", object, source,
    ]
  }

  /// The arguments that only type-check `source`, as a program's `main.swift` when
  /// `program` is true.
  func typecheckArguments(source: String, moduleCache: String, program: Bool = false) -> [String] {
    (program ? programFlags : commonFlags) + ["-typecheck", "-module-cache-path", moduleCache, source]
  }

  /// The files of the engine a compiled scenario depends on: the library every scenario
  /// links and runs with, the modules it can import (the engine's own, and those their
  /// interfaces name), and the plugin that expands the engine's macros. Other modules in
  /// `Modules/` belong to folio, not to the engine.
  static let engineFiles = [
    "libViewGraph.so", "Modules/ViewGraph.swiftmodule", "Modules/CombineSurface.swiftmodule",
    "Modules/OpenCombine.swiftmodule", "Modules/ScenarioWire.swiftmodule", macroPlugin,
  ]

  /// What the compiled scenarios depend on besides their source and flags, by content:
  /// the compiler's `--version` output and the SHA-256 of each of ``engineFiles``. Part
  /// of every cache key, so a new compiler or a rebuilt engine invalidates every cached
  /// library, run and verdict, while the same compiler and engine bytes anywhere else
  /// (another clone, another machine) find them: no path and no time is part of it.
  ///
  /// Reads about 75 MB (a debug engine, 60 MB of it the macro plugin) and runs the compiler
  /// once: call it once per build. With a `cache`, what it learnt of each file is kept
  /// there while the file is unchanged (``BuildCache/fact(_:of:settled:learn:)``), so a
  /// build that finds the same engine and compiler reads neither again.
  ///
  /// An engine built from the same sources in another clone has other bytes (they name
  /// the folder it was built in): when the ``EngineIdentity`` its build wrote still
  /// describes its bytes, the fingerprint is that identity's sources hash instead, the
  /// same in every clone.
  public func fingerprint(cache: BuildCache? = nil) async -> String {
    async let version = compilerVersion(cache: cache)
    var digests: [(name: String, digest: String?)] = []
    for name in Self.engineFiles {
      let path = directory + "/" + name
      let digest =
        if let cache { await cache.fact("sha256", of: path) { StableHash.file(path) } } else { StableHash.file(path) }
      digests.append((name, digest))
    }
    let engine: String
    if let identity = EngineIdentity(directory: directory), identity.describes(digests) {
      engine = "engine sources " + identity.sources
    } else {
      engine = digests.map { $0.name + " " + ($0.digest ?? "missing") }.joined(separator: "\n")
    }
    return "compiler: " + (await version) + "\n" + engine
  }

  /// What `swiftc --version` prints, asked once per process for each compiler. When
  /// it cannot be asked, a value no other run shares: nothing is then found in the
  /// cache nor usefully kept there.
  ///
  /// swiftc's driver answers `--version` by running the toolchain's swift-frontend with
  /// `--version` and printing what it prints, so folio asks swift-frontend itself when
  /// it is beside swiftc: the same bytes for a fifth of the CPU time (the driver's own
  /// start-up is about 40 ms here, on every no-op build).
  ///
  /// With a `cache`, the answer is kept there while the compiler's file is unchanged, when
  /// folio asks swift-frontend itself (whose version is its own bytes; a `swiftc` that is
  /// not beside one may be a script that runs any compiler, so its answer is not kept).
  func compilerVersion(cache: BuildCache? = nil) async -> String {
    if let known = Self.versions.withLock({ $0[swiftc] }) { return known }
    if let cache, FileManager.default.isExecutableFile(atPath: swiftFrontend) {
      let asked = await cache.fact("version", of: swiftFrontend) { await askVersion() }
      return asked ?? "unknown \(UUID().uuidString)"
    }
    return await askVersion() ?? "unknown \(UUID().uuidString)"
  }

  /// What the compiler prints for `--version`, remembered for the rest of the process;
  /// `nil` when it cannot be asked.
  private func askVersion() async -> String? {
    let folder = NSTemporaryDirectory() + "folio-version-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let compiler = FileManager.default.isExecutableFile(atPath: swiftFrontend) ? swiftFrontend : swiftc
    let outcome = try? await ChildProcess(
      executable: compiler, arguments: ["--version"], outputPrefix: folder + "/swiftc"
    )
    .run()
    guard let outcome, outcome.succeeded, !outcome.stdout.isEmpty else { return nil }
    Self.versions.withLock { $0[swiftc] = outcome.stdout }
    return outcome.stdout
  }

  private static let versions = Mutex<[String: String]>([:])

  /// This engine with placeholders for its paths: its flags, as a cache key names them,
  /// are the same wherever the engine is.
  var anywhere: EngineLocation {
    EngineLocation(swiftc: "swiftc", directory: "/FOLIO-ENGINE", languageMode: languageMode)
  }

  // MARK: - The toolchain around swiftc

  /// The toolchain's `bin` folder: where `swiftc` really is (it is often a link).
  var toolchainBin: String {
    let real =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: swiftc)).map { link in
        link.hasPrefix("/") ? link : (swiftc as NSString).deletingLastPathComponent + "/" + link
      } ?? swiftc
    return (real as NSString).deletingLastPathComponent
  }

  /// The toolchain's folder (`usr`): holds `bin`, `lib/swift` and the compiler's plugins.
  var toolchainRoot: String { (toolchainBin as NSString).deletingLastPathComponent }

  /// The toolchain's swift-frontend: runs a stored frontend plan (``FrontendCommand``).
  var swiftFrontend: String { toolchainBin + "/swift-frontend" }

  /// The toolchain's clang: compiles the scenario host.
  var clang: String { toolchainBin + "/clang" }

  /// The toolchain's lld: links scenario libraries in milliseconds.
  var lld: String { toolchainBin + "/ld.lld" }

  /// The Swift runtime libraries' folder (`usr/lib/swift/linux`).
  var runtimeLibraries: String {
    (toolchainRoot as NSString).appendingPathComponent("lib/swift/linux")
  }

  /// The object every Swift image links so the runtime finds its metadata.
  var swiftrt: String {
    var name = utsname()
    uname(&name)
    let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return runtimeLibraries + "/\(machine)/swiftrt.o"
  }
}
