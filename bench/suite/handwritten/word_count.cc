// Word frequencies, as bench/suite/kernels/word_count.py (ASCII text).
#include <cctype>
#include <string_view>
#include <unordered_map>
#include "bench/suite/handwritten/harness.hpp"

static std::pair<long, long> word_count(const std::string& text) {
  std::string lower(text);
  for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
  std::unordered_map<std::string_view, long> counts;
  size_t i = 0, n = lower.size();
  while (i < n) {
    while (i < n && std::isspace(static_cast<unsigned char>(lower[i]))) ++i;
    size_t start = i;
    while (i < n && !std::isspace(static_cast<unsigned char>(lower[i]))) ++i;
    if (i > start) ++counts[std::string_view(lower).substr(start, i - start)];
  }
  long best = 0;
  for (auto& [w, c] : counts) best = std::max(best, c);
  return {long(counts.size()), best};
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  std::string text = bench::read_text(argv[1]);
  auto [distinct, best] = bench::timed(repeat, [&] { return word_count(text); });
  std::printf("(%ld, %ld)\n", distinct, best);
}
