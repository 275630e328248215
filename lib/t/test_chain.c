/* test_chain.c -- the sparse Newton path (lib/gp_band.c, ga-i3's sparse
   blocks) on the chain of N bodies (problems/chain.c); theory/library.md,
   "The sparse Newton path":
     CHAIN C1  the chain's derivative terms (N = 5) against differences
               (gp_problem_check_jacobians) at its start and at a moved
               point with velocities: every term <= GP_JAC_CHECK_TOL; the
               dense callbacks are the sparse entries scattered, so this
               checks the sparse values and patterns too
     CHAIN C2  its start (a tridiagonal solve) against the library's
               consistent start (gp_state_consistent) on the band path and on
               the dense one (N = 6): relative difference <= 1e-12
     CHAIN C3  the band LU alone on a random band matrix with zeros on the
               diagonal (pivoting needed), N = 60, given in a scrambled
               order: backward error max_i |A x - b|_i / (|A| |x| + |b|)_i
               <= 64 eps, and the RCM ordering recovers a band of half-width
               <= 2 (kl + ku) of the original
     CHAIN C4  ga-i3 on chain N = 8 (CH rho_inf 0.2, h = 1e-3, 300 steps,
               verification regime): the band path against the dense LU
               on the same sparse blocks, max over y, z, lambda of
               |diff| / (1 + |x|) <= 1e-10, with the same Newton iterations
     CHAIN C5  the same against the dense callbacks (the problem without
               its sparse blocks): <= 1e-10, the same Newton iterations (a
               wrong entry of the sparse matrix converges to the same root,
               more slowly)
     CHAIN C6  the rule picks the dense LU at N = 2, 3 and the band at
               N = 4, 10, 100, 1000 (the crossover bench_chain measured:
               gp_band.c), with half-widths kl + ku that do not grow with N
               (<= 12 at every N), and the dense LU for andrews (no sparse
               blocks)
     CHAIN C7  the rounding-floor estimate on the band path: ga-i3 on chain
               N = 8, 50 steps of 1e-5 (the scaled rows' rounding stalls
               Newton: iterations accepted at the floor), band against
               dense LU: the same floor acceptances (> 0) and Newton
               iterations, the largest accepted increment within 1e-3
               relative (the two floor estimates form |J| and J^-1 from
               different factorizations), the states within 1e-10 as in C4
     CHAIN C8  ga-i3 on the band path converges with the order seed 003
               eq. (41) states: chain N = 5, CH rho_inf 0.2, T = 0.5, h =
               0.02/2^k, k = 0..5, errors at T against rk8pd (GSL, tol
               1e-13): the fitted orders of q, its velocity and lambda
               within 2 +- 0.1 (a wrong term of the step shows as order 1
               or less)
     CHAIN C9  the band path's rounding-floor estimate itself: full Newton
               on C3's linear system with a tolerance it cannot reach (the
               increments stall at rounding), band against dense LU: the
               same estimate to 1e-6 relative (both are Skeel's bound
               with the same safety factor; they differ by the rounding of
               |J^-1| from two factorizations; C7 does not see a floor 16
               times too low, whose stalls still pass)
     CHAIN C10 the Jacobian reuse on the band path (production regime, K =
               3; theory/library.md, "Jacobian reuse"): ga-i3 on chain N =
               8, 300 steps of 1e-3; solves start on a kept band LU (> 0);
               the same run with every step first tried at 1.5 h (a fresh
               factorization, into the other slot), undone and taken at h
               (on the kept LU, as an adaptive driver retakes a rejected
               step) ends in the same bits (each slot has its own band: the
               tried step's factorization leaves the kept one intact); the
               band path equals the dense LU with the same reuse to 1e-10
               with the same counts of iterations, factorizations and
               kept-LU solves
     CHAIN C11 the adaptive driver on the band path: ga-i3 (CH 0.7,
               production, K = 3) on chain N = 8 to T = 0.5 at rtol = atol =
               1e-5: its estimate projected with the step's own band factors
               (gp_adapt.c project_kkt) gives the same accepted and rejected
               steps as on the dense LU, the end states' y and z within
               1e-10 and lambda within 1e-7 relative: the two projections
               differ by the rounding of two factorizations (with the
               dense projection on both paths the runs agree in every bit),
               which the controller's step sizes carry forward and lambda,
               sensitive to the step sequence (ga-i3 has no step-change
               correction), amplifies (measured 4.6e-12 and 3.9e-9)
     CHAIN C12 what keeps the sparse path's memory linear in n gives the
               dense path's bits: gp_rows_matvec (a pattern in row order)
               against gp_matvec on the dense matrix the entries scatter
               into, on a scrambled pattern of 400 entries of a 30 x 40
               block with repeats (rows and columns out of order), every
               bit of the product equal; on chain N = 8 at a moved point
               with velocities, gp_state_residuals with the sparse blocks
               (g_y z from the sparse g_jac) against the problem without
               them, and gp_accel_matrix on gp_accel's band path (the
               pattern's values scattered) against the dense callbacks'
               matrix: equal in every bit, zeros' signs included
   The bounds of C4 and C5: both paths solve the same equations to the
   Newton tolerance 1e-12 (full Newton: the last increment's error is its
   square), so they differ by the rounding of two factorizations in
   different orders, eps times the condition of the scaled step matrix
   (about 1e3 here), summed over the steps: 1e-10 leaves a factor 10 over
   the observed; a wrong entry or solve moves the solution by more than
   1e-6. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "chain.h"
#include "gp_impl.h"
#include "jacobians_ok.h"
#include "problems.h"
#include "tap.h"

/* x at the chain's consistent start (its own tridiagonal solve: C2) */
static void
chain_start (const gp_problem *P, gp_state *x)
{
  x->t = P->t0;
  memcpy (x->y, P->y0, P->n * sizeof (double));
  memcpy (x->z, P->z0, P->n * sizeof (double));
  memcpy (x->a, P->a_start, P->n * sizeof (double));
  memcpy (x->lam, P->lam_start, P->m_g * sizeof (double));
}

