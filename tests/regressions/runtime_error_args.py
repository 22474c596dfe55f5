"""Exceptions the runtime raises with CPython's arguments: float **
overflowing raises OverflowError from errno with two arguments, so repr(e)
is OverflowError(34, 'Numerical result out of range') and str(e) the
tuple's repr (found by the fuzzer, seed 20261207: the compiled repr showed
one string argument); open() of a missing file raises
FileNotFoundError(2, 'No such file or directory'), whose str names the file;
bytes.decode's UnicodeDecodeError and str.encode's UnicodeEncodeError have
five (encoding, the object, start, end, reason), and an encode error
reports the whole run of characters the codec cannot encode."""
# entry: overflow_report
# inputs: [1e100, 2, 3]
import math


def grow(x: float, k: int) -> float:
    return x ** k


def overflow_report(x: float, k: int, n: int) -> list[str]:
    out: list[str] = []
    for i in range(n):
        try:
            out.append(f"{grow(x, k + i):.3g}")
        except OverflowError as e:
            out.append(repr(e))
            out.append(str(e))
            out.append(f"{e!r} {type(e).__name__}")
    try:
        out.append(str(math.pow(x, k + 2)))
    except OverflowError as e:
        out.append(repr(e))
    try:
        out.append(str(grow(-x, 3) + 1.0))
    except ArithmeticError as e:
        out.append(repr(e) + " " + str(e))
    out.append(f"{grow(0.5, 2)} {grow(x, 0)}")
    for path in ("/nonexistent-pyaot-dir/data.txt", "/"):
        try:
            with open(path) as f:
                out.append(f.read())
        except OSError as e:
            out.append(f"{type(e).__name__} {e!r} {e}")
    for data in (b"ab\xffc", b"x\xe2\x82", b"\xe2\x28\xa1", b"caf\xc3\xa9"):
        for codec in ("utf-8", "ascii"):
            try:
                out.append(data.decode(codec))
            except UnicodeDecodeError as e:
                out.append(f"{e!r} | {e}")
    for text in ("\u00e9\u00e9x", "a\u20ac\u20acx", "caf\u00e9", "x\U0001f600", "plain"):
        for codec in ("ascii", "latin-1"):
            try:
                out.append(str(text.encode(codec)))
            except UnicodeEncodeError as e:
                out.append(f"{e!r} | {e}")
    return out
