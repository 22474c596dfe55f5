"""Sizes the machine cannot hold are a MemoryError at once, as CPython's on a
normal machine, and never growth until the operating system kills the
program (runtime/memory.hpp).

Whether the kernel itself refuses a huge request depends on its overcommit
policy, so the at-once cases run under a preloaded allocator that grants any
request of 1 GiB or more (MAP_NORESERVE: the policy of a host with
vm.overcommit_memory=1), with a watchdog that kills the program past
512 MiB resident: only the compiled code's own checks can pass. Containers
filled item by item (sizes not known first) run under `ulimit -v` and must
stop with a Python MemoryError within it."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pyaot import native
from pyaot.driver import compile_file

PROGRAM = '''
import numpy as np


def list_of_range(n: int) -> int:
    return len(list(range(n)))


def repeat_list(n: int) -> int:
    return len([0] * n)


def repeat_str(n: int) -> int:
    return len("x" * n)


def zero_bytes(n: int) -> int:
    return len(bytes(n))


def repeat_bytes(n: int) -> int:
    return len(b"ab" * n)


def padded(n: int) -> int:
    return len("x".ljust(n))


def set_comprehension(n: int) -> int:
    return len({i for i in range(n)})


def dict_comprehension(n: int) -> int:
    return len({i: i for i in range(n)})


def list_comprehension(n: int) -> int:
    return len([i for i in range(n)])


def set_of_range(n: int) -> int:
    return len(set(range(n)))


def ones(n: int) -> float:
    return float(np.ones(n).sum())


def caught(n: int) -> int:
    try:
        return len([0] * n)
    except MemoryError:
        return -1


def comprehension_raises_first(n: int) -> int:
    # CPython raises ZeroDivisionError at i == 5, long before memory runs out.
    return len([1 // (i - 5) for i in range(n)])


def filtered_set(n: int) -> int:
    return len({i for i in range(n) if i >= 0})


def appended(n: int) -> int:
    out: list[int] = []
    for i in range(n):
        out.append(i)
    return len(out)
'''

AT_ONCE = {  # entry: argument
    "list_of_range": 10**10, "repeat_list": 10**10, "repeat_str": 10**12, "zero_bytes": 10**12,
    "repeat_bytes": 10**12, "padded": 10**12, "set_comprehension": 10**10,
    "dict_comprehension": 10**10, "list_comprehension": 10**10, "set_of_range": 10**10,
    "ones": 10**10,
}
GROWING = {"filtered_set": 10**10, "appended": 10**10}  # sizes only growth reveals

# LD_PRELOAD: a host that overcommits. glibc exports its allocator as
# __libc_* for interposers like this one.
OVERCOMMIT = r'''
#define _GNU_SOURCE
#include <errno.h>
#include <malloc.h>
#include <stddef.h>
#include <string.h>
#include <sys/mman.h>

void* __libc_malloc(size_t);
void* __libc_realloc(void*, size_t);
void __libc_free(void*);
void* __libc_memalign(size_t, size_t);

#define BIG ((size_t)1 << 30)
#define SLOTS 256
static struct { void* p; size_t n; } big[SLOTS];

static void* map_big(size_t n) {
  void* p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return NULL;
  for (int i = 0; i < SLOTS; ++i) {
    if (!big[i].p) { big[i].p = p; big[i].n = n; return p; }
  }
  munmap(p, n);
  return NULL;
}
static int find(void* p) {
  for (int i = 0; p && i < SLOTS; ++i) if (big[i].p == p) return i;
  return -1;
}
void* malloc(size_t n) { return n >= BIG ? map_big(n) : __libc_malloc(n); }
void* calloc(size_t k, size_t n) {
  if (n && k > (size_t)-1 / n) { errno = ENOMEM; return NULL; }
  void* p = malloc(k * n);
  if (p && k * n < BIG) memset(p, 0, k * n);
  return p;
}
void* aligned_alloc(size_t a, size_t n) { return n >= BIG ? map_big(n) : __libc_memalign(a, n); }
void* memalign(size_t a, size_t n) { return aligned_alloc(a, n); }
int posix_memalign(void** out, size_t a, size_t n) {
  *out = aligned_alloc(a, n);
  return *out ? 0 : ENOMEM;
}
void free(void* p) {
  int i = find(p);
  if (i < 0) { __libc_free(p); return; }
  munmap(p, big[i].n);
  big[i].p = NULL;
}
void* realloc(void* p, size_t n) {
  int i = find(p);
  if (i < 0 && n < BIG) return __libc_realloc(p, n);
  size_t old = i >= 0 ? big[i].n : (p ? malloc_usable_size(p) : 0);
  void* q = malloc(n);
  if (q && p) { memcpy(q, p, old < n ? old : n); free(p); }
  return q;
}
'''

RSS_CAP_MB = 512
pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="glibc's allocator and /proc")


def _run(cmd: list[str], env: dict | None = None, preexec=None,
         timeout: float = 60) -> tuple[int, str, int, float]:
    """Runs cmd, killing it past RSS_CAP_MB resident: (status, stderr, peak MiB, seconds)."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, preexec_fn=preexec)
    peak = 0
    while proc.poll() is None:
        try:
            status = Path(f"/proc/{proc.pid}/status").read_text()
            peak = max(peak, int(status.split("VmRSS:")[1].split()[0]) // 1024)
        except (OSError, IndexError):
            pass
        if peak > RSS_CAP_MB or time.monotonic() - start > timeout:
            proc.kill()
            break
        time.sleep(0.01)
    _, err = proc.communicate()
    return proc.returncode, err, peak, time.monotonic() - start


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    tmp = tmp_path_factory.mktemp("limits")
    src = tmp / "limits.py"
    src.write_text(PROGRAM)
    entries = [*AT_ONCE, "caught", "comprehension_raises_first", *GROWING]
    result = compile_file(src, entries, roots=[tmp], display_root=tmp)
    exe = native.build_executable(result.cpp, tmp / "limits")
    shim = tmp / "overcommit.so"
    subprocess.run(["gcc", "-shared", "-fPIC", "-O2", "-x", "c", "-", "-o", str(shim)],
                   input=OVERCOMMIT, text=True, check=True)
    return exe, shim


@pytest.mark.parametrize("entry", sorted(AT_ONCE))
def test_absurd_size_is_memory_error_at_once(built, entry: str) -> None:
    exe, shim = built
    env = dict(os.environ, LD_PRELOAD=str(shim))
    status, err, peak, seconds = _run([str(exe), entry, str(AT_ONCE[entry])], env=env)
    assert peak <= RSS_CAP_MB, f"{entry} grew past {RSS_CAP_MB} MiB (killed)"
    assert status == 1 and err.startswith("Traceback"), err[-2000:]
    last = err.strip().splitlines()[-1]
    if entry == "ones":  # NumPy's message
        assert last == ("MemoryError: Unable to allocate 74.5 GiB for an array with shape "
                        "(10000000000,) and data type float64")
    else:
        assert last == "MemoryError"
    assert seconds < 10


def test_memory_error_is_catchable_and_small_sizes_work(built) -> None:
    exe, shim = built
    env = dict(os.environ, LD_PRELOAD=str(shim))
    run = subprocess.run([str(exe), "caught", str(10**10)], capture_output=True, text=True,
                         env=env, timeout=60)
    assert run.stdout.strip() == "-1", run.stderr
    for entry in AT_ONCE:
        run = subprocess.run([str(exe), entry, "1000"], capture_output=True, text=True, timeout=60)
        assert run.stdout.strip() == ("1000.0" if entry == "ones" else
                                      "2000" if entry == "repeat_bytes" else "1000"), entry


def test_presizing_keeps_cpythons_first_exception(built) -> None:
    exe, _ = built
    run = subprocess.run([str(exe), "comprehension_raises_first", str(10**10)],
                         capture_output=True, text=True, timeout=60)
    assert run.stderr.strip().splitlines()[-1].startswith("ZeroDivisionError"), run.stderr


def _address_space(limit: int):
    return lambda: resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


@pytest.mark.parametrize("entry", sorted(GROWING))
def test_growing_container_stops_within_the_process_limit(built, entry: str) -> None:
    exe, _ = built
    status, err, peak, _ = _run([str(exe), entry, str(GROWING[entry])],
                                preexec=_address_space(RSS_CAP_MB << 20))
    assert peak <= RSS_CAP_MB
    # A Python MemoryError with its traceback (not the allocator's failure).
    assert status == 1 and err.startswith("Traceback"), err[-2000:]
    assert err.strip().splitlines()[-1] == "MemoryError"
