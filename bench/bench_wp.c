/* bench_wp.c -- one work-precision measurement: ONE integration of
   rolling-disk or andrews by galpha (ga-nh resp. ga-i3, fixed step h, or
   adaptive steps with rtol = atol = R: the row's method is then
   ga-nh-adaptive resp. ga-i3-adaptive), rk4 (fixed step h) or SUNDIALS IDA
   (rtol = atol = R), printed as one tab-separated result row.  bench/run.sh sweeps h and R, repeats each run
   for CPU times and runs it once under callgrind for instructions.

     bench_wp --problem P --method galpha|rk4|ida|floor|floor-rk4
              (--h H | --rtol R) [--newton verify|production]
              [--jacobian-reuse K] [--count-region] [--check-jacobian]
     bench_wp --header                  the row's column names
     bench_wp --problem P --method M --describe   '#' lines: what runs

   The row: problem, method, h (NA for IDA and adaptive galpha), rtol (NA
   for the fixed-step methods), err_y and err_z (2-norms of the position and velocity errors at
   T against the problem's committed reference, problems/references.c, the
   same for every method), res_pos and res_vel (|g| and |(g_t + g_y z, k)|
   at T: how far the solution drifted off the constraints), the solver's
   counts (bench.h), cpu_s (CPU seconds of the integration alone,
   CLOCK_PROCESS_CPUTIME_ID around bench_integrate).

   Without --count-region the integration runs twice, each from a fresh
   setup: an untimed warm-up (caches, pages, lazily bound symbols), then the
   timed one whose row is printed.  With --count-region it runs once: the
   run under callgrind --toggle-collect=bench_integrate, whose collected
   instructions are then those of exactly one integration.

   --check-jacobian (ida): after the integration, the largest deviation of
   the analytic Jacobian from central differences of the residual at the
   final state, as one line `jacobian_deviation VALUE`, instead of the row.

   Exit status: 0, 1 when the run failed (the reason on stderr), 2 for bad
   usage. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <gsl/gsl_errno.h>
#include "bench.h"
#include "problems.h"

/* The benchmark's problems and their galpha methods (issue 12): ga-nh with
   Chung-Hulbert rho_inf = 0.2 on the index-2 nonholonomic rolling disk,
   ga-i3 with rho_inf = 0.7 and the scaling of seed 003 on the index-3
   Andrews mechanism; each at the time of its committed reference. */
typedef struct
{
  const char *problem;
  const char *galpha_method;
  double rho_inf;
} bench_problem;

static const bench_problem problems[] = {
  { "rolling-disk", "ga-nh", 0.2 },
  { "andrews", "ga-i3", 0.7 },
};

static const char *const columns[] = {
  "problem", "method", "h", "rtol", "err_y", "err_z", "res_pos", "res_vel", "steps",
  "rejected", "newton_iters", "residual_evals", "jacobian_evals", "factorizations", "cpu_s"
};

static void
usage (const char *fmt, const char *arg)
{
  fprintf (stderr, "bench_wp: ");
  fprintf (stderr, fmt, arg);
  fprintf (stderr, "\nusage: bench_wp --problem rolling-disk|andrews --method "
           "galpha|rk4|ida|floor|floor-rk4 (--h H | --rtol R) [--rho-inf R] [--newton verify|production] "
           "[--jacobian-reuse K] [--count-region] [--check-jacobian]\n"
           "       bench_wp --problem P --method M --describe\n"
           "       bench_wp --header\n");
  exit (2);
}

static double
number (const char *opt, const char *s)
{
  char *end;
  double v = strtod (s, &end);
  if (end == s || *end || !isfinite (v) || !(v > 0))
    usage ("%s needs a positive number", opt);
  return v;
}

static double
cpu_seconds (void)
{
  struct timespec ts;
  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
    return (double) NAN;
  return (double) ts.tv_sec + 1e-9 * (double) ts.tv_nsec;
}

/* The committed reference of the problem (the one in problems/references.c;
   the bench's problems have one each) */
