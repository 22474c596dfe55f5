// The sys module: argv, exit(). Declared in ops/decls/sys.toml; sys.stdout
// and sys.stderr are file objects (pyaot/ops/io.hpp).
#pragma once

#include <string>

#include "pyaot/runtime/exception.hpp"
#include "pyaot/runtime/list.hpp"
#include "pyaot/runtime/object.hpp"
#include "pyaot/runtime/process.hpp"
#include "pyaot/runtime/str.hpp"

namespace pyaot::ops::sys {

// sys.argv: one list per thread (a list never leaves the thread that made
// it, see runtime/gc.hpp), the same list on every read, so a program that
// pops from it sees its own change, as in CPython.
// Kept for the thread's life through a pointer: a thread_local with a
// destructor needs __cxa_thread_atexit, which wasm32 lacks.
inline List<Str> argv() {
  thread_local constinit List<Str>* list = nullptr;
  if (list == nullptr) {
    list = new List<Str>();
    for (const std::string& t : argv_texts()) list->append(Str(t));
  }
  return *list;
}

// sys.exit(arg): raises SystemExit; pyaot::cli::run turns it into the exit
// status (and prints a str argument on stderr), as CPython's top level does.
[[noreturn]] inline void exit(NoneType) { throw Exception(exc::SystemExit, ""); }
[[noreturn]] inline void exit(Int code) {
  throw Exception(exc::SystemExit, std::to_string(code)).with_args_repr(std::to_string(code));
}
[[noreturn]] inline void exit(const Str& message) {
  throw Exception(exc::SystemExit, message.bytes()).with_args_repr(pyaot::repr(message));
}

}  // namespace pyaot::ops::sys
