/* bench_grid.c -- what the step grid alone costs at equal steps: why the
   adaptive driver loses to fixed steps on the rolling disk (issue 27 item 3;
   bench/README.md, "The step grid's own cost").  Every run here is a fixed
   sequence of steps taken by gp_stepper_start and gp_stepper_step, exactly
   as the drivers take them, from the consistent start (gp_state_consistent,
   1e-15) to T; errors are the 2-norm of y's error (bench_wp's err_y) against GSL rk8pd at 1e-13
   (gp_reference_solve, _times; the committed references' tolerance), far
   below the table's least error (rk4's, 2e-8).

   --modulation: the grid  t_i = t0 + (T - t0) (u + eps sin(2 pi K u) / (2 pi K)),
   u = i / N, whose steps are h(t) = hbar (1 + eps cos(2 pi K (t - t0) / (T - t0)))
   to first order in 1/N: the same N and the same mean step as the uniform
   grid (eps = 0), modulated K times over the run.  A row per (eps, K):
   the error at T and its ratio to the uniform grid's.

   --adaptive: the adaptive driver's own grid (gp_integrate_adaptive, the
   library's default control, rtol = atol on y, the bench's configuration)
   replayed step by step -- the replay ends in the driver's bits -- against
   the uniform grid with the same number of steps: the error at T and the
   largest error over the run (at every grid point of the run, against the
   reference at that point).

   Deterministic: no timing; the rows are the same on every run. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

#define REF_TOL 1e-13

typedef struct
{
  const gp_problem *P;
  gp_stepper *s;
  gp_state *x;
  const char *label;
} setup;

static void
die (const char *what, const char *why)
{
  fprintf (stderr, "bench_grid: %s: %s\n", what, why);
  exit (1);
}

/* method mname with the production Newton regime (rho >= 0: Chung-Hulbert
   rho_inf = rho instead of the method's default) */
static setup
setup_alloc (const char *pname, const char *mname, double rho)
{
  setup u;
  char why[256];
  u.P = gp_problem_by_name (pname);
  const gp_method *m = gp_method_by_name (mname);
  if (!u.P || !m)
    die (pname, "no such problem or method");
  gp_options o;
  gp_options_for (m, &o);
  if (rho >= 0 && gp_coeffs_chung_hulbert (rho, &o.c, why, sizeof why) != GP_OK)
    die ("rho_inf", why);
  if (strcmp (mname, "rk4") != 0)
    o.newton_mode = GP_NEWTON_PRODUCTION;
  u.s = gp_stepper_alloc (m, u.P, &o, why, sizeof why);
  if (!u.s)
    die (mname, why);
  u.x = gp_stepper_state_alloc (u.s);
  if (!u.x)
    die (mname, "out of memory");
  u.label = mname;
  return u;
}

static void
setup_free (setup *u)
{
  gp_state_free (u->x);
  gp_stepper_free (u->s);
}

/* the 2-norm of y's error, bench_wp's err_y */
static double
dist_y (const gp_state *x, const gp_state *r)
{
  double d[GP_NBLOCKS];
  gp_state_distances (x, r, d);
  return d[GP_Y];
}

/* the steps between the grid points g[0..N] from the consistent start: the
   error at T against rT; R (not NULL): the reference at g[1..N], *emax the
   largest error over them */
static double
run_grid (setup *u, const double *g, long N, const gp_state *rT, gp_state *const *R,
          double *emax)
{
  char what[96];
  gp_stepper_reset (u->s);
  if (gp_state_consistent (u->P, u->x, 1e-15) != GP_OK)
    die (u->P->name, "no consistent start");
  double m = 0;
  for (long i = 1; i <= N; i++)
    {
      double h = g[i] - g[i - 1];
      int rc = i == 1 ? gp_stepper_start (u->s, h, u->x) : GP_OK;
      if (rc == GP_OK)
        rc = gp_stepper_step (u->s, h, u->x);
      if (rc != GP_OK)
        {
          snprintf (what, sizeof what, "%s, step %ld at t = %.17g", u->label, i, g[i - 1]);
          die (what, gp_stepper_message (u->s));
        }
      u->x->t = g[i];   /* the grid's time, not the sum of its steps */
      if (R)
        {
          double e = dist_y (u->x, R[i - 1]);
          if (e > m)
            m = e;
        }
    }
  if (emax)
    *emax = m;
  return dist_y (u->x, rT);
}

