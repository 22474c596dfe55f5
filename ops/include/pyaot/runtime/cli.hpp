// Command-line boundary of a compiled executable: argument parsing for the
// entry function's parameters, result printing, and the top-level handler that
// turns an escaped Python exception into a traceback and exit status 1.
#pragma once

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <exception>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/gc.hpp"
#include "pyaot/runtime/int.hpp"
#include "pyaot/runtime/json.hpp"
#include "pyaot/runtime/process.hpp"
#include "pyaot/runtime/traceback.hpp"
#include "pyaot/runtime/linkage.hpp"

namespace pyaot::cli {

// Bad command-line input: reported with usage, exit status 2 (as argparse).
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Options of an executable's command line: process-wide, written only by its
// main() on its one thread before the call (a library never touches them).
//
// `--out PATH` before the arguments: where array results are written (.npy).
inline std::string output_path;
// `--repeat N` before the arguments: call the function N times (arguments
// decoded once) and report each call's wall time on stderr, for benchmarks
// that must not time process start-up and file I/O.
inline long repeat = 1;
inline std::vector<double> call_seconds;
// `--repr` before the arguments: write the result as repr() even with --json
// arguments (differential tests compare it with CPython's repr()).
inline bool force_repr = false;

// Makes `value` (and what it refers to) look read and written by code the
// compiler cannot see: an empty asm statement taking its address and
// clobbering memory (as benchmark libraries' DoNotOptimize does).
template <class T>
inline void escape(T& value) {
  asm volatile("" : : "r"(&value) : "memory");
}

// Calls `call` `repeat` times, timing each; returns the last result. Each
// call's result and the callable (so its captured arguments) escape: a call
// without side effects is neither dropped nor computed once for all repeats.
template <class Call>
auto timed(Call&& call) {
  using clock = std::chrono::steady_clock;
  for (long i = 1; i < repeat; ++i) {
    auto start = clock::now();
    escape(call);
    auto result = call();
    escape(result);
    call_seconds.push_back(std::chrono::duration<double>(clock::now() - start).count());
  }
  auto start = clock::now();
  auto result = call();
  call_seconds.push_back(std::chrono::duration<double>(clock::now() - start).count());
  return result;
}

struct Param {
  const char* name;
  const char* type;  // Python spelling: "int", "float", "bool"
};

PYAOT_LINKED std::string describe(std::string_view param, std::string_view text, const char* expected);

template <class T>
T parse(std::string_view text, std::string_view param);

template <>
inline Int parse<Int>(std::string_view text, std::string_view param) {
  std::string_view digits = text;
  if (!digits.empty() && digits.front() == '+') digits.remove_prefix(1);
  Int value = 0;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (ec == std::errc::result_out_of_range) {
    throw UsageError("argument " + std::string(param) + ": " + std::string(text) +
                     " does not fit in a 64-bit int");
  }
  if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty()) {
    throw UsageError(describe(param, text, "an int"));
  }
  return value;
}

template <>
inline double parse<double>(std::string_view text, std::string_view param) {
  std::string_view body = text;
  if (!body.empty() && body.front() == '+') body.remove_prefix(1);
  double value = 0.0;
  auto [end, ec] = std::from_chars(body.data(), body.data() + body.size(), value);
  if (ec == std::errc::result_out_of_range) {
    // from_chars reports overflow/underflow; Python's float() saturates to
    // +-inf or rounds to 0, which strtod reproduces.
    value = std::strtod(std::string(text).c_str(), nullptr);
    return value;
  }
  if (ec != std::errc() || end != body.data() + body.size() || body.empty()) {
    throw UsageError(describe(param, text, "a float"));
  }
  return value;
}

template <>
inline bool parse<bool>(std::string_view text, std::string_view param) {
  if (text == "True" || text == "true" || text == "1") return true;
  if (text == "False" || text == "false" || text == "0") return false;
  throw UsageError(describe(param, text, "a bool (True or False)"));
}

inline void print_usage(std::FILE* out, const char* program, std::span<const Param> params) {
  std::fprintf(out, "usage: %s", program);
  for (const Param& p : params) std::fprintf(out, " %s:%s", p.name, p.type);
  std::fprintf(out, "\n       %s --json JSON|-   (arguments as a JSON array or object; "
               "result as JSON)\n", program);
  std::fprintf(out, "       arrays are .npy files (uint8 arrays also PNG/JPEG images); "
               "--out FILE.npy|.png|.jpg (first)\n       writes an array result there; "
               "--repeat N (first) times N calls, reported on stderr;\n"
               "       --repr (first) prints the result as repr() even with --json\n");
}

// Arguments from a JSON array (positional) or object (by parameter name), in
// parameter order, as the texts parse<T> decodes.
PYAOT_LINKED std::vector<std::string> json_arguments(std::string_view text,
                                                     std::span<const Param> params);

// sys.exit(arg) reaching the top, as CPython's handling of SystemExit: no
// argument (or None) is status 0, an int is the status, anything else is
// printed on stderr with status 1.
PYAOT_LINKED int exit_status(const Exception& e);

// Runs one entry point: parses argv (or --json), calls `body` (which returns
// the result as repr() or, for --json, as json.dumps() writes it), prints it.
// Exit status: 0 ok, 1 Python exception, 2 usage error.
PYAOT_LINKED int run(int argc, char** argv, std::span<const Param> params,
                     const std::function<std::string(char**, bool, bool)>& body);

}  // namespace pyaot::cli

#if PYAOT_LINKED_BODIES
#include "pyaot/runtime/impl/cli.hpp"
#endif
