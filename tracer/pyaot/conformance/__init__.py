"""The conformance harness: every array operator, every dtype signature and
every variant, run on generated inputs through the C++ library and through
the operator's Python reference, compared within the operator's declared
tolerance.

entries.py enumerates what is tested, libgen.py writes and builds the C++
library (one exported entry point dispatching on entry number), strategies.py
generates inputs with hypothesis, runner.py runs and compares and reports.
"""
