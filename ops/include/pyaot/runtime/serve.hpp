// A fork server for test harnesses: `PROGRAM --pyaot-serve` runs command
// after command, each in a child forked from a process that has done nothing
// but start, so each runs exactly as if the program had been started afresh
// with that command line (the same statics, a fresh heap, its own exit
// status), without the cost of starting a process from a harness written in
// Python (pyaot.difftest, ~2 ms a run, tens of thousands of runs per suite).
//
// Protocol, on stdin and stdout (lengths in decimal bytes):
//   server:  "pyaot-serve 1\n" once started
//   request: "run TIMEOUT_MS ARGC\n", then per argument "LENGTH\n" + bytes
//   reply:   "exit CODE OUTLEN ERRLEN\n" | "signal SIGNUM OUTLEN ERRLEN\n" |
//            "timeout 0 OUTLEN ERRLEN\n", then the child's stdout and stderr
// The child's stdin is /dev/null. End of input ends the server.
// Only on Linux (not Android): elsewhere the flag is an ordinary argument.
#pragma once

#include <cstring>

#include "pyaot/runtime/linkage.hpp"

#if defined(__linux__) && !defined(__ANDROID__)
#define PYAOT_HAS_FORK_SERVER 1
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#endif

namespace pyaot::serve {

using Program = int (*)(int, char**);

#ifdef PYAOT_HAS_FORK_SERVER
namespace detail {

// Reads fd 0 through a buffer of its own: a child's stdin FILE* must not
// hold the server's unread requests.
class Input {
 public:
  bool line(std::string& out) {
    out.clear();
    char c = 0;
    while (next(c)) {
      if (c == '\n') return true;
      out.push_back(c);
    }
    return false;
  }
  bool bytes(std::string& out, std::size_t n) {
    out.assign(n, '\0');
    for (std::size_t i = 0; i < n; ++i) {
      if (!next(out[i])) return false;
    }
    return true;
  }

 private:
  bool next(char& c) {
    if (at_ == size_) {
      ssize_t got = 0;
      do {
        got = ::read(0, buffer_, sizeof buffer_);
      } while (got < 0 && errno == EINTR);
      if (got <= 0) return false;
      at_ = 0;
      size_ = static_cast<std::size_t>(got);
    }
    c = buffer_[at_++];
    return true;
  }
  char buffer_[1 << 16];
  std::size_t at_ = 0, size_ = 0;
};

inline bool write_all(int fd, const char* data, std::size_t n) {
  while (n > 0) {
    const ssize_t put = ::write(fd, data, n);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return false;
    data += put;
    n -= static_cast<std::size_t>(put);
  }
  return true;
}

// The whole of a file the child wrote, then emptied for the next run.
PYAOT_LINKED std::string drain(int fd);

// Waits for the child to end (its end of `done` closes) or the time limit.
inline bool finished_in_time(int done, long timeout_ms) {
  struct pollfd p {done, POLLIN, 0};
  for (;;) {
    const int ready = ::poll(&p, 1, static_cast<int>(timeout_ms));
    if (ready < 0 && errno == EINTR) continue;
    return ready > 0;
  }
}

PYAOT_LINKED std::string run_one(Program program, const std::vector<std::string>& args, long timeout_ms,
                                 int out, int err);

PYAOT_LINKED int serve(const char* self, Program program);

}  // namespace detail
#endif

// The executable's main: the program itself, or the fork server when the
// first argument is --pyaot-serve.
inline int main(int argc, char** argv, Program program) {
#ifdef PYAOT_HAS_FORK_SERVER
  if (argc == 2 && std::strcmp(argv[1], "--pyaot-serve") == 0) {
    return detail::serve(argv[0], program);
  }
#endif
  return program(argc, argv);
}

}  // namespace pyaot::serve

#if PYAOT_LINKED_BODIES
#include "pyaot/runtime/impl/serve.hpp"
#endif