/* ga-i3 with options o on P, its Newton on the given path (gp_testing.h:
   GP_PATH_RULE, _DENSE, _BAND); *band says which it got; NULL, with the
   reason on the stream, when refused */
static gp_stepper *
stepper_on (const gp_problem *P, const gp_options *o, int path, int *band)
{
  char why[256];
  gp_sparse_set_test_path (path);
  gp_stepper *s = gp_stepper_alloc (&gp_method_ga_i3, P, o, why, sizeof why);
  gp_sparse_set_test_path (GP_PATH_RULE);
  if (!s)
    tap_diag ("alloc: %s", why);
  else if (band)
    *band = gp_stepper_newton_band (s);
  return s;
}

/* ---- C4, C5: one run, its final state ------------------------------------ */
static int
run (const gp_problem *P, int path, long steps, double h, gp_state **out, gp_stats *st,
     int *band)
{
  gp_options o;
  gp_options_for (&gp_method_ga_i3, &o);
  gp_stepper *s = stepper_on (P, &o, path, band);
  if (!s)
    return GP_EINVAL;
  gp_state *x = gp_stepper_state_alloc (s);
  chain_start (P, x);
  gp_steps S = { GP_STEPS_UNIFORM, h, NULL, 0 };
  gp_run r;
  int rc = gp_integrate (s, &S, P->t0 + (double) steps * h, x, 1, NULL, NULL, &r);
  if (rc != GP_OK)
    tap_diag ("run: %s at step %ld: %s", gp_strerror (rc), r.fail_step,
              gp_stepper_message (s));
  *st = *gp_stepper_stats (s);
  gp_stepper_free (s);
  *out = x;
  return rc;
}

static double
deviation (const gp_state *a, const gp_state *b, size_t n, size_t m)
{
  double d = 0.0;
  for (size_t i = 0; i < n; i++)
    {
      d = fmax (d, fabs (a->y[i] - b->y[i]) / (1.0 + fabs (b->y[i])));
      d = fmax (d, fabs (a->z[i] - b->z[i]) / (1.0 + fabs (b->z[i])));
    }
  for (size_t j = 0; j < m; j++)
    d = fmax (d, fabs (a->lam[j] - b->lam[j]) / (1.0 + fabs (b->lam[j])));
  return isnan (d) ? (double) INFINITY : d;
}

