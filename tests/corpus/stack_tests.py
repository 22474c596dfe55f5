"""A test file in the plain-assert style: a Stack and a bracket matcher,
and test functions run by a small runner that reports passes, failures and
errors the way a test tool would."""


class StackEmpty(Exception):
    pass


class Stack:
    def __init__(self):
        self._items = []

    def push(self, item):
        self._items.append(item)

    def pop(self):
        if not self._items:
            raise StackEmpty("pop from empty stack")
        return self._items.pop()

    def peek(self):
        if not self._items:
            raise StackEmpty("peek at empty stack")
        return self._items[-1]

    def __len__(self):
        return len(self._items)

    def is_empty(self):
        return not self._items


PAIRS = {")": "(", "]": "[", "}": "{"}


def balanced(text):
    s = Stack()
    for ch in text:
        if ch in "([{":
            s.push(ch)
        elif ch in PAIRS:
            if s.is_empty() or s.pop() != PAIRS[ch]:
                return False
    return s.is_empty()


def test_push_pop():
    s = Stack()
    for i in range(5):
        s.push(i)
    assert len(s) == 5
    assert [s.pop() for _ in range(5)] == [4, 3, 2, 1, 0]
    assert s.is_empty()


def test_peek_does_not_remove():
    s = Stack()
    s.push("a")
    assert s.peek() == "a"
    assert len(s) == 1


def test_pop_empty_raises():
    try:
        Stack().pop()
    except StackEmpty as e:
        assert str(e) == "pop from empty stack"
    else:
        raise AssertionError("expected StackEmpty")


def test_balanced():
    cases = {"()": True, "([]{})": True, "(]": False, "((": False, "": True,
             "{[()()]}": True, "}{": False, "a(b)c[d]": True}
    for text, want in cases.items():
        assert balanced(text) == want, f"balanced({text!r}) should be {want}"


def test_deliberately_failing():
    assert balanced("(()") is True, "this case is unbalanced"


def test_deliberately_erroring():
    Stack().peek()


TESTS = [test_push_pop, test_peek_does_not_remove, test_pop_empty_raises, test_balanced,
         test_deliberately_failing, test_deliberately_erroring]


def main() -> None:
    passed = failed = errors = 0
    for test in TESTS:
        try:
            test()
        except AssertionError as e:
            failed += 1
            print(f"FAIL  {test.__name__}: {e}")
        except Exception as e:
            errors += 1
            print(f"ERROR {test.__name__}: {type(e).__name__}: {e}")
        else:
            passed += 1
            print(f"ok    {test.__name__}")
    print(f"{passed} passed, {failed} failed, {errors} errors")


if __name__ == "__main__":
    main()
