#ifndef CVIRTUALCLOCK_H
#define CVIRTUALCLOCK_H

#include <stdint.h>

/// Makes clock_gettime report virtual time in this process (a scenario process):
/// monotonic clocks read `monotonic_base_ns + now_ns`, the real-time clock reads
/// `realtime_base_ns + now_ns`. Until it is called, clock_gettime is the system's.
void viewgraph_virtual_clock_enable(int64_t monotonic_base_ns, int64_t realtime_base_ns);

/// Sets the virtual time, in nanoseconds since the mount.
void viewgraph_virtual_clock_set(int64_t now_ns);

/// How many times clock_gettime has reported the virtual real-time clock (Date()).
int64_t viewgraph_virtual_clock_reads(void);

#endif
