"""The built-in exception classes compiled code can raise and catch, with
their bases. Mirrors ops/include/pyaot/runtime/exception.hpp (a test checks
that both agree)."""

BUILTIN_EXCEPTIONS: dict[str, str | None] = {
    "BaseException": None,
    "Exception": "BaseException",
    "GeneratorExit": "BaseException",
    "ArithmeticError": "Exception",
    "ZeroDivisionError": "ArithmeticError",
    "OverflowError": "ArithmeticError",
    "ValueError": "Exception",
    "TypeError": "Exception",
    "RuntimeError": "Exception",
    "NotImplementedError": "RuntimeError",
    "RecursionError": "RuntimeError",
    "LookupError": "Exception",
    "IndexError": "LookupError",
    "KeyError": "LookupError",
    "AssertionError": "Exception",
    "NameError": "Exception",
    "UnboundLocalError": "NameError",
    "MemoryError": "Exception",
    "AttributeError": "Exception",
    "StopIteration": "Exception",
    "UnicodeError": "ValueError",
    "UnicodeDecodeError": "UnicodeError",
    "UnicodeEncodeError": "UnicodeError",
}