static const gp_reference *
reference_of (const char *problem)
{
  for (const gp_reference *const *r = gp_references (); *r; r++)
    if (strcmp ((*r)->problem, problem) == 0)
      return *r;
  return NULL;
}

typedef struct
{
  const gp_problem *P;
  const bench_problem *bp;
  const gp_method *m;        /* NULL: IDA */
  int floor;                 /* the hand-specialized floor of m (floor.c) */
  gp_options o;
  double h, rtol, T;
  char name[64];             /* the method as the row prints it */
} setup;

/* One setup, integration and readout: the result state (layout of
   gp_state_alloc (P, NULL)) into x, counts into c, CPU seconds of
   bench_integrate into *cpu.  0, or 1 with the reason on stderr. */
static int
run_once (const setup *s, gp_state *x, bench_counts *c, double *cpu, double *jac_dev)
{
  char why[512];
  bench_integration bi;
  bench_galpha *g = NULL;
  bench_ida *ida = NULL;
  bench_floor *fl = NULL;
  if (s->floor)
    {
      /* the consistent start, as the library's run has it, outside the region */
      gp_state *x0 = gp_state_alloc (s->P, NULL);
      if (!x0 || gp_state_consistent (s->P, x0, 1e-15) != GP_OK)
        {
          fprintf (stderr, "bench_wp: consistent initial values of %s failed\n", s->P->name);
          gp_state_free (x0);
          return 1;
        }
      fl = bench_floor_alloc (s->P, s->m->name, &s->o.c, (int) s->o.jacobian_reuse, x0, s->h,
                              s->T, why, sizeof why);
      gp_state_free (x0);
      if (!fl)
        {
          fprintf (stderr, "bench_wp: %s h = %.17g: %s\n", s->name, s->h, why);
          return 1;
        }
      bi.name = s->name;
      bi.integrate = bench_floor_integrate;
      bi.ctx = fl;
    }
  else if (s->m)
    {
      g = bench_galpha_alloc (s->P, s->m, &s->o, s->h, s->rtol, s->T, why, sizeof why);
      if (!g)
        {
          fprintf (stderr, "bench_wp: %s h = %.17g: %s\n", s->m->name, s->h, why);
          return 1;
        }
      bi.name = s->m->name;
      bi.integrate = bench_galpha_integrate;
      bi.ctx = g;
    }
  else
    {
      ida = bench_ida_alloc (s->P, s->rtol, s->T, why, sizeof why);
      if (!ida)
        {
          fprintf (stderr, "bench_wp: ida rtol = %.17g: %s\n", s->rtol, why);
          return 1;
        }
      bi.name = "ida";
      bi.integrate = bench_ida_integrate;
      bi.ctx = ida;
    }
  double c0 = cpu_seconds ();
  int rc = bench_integrate (&bi);
  *cpu = cpu_seconds () - c0;
  if (rc != 0)
    {
      fprintf (stderr, "bench_wp: %s on %s failed: %s\n", bi.name, s->P->name,
               fl ? bench_floor_message (fl) : g ? bench_galpha_message (g)
               : bench_ida_message (ida));
      bench_galpha_free (g);
      bench_ida_free (ida);
      bench_floor_free (fl);
      return 1;
    }
  if (fl)
    {
      bench_floor_state (fl, x);
      bench_floor_counts (fl, c);
    }
  else if (g)
    {
      const gp_state *xs = bench_galpha_state (g);
      x->t = xs->t;
      for (int b = 0; b < GP_NBLOCKS; b++)
        if (x->L.len[b] && xs->L.len[b] == x->L.len[b])
          memcpy (gp_state_block (x, (gp_block) b), gp_state_block (xs, (gp_block) b),
                  x->L.len[b] * sizeof (double));
      bench_galpha_counts (g, c);
    }
  else
    {
      bench_ida_state (ida, x);
      bench_ida_counts (ida, c);
      if (jac_dev)
        {
          if (bench_ida_check_jacobian (ida, jac_dev) != 0)
            {
              fprintf (stderr, "bench_wp: the Jacobian check failed\n");
              bench_ida_free (ida);
              return 1;
            }
        }
    }
  bench_galpha_free (g);
  bench_ida_free (ida);
  bench_floor_free (fl);
  return 0;
}

