// Definitions of serve.hpp's PYAOT_LINKED functions (pyaot/runtime/linkage.hpp):
// included at the end of serve.hpp unless a program takes them from the
// precompiled runtime object.
#pragma once

#ifdef PYAOT_HAS_FORK_SERVER
namespace pyaot::serve::detail {

PYAOT_LINKED std::string drain(int fd) {
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

PYAOT_LINKED std::string run_one(Program program, const std::vector<std::string>& args, long timeout_ms,
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

PYAOT_LINKED int serve(const char* self, Program program) {
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

}  // namespace pyaot::serve::detail
#endif  // PYAOT_HAS_FORK_SERVER
