// N-body, as bench/suite/kernels/nbody.py: five bodies, plain arrays.
#include <cmath>
#include "bench/suite/handwritten/harness.hpp"

static double nbody(long steps) {
  const double pi = 3.141592653589793, sm = 4 * pi * pi, dpy = 365.24;
  double x[5] = {0, 4.84143144246472090e+00, 8.34336671824457987e+00, 1.28943695621391310e+01, 1.53796971148509165e+01};
  double y[5] = {0, -1.16032004402742839e+00, 4.12479856412430479e+00, -1.51111514016986312e+01, -2.59193146099879641e+01};
  double z[5] = {0, -1.03622044471123109e-01, -4.03523417114321381e-01, -2.23307578892655734e-01, 1.79258772950371181e-01};
  double vx[5] = {0, 1.66007664274403694e-03 * dpy, -2.76742510726862411e-03 * dpy, 2.96460137564761618e-03 * dpy, 2.68067772490389322e-03 * dpy};
  double vy[5] = {0, 7.69901118419740425e-03 * dpy, 4.99852801234917238e-03 * dpy, 2.37847173959480950e-03 * dpy, 1.62824170038242295e-03 * dpy};
  double vz[5] = {0, -6.90460016972063023e-05 * dpy, 2.30417297573763929e-05 * dpy, -2.96589568540237556e-05 * dpy, -9.51592254519715870e-05 * dpy};
  double m[5] = {sm, 9.54791938424326609e-04 * sm, 2.85885980666130812e-04 * sm, 4.36624404335156298e-05 * sm, 5.15138902046611451e-05 * sm};
  double px = 0, py = 0, pz = 0;
  for (int i = 0; i < 5; ++i) { px += vx[i] * m[i]; py += vy[i] * m[i]; pz += vz[i] * m[i]; }
  vx[0] = -px / sm; vy[0] = -py / sm; vz[0] = -pz / sm;
  const double dt = 0.01;
  for (long s = 0; s < steps; ++s) {
    for (int i = 0; i < 5; ++i) {
      for (int j = i + 1; j < 5; ++j) {
        double dx = x[i] - x[j], dy = y[i] - y[j], dz = z[i] - z[j];
        double d2 = dx * dx + dy * dy + dz * dz;
        double mag = dt / (d2 * std::sqrt(d2));
        double bi = m[i] * mag, bj = m[j] * mag;
        vx[i] -= dx * bj; vy[i] -= dy * bj; vz[i] -= dz * bj;
        vx[j] += dx * bi; vy[j] += dy * bi; vz[j] += dz * bi;
      }
    }
    for (int i = 0; i < 5; ++i) { x[i] += dt * vx[i]; y[i] += dt * vy[i]; z[i] += dt * vz[i]; }
  }
  double e = 0;
  for (int i = 0; i < 5; ++i) {
    e += 0.5 * m[i] * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
    for (int j = i + 1; j < 5; ++j) {
      double dx = x[i] - x[j], dy = y[i] - y[j], dz = z[i] - z[j];
      e -= m[i] * m[j] / std::sqrt(dx * dx + dy * dy + dz * dz);
    }
  }
  return e;
}

int main(int argc, char** argv) {
  long repeat = bench::repeat_flag(argc, argv);
  long steps = std::atol(argv[1]);
  std::printf("%.17g\n", bench::timed(repeat, [&] { return nbody(steps); }));
}
