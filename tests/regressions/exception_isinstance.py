"""isinstance() of a caught exception against exception classes, built-in
(ArithmeticError, LookupError: bases of the raised class) and the
program's own, alone or in a tuple, as error-reporting code writes it. It was
refused: "isinstance check against 'ArithmeticError': not supported".
A test against a non-exception type is False, as in CPython.
"""
# entry: f
# inputs: [1]
class AppError(ValueError):
    pass


class DeepError(AppError):
    pass


def classify(n: int) -> str:
    try:
        if n == 1:
            raise DeepError("deep")
        if n == 2:
            raise AppError("app")
        if n == 3:
            return str([1][n])
        return str(10 // n)
    except Exception as e:
        kinds = []
        if isinstance(e, ArithmeticError):
            kinds.append("arith")
        if isinstance(e, (LookupError, AppError)):
            kinds.append("lookup-or-app")
        if isinstance(e, DeepError):
            kinds.append("deep")
        if isinstance(e, ValueError):
            kinds.append("value")
        if isinstance(e, (int, str)):
            kinds.append("never")
        return ",".join(kinds) + ":" + type(e).__name__


def f(n: int) -> str:
    return classify(n)
