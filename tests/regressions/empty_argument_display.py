"""Not a fuzzer find: issue #25's empty display passed to a function that
never adds to it (anagrams.py's `search(target, 0, [])`, whose body calls
itself with `chosen + [word]`): the display takes the type the callee's body
gives its parameter, as CPython's empty list holds whatever comes later.
Mixed with a nested recursive def, a closure list and a dict accumulator.
"""
# entry: spell_sums
# inputs: [[3, 5, 7, 2, 9], 12]


def words_of(xs: list[int]) -> list[str]:
    return ["w" + str(x) for x in xs]


def show(parts, sep):
    return sep.join(parts) if parts else "-"


def spell_sums(xs: list[int], target: int) -> list[str]:
    words = words_of(xs)
    found = []
    totals = {}

    def search(left, start, chosen):
        if len(found) >= 5:
            return
        if left == 0:
            found.append(show(chosen, "+"))
            totals[len(chosen)] = totals.get(len(chosen), 0) + 1
            return
        for i in range(start, len(xs)):
            if xs[i] <= left:
                search(left - xs[i], i + 1, chosen + [words[i]])

    search(target, 0, [])
    found.append(show([], ","))
    return found + [str(sorted(totals.items()))]
