"""Runs pytest on the test files named on the command line (Bazel's py_test
entry point for the tracer's pytest suites)."""

import os
import sys

import pytest

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    files = [os.path.join(here, f) for f in sys.argv[1:]]
    sys.exit(pytest.main(["-q", "-p", "no:cacheprovider", "--rootdir", here, *files]))
