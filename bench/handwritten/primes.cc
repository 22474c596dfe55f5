// Hand-written C++ equivalent of examples/primes.py:count_primes.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

static bool is_prime(std::int64_t k) {
  if (k < 2) return false;
  if (k < 4) return true;
  if (k % 2 == 0 || k % 3 == 0) return false;
  for (std::int64_t d = 5; d * d <= k; d += 6) {
    if (k % d == 0 || k % (d + 2) == 0) return false;
  }
  return true;
}

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  const std::int64_t limit = std::atoll(argv[1]);
  std::int64_t count = 0;
  for (std::int64_t k = 0; k < limit; ++k) count += is_prime(k);
  std::printf("%lld\n", static_cast<long long>(count));
}
