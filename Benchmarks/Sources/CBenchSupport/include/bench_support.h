#ifndef BENCH_SUPPORT_H
#define BENCH_SUPPORT_H
#include <stdint.h>

/// Pins the calling thread to CPU `cpu`; returns 0 on success, -1 (errno set) otherwise.
int bench_pin_to_cpu(int cpu);

/// The CPU this thread runs on now.
int bench_current_cpu(void);

/// The calling thread's CPU time in nanoseconds (CLOCK_THREAD_CPUTIME_ID).
uint64_t bench_thread_cpu_ns(void);

#endif
