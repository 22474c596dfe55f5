// The C ABI boundary of a compiled library: no C++ exception crosses it.
// Each exported function returns a status code; after a failure the error's
// Python type, message and traceback are kept per thread for the accessors.
//
// Every entry point may be called from any number of threads at once. The
// runtime keeps no unsynchronised mutable state shared between threads: what
// a call mutates is per thread (this error, the recursion depth, the cycle
// collector's registry: see gc.hpp for why not a lock) or its own values;
// what threads share is immutable after a thread-safe first use (str and
// bytes constants, whose lazily built index is published atomically) or
// synchronised (telemetry records, CUDA usage counters).
#pragma once

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>
#include <string>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/gc.hpp"
#include "pyaot/runtime/str.hpp"
#include "pyaot/runtime/traceback.hpp"
#include "pyaot/runtime/unicode.hpp"

extern "C" {
#ifndef PYAOT_STR_DEFINED
#define PYAOT_STR_DEFINED
typedef struct pyaot_str {
  char* data;
  int64_t size;
} pyaot_str;
#endif
}

namespace pyaot::capi {

enum Status : int {
  kOk = 0,
  kException = 1,  // a Python exception escaped; see the error accessors
  kNoMemory = 2,
  kInternal = 3,
  kBadArgument = 4,  // the caller broke the ABI's contract (a NULL result pointer)
};

struct LastError {
  std::string type;
  std::string message;
  std::string traceback;
};

inline thread_local LastError last_error;

inline int fail(int status, const char* type, std::string message = "",
                std::string traceback = "") noexcept {
  try {
    last_error = {type, std::move(message), std::move(traceback)};
  } catch (...) {  // no memory even for the message: keep the status
    return kNoMemory;
  }
  return status;
}

// A result pointer must point somewhere: NULL is refused, not written to.
inline int null_result() noexcept {
  return fail(kBadArgument, "ValueError", "the result pointer is NULL");
}

// A str argument: NUL-terminated UTF-8 (NULL and invalid text raise, as
// Python would refuse them).
inline Str str_arg(const char* text, const char* name) {
  if (text == nullptr) raise(exc::ValueError, std::string("argument ") + name + ": NULL string");
  std::string value(text);
  if (!unicode::valid_utf8(value)) {
    raise(exc::UnicodeDecodeError, std::string("argument ") + name + ": not valid UTF-8");
  }
  return Str(std::move(value));
}

// A str result: a malloc'ed NUL-terminated copy the caller releases.
inline void str_result(const Str& s, pyaot_str* out) {
  const std::string& bytes = s.bytes();
  char* data = static_cast<char*>(std::malloc(bytes.size() + 1));
  if (data == nullptr) throw std::bad_alloc();
  std::memcpy(data, bytes.data(), bytes.size());
  data[bytes.size()] = '\0';
  out->data = data;
  out->size = static_cast<int64_t>(bytes.size());
}

inline void release_str(pyaot_str* s) noexcept {
  if (s == nullptr) return;
  std::free(s->data);
  s->data = nullptr;
  s->size = 0;
}

// Runs `body`, translating every C++ exception into a status code.
template <class Body>
int run(Body& body) noexcept {
  try {
    body();
    return kOk;
  } catch (const Exception& e) {
    std::string traceback;
    try {
      traceback = format_traceback(e);
    } catch (...) {
    }
    return fail(kException, e.type().name, e.message(), std::move(traceback));
  } catch (const std::bad_alloc&) {
    return fail(kNoMemory, "MemoryError");
  } catch (...) {
    return fail(kInternal, "SystemError", "unexpected C++ exception in compiled code");
  }
}

// One call of an entry point: its status, and this thread's garbage freed.
template <class Body>
int guard(Body&& body) noexcept {
  const int status = run(body);
  try {
    gc::collect_after_call();
  } catch (...) {  // no memory for the collector's tables: collect later
  }
  return status;
}

}  // namespace pyaot::capi
