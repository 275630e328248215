/* test_library.c -- unit tests of the stepper library itself: transactional
   steps and history, refused parameters, callback failures, statistics,
   signed steps, a method of another shape written against the public
   interface only, Newton that does not accept a half-converged iterate,
   analysis helpers, and the jay-nh Jacobians against central differences. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <gsl/gsl_errno.h>
#include "galpha.h"
#include "gp_impl.h"
#include "gp_testing.h"
#include "problems.h"
#include "tap.h"
#include "compare_runs.h"

static const gp_problem *J = &gp_problem_jay_nh;

/* a copy of jay-nh whose force fails, fatally (returns -1), after `budget`
   calls (a recoverable failure, > 0: lib/t/test_callbacks.c) */
static int budget;
static int
failing_force (double t, const double y[], const double z[], const double lam[],
               const double psi[], double f[], void *params)
{
  if (budget-- <= 0)
    return -1;
  return gp_problem_jay_nh.force (t, y, z, lam, psi, f, params);
}

static int
same_state (const gp_state *a, const gp_state *b)
{
  return a->t == b->t && a->L.size == b->L.size
    && memcmp (a->v, b->v, a->L.size * sizeof (double)) == 0;
}

static double
max_diff (const gp_state *a, const gp_state *b)
{
  double d = fabs (a->t - b->t);
  for (size_t i = 0; i < a->L.size; i++)
    d = fmax (d, fabs (a->v[i] - b->v[i]));
  return d;
}

/* ---- a method of another shape, written against galpha.h alone ----------
   "ga-nh-full": the ga-nh step with y1, z1 as Newton unknowns beside
   a_{1+alpha}, psi1 (3n + m_k unknowns instead of n + m_k), the kinematic
   relations as residual rows, and M_alpha = previous M_{1+alpha} kept as the
   stepper's history.  Its steps must equal ga-nh's with m-alpha previous. */
typedef struct
{
  gp_stepper *s;
  const gp_problem *P;
  const gp_coeffs *c;
  const gp_state *x;
  double h;
  double *M1, *rhs0, *f, *fy, *fz, *fp, *k, *ky, *kz, *kt;
} full_ctx;

static gp_shape
full_shape (const gp_problem *P, const gp_options *o)
{
  (void) o;
  size_t n = P->n, m = P->m_k;
  gp_shape sh = { 3 * n + m, 5 * n * n + 2 * n + n * m + m + 2 * m * n + m + 3 * n + m, n * n,
                  0 };
  return sh;
}

static int
full_supports (const gp_problem *P, char *why, size_t len)
{
  return gp_method_ga_nh.supports (P, why, len);
}

static double
full_shift (const gp_options *o)
{
  return gp_coeffs_alpha (&o->c);
}

static int
full_start (gp_stepper *s, double h, gp_state *x)
{
  (void) s; (void) h; (void) x;
  return GP_OK;
}

static int
full_residual (const double *u, double *F, double *Jm, void *vctx)
{
  full_ctx *c = vctx;
  const gp_problem *P = c->P;
  size_t n = P->n, m = P->m_k, N = 3 * n + m;
  const double *y1 = u, *z1 = u + n, *a1 = u + 2 * n, *psi1 = u + 3 * n;
  double h = c->h, t1 = c->x->t + h, b = c->c->beta, g = c->c->gamma;
  double am = c->c->alpha_m, af = c->c->alpha_f;
  if (P->force (t1, y1, z1, NULL, psi1, c->f, P->params) || P->k (t1, y1, z1, c->k, P->params))
    return 1;
  for (size_t i = 0; i < n; i++)
    {
      F[i] = y1[i] - c->x->y[i] - h * c->x->z[i]
        - 0.5 * h * h * ((1 - 2 * b) * c->x->a[i] + 2 * b * a1[i]);
      F[n + i] = z1[i] - c->x->z[i] - h * ((1 - g) * c->x->a[i] + g * a1[i]);
      double Ma = 0;
      for (size_t j = 0; j < n; j++)
        Ma += c->M1[i * n + j] * a1[j];
      F[2 * n + i] = (1 - am) * Ma + c->rhs0[i] - (1 - af) * c->f[i];
    }
  for (size_t i = 0; i < m; i++)
    F[3 * n + i] = c->k[i] / h;
  if (!Jm)
    return 0;
  if (P->force_jac (t1, y1, z1, NULL, psi1, c->fy, c->fz, NULL, m ? c->fp : NULL, P->params)
      || (m && P->k_jac (t1, y1, z1, c->ky, c->kz, c->kt, P->params)))
    return 1;
  memset (Jm, 0, N * N * sizeof (double));
  for (size_t i = 0; i < n; i++)
    {
      Jm[i * N + i] = 1;
      Jm[i * N + 2 * n + i] = -b * h * h;
      Jm[(n + i) * N + n + i] = 1;
      Jm[(n + i) * N + 2 * n + i] = -g * h;
      double *row = Jm + (2 * n + i) * N;
      for (size_t j = 0; j < n; j++)
        {
          row[j] = -(1 - af) * c->fy[i * n + j];
          row[n + j] = -(1 - af) * c->fz[i * n + j];
          row[2 * n + j] = (1 - am) * c->M1[i * n + j];
        }
      for (size_t j = 0; j < m; j++)
        row[3 * n + j] = -(1 - af) * c->fp[i * m + j];
    }
  for (size_t i = 0; i < m; i++)
    for (size_t j = 0; j < n; j++)
      {
        Jm[(3 * n + i) * N + j] = c->ky[i * n + j] / h;
        Jm[(3 * n + i) * N + n + j] = c->kz[i * n + j] / h;
      }
  return 0;
}

static int
full_step (gp_stepper *s, const gp_coeffs *k, double h, gp_state *x)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = P->m_k;
  double *w = gp_stepper_work (s), al = gp_coeffs_alpha (k);
  full_ctx c = { s, P, k, x, h, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL };
  c.M1 = w; w += n * n;
  double *Ma = w; w += n * n;
  c.fy = w; w += n * n;
  c.fz = w; w += n * n;
  double *yp = w; w += n * n;   /* n used */
  c.rhs0 = w; w += n;
  c.f = w; w += n;
  c.fp = w; w += n * m;
  c.k = w; w += m;
  c.ky = w; w += m * n;
  c.kz = w; w += m * n;
  c.kt = w; w += m;
  double *u = w;
  for (size_t i = 0; i < n; i++)
    yp[i] = x->y[i] + h * (1 + al) * x->z[i];
  if (P->mass (x->t + (1 + al) * h, yp, c.M1, P->params))
    return GP_EFUNC;
  const double *prev = gp_stepper_history (s);
  if (prev)
    memcpy (Ma, prev, n * n * sizeof (double));
  else
    {
      for (size_t i = 0; i < n; i++)
        yp[i] = x->y[i] + h * al * x->z[i];
      if (P->mass (x->t + al * h, yp, Ma, P->params))
        return GP_EFUNC;
    }
  if (P->force (x->t, x->y, x->z, NULL, x->psi, c.f, P->params))
    return GP_EFUNC;
  for (size_t i = 0; i < n; i++)
    {
      double v = 0;
      for (size_t j = 0; j < n; j++)
        v += Ma[i * n + j] * x->a[j];
      c.rhs0[i] = k->alpha_m * v - k->alpha_f * c.f[i];
    }
  memcpy (u, x->y, n * sizeof (double));
  memcpy (u + n, x->z, n * sizeof (double));
  memcpy (u + 2 * n, x->a, n * sizeof (double));
  memcpy (u + 3 * n, x->psi, m * sizeof (double));
  int rc = gp_stepper_newton (s, full_residual, &c, u, NULL);
  if (rc != GP_OK)
    return rc;
  x->t += h;
  memcpy (x->y, u, 3 * n * sizeof (double));          /* y, z, a contiguous */
  memcpy (x->psi, u + 3 * n, m * sizeof (double));
  memcpy (gp_stepper_history_next (s), c.M1, n * n * sizeof (double));
  return GP_OK;
}

