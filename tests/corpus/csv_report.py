"""CSV-like parsing of embedded text by hand (quoted fields, escaped quotes),
then grouping, aggregation and a formatted report."""

from collections import defaultdict
from statistics import mean, median

DATA = '''region,rep,product,units,price
North,"Smith, J",Widget,10,2.50
North,"Smith, J",Gadget,3,19.99
South,Alvarez,Widget,25,2.45
South,Alvarez,"Gizmo ""XL""",1,149.00
East,Chen,Gadget,7,18.50
East,Chen,Widget,40,2.40
North,O'Brien,Gizmo,2,120.00
West,Kowalski,Widget,0,2.50
South,Nakamura,Gadget,12,19.00
East,"Chen",Gizmo,4,125.00
'''


def split_line(line):
    fields, cur, quoted, i = [], [], False, 0
    while i < len(line):
        ch = line[i]
        if quoted:
            if ch == '"' and i + 1 < len(line) and line[i + 1] == '"':
                cur.append('"')
                i += 1
            elif ch == '"':
                quoted = False
            else:
                cur.append(ch)
        elif ch == '"':
            quoted = True
        elif ch == ",":
            fields.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    fields.append("".join(cur))
    return fields


def parse(text):
    lines = text.strip().splitlines()
    header = split_line(lines[0])
    rows = []
    for line in lines[1:]:
        rec = dict(zip(header, split_line(line)))
        rec["units"] = int(rec["units"])
        rec["price"] = float(rec["price"])
        rows.append(rec)
    return rows


def main() -> None:
    rows = parse(DATA)
    print(len(rows), "rows; products:", sorted({r["product"] for r in rows}))
    by_region = defaultdict(list)
    for r in rows:
        by_region[r["region"]].append(r["units"] * r["price"])
    print(f"{'Region':<8}{'Sales':>10}{'Mean':>10}{'Median':>10}")
    for region, sales in sorted(by_region.items(), key=lambda kv: -sum(kv[1])):
        print(f"{region:<8}{sum(sales):>10.2f}{mean(sales):>10.2f}{median(sales):>10.2f}")
    reps = defaultdict(int)
    for r in rows:
        reps[r["rep"]] += r["units"]
    best = max(reps, key=reps.get)
    print("top rep: %s with %d units" % (best, reps[best]))
    print("zero-unit lines:", [r["rep"] for r in rows if not r["units"]])
    total = sum(r["units"] * r["price"] for r in rows)
    print("Total: {:,.2f}".format(total))


if __name__ == "__main__":
    main()
