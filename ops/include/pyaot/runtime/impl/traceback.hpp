// Definitions of traceback.hpp's PYAOT_LINKED functions (pyaot/runtime/linkage.hpp):
// included at the end of traceback.hpp unless a program takes them from the
// precompiled runtime object.
#pragma once

namespace pyaot {

PYAOT_LINKED std::string format_traceback(const Exception& e) {
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

}  // namespace pyaot