/* ---- C6: the path a stepper gets ----------------------------------------- */
static int
path_of (const gp_problem *P, size_t *kw)
{
  char why[256];
  gp_options o;
  gp_options_for (&gp_method_ga_i3, &o);
  gp_stepper *s = gp_stepper_alloc (&gp_method_ga_i3, P, &o, why, sizeof why);
  if (!s)
    return -1;
  int band = gp_stepper_newton_band (s);
  *kw = band ? gp_band_lower (s->newton->band) + gp_band_upper (s->newton->band) : 0;
  gp_stepper_free (s);
  return band;
}

/* ---- C9: a linear system F(x) = A x - b given by its pattern's values,
   J dense or (band) the values ----------------------------------------- */
typedef struct
{
  size_t N, nnz;
  const size_t *row, *col;
  const double *vals, *b;
  int band;
} linear_sys;

static int
linear_residual (const double *x, double *F, double *J, void *ctx)
{
  const linear_sys *L = ctx;
  for (size_t i = 0; i < L->N; i++)
    F[i] = -L->b[i];
  for (size_t k = 0; k < L->nnz; k++)
    F[L->row[k]] += L->vals[k] * x[L->col[k]];
  if (J && L->band)
    memcpy (J, L->vals, L->nnz * sizeof (double));
  else if (J)
    {
      memset (J, 0, L->N * L->N * sizeof (double));
      for (size_t k = 0; k < L->nnz; k++)
        J[L->row[k] * L->N + L->col[k]] += L->vals[k];
    }
  return 0;
}

/* the rounding-floor estimate Newton formed when its increments stalled
   (full Newton with a tolerance it cannot reach) */
static double
floor_of (gp_newton *w, linear_sys *L, double *x)
{
  gp_newton_opts o = { 1e-300, 6, NULL, 0.0, 0, GP_NEWTON_VERIFY, 0.0, 0, 0, 1, 0.0, NULL };
  gp_newton_report r;
  memset (x, 0, L->N * sizeof (double));
  gp_newton_solve (w, linear_residual, L, x, &o, NULL, &r);
  return r.floor;
}

/* a reproducible uniform number in [-1, 1) */
static double
rnd (unsigned long *st)
{
  *st = *st * 6364136223846793005UL + 1442695040888963407UL;
  return (double) (*st >> 11) / 4503599627370496.0 - 1.0;
}

/* ---- C10: production with reuse; detour: each step first tried at 1.5 h
   and undone ------------------------------------------------------------- */
static int
run_reuse (const gp_problem *P, int path, long steps, double h, int detour, gp_state **out,
           gp_stats *st, int *band)
{
  gp_options o;
  gp_options_for (&gp_method_ga_i3, &o);
  o.newton_mode = GP_NEWTON_PRODUCTION;
  o.jacobian_reuse = 3;
  gp_stepper *s = stepper_on (P, &o, path, band);
  if (!s)
    return GP_EINVAL;
  gp_state *x = gp_stepper_state_alloc (s), *x0 = gp_stepper_state_alloc (s);
  chain_start (P, x);
  int rc = gp_stepper_start (s, h, x);
  for (long i = 0; rc == GP_OK && i < steps; i++)
    {
      if (detour)
        {
          gp_state_copy (x0, x);
          rc = gp_stepper_step (s, 1.5 * h, x);
          gp_state_copy (x, x0);
          if (rc == GP_OK)
            rc = gp_stepper_undo (s);
        }
      if (rc == GP_OK)
        rc = gp_stepper_step (s, h, x);
    }
  if (rc != GP_OK)
    tap_diag ("run: %s: %s", gp_strerror (rc), gp_stepper_message (s));
  *st = *gp_stepper_stats (s);
  gp_stepper_free (s);
  gp_state_free (x0);
  *out = x;
  return rc;
}