static int
full_matrix (gp_stepper *s, const gp_coeffs *c, double h, const gp_state *x, double *Jm)
{
  (void) s; (void) c; (void) h; (void) x; (void) Jm;
  return GP_EUNSUP;
}

static const gp_hypothesis no_hypotheses[] = { { GP_HYP_REFUSE, NULL, NULL, NULL } };

static const gp_method method_full = {
  .name = "ga-nh-full",
  .description = "test method: ga-nh with y1, z1 as unknowns and M_alpha from history",
  .options = GP_OPT_COEFFS | GP_OPT_M_ALPHA | GP_OPT_NEWTON_TOL,   /* reads m_alpha */
  .hypotheses = no_hypotheses,
  .supports = full_supports,
  .a_shift = full_shift,
  .shape = full_shape,
  .start = full_start,
  .step = full_step,
  .iteration_matrix = full_matrix,
};

/* A problem with a time-dependent nonholonomic constraint (no shipped one
   has k_t != 0): y'' = a, a = -psi, k = z - t.  The acceleration level is
   a + psi = 0, k_t + k_z a = -1 + a = 0, so a = 1, psi = -1. */
static int
kt_mass (double t, const double y[], double M[], void *p)
{
  (void) t; (void) y; (void) p;
  M[0] = 1.0;
  return 0;
}

static int
kt_force (double t, const double y[], const double z[], const double lam[],
          const double psi[], double f[], void *p)
{
  (void) t; (void) y; (void) z; (void) lam; (void) p;
  f[0] = -psi[0];
  return 0;
}

static int
kt_force_jac (double t, const double y[], const double z[], const double lam[],
              const double psi[], double fy[], double fz[], double flam[], double fpsi[],
              void *p)
{
  (void) t; (void) y; (void) z; (void) lam; (void) psi; (void) flam; (void) p;
  if (fy) fy[0] = 0.0;
  if (fz) fz[0] = 0.0;
  if (fpsi) fpsi[0] = -1.0;
  return 0;
}

static int
kt_k (double t, const double y[], const double z[], double k[], void *p)
{
  (void) y; (void) p;
  k[0] = z[0] - t;
  return 0;
}

static int
kt_k_jac (double t, const double y[], const double z[], double ky[], double kz[],
          double kt[], void *p)
{
  (void) t; (void) y; (void) z; (void) p;
  ky[0] = 0.0;
  kz[0] = 1.0;
  kt[0] = -1.0;
  return 0;
}

/* F(x) = x^2 - 2 with the matrix fixed at the start (ctx: x0), for LIB C32;
   the iteration matrix is requested once per solve (and on refresh) */
static int
square_system (const double *u, double *F, double *Jm, void *ctx)
{
  (void) ctx;
  F[0] = u[0] * u[0] - 2.0;
  if (Jm)
    Jm[0] = 2.0 * u[0];
  return 0;
}

static const double kt_zero[1] = { 0.0 };
static const gp_problem kt_problem = {
  .name = "kt-test", .description = "y'' = -psi, z - t = 0", .n = 1, .m_g = 0, .m_k = 1,
  .t0 = 0.0, .y0 = kt_zero, .z0 = kt_zero, .a_start = kt_zero, .psi_start = kt_zero,
  .mass = kt_mass, .force = kt_force, .force_jac = kt_force_jac, .k = kt_k, .k_jac = kt_k_jac,
};

/* LIB C33: 50 steps of ga-soi2 on soi2-test at h = 1e-5 (where its Newton
   stalls at the rounding floor) in the given regime, each taken, undone
   and taken again from the same state; returns the number of retakes that
   differ from the first take in any bit (-1: a step failed).  keep_floor:
   the test switch that leaves the undone step's floor hint in place. */
static int
undo_retake_mismatches (gp_newton_mode mode, int keep_floor, long *floor_accepts)
{
  const gp_problem *P = gp_problem_by_name ("soi2-test");
  gp_options o;
  gp_options_for (&gp_method_ga_soi2, &o);
  o.newton_mode = mode;
  char why[256];
  gp_stepper *s = P ? gp_stepper_alloc (&gp_method_ga_soi2, P, &o, why, sizeof why) : NULL;
  if (!s)
    return -1;
  gp_test_switches sw = { .undo_keeps_floor = keep_floor };
  gp_stepper_set_test_switches (s, &sw);
  int bad = undo_retake (s, 1e-5, 50);
  *floor_accepts = gp_stepper_stats (s)->floor_accepts;
  gp_stepper_free (s);
  return bad;
}

/* LIB C34, C35: `steps` steps of size h of hht-odae (HHT alpha) on the
   named problem from its consistent start, with the test switches t:
   the end state (allocated, the stepper's layout), or NULL when a step
   failed */
static gp_state *
hht_odae_run (const char *problem, double alpha, gp_r1 r1, gp_newton_mode mode, double h,
              int steps, const gp_test_switches *t)
{
  const gp_problem *P = gp_problem_by_name (problem);
  gp_options o;
  char why[256];
  gp_options_for (&gp_method_hht_odae, &o);
  o.r1 = r1;
  o.newton_mode = mode;
  if (!P || gp_coeffs_hht (alpha, &o.c, why, sizeof why) != GP_OK)
    return NULL;
  gp_stepper *s = gp_stepper_alloc (&gp_method_hht_odae, P, &o, why, sizeof why);
  gp_state *x = s ? gp_stepper_state_alloc (s) : NULL;
  int ok = x && gp_state_consistent (P, x, 1e-15) == GP_OK;
  if (ok)
    gp_stepper_set_test_switches (s, t);
  ok = ok && gp_stepper_start (s, h, x) == GP_OK;
  for (int i = 0; ok && i < steps; i++)
    ok = gp_stepper_step (s, h, x) == GP_OK;
  gp_stepper_free (s);
  if (!ok)
    {
      gp_state_free (x);
      return NULL;
    }
  return x;
}

