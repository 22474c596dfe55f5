"""`bazel run //:tune -- //pkg:name [pyaot tune options]`."""

import sys

from pyaot.cli import main

if __name__ == "__main__":
    sys.exit(main(["tune", *sys.argv[1:]]))
