# newmark.awk -- a code that is not galpha's: Newmark's method on the
# oscillator y'' = -y (galpha's problem `oscillator`, omega = 1) from y = 1,
# z = 0, writing galpha run's format (t y1 z1 a1, one row per step).
#   awk -v h=H -v T=T [-v beta=B] [-v gamma=G] [-v own=1] -f newmark.awk > OUT
# beta = 1/4, gamma = 1/2 (the trapezoidal rule, order 2) by default; with
# own=1 the header is its own (time x v acc), read through newmark.columns.
BEGIN {
  if (beta == "") beta = 0.25
  if (gamma == "") gamma = 0.5
  n = int (T / h + 0.5); y = 1; z = 0; a = -y
  if (own) print "time\tx\tv\tacc"; else print "t\ty1\tz1\ta1"
  for (i = 0; i <= n; i++) {
    printf "%.17g\t%.17g\t%.17g\t%.17g\n", (i == n ? T : i * h), y, z, a
    y1 = (y + h * z + h * h * (0.5 - beta) * a) / (1 + beta * h * h)
    a1 = -y1
    z = z + h * ((1 - gamma) * a + gamma * a1)
    y = y1; a = a1
  }
}
