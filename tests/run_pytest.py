"""Runs pytest on the test files named on the command line (Bazel's py_test
entry point for the tracer's pytest suites)."""

import os
import sys

import pytest

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    files = [os.path.join(here, f) for f in sys.argv[1:]]
    # --durations: each target's log (bazel-testlogs/.../test.log) names its
    # slowest tests, the next place to look when tools/test.sh's budget table
    # shows the target as slow.
    sys.exit(pytest.main(["-q", "-p", "no:cacheprovider", "--durations=8", "--rootdir", here,
                          *files]))
