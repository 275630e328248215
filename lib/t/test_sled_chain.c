/* test_sled_chain.c -- ga-nh's sparse Newton path (its pattern hook and
   residual_sparse, gp_accel's sparse k rows) on the train of N Chaplygin
   sleds (problems/sled_chain.c); theory/library.md, "The sparse Newton
   path":
     SLED C1  the sled chain's derivative terms (N = 5) against differences
              (gp_problem_check_jacobians) at its start and at a moved
              point with other velocities and multipliers: every term <=
              GP_JAC_CHECK_TOL; the dense callbacks are the sparse entries
              scattered, so this checks the sparse values and patterns too
     SLED C2  its start (one 4 x 4 solve per body) against the library's
              consistent start (gp_state_consistent) on the band path (N =
              50: gp_accel's sparse system with the blades' rows) and on the
              dense one (the sparse blocks hidden): relative difference <=
              1e-12 in a and psi; and at a moved point with turning sleds
              (k_y z != 0, which the start's theta' = 0 hides), gp_accel's
              solve on the band path against the dense one's <= 1e-12
     SLED C3  ga-nh on N = 8 (CH rho_inf 0.7, h = 1e-3, 300 steps,
              verification regime): the band path against the dense LU on
              the same sparse blocks, max over y, z, a, psi of |diff| / (1 +
              |x|) <= 1e-10, with the same Newton iterations
     SLED C4  the same against the dense callbacks (the problem without its
              sparse blocks): <= 1e-10, the same Newton iterations
     SLED C5  the rule picks the dense LU for ga-nh at N = 1, 2 and the band
              at N = 4, 10, 100, 1000, with half-widths kl + ku that do not
              grow with N (<= 16 at every N)
     SLED C6  the Jacobian reuse on the band path (production, K = 3):
              N = 8, 300 steps of 1e-3; solves start on a kept band LU (> 0);
              each step first tried at 1.5 h and undone, then taken at h,
              ends in the same bits; band against dense LU with the same
              reuse <= 1e-10 with the same counts of iterations,
              factorizations and kept-LU solves
     SLED C7  the energy on the band path: ga-nh with rho_inf = 1 (no
              numerical dissipation), N = 20, h = 1e-2 to T = 10: max |E -
              E0| / E0 <= 1e-3 (the springs' exchange is resolved to O(h^2);
              a force that is not the energy's gradient drifts by far more)
     SLED C8  ga-nh on the band path converges with the order seed 000
              Thm 6.1 states: N = 4, CH rho_inf 0.7, T = 0.5, h = 0.02/2^k,
              k = 0..4, errors at T against rk8pd (tol 1e-13): the fitted
              orders of y, z and psi within 2 +- 0.1
     SLED C9  the adaptive driver on the band path: ga-nh (CH 0.7,
              production, K = 3) on N = 8 to T = 0.5 at rtol = atol = 1e-5:
              its estimate needs no factorization (no holonomic
              constraints: no projection), so the accepted and rejected
              steps are those of the dense LU, the end states within 1e-10
     SLED C10 refusals: N = 0, 2.5 and 2e6, a mass of 0, a negative torsion,
              a non-finite offset, each with a message naming the value
     SLED C11 ga-nh with m-alpha previous (M_alpha and the product M a of
              the previous step from the history, in the sparse pattern's
              entries) on alternating steps h/3, 2h/3 (the step-change
              correction (16) moves the stored product): N = 8, h = 3e-3,
              300 steps, band path against the dense callbacks <= 1e-10, the
              same Newton iterations
     SLED C12 the dense acceleration-level matrix and the start residuals on
              the sparse path (gp_accel_matrix, gp_state_residuals from the
              sparse blocks, as the audit of rk4's iteration matrix and the
              CLI's start line use them) equal the dense callbacks' in every
              bit: N = 8 at a moved point with other velocities and
              multipliers (the -f_psi block's zeros are -0 on both paths)
   The bounds of C3, C4: both paths solve the same equations to the Newton
   tolerance 1e-12 (full Newton), so they differ by the rounding of two
   factorizations in different orders, summed over the steps. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gp_impl.h"
#include "jacobians_ok.h"
#include "problems.h"
#include "sled_chain.h"
#include "tap.h"

/* x at the sleds' consistent start (their own solve: C2) */
static void
sled_start (const gp_problem *P, gp_state *x)
{
  x->t = P->t0;
  memcpy (x->y, P->y0, P->n * sizeof (double));
  memcpy (x->z, P->z0, P->n * sizeof (double));
  memcpy (x->a, P->a_start, P->n * sizeof (double));
  memcpy (x->psi, P->psi_start, P->m_k * sizeof (double));
}

