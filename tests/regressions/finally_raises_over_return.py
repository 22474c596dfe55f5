"""A finally clause that raises while a return is pending (found by the
fuzzer's sanitized run, seed 4242): `return [...]` inside try, the finally
raising. The clause ran from its scope guard's destructor, which threw while
the return value already sat in the caller's slot, and the function's own
handler caught it: GCC 12 destroyed the value twice (heap-use-after-free
under ASan; at -O2 a double free or a silent corruption). The value now
waits in a local while the guarded scopes are left. test_regressions.py
also runs this file under ASan + UBSan."""

# entry: finally_over_return
# inputs: [[1, 2], 1]


def doubled(xs, k):
    try:
        return [x * 2 for x in xs]
    finally:
        if k > 0:
            raise ValueError("from finally " + str(k))


def replaced(xs):
    out = xs
    try:
        try:
            return out
        finally:
            out = [9]
            raise KeyError("k")
    except KeyError:
        return out + [1]
    finally:
        out.append(5)


def nested(xs, k):
    try:
        try:
            try:
                if len(xs) > 1:
                    raise ValueError("v")
            except ValueError:
                return [k * -13 for _ in [xs, xs, [4]] for _ in xs]
            finally:
                raise LookupError("inner")
        except KeyError:
            return []
    finally:
        if k:
            raise OverflowError("outer")


def finally_over_return(xs: list[int], k: int) -> str:
    out = []
    for j in (0, k):
        try:
            out.append(str(doubled(xs, j)))
        except ValueError as e:
            out.append("ValueError " + str(e))
    out.append(str(replaced(list(xs))))
    for j in (0, k):
        try:
            out.append(str(nested(xs, j)))
        except (LookupError, OverflowError) as e:
            out.append(type(e).__name__ + " " + str(e))
    return "; ".join(out)
