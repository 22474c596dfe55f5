// Hand-written C++ equivalent of examples/collatz.py:longest_collatz.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

static std::int64_t collatz_length(std::int64_t n) {
  if (n < 1) return 0;
  std::int64_t steps = 0;
  while (n != 1) {
    n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
    ++steps;
  }
  return steps;
}

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  const std::int64_t limit = std::atoll(argv[1]);
  std::int64_t best = 0, best_start = 1;
  for (std::int64_t start = 1; start < limit; ++start) {
    const std::int64_t length = collatz_length(start);
    if (length > best) {
      best = length;
      best_start = start;
    }
  }
  std::printf("%lld\n", static_cast<long long>(best_start));
}