/* ga-nh with options o on P, its Newton on the given path (gp_testing.h);
   *band says which it got; NULL, with the reason on the stream, when
   refused */
static gp_stepper *
stepper_on (const gp_problem *P, const gp_options *o, int path, int *band)
{
  char why[256];
  gp_sparse_set_test_path (path);
  gp_stepper *s = gp_stepper_alloc (&gp_method_ga_nh, P, o, why, sizeof why);
  gp_sparse_set_test_path (GP_PATH_RULE);
  if (!s)
    tap_diag ("alloc: %s", why);
  else if (band)
    *band = gp_stepper_newton_band (s);
  return s;
}

static int
options (double rho_inf, gp_newton_mode mode, gp_options *o)
{
  char why[256];
  gp_options_for (&gp_method_ga_nh, o);
  o->newton_mode = mode;
  if (mode == GP_NEWTON_PRODUCTION)
    o->jacobian_reuse = 3;
  int rc = gp_coeffs_chung_hulbert (rho_inf, &o->c, why, sizeof why);
  if (rc != GP_OK)
    tap_diag ("coefficients: %s", why);
  return rc;
}

/* ---- C3, C4, C6: one run, its final state; detour: each step first
   tried at 1.5 h and undone ---------------------------------------------- */
static int
run_with (const gp_problem *P, int path, gp_newton_mode mode, int previous, long steps,
          double h, int detour, gp_state **out, gp_stats *st, int *band)
{
  gp_options o;
  if (options (0.7, mode, &o) != GP_OK)
    return GP_EINVAL;
  if (previous)
    o.m_alpha = GP_MALPHA_PREVIOUS;
  gp_stepper *s = stepper_on (P, &o, path, band);
  if (!s)
    return GP_EINVAL;
  gp_state *x = gp_stepper_state_alloc (s), *x0 = gp_stepper_state_alloc (s);
  sled_start (P, x);
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
      /* m-alpha previous: alternating h/3, 2h/3 */
      double hi = previous ? (i % 2 ? 2 * h / 3 : h / 3) : h;
      if (rc == GP_OK)
        rc = gp_stepper_step (s, hi, x);
    }
  if (rc != GP_OK)
    tap_diag ("run: %s: %s", gp_strerror (rc), gp_stepper_message (s));
  *st = *gp_stepper_stats (s);
  gp_stepper_free (s);
  gp_state_free (x0);
  *out = x;
  return rc;
}

static int
run (const gp_problem *P, int path, gp_newton_mode mode, long steps, double h, int detour,
     gp_state **out, gp_stats *st, int *band)
{
  return run_with (P, path, mode, 0, steps, h, detour, out, st, band);
}

static double
deviation (const gp_state *a, const gp_state *b)
{
  double d = 0.0;
  for (size_t i = 0; i < b->L.size; i++)
    d = fmax (d, fabs (a->v[i] - b->v[i]) / (1.0 + fabs (b->v[i])));
  return isnan (d) ? (double) INFINITY : d;
}

/* ---- C5: the path a stepper gets ----------------------------------------- */
static int
path_of (const gp_problem *P, size_t *kw)
{
  char why[256];
  gp_options o;
  gp_options_for (&gp_method_ga_nh, &o);
  gp_stepper *s = gp_stepper_alloc (&gp_method_ga_nh, P, &o, why, sizeof why);
  if (!s)
    {
      tap_diag ("alloc: %s", why);
      return -1;
    }
  int band = gp_stepper_newton_band (s);
  *kw = band ? gp_band_lower (s->newton->band) + gp_band_upper (s->newton->band) : 0;
  gp_stepper_free (s);
  return band;
}

