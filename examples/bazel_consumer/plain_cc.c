/* Prints which compiler built it: the workspace's own, never rules_pyaot's zig. */
#include <stdio.h>

int main(void) {
#if defined(__clang__)
  printf("clang %s\n", __VERSION__);
#elif defined(__GNUC__)
  printf("gcc %s\n", __VERSION__);
#else
  printf("other\n");
#endif
  return 0;
}
