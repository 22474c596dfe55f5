// File objects: open() in text and binary modes, sys.stdout and sys.stderr,
// print(..., file=f). Declared in ops/decls/io.toml and sys.toml.
//
// A file is a shared reference (copies are one file object, as Python names
// are) to an open stdio stream, closed by close(), by the end of a `with`
// block, or when its last reference goes. Text files are UTF-8 (CPython's
// encoding under a UTF-8 locale) with universal newlines on reading
// ("\r\n" and "\r" read as "\n"), decoded as CPython's TextIOWrapper does:
// 8192-byte chunks for readline() and iteration, the whole rest for read(),
// so a UnicodeDecodeError is raised at the same call with the same message.
#pragma once

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <utility>

#include "pyaot/runtime/bytes.hpp"
#include "pyaot/runtime/iter.hpp"
#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/str.hpp"
#include "pyaot/ops/bytes.hpp"

namespace pyaot::ops::io {

inline constexpr std::size_t kChunk = 8192;  // CPython's TextIOWrapper._CHUNK_SIZE

// Reading a file opened for writing, or the reverse (not a built-in name:
// `except OSError` or `except ValueError` catch it, as in CPython).
inline constexpr ExceptionType UnsupportedOperation{"io.UnsupportedOperation", &exc::OSError,
                                                    &exc::ValueError};

struct FileState {
  std::FILE* fp = nullptr;
  bool owned = true;  // false for stdout/stderr: never fclose()d
  bool readable = false, writable = false, closed = false;
  // Text reading: decoded, newline-translated text not yet returned.
  std::string text;
  std::size_t text_pos = 0;
  std::string raw_pending;  // an incomplete UTF-8 sequence ending the last chunk
  bool cr_pending = false;  // a '\r' ending the last chunk ("\r\n" may span two)
  // sys.stdin: no newline translation (CPython's is made with newline="\n"),
  // and each read takes what the descriptor has (an answer to a prompt may
  // be all there is until the program writes again).
  bool is_stdin = false;
  bool eof = false;

  FileState() = default;
  FileState(const FileState&) = delete;
  FileState& operator=(const FileState&) = delete;
  ~FileState() {
    if (owned && fp != nullptr) std::fclose(fp);
  }

