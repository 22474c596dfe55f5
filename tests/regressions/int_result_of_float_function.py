"""A fuzzer find (seed 4243): a `-> float` function whose float variable only
ever held ints returned CPython's int (`72`), and the compiled program, which
holds that variable as int | float because it is printed, printed `72` too;
the differential harness turned CPython's result into `72.0` before
comparing (a rule from when every float result was a double) and reported a
mismatch where there was none. It now accepts either spelling of such a
result: CPython's int, or the float of the annotation where the compiled
result is a double.
"""
# entry: grade_report
# inputs: [[61, 74, 88, 93], 1.25, 3]


def curve(mark: int, factor: float) -> float:
    curved: float = mark
    if factor > 1.0:
        curved = mark * factor  # a float from here on
    return curved


def grade_report(marks: list[int], factor: float, rounds: int) -> float:
    total: float = 0
    for m in marks:
        total += round(m * factor)  # round() gives ints: total stays an int
    print(f"total {total}, mean {total / len(marks):.2f}")
    for _ in range(rounds):
        total += max(marks) // 10
    best: float = max(marks)
    print("best", best, "curved", curve(marks[0], factor), curve(marks[-1], 1.0))
    return total
