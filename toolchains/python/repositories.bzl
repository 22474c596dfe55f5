"""The tracer's Python: a virtual environment built from requirements.lock.

The tracer runs as a Bazel action and must not depend on whatever happens to be
installed in the user's site-packages. This repository rule creates a venv in
the external repository directory from the host's Python 3 (found on PATH, or
named by PYAOT_HOST_PYTHON) and installs the hash-pinned lock file into it, then
registers it as the Python toolchain, so py_binary/py_test targets (the tracer,
the differential test runner) run with exactly the locked packages.

The environment is made once per machine, lock file and host interpreter
(toolchains/machine_cache.bzl) and shared by every output base. Local
builds run its interpreter by that absolute path, the same for every clone,
so action keys match and the disk cache serves them. Under
--config=hermetic the toolchain is a relocatable copy of the interpreter and
its standard library (relocatable.py) sharing the venv's packages, declared
file by file, so the tracer also runs in strict sandboxes and on remote
workers, and no action key names a path of this machine.
"""

load("//toolchains:machine_cache.bzl", "cached_tree", "content_key")

_PYTHON_CANDIDATES = ["python3.11", "python3.12", "python3.13", "python3"]

def _fail(_rctx, what, result):
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

def _make_environment(rctx, dest, host_python, lock, relocatable):
    """Makes dest/venv (the lock's packages) and dest/runtime.

    dest/runtime is the relocatable interpreter sharing the venv's packages."""
    venv = dest + "/venv"
    result = rctx.execute([host_python, "-m", "venv", "--clear", venv], quiet = True)
    if result.return_code != 0:
        _fail(rctx, "creating the virtual environment", result)
    result = rctx.execute(
        [
            venv + "/bin/python3",
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "--require-hashes",
            "--no-deps",
            "-r",
            str(lock),
        ],
        timeout = 1200,
        quiet = True,
    )
    if result.return_code != 0:
        _fail(rctx, "installing %s" % lock, result)

    # The same packages under a relocatable copy of the interpreter, for
    # --config=hermetic: declared as inputs, it runs wherever it is staged.
    result = rctx.execute([host_python, relocatable, dest + "/runtime", venv])
    if result.return_code != 0:
        _fail(rctx, "copying the interpreter for hermetic builds", result)

def _pyaot_python_repository_impl(rctx):
    host_python = _find_host_python(rctx)
    lock = rctx.path(rctx.attr.lock_file)
    relocatable = rctx.path(rctx.attr._relocatable)
    identity = rctx.execute([host_python, "-c", "import os, sys; " +
                                                "print(os.path.realpath(sys.executable), sys.version)"])
    if identity.return_code != 0:
        _fail(rctx, "running %s" % host_python, identity)

    # One environment per machine, lock file and interpreter (see
    # machine_cache.bzl); built in the repository where there is no cache.
    key = content_key(rctx, [identity.stdout, rctx.read(lock), rctx.read(relocatable)])
    tools = {"host_python": host_python, "lock": lock, "relocatable": relocatable}
    shared = cached_tree(rctx, "python", key, _make_environment, **tools)
    if shared:
        rctx.symlink(shared + "/venv", "venv")
        rctx.symlink(shared + "/runtime", "runtime")
        python = shared + "/venv/bin/python3"
    else:
        _make_environment(rctx, str(rctx.path(".")), **tools)
        python = str(rctx.path("venv/bin/python3"))
    rctx.template(
        "BUILD.bazel",
        rctx.attr._build_template,
        substitutions = {"{interpreter}": python},
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
    environ = ["PYAOT_HOST_PYTHON", "PATH", "PIP_INDEX_URL", "PYAOT_CACHE_DIR", "HOME"],
    doc = "Creates the tracer's virtual environment from a hash-pinned lock file.",
)
