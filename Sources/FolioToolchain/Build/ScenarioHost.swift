import FolioCore
import Foundation

/// The program every transcript runs in: it loads a scenario library and calls the
/// scenario's entry point (`folio-scenario-host LIBRARY SYMBOL`, the request on standard
/// input, see `ScenarioChannel`). For a program (`folio-scenario-host --program LIBRARY
/// SYMBOL`), SYMBOL is the program's `main`, the top-level code of its `main.swift`: the
/// host has the engine prepare the process for the request, then calls it.
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
    #define _GNU_SOURCE
    #include <dlfcn.h>
    #include <errno.h>
    #include <fcntl.h>
    #include <linux/capability.h>
    #include <poll.h>
    #include <pthread.h>
    #include <sched.h>
    #include <signal.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <sys/mount.h>
    #include <sys/prctl.h>
    #include <sys/resource.h>
    #include <sys/signalfd.h>
    #include <sys/socket.h>
    #include <sys/syscall.h>
    #include <sys/wait.h>
    #include <unistd.h>

    static pid_t folio;

    /* The engine's preparation of a program's process (Runtime/ProgramProcess.swift). */
    extern void viewgraph_program_start(const void *request, long length);
    /* The engine's warm-up of a fork server (Runtime/ServerWarmUp.swift): the runtime's
       first uses, paid once here rather than in every run. */
    extern void viewgraph_server_warm_up(void);

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

    /* Runs a scenario from descriptor 0 (the request) with its output on 1 and 2 and its
       events on 3: the request is read and gone from descriptor 0, and the events
       descriptor is not passed on to processes it starts, before the library loads (its
       initialisers run in dlopen). */
    static int run_scenario(int program, const char *path, const char *symbol, int argc, char **argv) {
      long length = 0;
      char *request = read_request(&length);
      int null = open("/dev/null", O_RDONLY);
      if (!request || null < 0 || dup2(null, 0) < 0) {
        fprintf(stderr, "folio-scenario-host: cannot read the request\n");
        return 2;
      }
      if (null != 0) close(null);
      fcntl(3, F_SETFD, FD_CLOEXEC);
      void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
      if (!library) {
        fprintf(stderr, "folio-scenario-host: cannot load the scenario: %s\n", dlerror());
        return 3;
      }
      void *found = dlsym(library, symbol);
      if (!found) {
        fprintf(stderr, "folio-scenario-host: no scenario %s: %s\n", symbol, dlerror());
        return 3;
      }
      if (program) {
        viewgraph_program_start(request, length);
        return ((int (*)(int, char **))found)(argc, argv);
      }
      ((void (*)(const void *, long))found)(request, length);
      return 0;
    }

    /* ---- The fork server (folio-scenario-host --serve LIBRARY TMPBYTES) ----
       Started once per scenario library inside a sandbox that kept CAP_SYS_ADMIN in its
       own user namespace, with a SOCK_SEQPACKET socket to folio on descriptor 3; LIBRARY
       need not exist yet (folio puts it there before the first run asks for it). Folio
       sends "R ID SYMBOL" with three descriptors (request, output, events) and "K ID";
       the server answers "E ID STATUS CPU_MICROSECONDS" when a run ended (STATUS a wait
       status) or "F ID ERRNO" when it could not start one, after "H" once it is ready
       ("N ERRNO" when namespaces cannot be made here). The server warms the engine up
       once (viewgraph_server_warm_up: the runtime's first uses of the wire's types).
       Each run is a clone of the server, the engine already loaded, in its own mount,
       process and IPC namespaces, with a fresh private /tmp and /proc, and drops every
       capability before any chapter code loads. The server itself runs no chapter code
       and cannot be read by it (not dumpable). */

    enum { most_runs = 256 };
    /* The namespaces each run gets (mount, process, IPC), and the probe makes. */
    static const int run_namespaces = CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC;
    static struct { unsigned id; pid_t pid; } runs[most_runs];
    static int control = 3;

    static void say(const char *message) { (void)send(control, message, strlen(message), MSG_NOSIGNAL); }

    static void drop_capabilities(void) {
      struct __user_cap_header_struct header = { _LINUX_CAPABILITY_VERSION_3, 0 };
      struct __user_cap_data_struct data[2];
      memset(data, 0, sizeof data);
      prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
      for (int capability = 0; capability <= 63; capability++) prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
      if (prctl(PR_CAPBSET_READ, CAP_SYS_ADMIN, 0, 0, 0) != 0) _exit(126);
      if (syscall(SYS_capset, &header, data) != 0) _exit(126);
      prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    }

    /* Ends a namespace's first process as `status` says its run ended: the same exit
       status, or 128 + N for the signal N. The first process of a namespace cannot end
       by its own signal (the kernel ignores it), so it exits, as bubblewrap's does, and
       the server, outside, reports that as the signal (`as_seen_outside`). */
    static void end_like(int status) {
      _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
    }

    /* A namespace's first process's wait status as its run's: 128 + N is the signal N. */
    static int as_seen_outside(int status) {
      if (WIFEXITED(status) && WEXITSTATUS(status) > 128 && WEXITSTATUS(status) - 128 < 65)
        return WEXITSTATUS(status) - 128;
      return status;
    }

    /* Waits for `child` (reaping any other process that ends meanwhile: the first
       process of a namespace inherits its orphans) and ends as it ended. */
    static void wait_and_end_like(pid_t child) {
      int status = 0;
      for (;;) {
        pid_t ended = wait(&status);
        if (ended == child) end_like(status);
        if (ended < 0 && errno != EINTR) _exit(126);
      }
    }

    /* Starts a run from the server: one clone makes the run's mount, process and IPC
       namespaces and their first process, which only waits (as bubblewrap's does: the
       kernel ignores the first process's default-action signals, SIGXFSZ and SIGXCPU
       among them), and the run below it, so that killing the first process ends
       everything the chapter's code started. Returns the first process's pid (or -1)
       in the server, and 0 in the run, isolated. No check of the parent after the
       death signal is set: from inside the namespace the server has no pid, and were
       it gone already, the sandbox's own namespace ends with it, this one included. */
    static pid_t start_run(const sigset_t *mask, long temporary_bytes, int *descriptors, int ended) {
      pid_t first = (pid_t)syscall(SYS_clone, SIGCHLD | run_namespaces, 0, 0, 0, 0);
      if (first != 0) return first;
      prctl(PR_SET_PDEATHSIG, SIGKILL);
      close(control);
      close(ended);
      char options[64];
      snprintf(options, sizeof options, "size=%ld,mode=1777", temporary_bytes);
      if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0
          || mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0
          || mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0
          || chdir("/tmp") != 0)
        _exit(126);
      pid_t run = fork();
      if (run < 0) _exit(126);
      if (run > 0) {
        for (int i = 0; i < 3; i++) close(descriptors[i]);
        drop_capabilities();
        wait_and_end_like(run);
      }
      prctl(PR_SET_PDEATHSIG, SIGKILL);
      if (dup2(descriptors[0], 0) < 0 || dup2(descriptors[1], 1) < 0 || dup2(descriptors[1], 2) < 0
          || dup2(descriptors[2], 3) < 0)
        _exit(126);
      for (int i = 0; i < 3; i++) if (descriptors[i] > 3) close(descriptors[i]);
      drop_capabilities();
      /* The Swift backtracer reads the crashed process as its own would be read. */
      prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
      sigprocmask(SIG_SETMASK, mask, NULL);
      return 0;
    }

    static void reap(void) {
      int status;
      struct rusage usage;
      pid_t pid;
      while ((pid = wait4(-1, &status, WNOHANG, &usage)) > 0) {
        for (int i = 0; i < most_runs; i++) {
          if (runs[i].pid != pid) continue;
          long long cpu = (long long)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000
            + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
          char message[96];
          snprintf(message, sizeof message, "E %u %d %lld", runs[i].id, as_seen_outside(status), cpu);
          say(message);
          runs[i].pid = 0;
        }
      }
    }

    /* Proves namespaces can be made here before saying ready: a clone as a run's, which
       ends at once; the error is clone's own when they cannot. */
    static int can_isolate(void) {
      pid_t probe = (pid_t)syscall(SYS_clone, SIGCHLD | run_namespaces, 0, 0, 0, 0);
      if (probe == 0) _exit(0);
      if (probe < 0) return errno ? errno : EPERM;
      int status = 0;
      if (waitpid(probe, &status, 0) < 0) return errno ? errno : EAGAIN;
      return 0;
    }

    /* `children` holds SIGCHLD, blocked in every thread (it is read from a signalfd);
       `mask` is the signal mask a run gets back. */
    static int serve(const char *path, long temporary_bytes, sigset_t *children, sigset_t *mask) {
      fcntl(control, F_SETFD, FD_CLOEXEC);
      prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
      int failure = can_isolate();
      if (failure) {
        char message[32];
        snprintf(message, sizeof message, "N %d", failure);
        say(message);
        return 3;
      }
      int ended = signalfd(-1, children, SFD_CLOEXEC | SFD_NONBLOCK);
      if (ended < 0) return 3;
      viewgraph_server_warm_up();
      say("H");
      for (;;) {
        struct pollfd watched[2] = { { control, POLLIN, 0 }, { ended, POLLIN, 0 } };
        if (poll(watched, 2, -1) < 0) {
          if (errno == EINTR) continue;
          break;
        }
        if (watched[1].revents) {
          struct signalfd_siginfo info;
          while (read(ended, &info, sizeof info) == sizeof info) {}
          reap();
        }
        if (!watched[0].revents) continue;
        char text[320];
        union { struct cmsghdr header; char space[CMSG_SPACE(3 * sizeof(int))]; } control_data;
        struct iovec part = { text, sizeof text - 1 };
        struct msghdr message = { 0 };
        message.msg_iov = &part;
        message.msg_iovlen = 1;
        message.msg_control = control_data.space;
        message.msg_controllen = sizeof control_data.space;
        ssize_t got = recvmsg(control, &message, MSG_CMSG_CLOEXEC);
        if (got <= 0) break;
        text[got] = 0;
        int descriptors[3] = { -1, -1, -1 }, received = 0;
        struct cmsghdr *header = CMSG_FIRSTHDR(&message);
        if (header && header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS) {
          received = (int)((header->cmsg_len - CMSG_LEN(0)) / sizeof(int));
          if (received > 3) received = 3;
          memcpy(descriptors, CMSG_DATA(header), received * sizeof(int));
        }
        unsigned id = 0;
        char symbol[257] = { 0 };
        if (text[0] == 'K' && sscanf(text, "K %u", &id) == 1) {
          for (int i = 0; i < most_runs; i++)
            if (runs[i].pid && runs[i].id == id) kill(runs[i].pid, SIGKILL);
        } else if (text[0] == 'R' && sscanf(text, "R %u %256s", &id, symbol) == 2 && received == 3
                   && !(message.msg_flags & MSG_CTRUNC)) {
          int slot = -1;
          for (int i = 0; i < most_runs && slot < 0; i++) if (!runs[i].pid) slot = i;
          pid_t pid = slot < 0 ? (errno = EAGAIN, -1) : start_run(mask, temporary_bytes, descriptors, ended);
          if (pid == 0) exit(run_scenario(0, path, symbol, 0, NULL));
          if (pid < 0) {
            char reply[48];
            snprintf(reply, sizeof reply, "F %u %d", id, errno);
            say(reply);
          } else {
            runs[slot].id = id;
            runs[slot].pid = pid;
          }
        }
        for (int i = 0; i < received; i++) close(descriptors[i]);
      }
      for (int i = 0; i < most_runs; i++) if (runs[i].pid) kill(runs[i].pid, SIGKILL);
      return 0;
    }

    int main(int argc, char **argv) {
      int program = argc == 4 && strcmp(argv[1], "--program") == 0;
      int server = argc == 4 && strcmp(argv[1], "--serve") == 0;
      if (argc != 3 && !program && !server) {
        fprintf(stderr, "usage: folio-scenario-host [--program] <library> <symbol> < request.json\n"
                        "       folio-scenario-host --serve <library> <tmp-bytes> 3<>control-socket\n");
        return 2;
      }
      folio = getppid();
      /* A server reads SIGCHLD from a signalfd: blocked before any thread starts, so that
         no thread takes it instead. */
      sigset_t children, mask;
      sigemptyset(&children);
      sigaddset(&children, SIGCHLD);
      if (server) sigprocmask(SIG_BLOCK, &children, &mask);
      pthread_t watcher;
      if (pthread_create(&watcher, NULL, watch_parent, NULL) == 0) pthread_detach(watcher);
      if (server) return serve(argv[2], atol(argv[3]), &children, &mask);
      return run_scenario(program, argv[program ? 2 : 1], argv[program ? 3 : 2], argc, argv);
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
