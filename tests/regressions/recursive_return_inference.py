"""Not a fuzzer find: issue #25's recursive functions whose return type is
only known through a call of themselves (tests/corpus/linked_list.py's
merge_sort, sudoku.py's assign/eliminate): a linked-list insertion sort
whose recursive merge passes a narrowed `Node` where the outer instance
takes `Node | None` (two instances, each waiting on the other), mutually
recursive is_even/is_odd, a memoised Collatz length through a helper that calls back,
and a parser that recurses through two functions returning tuples."""
# entry: recursive_return_inference
# inputs: [[5, 3, 9, 1, 7, 3, 8], "(1+(2*3))*4"]


class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


def build(items):
    head = None
    for v in reversed(items):
        head = Node(v, head)
    return head


def merge(a, b):
    """Two sorted lists spliced into one; recurses with one side narrowed
    to `Node` (another instance, waiting on this one)."""
    if a is None:
        return b
    if b is None:
        return a
    if a.value <= b.value:
        a.next = merge(a.next, b)
        return a
    b.next = merge(a, b.next)
    return b


def insertion_sort(head):
    if head is None:
        return None
    rest = insertion_sort(head.next)
    head.next = None
    return merge(head, rest)


def to_list(head):
    out = []
    while head is not None:
        out.append(head.value)
        head = head.next
    return out


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


def parse_sum(text, i):
    value, i = parse_product(text, i)
    while i < len(text) and text[i] == "+":
        rhs, i = parse_product(text, i + 1)
        value += rhs
    return value, i


def parse_product(text, i):
    value, i = parse_atom(text, i)
    while i < len(text) and text[i] == "*":
        rhs, i = parse_atom(text, i + 1)
        value *= rhs
    return value, i


def parse_atom(text, i):
    if text[i] == "(":
        value, i = parse_sum(text, i + 1)
        return value, i + 1
    j = i
    while j < len(text) and text[j].isdigit():
        j += 1
    return int(text[i:j]), j


def collatz_len(n, memo):
    if n == 1:
        return 1
    if n in memo:
        return memo[n]
    steps = 1 + next_len(n, memo)
    memo[n] = steps
    return steps


def next_len(n, memo):
    return collatz_len(n // 2 if n % 2 == 0 else 3 * n + 1, memo)


def recursive_return_inference(xs: list[int], expr: str) -> str:
    ordered = to_list(insertion_sort(build(xs)))
    empty = to_list(insertion_sort(build(xs[:0])))
    parity = [(n, is_even(n), is_odd(n)) for n in range(5)]
    value, end = parse_sum(expr, 0)
    memo: dict[int, int] = {}
    d = max(collatz_len(n, memo) for n in xs)
    return f"{ordered} {empty} {parity} {value} {end} {d}"


if __name__ == "__main__":
    print(recursive_return_inference([5, 3, 9, 1, 7, 3, 8], "(1+(2*3))*4"))