/* ---- C7: the energy's largest relative departure along a run ------------- */
typedef struct
{
  const gp_problem *P;
  double E0, worst;
} energy_watch;

static int
watch_energy (const gp_state *x, long i, long N, void *ctx)
{
  (void) N;
  energy_watch *w = ctx;
  double E;
  if (w->P->energy (x->t, x->y, x->z, &E, w->P->params) != 0)
    return 1;
  if (i == 0)
    w->E0 = E;
  w->worst = fmax (w->worst, fabs (E - w->E0) / fabs (w->E0));
  return 0;
}

/* ---- C9: an adaptive run on a forced path ----------------------------- */
static int
run_adaptive (const gp_problem *P, int path, gp_state **out, gp_adaptive_run *ar, int *band)
{
  char why[256];
  gp_options o;
  if (options (0.7, GP_NEWTON_PRODUCTION, &o) != GP_OK)
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
  sled_start (P, x);
  int rc = gp_integrate_adaptive (s, c, 0.0, 0.5, x, 1, NULL, NULL, ar);
  if (rc != GP_OK)
    tap_diag ("adaptive: %s: %s", gp_strerror (rc), gp_stepper_message (s));
  gp_control_free (c);
  gp_stepper_free (s);
  *out = x;
  return rc;
}

/* a reproducible uniform number in [-1, 1) */
static double
rnd (unsigned long *st)
{
  *st = *st * 6364136223846793005UL + 1442695040888963407UL;
  return (double) (*st >> 11) / 4503599627370496.0 - 1.0;
}

/* C10: alloc refuses p, with a message that names `value` */
static int
refused (const gp_sled_chain_params *p, size_t N, const char *value)
{
  char why[256] = "";
  gp_problem *P = gp_sled_chain_alloc (N, p, why, sizeof why);
  int ok = !P && strstr (why, value) != NULL;
  tap_diag ("%s: %s", value, P ? "accepted" : why);
  gp_sled_chain_free (P);
  return ok;
}

