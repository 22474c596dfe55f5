"""Generators with try/finally, consumed partially.

A generator appends tags to a log list (started, resumed, finished, and in
`finally`) and the consumer reads the log back. CPython closes a generator
when its last reference goes (refcounting): at the end of the `for` that
made it (after `break` too), when a consumer returns early, when any()/
zip()/next() stop drawing from it; so `finally` has run by the next line,
and the log shows it.

Consumption never happens inside a try body or handler: there CPython's
traceback keeps a suspended generator alive until the handler ends, while
compiled code closes it as the stack unwinds (a difference no program can
rely on).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from gen_core import LIST, Scope

if TYPE_CHECKING:
    from program_gen import ProgramGenerator



@dataclass
class GeneratorDef:
    name: str
    params: list[tuple[str, str]]  # (name, type); always one `log: list[int]`


class Generators:
    def __init__(self, gen: ProgramGenerator):
        self.gen = gen
        self.rng = gen.rng
        self.defined: list[GeneratorDef] = []
        self.tag = 0

    def reset(self) -> None:
        self.defined = []

    def next_tag(self) -> int:
        self.tag += 1
        return self.tag

    # ------------------------------------------------------------ definitions

    def define(self, name: str) -> list[str]:
        rng = self.rng
        source = rng.choice(["range", "range", "list", "while"])
        params = [("n", "int")] if source != "list" else [("xs", LIST)]
        params.append(("log", LIST))
        rng.shuffle(params)
        annotate = rng.random() < 0.5
        sig = ", ".join(f"{p}: {t}" if annotate else p for p, t in params)
        ret = " -> Iterator[int]" if annotate and rng.random() < 0.5 else ""
        lines = [f"def {name}({sig}){ret}:", f"    log.append({self.next_tag()})"]
        body = self.loop(source, "        ")
        if self.defined and rng.random() < 0.25:
            body.append(f"        yield from {self.call(self.rng.choice(self.defined))}")
        if rng.random() < 0.7:
            body.append(f"        log.append({self.next_tag()})")
        lines += ["    try:"] + body + ["    finally:"]
        if rng.random() < 0.3:
            lines.append(f"        print(\"finally\", {self.next_tag()})")
        lines.append(f"        log.append({self.next_tag()})")
        if rng.random() < 0.3:
            lines.append(f"    log.append({self.next_tag()})")
        self.defined.append(GeneratorDef(name, params))
        return lines

    def loop(self, source: str, indent: str) -> list[str]:
        rng = self.rng
        value = rng.choice(["v", "v * 2", "v - len(log)", "v % 3"])
        if source == "list":
            head = [f"{indent}for v in xs:"]
        elif source == "range":
            head = [f"{indent}for v in range(n):"]
        else:
            head = [f"{indent}v = 0", f"{indent}while v < n:", f"{indent}    v += 1"]
        inner = indent + "    "
        body = []
        if rng.random() < 0.15:
            body += [f"{inner}if v == {rng.randint(1, 4)}:",
                     f"{inner}    raise ValueError(\"from the generator\")"]
        if rng.random() < 0.3:  # a nested try/finally around the yield
            body += [f"{inner}try:", f"{inner}    yield {value}",
                     f"{inner}finally:", f"{inner}    log.append({self.next_tag()})"]
        else:
            body.append(f"{inner}yield {value}")
        if rng.random() < 0.5:
            body.append(f"{inner}log.append({self.next_tag()})")
        return head + body

    def call(self, g: GeneratorDef, args: dict[str, str] | None = None) -> str:
        """A call of g with the given arguments (by parameter name)."""
        args = args or {p: p if p == "log" else {"n": "2", "xs": "[1, 2]"}[p]
                        for p, _ in g.params}
        return f"{g.name}({', '.join(args[p] for p, _ in g.params)})"

    # ------------------------------------------------------------ consumption

    def arguments(self, scope: Scope, g: GeneratorDef, log: str) -> tuple[dict[str, str], list[int]]:
        """Arguments for g, and the alias groups it iterates lazily."""
        args, groups = {"log": log}, []
        for p, t in g.params:
            if p == "n":
                args[p] = self.rng.choice([str(self.rng.randint(0, 5)),
                                           f"({self.gen.expr(scope, 'int', 1)}) % 6"])
            elif p == "xs":
                code, group = self.gen.container_arg(scope, LIST, False, 1)
                if self.gen.same_group(group, scope.groups.get(log)):
                    # Iterating the log it appends to would never end.
                    code, group = self.gen.containers.display(scope, LIST), None
                args[p] = code
                if group is not None:
                    groups.append(group)
        return args, groups

    def log_list(self, scope: Scope, indent: str) -> tuple[str, list[str]]:
        """The list the generator logs into: an existing one, or a new one."""
        names = [n for n, t in scope.types.items() if t == LIST and n in scope.bound
                 and self.gen.may_mutate(scope, n, record=False)]
        if names and self.rng.random() < 0.4:
            name = self.rng.choice(names)
            self.gen.may_mutate(scope, name)
            return name, []
        name = self.gen.fresh("log")
        scope.bind(name, LIST)
        scope.groups[name] = self.gen.aliases.new()
        self.gen.may_mutate(scope, name)
        return name, [f"{indent}{name}: list[int] = []"]

    def statement(self, scope: Scope, depth: int, indent: str) -> list[str] | None:
        if not self.defined or scope.in_try or scope.no_jumps:
            return None
        g = self.rng.choice(self.defined)
        log, lines = self.log_list(scope, indent)
        args, groups = self.arguments(scope, g, log)
        call = self.call(g, args)
        scope.func.consumes_generator = True
        r = self.rng.random()
        if self.gen.unsupported(0.2):  # next() and stored generators: refused today
            lines += (self.next_once if r < 0.6 else self.stored)(scope, call, indent)
        elif r < 0.6 and depth > 0:
            lines += self.loop_with_break(scope, depth, call, groups, indent)
        else:
            lines += self.builtin(scope, call, indent)
        if self.rng.random() < 0.6:
            lines.append(f"{indent}print({log})")
        return lines

    def loop_with_break(self, scope: Scope, depth: int, call: str, groups: list[int],
                        indent: str) -> list[str]:
        rng = self.rng
        inner = scope.child(loop_depth=scope.loop_depth + 1, straight=False,
                            frozen=scope.frozen | {self.gen.aliases.find(g) for g in groups})
        v = self.gen.fresh("v")
        inner.bind(v, "int")
        r = rng.random()
        if r < 0.15:
            i = self.gen.fresh("v")
            inner.bind(i, "int")
            head = f"for {i}, {v} in enumerate({call}):"
        elif r < 0.3:
            w = self.gen.fresh("v")
            inner.bind(w, "int")
            other = self.gen.iteration.sequence(scope, 1)
            inner.frozen |= {self.gen.aliases.find(g) for g in other.groups}
            if other.items != ["int"]:
                other.code = f"[{rng.randint(0, 3)}, {rng.randint(0, 3)}]"
            head = f"for {v}, {w} in zip({call}, {other.code}):"
        else:
            head = f"for {v} in {call}:"
        stop = [f"{indent}    if {v} >= {rng.randint(0, 3)}:", f"{indent}        break"]
        before = self.gen.statements.stmts(inner, depth - 1, rng.randint(0, 1), indent + "    ")
        after = self.gen.statements.stmts(inner, depth - 1, rng.randint(0, 1), indent + "    ")
        return [f"{indent}{head}"] + before + stop + after

    def builtin(self, scope: Scope, call: str, indent: str) -> list[str]:
        """A builtin that may stop early (any/all/zip/next) or drain it."""
        rng = self.rng
        k = rng.randint(0, 3)
        forms = [("int", f"sum({call})"), ("bool", f"any(v > {k} for v in {call})"),
                 ("bool", f"all(v < {k} for v in {call})"), (LIST, f"list({call})"),
                 (LIST, f"[v for v in {call} if v != {k}]"), ("int", f"max({call}, default=-1)"),
                 (LIST, f"sorted({call}, reverse=True)"), ("int", f"len(list({call}))"),
                 (LIST, f"[p + q for p, q in zip({call}, [{k}, {k + 1}])]")]
        t, code = rng.choice(forms)
        name = self.gen.fresh({"int": "i", "bool": "b", LIST: "xs"}[t])
        scope.bind(name, t)
        if t == LIST:
            scope.groups[name] = self.gen.aliases.new()
        return [f"{indent}{name} = {code}"]

    def next_once(self, scope: Scope, call: str, indent: str) -> list[str]:
        name = self.gen.fresh("i")
        scope.bind(name, "int")
        default = ", -1" if self.rng.random() < 0.5 else ""
        return [f"{indent}{name} = next({call}{default})"]

    def stored(self, scope: Scope, call: str, indent: str) -> list[str]:
        it, name = self.gen.fresh("it"), self.gen.fresh("i")
        scope.bind(name, "int")
        return [f"{indent}{it} = {call}", f"{indent}{name} = next({it}, -1)",
                f"{indent}{it} = {call}"]

    # -------------------------------------------------------------- consumers

    def consumer(self, name: str) -> list[str]:
        """A helper that returns from inside its loop over a generator."""
        g = self.rng.choice(self.defined)
        annotate = self.rng.random() < 0.5
        params = [("n", "int"), ("log", LIST)]
        scope, prologue = self.gen.scope_for(params, "int", is_entry=False)
        scope.func.consumes_generator = True
        sig = ", ".join(f"{p}: {t}" if annotate else p for p, t in params)
        lines = [f"def {name}({sig}){' -> int' if annotate else ''}:"]
        lines += [f"    {line}" for line in prologue]
        lines += self.gen.statements.block(scope, 1, self.rng.randint(0, 2), "    ")
        args, groups = self.arguments(scope, g, "log")
        if "n" in args:
            args["n"] = "n % 7"
        inner = scope.child(loop_depth=1, straight=False,
                            frozen=scope.frozen | {self.gen.aliases.find(x) for x in groups})
        inner.bind("v", "int")
        lines.append(f"    for v in {self.call(g, args)}:")
        body = self.gen.statements.block(inner, 1, self.rng.randint(0, 2), "        ")
        lines += body + [f"        if v >= {self.rng.randint(0, 3)}:", "            return v"]
        lines.append(f"    return {self.gen.expr(scope, 'int', 1)}")
        self.gen.register_helper(name, params, "int", scope)
        return lines
