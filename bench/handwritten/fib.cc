// Hand-written C++ equivalent of examples/recursion.py:fib.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

static std::int64_t fib(std::int64_t n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  std::printf("%lld\n", static_cast<long long>(fib(std::atoll(argv[1]))));
}
