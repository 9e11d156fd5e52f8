import Foundation

/// The program every transcript runs in: it loads a scenario library and calls the
/// scenario's entry point (`folio-scenario-host LIBRARY SYMBOL`, the request on standard
/// input, see `ScenarioChannel`).
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
    #include <fcntl.h>
    #include <pthread.h>
    #include <stdio.h>
    #include <stdlib.h>
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

    /* The request, read to its end from standard input; *length gets its size. */
    static char *read_request(long *length) {
      long size = 0, capacity = 1 << 16;
      char *buffer = malloc(capacity);
      for (;;) {
        if (!buffer) return NULL;
        ssize_t got = read(0, buffer + size, capacity - size);
        if (got < 0) { free(buffer); return NULL; }
        if (got == 0) break;
        size += got;
        if (size == capacity) buffer = realloc(buffer, capacity *= 2);
      }
      *length = size;
      return buffer;
    }

    int main(int argc, char **argv) {
      if (argc != 3) {
        fprintf(stderr, "usage: folio-scenario-host <library> <symbol> < request.json\n");
        return 2;
      }
      folio = getppid();
      pthread_t watcher;
      if (pthread_create(&watcher, NULL, watch_parent, NULL) == 0) pthread_detach(watcher);
      /* Everything the scenario's code could touch is settled before its library loads
         (its initialisers run in dlopen): the request is read and gone from descriptor
         0, and the events descriptor is not passed on to processes it starts. */
      long length = 0;
      char *request = read_request(&length);
      int null = open("/dev/null", O_RDONLY);
      if (!request || null < 0 || dup2(null, 0) < 0) {
        fprintf(stderr, "folio-scenario-host: cannot read the request\n");
        return 2;
      }
      if (null != 0) close(null);
      fcntl(3, F_SETFD, FD_CLOEXEC);
      void *library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
      if (!library) {
        fprintf(stderr, "folio-scenario-host: cannot load the scenario: %s\n", dlerror());
        return 3;
      }
      void (*entry)(const void *, long) = (void (*)(const void *, long))dlsym(library, argv[2]);
      if (!entry) {
        fprintf(stderr, "folio-scenario-host: no scenario %s: %s\n", argv[2], dlerror());
        return 3;
      }
      entry(request, length);
      return 0;
    }
    """#

  /// The host for `engine`, built into `cache` unless it is already there.
  ///
  /// - Throws: ``FolioError/tool(_:message:)`` when clang cannot build it.
  public static func executable(for engine: EngineLocation, in cache: BuildCache) async throws(FolioError) -> String {
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
    let outcome = try await ChildProcess(executable: engine.clang, arguments: arguments, outputPrefix: scratch + "/clang")
      .run()
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
