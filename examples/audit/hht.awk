# hht.awk -- a code that is not galpha's: HHT-alpha (Hilber-Hughes-Taylor,
# alpha in [-1/3, 0]) on the oscillator y'' = -y (galpha's problem
# `oscillator`, omega = 1) from y = 1, z = 0, on the step sizes read from a
# file (one a line, as galpha audit's {steps} writes them), writing galpha
# run's format (t y1 z1 a1, one row per step).  Its a is HHT's: f(y) = -y,
# the force part, as galpha's hht carries it.
#   awk -v steps=FILE [-v alpha=A] [-v fix=0] [-v beta=B -v gamma=G] -f hht.awk > OUT
# One step from (y0, z0, a0) of size h, f0 = -y0, beta = (1 - alpha)^2/4,
# gamma = 1/2 - alpha:
#   y1 = y0 + h z0 + h^2/2 ((1 - 2 beta) a0 + 2 beta a1)
#   z1 = z0 + h ((1 - gamma) a0 + gamma a1)
#   a1 = (1 + alpha) f(y1) - alpha f0
# solved for a1 in closed form (f is linear).  When the step size changes,
# a0 is first replaced by f0 + (h / h_prev)(a0 - f0) (seed 002's correction
# (2.3)); fix=0 leaves the correction out: the bug galpha audit's probe "no
# step-change correction" names.  beta and gamma given replace the values
# alpha gives (e.g. the other sign convention's (1 + alpha)^2/4, 1/2 + alpha).
BEGIN {
  if (alpha == "") alpha = -0.2
  if (fix == "") fix = 1
  if (beta == "") beta = (1 - alpha) * (1 - alpha) / 4
  if (gamma == "") gamma = 0.5 - alpha
  t = 0; y = 1; z = 0; a = -y; hprev = 0
  print "t\ty1\tz1\ta1"
  printf "%.17g\t%.17g\t%.17g\t%.17g\n", t, y, z, a
  while ((getline h < steps) > 0) {
    f0 = -y
    if (fix && hprev > 0 && h != hprev) a = f0 + (h / hprev) * (a - f0)
    p = y + h * z + h * h * (0.5 - beta) * a
    a1 = (-(1 + alpha) * p - alpha * f0) / (1 + (1 + alpha) * h * h * beta)
    y1 = p + h * h * beta * a1
    z = z + h * ((1 - gamma) * a + gamma * a1)
    y = y1; a = a1; t += h; hprev = h
    printf "%.17g\t%.17g\t%.17g\t%.17g\n", t, y, z, a
  }
}
