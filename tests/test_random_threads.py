"""The random module's generator is one per program, shared by every thread
as CPython's is (a C-ABI library may be called from many threads at once):
each call takes its lock, so concurrent draws are whole draws of the one
stream, never a torn state. Eight threads draw under ThreadSanitizer; the
values they drew together are exactly the first values of the seeded stream
CPython gives."""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

from pyaot import native
from pyaot.driver import OPS_INCLUDE

TSAN_FLAGS = ["-fsanitize=thread", "-O1", "-g"]
THREADS, DRAWS = 8, 4000

PROGRAM = r'''
#include <cstdio>
#include <thread>
#include <vector>
#include "pyaot/ops/random.hpp"

namespace rnd = pyaot::ops::random;

int main() {
  rnd::seed(std::optional<pyaot::Int>(20261204), 2);
  std::vector<std::vector<double>> drawn(THREADS);
  std::vector<std::thread> threads;
  for (int t = 0; t < THREADS; ++t) {
    threads.emplace_back([&drawn, t] {
      pyaot::List<pyaot::Int> deck;
      for (pyaot::Int i = 0; i < 20; ++i) deck.append(i);
      for (int i = 0; i < DRAWS; ++i) {
        drawn[t].push_back(rnd::random());
        // Other calls in between, on a generator of the thread's own: the
        // shared stream sees only the random() calls above.
        rnd::Random own{std::optional<pyaot::Int>(t)};
        rnd::shuffle(own, deck);
        (void)rnd::gauss(own, 0.0, 1.0);
      }
    });
  }
  for (auto& th : threads) th.join();
  for (const auto& values : drawn)
    for (double v : values) std::printf("%.17g\n", v);
  return 0;
}
'''


def test_threads_share_one_locked_stream(tmp_path: Path) -> None:
    exe = tmp_path / "random_threads"
    subprocess.run([native.find_cxx(), *native.FLAGS, *TSAN_FLAGS, "-pthread",
                    f"-DTHREADS={THREADS}", f"-DDRAWS={DRAWS}", f"-I{OPS_INCLUDE}",
                    "-x", "c++", "-", "-o", str(exe)], input=PROGRAM, text=True, check=True)
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300,
                         env={"TSAN_OPTIONS": "halt_on_error=1 exitcode=66"})
    assert "ThreadSanitizer" not in run.stderr, run.stderr[-6000:]
    assert run.returncode == 0, run.stderr[-6000:]
    got = sorted(float(line) for line in run.stdout.split())
    cpython = random.Random(20261204)
    assert got == sorted(cpython.random() for _ in range(THREADS * DRAWS))
