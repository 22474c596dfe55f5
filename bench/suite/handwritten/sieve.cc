// Sieve of Eratosthenes, as bench/suite/kernels/sieve.py.
#include "bench/suite/handwritten/harness.hpp"

static long sieve(long n) {
  if (n < 2) return 0;
  std::vector<char> flags(n + 1, 1);
  flags[0] = flags[1] = 0;
  for (long i = 2; i * i <= n; ++i) {
    if (flags[i]) {
      for (long j = i * i; j <= n; j += i) flags[j] = 0;
    }
  }
  long count = 0;
  for (char f : flags) count += f;
  return count;
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  long n = std::atol(argv[1]);
  std::printf("%ld\n", bench::timed(repeat, [&] { return sieve(n); }));
}
