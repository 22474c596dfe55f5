"""A small stack-based virtual machine with a two-pass assembler (labels,
comments), plus a Brainfuck interpreter with precomputed bracket jumps."""

OPCODES = {
    "push": 1, "pop": 0, "add": 0, "sub": 0, "mul": 0, "div": 0, "mod": 0,
    "dup": 0, "swap": 0, "over": 0, "jmp": 1, "jz": 1, "jnz": 1,
    "load": 1, "store": 1, "print": 0, "call": 1, "ret": 0, "halt": 0,
    "lt": 0, "eq": 0,
}


class VMError(Exception):
    pass


class AssemblyError(VMError):
    def __init__(self, lineno, message):
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno


def assemble(source):
    labels = {}
    raw = []
    for lineno, line in enumerate(source.splitlines(), 1):
        line = line.split(";", 1)[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(raw)
            continue
        parts = line.split()
        op = parts[0].lower()
        if op not in OPCODES:
            raise AssemblyError(lineno, f"unknown opcode {op!r}")
        if len(parts) - 1 != OPCODES[op]:
            raise AssemblyError(lineno, f"{op} takes {OPCODES[op]} operand(s)")
        raw.append((lineno, op, parts[1] if len(parts) > 1 else None))
    program = []
    for lineno, op, arg in raw:
        if arg is None:
            program.append((op, 0))
        elif arg.lstrip("-").isdigit():
            program.append((op, int(arg)))
        elif arg in labels:
            program.append((op, labels[arg]))
        else:
            raise AssemblyError(lineno, f"undefined label {arg!r}")
    return program


class VM:
    def __init__(self, program, memory_size=16):
        self.program = program
        self.stack = []
        self.calls = []
        self.memory = [0] * memory_size
        self.output = []
        self.steps = 0

    def pop(self):
        if not self.stack:
            raise VMError("stack underflow")
        return self.stack.pop()

    def run(self, max_steps=100000):
        pc = 0
        while pc < len(self.program):
            self.steps += 1
            if self.steps > max_steps:
                raise VMError("step limit exceeded")
            op, arg = self.program[pc]
            pc += 1
            if op == "push":
                self.stack.append(arg)
            elif op == "pop":
                self.pop()
            elif op in ("add", "sub", "mul", "div", "mod", "lt", "eq"):
                b = self.pop()
                a = self.pop()
                if op == "add":
                    self.stack.append(a + b)
                elif op == "sub":
                    self.stack.append(a - b)
                elif op == "mul":
                    self.stack.append(a * b)
                elif op == "lt":
                    self.stack.append(1 if a < b else 0)
                elif op == "eq":
                    self.stack.append(int(a == b))
                else:
                    if b == 0:
                        raise VMError(f"division by zero at pc={pc - 1}")
                    self.stack.append(a // b if op == "div" else a % b)
            elif op == "dup":
                v = self.pop()
                self.stack.extend((v, v))
            elif op == "swap":
                b, a = self.pop(), self.pop()
                self.stack += [b, a]
            elif op == "over":
                self.stack.append(self.stack[-2])
            elif op == "jmp":
                pc = arg
            elif op == "jz":
                if self.pop() == 0:
                    pc = arg
            elif op == "jnz":
                if self.pop() != 0:
                    pc = arg
            elif op == "load":
                self.stack.append(self.memory[arg])
            elif op == "store":
                self.memory[arg] = self.pop()
            elif op == "print":
                self.output.append(str(self.pop()))
            elif op == "call":
                self.calls.append(pc)
                pc = arg
            elif op == "ret":
                pc = self.calls.pop()
            elif op == "halt":
                break
        return self.output


FACTORIAL = """
; compute 1! .. 10! and print them
    push 1
    store 0        ; i = 1
    push 1
    store 1        ; acc = 1
loop:
    load 0
    push 11
    lt
    jz done
    load 1
    load 0
    mul
    dup
    store 1
    print
    load 0
    push 1
    add
    store 0
    jmp loop
done:
    halt
"""

GCD = """
    push 1071
    push 462
    call gcd
    print
    push 270
    push 192
    call gcd
    print
    halt
gcd:            ; ( a b -- gcd )
    dup
    jz gcd_end
    swap
    over
    mod
    jmp gcd
gcd_end:
    pop
    ret
"""

BAD_PROGRAMS = [
    "push 1\nfrob 2\n",
    "push\n",
    "jmp nowhere\n",
    "push 1\npush 0\ndiv\n",
    "add\n",
    "spin:\njmp spin\n",
]


def brainfuck(code, data=""):
    jumps = {}
    stack = []
    for i, ch in enumerate(code):
        if ch == "[":
            stack.append(i)
        elif ch == "]":
            j = stack.pop()
            jumps[i] = j
            jumps[j] = i
    tape = [0] * 300
    ptr = pc = 0
    inp = list(data)
    out = []
    while pc < len(code):
        ch = code[pc]
        if ch == ">":
            ptr += 1
        elif ch == "<":
            ptr -= 1
        elif ch == "+":
            tape[ptr] = (tape[ptr] + 1) % 256
        elif ch == "-":
            tape[ptr] = (tape[ptr] - 1) % 256
        elif ch == ".":
            out.append(chr(tape[ptr]))
        elif ch == ",":
            tape[ptr] = ord(inp.pop(0)) if inp else 0
        elif ch == "[" and tape[ptr] == 0:
            pc = jumps[pc]
        elif ch == "]" and tape[ptr] != 0:
            pc = jumps[pc]
        pc += 1
    return "".join(out)


HELLO = ("++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++."
         ">>.<-.<.+++.------.--------.>>+.")
REVERSE = ">,[>,]<[.<]"
UPPER = ",[>++++[<-------->-]<.,]"


def main() -> None:
    vm = VM(assemble(FACTORIAL))
    print("factorials:", " ".join(vm.run()))
    print("steps:", vm.steps, "memory:", vm.memory[:2])
    vm = VM(assemble(GCD))
    print("gcds:", vm.run(), "stack left:", vm.stack)
    for src in BAD_PROGRAMS:
        try:
            VM(assemble(src)).run(max_steps=500)
            print("ran ok?")
        except AssemblyError as e:
            print("assembly error at", e.lineno, "-", e)
        except VMError as e:
            print("runtime error:", e)
    print(repr(brainfuck(HELLO)))
    print(brainfuck(REVERSE, "stressed"))
    print(brainfuck(UPPER, "shout"))
    counts = {}
    for ch in HELLO:
        counts[ch] = counts.get(ch, 0) + 1
    print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


if __name__ == "__main__":
    main()
