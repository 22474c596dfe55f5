"""Differential tests: exceptions -- user exception classes, messages built at
run time, `except ... as`, re-raising, and exceptions from container and str
operations (tests/test_language.py runs them against CPython)."""


class AppError(Exception):
    """Base of this module's errors."""


class ParseError(AppError):
    pass


class LimitError(ValueError):
    pass


def _parse_pair(text: str) -> tuple[str, int]:
    if "=" not in text:
        raise ParseError(f"missing '=' in {text!r}")
    key, value = text.split("=", 1)
    key = key.strip()
    if not key:
        raise ParseError("empty key")
    return key, int(value)


def e_parse_config(lines: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for line in lines:
        try:
            k, v = _parse_pair(line)
        except ParseError as err:
            out["error:" + str(err)] = len(out)
            continue
        except ValueError:
            out["bad-int"] = -1
            continue
        out[k] = v
    return out


def e_user_raise(x: int) -> int:
    if x < 0:
        raise LimitError(f"{x} is below zero")
    if x > 1000:
        raise AppError("too big: " + str(x))
    return x * 2


def e_catch_hierarchy(x: int) -> str:
    try:
        return str(e_user_raise(x))
    except LimitError as e:
        return "limit: " + str(e)
    except AppError as e:
        return "app: " + repr(e)


def e_catch_base(x: int) -> str:
    try:
        e_user_raise(x)
    except ValueError as e:
        return f"value error {e}"
    except Exception as e:
        return f"exception {e!r}"
    return "fine"


def e_reraise(x: int) -> int:
    try:
        return e_user_raise(x)
    except AppError as e:
        raise e


def e_wrap(x: int) -> int:
    try:
        return e_user_raise(x)
    except LimitError as e:
        raise RuntimeError("wrapped: " + str(e)) from e


def e_message_types(x: int) -> int:
    if x % 3 == 0:
        raise ValueError(x)
    if x % 3 == 1:
        raise KeyError(f"k{x}")
    raise IndexError([x, x + 1])


def e_assert_message(xs: list[int]) -> int:
    assert xs, f"empty list given ({len(xs)})"
    assert xs[0] >= 0, "first must be non-negative, got " + str(xs[0])
    return xs[0]


def e_finally_order(xs: list[int]) -> list[str]:
    log: list[str] = []
    for x in xs:
        try:
            log.append("try")
            if x == 0:
                raise ZeroDivisionError("zero")
            log.append(str(10 // x))
        except ZeroDivisionError as e:
            log.append("caught " + str(e))
        else:
            log.append("else")
        finally:
            log.append("finally")
    return log


def e_nested(xs: list[int], i: int) -> str:
    try:
        try:
            return str(xs[i] // xs[0])
        except ZeroDivisionError:
            return "div"
    except IndexError as e:
        return "index: " + str(e)


def e_key_error_message(d: dict[str, int], k: str) -> str:
    try:
        return str(d[k])
    except KeyError as e:
        return "missing " + str(e) + " " + repr(e)


def e_str_errors(s: str) -> list[str]:
    out = []
    for op in range(4):
        try:
            if op == 0:
                out.append(str(int(s)))
            elif op == 1:
                out.append(str(s.index("q")))
            elif op == 2:
                out.append(chr(len(s) * 100000))
            else:
                out.append(s[10])
        except ValueError as e:
            out.append("V:" + str(e))
        except IndexError as e:
            out.append("I:" + str(e))
    return out


def e_list_errors(xs: list[int]) -> list[str]:
    out = []
    for op in range(4):
        try:
            if op == 0:
                xs.remove(7)
            elif op == 1:
                out.append(str(xs.index(7)))
            elif op == 2:
                out.append(str([].pop() if not xs else xs.pop(10)))
            else:
                out.append(str(max([v for v in xs if v > 100])))
        except ValueError as e:
            out.append("V:" + str(e))
        except IndexError as e:
            out.append("I:" + str(e))
    return out


def e_escape(xs: list[int]) -> int:
    total = 0
    for x in xs:
        if x == 13:
            raise LimitError("unlucky " + str(total))
        total += x
    return total


def e_optional_none(d: dict[str, int], k: str) -> int:
    try:
        v = d.get(k)
        return v * 2
    except TypeError:
        return -1


def e_handler_name_deleted(xs: list[int]) -> list[str]:
    """A retry loop reporting after the loop: CPython deletes `err` when
    each handler is left (at its end, by break or by continue), so the
    report must use what the handler saved; reading `err` itself after the
    loop is UnboundLocalError."""
    log = []
    last = ""
    for x in xs:
        try:
            if x < 0:
                raise ValueError(f"negative {x}")
            log.append(str(100 // x))
        except ValueError as err:
            last = str(err)
            if x < -5:
                break
        except ZeroDivisionError as err:
            last = "zero: " + str(err)
            continue
    try:
        log.append("after: " + str(err))
    except UnboundLocalError:
        log.append("err is unbound; last was " + last)
    return log


def e_handler_name_read_later(x: int) -> str:
    """The name read after its handler ended escapes as UnboundLocalError,
    whether or not the handler ran."""
    try:
        if x % 3 == 0:
            raise KeyError(x)
    except KeyError as missing:
        print("missing", missing)
    return f"last missing key: {missing}"


def e_raise_caught_name_elsewhere(x: int) -> int:
    """`raise err` in a branch no handler of `err` reaches: CPython raises
    UnboundLocalError (the compiler refused it as 'exception class err',
    having lowered the `elif` before the `if` that binds the name; found by
    the fuzzer)."""
    if x > 0:
        try:
            if x > 3:
                raise ValueError(f"big {x}")
        except ValueError as err:
            print(err)
    elif x < -5:
        raise err
    return x


def _after_try(n: int) -> str:
    try:
        raise KeyError("outer")
    except KeyError as e:
        try:
            if n > 0:
                raise ValueError("inner")
        except ValueError as e:
            pass
        return str(e)


def _in_finally(n: int) -> str:
    try:
        raise KeyError("outer")
    except KeyError as e:
        out = ""
        try:
            if n > 1:
                raise ValueError("inner")
        except ValueError as e:
            out = "caught "
        finally:
            out += str(e)
        return out


def _after_loop(n: int) -> str:
    try:
        raise KeyError("outer")
    except KeyError as e:
        for i in range(n):
            try:
                if i == 2:
                    raise ValueError("inner")
            except ValueError as e:
                pass
        return str(e)


def _in_loop_test(n: int) -> str:
    steps = 0
    try:
        raise KeyError("outer")
    except KeyError as e:
        while str(e) != "" and steps < n:
            steps += 1
            try:
                if steps == 2:
                    raise ValueError("inner")
            except ValueError as e:
                pass
        return str(steps)


def e_inner_handler_deletes_outer_name(x: int) -> list[str]:
    """An inner `except ... as e` deletes the outer handler's `e` too, so a
    read after it raises UnboundLocalError if it ran: after the try, in its
    finally clause, after a loop holding it and in that loop's test (the
    compiled program read the stale exception; pyaot.ir_bound, the IR
    verifier's own analysis, found it)."""
    out: list[str] = []
    for k in range(4):
        try:
            if k == 0:
                out.append(_after_try(x % 4))
            elif k == 1:
                out.append(_in_finally(x % 4))
            elif k == 2:
                out.append(_after_loop(x % 4))
            else:
                out.append(_in_loop_test(x % 4))
        except UnboundLocalError:
            out.append(f"unbound {k}")
    return out


def e_more_builtin_classes(x: int) -> list[str]:
    # the classes parsers, readers and servers raise (issue #25)
    out = []
    for k in range(6):
        try:
            if k == 0:
                raise SyntaxError(f"unexpected token at {x}")
            if k == 1:
                raise IndentationError("unindent does not match")
            if k == 2:
                raise EOFError("no more input")
            if k == 3:
                raise TimeoutError(f"after {x} s")
            if k == 4:
                raise ConnectionError("refused")
            raise FloatingPointError("underflow")
        except SyntaxError as e:
            out.append(f"syntax {type(e).__name__} {e}")
        except (EOFError, ArithmeticError) as e:
            out.append(f"{type(e).__name__}: {e}")
        except OSError as e:
            out.append(f"os {type(e).__name__} {e}")
    return out
