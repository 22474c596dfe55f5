// Hand-written C++ equivalent of examples/orbit.py:energy_drift (std::hypot
// instead of CPython's correctly-rounded hypot; results agree to ~1e-15).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

static double energy(double x, double y, double vx, double vy) {
  return 0.5 * (vx * vx + vy * vy) - 1.0 / std::hypot(x, y);
}

int main(int argc, char** argv) {
  if (argc != 3) return 2;
  const std::int64_t steps = std::atoll(argv[1]);
  const double dt = std::atof(argv[2]);
  double x = 1.0, y = 0.0, vx = 0.0, vy = 1.1;
  const double e0 = energy(x, y, vx, vy);
  double r = std::hypot(x, y);
  double ax = -x / (r * r * r), ay = -y / (r * r * r);
  for (std::int64_t i = 0; i < steps; ++i) {
    vx += 0.5 * dt * ax;
    vy += 0.5 * dt * ay;
    x += dt * vx;
    y += dt * vy;
    r = std::hypot(x, y);
    ax = -x / (r * r * r);
    ay = -y / (r * r * r);
    vx += 0.5 * dt * ax;
    vy += 0.5 * dt * ay;
  }
  std::printf("%.17g\n", (energy(x, y, vx, vy) - e0) / std::fabs(e0));
}
