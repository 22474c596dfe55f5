// Prints an escaped exception the way CPython does:
//   Traceback (most recent call last):
//     File "examples/x.py", line 3, in f
//       return a // b
//   ZeroDivisionError: integer division or modulo by zero
#pragma once

#include <cstdio>
#include <string_view>

#include "pyaot/runtime/exception.hpp"

namespace pyaot {

inline void print_traceback(const Exception& e, std::FILE* out = stderr) {
  std::fputs("Traceback (most recent call last):\n", out);
  const auto& frames = e.frames();
  for (auto it = frames.rbegin(); it != frames.rend(); ++it) {
    std::fprintf(out, "  File \"%s\", line %d, in %s\n", it->info->file, it->line,
                 it->info->function);
    if (const char* text = it->info->source_at(it->line)) {
      std::fprintf(out, "    %s\n", text);
    }
  }
  if (e.message().empty()) {
    std::fprintf(out, "%s\n", e.type().name);
  } else {
    std::fprintf(out, "%s: %s\n", e.type().name, e.message().c_str());
  }
}

}  // namespace pyaot
