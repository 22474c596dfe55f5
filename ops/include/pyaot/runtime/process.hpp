// What the process was started with: the command line sys.argv reads
// (ops/sys.hpp), recorded by the executable's main (runtime/cli.hpp).
#pragma once

#include <string>
#include <vector>

namespace pyaot {

// The executable's arguments, its own path first; a library (no main) has
// CPython's embedded value [''].
inline std::vector<std::string>& argv_texts() {
  static std::vector<std::string> texts{""};
  return texts;
}

// argv[0] as main() received it (an executable with several entry points
// passes the rest of the command line on, from the entry's name).
inline std::string& program_path() {
  static std::string path;
  return path;
}

}  // namespace pyaot
