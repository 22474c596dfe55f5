"""The C ABI of a compiled library is safe to call from many threads at once.

A library compiled from a Python program that allocates class instances,
forms reference cycles (so the cycle collector runs), drops long chains (so
destruction is deferred), indexes a non-ASCII str constant (a lazily built
cache shared by every thread) and raises on some inputs is built with
ThreadSanitizer, and a C driver calls it from 8 threads, thousands of times
each. Every result and every exception (type and message) must be the one
CPython gives for that input, and TSan must report nothing."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from pyaot import native
from pyaot.driver import OPS_INCLUDE, compile_file
from pyaot.emit.cpp import CApiEntry, emit_header

PROGRAM = '''
from __future__ import annotations

from typing import Optional


class Unlucky(ValueError):
    pass


class Node:
    def __init__(self, value: int) -> None:
        self.value = value
        self.parent: Optional[Node] = None
        self.children: list[Node] = []


class Link:
    def __init__(self, value: int, rest: Optional[Link]) -> None:
        self.value = value
        self.rest = rest


def churn(n: int, seed: int) -> int:
    # A tree whose children point back at their parent: garbage cycles.
    root = Node(seed)
    node = root
    total = 0
    for i in range(n):
        child = Node((i * seed) % 101)
        child.parent = node
        node.children.append(child)
        total += child.value
        if i % 3 == 0:
            node = child
    depth = 0
    up = node.parent
    while up is not None:
        depth += 1
        up = up.parent
    # A chain longer than the destructor nesting limit: freed iteratively.
    chain: Optional[Link] = None
    for i in range(n):
        chain = Link(i, chain)
    length = 0
    while chain is not None:
        length += 1
        chain = chain.rest
    text = "h\\u00e9llo w\\u00f6rld \\u2211"
    total += ord(text[seed % len(text)])
    if seed % 5 == 3:
        raise Unlucky(f"seed {seed}: total {total}, depth {depth}")
    return (total * 1000 + depth) * 1000 + length
'''

DRIVER = r'''
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include "churn_lib.h"

typedef struct { int64_t n, seed; int raises; int64_t value; const char* message; } Case;
#include "cases.h"

static void* worker(void* arg) {
  long t = (long)arg, wrong = 0;
  for (long j = 0; j < CALLS; ++j) {
    /* Twice per thread, a call that allocates past the collector's threshold. */
    const Case* c = j % (CALLS / 2) == CALLS / 4 ? &HUGE : &CASES[(t * 131 + j * 7) % NCASES];
    int64_t result = -1;
    int status = pyaot_t_churn_call(c->n, c->seed, &result);
    int ok = c->raises ? status == PYAOT_EXCEPTION &&
                             strcmp(pyaot_t_churn_error_type(), "Unlucky") == 0 &&
                             strcmp(pyaot_t_churn_error_message(), c->message) == 0
                       : status == PYAOT_OK && result == c->value;
    if (!ok && wrong++ < 3) {
      fprintf(stderr, "thread %ld call %ld churn(%lld, %lld): status %d result %lld %s: %s\n", t, j,
              (long long)c->n, (long long)c->seed, status, (long long)result,
              status == PYAOT_OK ? "" : pyaot_t_churn_error_type(),
              status == PYAOT_OK ? "" : pyaot_t_churn_error_message());
    }
  }
  return (void*)wrong;
}

int main(void) {
  pthread_t threads[THREADS];
  for (long t = 0; t < THREADS; ++t) pthread_create(&threads[t], NULL, worker, (void*)t);
  long wrong = 0;
  for (long t = 0; t < THREADS; ++t) {
    void* w;
    pthread_join(threads[t], &w);
    wrong += (long)w;
  }
  printf("%ld calls, %ld wrong\n", (long)THREADS * CALLS, wrong);
  return wrong != 0;
}
'''

THREADS = 8
CALLS = 2000  # per thread
# Mostly small calls; every sixteenth drops a chain past the destructor
# nesting limit (200), and HUGE allocates past the collector's threshold
# (10,000 instances) within the call.
INPUTS = [(250 if k % 16 == 0 else k % 40, 1000 + 37 * k) for k in range(64)]
HUGE = (5200, 77)
EXPORT = CApiEntry("churn", "t.churn")
TSAN_FLAGS = ["-fsanitize=thread", "-O1", "-g"]


def _c_string(text: str) -> str:
    return '"' + "".join(c if c.isalnum() or c in " :,-" else f"\\x{ord(c):02x}" for c in text) + '"'


def _case(reference, n: int, seed: int) -> str:
    try:
        return f"{{{n}, {seed}, 0, {reference.churn(n, seed)}, NULL}}"
    except ValueError as e:
        return f"{{{n}, {seed}, 1, 0, {_c_string(str(e))}}}"


def _cases(reference) -> str:
    rows = [_case(reference, n, seed) for n, seed in INPUTS]
    return (f"#define THREADS {THREADS}\n#define CALLS {CALLS}\n#define NCASES {len(rows)}\n"
            f"static const Case HUGE = {_case(reference, *HUGE)};\n"
            "static const Case CASES[] = {\n  " + ",\n  ".join(rows) + "\n};\n")


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs the host gcc with ThreadSanitizer")
def test_eight_threads_under_thread_sanitizer(tmp_path: Path) -> None:
    src = tmp_path / "churn.py"
    src.write_text(PROGRAM)
    result = compile_file(src, ["churn"], roots=[tmp_path], display_root=tmp_path, main=False,
                          exports=[EXPORT])
    (tmp_path / "churn_lib.cc").write_text(result.cpp)
    (tmp_path / "churn_lib.h").write_text(emit_header(result.typed, [EXPORT], "churn.py", "churn_lib_h"))
    spec = importlib.util.spec_from_file_location("churn", src)
    reference = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(reference)
    (tmp_path / "cases.h").write_text(_cases(reference))
    assert "1, 0," in (tmp_path / "cases.h").read_text()  # some inputs raise

    library = tmp_path / "libchurn_lib.so"
    subprocess.run([native.find_cxx(), *native.FLAGS, *TSAN_FLAGS, "-fPIC", "-shared",
                    f"-I{OPS_INCLUDE}", str(tmp_path / "churn_lib.cc"), "-o", str(library)],
                   check=True)
    exe = tmp_path / "driver"
    subprocess.run(["gcc", "-std=c11", "-Wall", "-Werror", *TSAN_FLAGS, "-pthread", f"-I{tmp_path}",
                    "-x", "c", "-", f"-L{tmp_path}", "-lchurn_lib", f"-Wl,-rpath,{tmp_path}",
                    "-o", str(exe)], input=DRIVER, text=True, check=True)
    env = dict(os.environ, TSAN_OPTIONS="halt_on_error=1 exitcode=66 report_signal_unsafe=0")
    run = subprocess.run([str(exe)], capture_output=True, text=True, env=env, timeout=300)
    assert "ThreadSanitizer" not in run.stderr, run.stderr[-6000:]
    assert run.returncode == 0, run.stderr[-6000:]
    assert run.stdout.strip() == f"{THREADS * CALLS} calls, 0 wrong"


SHARED_STR = r'''
#include <thread>
#include <vector>
#include "pyaot/runtime/str.hpp"

// Threads index one non-ASCII str without copying it (as every thread reads a
// str constant): the first index builds the code point table.
int main() {
  for (int round = 0; round < 50; ++round) {
    const pyaot::Str s("h\xc3\xa9llo w\xc3\xb6rld \xe2\x88\x91");
    std::vector<std::thread> threads;
    long sums[8] = {};
    for (int t = 0; t < 8; ++t) {
      threads.emplace_back([&s, &sums, t] {
        for (pyaot::Int k = 0; k < s.length(); ++k) sums[t] += s.at(k);
      });
    }
    for (auto& th : threads) th.join();
    for (long sum : sums) {
      if (sum != sums[0]) return 1;
    }
  }
  return 0;
}
'''


def test_shared_str_constant_under_thread_sanitizer(tmp_path: Path) -> None:
    exe = tmp_path / "shared_str"
    subprocess.run([native.find_cxx(), *native.FLAGS, *TSAN_FLAGS, "-pthread", f"-I{OPS_INCLUDE}",
                    "-x", "c++", "-", "-o", str(exe)], input=SHARED_STR, text=True, check=True)
    env = dict(os.environ, TSAN_OPTIONS="halt_on_error=1 exitcode=66")
    run = subprocess.run([str(exe)], capture_output=True, text=True, env=env, timeout=120)
    assert "ThreadSanitizer" not in run.stderr, run.stderr[-6000:]
    assert run.returncode == 0, run.stderr[-6000:]
