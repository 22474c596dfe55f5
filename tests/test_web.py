"""The wasm32_web artifacts in a real browser: headless Chromium loads each
example's ES module loader from a page served on localhost, calls the
compiled function, and the results and Python exceptions must equal CPython's.
"""

from __future__ import annotations

import http.server
import json
import os
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path

import pytest

from pyaot.reference import load_reference_module

MANIFESTS = [Path(p) for p in os.environ.get("PYAOT_ARTIFACTS", "").split()
             if p.endswith(".manifest.json")]
CHROMIUM = next((shutil.which(c) for c in ("chromium", "chromium-browser", "google-chrome")
                 if shutil.which(c)), None)
pytestmark = [
    pytest.mark.skipif(not MANIFESTS, reason="set PYAOT_ARTIFACTS (Bazel does: //tests:web_test)"),
    pytest.mark.skipif(CHROMIUM is None,
                       reason="no Chromium: apt-get install chromium (tools/setup.sh does)"),
]

# Example -> (Python file, function, argument lists). A string "bigint:N"
# becomes a JavaScript BigInt (integers beyond 2**53 stay exact).
CASES = {
    "collatz": ("examples/collatz.py", "collatz_length", [
        [27], [1], [0], [-3], [837799], [2**52 + 1], ["bigint:9223372036854775807"],
        *([n] for n in range(2, 200, 7)),
    ]),
    "wordfreq": ("examples/wordfreq.py", "top_words", [
        ["The cat and the hat. The end!", 2],
        ["", 3],
        ["Ça va? ça VA, ÇA", 1],
        ["a b a c b a", 0],
        ["a b a c b a", -1],
        ["x y z", 10],
    ]),
}

PAGE = """<!doctype html>
<meta charset="utf-8">
<title>pyaot web test</title>
<script type="module">
const cases = %(cases)s;
const results = {};
const arg = (a) => typeof a === "string" && a.startsWith("bigint:") ? BigInt(a.slice(7)) : a;
for (const [name, [fn, list]] of Object.entries(cases)) {
  const mod = await import(`./${name}/${name}.mjs`);
  results[name] = [];
  for (const args of list) {
    try {
      // The typed export named after the Python function.
      results[name].push({ok: await mod[fn](...args.map(arg))});
    } catch (e) {
      results[name].push(e instanceof mod.PythonError
        ? {error: e.type, traceback: e.traceback}
        : {failure: String(e)});
    }
  }
}
await fetch("/result", {method: "POST", body: JSON.stringify(results)});
</script>
"""


class Site(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".wasm": "application/wasm"}
    result: dict = {}
    done = threading.Event()

    def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
        body = self.rfile.read(int(self.headers["Content-Length"]))
        Site.result = json.loads(body)
        self.send_response(204)
        self.end_headers()
        Site.done.set()

    def log_message(self, *args) -> None:
        pass


def web_artifacts(name: str) -> tuple[Path, str]:
    """The folder of an example's wasm32_web build, and its files' stem: CI
    builds collatz as //tests:collatz_sample (tests/BUILD.bazel, web_test)."""
    for stem in (name, f"{name}_sample"):
        for manifest in MANIFESTS:
            if manifest.name == f"{stem}.platforms.manifest.json":
                return manifest.parent / f"{stem}.platforms" / "wasm32_web", stem
    raise AssertionError(f"no wasm32_web build of {name} in PYAOT_ARTIFACTS")


def site_with_artifacts() -> Path:
    """A fresh folder holding every example's wasm32_web files, one folder
    each, whose module is NAME/NAME.mjs (a re-export where the build's stem
    differs, typed by its own declarations)."""
    site = Path(tempfile.mkdtemp())
    for name in CASES:
        (site / name).mkdir()
        folder, stem = web_artifacts(name)
        for f in folder.iterdir():
            shutil.copy(f, site / name / f.name)
        if stem != name:
            for suffix in (".mjs", ".d.mts"):
                (site / name / f"{name}{suffix}").write_text(f'export * from "./{stem}.mjs";\n')
    return site