/* ---- C11: an adaptive run on a forced path ----------------------------- */
static int
run_adaptive (const gp_problem *P, int path, gp_state **out, gp_adaptive_run *ar, int *band)
{
  char why[256];
  gp_options o;
  gp_options_for (&gp_method_ga_i3, &o);
  o.newton_mode = GP_NEWTON_PRODUCTION;
  o.jacobian_reuse = 3;
  if (gp_coeffs_chung_hulbert (0.7, &o.c, why, sizeof why) != GP_OK)
    return GP_EINVAL;
  gp_stepper *s = stepper_on (P, &o, path, band);
  gp_control *c = gp_control_alloc (1e-5, 1e-5, why, sizeof why);
  if (!s || !c)
    {
      if (!c)
        tap_diag ("control: %s", why);
      gp_stepper_free (s);
      gp_control_free (c);
      return GP_EINVAL;
    }
  gp_state *x = gp_stepper_state_alloc (s);
  chain_start (P, x);
  int rc = gp_integrate_adaptive (s, c, 0.0, 0.5, x, 1, NULL, NULL, ar);
  if (rc != GP_OK)
    tap_diag ("adaptive: %s: %s", gp_strerror (rc), gp_stepper_message (s));
  gp_control_free (c);
  gp_stepper_free (s);
  *out = x;
  return rc;
}

static double c9_dev = (double) INFINITY, c9_fd, c9_fb;

