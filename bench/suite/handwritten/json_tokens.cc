// The JSON-like tokenizer of bench/suite/kernels/json_tokens.py (ASCII).
#include <cctype>
#include <cstring>
#include <tuple>
#include "bench/suite/handwritten/harness.hpp"

static std::tuple<long, long, long, long> tokens(const std::string& t) {
  long tokens = 0, strings = 0, numbers = 0, chars = 0;
  size_t i = 0, n = t.size();
  while (i < n) {
    char c = t[i];
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
      ++i;
    } else if (std::strchr("{}[]:,", c)) {
      ++tokens; ++i;
    } else if (c == '"') {
      ++i;
      while (i < n && t[i] != '"') { if (t[i] == '\\') ++i; ++i; ++chars; }
      ++i; ++tokens; ++strings;
    } else if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
      ++i;
      while (i < n && (std::isdigit(static_cast<unsigned char>(t[i])) || std::strchr(".eE+-", t[i]))) ++i;
      ++tokens; ++numbers;
    } else if (std::isalpha(static_cast<unsigned char>(c))) {
      while (i < n && std::isalpha(static_cast<unsigned char>(t[i]))) ++i;
      ++tokens;
    } else {
      throw std::runtime_error("unexpected character");
    }
  }
  return {tokens, strings, numbers, chars};
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  std::string text = bench::read_text(argv[1]);
  auto [a, b, c, d] = bench::timed(repeat, [&] { return tokens(text); });
  std::printf("(%ld, %ld, %ld, %ld)\n", a, b, c, d);
}
