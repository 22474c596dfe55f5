"""Not a fuzzer find: `return name` inside try...finally, where the finally
clause reads or changes that name afterwards. The generated C++ returned the
local by implicit move, so the finally clause saw an emptied handle: a
returned list, dict or string appended to in `finally` crashed (SIGSEGV),
and an int rebound in `finally` must not change what was returned. The
fuzzer now writes return/break/continue inside try...finally bodies.
"""
# entry: ledger_report
# inputs: [[5, -3, 12, 0, 7, -1], 10]


class Ledger:
    def __init__(self) -> None:
        self.closed = 0
        self.entries: dict[str, int] = {}

    def batch(self, amounts: list[int], limit: int) -> list[int]:
        accepted: list[int] = []
        try:
            for a in amounts:
                if a > limit:
                    return accepted  # the caller sees what finally appends
                if a < 0:
                    continue
                accepted.append(a)
            return accepted
        finally:
            accepted.append(-999)
            self.closed += 1

    def tally(self, amounts: list[int]) -> dict[str, int]:
        counts = {"pos": 0, "neg": 0}
        try:
            for a in amounts:
                counts["pos" if a > 0 else "neg"] += 1
            return counts
        finally:
            counts["seen"] = len(amounts)
            self.entries = counts


def balance(amounts: list[int]) -> int:
    total = 0
    try:
        for a in amounts:
            total += a
        return total
    finally:
        total = -1  # rebinding after the return value was taken


def label(amounts: list[int]) -> str:
    text = ",".join(str(a) for a in amounts)
    try:
        if not amounts:
            return text
        return text
    finally:
        text += "!"


def ledger_report(amounts: list[int], limit: int) -> list[str]:
    ledger = Ledger()
    out: list[str] = []
    out.append(str(ledger.batch(amounts, limit)))
    out.append(str(ledger.batch(amounts, 100)))
    out.append(str(ledger.tally(amounts)))
    out.append(f"{ledger.entries} closed={ledger.closed}")
    out.append(f"{balance(amounts)} {label(amounts)!r} {label([])!r}")
    return out
