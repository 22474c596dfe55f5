// The time module's clocks and sleep. Declared in ops/decls/time.toml.
// The clocks CPython reads on Linux: perf_counter and monotonic are
// CLOCK_MONOTONIC, time is CLOCK_REALTIME.
#pragma once

#include <cerrno>
#include <cmath>
#include <ctime>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/int.hpp"

namespace pyaot::ops::time {

inline Int clock_ns(clockid_t clock) {
  timespec ts{};
  clock_gettime(clock, &ts);
  return static_cast<Int>(ts.tv_sec) * 1000000000 + static_cast<Int>(ts.tv_nsec);
}

// Seconds as CPython computes them from nanoseconds (_PyTime_AsSecondsDouble).
inline double seconds(Int ns) {
  if (ns % 1000000000 == 0) return static_cast<double>(ns / 1000000000);
  return static_cast<double>(ns) / 1e9;
}

inline double perf_counter() { return seconds(clock_ns(CLOCK_MONOTONIC)); }
inline Int perf_counter_ns() { return clock_ns(CLOCK_MONOTONIC); }
inline double monotonic() { return seconds(clock_ns(CLOCK_MONOTONIC)); }
inline Int monotonic_ns() { return clock_ns(CLOCK_MONOTONIC); }
inline double time() { return seconds(clock_ns(CLOCK_REALTIME)); }
inline Int time_ns() { return clock_ns(CLOCK_REALTIME); }

// time.sleep(secs): CPython's errors for negative and non-finite lengths.
inline void sleep(double secs) {
  if (std::isnan(secs)) raise(exc::ValueError, "Invalid value NaN (not a number)");
  if (secs < 0) raise(exc::ValueError, "sleep length must be non-negative");
  // CPython converts to int64 nanoseconds first.
  if (!(secs * 1e9 < 9223372036854775808.0)) {
    raise(exc::OverflowError, "timestamp out of range for platform time_t");
  }
  timespec left{static_cast<time_t>(secs),
                static_cast<long>(std::ceil((secs - std::floor(secs)) * 1e9))};
  if (left.tv_nsec >= 1000000000) {
    left.tv_sec += 1;
    left.tv_nsec -= 1000000000;
  }
  while (nanosleep(&left, &left) != 0 && errno == EINTR) {
  }
}
inline void sleep(Int secs) {
  if (secs < 0) raise(exc::ValueError, "sleep length must be non-negative");
  sleep(static_cast<double>(secs));
}

}  // namespace pyaot::ops::time
