// repr() of int, float and bool, byte for byte as CPython prints them.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <system_error>

#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/linkage.hpp"

namespace pyaot {

inline std::string repr(bool b) { return b ? "True" : "False"; }

PYAOT_LINKED std::string repr(Int i);

// CPython's float repr (float_repr_style 'short'): the shortest digit string
// that round-trips, printed in positional notation when the decimal exponent
// is in [-4, 16) and in scientific notation otherwise.
PYAOT_LINKED std::string repr(double x);

}  // namespace pyaot

#if PYAOT_LINKED_BODIES
#include "pyaot/runtime/impl/repr.hpp"
#endif
