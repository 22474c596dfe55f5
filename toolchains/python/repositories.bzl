"""The tracer's Python: a virtual environment built from requirements.lock.

The tracer runs as a Bazel action and must not depend on whatever happens to be
installed in the user's site-packages. This repository rule creates a venv in
the external repository directory from the host's Python 3 (found on PATH, or
named by PYAOT_HOST_PYTHON) and installs the hash-pinned lock file into it, then
registers it as the Python toolchain, so py_binary/py_test targets (the tracer,
the differential test runner) run with exactly the locked packages.

Local builds run the venv's interpreter by absolute path. Under
--config=hermetic the toolchain is a relocatable copy of the interpreter and
its standard library (relocatable.py) sharing the venv's packages, declared
file by file, so the tracer also runs in strict sandboxes and on remote
workers, and no action key names a path of this machine.
"""

_PYTHON_CANDIDATES = ["python3.11", "python3.12", "python3.13", "python3"]

def _fail(rctx, what, result):
    fail("\n".join([
        "pyaot_python: %s failed (exit code %d)." % (what, result.return_code),
        "stdout: " + result.stdout,
        "stderr: " + result.stderr,
        "Fix: make a Python 3.11+ with venv and pip available (Debian: apt-get install python3-venv),",
        "or name one with --repo_env=PYAOT_HOST_PYTHON=/path/to/python3, then rebuild.",
        "If the package index is unreachable, point pip at a mirror with PIP_INDEX_URL.",
    ]))

def _find_host_python(rctx):
    named = rctx.os.environ.get("PYAOT_HOST_PYTHON")
    if named:
        return rctx.path(named)
    for candidate in _PYTHON_CANDIDATES:
        found = rctx.which(candidate)
        if found:
            return found
    fail("pyaot_python: no python3 on PATH. Install Python 3.11+ or set " +
         "--repo_env=PYAOT_HOST_PYTHON=/path/to/python3.")

def _pyaot_python_repository_impl(rctx):
    host_python = _find_host_python(rctx)
    lock = rctx.path(rctx.attr.lock_file)
    venv = rctx.path("venv")
    result = rctx.execute([host_python, "-m", "venv", "--clear", str(venv)], quiet = True)
    if result.return_code != 0:
        _fail(rctx, "creating the virtual environment", result)
    python = rctx.path("venv/bin/python3")
    result = rctx.execute(
        [
            python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
            "--require-hashes", "--no-deps", "-r", str(lock),
        ],
        timeout = 1200,
        quiet = True,
    )
    if result.return_code != 0:
        _fail(rctx, "installing %s" % rctx.attr.lock_file, result)
    # The same packages under a relocatable copy of the interpreter, for
    # --config=hermetic: declared as inputs, it runs wherever it is staged.
    result = rctx.execute([host_python, rctx.path(rctx.attr._relocatable), "runtime", str(venv)])
    if result.return_code != 0:
        _fail(rctx, "copying the interpreter for hermetic builds", result)
    rctx.template(
        "BUILD.bazel",
        rctx.attr._build_template,
        substitutions = {"{interpreter}": str(python)},
        executable = False,
    )

pyaot_python_repository = repository_rule(
    implementation = _pyaot_python_repository_impl,
    attrs = {
        "lock_file": attr.label(
            default = Label("//:requirements.lock"),
            allow_single_file = True,
        ),
        "_build_template": attr.label(default = Label("//toolchains/python:BUILD.venv.tmpl")),
        "_relocatable": attr.label(default = Label("//toolchains/python:relocatable.py")),
    },
    environ = ["PYAOT_HOST_PYTHON", "PATH", "PIP_INDEX_URL"],
    doc = "Creates the tracer's virtual environment from a hash-pinned lock file.",
)
