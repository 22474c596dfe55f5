/* The workspace's C program, calling Python compiled by py_aot_library. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "collatz_c.h"

int main(int argc, char** argv) {
  int64_t n = argc > 1 ? strtoll(argv[1], NULL, 10) : 27;
  int64_t steps = 0;
  if (pyaot_collatz_length_call(n, &steps) != PYAOT_OK) {
    printf("%s: %s\n", pyaot_collatz_length_error_type(), pyaot_collatz_length_error_message());
    return 1;
  }
  printf("%" PRId64 "\n", steps);
  return 0;
}
