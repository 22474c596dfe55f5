"""Prints which Python runs it: the workspace's own, never rules_pyaot's environment."""

import importlib.util
import sys

print(sys.executable)
print("libcst" if importlib.util.find_spec("libcst") else "no libcst")
