// The scenario process's clocks. This library defines clock_gettime so that every
// caller in the process, the Swift runtime's ContinuousClock and Foundation's Date
// included, reads the engine's virtual time once a scenario process enables it.
// Anywhere else (a test runner that links the engine) it forwards to the kernel.
#define _GNU_SOURCE
#include "CVirtualClock.h"
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static int enabled = 0;
static int64_t monotonic_base = 0;
static int64_t realtime_base = 0;
static int64_t virtual_now = 0;
static int64_t reads = 0;

void viewgraph_virtual_clock_enable(int64_t monotonic_base_ns, int64_t realtime_base_ns) {
  monotonic_base = monotonic_base_ns;
  realtime_base = realtime_base_ns;
  enabled = 1;
}

void viewgraph_virtual_clock_set(int64_t now_ns) { virtual_now = now_ns; }

int64_t viewgraph_virtual_clock_reads(void) { return reads; }

static int fill(struct timespec *tp, int64_t ns) {
  if (tp) {
    tp->tv_sec = (time_t)(ns / 1000000000);
    tp->tv_nsec = (long)(ns % 1000000000);
  }
  return 0;
}

int clock_gettime(clockid_t clock, struct timespec *tp) {
  if (enabled) {
    switch (clock) {
    case CLOCK_MONOTONIC:
    case CLOCK_MONOTONIC_RAW:
    case CLOCK_MONOTONIC_COARSE:
    case CLOCK_BOOTTIME:
      return fill(tp, monotonic_base + virtual_now);
    case CLOCK_REALTIME:
    case CLOCK_REALTIME_COARSE:
      reads++;
      return fill(tp, realtime_base + virtual_now);
    default:
      break;
    }
  }
  return (int)syscall(SYS_clock_gettime, clock, tp);
}
