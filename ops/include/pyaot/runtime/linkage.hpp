// How the runtime's large non-template functions are linked.
//
// They are declared PYAOT_LINKED in their header and defined in
// pyaot/<dir>/impl/<header>.hpp (Asio's layout for separate compilation).
// By default (Bazel builds: the header-only library) the header includes its
// impl header and PYAOT_LINKED is `inline`: every translation unit that calls such a
// function compiles its own out-of-line copy, and the linker keeps one.
//
// Host builds outside Bazel (pyaot.native: the `pyaot` command, the tests,
// the fuzzer) compile many small programs, and re-optimising the command
// line, JSON, traceback, formatting and string code was most of a small
// program's compile (about 1.5 of 1.9 s with GCC 12). There the impl headers
// are compiled once per compiler, flag set and header content into an
// object (PYAOT_RUNTIME_OBJECT), and programs are compiled with
// PYAOT_RUNTIME_LINKED: declarations only, linked to that object. The same
// source with the same flags, so behaviour cannot differ; a call is then
// never inlined, which these functions' size already ruled out.
#pragma once

#if defined(PYAOT_RUNTIME_LINKED) && defined(PYAOT_RUNTIME_OBJECT)
#error "PYAOT_RUNTIME_LINKED and PYAOT_RUNTIME_OBJECT exclude each other"
#endif

#if defined(PYAOT_RUNTIME_LINKED) || defined(PYAOT_RUNTIME_OBJECT)
#define PYAOT_LINKED
#else
#define PYAOT_LINKED inline
#endif

#if defined(PYAOT_RUNTIME_LINKED)
#define PYAOT_LINKED_BODIES 0
#else
#define PYAOT_LINKED_BODIES 1
#endif