static void
modulated_grid (double t0, double T, long N, double eps, double K, double *g)
{
  for (long i = 0; i <= N; i++)
    {
      double v = (double) i / (double) N;
      g[i] = t0 + (T - t0) * (v + eps * sin (2 * M_PI * K * v) / (2 * M_PI * K));
    }
  g[N] = T;
}

static const double EPS[] = { 0.01, 0.1 };
static const double KS[] = { 1, 2, 3, 4, 5, 6, 8, 12, 16, 32, 64 };
#define NEPS (sizeof EPS / sizeof EPS[0])
#define NK (sizeof KS / sizeof KS[0])

static void
modulation (const char *pname, const char *mname, double rho, long N, double T)
{
  setup u = setup_alloc (pname, mname, rho);
  gp_state *r = gp_stepper_state_alloc (u.s);
  double *g = malloc ((size_t) (N + 1) * sizeof *g);
  if (!r || !g)
    die ("modulation", "out of memory");
  long nref;
  if (gp_reference_solve (u.P, T, REF_TOL, r, &nref) != GP_OK)
    die (pname, "the reference failed");
  modulated_grid (u.P->t0, T, N, 0.0, 1.0, g);
  double e0 = run_grid (&u, g, N, r, NULL, NULL);
  char m[48];
  if (rho >= 0)
    snprintf (m, sizeof m, "%s-rho%g", mname, rho);
  else
    snprintf (m, sizeof m, "%s", mname);
  printf ("%-13s %-16s %6ld %5s %4s %10.3e %8s\n", pname, m, N, "0", "-", e0, "1");
  for (size_t a = 0; a < NEPS; a++)
    for (size_t k = 0; k < NK; k++)
      {
        modulated_grid (u.P->t0, T, N, EPS[a], KS[k], g);
        double e = run_grid (&u, g, N, r, NULL, NULL);
        printf ("%-13s %-16s %6ld %5g %4g %10.3e %8.3g\n", pname, m, N, EPS[a], KS[k], e, e / e0);
      }
  free (g);
  gp_state_free (r);
  setup_free (&u);
}

/* the adaptive driver's grid, collected by its observer */
typedef struct
{
  double *t;
  long n, cap;
} times;

static int
collect (const gp_state *x, long i, long N, void *ctx)
{
  (void) i;
  (void) N;
  times *c = ctx;
  if (c->n == c->cap)
    {
      long cap = c->cap ? 2 * c->cap : 1024;
      double *t = realloc (c->t, (size_t) cap * sizeof *t);
      if (!t)
        return GP_ENOMEM;
      c->t = t;
      c->cap = cap;
    }
  c->t[c->n++] = x->t;
  return GP_OK;
}