/* largest |a_i - b_i| / (1 + |b_i|) over two states of one layout */
static double
state_reldiff (const gp_state *a, const gp_state *b)
{
  double m = 0.0;
  for (size_t i = 0; i < a->L.size; i++)
    m = fmax (m, fabs (a->v[i] - b->v[i]) / (1.0 + fabs (b->v[i])));
  return m;
}

/* LIB C37: the production regime's Newton error against the discretization
   error.  A study of L levels h0 / 2^k to T (galpha conv's) of method m with
   Chung-Hulbert rho_inf on problem P, in both regimes from one start; the
   largest over levels and measured blocks of
     |x_production - x_verify|_2 / err_verify,
   err_verify the verification regime's error of the block at T against the
   committed reference (as galpha conv measures it).  *at_h, *at_b: where;
   *err: that level's and block's error.  NAN when a run failed. */
static double
regimes_vs_discretization (const char *problem, const gp_method *m, double rho_inf, double h0,
                           int L, double T, double *at_h, gp_block *at_b, double *err)
{
  const gp_problem *P = gp_problem_by_name (problem);
  gp_stepper *s[2] = { NULL, NULL };
  for (int r = 0; P && r < 2; r++)
    {
      gp_options o;
      char why[256];
      gp_options_for (m, &o);
      o.newton_mode = r ? GP_NEWTON_PRODUCTION : GP_NEWTON_VERIFY;
      s[r] = gp_coeffs_chung_hulbert (rho_inf, &o.c, why, sizeof why) == GP_OK
        ? gp_stepper_alloc (m, P, &o, why, sizeof why) : NULL;
    }
  double worst = study_pair (s, problem, h0, L, T, at_h, at_b, err, NULL);
  gp_stepper_free (s[0]);
  gp_stepper_free (s[1]);
  return worst;
}

/* C36: a GSL error handler that counts its calls instead of aborting */
static int gsl_errors;
static void
count_gsl_error (const char *reason, const char *file, int line, int gsl_errno)
{
  (void) reason;
  (void) file;
  (void) line;
  (void) gsl_errno;
  gsl_errors++;
}

