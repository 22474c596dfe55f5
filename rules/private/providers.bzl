"""Providers of rules_pyaot."""

PyAotInfo = provider(
    doc = "What the tracer produced for a set of entry functions.",
    fields = {
        "src": "File: the Python file holding the entry functions.",
        "functions": "list of string: the entry functions' names.",
        "cc_source": "File: the generated C++20 translation unit.",
        "ir": "File: the typed IR (JSON, pyaot.ir).",
        "py_sources": "depset of File: every Python source the tracer could read.",
    },
)
