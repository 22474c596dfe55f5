// Python exceptions in C++: a type hierarchy mirroring CPython's built-in
// exception classes, and the frames a traceback is built from.
//
// Generated code never catches by C++ type: every Python exception is a
// pyaot::Exception whose `type` points into this hierarchy, so `except
// ArithmeticError` can match ZeroDivisionError by walking `base`, exactly as
// CPython's isinstance check does.
#pragma once

#include <cstdint>
#include <exception>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pyaot {

struct ExceptionType {
  const char* name;
  const ExceptionType* base;  // nullptr only for BaseException
  // A second base (io.UnsupportedOperation is an OSError and a ValueError).
  const ExceptionType* also = nullptr;

  bool is_subclass_of(const ExceptionType& other) const {
    for (const ExceptionType* t = this; t != nullptr; t = t->base) {
      if (t == &other || (t->also != nullptr && t->also->is_subclass_of(other))) return true;
    }
    return false;
  }
};

namespace exc {
inline constexpr ExceptionType BaseException{"BaseException", nullptr};
inline constexpr ExceptionType Exception{"Exception", &BaseException};
inline constexpr ExceptionType GeneratorExit{"GeneratorExit", &BaseException};
inline constexpr ExceptionType ArithmeticError{"ArithmeticError", &Exception};
inline constexpr ExceptionType ZeroDivisionError{"ZeroDivisionError", &ArithmeticError};
inline constexpr ExceptionType OverflowError{"OverflowError", &ArithmeticError};
inline constexpr ExceptionType ValueError{"ValueError", &Exception};
inline constexpr ExceptionType TypeError{"TypeError", &Exception};
inline constexpr ExceptionType RuntimeError{"RuntimeError", &Exception};
inline constexpr ExceptionType NotImplementedError{"NotImplementedError", &RuntimeError};
inline constexpr ExceptionType RecursionError{"RecursionError", &RuntimeError};
inline constexpr ExceptionType LookupError{"LookupError", &Exception};
inline constexpr ExceptionType IndexError{"IndexError", &LookupError};
inline constexpr ExceptionType KeyError{"KeyError", &LookupError};
inline constexpr ExceptionType AssertionError{"AssertionError", &Exception};
inline constexpr ExceptionType NameError{"NameError", &Exception};
inline constexpr ExceptionType MemoryError{"MemoryError", &Exception};
inline constexpr ExceptionType AttributeError{"AttributeError", &Exception};
inline constexpr ExceptionType StopIteration{"StopIteration", &Exception};
inline constexpr ExceptionType UnboundLocalError{"UnboundLocalError", &NameError};
inline constexpr ExceptionType UnicodeError{"UnicodeError", &ValueError};
inline constexpr ExceptionType UnicodeDecodeError{"UnicodeDecodeError", &UnicodeError};
inline constexpr ExceptionType UnicodeEncodeError{"UnicodeEncodeError", &UnicodeError};
inline constexpr ExceptionType SystemExit{"SystemExit", &BaseException};
inline constexpr ExceptionType OSError{"OSError", &Exception};
inline constexpr ExceptionType FileNotFoundError{"FileNotFoundError", &OSError};
inline constexpr ExceptionType FileExistsError{"FileExistsError", &OSError};
inline constexpr ExceptionType PermissionError{"PermissionError", &OSError};
inline constexpr ExceptionType IsADirectoryError{"IsADirectoryError", &OSError};
inline constexpr ExceptionType NotADirectoryError{"NotADirectoryError", &OSError};
inline constexpr ExceptionType TimeoutError{"TimeoutError", &OSError};
inline constexpr ExceptionType ConnectionError{"ConnectionError", &OSError};
inline constexpr ExceptionType SyntaxError{"SyntaxError", &Exception};
inline constexpr ExceptionType IndentationError{"IndentationError", &SyntaxError};
inline constexpr ExceptionType EOFError{"EOFError", &Exception};
inline constexpr ExceptionType FloatingPointError{"FloatingPointError", &ArithmeticError};
inline constexpr ExceptionType KeyboardInterrupt{"KeyboardInterrupt", &BaseException};
}  // namespace exc

// One line of Python source, kept in the binary so tracebacks can quote it.
struct SourceLine {
  int line;
  const char* text;
};

// A Python function as it appears in tracebacks.
struct FrameInfo {
  const char* file;      // workspace-relative: no build-machine paths in outputs
  const char* function;  // the Python name, e.g. "collatz_length"
  const SourceLine* lines;  // sorted by line, for quoting source
  int line_count;

  const char* source_at(int line) const {
    int lo = 0, hi = line_count;
    while (lo < hi) {
      int mid = (lo + hi) / 2;
      if (lines[mid].line < line) lo = mid + 1; else hi = mid;
    }
    return (lo < line_count && lines[lo].line == line) ? lines[lo].text : nullptr;
  }
};

struct Frame {
  const FrameInfo* info;
  int line;
};

class Exception : public std::exception {
 public:
  Exception() : type_(&exc::BaseException) {}  // a local bound later by `except ... as`
  Exception(const ExceptionType& type, std::string message)
      : type_(&type), message_(std::move(message)) {}

  const ExceptionType& type() const { return *type_; }
  const std::string& message() const { return message_; }
  // repr() of the argument it was raised with, when a raise statement gave
  // one (repr(ValueError(5)) is ValueError(5), not ValueError('5')).
  const std::string& args_repr() const { return args_repr_; }
  Exception& with_args_repr(std::string r) {
    args_repr_ = std::move(r);
    return *this;
  }
  const char* what() const noexcept override { return message_.c_str(); }

  // The fields an exception class's own __init__ stored (`self.needed =
  // needed`): a std::tuple of their values, shared by copies of the
  // exception (`raise e` re-raises the same object).
  template <class Fields>
  Exception& with_fields(Fields fields) {
    fields_ = std::make_shared<const Fields>(std::move(fields));
    return *this;
  }
  template <class Fields>
  const Fields& fields() const {
    return *static_cast<const Fields*>(fields_.get());
  }

  // Frames are appended innermost first, while the exception unwinds.
  void add_frame(const FrameInfo& info, int line) { frames_.push_back({&info, line}); }
  const std::vector<Frame>& frames() const { return frames_; }

 private:
  const ExceptionType* type_;
  std::string message_;
  std::string args_repr_;
  std::shared_ptr<const void> fields_;
  std::vector<Frame> frames_;
};

// Kept out of line and cold so that the checks guarding it stay cheap.
[[noreturn, gnu::cold, gnu::noinline]] inline void raise(const ExceptionType& type,
                                                         std::string message) {
  throw Exception(type, std::move(message));
}

// A raise statement's exception: its message and the repr of its argument.
[[noreturn, gnu::cold, gnu::noinline]] inline void raise(const ExceptionType& type,
                                                         std::string message,
                                                         std::string args_repr) {
  throw Exception(type, std::move(message)).with_args_repr(std::move(args_repr));
}

}  // namespace pyaot
