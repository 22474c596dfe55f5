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
inline std::string drain(int fd) {
  struct stat st {};
  std::string text;
  if (::fstat(fd, &st) == 0 && st.st_size > 0) {
    text.resize(static_cast<std::size_t>(st.st_size));
    std::size_t at = 0;
    while (at < text.size()) {
      const ssize_t got = ::pread(fd, text.data() + at, text.size() - at, static_cast<off_t>(at));
      if (got <= 0) break;
      at += static_cast<std::size_t>(got);
    }
    text.resize(at);
  }
  if (::ftruncate(fd, 0) != 0 || ::lseek(fd, 0, SEEK_SET) < 0) std::abort();
  return text;
}

// Waits for the child to end (its end of `done` closes) or the time limit.
inline bool finished_in_time(int done, long timeout_ms) {
  struct pollfd p {done, POLLIN, 0};
  for (;;) {
    const int ready = ::poll(&p, 1, static_cast<int>(timeout_ms));
    if (ready < 0 && errno == EINTR) continue;
    return ready > 0;
  }
}

inline std::string run_one(Program program, const std::vector<std::string>& args, long timeout_ms,
                           int out, int err) {
  int done[2];
  if (::pipe2(done, O_CLOEXEC) != 0) std::abort();
  const pid_t child = ::fork();
  if (child < 0) std::abort();
  if (child == 0) {
    ::close(done[0]);  // done[1] stays open until this process ends
    const int null = ::open("/dev/null", O_RDONLY);
    if (null < 0 || ::dup2(null, 0) < 0 || ::dup2(out, 1) < 0 || ::dup2(err, 2) < 0) _exit(127);
    std::vector<std::string> texts = args;
    std::vector<char*> argv;
    for (auto& t : texts) argv.push_back(t.data());
    argv.push_back(nullptr);
    std::exit(program(static_cast<int>(texts.size()), argv.data()));
  }
  ::close(done[1]);
  const bool in_time = finished_in_time(done[0], timeout_ms);
  ::close(done[0]);
  if (!in_time) ::kill(child, SIGKILL);
  int status = 0;
  while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  std::string kind = "exit";
  int code = 0;
  if (!in_time) {
    kind = "timeout";
  } else if (WIFSIGNALED(status)) {
    kind = "signal";
    code = WTERMSIG(status);
  } else {
    code = WEXITSTATUS(status);
  }
  const std::string stdout_text = drain(out), stderr_text = drain(err);
  return kind + " " + std::to_string(code) + " " + std::to_string(stdout_text.size()) + " " +
         std::to_string(stderr_text.size()) + "\n" + stdout_text + stderr_text;
}

inline int serve(const char* self, Program program) {
  // Anonymous in-memory files (no path: tmpfile() would link the C
  // library's "/tmp/..." template into every executable).
  const int out = ::memfd_create("pyaot-stdout", 0), err = ::memfd_create("pyaot-stderr", 0);
  if (out < 0 || err < 0) return 2;
  const std::string hello = "pyaot-serve 1\n";
  if (!write_all(1, hello.data(), hello.size())) return 2;
  Input input;
  std::string line, arg;
  while (input.line(line)) {
    long timeout_ms = 0, argc = 0;
    if (std::sscanf(line.c_str(), "run %ld %ld", &timeout_ms, &argc) != 2 || argc < 0) return 2;
    std::vector<std::string> args{self};
    for (long i = 0; i < argc; ++i) {
      if (!input.line(line)) return 2;
      if (!input.bytes(arg, std::strtoul(line.c_str(), nullptr, 10))) return 2;
      args.push_back(arg);
    }
    const std::string reply = run_one(program, args, timeout_ms, out, err);
    if (!write_all(1, reply.data(), reply.size())) return 2;
  }
  return 0;
}

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
