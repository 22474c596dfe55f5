"""Module-level state: constants rebound by module-level loops, ifs and
try statements, module-level lists and dicts mutated at import and by
compiled functions, and names rebound through `global`.

Whatever of this the compiler accepts must be right; the rest must be a
located refusal. Rebound constants are refused unless the build evaluates
constants by importing the module: run_fuzz compiles most batches that way
(EVALUATE_EVERY), so the values computed are checked too. Each program's names carry its entry's name (F3_N), so the
programs of one module never share state; the harness imports a module with
top-level state afresh for each input (run_fuzz.check_module), since each run
of the compiled program starts afresh. Module-level code is built only of
operations that cannot raise: an exception there would fail the whole import.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from gen_core import DICT_SI, LIST, TUPLE, UNSUPPORTED, Scope

if TYPE_CHECKING:
    from program_gen import ProgramGenerator

# What a program's module state holds: constants rebound at module level;
# with the `unsupported` feature (pyaot refuses them today) module-level
# containers mutated by functions, or scalars rebound through `global`.
MODES = {"constants": 0.5, "containers": 0.25, "global": 0.25}
GLOBAL_DECLARATION = 0.5  # per function and scalar, in the "global" mode
RANGE_UNPACKED = 0.2  # per program: two int constants unpacked from a range
MODULE_CODE = 0.4  # per program without rebinding module code: printing and filling steps


class ModuleState:
    def __init__(self, gen: ProgramGenerator):
        self.gen = gen
        self.rng = gen.rng
        self.names: dict[str, str] = {}  # the current program's module names -> types
        self.groups: dict[str, int] = {}  # its module containers' alias groups
        self.mode = "constants"

    # ------------------------------------------------------------- the module

    def prelude(self, entry: str) -> list[str]:
        rng = self.rng
        p = entry.upper()
        self.names, self.groups = {}, {}
        self.mode = rng.choices(list(MODES), list(MODES.values()))[0] \
            if UNSUPPORTED in self.gen.active else "constants"
        n, x, t, lst, dct = f"{p}_N", f"{p}_X", f"{p}_T", f"{p}_L", f"{p}_D"
        lines = [f"{n} = {rng.randint(-5, 9)}", f"{x} = {rng.choice(['0.5', '2.0', '-1.25'])}",
                 f"{t} = ({rng.randint(0, 5)}, {rng.randint(0, 5)})"]
        self.names.update({n: "int", x: "float", t: TUPLE})
        if rng.random() < RANGE_UNPACKED:  # enum-like constants: `A, B = range(2, 8, 3)`
            start, step = rng.randint(-3, 3), rng.choice([1, 2, -1])
            lines.append(f"{p}_A, {p}_B = range({start}, {start + 2 * step}, {step})")
            self.names.update({f"{p}_A": "int", f"{p}_B": "int"})
        if self.mode == "containers":
            if rng.random() < 0.7:
                lines.append(f"{lst}: list[int] = [{rng.randint(0, 5)}, {rng.randint(0, 5)}]")
                self.names[lst] = LIST
            if lst not in self.names or rng.random() < 0.5:
                lines.append(f"{dct}: dict[str, int] = {{\"a\": {rng.randint(0, 5)}}}")
                self.names[dct] = DICT_SI
        # Rebinding at module level is what the mode is after, but pyaot
        # refuses most of it today (a refusal costs the whole program): most
        # programs read plain constants.
        rebinds = rng.choice([0, 0, 0, 1, 2])
        for _ in range(rebinds):
            lines += self.top_level(p)
        if not rebinds:  # module code reading names bound once (run by the program)
            lines += module_code(entry, p, lst in self.names, dct in self.names)
        for name, t in self.names.items():
            if t in (LIST, DICT_SI):
                self.groups[name] = self.gen.aliases.new()
        return lines

    def top_level(self, p: str) -> list[str]:
        """One module-level statement that rebinds or mutates state."""
        rng = self.rng
        n, x, t = f"{p}_N", f"{p}_X", f"{p}_T"
        lst, dct = f"{p}_L", f"{p}_D"
        i = f"{p}_I"
        has_list, has_dict = lst in self.names, dct in self.names
        effects = [f"{n} += {i}", f"{x} *= 1.5", f"{t} = ({t}[1], {i})"]
        if has_list:
            effects += [f"{lst}.append({i} * {rng.randint(1, 3)})", f"{lst} += [{i}]"]
        if has_dict:
            effects += [f"{dct}[str({i})] = {n}", f"{dct}[\"a\"] += {i}"]
        choice = rng.randrange(6)
        if choice == 0:
            body = rng.sample(effects, min(len(effects), rng.randint(1, 2)))
            if rng.random() < 0.2:  # the loop variable stays a module name (if it ran)
                self.names[i] = "int"
            return [f"for {i} in range({rng.randint(0, 4)}):"] + [f"    {e}" for e in body]
        if choice == 1:
            return [f"if {n} > {rng.randint(-2, 6)}:", f"    {n} = {rng.randint(-9, 9)}",
                    "else:", f"    {x} = {x} + {rng.randint(1, 3)}"]
        if choice == 2:
            w = f"{p}_W"
            self.names[w] = "int"
            return [f"{w} = 0", f"while {w} < {rng.randint(0, 3)}:", f"    {w} += 1",
                    f"    {n} = {n} * 2 + {w}"]
        if choice == 4:  # the handler (or else) runs depending on a rebound value
            k = rng.randint(-2, 6)
            lines = ["try:", f"    {n} = {rng.randint(20, 90)} // ({n} - {k})",
                     "except ZeroDivisionError:", f"    {n} = {k}"]
            if rng.random() < 0.5:
                lines += ["else:", f"    {x} = {x} - {n}"]
            if rng.random() < 0.3:
                lines += ["finally:", f"    {t} = ({t}[0], {n})"]
            return lines
        if choice == 3:
            return [rng.choice([f"{n} = {n} * 3 + 1", f"{t} = ({n}, {n})",
                                f"{x} = {x} / 4", f"{n} += len({t})"])]
        # Stores into a container at the top level are code that runs on
        # import, as calls are (a bare `D["k"] = v` was once ignored).
        if has_list and rng.random() < 0.5:
            return [rng.choice([f"{lst}.extend([{n}, {n}])", f"{lst}.insert(0, {n})",
                                f"{lst}.sort()", f"{lst}[0] = {n}", f"{lst}[-1:] = [{n}]"])]
        if has_dict:
            return [rng.choice([f"{dct}.update({{\"k\": {n}}})", f"{dct}[\"k\"] = {n}",
                                f"{dct}[\"a\"], {n} = {n}, 1"])]
        return [f"{n} -= 1"]

    # ------------------------------------------------------------ functions

    def enter(self, scope: Scope) -> list[str]:
        """Makes the module names visible in a function's scope; some
        scalars declared `global` (then assignable here)."""
        lines = []
        for name, t in self.names.items():
            scope.bind(name, t)
            if name in self.groups:
                scope.groups[name] = self.groups[name]
            if self.mode == "global" and t in ("int", "float") \
                    and self.rng.random() < GLOBAL_DECLARATION:
                lines.append(f"global {name}")
                scope.func.globals_declared.add(name)
            else:
                scope.readonly.add(name)
        return lines

    def statement(self, scope: Scope, depth: int, indent: str) -> list[str] | None:
        rng = self.rng
        declared = sorted(scope.func.globals_declared)
        if declared and rng.random() < 0.4:
            name = rng.choice(declared)
            t = scope.types[name]
            op = rng.choice(["=", "+=", "-="])
            return [f"{indent}{name} {op} {self.gen.expr(scope, t, 2)}"]
        containers = [n for n in self.groups if self.gen.may_mutate(scope, n, record=False)]
        if containers and rng.random() < 0.6:
            name = rng.choice(containers)
            self.gen.may_mutate(scope, name)
            if scope.types[name] == LIST:
                return self.gen.mutations.mutate_list(scope, name, indent)
            return self.gen.mutations.mutate_dict(scope, name, indent)
        names = list(self.names)
        if not names:
            return None
        name = rng.choice(names)
        return [f"{indent}print({name})"]


def module_code(entry: str, p: str, has_list: bool, has_dict: bool) -> list[str]:
    """Module-level statements the compiled program runs when it starts, as
    the import does (pyaot.frontend.module_code): prints, branches and loops
    with loop variables of their own filling the module's containers. They
    read names bound once, and cannot raise. Drawn from an RNG of their own,
    seeded by the entry's name, so every other line of a seed is unchanged."""
    rng = random.Random(f"module-code-{entry}")
    if rng.random() >= MODULE_CODE:
        return []
    n, x, t, k = f"{p}_N", f"{p}_X", f"{p}_T", f"_{p}_k"
    blocks = [[f"print(\"import\", {n}, {t})"]]
    if rng.random() < 0.5:
        blocks.append([f"if {n} % 2 == 0:", f"    print(\"even\", {n} * {x})", "else:",
                       f"    print(\"odd\", {t}[0])"])
    if has_list:
        blocks.append([f"for {k} in range({rng.randint(0, 3)}):",
                       f"    {p}_L.append({k} * {n})"])
        if rng.random() < 0.5:
            blocks.append([f"{p}_L.sort()"])
    if has_dict:
        blocks.append([f"for {k} in sorted({p}_D):",
                       f"    {p}_D[{k} + \"!\"] = len({k}) + {n}"])
    rng.shuffle(blocks)
    return [line for block in blocks for line in block]
