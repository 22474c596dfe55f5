"""A little markup language rendered to HTML with regular expressions:
headings, emphasis, inline code, links and lists, then a table of contents
and a word count of the rendered text with its tags stripped."""

import re

SOURCE = """# Regular expressions
Some *emphasis*, some **strong text** and `inline code`.
See [the docs](https://docs.python.org/3/library/re.html) or [home](/).

## Lists
- first item with `code`
- second *item*
- third

## Escaping & entities
Use &lt; and 3 < 4 > 2, but keep **bold <b>**.
"""


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def inline(text):
    text = escape(text)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"\*(.+?)\*", r"<em>\1</em>", text)
    text = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", lambda m: f'<a href="{m.group(2)}">{m.group(1)}</a>', text)
    return text


def slug(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def render(source):
    html = []
    toc = []
    in_list = False
    for line in source.splitlines():
        heading = re.match(r"(#{1,6})\s+(.*)", line)
        item = re.match(r"[-*]\s+(.*)", line)
        if in_list and not item:
            html.append("</ul>")
            in_list = False
        if heading:
            level = len(heading.group(1))
            title = heading.group(2)
            toc.append((level, title, slug(title)))
            html.append(f'<h{level} id="{slug(title)}">{inline(title)}</h{level}>')
        elif item:
            if not in_list:
                html.append("<ul>")
                in_list = True
            html.append(f"<li>{inline(item.group(1))}</li>")
        elif line.strip():
            html.append(f"<p>{inline(line)}</p>")
    if in_list:
        html.append("</ul>")
    return html, toc


def main() -> None:
    html, toc = render(SOURCE)
    for line in html:
        print(line)
    print("contents:")
    for level, title, anchor in toc:
        print("  " * (level - 1) + f"- {title} (#{anchor})")
    text = re.sub(r"<[^>]+>", "", "\n".join(html))
    words = re.findall(r"[A-Za-z']+", text)
    print(len(words), "words;", len(re.findall(r"&\w+;", text)), "entities")
    longest = max(words, key=len)
    print("longest word:", longest, "| split:", re.split(r"\s*[,.;:]\s*", "a, b; c.d:e"))


if __name__ == "__main__":
    main()
