"""k-means clustering of random 2-D points in pure Python. The points come
from three Gaussian blobs drawn with a fixed seed, so every run prints the
same centroids."""

import math
import random

K = 3
POINTS_PER_BLOB = 60
BLOBS = [(2.0, 3.0, 0.6), (7.5, 1.0, 0.9), (5.0, 8.0, 0.7)]


def make_points():
    points = []
    for cx, cy, spread in BLOBS:
        for _ in range(POINTS_PER_BLOB):
            points.append((random.gauss(cx, spread), random.gauss(cy, spread)))
    random.shuffle(points)
    return points


def distance(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


def closest(point, centroids):
    best = 0
    best_d = distance(point, centroids[0])
    for i in range(1, len(centroids)):
        d = distance(point, centroids[i])
        if d < best_d:
            best, best_d = i, d
    return best


def mean(points):
    n = len(points)
    return (sum(p[0] for p in points) / n, sum(p[1] for p in points) / n)


def kmeans(points, k, max_iterations=100):
    centroids = random.sample(points, k)
    for iteration in range(1, max_iterations + 1):
        clusters = [[] for _ in range(k)]
        for p in points:
            clusters[closest(p, centroids)].append(p)
        new = [mean(c) if c else random.choice(points) for c in clusters]
        if new == centroids:
            return centroids, clusters, iteration
        centroids = new
    return centroids, clusters, max_iterations


def main() -> None:
    random.seed(12345)
    points = make_points()
    centroids, clusters, iterations = kmeans(points, K)
    print("converged after %d iterations" % iterations)
    order = sorted(range(K), key=lambda i: centroids[i])
    for i in order:
        cx, cy = centroids[i]
        spread = max(distance(p, centroids[i]) for p in clusters[i])
        print("centroid (%.4f, %.4f)  size %3d  radius %.3f" % (cx, cy, len(clusters[i]), spread))
    inertia = sum(distance(p, centroids[closest(p, centroids)]) ** 2 for p in points)
    print("inertia %.6f" % inertia)
    print("random after: %d" % random.randint(1, 1000000))


if __name__ == "__main__":
    main()