  void check_open() const {
    if (closed) raise(exc::ValueError, "I/O operation on closed file.");
  }
  void check_readable() const {
    check_open();
    if (!readable) raise(UnsupportedOperation, "not readable");
  }
  void check_writable() const {
    check_open();
    if (!writable) raise(UnsupportedOperation, "not writable");
  }
  void close() {
    if (closed) return;
    closed = true;
    if (owned && fp != nullptr) {
      std::FILE* f = std::exchange(fp, nullptr);
      std::fclose(f);
    } else if (fp != nullptr) {
      std::fflush(fp);
    }
  }
};

// One class per Python type, so a read is str or bytes by its static type.
struct TextFile {
  std::shared_ptr<FileState> state;
};
struct BinaryFile {
  std::shared_ptr<FileState> state;
};

// ------------------------------------------------------------ opening

[[noreturn]] inline void raise_os_error(int err, const Str& path) {
  const ExceptionType* type = &exc::OSError;
  switch (err) {
    case ENOENT: type = &exc::FileNotFoundError; break;
    case EEXIST: type = &exc::FileExistsError; break;
    case EACCES: case EPERM: type = &exc::PermissionError; break;
    case EISDIR: type = &exc::IsADirectoryError; break;
    case ENOTDIR: type = &exc::NotADirectoryError; break;
    default: break;
  }
  // str(e) names the file; e.args is (errno, strerror), as repr(e) shows.
  raise(*type, "[Errno " + std::to_string(err) + "] " + std::strerror(err) + ": " +
                   pyaot::repr(path),
        std::to_string(err) + ", " + pyaot::repr(Str(std::strerror(err))));
}

// open(2) flags and fdopen mode for a Python mode string, as io.open checks it.
inline std::shared_ptr<FileState> open_state(const Str& path, const Str& mode, bool binary) {
  const std::string& m = mode.bytes();
  int kinds = 0, plus = 0, b = 0, t = 0;
  char kind = 0;
  for (char c : m) {
    if (c == 'r' || c == 'w' || c == 'a' || c == 'x') ++kinds, kind = c;
    else if (c == '+') ++plus;
    else if (c == 'b') ++b;
    else if (c == 't') ++t;
    else raise(exc::ValueError, "invalid mode: " + pyaot::repr(mode));
  }
  if (kinds != 1 || plus > 1 || b > 1 || t > 1) {
    if (kinds > 1) raise(exc::ValueError, "must have exactly one of create/read/write/append mode");
    raise(exc::ValueError, kinds == 0 ? "Must have exactly one of create/read/write/append mode and at most one plus"
                                      : "invalid mode: " + pyaot::repr(mode));
  }
  if (b && t) raise(exc::ValueError, "can't have text and binary mode at once");
  (void)binary;  // the front end chose the type from the same literal mode
  if (path.bytes().find('\0') != std::string::npos) raise(exc::ValueError, "embedded null byte");
  int flags = O_CLOEXEC;
  const char* fmode = "r";
  auto state = std::make_shared<FileState>();
  switch (kind) {
    case 'r': flags |= plus ? O_RDWR : O_RDONLY; fmode = plus ? "r+" : "r"; break;
    case 'w': flags |= (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_TRUNC; fmode = plus ? "w+" : "w"; break;
    case 'a': flags |= (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_APPEND; fmode = plus ? "a+" : "a"; break;
    default: flags |= (plus ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL; fmode = plus ? "w+" : "w"; break;
  }
  state->readable = kind == 'r' || plus;
  state->writable = kind != 'r' || plus;
  const int fd = ::open(path.bytes().c_str(), flags, 0666);
  if (fd < 0) raise_os_error(errno, path);
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {  // CPython refuses a directory at open
    ::close(fd);
    raise_os_error(EISDIR, path);
  }
  state->fp = ::fdopen(fd, fmode);
  if (state->fp == nullptr) {
    const int err = errno;
    ::close(fd);
    raise_os_error(err, path);
  }
  return state;
}

inline TextFile open(const Str& path, const Str& mode) { return {open_state(path, mode, false)}; }
inline BinaryFile open_binary(const Str& path, const Str& mode) {
  return {open_state(path, mode, true)};
}

// sys.stdout / sys.stderr: the process's streams, shared by every read of
// the attribute (and by print, which writes to the same stdio buffers).
inline std::shared_ptr<FileState> std_stream(std::FILE* fp) {
  auto state = std::make_shared<FileState>();
  state->fp = fp;
  state->owned = false;
  state->writable = true;
  return state;
}
inline TextFile stdout_() {
  static const std::shared_ptr<FileState> s = std_stream(stdout);
  return {s};
}
inline TextFile stderr_() {
  static const std::shared_ptr<FileState> s = std_stream(stderr);
  return {s};
}
// sys.stdin: the process's standard input, read as any text file.
inline TextFile stdin_() {
  static const std::shared_ptr<FileState> s = [] {
    auto state = std::make_shared<FileState>();
    state->fp = stdin;
    state->owned = false;
    state->readable = true;
    state->is_stdin = true;
    return state;
  }();
  return {s};
}

// ------------------------------------------------------------ text reading

namespace detail {

// Decodes `input` (the held-over bytes first) as UTF-8, holding an
// incomplete sequence at its end unless `final`; error positions count
// from the start of what was decoded together, as CPython's decoder's do.
inline std::string decode_utf8(FileState& f, std::string_view chunk, bool final) {
  std::string input = std::move(f.raw_pending);
  f.raw_pending.clear();
  input.append(chunk);
  std::size_t i = 0;
  while (i < input.size()) {
    const char* why = nullptr;
    const std::size_t n = bytes::utf8_sequence(input, i, why);
    if (n == 0) {
      if (!final && std::strcmp(why, "unexpected end of data") == 0) {
        f.raw_pending = input.substr(i);
        input.resize(i);
        break;
      }
      raise(exc::UnicodeDecodeError, bytes::utf8_error(input, i, why));
    }
    i += n;
  }
  return input;
}

// Universal newlines: "\r\n" and "\r" become "\n" (a final '\r' waits for
// the next chunk unless `final`).
inline void append_translated(FileState& f, const std::string& decoded, bool final) {
  std::string& out = f.text;
  if (f.is_stdin) {
    out.append(decoded);
    return;
  }
  std::size_t k = 0;
  if (f.cr_pending) {
    f.cr_pending = false;
    out.push_back('\n');
    if (!decoded.empty() && decoded[0] == '\n') k = 1;
  }
  for (; k < decoded.size(); ++k) {
    const char c = decoded[k];
    if (c != '\r') {
      out.push_back(c);
    } else if (k + 1 < decoded.size()) {
      out.push_back('\n');
      if (decoded[k + 1] == '\n') ++k;
    } else if (final) {
      out.push_back('\n');
    } else {
      f.cr_pending = true;
    }
  }
}

inline void compact(FileState& f) {
  if (f.text_pos > kChunk && f.text_pos * 2 > f.text.size()) {
    f.text.erase(0, f.text_pos);
    f.text_pos = 0;
  }
}

// Reads and decodes one more chunk; false at the end of the file.
inline bool fill(FileState& f) {
  if (f.eof) return false;
  char buf[kChunk];
  std::size_t n = 0;
  if (f.is_stdin) {
    ssize_t got = 0;
    do {
      got = ::read(STDIN_FILENO, buf, sizeof buf);
    } while (got < 0 && errno == EINTR);
    n = got > 0 ? static_cast<std::size_t>(got) : 0;
  } else {
    n = std::fread(buf, 1, sizeof buf, f.fp);
  }
  if (n == 0) f.eof = true;
  append_translated(f, decode_utf8(f, std::string_view(buf, n), f.eof), f.eof);
  return n > 0;
}

inline std::string read_rest(std::FILE* fp) {
  std::string out;
  char buf[65536];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, fp)) > 0;) out.append(buf, n);
  return out;
}

}  // namespace detail

inline Str read(const TextFile& file) {
  FileState& f = *file.state;
  f.check_readable();
  if (!f.eof) {
    f.eof = true;
    detail::append_translated(f, detail::decode_utf8(f, detail::read_rest(f.fp), true), true);
  }
  Str out(f.text.substr(f.text_pos));
  f.text.clear();
  f.text_pos = 0;
  return out;
}

inline Str readline(const TextFile& file) {
  FileState& f = *file.state;
  f.check_readable();
  for (;;) {
    const std::size_t nl = f.text.find('\n', f.text_pos);
    if (nl != std::string::npos) {
      Str line(f.text.substr(f.text_pos, nl + 1 - f.text_pos));
      f.text_pos = nl + 1;
      detail::compact(f);
      return line;
    }
    if (!detail::fill(f) && f.eof) {
      Str rest(f.text.substr(f.text_pos));
      f.text.clear();
      f.text_pos = 0;
      return rest;
    }
  }
}

inline List<Str> readlines(const TextFile& file) {
  List<Str> out;
  for (Str line = readline(file); line.length() > 0; line = readline(file)) out.append(line);
  return out;
}

inline Int write(const TextFile& file, const Str& s) {
  FileState& f = *file.state;
  f.check_writable();
  std::fwrite(s.bytes().data(), 1, s.bytes().size(), f.fp);
  return s.length();
}

// ------------------------------------------------------------ binary

inline Bytes read(const BinaryFile& file) {
  FileState& f = *file.state;
  f.check_readable();
  return Bytes(detail::read_rest(f.fp));
}

inline Bytes readline(const BinaryFile& file) {
  FileState& f = *file.state;
  f.check_readable();
  std::string out;
  for (int c; (c = std::getc(f.fp)) != EOF;) {
    out.push_back(static_cast<char>(c));
    if (c == '\n') break;
  }
  return Bytes(std::move(out));
}

inline List<Bytes> readlines(const BinaryFile& file) {
  List<Bytes> out;
  for (Bytes line = readline(file); line.size() > 0; line = readline(file)) out.append(line);
  return out;
}

inline Int write(const BinaryFile& file, const Bytes& b) {
  FileState& f = *file.state;
  f.check_writable();
  std::fwrite(b.bytes().data(), 1, b.bytes().size(), f.fp);
  return b.size();
}

// ------------------------------------------------------------ both

template <class F> void close(const F& file) { file.state->close(); }
template <class F> bool closed(const F& file) { return file.state->closed; }
template <class F> void flush(const F& file) {
  file.state->check_open();
  std::fflush(file.state->fp);
}

// for line in f: readline() until it returns nothing.
template <class F, class T>
struct LineCursor {
  using value_type = T;
  F file;
  bool next(T& out) {
    out = readline(file);
    return out.bytes().size() > 0;
  }
};

// print(*objects, sep=, end=, file=f, flush=): the text print would write to stdout.
template <class... X>
void print_to(const Str& sep, const Str& end, const TextFile& file, bool flush,
              const X&... objects) {
  file.state->check_writable();
  std::string out;
  std::size_t k = 0;
  (append_printed(out, k, sep, objects), ...);
  out += end.bytes();
  if (file.state->fp == stderr) std::fflush(stdout);  // the order a terminal shows
  std::fwrite(out.data(), 1, out.size(), file.state->fp);
  if (flush) std::fflush(file.state->fp);
}

// for line in f: found by ADL from the runtime's templates, and as
// pyaot::iterate by generated code.
inline LineCursor<TextFile, Str> iterate(const TextFile& f) {
  f.state->check_readable();
  return {f};
}
inline LineCursor<BinaryFile, Bytes> iterate(const BinaryFile& f) {
  f.state->check_readable();
  return {f};
}

// input(prompt): the prompt written to stdout and flushed, then one line of
// stdin without its newline; EOFError at the end of the input, as CPython's.
inline Str input(const Str& prompt) {
  const std::string& p = prompt.bytes();
  if (!p.empty()) std::fwrite(p.data(), 1, p.size(), stdout);
  std::fflush(stdout);
  Str line = readline(stdin_());
  const std::string& text = line.bytes();
  if (text.empty()) raise(exc::EOFError, "EOF when reading a line");
  if (text.back() == '\n') return Str(text.substr(0, text.size() - 1));
  return line;
}

}  // namespace pyaot::ops::io

namespace pyaot {
using ops::io::iterate;
}  // namespace pyaot
