// CPython stops runaway recursion with RecursionError; compiled recursive
// functions count their depth the same way instead of overflowing the C stack.
#pragma once

#include "pyaot/runtime/exception.hpp"

namespace pyaot {

// CPython's default sys.getrecursionlimit().
inline constexpr int kRecursionLimit = 1000;

inline thread_local int recursion_depth = 0;

class RecursionGuard {
 public:
  RecursionGuard() {
    if (++recursion_depth > kRecursionLimit) [[unlikely]] {
      --recursion_depth;
      raise(exc::RecursionError, "maximum recursion depth exceeded");
    }
  }
  ~RecursionGuard() { --recursion_depth; }
  RecursionGuard(const RecursionGuard&) = delete;
  RecursionGuard& operator=(const RecursionGuard&) = delete;
};

}  // namespace pyaot
