// MemoryError before an allocation the machine cannot hold.
//
// CPython on a normal machine fails `list(range(10**10))`, `[0] * 10**10` or
// `bytes(10**12)` at once: it asks for the whole block up front and the
// kernel (heuristic overcommit) refuses a request larger than memory and
// swap. Compiled code must not depend on that: where the kernel overcommits
// (vm.overcommit_memory=1, common on container hosts), the request succeeds
// and filling it grows the program until the OOM killer ends it. So every
// allocation whose size is known first (a reservation, `x * n`, `bytes(n)`,
// an array, a container about to double its storage) is checked here against
// what the program may have: physical memory plus swap, or less where its
// cgroup or its own resource limits (`ulimit -v`, `-d`) say so. Small requests
// (under 64 MiB) are never checked, so the common path costs one comparison.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <limits>

#include "pyaot/runtime/exception.hpp"

#if defined(__linux__) || defined(__APPLE__)
#include <sys/resource.h>
#include <unistd.h>
#endif
#if defined(__linux__)
#include <sys/sysinfo.h>
#endif

namespace pyaot::memory {

// Requests below this are not checked (and cannot exhaust a machine alone).
inline constexpr std::uint64_t kUnchecked = std::uint64_t{64} << 20;

namespace detail {

#if defined(__linux__)
// The memory limit of the cgroup (v2, else v1) the program runs in; 0 if none.
inline std::uint64_t cgroup_limit() {
  for (const char* path : {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
    std::FILE* f = std::fopen(path, "r");
    if (f == nullptr) continue;
    unsigned long long limit = 0;
    const bool read = std::fscanf(f, "%llu", &limit) == 1;  // "max" reads nothing: no limit
    std::fclose(f);
    if (read && limit != 0) return limit;
  }
  return 0;
}
#endif

#if defined(__linux__) || defined(__APPLE__)
// The process's own limits (`ulimit -v`, `ulimit -d`); the maximum if none.
inline std::uint64_t rlimit_bytes() {
  std::uint64_t least = std::numeric_limits<std::uint64_t>::max();
  for (int resource : {RLIMIT_AS, RLIMIT_DATA}) {
    struct rlimit limit {};
    if (getrlimit(resource, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
      least = std::min<std::uint64_t>(least, limit.rlim_cur);
    }
  }
  return least;
}
#endif

inline std::uint64_t machine_bytes() {
#if defined(__linux__)
  struct sysinfo info {};
  std::uint64_t total = std::numeric_limits<std::uint64_t>::max();
  if (sysinfo(&info) == 0) {
    total = (std::uint64_t{info.totalram} + info.totalswap) * (info.mem_unit ? info.mem_unit : 1);
  }
  const std::uint64_t cgroup = cgroup_limit();
  if (cgroup != 0) total = std::min(total, cgroup);
  return std::min(total, rlimit_bytes());
#elif defined(__APPLE__)
  const long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
  std::uint64_t total = std::numeric_limits<std::uint64_t>::max();
  if (pages > 0 && size > 0) total = std::uint64_t(pages) * std::uint64_t(size);
  return std::min(total, rlimit_bytes());
#elif defined(__wasm__)
  return std::uint64_t{1} << 32;  // wasm32's whole address space
#else
  return std::numeric_limits<std::uint64_t>::max();  // the allocator will say
#endif
}

}  // namespace detail

// What one program may hold at most: asked once (thread-safe), then cached.
inline std::uint64_t machine_bytes() {
  static const std::uint64_t bytes = detail::machine_bytes();
  return bytes;
}

[[noreturn, gnu::cold]] inline void raise_no_memory() { raise(exc::MemoryError, ""); }

// MemoryError unless `count` items of `each` bytes fit in the machine.
inline void check(std::uint64_t count, std::uint64_t each) {
  if (each == 0 || count <= kUnchecked / each) [[likely]] return;
  if (count > machine_bytes() / each) raise_no_memory();
}

// Before a vector of `capacity` items of `each` bytes grows (to about twice
// that, while the old storage is still held): MemoryError if the two would
// not fit. A container filled item by item then stops with MemoryError
// instead of growing until the operating system kills the program.
inline void check_growth(std::uint64_t capacity, std::uint64_t each) {
  if (capacity <= std::numeric_limits<std::uint64_t>::max() / 4) check(3 * capacity + 1, each);
  else raise_no_memory();
}

}  // namespace pyaot::memory