int
main (void)
{
  char why[256];
  tap_plan (12);
  /* C1 */
  {
    gp_problem *P = gp_sled_chain_alloc (5, NULL, why, sizeof why);
    gp_state *x = gp_state_alloc (P, NULL);
    sled_start (P, x);
    int ok = jacobians_ok (P, x, "start", 5);
    unsigned long st = 7;
    for (size_t i = 0; i < P->n; i++)
      {
        x->y[i] += 0.1 * rnd (&st);
        x->z[i] = rnd (&st);
      }
    for (size_t j = 0; j < P->m_k; j++)
      x->psi[j] += rnd (&st);
    ok = jacobians_ok (P, x, "moved point", 5) && ok;
    tap_ok (ok, "sled chain N = 5: every derivative term within %g of central differences, "
            "at the start and at a moved point with velocities", GP_JAC_CHECK_TOL);
    gp_state_free (x);
    gp_sled_chain_free (P);
  }
  /* C2 */
  {
    gp_problem *P = gp_sled_chain_alloc (50, NULL, why, sizeof why);
    gp_problem Pd = *P;
    Pd.sparse = NULL;
    const gp_problem *paths[2] = { P, &Pd };
    double d[2] = { 0.0, 0.0 };
    for (int k = 0; k < 2; k++)
      {
        gp_state *x = gp_state_alloc (paths[k], NULL);
        int rc = x ? gp_state_consistent (paths[k], x, 1e-15) : GP_ENOMEM;
        if (rc != GP_OK)
          d[k] = (double) INFINITY;
        for (size_t i = 0; rc == GP_OK && i < P->n; i++)
          d[k] = fmax (d[k], fabs (x->a[i] - P->a_start[i]) / (1.0 + fabs (x->a[i])));
        for (size_t j = 0; rc == GP_OK && j < P->m_k; j++)
          d[k] = fmax (d[k], fabs (x->psi[j] - P->psi_start[j]) / (1.0 + fabs (x->psi[j])));
        gp_state_free (x);
      }
    /* a moved point: both paths' acceleration-level solves */
    size_t n = P->n, N = n + P->m_k;
    double *y = malloc ((2 * n + 2 * N) * sizeof (double)), *z = y + n, *u[2] = { z + n,
                                                                                  z + n + N };
    if (!y)
      tap_bail ("out of memory");
    unsigned long st = 3;
    for (size_t i = 0; i < n; i++)
      {
        y[i] = P->y0[i] + 0.1 * rnd (&st);
        z[i] = rnd (&st);
      }
    double dm = 0.0;
    for (int k = 0; k < 2; k++)
      {
        gp_accel *A = gp_accel_alloc (paths[k]);
        memset (u[k], 0, N * sizeof (double));
        int rc = A ? gp_accel_solve (A, 0.0, y, z, u[k], 1e-15, NULL) : GP_ENOMEM;
        if (rc != GP_OK)
          dm = (double) INFINITY;
        gp_accel_free (A);
      }
    for (size_t i = 0; i < N; i++)
      dm = fmax (dm, fabs (u[0][i] - u[1][i]) / (1.0 + fabs (u[1][i])));
    free (y);
    tap_ok (d[0] <= 1e-12 && d[1] <= 1e-12 && dm <= 1e-12, "sled chain N = 50: the start's "
            "a and psi (a solve per body) equal the library's consistent start on the band "
            "path (%.3g) and on the dense one (%.3g), and at a moved point with turning sleds "
            "the band path's a and psi equal the dense one's (%.3g), max |diff| / (1 + |x|) <= "
            "1e-12", d[0], d[1], dm);
    gp_sled_chain_free (P);
  }
  /* C3, C4 */
  {
    gp_problem *P = gp_sled_chain_alloc (8, NULL, why, sizeof why);
    gp_problem Pd = *P;
    Pd.sparse = NULL;
    gp_state *xb = NULL, *xd = NULL, *xc = NULL;
    gp_stats sb, sd, sc;
    int bb = -1, bd = -1, bc = -1;
    int rc = run (P, GP_PATH_BAND, GP_NEWTON_VERIFY, 300, 1e-3, 0, &xb, &sb, &bb);
    rc |= run (P, GP_PATH_DENSE, GP_NEWTON_VERIFY, 300, 1e-3, 0, &xd, &sd, &bd);
    rc |= run (&Pd, GP_PATH_RULE, GP_NEWTON_VERIFY, 300, 1e-3, 0, &xc, &sc, &bc);
    double d3 = rc == GP_OK ? deviation (xb, xd) : (double) INFINITY;
    double d4 = rc == GP_OK ? deviation (xd, xc) : (double) INFINITY;
    tap_diag ("band: %d (iterations %ld), dense LU: %d (%ld), dense callbacks: %d (%ld)",
              bb, sb.newton_iters, bd, sd.newton_iters, bc, sc.newton_iters);
    tap_ok (bb == 1 && bd == 0 && d3 <= 1e-10 && sb.newton_iters == sd.newton_iters,
            "sled chain N = 8, ga-nh, 300 steps of 1e-3: band path against the dense LU, max "
            "|diff| / (1 + |x|) over y, z, a, psi %.3g <= 1e-10, Newton iterations %ld and %ld",
            d3, sb.newton_iters, sd.newton_iters);
    tap_ok (bc == 0 && d4 <= 1e-10 && sc.newton_iters == sd.newton_iters,
            "the same, sparse blocks against the dense callbacks: %.3g <= 1e-10, Newton "
            "iterations %ld and %ld", d4, sd.newton_iters, sc.newton_iters);
    gp_state_free (xb);
    gp_state_free (xd);
    gp_state_free (xc);
    gp_sled_chain_free (P);
  }
  /* C5 */
  {
    size_t sizes[6] = { 1, 2, 4, 10, 100, 1000 }, kw[6];
    int want[6] = { 0, 0, 1, 1, 1, 1 }, got[6], ok = 1;
    for (int i = 0; i < 6; i++)
      {
        gp_problem *P = gp_sled_chain_alloc (sizes[i], NULL, why, sizeof why);
        got[i] = path_of (P, &kw[i]);
        ok = ok && got[i] == want[i] && kw[i] <= 16;
        tap_diag ("sled chain N = %zu: %s, kl + ku = %zu", sizes[i],
                  got[i] ? "band" : "dense", kw[i]);
        gp_sled_chain_free (P);
      }
    tap_ok (ok, "the rule for ga-nh: sled chain N = 1, 2 dense (%d %d), N = 4, 10, 100, 1000 "
            "band (%d %d %d %d) with kl + ku %zu %zu %zu %zu <= 16", got[0], got[1], got[2],
            got[3], got[4], got[5], kw[2], kw[3], kw[4], kw[5]);
  }
  /* C6 */
  {
    gp_problem *P = gp_sled_chain_alloc (8, NULL, why, sizeof why);
    gp_state *xb = NULL, *xd = NULL, *xt = NULL;
    gp_stats sb, sd, st;
    int bb = -1, bd = -1, bt = -1;
    int rc = run (P, GP_PATH_BAND, GP_NEWTON_PRODUCTION, 300, 1e-3, 0, &xb, &sb, &bb);
    rc |= run (P, GP_PATH_DENSE, GP_NEWTON_PRODUCTION, 300, 1e-3, 0, &xd, &sd, &bd);
    rc |= run (P, GP_PATH_BAND, GP_NEWTON_PRODUCTION, 300, 1e-3, 1, &xt, &st, &bt);
    int same = rc == GP_OK && memcmp (xb->v, xt->v, xb->L.size * sizeof (double)) == 0;
    double d = rc == GP_OK ? deviation (xb, xd) : (double) INFINITY;
    tap_ok (rc == GP_OK && bb == 1 && bd == 0 && bt == 1 && sb.reused_solves > 0 && same
            && d <= 1e-10 && sb.newton_iters == sd.newton_iters
            && sb.factorizations == sd.factorizations && sb.reused_solves == sd.reused_solves,
            "sled chain N = 8, ga-nh production, jacobian-reuse 3, 300 steps of 1e-3: %ld "
            "solves on a kept band LU; each step first tried at 1.5 h and undone: the end "
            "state %s (want the same bits; %ld kept-LU solves); band against dense LU %.3g <= "
            "1e-10; iterations %ld / %ld, factorizations %ld / %ld, kept-LU solves %ld / %ld",
            sb.reused_solves, same ? "the same bits" : "differs", st.reused_solves, d,
            sb.newton_iters, sd.newton_iters, sb.factorizations, sd.factorizations,
            sb.reused_solves, sd.reused_solves);
    gp_state_free (xb);
    gp_state_free (xd);
    gp_state_free (xt);
    gp_sled_chain_free (P);
  }
  /* C7 */
  {
    gp_problem *P = gp_sled_chain_alloc (20, NULL, why, sizeof why);
    gp_options o;
    int rc = options (1.0, GP_NEWTON_VERIFY, &o);
    int band = -1;
    gp_stepper *s = rc == GP_OK ? stepper_on (P, &o, GP_PATH_RULE, &band) : NULL;
    energy_watch w = { P, 0.0, (double) INFINITY };
    if (s)
      {
        gp_state *x = gp_stepper_state_alloc (s);
        sled_start (P, x);
        gp_steps S = { GP_STEPS_UNIFORM, 1e-2, NULL, 0 };
        gp_run r;
        w.worst = 0.0;
        rc = gp_integrate (s, &S, 10.0, x, 1, watch_energy, &w, &r);
        if (rc != GP_OK)
          {
            tap_diag ("run: %s at step %ld: %s", gp_strerror (rc), r.fail_step,
                      gp_stepper_message (s));
            w.worst = (double) INFINITY;
          }
        gp_state_free (x);
      }
    tap_ok (band == 1 && w.worst <= 1e-3, "sled chain N = 20, ga-nh rho_inf = 1 on the band "
            "path (%d), h = 1e-2 to T = 10: the energy's largest departure %.3g <= 1e-3 "
            "relative (E0 = %.6g)", band, w.worst, w.E0);
    gp_stepper_free (s);
    gp_sled_chain_free (P);
  }
  /* C8 */
  {
    gp_problem *P = gp_sled_chain_alloc (4, NULL, why, sizeof why);
    gp_options o;
    int rc = options (0.7, GP_NEWTON_VERIFY, &o);
    gp_stepper *s = rc == GP_OK ? stepper_on (P, &o, GP_PATH_BAND, NULL) : NULL;
    gp_state *ref = gp_state_alloc (P, NULL);
    static gp_study st;
    long ns;
    rc = s ? gp_reference_solve (P, 0.5, 1e-13, ref, &ns) : GP_EINVAL;
    if (rc == GP_OK)
      rc = gp_study_run (s, GP_STEPS_UNIFORM, 0.02, 5, 0.5, ref, NULL, NULL, &st);
    for (int l = 0; rc == GP_OK && l < st.L; l++)
      tap_diag ("h %-9g err y %.3e z %.3e psi %.3e", st.h[l], st.err[GP_Y][l],
                st.err[GP_Z][l], st.err[GP_PSI][l]);
    int band = gp_stepper_newton_band (s);
    tap_ok (rc == GP_OK && band && fabs (st.order[GP_Y] - 2) <= 0.1
            && fabs (st.order[GP_Z] - 2) <= 0.1 && fabs (st.order[GP_PSI] - 2) <= 0.1,
            "ga-nh on the band path (%d), sled chain N = 4, T = 0.5, h = 0.02/2^k, k = 0..4: "
            "orders y %.3f, z %.3f, psi %.3f within 2 +- 0.1", band, st.order[GP_Y],
            st.order[GP_Z], st.order[GP_PSI]);
    gp_state_free (ref);
    gp_stepper_free (s);
    gp_sled_chain_free (P);
  }
  /* C9 */
  {
    gp_problem *P = gp_sled_chain_alloc (8, NULL, why, sizeof why);
    gp_state *xb = NULL, *xd = NULL;
    gp_adaptive_run ab, ad;
    int bb = -1, bd = -1;
    int rc = run_adaptive (P, GP_PATH_BAND, &xb, &ab, &bb);
    rc |= run_adaptive (P, GP_PATH_DENSE, &xd, &ad, &bd);
    double d = rc == GP_OK ? deviation (xb, xd) : (double) INFINITY;
    tap_ok (rc == GP_OK && bb == 1 && bd == 0 && ab.accepted == ad.accepted
            && ab.rejected == ad.rejected && ab.accepted > 10 && d <= 1e-10,
            "sled chain N = 8, adaptive ga-nh (CH 0.7, production, K = 3), rtol = atol = "
            "1e-5, T = 0.5: band path %ld accepted, %ld rejected; dense LU %ld, %ld (want the "
            "same); end states %.3g <= 1e-10", ab.accepted, ab.rejected, ad.accepted,
            ad.rejected, d);
    gp_state_free (xb);
    gp_state_free (xd);
    gp_sled_chain_free (P);
  }
  /* C10 */
  {
    gp_sled_chain_params p;
    int ok = 1;
    gp_sled_chain_default_params (&p);
    p.N = 0;
    ok = refused (&p, 0, "N = 0") && ok;
    p.N = 2.5;
    ok = refused (&p, 2, "N = 2.5") && ok;
    p.N = 2e6;
    ok = refused (&p, 2000000, "N = 2e+06") && ok;
    gp_sled_chain_default_params (&p);
    p.mass = 0;
    ok = refused (&p, 3, "mass = 0") && ok;
    gp_sled_chain_default_params (&p);
    p.torsion = -1;
    ok = refused (&p, 3, "torsion = -1") && ok;
    gp_sled_chain_default_params (&p);
    p.offset = (double) INFINITY;
    ok = refused (&p, 3, "offset = inf") && ok;
    tap_ok (ok, "gp_sled_chain_alloc refuses N = 0, 2.5, 2e6, mass 0, torsion -1, offset "
            "inf, naming the value");
  }
  /* C11 */
  {
    gp_problem *P = gp_sled_chain_alloc (8, NULL, why, sizeof why);
    gp_problem Pd = *P;
    Pd.sparse = NULL;
    gp_state *xb = NULL, *xc = NULL;
    gp_stats sb, sc;
    int bb = -1, bc = -1;
    int rc = run_with (P, GP_PATH_BAND, GP_NEWTON_VERIFY, 1, 300, 3e-3, 0, &xb, &sb, &bb);
    rc |= run_with (&Pd, GP_PATH_RULE, GP_NEWTON_VERIFY, 1, 300, 3e-3, 0, &xc, &sc, &bc);
    double d = rc == GP_OK ? deviation (xb, xc) : (double) INFINITY;
    tap_ok (bb == 1 && bc == 0 && d <= 1e-10 && sb.newton_iters == sc.newton_iters,
            "sled chain N = 8, ga-nh m-alpha previous, 300 alternating steps h/3, 2h/3 (h = "
            "3e-3): band path against the dense callbacks %.3g <= 1e-10, Newton iterations "
            "%ld and %ld", d, sb.newton_iters, sc.newton_iters);
    gp_state_free (xb);
    gp_state_free (xc);
    gp_sled_chain_free (P);
  }
  /* C12 */
  {
    unsigned long st = 12;
    gp_problem *P = gp_sled_chain_alloc (8, NULL, why, sizeof why);
    gp_problem Pd = *P;
    Pd.sparse = NULL;
    gp_state *x = P ? gp_state_alloc (P, NULL) : NULL;
    int rc = x ? GP_OK : GP_ENOMEM;
    size_t Nu = P ? P->n + P->m_k : 0;
    double *Js = malloc (Nu * Nu * sizeof (double) + 1), *Jd = malloc (Nu * Nu * sizeof (double) + 1);
    gp_accel *As = P ? gp_accel_alloc (P) : NULL, *Ad = P ? gp_accel_alloc (&Pd) : NULL;
    double rs[3] = { 0 }, rd[3] = { 0 };
    if (rc == GP_OK && (!Js || !Jd || !As || !Ad))
      rc = GP_ENOMEM;
    if (rc == GP_OK)
      {
        sled_start (P, x);
        for (size_t i = 0; i < P->n; i++)
          {
            x->y[i] += 0.1 * rnd (&st);
            x->z[i] = rnd (&st);
            x->a[i] = rnd (&st);
          }
        for (size_t i = 0; i < P->m_k; i++)
          x->psi[i] = rnd (&st);
        rc = gp_state_residuals (P, x, &rs[0], &rs[1], &rs[2])
             | gp_state_residuals (&Pd, x, &rd[0], &rd[1], &rd[2]);
      }
    if (rc == GP_OK)
      rc = gp_accel_matrix (As, x->t, x->y, x->z, x->a, Js)
           | gp_accel_matrix (Ad, x->t, x->y, x->z, x->a, Jd);
    int same_res = rc == GP_OK && rs[1] > 0.0 && memcmp (rs, rd, sizeof rs) == 0;
    int same_J = rc == GP_OK && memcmp (Js, Jd, Nu * Nu * sizeof (double)) == 0;
    tap_ok (same_res && same_J, "sled chain N = 8 at a moved point: the sparse path's start "
            "residuals (velocity %.17g and %.17g) and acceleration-level matrix (%s) equal the "
            "dense callbacks' in every bit", rs[1], rd[1], same_J ? "equal" : "differs");
    free (Js);
    free (Jd);
    gp_accel_free (As);
    gp_accel_free (Ad);
    gp_state_free (x);
    gp_sled_chain_free (P);
  }
  return tap_done ();
}
