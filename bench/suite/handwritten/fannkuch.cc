// Fannkuch-redux, as bench/suite/kernels/fannkuch.py.
#include <algorithm>
#include "bench/suite/handwritten/harness.hpp"

static long fannkuch(int n) {
  std::vector<int> perm1(n), count(n), perm(n);
  for (int i = 0; i < n; ++i) perm1[i] = i;
  long max_flips = 0, checksum = 0, permutation = 0;
  int r = n;
  while (true) {
    while (r != 1) { count[r - 1] = r; --r; }
    perm = perm1;
    long flips = 0;
    for (int k = perm[0]; k != 0; k = perm[0]) {
      std::reverse(perm.begin(), perm.begin() + k + 1);
      ++flips;
    }
    max_flips = std::max(max_flips, flips);
    checksum += permutation % 2 == 0 ? flips : -flips;
    while (true) {
      if (r == n) return checksum * 1000 + max_flips;
      int first = perm1[0];
      for (int i = 0; i < r; ++i) perm1[i] = perm1[i + 1];
      perm1[r] = first;
      if (--count[r] > 0) break;
      ++r;
    }
    ++permutation;
  }
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  int n = std::atoi(argv[1]);
  std::printf("%ld\n", bench::timed(repeat, [&] { return fannkuch(n); }));
}
