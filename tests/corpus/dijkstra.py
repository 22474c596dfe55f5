"""Shortest paths over a road map with Dijkstra's algorithm and a heapq
priority queue; the map is parsed from a text table."""

import heapq

ROADS = """
Amsterdam Berlin 649
Amsterdam Brussels 211
Amsterdam Paris 503
Berlin Prague 350
Berlin Vienna 681
Berlin Warsaw 573
Brussels Paris 312
Brussels Luxembourg 213
Luxembourg Paris 373
Luxembourg Zurich 403
Paris Lyon 465
Lyon Zurich 412
Lyon Milan 442
Zurich Milan 279
Zurich Munich 313
Munich Prague 383
Munich Vienna 434
Prague Vienna 333
Vienna Budapest 243
Warsaw Budapest 870
Milan Rome 574
Rome Naples 226
Vienna Venice 610
Venice Milan 267
Venice Rome 528
"""


def parse(text):
    graph = {}
    for line in text.strip().splitlines():
        a, b, km = line.split()
        graph.setdefault(a, []).append((b, int(km)))
        graph.setdefault(b, []).append((a, int(km)))
    return graph


def dijkstra(graph, source):
    dist = {node: float('inf') for node in graph}
    prev = {}
    dist[source] = 0
    queue = [(0, source)]
    while queue:
        d, node = heapq.heappop(queue)
        if d > dist[node]:
            continue
        for neighbour, weight in graph[node]:
            alt = d + weight
            if alt < dist[neighbour]:
                dist[neighbour] = alt
                prev[neighbour] = node
                heapq.heappush(queue, (alt, neighbour))
    return dist, prev


def path_to(prev, target):
    path = [target]
    while path[-1] in prev:
        path.append(prev[path[-1]])
    path.reverse()
    return path


def main() -> None:
    graph = parse(ROADS)
    print("%d cities, %d roads" % (len(graph), sum(len(v) for v in graph.values()) // 2))
    for source in ("Amsterdam", "Naples"):
        dist, prev = dijkstra(graph, source)
        print("from %s:" % source)
        for city in sorted(graph, key=lambda c: (dist[c], c)):
            if city == source:
                continue
            print("  %-10s %5d km  via %s" % (city, dist[city], " -> ".join(path_to(prev, city))))


if __name__ == "__main__":
    main()