static void
adaptive (const char *pname, const char *mname, double rtol, double T)
{
  char why[256];
  setup u = setup_alloc (pname, mname, -1);
  gp_control *c = gp_control_alloc (rtol, rtol, why, sizeof why);
  if (!c)
    die ("control", why);
  times tg = { NULL, 0, 0 };
  gp_adaptive_run run;
  if (gp_integrate_adaptive (u.s, c, 0.0, T, u.x, 0, collect, &tg, &run) != GP_OK)
    die ("the adaptive run", gp_stepper_message (u.s));
  if (tg.n < 2)
    die ("the adaptive run", "no step");
  size_t N = (size_t) tg.n - 1;
  double yT[64];
  if (u.P->n > sizeof yT / sizeof yT[0])
    die (pname, "more than 64 coordinates");
  memcpy (yT, gp_state_block (u.x, GP_Y), u.P->n * sizeof (double));
  double hmin = HUGE_VAL, hmax = 0;
  for (size_t i = 1; i <= N; i++)
    {
      double h = tg.t[i] - tg.t[i - 1];
      hmin = h < hmin ? h : hmin;
      hmax = h > hmax ? h : hmax;
    }
  double *gu = malloc ((N + 1) * sizeof *gu);
  gp_state **R = calloc (N, sizeof *R);
  if (!gu || !R)
    die ("adaptive", "out of memory");
  for (size_t i = 0; i < N; i++)
    if (!(R[i] = gp_stepper_state_alloc (u.s)))
      die ("adaptive", "out of memory");
  modulated_grid (u.P->t0, T, (long) N, 0.0, 1.0, gu);
  double eT[2], emax[2];
  for (int k = 0; k < 2; k++)
    {
      const double *g = k ? gu : tg.t;
      long nref;
      if (gp_reference_solve_times (u.P, g + 1, N, REF_TOL, R, &nref) != GP_OK)
        die (pname, "the reference failed");
      eT[k] = run_grid (&u, g, (long) N, R[N - 1], R, &emax[k]);
      /* the replay is the driver's run: it ends in the driver's bits */
      if (k == 0 && memcmp (yT, gp_state_block (u.x, GP_Y), u.P->n * sizeof (double)) != 0)
        die ("the adaptive grid replayed", "it does not end in the driver's state");
    }
  printf ("%-13s %-8s %6.0e %6zu %8.2f %10.3e %10.3e %10.3e %10.3e %7.2f %7.2f\n",
          pname, mname, rtol, N, hmax / hmin, eT[0], emax[0], eT[1], emax[1],
          eT[0] / eT[1], emax[0] / emax[1]);
  for (size_t i = 0; i < N; i++)
    gp_state_free (R[i]);
  free (R);
  free (gu);
  free (tg.t);
  gp_control_free (c);
  setup_free (&u);
}

int
main (int argc, char **argv)
{
  int quick = argc == 2 && strcmp (argv[1], "--quick") == 0;
  if (argc > 2 || (argc == 2 && !quick))
    {
      fprintf (stderr, "usage: bench_grid [--quick]   (--quick: small N, one tolerance: "
               "for bench/t/bench.t)\n");
      return 2;
    }
  const double T = 10;   /* the bench's interval on both problems */
  const long N = quick ? 250 : 4000;
  printf ("# bench_grid (bench/bench_grid.c): fixed steps on grids t_i = t0 + (T - t0) (u + eps "
          "sin(2 pi K u) / (2 pi K)), u = i/N, T = %g: steps hbar (1 + eps cos(2 pi K t / T)), "
          "modulated K times; err_y at T against rk8pd at %g; ratio: to the uniform grid "
          "(eps 0) of the same N; the production Newton regime\n", T, REF_TOL);
  printf ("%-13s %-16s %6s %5s %4s %10s %8s\n", "problem", "method", "N", "eps", "K",
          "err_y", "ratio");
  modulation ("rolling-disk", "ga-nh", -1, N, T);
  modulation ("rolling-disk", "ga-nh", 0.8, N, T);
  modulation ("rolling-disk", "rk4", -1, N / 4, T);
  modulation ("oscillator", "ga-nh", 0.8, N, T);
  printf ("# the adaptive driver's grid (gp_integrate_adaptive, the library's default control, "
          "rtol = atol on y; hmax/hmin of its steps) replayed by fixed steps, against the "
          "uniform grid of the same N: err_y at T and the largest err_y over the run (at every "
          "grid point)\n");
  printf ("%-13s %-8s %6s %6s %8s %10s %10s %10s %10s %7s %7s\n", "problem", "method",
          "rtol", "N", "hmax/hmin", "adapt_T", "adapt_max", "unif_T", "unif_max", "ratio_T",
          "ratio_max");
  static const double RT[] = { 1e-4, 1e-5, 1e-6, 1e-7 };
  for (size_t i = 0; i < (quick ? 1 : sizeof RT / sizeof RT[0]); i++)
    adaptive ("rolling-disk", "ga-nh", RT[i], T);
  return 0;
}
