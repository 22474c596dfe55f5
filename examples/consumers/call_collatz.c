/* A C program calling Python functions compiled by py_aot_library. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "examples/consumers/collatz_lib.h"

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    int64_t n = strtoll(argv[i], NULL, 10);
    int64_t steps = 0;
    int status = pyaot_collatz_length_call(n, &steps);
    if (status == PYAOT_OK) {
      printf("collatz_length(%" PRId64 ") = %" PRId64 "\n", n, steps);
    } else {
      /* A Python exception: its class and message, as CPython would name them. */
      printf("collatz_length(%" PRId64 ") raised %s: %s\n", n, pyaot_collatz_length_error_type(),
             pyaot_collatz_length_error_message());
    }
  }
  int64_t best = 0;
  if (pyaot_examples_longest_collatz_call(10000, &best) != PYAOT_OK) return 1;
  printf("longest_collatz(10000) = %" PRId64 "\n", best);
  return 0;
}
