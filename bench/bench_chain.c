/* bench_chain.c -- ONE integration of the chain of N bodies
   (problems/chain.h) per process, for the scaling table of `make bench`
   (issue 27 items 4 and 6; bench/README.md): galpha's ga-i3 (Chung-Hulbert
   rho_inf 0.7, fixed h, the production Newton regime) on the sparse path
   as the library's rule picks it, or forced onto the dense LU (--path
   dense) or the band LU (--path band), or SUNDIALS IDA with its band solver (--solver ida,
   ida_chain.c).  Every solver starts from the chain's consistent start
   (at rest, straight at 45 degrees) and runs to T; the integration alone
   is inside bench_integrate (callgrind --toggle-collect).  One row:
     solver path N unknowns steps newton_iters factorizations kl_ku
     x_N y_N lambda_1 max|g|
   (path: band or dense as the rule picked, forced-dense or forced-band;
   x_N, y_N: the last body at T; kl_ku: the band's half-widths summed,
   0 on the dense path; max|g|: the position constraints' residual).
   With --problem sled-chain, the train of N Chaplygin sleds
   (problems/sled_chain.h) by galpha's ga-nh (the same coefficients, step
   and regime) or IDA band (ida_sleds.c, unknowns 10N): solver ga-nh,
   unknowns 4N, x_N, y_N the last sled's centre, psi_1 and max|k| (the
   blades' residual) in the last two columns. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "chain.h"
#include "gp_impl.h"
#include "ida_chain.h"
#include "ida_sleds.h"
#include "sled_chain.h"

typedef struct
{
  gp_stepper *s;
  gp_state *x;
  gp_steps S;
  double T;
} galpha_run;

static int
galpha_integrate (void *ctx)
{
  galpha_run *r = ctx;
  gp_run run;
  return gp_integrate (r->s, &r->S, r->T, r->x, 1, NULL, NULL, &run);
}

static void
usage (void)
{
  fprintf (stderr, "usage: bench_chain --N N [--problem chain|sled-chain] [--solver galpha|ida] "
           "[--path rule|dense|band] [--h H] [--t-end T] [--rtol R]\n");
  exit (2);
}

static double
number (const char *key, const char *s)
{
  char *end;
  double v = strtod (s, &end);
  if (end == s || *end || !isfinite (v) || !(v > 0))
    {
      fprintf (stderr, "bench_chain: %s '%s' must be a positive number\n", key, s);
      exit (2);
    }
  return v;
}

int
main (int argc, char **argv)
{
  const char *solver = "galpha", *path = "rule", *problem = "chain";
  double Nd = 0, h = 1e-3, T = 0.05, rtol = 1e-6;
  for (int i = 1; i < argc; i++)
    {
      if (i + 1 >= argc)
        usage ();
      if (!strcmp (argv[i], "--N"))
        Nd = number ("--N", argv[++i]);
      else if (!strcmp (argv[i], "--problem"))
        problem = argv[++i];
      else if (!strcmp (argv[i], "--solver"))
        solver = argv[++i];
      else if (!strcmp (argv[i], "--path"))
        path = argv[++i];
      else if (!strcmp (argv[i], "--h"))
        h = number ("--h", argv[++i]);
      else if (!strcmp (argv[i], "--t-end"))
        T = number ("--t-end", argv[++i]);
      else if (!strcmp (argv[i], "--rtol"))
        rtol = number ("--rtol", argv[++i]);
      else
        usage ();
    }
  int ida = !strcmp (solver, "ida"), sled = !strcmp (problem, "sled-chain");
  if (!(ida || !strcmp (solver, "galpha")) || !(sled || !strcmp (problem, "chain"))
      || !(!strcmp (path, "rule") || !strcmp (path, "dense") || !strcmp (path, "band")))
    usage ();
  if (!(Nd >= 1 && Nd <= 1e5 && Nd == floor (Nd)))
    {
      fprintf (stderr, "bench_chain: --N %g must be an integer in [1, 1e5]\n", Nd);
      return 2;
    }
  size_t N = (size_t) Nd;
  char why[256];
  gp_chain_params par;
  gp_chain_default_params (&par);
  par.N = Nd;
  gp_problem *P = sled ? gp_sled_chain_alloc (N, NULL, why, sizeof why)
    : gp_chain_alloc (N, &par, why, sizeof why);
  if (!P)
    {
      fprintf (stderr, "bench_chain: %s\n", why);
      return 2;
    }
  /* the positions (and for the sleds their velocities), the first
     multipliers, the constraints' residual */
  size_t n = P->n;
  double *q = malloc ((2 * n + N + N) * sizeof (double)), *v = q + n, *lam = v + n, *g = lam + N;
  const gp_method *m = sled ? &gp_method_ga_nh : &gp_method_ga_i3;
  bench_counts k;
  size_t kw = 0;
  int rc;
  if (ida && sled)
    {
      gp_sled_chain_params sp;
      gp_sled_chain_default_params (&sp);
      ida_sleds *c = ida_sleds_alloc (P, sp.offset, rtol, T, why, sizeof why);
      if (!c)
        {
          fprintf (stderr, "bench_chain: %s\n", why);
          return 2;
        }
      bench_integration b = { "ida-band", ida_sleds_integrate, c };
      rc = bench_integrate (&b);
      if (rc)
        fprintf (stderr, "bench_chain: IDA failed: %s\n", ida_sleds_message (c));
      ida_sleds_result (c, q, v, lam, &k);
      ida_sleds_free (c);
    }
  else if (ida)
    {
      ida_chain *c = ida_chain_alloc (P, par.mass, rtol, T, why, sizeof why);
      if (!c)
        {
          fprintf (stderr, "bench_chain: %s\n", why);
          return 2;
        }
      bench_integration b = { "ida-band", ida_chain_integrate, c };
      rc = bench_integrate (&b);
      if (rc)
        fprintf (stderr, "bench_chain: IDA failed: %s\n", ida_chain_message (c));
      ida_chain_result (c, q, lam, &k);
      ida_chain_free (c);
    }
  else
    {
      gp_options o;
      gp_options_for (m, &o);
      if (gp_options_set (&o, m, "rho-inf", "0.7", why, sizeof why)
          || gp_options_set (&o, m, "newton", "production", why, sizeof why)
          || gp_options_complete (&o, m, why, sizeof why))
        {
          fprintf (stderr, "bench_chain: %s\n", why);
          return 2;
        }
      gp_sparse_set_test_path (!strcmp (path, "dense") ? GP_PATH_DENSE
                               : !strcmp (path, "band") ? GP_PATH_BAND : GP_PATH_RULE);
      galpha_run r = { gp_stepper_alloc (m, P, &o, why, sizeof why), NULL,
                       { GP_STEPS_UNIFORM, h, NULL, 0 }, T };
      if (!r.s)
        {
          fprintf (stderr, "bench_chain: %s\n", why);
          return 2;
        }
      if (gp_stepper_newton_band (r.s))
        kw = gp_band_lower (r.s->newton->band) + gp_band_upper (r.s->newton->band);
      r.x = gp_stepper_state_alloc (r.s);
      r.x->t = P->t0;
      memcpy (r.x->y, P->y0, P->n * sizeof (double));
      memcpy (r.x->z, P->z0, P->n * sizeof (double));
      memcpy (r.x->a, P->a_start, P->n * sizeof (double));
      /* each family has one kind of multiplier: the other start is NULL */
      if (P->m_g)
        memcpy (r.x->lam, P->lam_start, P->m_g * sizeof (double));
      if (P->m_k)
        memcpy (r.x->psi, P->psi_start, P->m_k * sizeof (double));
      if (gp_steps_count (&r.S, P->t0, T, why, sizeof why) < 0)
        {
          fprintf (stderr, "bench_chain: %s\n", why);
          return 2;
        }
      bench_integration b = { m->name, galpha_integrate, &r };
      rc = bench_integrate (&b);
      if (rc)
        fprintf (stderr, "bench_chain: %s failed: %s\n", m->name, gp_stepper_message (r.s));
      const gp_stats *st = gp_stepper_stats (r.s);
      k = (bench_counts) { st->steps, st->failed_steps, st->newton_iters, st->residual_evals,
                           st->jacobian_evals, st->factorizations };
      memcpy (q, r.x->y, n * sizeof (double));
      memcpy (v, r.x->z, n * sizeof (double));
      memcpy (lam, sled ? r.x->psi : r.x->lam, N * sizeof (double));
      path = !strcmp (path, "rule") ? (gp_stepper_newton_band (r.s) ? "band" : "dense")
        : !strcmp (path, "dense") ? "forced-dense" : "forced-band";
      gp_state_free (r.x);
      gp_stepper_free (r.s);
    }
  if (rc)
    return 1;
  if (sled)
    P->k (T, q, v, g, P->params);
  else
    P->g (T, q, g, P->params);
  double gmax = 0.0;
  for (size_t j = 0; j < N; j++)
    gmax = fmax (gmax, fabs (g[j]));
  size_t per = sled ? 3 : 2;   /* coordinates per body: x_N, y_N first of the last body's */
  printf ("%s %s %zu %zu %ld %ld %ld %zu %.17g %.17g %.17g %.3g\n", ida ? "ida" : m->name,
          ida ? "band" : path, N, ida ? (sled ? 10 : 7) * N : n + N, k.steps, k.newton_iters,
          k.factorizations, kw, q[per * (N - 1)], q[per * (N - 1) + 1], lam[0], gmax);
  free (q);
  if (sled)
    gp_sled_chain_free (P);
  else
    gp_chain_free (P);
  return 0;
}
