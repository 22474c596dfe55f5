// The C ABI boundary of a compiled library: no C++ exception crosses it.
// Each exported function returns a status code; after a failure the error's
// Python type, message and traceback are kept per thread for the accessors.
#pragma once

#include <new>
#include <utility>
#include <string>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/traceback.hpp"

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

// Runs `body`, translating every C++ exception into a status code.
template <class Body>
int guard(Body&& body) noexcept {
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

}  // namespace pyaot::capi
