"""Providers of rules_pyaot."""

PyAotInfo = provider(
    doc = "What the tracer produced for a set of entry functions.",
    fields = {
        "src": "File: the Python file holding the entry functions.",
        "functions": "list of string: entry points named by function.",
        "entry_tags": "list of string: entry points named by @compile tag.",
        "cc_source": "File: the generated C++20 translation unit.",
        "ir": "File: the typed IR (JSON, pyaot.ir).",
        "header": "File or None: the C header of a library's exported entry points.",
        "py_sources": "depset of File: every Python source the tracer could read.",
        "variants": "File: JSON of the variant space (pruned for the platform), its " +
                    "candidates and the plan this build used (pyaot.variants).",
    },
)
