import FolioCore
import Foundation

/// The program every transcript runs in: it loads a scenario library and calls the
/// scenario's entry point (`folio-scenario-host LIBRARY SYMBOL`, the request on standard
/// input, see `ScenarioChannel`).
///
/// Scenarios are compiled into shared libraries rather than executables because linking
/// an executable costs as much as compiling a small scenario, and many scenarios share
/// one library. The host is a few lines of C, built with the toolchain's clang the first
/// time it is needed. It links the engine itself, ahead of the C library, so that the
/// engine's virtual `clock_gettime` is the one every library sees. It also dies with
/// folio: a scenario stuck in a loop must not outlive the build that started it, even
/// when that build is killed outright.
///
/// It lives beside the engine (`folio-scenario-host-HASH` in the engine's folder), not
/// in the build cache: folio runs it outside any scenario's sandbox, so it must be as
/// trusted as the engine library it already loads from there, and a cache restored from
/// elsewhere or written by another book must never supply it. Its name is a hash of what
/// is built into it (its source, clang, the engine's and the runtime's folders), not of
/// the engine's bytes: it only links the engine, so a rebuilt engine needs no new host.
/// When the engine's folder cannot be written, each build makes its own in its work
/// folder (about 0.1 s).
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

  /// The host for `engine`, built beside it unless it is already there (or into
  /// `scratch`, this build's own folder, when the engine's folder is read-only).
  ///
  /// - Throws: ``ToolFailure`` when clang cannot build it.
  public static func executable(for engine: EngineLocation, scratch: String) async throws(ToolFailure) -> String {
    let name =
      "folio-scenario-host-"
      + StableHash.hex(
        [source, engine.clang, engine.directory, engine.runtimeLibraries].joined(separator: "\u{0}"))
    let path = engine.directory + "/" + name
    if FileManager.default.isExecutableFile(atPath: path) { return path }
    let shared = FileManager.default.isWritableFile(atPath: engine.directory)
    let folder = shared ? engine.directory : scratch
    let built = try await build(
      for: engine, in: folder + "/.\(name).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: (built as NSString).deletingLastPathComponent) }
    // Another build may have put one there meanwhile: either is the same program.
    let destination = folder + "/" + name
    if rename(built, destination) != 0, !FileManager.default.isExecutableFile(atPath: destination) {
      throw ToolFailure("cannot install the scenario host at \(destination)")
    }
    return destination
  }

  /// Builds the host in a new folder `scratch`; the executable's path.
  private static func build(for engine: EngineLocation, in scratch: String) async throws(ToolFailure) -> String {
    do {
      try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
      try Data(source.utf8).write(to: URL(fileURLWithPath: scratch + "/host.c"))
    } catch {
      throw ToolFailure("cannot write the scenario host in \(scratch)")
    }
    let linker = FileManager.default.isExecutableFile(atPath: engine.lld) ? ["-fuse-ld=lld"] : []
    let arguments =
      ["-O1", "-pthread"] + linker + [
        scratch + "/host.c", "-o", scratch + "/folio-scenario-host", "-Wl,--no-as-needed", "-L", engine.directory,
        "-lViewGraph", "-Wl,-rpath," + engine.directory, "-Wl,-rpath," + engine.runtimeLibraries, "-ldl",
      ]
    // Not confined: clang compiles folio's own C source above, never a chapter's code.
    let outcome = try await ChildProcess(
      executable: engine.clang, arguments: arguments, outputPrefix: scratch + "/clang"
    )
    .run()
    guard outcome.succeeded else {
      try? FileManager.default.removeItem(atPath: scratch)
      throw ToolFailure("cannot build the scenario host with \(engine.clang): \(outcome.stderr)")
    }
    return scratch + "/folio-scenario-host"
  }
}