int
main (void)
{
  gsl_set_error_handler_off ();
  tap_plan (38);
  gp_options o;
  gp_options_default (&o);
  char why[256];
  gp_stepper *s = gp_stepper_alloc (&gp_method_ga_nh, J, &o, why, sizeof why);
  gp_state *x = gp_state_alloc (J, NULL), *x0 = gp_state_alloc (J, NULL);
  tap_ok (s && x && gp_state_consistent (J, x, 1e-15) == GP_OK,
          "LIB C1 stepper allocates and consistent start solves for jay-nh");
  gp_state_copy (x0, x);

  /* transactional failure: Newton cannot meet an impossible tolerance */
  gp_options ot = o;
  ot.newton_tol = 1e-300;
  ot.newton_maxit = 3;
  gp_stepper *st = gp_stepper_alloc (&gp_method_ga_nh, J, &ot, why, sizeof why);
  int rc = gp_stepper_step (st, 0.1, x);
  tap_ok (rc == GP_ENEWTON && same_state (x, x0) && gp_stepper_stats (st)->failed_steps == 1,
          "LIB C2 failed Newton step returns GP_ENEWTON and leaves the state unchanged (%s)",
          gp_stepper_message (st));
  gp_stepper_free (st);

  rc = gp_stepper_step (s, 0.0, x);
  int rc2 = gp_stepper_step (s, (double) NAN, x);
  gp_steps back = { GP_STEPS_UNIFORM, -0.1, NULL, 0 };
  gp_run run;
  int rc3 = gp_integrate (s, &back, 1.0, x, 1, NULL, NULL, &run);
  tap_ok (rc == GP_EINVAL && rc2 == GP_EINVAL && rc3 == GP_EINVAL && same_state (x, x0),
          "LIB C3 the stepper refuses h = 0 and NaN, the driver h = -0.1 (GP_EINVAL, "
          "state unchanged: %s)", gp_stepper_message (s));

  /* callback failure inside Newton */
  gp_problem bad = *J;
  bad.force = failing_force;
  gp_stepper *sb = gp_stepper_alloc (&gp_method_ga_nh, &bad, &o, why, sizeof why);
  budget = 2;
  rc = gp_stepper_step (sb, 0.1, x);
  tap_ok (rc == GP_EFUNC && same_state (x, x0),
          "LIB C4 a failing callback gives GP_EFUNC and the state unchanged");
  gp_stepper_free (sb);

  /* refused coefficients */
  gp_options on = o;
  on.c.gamma = (double) NAN;
  gp_stepper *sn = gp_stepper_alloc (&gp_method_ga_nh, J, &on, why, sizeof why);
  tap_ok (!sn && strstr (why, "finite"), "LIB C5 NaN coefficient refused (%s)", why);
  on = o;
  on.newton_tol = 0;
  sn = gp_stepper_alloc (&gp_method_ga_nh, J, &on, why, sizeof why);
  tap_ok (!sn && strstr (why, "newton_tol"), "LIB C6 newton_tol = 0 refused (%s)", why);
  gp_coeffs c;
  tap_ok (gp_coeffs_chung_hulbert ((double) NAN, &c, why, sizeof why) == GP_EINVAL
          && gp_coeffs_chung_hulbert (1.01, &c, why, sizeof why) == GP_EINVAL
          && gp_coeffs_hht (0.1, &c, why, sizeof why) == GP_EINVAL,
          "LIB C7 rho_inf NaN or > 1 and HHT alpha > 0 are refused");

  /* statistics */
  rc = gp_stepper_step (s, 0.1, x);
  const gp_stats *S = gp_stepper_stats (s);
  tap_ok (rc == GP_OK && S->steps == 1 && S->newton_iters >= 2
          && S->factorizations == S->newton_iters && S->residual_evals == S->newton_iters,
          "LIB C8 statistics: 1 step, %ld iterations = factorizations = residual evaluations",
          S->newton_iters);

  /* previous M_alpha: the first step equals the explicit one */
  gp_options op = o;
  op.m_alpha = GP_MALPHA_PREVIOUS;
  gp_stepper *sp = gp_stepper_alloc (&gp_method_ga_nh, J, &op, why, sizeof why);
  gp_state *xp = gp_state_alloc (J, NULL);
  gp_state_copy (xp, x0);
  gp_stepper_step (sp, 0.1, xp);
  tap_ok (same_state (xp, x), "LIB C9 m-alpha previous: first step equals explicit");
  gp_stepper_free (sp);
  gp_state_free (xp);

  /* analysis helpers */
  double h[5], e[5];
  for (int i = 0; i < 5; i++)
    {
      h[i] = ldexp (0.1, -i);
      e[i] = 3.0 * h[i] * h[i] * (i < 2 ? 1.5 : 1.0);   /* pre-asymptotic first two */
    }
  double p = gp_lsq_order (h, e, 2, 4);
  int lo = gp_asymptotic_range (h, e, 5);
  tap_ok (fabs (p - 2) < 1e-12 && lo == 2, "LIB C10 lsq order %.15g and asymptotic range "
          "start %d on a power law with a pre-asymptotic head", p, lo);
  double A[4] = { 2, 1, 1, 1 };   /* inverse [1 -1; -1 2]: cond1 = 3 * 3 */
  tap_ok (fabs (gp_cond1 (A, 2) - 9) < 1e-12, "LIB C11 cond1 of [2 1; 1 1] is 9 (%.17g)",
          gp_cond1 (A, 2));
  double Z[4] = { 1, 2, 2, 4 };
  tap_ok (isinf (gp_cond1 (Z, 2)), "LIB C12 cond1 of a singular matrix is infinite");
  double eig[6];
  gp_amplification_eigs (&o.c, 0.0, eig);
  double target = o.c.alpha_m / (o.c.alpha_m - 1), best = (double) INFINITY;
  int ones = 0;
  for (int i = 0; i < 3; i++)
    {
      ones += fabs (eig[2 * i] - 1) < 1e-7 && fabs (eig[2 * i + 1]) < 1e-7;
      best = fmin (best, hypot (eig[2 * i] - target, eig[2 * i + 1]));
    }
  tap_ok (ones == 2 && best < 1e-12, "LIB C13 amplification at h -> 0: eigenvalues 1, 1, "
          "alpha_m/(alpha_m-1)");

  /* jay-nh Jacobians against central differences at a non-solution point */
  double t = 0.37, y[2] = { 1.3, 0.4 }, z[2] = { 0.7, -1.1 }, psi[1] = { 0.8 };
  double fy[4], fz[4], fp[2], ky[2], kz[2], kt[1], worst = 0;
  J->force_jac (t, y, z, NULL, psi, fy, fz, NULL, fp, NULL);
  J->k_jac (t, y, z, ky, kz, kt, NULL);
  for (int j = 0; j < 5; j++)   /* perturb y1 y2 z1 z2 psi */
    {
      double d = 1e-6, yp[2], zp[2], pp[1], ym[2], zm[2], pm[1], fpl[2], fmi[2], kpl, kmi;
      memcpy (yp, y, sizeof y); memcpy (ym, y, sizeof y);
      memcpy (zp, z, sizeof z); memcpy (zm, z, sizeof z);
      pp[0] = pm[0] = psi[0];
      double *vp = j < 2 ? &yp[j] : j < 4 ? &zp[j - 2] : &pp[0];
      double *vm = j < 2 ? &ym[j] : j < 4 ? &zm[j - 2] : &pm[0];
      *vp += d; *vm -= d;
      J->force (t, yp, zp, NULL, pp, fpl, NULL);
      J->force (t, ym, zm, NULL, pm, fmi, NULL);
      J->k (t, yp, zp, &kpl, NULL);
      J->k (t, ym, zm, &kmi, NULL);
      for (int i = 0; i < 2; i++)
        {
          double an = j < 2 ? fy[2 * i + j] : j < 4 ? fz[2 * i + j - 2] : fp[i];
          worst = fmax (worst, fabs ((fpl[i] - fmi[i]) / (2 * d) - an) / (1 + fabs (an)));
        }
      double ank = j < 2 ? ky[j] : j < 4 ? kz[j - 2] : 0;
      worst = fmax (worst, fabs ((kpl - kmi) / (2 * d) - ank) / (1 + fabs (ank)));
    }
  tap_is_le (1e-8, worst, "LIB C14 jay-nh f and k Jacobians against central differences "
             "(d = 1e-6: truncation d^2 ~ 1e-12, cancellation eps/d ~ 1e-10)");

  /* exact solution satisfies the DAE */
  double res = 0;
  for (int i = 0; i <= 4; i++)
    {
      xp = gp_state_alloc (J, NULL);
      double tt = 0.25 * i, rp, rv, ra;
      xp->t = tt;
      J->exact (tt, xp->y, xp->z, xp->a, NULL, xp->psi, NULL);
      gp_state_residuals (J, xp, &rp, &rv, &ra);
      res = fmax (res, fmax (rv, ra));
      gp_state_free (xp);
    }
  tap_is_le (1e-13, res, "LIB C15 jay-nh exact solution: |k| and acceleration-level residual");
  tap_ok (gp_method_by_name ("ga-nh") == &gp_method_ga_nh && !gp_method_by_name ("nope")
          && gp_problem_by_name ("jay-nh") == J && !gp_problem_by_name ("nope"),
          "LIB C16 lookup by name finds ga-nh and jay-nh and nothing else");

  /* C17: signed steps, h then -h from the consistent start: back to y0 to O(h^3) */
  {
    double hb[5], eb[5], ez[5];
    gp_stepper *sk = gp_stepper_alloc (&gp_method_ga_nh, J, &o, why, sizeof why);
    gp_state *xb = gp_stepper_state_alloc (sk);
    int ok = 1;
    for (int k = 0; k < 5; k++)
      {
        hb[k] = ldexp (0.1, -k);
        gp_state_copy (xb, x0);
        ok &= gp_stepper_step (sk, hb[k], xb) == GP_OK && gp_stepper_step (sk, -hb[k], xb) == GP_OK;
        eb[k] = hypot (xb->y[0] - x0->y[0], xb->y[1] - x0->y[1]);
        ez[k] = hypot (xb->z[0] - x0->z[0], xb->z[1] - x0->z[1]);
        tap_diag ("h=%-8.4g back to t=%.3g: |y - y0| = %.3e, |z - z0| = %.3e", hb[k], xb->t,
                  eb[k], ez[k]);
      }
    double pb = gp_lsq_order (hb, eb, 0, 4);
    tap_ok (ok && pb >= 3 - 0.15 && fabs (xb->t) < 1e-15, "LIB C17 ga-nh steps h then -h "
            "return to y0 to O(h^3) (slope %.3f over h = 0.1 .. 0.00625)", pb);
    gp_state_free (xb);
    gp_stepper_free (sk);
  }

  /* C18: a method whose unknowns are 3n + m_k, through the public interface */
  {
    gp_options of = o;
    of.m_alpha = GP_MALPHA_PREVIOUS;
    gp_stepper *sf = gp_stepper_alloc (&method_full, J, &of, why, sizeof why);
    gp_stepper *sg = gp_stepper_alloc (&gp_method_ga_nh, J, &of, why, sizeof why);
    if (!sf || !sg)
      tap_bail ("C18: %s", why);
    gp_state *xf = gp_stepper_state_alloc (sf), *xg = gp_stepper_state_alloc (sg);
    gp_steps S20 = { GP_STEPS_UNIFORM, 0.05, NULL, 0 };
    gp_run rf, rg;
    int ok = gp_integrate (sf, &S20, 1.0, xf, 0, NULL, NULL, &rf) == GP_OK
      && gp_integrate (sg, &S20, 1.0, xg, 0, NULL, NULL, &rg) == GP_OK;
    double d = max_diff (xf, xg);
    tap_ok (ok && gp_stepper_unknowns (sf) == 7 && gp_stepper_unknowns (sg) == 3 && d <= 1e-10,
            "LIB C18 a test method with 3n + m_k = %zu unknowns and M_alpha history equals "
            "ga-nh (%zu unknowns) over 20 steps (max difference %.2e <= 1e-10)",
            gp_stepper_unknowns (sf), gp_stepper_unknowns (sg), d);
    gp_state_free (xf);
    gp_state_free (xg);
    gp_stepper_free (sf);
    gp_stepper_free (sg);
  }

  /* C19: history is transactional: a failed step between two good ones
     changes nothing (m-alpha previous reads the history; the production
     regime carries the rounding floor it measured), in both Newton regimes */
  {
    int ok = 1;
    for (int mode = 0; mode < 2; mode++)
      {
        gp_options oh = o;
        oh.m_alpha = GP_MALPHA_PREVIOUS;
        oh.newton_mode = mode ? GP_NEWTON_PRODUCTION : GP_NEWTON_VERIFY;
        gp_problem fprob = *J;
        fprob.force = failing_force;
        gp_stepper *s1 = gp_stepper_alloc (&gp_method_ga_nh, &fprob, &oh, why, sizeof why);
        gp_stepper *s2 = gp_stepper_alloc (&gp_method_ga_nh, &fprob, &oh, why, sizeof why);
        gp_state *x1 = gp_stepper_state_alloc (s1), *x2 = gp_stepper_state_alloc (s2);
        gp_state_copy (x1, x0);
        gp_state_copy (x2, x0);
        budget = 1000000;
        ok &= gp_stepper_step (s1, 0.1, x1) == GP_OK && gp_stepper_step (s2, 0.1, x2) == GP_OK;
        budget = 3;
        ok &= gp_stepper_step (s1, 0.07, x1) == GP_EFUNC;   /* fails inside Newton */
        budget = 1000000;
        ok &= gp_stepper_step (s1, 0.1, x1) == GP_OK && gp_stepper_step (s2, 0.1, x2) == GP_OK;
        ok &= same_state (x1, x2);
        gp_state_free (x1);
        gp_state_free (x2);
        gp_stepper_free (s1);
        gp_stepper_free (s2);
      }
    tap_ok (ok, "LIB C19 a failed step leaves state and history unchanged: the next step "
            "is bitwise that of an undisturbed stepper (verification and production regimes)");
  }

  /* C20-C21: Newton never accepts a half-converged iterate */
  {
    gp_test_switches wrong = { .jacobian_factor = 3.0 },
      legacy = { .jacobian_factor = 3.0, .newton_legacy = 1 };
    gp_options om = o;
    om.newton_maxit = 40;      /* room for 2/3-contraction to reach sqrt(tol) */
    gp_stepper *sw1 = gp_stepper_alloc (&gp_method_ga_nh, J, &om, why, sizeof why);
    gp_stepper *sw2 = gp_stepper_alloc (&gp_method_ga_nh, J, &om, why, sizeof why);
    gp_stepper_set_test_switches (sw1, &wrong);
    gp_stepper_set_test_switches (sw2, &legacy);
    gp_state *x1 = gp_stepper_state_alloc (sw1), *x2 = gp_stepper_state_alloc (sw2);
    gp_state_copy (x1, x0);
    gp_state_copy (x2, x0);
    int r1 = gp_stepper_step (sw1, 0.1, x1), r2 = gp_stepper_step (sw2, 0.1, x2);
    tap_ok (r1 == GP_ENEWTON && same_state (x1, x0) && gp_stepper_stats (sw1)->unconverged == 0,
            "LIB C20 a Jacobian 3 times too large (contraction 2/3) fails the step "
            "(%s)", gp_stepper_message (sw1));
    tap_ok (r2 == GP_OK && gp_stepper_stats (sw2)->unconverged == 1
            && gp_stepper_stats (sw2)->max_final_ratio > 1e3,
            "LIB C21 with the old stopping rule the same step is accepted and counted "
            "unconverged (final increment %.3g times its bound)",
            gp_stepper_stats (sw2)->max_final_ratio);
    gp_state_free (x1);
    gp_state_free (x2);
    gp_stepper_free (sw1);
    gp_stepper_free (sw2);
  }

  /* C22: --a-init exact starts from a(t0 + alpha h), for both methods that
     offer it (order 2 holds from a(t0) too, with a 9 times larger error
     constant: only the starting value itself shows the option path) */
  {
    double wa = 0.0, ha = 0.1;
    const gp_problem *Ps[2] = { J, gp_problem_by_name ("soi2-test") };
    const gp_method *ms[2] = { &gp_method_ga_nh, &gp_method_ga_soi2 };
    int ok = Ps[1] != NULL;
    for (int k = 0; k < 2 && ok; k++)
      {
        gp_options oe = o;
        oe.a_init = GP_AINIT_EXACT;
        gp_stepper *se = gp_stepper_alloc (ms[k], Ps[k], &oe, why, sizeof why);
        gp_state *xe = se ? gp_stepper_state_alloc (se) : NULL;
        double aw[8] = { 0 };
        ok = se && xe && gp_state_consistent (Ps[k], xe, 1e-15) == GP_OK
          && gp_stepper_start (se, ha, xe) == GP_OK
          && Ps[k]->exact (xe->t + gp_coeffs_alpha (&oe.c) * ha, NULL, NULL, aw, NULL, NULL,
                           Ps[k]->params) == 0;
        for (size_t i = 0; ok && i < Ps[k]->n; i++)
          wa = fmax (wa, fabs (xe->a[i] - aw[i]) / (1 + fabs (aw[i])));
        gp_state_free (xe);
        gp_stepper_free (se);
      }
    tap_ok (ok && wa <= 1e-15, "LIB C22 --a-init exact: ga-nh (jay-nh) and ga-soi2 "
            "(soi2-test) start from a(t0 + alpha h), alpha = -2/3, h = 0.1 (largest relative "
            "difference %.2e <= 1e-15)", wa);
  }

  /* C23: the acceleration level of a time-dependent constraint keeps k_t */
  {
    gp_state *xk = gp_state_alloc (&kt_problem, NULL);
    int ok = xk && gp_state_consistent (&kt_problem, xk, 1e-15) == GP_OK;
    tap_ok (ok && fabs (xk->a[0] - 1.0) <= 1e-15 && fabs (xk->psi[0] + 1.0) <= 1e-15,
            "LIB C23 consistent start of z - t = 0 (k_t = -1): a = 1, psi = -1 (got %.17g, %.17g)",
            ok ? xk->a[0] : (double) NAN, ok ? xk->psi[0] : (double) NAN);
    gp_state_free (xk);
  }

  /* C24: global errors are 2-norms per block (CONTRACT.md), not max norms */
  {
    gp_state *xa = gp_state_alloc (J, NULL), *xb = gp_state_alloc (J, NULL);
    double dn[GP_NBLOCKS];
    memset (xa->v, 0, xa->L.size * sizeof (double));
    memset (xb->v, 0, xb->L.size * sizeof (double));
    xa->y[0] = 3.0;
    xa->y[1] = 4.0;
    xa->psi[0] = -2.0;
    gp_state_distances (xa, xb, dn);
    tap_ok (dn[GP_Y] == 5.0 && dn[GP_PSI] == 2.0 && dn[GP_Z] == 0.0,
            "LIB C24 block distances are 2-norms: |(3, 4)| = %g, |(-2)| = %g, |0| = %g",
            dn[GP_Y], dn[GP_PSI], dn[GP_Z]);
    gp_state_free (xa);
    gp_state_free (xb);
  }

  /* C25: gp_stepper_undo takes a successful step back exactly: after
     steps 0.1, 0.1, a step 0.05 undone (the caller restores x) and a step
     0.07, every bit equals the stepper that never took the 0.05 step
     (ga-nh with m-alpha previous and its correction read the history: h,
     a_alpha, the stored product); and a second undo is refused */
  {
    gp_options oh = o;
    oh.m_alpha = GP_MALPHA_PREVIOUS;
    gp_stepper *s1 = gp_stepper_alloc (&gp_method_ga_nh, J, &oh, why, sizeof why);
    gp_stepper *s2 = gp_stepper_alloc (&gp_method_ga_nh, J, &oh, why, sizeof why);
    gp_state *x1 = gp_stepper_state_alloc (s1), *x2 = gp_stepper_state_alloc (s2);
    gp_state *keep = gp_stepper_state_alloc (s1);
    gp_state_copy (x1, x0);
    gp_state_copy (x2, x0);
    int ok = 1;
    for (int k = 0; k < 2; k++)
      ok &= gp_stepper_step (s1, 0.1, x1) == GP_OK && gp_stepper_step (s2, 0.1, x2) == GP_OK;
    gp_state_copy (keep, x1);
    ok &= gp_stepper_step (s1, 0.05, x1) == GP_OK && gp_stepper_undo (s1) == GP_OK;
    int again = gp_stepper_undo (s1);
    gp_state_copy (x1, keep);
    ok &= gp_stepper_step (s1, 0.07, x1) == GP_OK && gp_stepper_step (s2, 0.07, x2) == GP_OK;
    const gp_stats *su = gp_stepper_stats (s1);
    tap_ok (ok && same_state (x1, x2) && again == GP_EINVAL && su->steps == 3 && su->undone == 1,
            "LIB C25 gp_stepper_undo: a step taken back leaves the history as before, bit for "
            "bit (the next step equals an undisturbed stepper's); a second undo is refused; "
            "steps %ld, undone %ld", su->steps, su->undone);
    /* C26: the same through the adaptive driver: a run whose first steps are
       rejected equals the run started with the accepted first h */
    char w2[256];
    gp_control *ctl = gp_control_alloc (1e-5, 1e-5, w2, sizeof w2);
    gp_adaptive_run r1, r2;
    int ra = gp_integrate_adaptive (s1, ctl, 0.5, 1.0, x1, 0, NULL, NULL, &r1);
    int rb = gp_integrate_adaptive (s2, ctl, r1.h_first, 1.0, x2, 0, NULL, NULL, &r2);
    tap_ok (ra == GP_OK && rb == GP_OK && r1.rejected > r2.rejected && r1.accepted == r2.accepted
            && same_state (x1, x2) && x1->t == 1.0,
            "LIB C26 gp_integrate_adaptive: %ld rejected first steps restart the method "
            "exactly: the run equals the one started with h = %g (%ld steps), bit for bit, "
            "ending at T", r1.rejected - r2.rejected, r1.h_first, r1.accepted);
    /* C38: the controller's fields refused with their values named */
    gp_control badc = *ctl;
    badc.kappa = 0.0;
    int rk = gp_integrate_adaptive (s1, &badc, 0.0, 1.0, x1, 0, NULL, NULL, &r1);
    char mk[256];
    snprintf (mk, sizeof mk, "%s", gp_stepper_message (s1));
    badc = *ctl;
    badc.controller = 7;
    int rcn = gp_integrate_adaptive (s1, &badc, 0.0, 1.0, x1, 0, NULL, NULL, &r1);
    tap_ok (rk == GP_EINVAL && strstr (mk, "kappa = 0") != NULL && rcn == GP_EINVAL
            && strstr (gp_stepper_message (s1), "controller = 7") != NULL,
            "LIB C38 gp_integrate_adaptive refuses kappa = 0 (%s) and controller = 7 (%s)", mk,
            gp_stepper_message (s1));
    gp_control_free (ctl);
    gp_state_free (keep);
    gp_state_free (x1);
    gp_state_free (x2);
    gp_stepper_free (s1);
    gp_stepper_free (s2);
  }

  /* C27-C29: the production regime (simplified Newton, stopping at the
     step's error level) on jay-nh, against the verification regime */
  {
    gp_options opr = o, ovr = o;
    opr.newton_mode = GP_NEWTON_PRODUCTION;
    ovr.newton_tol = 1e-14;
    gp_stepper *spr = gp_stepper_alloc (&gp_method_ga_nh, J, &opr, why, sizeof why);
    gp_stepper *svr = gp_stepper_alloc (&gp_method_ga_nh, J, &ovr, why, sizeof why);
    gp_state *xpr = gp_stepper_state_alloc (spr), *xvr = gp_stepper_state_alloc (svr);
    gp_state *xex = gp_stepper_state_alloc (svr);
    gp_steps Su = { GP_STEPS_UNIFORM, 0.01, NULL, 0 };
    gp_run rp, rv;
    double ev[GP_NBLOCKS], ep[GP_NBLOCKS];
    int ok = gp_integrate (spr, &Su, 1.0, xpr, 0, NULL, NULL, &rp) == GP_OK
      && gp_integrate (svr, &Su, 1.0, xvr, 0, NULL, NULL, &rv) == GP_OK
      && gp_state_errors (J, xvr, gp_coeffs_alpha (&o.c) * 0.01, xex, ev) == GP_OK
      && gp_state_errors (J, xpr, gp_coeffs_alpha (&o.c) * 0.01, xex, ep) == GP_OK;
    const gp_stats *stp = gp_stepper_stats (spr), *stv = gp_stepper_stats (svr);
    double dy = fabs (ep[GP_Y] - ev[GP_Y]) / ev[GP_Y], dz = fabs (ep[GP_Z] - ev[GP_Z]) / ev[GP_Z];
    tap_ok (ok && dy <= 1e-4 && dz <= 1e-4 && stp->unconverged == 0,
            "LIB C27 production regime, jay-nh, h = 0.01, t = 1: the global errors of y and z "
            "equal the verification regime's (tol 1e-14) to %.1e and %.1e relative (<= 1e-4), "
            "with %.2f instead of %.2f Newton iterations per step", dy, dz,
            (double) stp->newton_iters / (double) stp->steps,
            (double) stv->newton_iters / (double) stv->steps);
    tap_ok (ok && stp->factorizations == stp->steps && stp->jacobian_evals == stp->steps
            && stp->residual_evals == stp->newton_iters,
            "LIB C28 production regime: one iteration matrix and one factorization per step "
            "(%ld, %ld for %ld steps), one residual per iteration (%ld, %ld)",
            stp->jacobian_evals, stp->factorizations, stp->steps, stp->residual_evals,
            stp->newton_iters);
    /* a Jacobian 3 times too large: linear contraction 2/3, above the
       refresh threshold; the step is accepted only when its estimated error,
       which accounts for the rate, is below the bound -- for this linear
       convergence the estimate is exact, so the true error (against the
       verification regime's step) must be below the bound too */
    gp_test_switches wrong = { .jacobian_factor = 3.0 };
    gp_options ow = opr;
    ow.newton_maxit = 80;
    gp_stepper *sw = gp_stepper_alloc (&gp_method_ga_nh, J, &ow, why, sizeof why);
    gp_stepper_set_test_switches (sw, &wrong);
    gp_state *xw = gp_stepper_state_alloc (sw), *xr = gp_stepper_state_alloc (svr);
    gp_state_copy (xw, x0);
    gp_state_copy (xr, x0);
    gp_stepper_reset (svr);
    int rw = gp_stepper_step (sw, 0.1, xw), rr = gp_stepper_step (svr, 0.1, xr);
    /* the bound of each unknown (a, psi): KAPPA |x - x0| + tol (1 + |x|) */
    double wr = 0.0;
    for (size_t i = 0; i < J->n + J->m_k; i++)
      {
        double xi = xr->a[i], x0i = x0->a[i];
        double bound = GP_NEWTON_KAPPA * fabs (xi - x0i) + opr.newton_tol * (1 + fabs (xi));
        wr = fmax (wr, fabs (xw->a[i] - xi) / bound);
      }
    const gp_stats *stw = gp_stepper_stats (sw);
    tap_ok (rw == GP_OK && rr == GP_OK && wr <= 1.0 && stw->unconverged == 0
            && stw->factorizations > 1,
            "LIB C29 production regime with a Jacobian 3 times too large: the matrix is "
            "refreshed (%ld factorizations in 1 step), the accepted step's true error is "
            "%.3g of its bound (<= 1), none accepted unconverged", stw->factorizations, wr);
    gp_state_free (xpr);
    gp_state_free (xvr);
    gp_state_free (xex);
    gp_state_free (xw);
    gp_state_free (xr);
    gp_stepper_free (spr);
    gp_stepper_free (svr);
    gp_stepper_free (sw);
  }

  /* C30: the direct solve of a linear acceleration-level system equals
     Newton's to rounding (rolling-disk with and without accel_linear) */
  {
    const gp_problem *D = gp_problem_by_name ("rolling-disk");
    gp_problem Dn = *D;
    Dn.accel_linear = 0;
    gp_state *xd = gp_state_alloc (D, NULL), *xn = gp_state_alloc (&Dn, NULL);
    int ok = D->accel_linear == 1 && gp_state_consistent (D, xd, 1e-15) == GP_OK
      && gp_state_consistent (&Dn, xn, 1e-15) == GP_OK;
    double d = 0.0;
    for (size_t i = 0; ok && i < xd->L.size; i++)
      d = fmax (d, fabs (xd->v[i] - xn->v[i]) / (1 + fabs (xn->v[i])));
    tap_ok (ok && d <= 1e-14, "LIB C30 rolling-disk's acceleration-level system is linear "
            "(accel_linear = 1): its direct solve equals Newton's to %.2e <= 1e-14", d);
    gp_state_free (xd);
    gp_state_free (xn);
  }

  /* C31: rk4's first stage reuses the previous step's end-point solve: the
     same bits as a stepper that solves it again (reset before every step) */
  {
    const gp_problem *D = gp_problem_by_name ("rolling-disk");
    gp_options o4;
    gp_options_for (&gp_method_rk4, &o4);
    gp_stepper *s1 = gp_stepper_alloc (&gp_method_rk4, D, &o4, why, sizeof why);
    gp_stepper *s2 = gp_stepper_alloc (&gp_method_rk4, D, &o4, why, sizeof why);
    gp_state *x1 = gp_stepper_state_alloc (s1), *x2 = gp_stepper_state_alloc (s2);
    int ok = gp_state_consistent (D, x1, 1e-15) == GP_OK;
    gp_state_copy (x2, x1);
    for (int i = 0; ok && i < 50; i++)
      {
        gp_stepper_reset (s2);
        ok = gp_stepper_step (s1, 0.02, x1) == GP_OK && gp_stepper_step (s2, 0.02, x2) == GP_OK;
      }
    const gp_stats *a1 = gp_stepper_stats (s1), *a2 = gp_stepper_stats (s2);
    tap_ok (ok && same_state (x1, x2) && a1->newton_solves == 4 * 50 + 1
            && a2->newton_solves == 5 * 50,
            "LIB C31 rk4 reuses the end-point solve as the next first stage: %ld solves for "
            "50 steps (%ld without the reuse), the same bits", a1->newton_solves,
            a2->newton_solves);
    gp_state_free (x1);
    gp_state_free (x2);
    gp_stepper_free (s1);
    gp_stepper_free (s2);
  }

  /* C32: the production regime's error estimate on a system whose
     simplified-Newton errors are known: F(x) = x^2 - 2 from x0 = sqrt(2)
     (1 + delta), matrix 2 x0.  e1 = e0^2 / (2 x0) is a Newton step's, e2 =
     e1 (2 e0 - e1) / (2 x0) contracts twice as much; counting the first rate
     once accepts iterates with up to 2 times the bound */
  {
    gp_newton *w = gp_newton_alloc (1);
    gp_newton_opts osq = { 1e-300, 40, NULL, 0.0, 0, GP_NEWTON_PRODUCTION, 0.0, 0, 0, 1, 0.0, NULL };
    double wsq = 0.0, r2 = sqrt (2.0);
    int ok = w != NULL, runs = 0;
    for (int i = 0; ok && i < 400; i++)
      {
        double delta = pow (10.0, -4.0 + 3.0 * i / 399.0), u[1] = { r2 * (1 + delta) };
        double u0 = u[0];
        gp_newton_report rep;
        ok = gp_newton_solve (w, square_system, NULL, u, &osq, NULL, &rep) == GP_OK;
        double bound = GP_NEWTON_KAPPA * fabs (u[0] - u0) + osq.tol * (1 + fabs (u[0]));
        wsq = fmax (wsq, fabs (u[0] - r2) / bound);
        runs++;
      }
    tap_ok (ok && wsq <= 1.001, "LIB C32 production regime on x^2 - 2 = 0 from sqrt(2) (1 + "
            "delta), %d deltas in [1e-4, 1e-1]: the accepted iterates' true error is at most "
            "%.6f of the bound (<= 1.001; the first rate counted once would reach 2)", runs, wsq);
    gp_newton_free (w);
  }

  /* C33: undo is exact in both regimes, the production regime's floor
     hint included (the switch that keeps it shows that it matters) */
  {
    long fv = 0, fpr = 0, fk = 0;
    int mv = undo_retake_mismatches (GP_NEWTON_VERIFY, 0, &fv);
    int mp = undo_retake_mismatches (GP_NEWTON_PRODUCTION, 0, &fpr);
    int mk = undo_retake_mismatches (GP_NEWTON_PRODUCTION, 1, &fk);
    tap_ok (mv == 0 && mp == 0 && mk > 0 && fv > 0 && fpr > 0,
            "LIB C33 step, undo, step again (ga-soi2, soi2-test, h = 1e-5, 50 steps, %ld and "
            "%ld solves at the rounding floor): the retake equals the first take in every "
            "bit in the verification (%d differ) and production (%d differ) regimes; with "
            "the undone step's floor hint kept, %d differ", fv, fpr, mv, mp, mk);
  }

  /* C34: a stall whose residual is far above its rounding level is not a
     step: hht-odae on jn-test at h = 1e-9 (rows scaled by 2/h^2); the
     switch that drops the residual test accepts lambda1 = -27 (exact 1) */
  {
    gp_test_switches none = { 0 }, unchecked = { .floor_unchecked = 1 };
    gp_state *xr = hht_odae_run ("jn-test", -0.3, GP_R1_IMPLICIT, GP_NEWTON_VERIFY, 1e-9, 1, &none);
    gp_state *xu = hht_odae_run ("jn-test", -0.3, GP_R1_IMPLICIT, GP_NEWTON_VERIFY, 1e-9, 1,
                                 &unchecked);
    double lam = xu ? xu->lam[0] : (double) NAN;
    tap_ok (xr == NULL && xu != NULL && fabs (lam - 1.0) > 1.0,
            "LIB C34 hht-odae, jn-test, h = 1e-9: the step fails (its Newton stalls with a "
            "residual far above rounding: %s); without the residual test it is accepted with "
            "lambda1 = %.4g where the exact one is 1", xr ? "accepted" : "failed", lam);
    gp_state_free (xr);
    gp_state_free (xu);
  }

  /* C35: the production regime ends at the verification regime's root when
     its simplified iteration diverges: jn-pendulum, hht-odae, r1 explicit,
     h = 0.1, 10 steps; without the restart it reaches a far root */
  {
    gp_test_switches none = { 0 }, norestart = { .no_restart = 1 };
    gp_state *xv = hht_odae_run ("jn-pendulum", 0.0, GP_R1_EXPLICIT, GP_NEWTON_VERIFY, 0.1, 10,
                                 &none);
    gp_state *xprod = hht_odae_run ("jn-pendulum", 0.0, GP_R1_EXPLICIT, GP_NEWTON_PRODUCTION, 0.1,
                                 10, &none);
    gp_state *xn = hht_odae_run ("jn-pendulum", 0.0, GP_R1_EXPLICIT, GP_NEWTON_PRODUCTION, 0.1,
                                 10, &norestart);
    double dp = xv && xprod ? state_reldiff (xprod, xv) : (double) NAN;
    double dn = xv && xn ? state_reldiff (xn, xv) : (double) NAN;
    tap_ok (dp <= 1e-8 && dn > 1.0,
            "LIB C35 jn-pendulum, hht-odae, r1 explicit, h = 0.1, t = 1: the production regime "
            "equals the verification regime to %.3g (<= 1e-8, relative to 1 + |v|); without "
            "the restart at growing increments it differs by %.3g (> 1: another root)", dp, dn);
    gp_state_free (xv);
    gp_state_free (xprod);
    gp_state_free (xn);
  }

  {
    /* C36: GSL's handler inside the library.  A reference to T = t0 makes
       GSL's ODE driver refuse its zero first step with an error (under
       GSL's default handler: an abort); the library turns the handler off
       around its GSL calls, so the caller's handler is never called, and
       gives it back.  gp_cond1 no longer calls GSL (the dense kernel) */
    gsl_error_handler_t *prev = gsl_set_error_handler (count_gsl_error);
    gp_state *xr = gp_state_alloc (J, &gp_method_ga_nh);
    long nst = 0;
    int rr = xr ? gp_reference_solve (J, J->t0, 1e-12, xr, &nst) : GP_ENOMEM;
    /* the step count is optional: NULL is no count (it was written through) */
    int rn = xr ? gp_reference_solve (J, J->t0 + 0.01, 1e-12, xr, NULL) : GP_ENOMEM;
    double I2[4] = { 1, 0, 0, 1 }, c0 = gp_cond1 (I2, 0), c2 = gp_cond1 (I2, 2);
    gsl_error_handler_t *after = gsl_set_error_handler (prev);
    gp_state_free (xr);
    tap_ok (rr != GP_OK && rn == GP_OK && gsl_errors == 0 && after == count_gsl_error
            && isnan (c0) && c2 == 1.0,
            "LIB C36 GSL errors inside the library never reach the caller's handler (%d calls; "
            "a reference to T = t0 refused with %s; one to t0 + 0.01 without a step count: %s; "
            "gp_cond1 of a 0 x 0 matrix %g, of I2 %g) and the caller's handler is back",
            gsl_errors, gp_strerror (rr), gp_strerror (rn), c0, c2);
  }

  /* C37: the command line's default regime is honest: the production
     regime's final states differ from the verification regime's by at most
     1e-3 of the verification regime's discretization error, every level
     and measured block, over the steps a user of run and conv takes on
     the rolling disk and on Andrews (theory/library.md, "Two Newton
     regimes") */
  {
    double hd = 0.0, ha = 0.0, ed = 0.0, ea = 0.0;
    gp_block bd = GP_Y, ba = GP_Y;
    double qd = regimes_vs_discretization ("rolling-disk", &gp_method_ga_nh, 0.2, 1e-2, 7, 10.0,
                                           &hd, &bd, &ed);
    double qa = regimes_vs_discretization ("andrews", &gp_method_ga_i3, 0.7, 4e-4, 5, 0.03, &ha,
                                           &ba, &ea);
    tap_ok (qd <= 1e-3 && qa <= 1e-3,
            "LIB C37 the production regime's Newton error stays three orders below the "
            "discretization error: max over levels and blocks of |x_production - x_verify| / "
            "err_verify at T = %.3g on rolling-disk ga-nh rho_inf 0.2, h = 1e-2 / 2^k, k < 7, "
            "T = 10 (block %s, h = %g, error %.3g); %.3g on andrews ga-i3 rho_inf 0.7, h = 4e-4 "
            "/ 2^k, k < 5, T = 0.03 (block %s, h = %g, error %.3g); bound 1e-3", qd,
            gp_block_name (bd), hd, ed, qa, gp_block_name (ba), ha, ea);
  }

  gp_stepper_free (s);
  gp_state_free (x);
  gp_state_free (x0);
  return tap_done ();
}
