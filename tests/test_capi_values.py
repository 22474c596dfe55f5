"""Arrays and str across the C ABI of a compiled library: the generated ctypes
binding calls it in-process with NumPy arrays (any strides; results copied
out and released) and a C program uses the generated header. Results are
compared with the same functions under CPython + NumPy."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

import numpy as np
import pytest

from pyaot import native
from pyaot.driver import OPS_INCLUDE, compile_file
from pyaot.emit.cpp import CApiEntry, emit_binding, emit_header

PROGRAM = '''
import numpy as np
import numpy.typing as npt

Image = np.ndarray[tuple[int, int, int], np.dtype[np.uint8]]


def tint(img: Image, gain: float) -> Image:
    # Per-channel gains on a 3-channel image, saturating at 255.
    gains = np.array([gain, 1.0, 2.0 - gain])
    return np.clip(img * gains, 0.0, 255.0).astype(np.uint8)


def weighted_sum(a: npt.NDArray[np.float64], w: npt.NDArray[np.float64]) -> float:
    return float((a * w).sum())


def transpose(a: np.ndarray[tuple[int, int], np.dtype[np.int32]]) -> np.ndarray[tuple[int, int], np.dtype[np.int32]]:
    return a.T


def shout(text: str, times: int) -> str:
    if times < 0:
        raise ValueError(f"negative times: {times}")
    return (text.upper() + "!") * times
'''
C_PROGRAM = r'''
#include <stdio.h>
#include "arrays_lib.h"

int main(void) {
  double a[6] = {1, 2, 3, 4, 5, 6}, w[3] = {0.5, 0.25, 2};
  pyaot_array av = {a, PYAOT_FLOAT64, 2, {2, 3}, {24, 8}, NULL};
  pyaot_array wv = {w, PYAOT_FLOAT64, 1, {3}, {8}, NULL};
  double total;
  if (pyaot_t_weighted_sum_call(&av, &wv, &total) != PYAOT_OK) return 1;
  int32_t m[6] = {1, 2, 3, 4, 5, 6};
  pyaot_array mv = {m, PYAOT_INT32, 2, {2, 3}, {12, 4}, NULL}, t;
  if (pyaot_t_transpose_call(&mv, &t) != PYAOT_OK) return 1;
  const int32_t* d = (const int32_t*)t.data;
  printf("%.17g %lld %lld %d %d %d\n", total, (long long)t.shape[0], (long long)t.shape[1],
         d[0], d[1], d[5]);
  pyaot_t_transpose_release(&t);
  double bad[2] = {1, 2};
  pyaot_array bv = {bad, PYAOT_FLOAT64, 1, {2}, {8}, NULL};
  if (pyaot_t_weighted_sum_call(&av, &bv, &total) == PYAOT_EXCEPTION)
    printf("%s\n", pyaot_t_weighted_sum_error_type());
  pyaot_str s;
  if (pyaot_t_shout_call("h\xc3\xa9", 2, &s) != PYAOT_OK) return 1;
  printf("%s %lld\n", s.data, (long long)s.size);
  pyaot_t_shout_release(&s);
  return 0;
}
'''
EXPORTS = [CApiEntry("tint", "t.tint"), CApiEntry("weighted_sum", "t.weighted_sum"),
           CApiEntry("transpose", "t.transpose"), CApiEntry("shout", "t.shout")]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory):
    tmp = tmp_path_factory.mktemp("capi")
    src = tmp / "arrays.py"
    src.write_text(PROGRAM)
    result = compile_file(src, [e.function for e in EXPORTS], roots=[tmp], display_root=tmp,
                          main=False, exports=EXPORTS)
    (tmp / "arrays_lib.cc").write_text(result.cpp)
    (tmp / "arrays_lib.h").write_text(emit_header(result.typed, EXPORTS, "arrays.py", "arrays_lib_h"))
    (tmp / "arrays_lib_binding.py").write_text(emit_binding(result.typed, EXPORTS, "arrays.py",
                                                            "arrays_lib"))
    subprocess.run([native.find_cxx(), *native.FLAGS, "-fPIC", "-shared", f"-I{OPS_INCLUDE}",
                    str(tmp / "arrays_lib.cc"), "-o", str(tmp / "libarrays_lib.so")], check=True)
    spec = importlib.util.spec_from_file_location("arrays_lib_binding", tmp / "arrays_lib_binding.py")
    binding = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(binding)
    # Loaded from its file: an `import arrays` would find whatever module of
    # that name an earlier test's import finder serves (tests/programs/arrays.py).
    spec = importlib.util.spec_from_file_location("capi_arrays_reference", src)
    reference = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(reference)
    return tmp, binding.load(), reference


def test_binding_matches_numpy(built) -> None:
    _, lib, ref = built
    rng = np.random.default_rng(1)
    img = rng.integers(0, 256, (13, 17, 3), dtype=np.uint8)
    np.testing.assert_array_equal(lib.tint(img, 1.5), ref.tint(img, 1.5))
    # Non-contiguous arguments are read through their strides, not copied.
    flipped = img[::-1, ::2]
    np.testing.assert_array_equal(lib.tint(flipped, 0.7), ref.tint(flipped, 0.7))
    a, w = rng.standard_normal((4, 5)), rng.standard_normal(5)
    assert lib.weighted_sum(a, w) == ref.weighted_sum(a, w)
    m = np.arange(12, dtype=np.int32).reshape(3, 4)
    got = lib.transpose(m)
    np.testing.assert_array_equal(got, m.T)
    assert got.flags.c_contiguous and got.dtype == np.int32


def test_str_crosses_both_ways(built) -> None:
    _, lib, ref = built
    for text, times in (("abc", 3), ("ßΣ 𝄞", 2), ("", 5), ("x", 0)):
        assert lib.shout(text, times) == ref.shout(text, times)
    with pytest.raises(ValueError, match="negative times: -1"):
        lib.shout("a", -1)
    with pytest.raises(ValueError, match="embedded null"):
        lib.shout("a\0b", 1)


def test_binding_raises_pythons_exceptions(built) -> None:
    _, lib, _ = built
    with pytest.raises(ValueError, match="broadcast"):
        lib.weighted_sum(np.zeros(3), np.zeros(4))
    with pytest.raises(TypeError, match="dtype float32"):
        lib.weighted_sum(np.zeros(3, np.float32), np.zeros(3))
    with pytest.raises(TypeError, match="numpy array"):
        lib.weighted_sum([1.0], np.zeros(1))


def test_c_program_uses_the_header(built, tmp_path: Path) -> None:
    lib_dir, _, ref = built
    exe = tmp_path / "call_arrays"
    subprocess.run(["cc", "-std=c11", "-Wall", "-Werror", f"-I{lib_dir}", "-x", "c", "-",
                    f"-L{lib_dir}", "-larrays_lib", f"-Wl,-rpath,{lib_dir}", "-o", str(exe)],
                   input=C_PROGRAM, text=True, check=True)
    out = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.split()
    a = np.arange(1, 7, dtype=np.float64).reshape(2, 3)
    assert float(out[0]) == ref.weighted_sum(a, np.array([0.5, 0.25, 2.0]))
    assert out[1:6] == ["3", "2", "1", "4", "6"]
    assert out[6] == "ValueError"
    assert out[7:9] == ["HÉ!HÉ!", str(len("HÉ!HÉ!".encode()))]
