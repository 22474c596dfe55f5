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
    "SystemExit": "BaseException",
    "OSError": "Exception",
    "FileNotFoundError": "OSError",
    "FileExistsError": "OSError",
    "PermissionError": "OSError",
    "IsADirectoryError": "OSError",
    "NotADirectoryError": "OSError",
    "TimeoutError": "OSError",
    "ConnectionError": "OSError",
    "SyntaxError": "Exception",
    "IndentationError": "SyntaxError",
    "EOFError": "Exception",
    "FloatingPointError": "ArithmeticError",
    "KeyboardInterrupt": "BaseException",
}


# Exception classes of standard-library modules compiled code raises: the
# dotted name -> (its built-in base, the header declaring it; pyaot.emit
# names its ExceptionType).
MODULE_EXCEPTIONS: dict[str, tuple[str, str]] = {
    "statistics.StatisticsError": ("ValueError", "pyaot/ops/statistics.hpp"),
}
