"""A JSON-like tokenizer: punctuation, strings with escapes, numbers and
keywords. Returns (tokens, strings, numbers, characters in strings)."""


def json_tokens(text: str) -> tuple[int, int, int, int]:
    tokens = 0
    strings = 0
    numbers = 0
    chars = 0
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == " " or c == "\n" or c == "\t" or c == "\r":
            i += 1
        elif c in "{}[]:,":
            tokens += 1
            i += 1
        elif c == '"':
            i += 1
            while i < n and text[i] != '"':
                if text[i] == "\\":
                    i += 1
                i += 1
                chars += 1
            i += 1
            tokens += 1
            strings += 1
        elif c == "-" or c.isdigit():
            i += 1
            while i < n and (text[i].isdigit() or text[i] in ".eE+-"):
                i += 1
            tokens += 1
            numbers += 1
        elif c.isalpha():
            while i < n and text[i].isalpha():
                i += 1
            tokens += 1
        else:
            raise ValueError("unexpected character " + c)
    return tokens, strings, numbers, chars
