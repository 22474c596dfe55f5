"""rules_pyaot: compile typed Python functions ahead of time to native code.

Under CPython this package only provides the `@compile` decorator (a no-op
marker); the compiler itself lives in the submodules (`pyaot.driver` runs the
pipeline: frontend -> ir -> infer -> emit).
"""

from pyaot.decorator import compile

__all__ = ["compile"]
__version__ = "0.1.0"
