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

inline std::string describe(std::string_view param, std::string_view text, const char* expected) {
  return "argument " + std::string(param) + ": expected " + expected + ", got '" +
         std::string(text) + "'";
}

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
inline std::vector<std::string> json_arguments(std::string_view text,
                                               std::span<const Param> params) {
  std::vector<std::pair<std::string, json::Scalar>> values;
  try {
    values = json::Parser(text).arguments();
  } catch (const json::SyntaxError& e) {
    throw UsageError(std::string("invalid JSON arguments: ") + e.what());
  }
  std::vector<std::string> out(params.size());
  std::vector<bool> given(params.size(), false);
  for (std::size_t i = 0; i < values.size(); ++i) {
    auto& [key, value] = values[i];
    std::size_t index = i;
    if (!key.empty()) {
      index = params.size();
      for (std::size_t k = 0; k < params.size(); ++k) {
        if (key == params[k].name) index = k;
      }
      if (index == params.size()) throw UsageError("unknown argument '" + key + "'");
    }
    if (index >= params.size()) {
      throw UsageError("expected " + std::to_string(params.size()) + " argument(s), got " +
                       std::to_string(values.size()));
    }
    out[index] = value.text;
    given[index] = true;
  }
  for (std::size_t k = 0; k < params.size(); ++k) {
    if (!given[k]) throw UsageError(std::string("missing argument ") + params[k].name);
  }
  return out;
}

// sys.exit(arg) reaching the top, as CPython's handling of SystemExit: no
// argument (or None) is status 0, an int is the status, anything else is
// printed on stderr with status 1.
inline int exit_status(const Exception& e) {
  const std::string& code = e.args_repr();
  if (code.empty()) return 0;
  if (code.find_first_not_of("-0123456789") == std::string::npos) {
    return static_cast<int>(std::stoll(code));  // the OS keeps the low 8 bits, as CPython's exit()
  }
  std::fputs((e.message() + "\n").c_str(), stderr);
  return 1;
}

// Runs one entry point: parses argv (or --json), calls `body` (which returns
// the result as repr() or, for --json, as json.dumps() writes it), prints it.
// Exit status: 0 ok, 1 Python exception, 2 usage error.
inline int run(int argc, char** argv, std::span<const Param> params,
               const std::function<std::string(char**, bool, bool)>& body) {
  const char* program = argc > 0 ? argv[0] : "program";
  while (argc >= 2 && std::strcmp(argv[1], "--repr") == 0) {
    force_repr = true;
    argv[1] = argv[0];
    ++argv;
    --argc;
  }
  while (argc >= 3 && (std::strcmp(argv[1], "--out") == 0 || std::strcmp(argv[1], "--repeat") == 0)) {
    if (std::strcmp(argv[1], "--out") == 0) {
      output_path = argv[2];
    } else {
      // At most 1000 calls: enough for timing, and a hostile value cannot
      // keep the program busy (the input fuzzer found that).
      repeat = std::clamp(std::strtol(argv[2], nullptr, 10), 1L, 1000L);
    }
    argv[2] = argv[0];
    argv += 2;
    argc -= 2;
  }
  // sys.argv: the program's path, then the arguments the entry point reads.
  argv_texts().assign(argv, argv + argc);
  argv_texts()[0] = program_path().empty() ? program : program_path();
  if (argc == 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)) {
    print_usage(stdout, program, params);
    return 0;
  }
  const bool as_json = argc >= 2 && std::strcmp(argv[1], "--json") == 0;
  // Cycles left when the program ends are freed too (checked in sanitizer
  // builds).
  struct CollectAtEnd {
    ~CollectAtEnd() { gc::collect_at_exit(); }
  } collect_at_end;
  try {
    std::vector<std::string> texts;
    std::vector<char*> args;
    if (as_json) {
      if (argc != 3) throw UsageError("--json takes one JSON text, or - to read stdin");
      std::string text = argv[2];
      if (text == "-") {
        // stdio, not iostreams: iostreams would double a static executable's size.
        text.clear();
        char chunk[4096];
        for (std::size_t n; (n = std::fread(chunk, 1, sizeof chunk, stdin)) > 0;) {
          text.append(chunk, n);
          // Arguments are a JSON array or object: any other start is an error
          // now, not after an endless stdin (< /dev/zero) is read.
          const std::size_t first = text.find_first_not_of(" \t\r\n");
          if (first != std::string::npos && text[first] != '[' && text[first] != '{') break;
        }
      }
      texts = json_arguments(text, params);
      for (std::string& t : texts) args.push_back(t.data());
    } else if (!params.empty()) {  // without parameters: any arguments, for sys.argv
      if (static_cast<std::size_t>(argc - 1) != params.size()) {
        throw UsageError("expected " + std::to_string(params.size()) + " argument(s), got " +
                         std::to_string(argc - 1));
      }
      args.assign(argv + 1, argv + argc);
    }
    args.push_back(nullptr);
    std::string result = body(args.data(), as_json, as_json && !force_repr);
    std::fwrite(result.data(), 1, result.size(), stdout);
    std::fputc('\n', stdout);
    if (repeat > 1) {
      std::fputs("pyaot-call-seconds:", stderr);
      for (double t : call_seconds) std::fprintf(stderr, " %.9g", t);
      std::fputc('\n', stderr);
    }
    return 0;
  } catch (const UsageError& e) {
    print_usage(stderr, program, params);
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  } catch (const Exception& e) {
    std::fflush(stdout);
    if (e.type().is_subclass_of(exc::SystemExit)) return exit_status(e);
    print_traceback(e);
    return 1;
  } catch (const std::bad_alloc&) {
    std::fflush(stdout);
    std::fputs("MemoryError\n", stderr);
    return 1;
  }
}

}  // namespace pyaot::cli