static void
print_value (const char *sep, double v, int applies)
{
  if (applies)
    printf ("%s%.17g", sep, v);
  else
    printf ("%sNA", sep);
}

int
main (int argc, char **argv)
{
  gsl_set_error_handler_off ();   /* the library checks and returns codes */
  const char *problem = NULL, *method = NULL;
  int have_h = 0, have_rtol = 0, count_region = 0, check_jacobian = 0, describe = 0;
  gp_newton_mode newton_mode = GP_NEWTON_PRODUCTION;
  double reuse = 0.0;   /* 0: the library's default */
  double rho = (double) NAN;   /* --rho-inf: another rho_inf than the problem's (NAN: its) */
  setup s;
  memset (&s, 0, sizeof s);
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (strcmp (a, "--header") == 0)
        {
          if (argc != 2)
            usage ("%s takes no other option", a);
          for (size_t j = 0; j < sizeof columns / sizeof *columns; j++)
            printf ("%s%s", j ? "\t" : "", columns[j]);
          printf ("\n");
          return 0;
        }
      else if (strcmp (a, "--count-region") == 0)
        count_region = 1;
      else if (strcmp (a, "--check-jacobian") == 0)
        check_jacobian = 1;
      else if (strcmp (a, "--describe") == 0)
        describe = 1;
      else if (i + 1 >= argc)
        usage ("%s needs a value (or is unknown)", a);
      else if (strcmp (a, "--problem") == 0)
        problem = argv[++i];
      else if (strcmp (a, "--method") == 0)
        method = argv[++i];
      else if (strcmp (a, "--h") == 0)
        {
          s.h = number (a, argv[++i]);
          have_h = 1;
        }
      else if (strcmp (a, "--rtol") == 0)
        {
          s.rtol = number (a, argv[++i]);
          have_rtol = 1;
        }
      else if (strcmp (a, "--newton") == 0)
        {
          const char *v = argv[++i];
          if (strcmp (v, "verify") == 0)
            newton_mode = GP_NEWTON_VERIFY;
          else if (strcmp (v, "production") == 0)
            newton_mode = GP_NEWTON_PRODUCTION;
          else
            usage ("--newton %s: one of verify, production", v);
        }
      else if (strcmp (a, "--jacobian-reuse") == 0)
        {
          reuse = number (a, argv[++i]);
          if (!GP_JACOBIAN_REUSE_OK (reuse))
            usage ("--jacobian-reuse %s: an integer in [1, 1000]", argv[i]);
        }
      else if (strcmp (a, "--rho-inf") == 0)
        {
          rho = number (a, argv[++i]);
          if (!(rho >= 0.0 && rho <= 1.0))
            usage ("--rho-inf %s: Chung-Hulbert's rho_inf lies in [0, 1]", argv[i]);
        }
      else
        usage ("unknown option %s", a);
    }
  if (!problem)
    usage ("%s", "--problem is required");
  if (!method)
    usage ("%s", "--method is required");
  for (size_t j = 0; j < sizeof problems / sizeof *problems; j++)
    if (strcmp (problems[j].problem, problem) == 0)
      s.bp = &problems[j];
  if (!s.bp)
    usage ("--problem %s: the benchmark runs rolling-disk and andrews", problem);
  s.P = gp_problem_by_name (problem);
  const gp_reference *R = reference_of (problem);
  if (!s.P || !R || R->nvalues < s.P->n)
    usage ("problem %s or its committed reference is missing", problem);
  s.T = R->t;
  int is_ida = strcmp (method, "ida") == 0;
  if (strcmp (method, "galpha") == 0 || strcmp (method, "floor") == 0)
    s.m = gp_method_by_name (s.bp->galpha_method);
  else if (strcmp (method, "rk4") == 0 || strcmp (method, "floor-rk4") == 0)
    s.m = gp_method_by_name ("rk4");
  else if (!is_ida)
    usage ("--method %s: one of galpha, rk4, ida, floor, floor-rk4", method);
  s.floor = strncmp (method, "floor", 5) == 0;
  if (s.floor && strcmp (problem, "andrews") == 0 && s.m == gp_method_by_name ("rk4"))
    usage ("%s", "--method floor-rk4 is for rolling-disk");
  int adaptive = !is_ida && !s.floor && have_rtol;
  if (adaptive && s.m && !(s.m->options & GP_OPT_COEFFS))
    usage ("--rtol is for ida and galpha (adaptive), not %s", method);
  if (isfinite (rho) && (is_ida || !s.m || s.floor || !(s.m->options & GP_OPT_COEFFS)))
    usage ("--rho-inf %s: for galpha's generalized-alpha method only", method);
  /* another rho_inf names its rows: ga-nh-rho1 */
  char rho_name[24] = "";
  if (isfinite (rho))
    snprintf (rho_name, sizeof rho_name, "-rho%g", rho);
  double rho_inf = isfinite (rho) ? rho : s.bp->rho_inf;
  snprintf (s.name, sizeof s.name, "%s%s%s%s", s.floor ? "floor-" : "",
            is_ida ? "ida" : s.m ? s.m->name : "?", rho_name, adaptive ? "-adaptive" : "");
  if (!is_ida && !s.m)
    usage ("method %s is not in the library", method);
  if (s.m)
    {
      gp_options_for (s.m, &s.o);
      if (s.m->options & GP_OPT_COEFFS)
        {
          char why[256];
          if (gp_coeffs_chung_hulbert (rho_inf, &s.o.c, why, sizeof why) != GP_OK)
            usage ("%s", why);
        }
      /* ga-i3: scaling on is the library's default (seed 003 eq. 10); rk4
         has no Newton regime (gp_stepper_alloc refuses one it would ignore) */
      if (s.m->options & GP_OPT_NEWTON_MODE)
        s.o.newton_mode = newton_mode;
      if ((s.m->options & GP_OPT_NEWTON_MODE) && reuse > 0)
        s.o.jacobian_reuse = reuse;
    }
  if (describe)
    {
      printf ("# %s at T = %.17g from the consistent start (gp_state_consistent, 1e-15); "
              "errors against the committed %s\n", s.P->name, s.T, R->how);
      if (is_ida)
        {
          char why[256];
          bench_ida *ida = bench_ida_alloc (s.P, 1e-6, s.T, why, sizeof why);
          if (!ida)
            usage ("%s", why);
          printf ("# ida: %s\n", bench_ida_formulation (ida));
          bench_ida_free (ida);
        }
      else if (s.floor)
        {
          char how[160];
          snprintf (how, sizeof how, "simplified Newton with the library's production "
                    "stopping rule and its factorization kept for up to %g steps",
                    s.o.jacobian_reuse);
          printf ("# %s: the hand-specialized floor of %s (bench/floor.c): plain C, fixed "
                  "sizes, own LU, %s\n", s.name, s.m->name, s.m->options & GP_OPT_COEFFS
                  ? how : "4 direct solves of the linear acceleration-level system per step");
        }
      else if (s.m->options & GP_OPT_COEFFS)
        {
          printf ("# %s: fixed steps, Chung-Hulbert rho_inf = %.17g (alpha_m = %.17g alpha_f = "
                  "%.17g beta = %.17g gamma = %.17g), newton_tol = %.17g, Newton regime %s "
                  "(gp_options.newton_mode), the iteration matrix kept for up to %g steps "
                  "(gp_options.jacobian_reuse), library defaults otherwise\n", s.name,
                  rho_inf, s.o.c.alpha_m, s.o.c.alpha_f, s.o.c.beta, s.o.c.gamma,
                  s.o.newton_tol, s.o.newton_mode == GP_NEWTON_PRODUCTION ? "production"
                  : "verify", s.o.jacobian_reuse);
          char why[256];
          gp_control *ctl = gp_control_alloc (1e-6, 1e-6, why, sizeof why);
          if (!ctl)
            usage ("%s", why);
          printf ("# %s-adaptive: the same method and Newton regime with adaptive steps "
                  "(gp_integrate_adaptive, theory/ada-tolerance.md): rtol = atol = R on y, "
                  "the library's default control: the error per step against tol times "
                  "h_ref = (T - t0) rtol^(1/2) / 10, Soderlind's filter (k beta1 %.17g, "
                  "k beta2 %.17g, alpha2 %.17g) with the limiter 1 + kappa atan((rho - 1) / "
                  "kappa), kappa %.17g (safety %.17g, step ratio in [%.17g, %.17g]), the "
                  "driver's first step, %s\n",
                  s.name, ctl->filter[0], ctl->filter[1], ctl->filter[2], ctl->kappa,
                  ctl->safety, ctl->ratio_min, ctl->ratio_max,
                  !(s.m->options & GP_OPT_STEP_FIX)
                  ? "no step-change correction (the method has none: a and lambda lose order)"
                  : s.o.step_fix == GP_STEPFIX_ON ? "the step-change correction on"
                  : "the step-change correction off");
          gp_control_free (ctl);
        }
      else
        printf ("# %s: fixed steps on the state-space form, newton_tol = %.17g (%s)\n",
                s.m->name, s.o.newton_tol, s.P->accel_linear
                ? "the acceleration-level system is linear: one direct solve per stage"
                : "Newton per stage");
      return 0;
    }
  if (is_ida || adaptive ? !have_rtol || have_h : !have_h || have_rtol)
    usage ("%s", is_ida ? "ida takes --rtol R (not --h)"
           : have_h && have_rtol ? "galpha takes --h H (fixed steps) or --rtol R (adaptive), not both"
           : "rk4 and the floors take --h H (not --rtol)");
  if (check_jacobian && !is_ida)
    usage ("%s", "--check-jacobian is for --method ida");

  gp_state *x = gp_state_alloc (s.P, NULL);
  if (!x)
    {
      fprintf (stderr, "bench_wp: out of memory\n");
      return 1;
    }
  bench_counts c;
  double cpu = (double) NAN, dev = (double) NAN;
  if (!count_region && run_once (&s, x, &c, &cpu, NULL) != 0)   /* warm-up */
    return 1;
  if (run_once (&s, x, &c, &cpu, check_jacobian ? &dev : NULL) != 0)
    return 1;
  if (check_jacobian)
    {
      printf ("jacobian_deviation\t%.17g\n", dev);
      gp_state_free (x);
      return 0;
    }
  size_t n = s.P->n;
  double ey = 0.0, ez = 0.0;
  for (size_t i = 0; i < n; i++)
    {
      ey = hypot (ey, x->y[i] - R->values[i]);
      ez = hypot (ez, x->z[i] - R->values[n + i]);
    }
  double res_pos = (double) NAN, res_vel = (double) NAN, res_acc = (double) NAN;
  if (gp_state_residuals (s.P, x, &res_pos, &res_vel, &res_acc) != GP_OK)
    {
      fprintf (stderr, "bench_wp: the constraint residuals at T failed\n");
      return 1;
    }
  printf ("%s\t%s", s.P->name, s.name);
  print_value ("\t", s.h, have_h);
  print_value ("\t", s.rtol, have_rtol);
  print_value ("\t", ey, 1);
  print_value ("\t", ez, 1);
  print_value ("\t", res_pos, s.P->m_g > 0);
  print_value ("\t", res_vel, 1);
  printf ("\t%ld\t%ld\t%ld\t%ld\t%ld\t%ld", c.steps, c.rejected, c.newton_iters,
          c.residual_evals, c.jacobian_evals, c.factorizations);
  print_value ("\t", cpu, 1);
  printf ("\n");
  gp_state_free (x);
  return 0;
}
