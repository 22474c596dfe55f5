// Formats an escaped exception the way CPython does:
//   Traceback (most recent call last):
//     File "examples/x.py", line 3, in f
//       return a // b
//   ZeroDivisionError: integer division or modulo by zero
// One formatter serves the executable's stderr and the C ABI's accessor.
#pragma once

#include <cstdio>
#include <string>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/linkage.hpp"

namespace pyaot {

PYAOT_LINKED std::string format_traceback(const Exception& e);

inline void print_traceback(const Exception& e, std::FILE* out = stderr) {
  std::fputs(format_traceback(e).c_str(), out);
}

}  // namespace pyaot

#if PYAOT_LINKED_BODIES
#include "pyaot/runtime/impl/traceback.hpp"
#endif
