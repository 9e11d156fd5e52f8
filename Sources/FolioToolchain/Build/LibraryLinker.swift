import FolioCore
import Foundation
import Synchronization

/// Links a compiled scenario module into a shared library the scenario host loads.
///
/// swiftc would link it too, through its driver, `swift-autolink-extract`, clang and
/// gold: about a quarter of a second, as much as compiling a small scenario. Calling the
/// toolchain's lld directly, with the flags the object records, takes a hundredth of
/// that. Without lld, swiftc links it.
struct LibraryLinker: Sendable {
  /// The compiler and engine.
  var engine: EngineLocation

  /// Links `object` into the shared library `output`, in `confinement` when given,
  /// returning the linker's errors (empty on success).
  ///
  /// - Throws: ``ToolFailure`` when the linker cannot be started.
  func link(object: String, output: String, logPrefix: String, confinement: Sandbox.Confinement? = nil)
    async throws(ToolFailure) -> [CompilerMessage]
  {
    let (executable, arguments) =
      FileManager.default.isExecutableFile(atPath: engine.lld)
      ? (engine.lld, lldArguments(object: object, output: output))
      : (engine.swiftc, ["-emit-library", object, "-L", engine.directory, "-lViewGraph", "-o", output])
    let outcome = try await ChildProcess(
      executable: executable, arguments: arguments, outputPrefix: logPrefix, confinement: confinement
    ).run()
    if outcome.succeeded { return [] }
    let said = (outcome.stderr + outcome.stdout).trimmingCharacters(in: .whitespacesAndNewlines)
    return [CompilerMessage(severity: "error", location: nil, message: "linking the scenario failed: \(said)")]
  }

  /// What swiftc would pass to the linker for a shared library, minus what the host
  /// process has already loaded by the time it opens the library.
  ///
  /// The libraries the engine itself needs are loaded in the host before any scenario
  /// library; naming them again would only make lld read their symbol tables (tens of
  /// megabytes for Foundation and ICU), so only the others are linked: what an object
  /// asks for beyond the engine (`-lswiftSwiftOnoneSupport` against a release engine, a
  /// module only the scenario imports).
  func lldArguments(object: String, output: String) -> [String] {
    let folders = [engine.runtimeLibraries, engine.directory] + Self.systemLibraries
    let loaded = Self.engineLibraries(engine.directory + "/libViewGraph.so")
    let wanted = Self.sharedLibraries(AutolinkEntries.read(object), in: folders).filter {
      !loaded.contains("lib\($0.dropFirst(2)).so")
    }
    return ["-shared", "--build-id", "-o", output, engine.swiftrt, object]
      + (wanted.isEmpty ? [] : folders.flatMap { ["-L", $0] } + wanted)
      + [engine.directory + "/libViewGraph.so", "-rpath", engine.runtimeLibraries, "-rpath", engine.directory]
  }

  /// The libraries the engine library needs, read once per engine.
  private static func engineLibraries(_ path: String) -> Set<String> {
    memo.withLock { known in
      if let libraries = known[path] { return libraries }
      let libraries = Set(ELFFile(path: path)?.neededLibraries ?? [])
      known[path] = libraries
      return libraries
    }
  }

  private static let memo = Mutex<[String: Set<String>]>([:])

  /// The system's library folders, where the C libraries some modules ask for are.
  static let systemLibraries: [String] = {
    var name = utsname()
    uname(&name)
    let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    return ["/usr/lib/\(machine)-linux-gnu", "/lib/\(machine)-linux-gnu", "/usr/lib", "/lib"]
  }()

  /// The `-lNAME` flags among `entries` that name a shared library in `folders`. The
  /// others (`-lpthread`, `-ldl`: empty archives since glibc 2.34, their code is in the
  /// C library) are already loaded in the host, which is where the library runs.
  static func sharedLibraries(_ entries: [String], in folders: [String]) -> [String] {
    entries.filter { entry in
      entry.hasPrefix("-l")
        && folders.contains { FileManager.default.fileExists(atPath: "\($0)/lib\(entry.dropFirst(2)).so") }
    }
  }
}
