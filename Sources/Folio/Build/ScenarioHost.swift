import Foundation

/// The program every transcript runs in: it loads a scenario library and calls the
/// scenario's entry point (`folio-scenario-host REQUEST LIBRARY SYMBOL`).
///
/// Scenarios are compiled into shared libraries rather than executables because linking
/// an executable costs as much as compiling a small scenario, and many scenarios share
/// one library. The host is a few lines of C, built once per engine with the
/// toolchain's clang into the cache. It links the engine itself, ahead of the C
/// library, so that the engine's virtual `clock_gettime` is the one every library sees.
/// It also dies with folio: a scenario stuck in a loop must not outlive the build that
/// started it, even when that build is killed outright.
public enum ScenarioHost {
  /// The host's C source.
  static let source = #"""
    #include <dlfcn.h>
    #include <pthread.h>
    #include <stdio.h>
    #include <unistd.h>

    static pid_t folio;

    /* Ends the scenario when folio is gone (the host is then adopted by another process). */
    static void *watch_parent(void *unused) {
      (void)unused;
      for (;;) {
        if (getppid() != folio) _exit(137);
        usleep(100000);
      }
      return NULL;
    }

    int main(int argc, char **argv) {
      if (argc != 4) {
        fprintf(stderr, "usage: folio-scenario-host <request.json> <library> <symbol>\n");
        return 2;
      }
      folio = getppid();
      pthread_t watcher;
      if (pthread_create(&watcher, NULL, watch_parent, NULL) == 0) pthread_detach(watcher);
      void *library = dlopen(argv[2], RTLD_NOW | RTLD_LOCAL);
      if (!library) {
        fprintf(stderr, "folio-scenario-host: cannot load the scenario: %s\n", dlerror());
        return 3;
      }
      void (*entry)(void) = (void (*)(void))dlsym(library, argv[3]);
      if (!entry) {
        fprintf(stderr, "folio-scenario-host: no scenario %s: %s\n", argv[3], dlerror());
        return 3;
      }
      entry();
      return 0;
    }
    """#

  /// The host for `engine`, built into `cache` unless it is already there, by a clang
  /// confined to its scratch folder when `sandbox` is given.
  ///
  /// - Throws: ``FolioError/tool(_:message:)`` when clang cannot build it.
  public static func executable(for engine: EngineLocation, in cache: BuildCache, sandbox: Sandbox? = nil)
    async throws(FolioError) -> String
  {
    let key = StableHash.key(source + "\u{0}" + engine.fingerprint)
    let folder = cache.directory + "/host/" + key
    let path = folder + "/folio-scenario-host"
    if FileManager.default.isExecutableFile(atPath: path) { return path }
    let here = SourceLocation(path: "folio", line: 1)
    let scratch = folder + ".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
    do {
      try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
      try Data(source.utf8).write(to: URL(fileURLWithPath: scratch + "/host.c"))
    } catch {
      throw .tool(here, message: "cannot write the scenario host in \(scratch)")
    }
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let linker = FileManager.default.isExecutableFile(atPath: engine.lld) ? ["-fuse-ld=lld"] : []
    let arguments =
      ["-O1", "-pthread"] + linker + [
        scratch + "/host.c", "-o", scratch + "/folio-scenario-host", "-Wl,--no-as-needed", "-L", engine.directory,
        "-lViewGraph", "-Wl,-rpath," + engine.directory, "-Wl,-rpath," + engine.runtimeLibraries, "-ldl",
      ]
    let confinement = sandbox.map {
      Sandbox.Confinement(
        sandbox: $0, writable: [scratch], limits: .compile, path: [engine.toolchainBin],
        workingDirectory: FileManager.default.currentDirectoryPath)
    }
    let outcome = try await ChildProcess(
      executable: engine.clang, arguments: arguments, outputPrefix: scratch + "/clang", confinement: confinement
    ).run()
    guard outcome.succeeded else {
      throw .tool(here, message: "cannot build the scenario host with \(engine.clang): \(outcome.stderr)")
    }
    // Another build may have put one there meanwhile: either is the same program.
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    if rename(scratch + "/folio-scenario-host", path) != 0, !FileManager.default.isExecutableFile(atPath: path) {
      throw .tool(here, message: "cannot install the scenario host at \(path)")
    }
    return path
  }
}
