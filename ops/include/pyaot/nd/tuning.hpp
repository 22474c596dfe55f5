// What empirical optimisation needs from compiled programs (see
// tracer/pyaot/variants.py and tracer/pyaot/tuning/): the element count that
// size dispatch compares, and per-operator timing for telemetry builds.
//
// Telemetry is compiled in only when the build asks for it (the tracer's
// --telemetry); even then it records nothing unless PYAOT_TELEMETRY names a
// file. Each timed call then costs two steady_clock reads and a vector
// push_back; records are written, one JSON object per line, when the program
// exits (appended, so runs accumulate). A library's entry points may run on
// many threads at once: the log is one per process, behind a lock.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "pyaot/runtime/threads.hpp"

namespace pyaot::nd::tuning {

template <class T>
concept ShapedArray = requires(const T& a) {
  a.size();
  a.shape();
};

// The size a dispatch row or a telemetry record is keyed by.
template <class T>
std::int64_t elements(const T& x) {
  if constexpr (ShapedArray<T>) {
    return static_cast<std::int64_t>(x.size());
  } else {
    return 1;
  }
}

// One call site of one variant: string literals of the generated program.
struct Site {
  const char* op;        // "numpy.matmul"
  const char* variant;   // "blocked"
  const char* dtype;     // the first array argument's dtype
  const char* where;     // "file.py:12:9"
  const char* platform;  // the build's platform key, e.g. "linux_x86_64"
};

struct Record {
  Site site;
  std::int64_t size;
  std::array<std::int64_t, 4> shape;
  int ndim;  // -1: more than four dimensions (shape not kept)
  std::int64_t ns;
};

class Log {
 public:
  // Bounds memory for long runs; what is dropped is counted and reported.
  static constexpr std::size_t kMaxRecords = std::size_t{1} << 20;

  Log() : path_(std::getenv("PYAOT_TELEMETRY")) {}
  Log(const Log&) = delete;
  Log& operator=(const Log&) = delete;
  ~Log() { flush(); }

  bool enabled() const { return path_ != nullptr && path_[0] != '\0'; }

  void add(const Record& r) {
    const Lock lock(mutex_);
    if (records_.size() < kMaxRecords) {
      records_.push_back(r);
    } else {
      ++dropped_;
    }
  }

  void flush() {
    const Lock lock(mutex_);
    if (!enabled() || (records_.empty() && dropped_ == 0)) return;
    std::FILE* f = std::fopen(path_, "a");
    if (f == nullptr) {
      std::fprintf(stderr, "pyaot: cannot write telemetry to %s\n", path_);
      return;
    }
    for (const Record& r : records_) {
      std::fprintf(f,
                   "{\"op\":\"%s\",\"variant\":\"%s\",\"dtype\":\"%s\",\"site\":\"%s\","
                   "\"platform\":\"%s\",\"size\":%lld,\"shape\":",
                   r.site.op, r.site.variant, r.site.dtype, r.site.where, r.site.platform,
                   static_cast<long long>(r.size));
      if (r.ndim < 0) {
        std::fputs("null", f);
      } else {
        std::fputc('[', f);
        for (int d = 0; d < r.ndim; ++d) {
          std::fprintf(f, d ? ",%lld" : "%lld", static_cast<long long>(r.shape[d]));
        }
        std::fputc(']', f);
      }
      std::fprintf(f, ",\"ns\":%lld}\n", static_cast<long long>(r.ns));
    }
    if (dropped_) std::fprintf(f, "{\"dropped\":%llu}\n", static_cast<unsigned long long>(dropped_));
    std::fclose(f);
    records_.clear();
    dropped_ = 0;
  }

 private:
  const char* path_;
  Mutex mutex_;
  std::vector<Record> records_;
  std::uint64_t dropped_ = 0;
};

inline Log& log() {
  static Log instance;
  return instance;
}

// Runs body() and, when telemetry is on, records how long it took with the
// size and shape of `first` (the call's first array argument).
template <class First, class Body>
auto timed(const Site& site, const First& first, Body&& body) {
  Log& l = log();
  if (!l.enabled()) return body();
  const auto start = std::chrono::steady_clock::now();
  auto result = body();
  const auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(
                      std::chrono::steady_clock::now() - start).count();
  Record r{site, elements(first), {}, 0, static_cast<std::int64_t>(ns)};
  if constexpr (ShapedArray<First>) {
    const auto& shape = first.shape();
    r.ndim = shape.size() <= r.shape.size() ? static_cast<int>(shape.size()) : -1;
    for (int d = 0; d < r.ndim; ++d) r.shape[d] = static_cast<std::int64_t>(shape[d]);
  }
  l.add(r);
  return result;
}

}  // namespace pyaot::nd::tuning
