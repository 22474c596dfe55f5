// Definitions of recursion.hpp's PYAOT_LINKED functions (pyaot/runtime/linkage.hpp):
// included at the end of recursion.hpp unless a program takes them from the
// precompiled runtime object.
#pragma once

namespace pyaot {

PYAOT_LINKED void recursion_exceeded(const char* where) {
  raise(exc::RecursionError, std::string("maximum recursion depth exceeded") + where);
}

}  // namespace pyaot
