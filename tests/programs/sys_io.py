"""Whole programs that read sys.argv, exit with sys.exit, write to
sys.stdout/sys.stderr and read and write files: tests/test_sys_io.py runs
each compiled and under CPython with the same arguments and files and
compares exit status, stdout and stderr. Every entry takes no parameters
(the executable passes its command line to sys.argv)."""

import sys
import time


def main_sum() -> int:
    total = 0
    for arg in sys.argv[1:]:
        total += int(arg)
    print("args:", len(sys.argv) - 1)
    return total


def main_pop_args() -> list[str]:
    args = sys.argv
    args.pop(0)  # the same list on every read, as CPython's
    return sys.argv


def main_exit_code() -> int:
    code = int(sys.argv[1])
    if code >= 0:
        sys.exit(code)
    return code


def main_exit_message() -> None:
    print("before")
    sys.exit("fatal: " + " ".join(sys.argv[1:]))


def main_exit_none() -> int:
    print("partial output")
    sys.exit()


def main_catch_exit() -> str:
    try:
        sys.exit(int(sys.argv[1]))
    except SystemExit as e:
        caught = f"{str(e)!r} {repr(e)}"
    try:
        sys.exit("text")
    except Exception:
        return "SystemExit is not an Exception"
    except BaseException as e:
        return caught + " " + repr(e)


def main_streams() -> int:
    n = sys.stdout.write("out " + sys.argv[1] + "\n")
    m = sys.stderr.write("err\n")
    print("to stderr", n, sep=":", file=sys.stderr)
    print("to stdout", m, file=sys.stdout, flush=True)
    print("flushed", flush=True)
    return n + m


def main_copy_upper() -> list[str]:
    src, dst = sys.argv[1], sys.argv[2]
    with open(src) as f:
        text = f.read()
    with open(dst, "w") as out:
        written = out.write(text.upper())
    lines = []
    with open(dst) as f:
        for line in f:
            lines.append(line)
    with open(dst, encoding="utf-8") as f:
        first = f.readline()
        rest = f.readlines()
    return [str(written), str(len(text))] + lines + ["|", first] + rest


def main_append() -> str:
    path = sys.argv[1]
    with open(path, "a") as f:
        f.write("more\n")
    f2 = open(path)
    text = f2.read()
    f2.close()
    return text


def main_binary() -> list[str]:
    path = sys.argv[1]
    with open(path, "wb") as f:
        n = f.write(bytes([0, 255, 10, 13, 10, 65]) + "é\r\n".encode())
    with open(path, "rb") as f:
        data = f.read()
    out = [str(n), repr(data)]
    with open(path, "rb") as f:
        for line in f:
            out.append(repr(line))
    with open(path, "rb") as f:
        out.append(repr(f.readline()))
        out.append(repr(f.readlines()))
    return out


def main_open_errors() -> list[str]:
    out = []
    for path in sys.argv[1:]:
        try:
            with open(path) as f:
                out.append(f.read())
        except FileNotFoundError as e:
            out.append("FileNotFoundError " + str(e))
        except IsADirectoryError as e:
            out.append("IsADirectoryError " + str(e))
        except UnicodeDecodeError as e:
            out.append("UnicodeDecodeError " + str(e))
        except OSError as e:
            out.append("OSError " + str(e))
    return out


def main_decode_lines() -> list[str]:
    out = []
    try:
        with open(sys.argv[1]) as f:
            for line in f:
                out.append(line)
    except UnicodeDecodeError as e:
        out.append(str(e))
    return out


def main_closed_on_error() -> str:
    path = sys.argv[1]
    try:
        with open(path, "w") as f:
            f.write("kept")
            raise ValueError("stop")
    except ValueError:
        pass
    with open(path) as g:
        text = g.read()
    try:
        f.write("late")
    except ValueError as e:
        return text + " / " + str(e)
    return text


def main_return_inside_with() -> str:
    return _first_line(sys.argv[1]) + _first_line(sys.argv[1])


def _first_line(path: str) -> str:
    with open(path) as f:
        return f.readline()


def main_clocks() -> list[bool]:
    start = time.perf_counter()
    wall = time.time()
    time.sleep(0.02)
    elapsed = time.perf_counter() - start
    return [0.02 <= elapsed < 5.0, abs(wall - float(sys.argv[1])) < 60.0,
            time.monotonic() > 0.0, time.perf_counter_ns() > 0, time.time_ns() > 0]


def main_sleep_errors() -> list[str]:
    out = []
    for text in sys.argv[1:]:
        try:
            time.sleep(float(text))
            out.append("slept")
        except ValueError as e:
            out.append("ValueError " + str(e))
        except OverflowError as e:
            out.append("OverflowError " + str(e))
    return out


def main_wrong_direction() -> list[str]:
    out = []
    with open(sys.argv[1]) as f:
        try:
            f.write("x")
        except ValueError as e:  # io.UnsupportedOperation is a ValueError and an OSError
            out.append(type(e).__name__ + " " + str(e))
    with open(sys.argv[1], "a") as g:
        try:
            g.read()
        except OSError as e:
            out.append(type(e).__name__ + " " + str(e))
    g.close()  # closing twice is allowed
    try:
        g.write("late")
    except ValueError as e:
        out.append(str(e))
    return out


def main_two_files() -> str:
    with open(sys.argv[1]) as src, open(sys.argv[2], "w") as dst:
        for line in src:
            dst.write(line.strip() + ";")
    with open(sys.argv[3], "w"):
        pass  # creates an empty file
    with open(sys.argv[2]) as f:
        return f.read()


def main_read_stdin() -> int:
    # a judge-style reader: a count, that many "a b" lines, then the rest
    n = int(input())
    total = 0
    for _ in range(n):
        a, b = map(int, input().split())
        total += a * b
    rest = sys.stdin.read()
    print("rest:", repr(rest))
    try:
        input("more? ")
    except EOFError as e:
        print("EOFError:", e)
    return total


def main_stdin_lines() -> int:
    words = 0
    first = sys.stdin.readline()
    for line in sys.stdin:
        words += len(line.split())
    print(repr(first), words)
    return words