int
main (void)
{
  char why[256];
  tap_plan (12);
  /* C1 */
  {
    gp_problem *P = gp_chain_alloc (5, NULL, why, sizeof why);
    gp_state *x = gp_state_alloc (P, NULL);
    chain_start (P, x);
    int ok = jacobians_ok (P, x, "start", 6);
    unsigned long st = 7;
    for (size_t i = 0; i < P->n; i++)
      {
        x->y[i] += 0.1 * rnd (&st);
        x->z[i] = rnd (&st);
      }
    for (size_t j = 0; j < P->m_g; j++)
      x->lam[j] += rnd (&st);
    ok = jacobians_ok (P, x, "moved point", 6) && ok;
    tap_ok (ok, "chain N = 5: every derivative term within %g of central differences, at "
            "the start and at a moved point with velocities", GP_JAC_CHECK_TOL);
    gp_state_free (x);
    gp_chain_free (P);
  }
  /* C2 */
  {
    /* the library's consistent start twice: on the band path (the rule
       takes it from 4 bodies: gp_accel.c) and, the sparse blocks hidden, on
       the dense one */
    gp_problem *P = gp_chain_alloc (6, NULL, why, sizeof why);
    gp_problem Pd = *P;
    Pd.sparse = NULL;
    const gp_problem *paths[2] = { P, &Pd };
    double d = 0.0;
    for (int k = 0; k < 2; k++)
      {
        gp_state *x = gp_state_alloc (paths[k], NULL);
        int rc = x ? gp_state_consistent (paths[k], x, 1e-15) : GP_ENOMEM;
        if (rc != GP_OK)
          d = (double) INFINITY;
        for (size_t i = 0; rc == GP_OK && i < P->n; i++)
          d = fmax (d, fabs (x->a[i] - P->a_start[i]) / (1.0 + fabs (x->a[i])));
        for (size_t j = 0; rc == GP_OK && j < P->m_g; j++)
          d = fmax (d, fabs (x->lam[j] - P->lam_start[j]) / (1.0 + fabs (x->lam[j])));
        gp_state_free (x);
      }
    tap_is_le (1e-12, d, "chain N = 6: the start's a and lambda (tridiagonal solve) equal "
               "the library's consistent start on the band and on the dense path, "
               "max |diff| / (1 + |x|)");
    gp_chain_free (P);
  }
  /* C3 */
  {
    enum { N = 60, KL = 3, KU = 2 };
    static double A[N * N], vals[N * (KL + KU + 1)], x[N], b[N];
    static size_t row[N * (KL + KU + 1)], col[N * (KL + KU + 1)], scr[N];
    unsigned long st = 11;
    for (size_t i = 0; i < N; i++)
      scr[i] = (i * 37 + 5) % N;    /* a scrambled numbering: 37 is prime to 60 */
    size_t nnz = 0;
    for (size_t i = 0; i < N; i++)
      for (size_t j = i >= KL ? i - KL : 0; j <= i + KU && j < N; j++)
        {
          double v = i == j ? 0.0 : rnd (&st);   /* zero diagonal: pivoting needed */
          row[nnz] = scr[i];
          col[nnz] = scr[j];
          vals[nnz++] = v;
          A[scr[i] * N + scr[j]] = v;
        }
    for (size_t i = 0; i < N; i++)
      b[i] = x[i] = rnd (&st);
    /* C9 on the same system, before C3 takes its right-hand side */
    {
      linear_sys L = { N, nnz, row, col, vals, b, 0 };
      gp_newton *wd = gp_newton_alloc (N);
      gp_newton *wb = gp_newton_alloc_band (N, nnz, gp_band_alloc (N, nnz, row, col, 1));
      static double xs[N];
      double fd = floor_of (wd, &L, xs);
      L.band = 1;
      double fb = floor_of (wb, &L, xs);
      c9_dev = fabs (fb - fd) / fd;
      c9_fd = fd;
      c9_fb = fb;
      gp_newton_free (wd);
      gp_newton_free (wb);
    }
    gp_band *B = gp_band_alloc (N, nnz, row, col, 1);
    int info = gp_band_factor (B, vals);
    gp_band_solve (B, x);
    double be = 0.0;
    for (size_t i = 0; i < N; i++)
      {
        double r = -b[i], s = fabs (b[i]);
        for (size_t j = 0; j < N; j++)
          {
            r += A[i * N + j] * x[j];
            s += fabs (A[i * N + j] * x[j]);
          }
        be = fmax (be, fabs (r) / s);
      }
    size_t kw = gp_band_lower (B) + gp_band_upper (B);
    tap_diag ("band LU: factor returned %d, half-widths kl %zu ku %zu after RCM (given "
              "%d, %d)", info, gp_band_lower (B), gp_band_upper (B), KL, KU);
    tap_ok (info == 0 && be <= 64 * DBL_EPSILON && kw <= 2 * (KL + KU),
            "band LU, N = %d, zero diagonal, scrambled: backward error %.3g <= 64 eps, "
            "kl + ku %zu <= %d", N, be, kw, 2 * (KL + KU));
    gp_band_free (B);
  }
  /* C4, C5 */
  {
    gp_problem *P = gp_chain_alloc (8, NULL, why, sizeof why);
    gp_problem Pd = *P;
    Pd.sparse = NULL;
    gp_state *xb = NULL, *xd = NULL, *xc = NULL;
    gp_stats sb, sd, sc;
    int bb, bd, bc;
    int rc = run (P, GP_PATH_BAND, 300, 1e-3, &xb, &sb, &bb);
    rc |= run (P, GP_PATH_DENSE, 300, 1e-3, &xd, &sd, &bd);
    rc |= run (&Pd, GP_PATH_RULE, 300, 1e-3, &xc, &sc, &bc);
    double d4 = rc == GP_OK ? deviation (xb, xd, P->n, P->m_g) : (double) INFINITY;
    double d5 = rc == GP_OK ? deviation (xd, xc, P->n, P->m_g) : (double) INFINITY;
    tap_diag ("band: %d (iterations %ld), dense LU: %d (%ld), dense callbacks: %d (%ld)",
              bb, sb.newton_iters, bd, sd.newton_iters, bc, sc.newton_iters);
    tap_ok (bb == 1 && bd == 0 && d4 <= 1e-10 && sb.newton_iters == sd.newton_iters,
            "chain N = 8, ga-i3, 300 steps of 1e-3: band path against the dense LU, max "
            "|diff| / (1 + |x|) over y, z, lambda %.3g <= 1e-10, Newton iterations %ld and %ld",
            d4, sb.newton_iters, sd.newton_iters);
    tap_ok (bc == 0 && d5 <= 1e-10 && sc.newton_iters == sd.newton_iters,
            "the same, sparse blocks against the dense callbacks: %.3g <= 1e-10, Newton "
            "iterations %ld and %ld", d5, sd.newton_iters, sc.newton_iters);
    gp_state_free (xb);
    gp_state_free (xd);
    gp_state_free (xc);
    gp_chain_free (P);
  }
  /* C6 */
  {
    size_t sizes[6] = { 2, 3, 4, 10, 100, 1000 }, kw[6];
    int want[6] = { 0, 0, 1, 1, 1, 1 }, got[6], ok = 1;
    for (int i = 0; i < 6; i++)
      {
        gp_problem *P = gp_chain_alloc (sizes[i], NULL, why, sizeof why);
        got[i] = path_of (P, &kw[i]);
        ok = ok && got[i] == want[i] && kw[i] <= 12;
        tap_diag ("chain N = %zu: %s, kl + ku = %zu", sizes[i], got[i] ? "band" : "dense",
                  kw[i]);
        gp_chain_free (P);
      }
    size_t ka;
    int ga = path_of (gp_problem_by_name ("andrews"), &ka);
    tap_ok (ok && ga == 0, "the rule: chain N = 2, 3 dense (%d %d), N = 4, 10, 100, 1000 band "
            "(%d %d %d %d) with kl + ku %zu %zu %zu %zu <= 12; andrews dense (%d)", got[0],
            got[1], got[2], got[3], got[4], got[5], kw[2], kw[3], kw[4], kw[5], ga);
  }
  /* C7 */
  {
    gp_problem *P = gp_chain_alloc (8, NULL, why, sizeof why);
    gp_state *xb = NULL, *xd = NULL;
    gp_stats sb, sd;
    int bb, bd;
    int rc = run (P, GP_PATH_BAND, 50, 1e-5, &xb, &sb, &bb);
    rc |= run (P, GP_PATH_DENSE, 50, 1e-5, &xd, &sd, &bd);
    double d = rc == GP_OK ? deviation (xb, xd, P->n, P->m_g) : (double) INFINITY;
    double fi = fabs (sb.max_floor_inc - sd.max_floor_inc) / sd.max_floor_inc;
    tap_ok (bb == 1 && bd == 0 && sb.floor_accepts > 0 && sb.floor_accepts == sd.floor_accepts
            && sb.newton_iters == sd.newton_iters && fi <= 1e-3 && d <= 1e-10,
            "chain N = 8, 50 steps of 1e-5: floor acceptances band %ld, dense %ld; Newton "
            "iterations %ld, %ld; largest accepted increment %.6g, %.6g (relative difference "
            "%.3g <= 1e-3); states %.3g <= 1e-10", sb.floor_accepts, sd.floor_accepts,
            sb.newton_iters, sd.newton_iters, sb.max_floor_inc, sd.max_floor_inc, fi, d);
    gp_state_free (xb);
    gp_state_free (xd);
    gp_chain_free (P);
  }
  /* C8 */
  {
    gp_problem *P = gp_chain_alloc (5, NULL, why, sizeof why);
    gp_options o;
    gp_options_for (&gp_method_ga_i3, &o);
    gp_stepper *s = stepper_on (P, &o, GP_PATH_BAND, NULL);
    gp_state *ref = gp_state_alloc (P, NULL);
    static gp_study st;
    long ns;
    int rc = gp_reference_solve (P, 0.5, 1e-13, ref, &ns);
    if (rc == GP_OK)
      rc = gp_study_run (s, GP_STEPS_UNIFORM, 0.02, 6, 0.5, ref, NULL, NULL, &st);
    for (int l = 0; rc == GP_OK && l < st.L; l++)
      tap_diag ("h %-9g err y %.3e z %.3e lambda %.3e", st.h[l], st.err[GP_Y][l],
                st.err[GP_Z][l], st.err[GP_LAM][l]);
    int band = gp_stepper_newton_band (s);
    tap_ok (rc == GP_OK && band && fabs (st.order[GP_Y] - 2) <= 0.1
            && fabs (st.order[GP_Z] - 2) <= 0.1 && fabs (st.order[GP_LAM] - 2) <= 0.1,
            "ga-i3 on the band path (%d), chain N = 5, T = 0.5, h = 0.02/2^k, k = 0..5: orders "
            "q %.3f, velocity %.3f, lambda %.3f within 2 +- 0.1", band, st.order[GP_Y],
            st.order[GP_Z], st.order[GP_LAM]);
    gp_state_free (ref);
    gp_stepper_free (s);
    gp_chain_free (P);
  }
  /* C9 (measured with C3) */
  tap_ok (c9_fd > 0.0 && c9_dev <= 1e-6, "the rounding-floor estimate of a stalled Newton on "
          "C3's system: band %.6g, dense %.6g, relative difference %.3g <= 1e-6", c9_fb, c9_fd,
          c9_dev);
  /* C10 */
  {
    gp_problem *P = gp_chain_alloc (8, NULL, why, sizeof why);
    gp_state *xb = NULL, *xd = NULL, *xt = NULL;
    gp_stats sb, sd, st;
    int bb, bd, bt;
    int rc = run_reuse (P, GP_PATH_BAND, 300, 1e-3, 0, &xb, &sb, &bb);
    rc |= run_reuse (P, GP_PATH_DENSE, 300, 1e-3, 0, &xd, &sd, &bd);
    rc |= run_reuse (P, GP_PATH_BAND, 300, 1e-3, 1, &xt, &st, &bt);
    int same = rc == GP_OK && memcmp (xb->v, xt->v, xb->L.size * sizeof (double)) == 0;
    double d = rc == GP_OK ? deviation (xb, xd, P->n, P->m_g) : (double) INFINITY;
    tap_ok (rc == GP_OK && bb == 1 && bd == 0 && bt == 1 && sb.reused_solves > 0 && same
            && d <= 1e-10 && sb.newton_iters == sd.newton_iters
            && sb.factorizations == sd.factorizations && sb.reused_solves == sd.reused_solves,
            "chain N = 8, ga-i3 production, jacobian-reuse 3, 300 steps of 1e-3: %ld solves on "
            "a kept band LU; each step first tried at 1.5 h and undone: the end state %s (want "
            "the same bits; %ld kept-LU solves); band against dense LU %.3g <= 1e-10; "
            "iterations %ld / %ld, factorizations %ld / %ld, kept-LU solves %ld / %ld",
            sb.reused_solves, same ? "the same bits" : "differs", st.reused_solves, d,
            sb.newton_iters, sd.newton_iters, sb.factorizations, sd.factorizations,
            sb.reused_solves, sd.reused_solves);
    gp_state_free (xb);
    gp_state_free (xd);
    gp_state_free (xt);
    gp_chain_free (P);
  }
  /* C11 */
  {
    gp_problem *P = gp_chain_alloc (8, NULL, why, sizeof why);
    gp_state *xb = NULL, *xd = NULL;
    gp_adaptive_run ab, ad;
    int bb, bd;
    int rc = run_adaptive (P, GP_PATH_BAND, &xb, &ab, &bb);
    rc |= run_adaptive (P, GP_PATH_DENSE, &xd, &ad, &bd);
    double dyz = rc == GP_OK ? deviation (xb, xd, P->n, 0) : (double) INFINITY;
    double dl = rc == GP_OK ? deviation (xb, xd, P->n, P->m_g) : (double) INFINITY;
    tap_ok (rc == GP_OK && bb == 1 && bd == 0 && ab.accepted == ad.accepted
            && ab.rejected == ad.rejected && ab.accepted > 10 && dyz <= 1e-10 && dl <= 1e-7,
            "chain N = 8, adaptive ga-i3 (CH 0.7, production, K = 3), rtol = atol = 1e-5, T = "
            "0.5: band path %ld accepted, %ld rejected; dense LU %ld, %ld (want the same); end "
            "states y, z %.3g <= 1e-10, with lambda %.3g <= 1e-7", ab.accepted, ab.rejected,
            ad.accepted, ad.rejected, dyz, dl);
    gp_state_free (xb);
    gp_state_free (xd);
    gp_chain_free (P);
  }
  /* C12 */
  {
    enum { R = 30, C = 40, NZ = 400 };
    static size_t row[NZ], col[NZ];
    static double v[NZ], A[R * C], xv[C], yd[R], ys[R];
    unsigned long st = 12;
    for (size_t e = 0; e < NZ; e++)
      {
        /* every third entry repeats an earlier one's (row, col) */
        size_t k = e > 3 && e % 3 == 0 ? (size_t) ((rnd (&st) + 1.0) / 2.0 * (double) e) % e
                                       : NZ;
        row[e] = k < NZ ? row[k] : (size_t) ((rnd (&st) + 1.0) / 2.0 * R) % R;
        col[e] = k < NZ ? col[k] : (size_t) ((rnd (&st) + 1.0) / 2.0 * C) % C;
        v[e] = rnd (&st) * pow (10.0, 3.0 * rnd (&st));
        A[row[e] * C + col[e]] += v[e];
      }
    for (size_t j = 0; j < C; j++)
      xv[j] = rnd (&st) * pow (10.0, 3.0 * rnd (&st));
    gp_pattern pt = { NZ, row, col };
    gp_rows rw;
    int ok = gp_rows_init (&rw, &pt, R, C) == GP_OK;
    if (ok)
      {
        gp_rows_matvec (&rw, &pt, v, xv, ys);
        gp_rows_free (&rw);
      }
    gp_matvec (A, xv, yd, R, C);
    int same_mv = ok && memcmp (ys, yd, sizeof ys) == 0;
    /* the residuals and the acceleration-level matrix of the chain */
    gp_problem *P = gp_chain_alloc (8, NULL, why, sizeof why);
    gp_problem Pd = *P;
    Pd.sparse = NULL;
    gp_state *x = gp_state_alloc (P, NULL);
    chain_start (P, x);
    for (size_t i = 0; i < P->n; i++)
      {
        x->y[i] += 0.1 * rnd (&st);
        x->z[i] = rnd (&st);
        x->a[i] = rnd (&st);
      }
    for (size_t i = 0; i < P->m_g; i++)
      x->lam[i] = rnd (&st);
    double rs[3] = { 0 }, rd[3] = { 0 };
    int rc = gp_state_residuals (P, x, &rs[0], &rs[1], &rs[2]);
    rc |= gp_state_residuals (&Pd, x, &rd[0], &rd[1], &rd[2]);
    int same_res = rc == GP_OK && rs[1] > 0.0 && memcmp (rs, rd, sizeof rs) == 0;
    size_t Nu = P->n + P->m_g;
    double *Js = malloc (Nu * Nu * sizeof (double)), *Jd = malloc (Nu * Nu * sizeof (double));
    gp_accel *As = gp_accel_alloc (P), *Ad = gp_accel_alloc (&Pd);
    rc = Js && Jd && As && Ad ? GP_OK : GP_ENOMEM;
    if (rc == GP_OK)
      rc = gp_accel_matrix (As, x->t, x->y, x->z, x->a, Js)
           | gp_accel_matrix (Ad, x->t, x->y, x->z, x->a, Jd);
    int same_J = rc == GP_OK && memcmp (Js, Jd, Nu * Nu * sizeof (double)) == 0;
    tap_diag ("row products %s; residuals position %.17g %.17g velocity %.17g %.17g "
              "acceleration %.17g %.17g; accel matrix %s", same_mv ? "equal" : "differ",
              rs[0], rd[0], rs[1], rd[1], rs[2], rd[2], same_J ? "equal" : "differs");
    tap_ok (same_mv && same_res && same_J, "the sparse path's row products, start residuals "
            "and acceleration-level matrix equal the dense ones in every bit (a scrambled "
            "30 x 40 pattern with repeats; chain N = 8 at a moved point)");
    free (Js);
    free (Jd);
    gp_accel_free (As);
    gp_accel_free (Ad);
    gp_state_free (x);
    gp_chain_free (P);
  }
  return tap_done ();
}
