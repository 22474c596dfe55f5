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

namespace pyaot {

inline std::string format_traceback(const Exception& e) {
  std::string out = "Traceback (most recent call last):\n";
  const auto& frames = e.frames();
  for (auto it = frames.rbegin(); it != frames.rend(); ++it) {
    out += std::string("  File \"") + it->info->file + "\", line " + std::to_string(it->line) +
           ", in " + it->info->function + "\n";
    if (const char* text = it->info->source_at(it->line)) {
      out += std::string("    ") + text + "\n";
    }
  }
  out += e.type().name;
  if (!e.message().empty()) out += ": " + e.message();
  return out + "\n";
}

inline void print_traceback(const Exception& e, std::FILE* out = stderr) {
  std::fputs(format_traceback(e).c_str(), out);
}

}  // namespace pyaot
