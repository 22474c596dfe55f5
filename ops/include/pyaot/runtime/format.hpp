// format(value, spec): Python's format specification mini-language for int,
// float, bool and str, as f-strings use it (f"{x:>8.3f}", f"{n:,}", f"{s:^9}").
#pragma once

#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/memory.hpp"
#include "pyaot/runtime/repr.hpp"
#include "pyaot/runtime/str.hpp"
#include "pyaot/runtime/linkage.hpp"

namespace pyaot {

struct FormatSpec {
  std::string fill = " ";
  char align = 0;  // '<' '>' '^' '=' or 0 (type's default)
  char sign = 0;  // '+' ' ' '-' or 0 (none given)
  bool alternate = false;
  bool zero = false;
  Int width = -1;
  char grouping = 0;  // ',' '_' or 0
  Int precision = -1;
  char type = 0;
};

[[noreturn]] inline void bad_format(std::string_view spec, const char* kind) {
  raise(exc::ValueError, std::string("Invalid format specifier '") + std::string(spec) +
                             "' for object of type '" + kind + "'");
}

// CPython's unknown_presentation_type.
[[noreturn]] inline void unknown_code(char type, const char* kind) {
  std::string shown(1, type);
  if (static_cast<unsigned char>(type) <= 32 || static_cast<unsigned char>(type) >= 128) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "\\x%x", static_cast<unsigned>(static_cast<unsigned char>(type)));
    shown = hex;
  }
  raise(exc::ValueError, "Unknown format code '" + shown + "' for object of type '" + kind + "'");
}

PYAOT_LINKED FormatSpec parse_spec(std::string_view s, const char* kind);

// Inserts the grouping separator every three digits of the integer part.
PYAOT_LINKED std::string group_digits(const std::string& digits, char sep, int every = 3);

PYAOT_LINKED std::string apply_padding(const FormatSpec& f, const std::string& sign_prefix,
                                       const std::string& body, char default_align);

PYAOT_LINKED std::string format(const Str& s, std::string_view spec);

PYAOT_LINKED std::string format_float(double x, const FormatSpec& f, std::string_view spec);

PYAOT_LINKED std::string format_int(Int v, std::string_view spec, const char* kind);

inline std::string format(Int v, std::string_view spec) { return format_int(v, spec, "int"); }

inline std::string format(bool b, std::string_view spec) {
  if (spec.empty()) return b ? "True" : "False";
  return format_int(static_cast<Int>(b), spec, "bool");
}

PYAOT_LINKED std::string format_float(double x, const FormatSpec& f, std::string_view spec);

inline std::string format(double x, std::string_view spec) {
  return format_float(x, parse_spec(spec, "float"), spec);
}

}  // namespace pyaot

#if PYAOT_LINKED_BODIES
#include "pyaot/runtime/impl/format.hpp"
#endif
