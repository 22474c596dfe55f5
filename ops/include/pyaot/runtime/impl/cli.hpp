// Definitions of cli.hpp's PYAOT_LINKED functions (pyaot/runtime/linkage.hpp):
// included at the end of cli.hpp unless a program takes them from the
// precompiled runtime object.
#pragma once

namespace pyaot::cli {

PYAOT_LINKED std::string describe(std::string_view param, std::string_view text, const char* expected) {
  return "argument " + std::string(param) + ": expected " + expected + ", got '" +
         std::string(text) + "'";
}

PYAOT_LINKED std::vector<std::string> json_arguments(std::string_view text,
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

PYAOT_LINKED int exit_status(const Exception& e) {
  const std::string& code = e.args_repr();
  if (code.empty()) return 0;
  if (code.find_first_not_of("-0123456789") == std::string::npos) {
    return static_cast<int>(std::stoll(code));  // the OS keeps the low 8 bits, as CPython's exit()
  }
  std::fputs((e.message() + "\n").c_str(), stderr);
  return 1;
}

PYAOT_LINKED int run(int argc, char** argv, std::span<const Param> params,
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