@pytest.fixture(scope="module")
def browser_results() -> dict:
    site = site_with_artifacts()
    cases = {name: [fn, args] for name, (_, fn, args) in CASES.items()}
    (site / "index.html").write_text(PAGE % {"cases": json.dumps(cases)})
    handler = lambda *a: Site(*a, directory=str(site))  # noqa: E731
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    profile = tempfile.mkdtemp()
    browser = subprocess.Popen(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
         "--no-first-run", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--enable-logging=stderr", "--v=0", f"--user-data-dir={profile}",
         f"http://127.0.0.1:{server.server_address[1]}/index.html"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        finished = Site.done.wait(120)
    finally:
        browser.kill()
        log = browser.communicate()[1]
        server.shutdown()
    assert finished, "the page never reported its results; Chromium said:\n" + log[-4000:]
    return Site.result


def expected(path: str, function: str, args: list) -> dict:
    module = load_reference_module(Path(path), [Path(".")])
    args = [int(a[7:]) if isinstance(a, str) and a.startswith("bigint:") else a for a in args]
    try:
        # Through JSON, as the loader hands results to JavaScript.
        return {"ok": json.loads(json.dumps(getattr(module, function)(*args)))}
    except Exception as e:  # noqa: BLE001
        return {"error": type(e).__name__}


@pytest.mark.parametrize("name", sorted(CASES))
def test_browser_matches_cpython(name: str, browser_results: dict) -> None:
    path, function, cases = CASES[name]
    got = browser_results[name]
    assert len(got) == len(cases)
    for args, result in zip(cases, got):
        traceback = result.pop("traceback", None)
        assert result == expected(path, function, args), args
        if traceback:
            assert traceback.startswith("Traceback (most recent call last):")
            assert f'File "{path}"' in traceback


TSC = shutil.which("tsc")

# A TypeScript program using the generated declarations, and one misusing them.
TS_GOOD = """import { collatz_length, PythonError } from "./collatz/collatz.mjs";
import { top_words } from "./wordfreq/wordfreq.mjs";
const steps: number = await collatz_length(27);
const big: number = await collatz_length(9007199254740993n);
const top: Array<[string, number]> = await top_words("a b a", 2);
try { await collatz_length(0); } catch (e) { if (e instanceof PythonError) console.log(e.type, e.traceback); }
console.log(steps, big, top[0][0].toUpperCase(), top[0][1] + 1);
"""
TS_BAD = {
    "argument type": 'import { collatz_length } from "./collatz/collatz.mjs";\n'
                     'await collatz_length("27");\n',
    "result type": 'import { top_words } from "./wordfreq/wordfreq.mjs";\n'
                   'const n: number = await top_words("a", 1);\n',
    "arity": 'import { top_words } from "./wordfreq/wordfreq.mjs";\n'
             'await top_words("a");\n',
}


def typecheck(source: str) -> subprocess.CompletedProcess:
    site = site_with_artifacts()
    (site / "consumer.mts").write_text(source)
    return subprocess.run(
        [TSC, "--noEmit", "--strict", "--target", "es2022", "--module", "nodenext",
         "--moduleResolution", "nodenext", "--lib", "es2022,dom", "consumer.mts"],
        cwd=site, capture_output=True, text=True, timeout=120)


@pytest.mark.skipif(TSC is None, reason="no TypeScript compiler: npm install -g typescript "
                                        "(tools/setup.sh does)")
def test_typescript_declarations_type_check_callers() -> None:
    good = typecheck(TS_GOOD)
    assert good.returncode == 0, good.stdout + good.stderr
    for what, source in TS_BAD.items():
        bad = typecheck(source)
        assert bad.returncode != 0 and "error TS" in bad.stdout, (what, bad.stdout)
