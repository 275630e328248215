/* s001_eq_14.c -- verifies S001-EQ14 (theory/s001-eq-14.md): the
 * generalized-alpha-SOI2 step (14) of seed 001, the assignment of its lost
 * tildes (catalogue sec. 2.4), the printed replacement of one dynamics row,
 * and the test problem of sec. 8 (catalogue T3, soi2-test).
 *
 * ga-soi2 with CH(rho_inf = 0.2), M_alpha previous, a_alpha = a0 throughout.
 *
 * The claims: the table `claims` at the end (theory/s001-eq-14.md states
 * them in prose); each measure serves the paper's settings and a variant's
 * (method ga-soi2: the claims about the method's parameters; the rejected
 * assignment of the lost tildes and the properties of T3 are not about it).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "gp_method.h"
#include "gp_analysis.h"
#include "problems.h"
#include "tap.h"
#include "variant.h"
#include "claims.h"

#define ID "S001-EQ14"
#define EPS 2.220446049250313e-16
#define T_END 1.0

/* the end of the studies: the program's, or the variant's t-end */
static double study_t = T_END;

enum
{
  MUT_ALT = 0, MUT_NOSWITCH, MUT_GAMMA, MUT_SWAP, MUT_VARIANT, MUT_SPUR, MUT_CONS,
  MUT_PSI, MUT_KZT, MUT_AM, MUT_RHSF, MUT_HOLO, MUT_SCALE, MUT_PRINTED
};
static const vc_mutant mutants[] = {
  { "alt-assignment", "C1,C5,C22,C23",
    "the library-assignment runs made with the test switch soi2_alt_assignment" },
  { "no-switch", "C2,C7,C27", "the rejected alternative's runs made without the test switch" },
  { "gamma-off", "C1,C5,C21,C22,C23,C24",
    "gamma = 1/2 - alpha + 0.05 in every run: the order condition broken" },
  { "constraints-swapped", "C13,C14",
    "the printed constraint y1 y2 - 1 and y1^2 y2 - 1 exchanged in the T3 checks" },
  { "variant-flag", "C15,C16",
    "each variant's equations checked against the other variant's exact solution" },
  { "spurious-start", "C1,C17,C18",
    "the soi2-test runs and the checks at t0 start from the spurious root "
    "lambda0 = -1.5, psi0 = 2.25" },
  { "consistent-for-spurious", "C20,C21", "the runs of C20-C21 start from the consistent root" },
  { "spurious-psi", "C19", "the spurious root taken with psi0 = 1.5 (psi0 = lambda0^2 lost)" },
  { "kz-at-ztilde", "C8", "the replacement's k_z evaluated at (t1, y1, z~1) instead of z1" },
  { "identity-alpha-f", "C8,C9", "the replacement's left side with 1 - alpha_f for 1 - alpha_m" },
  { "rhs-from-f", "C10,C11",
    "the replacement's right side formed from f itself, (1-af) (f(.., lambda~, psi~) - "
    "f(.., lambda, psi)), not from g_y^T and k_z^T" },
  { "holonomic-in-nh", "C12", "C12 measured on soi2-test, which has a holonomic constraint" },
  { "scaling-swapped", "C25,C26", "C25 measured on the unscaled rows and C26 on the scaled" },
  { "printed-constraint-runs", "C1,C2,C3,C4,C5,C6,C7",
    "the runs of C1-C7 on soi2-test with the printed g = y1 y2 - 1 (its g_y, g_acc, "
    "G_y) in place of y1^2 y2 - 1" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
static int mut = -1;

static const gp_method *M = &gp_method_ga_soi2;
static gp_problem PB;                 /* soi2-test, variant B */
static gp_soi2_test_params pb;
static gp_problem PM;                 /* soi2-mult */
static gp_problem PP;                 /* soi2-test with the printed g (a wrong variant) */

static gp_options
opts (void)
{
  gp_options o;
  char why[256];
  gp_options_default (&o);
  if (gp_coeffs_chung_hulbert (0.2, &o.c, why, sizeof why))
    tap_bail ("%s", why);
  if (mut == MUT_GAMMA)
    o.c.gamma += 0.05;
  o.m_alpha = GP_MALPHA_PREVIOUS;
  o.a_init = GP_AINIT_A0;
  vc_variant_options (M, &o);      /* under a variant: its options */
  return o;
}

static gp_stepper *
stepper (const gp_problem *P, int alt)
{
  gp_options o = opts ();
  gp_test_switches sw = { 0 };
  sw.jacobian_factor = 1.0;
  sw.soi2_alt_assignment = alt;
  return vc_stepper (M, P, &o, &sw);
}

/* ---- soi2-mult: soi2-test with f in the multiplier form ------------------ */
/* f = f_app - g_y^T lambda - k_z^T psi with soi2-test's g = y1^2 y2 - 1 and
   k = y1 z1 z2 + 2 (g_y = (2 y1 y2, y1^2), k_z = (y1 z2, y1 z1)) */
static int
mult_force (double t, const double y[], const double z[], const double lam[],
            const double psi[], double f[], void *params)
{
  const double zero[1] = { 0 };
  if (gp_problem_soi2_test.force (t, y, z, zero, zero, f, params))
    return 1;
  f[0] -= 2 * y[0] * y[1] * lam[0] + y[0] * z[1] * psi[0];
  f[1] -= y[0] * y[0] * lam[0] + y[0] * z[0] * psi[0];
  return 0;
}

static int
mult_force_jac (double t, const double y[], const double z[], const double lam[],
                const double psi[], double fy[], double fz[], double flam[],
                double fpsi[], void *params)
{
  const double zero[1] = { 0 };
  double l = lam[0], p = psi[0];
  if (gp_problem_soi2_test.force_jac (t, y, z, zero, zero, fy, fz, NULL, NULL, params))
    return 1;
  if (fy)
    {
      fy[0] -= 2 * y[1] * l + z[1] * p;
      fy[1] -= 2 * y[0] * l;
      fy[2] -= 2 * y[0] * l + z[0] * p;
    }
  if (fz)
    {
      fz[1] -= y[0] * p;
      fz[2] -= y[0] * p;
    }
  if (flam)
    {
      flam[0] = -2 * y[0] * y[1];
      flam[1] = -y[0] * y[0];
    }
  if (fpsi)
    {
      fpsi[0] = -y[0] * z[1];
      fpsi[1] = -y[0] * z[0];
    }
  return 0;
}

/* the printed constraint g = y1 y2 - 1 as a problem's callbacks */
static int
pr_g (double t, const double y[], double g[], void *params)
{
  (void) t;
  (void) params;
  g[0] = y[0] * y[1] - 1;
  return 0;
}

static int
pr_g_jac (double t, const double y[], double gy[], double gt[], void *params)
{
  (void) t;
  (void) params;
  if (gy)
    {
      gy[0] = y[1];
      gy[1] = y[0];
    }
  if (gt)
    gt[0] = 0;
  return 0;
}

static int
pr_g_acc (double t, const double y[], const double z[], double r[], void *params)
{
  (void) t;
  (void) y;
  (void) params;
  r[0] = 2 * z[0] * z[1];
  return 0;
}

static int
pr_gv_jac (double t, const double y[], const double z[], double Gy[], double Gt[],
           void *params)
{
  (void) t;
  (void) y;
  (void) params;
  if (Gy)
    {
      Gy[0] = z[1];
      Gy[1] = z[0];
    }
  if (Gt)
    Gt[0] = 0;
  return 0;
}

static void
problems_init (void)
{
  PP = gp_problem_soi2_test;
  PP.name = "soi2-test-printed-g";
  PP.g = pr_g;
  PP.g_jac = pr_g_jac;
  PP.g_acc = pr_g_acc;
  PP.gv_jac = pr_gv_jac;
  PB = gp_problem_soi2_test;
  pb = gp_soi2_test_default_params;
  pb.variant = 1;
  PB.params = &pb;
  PM = gp_problem_soi2_test;
  PM.name = "soi2-mult";
  PM.description = "soi2-test with f = f_app - g_y^T lambda - k_z^T psi";
  PM.force = mult_force;
  PM.force_jac = mult_force_jac;
  PM.exact = NULL;
  PM.force_app = NULL;
  PM.reaction = NULL;
  PM.reaction_jac = NULL;
}

/* ---- T3: the spurious branch (variant A) -------------------------------- */
/* With y, z, a exact, the two dynamics rows of soi2-test are linear in psi
   and quadratic in lambda: row 1 gives psi = psi(t) - e^{4t} (lambda -
   lambda(t)) / 2, row 2 then a quadratic whose roots add up to -e^{9t}/2. */
static void
spurious_branch (double t, double *lam, double *psi)
{
  double le = exp (-t), pe = exp (t);
  *lam = -0.5 * exp (9 * t) - le;
  *psi = pe - 0.5 * exp (4 * t) * (*lam - le);
}

/* the start of a soi2-test run: consistent, or the spurious root */
static void
soi2_start (const gp_problem *P, gp_state *x, int spurious)
{
  if (gp_state_consistent (P, x, 1e-14) != GP_OK)
    tap_bail ("consistent start of %s failed", P->name);
  if (spurious)
    spurious_branch (P->t0, x->lam, x->psi);
}

/* ---- convergence studies -------------------------------------------------- */
typedef struct
{
  int L;
  double h[16], err[GP_NBLOCKS][16], order[GP_NBLOCKS];
  int lo[GP_NBLOCKS];
} study;

/* L levels h = H0 / 2^k to T_END from the consistent start (or the spurious
   one); errors against the exact solution, lambda and psi against the
   spurious branch when `branch` */
static void
run_study (const gp_problem *P, int alt, int spurious, int branch, double H0, int L,
           study *st)
{
  gp_stepper *s = stepper (P, alt);
  gp_state *x = gp_stepper_state_alloc (s);
  if (!x)
    tap_bail ("out of memory");
  double al = gp_coeffs_alpha (&gp_stepper_options (s)->c);
  st->L = L;
  for (int k = 0; k < L; k++)
    {
      gp_steps S = { GP_STEPS_UNIFORM, ldexp (H0, -k), NULL, 0 };
      gp_run run;
      soi2_start (P, x, spurious);
      gp_stepper_reset (s);
      double err[GP_NBLOCKS];
      if (gp_integrate (s, &S, study_t, x, 1, NULL, NULL, &run) != GP_OK)
        {
          /* a run that breaks down (a wrong variant) has no error: NaN
             fails the claims that use it, and the # line says why */
          tap_diag ("%s on %s h=%g failed at step %ld (t = %g): %s", M->name, P->name, S.H,
                    run.fail_step, run.fail_t, gp_stepper_message (s));
          for (int b = 0; b < GP_NBLOCKS; b++)
            err[b] = (double) NAN;
        }
      else
        vc_errors_for (M, P, x, al * run.last_h, err);
      if (branch && isfinite (err[GP_Y]))
        {
          double ls, ps;
          spurious_branch (x->t, &ls, &ps);
          err[GP_LAM] = fabs (x->lam[0] - ls);
          err[GP_PSI] = fabs (x->psi[0] - ps);
        }
      st->h[k] = S.H;
      for (int b = 0; b < GP_NBLOCKS; b++)
        st->err[b][k] = err[b];
      tap_diag ("%s%s%s h=%-10.4g err_y=%.4e err_z=%.4e err_a=%.4e err_lambda=%.4e "
                "err_psi=%.4e", P->name, alt ? " alt" : "", spurious ? " spurious-start" : "",
                S.H, err[GP_Y], err[GP_Z], err[GP_A], err[GP_LAM], err[GP_PSI]);
    }
  for (int b = 0; b < GP_NBLOCKS; b++)
    st->order[b] = gp_order_fit (st->h, st->err[b], L, &st->lo[b]);
  gp_state_free (x);
  gp_stepper_free (s);
}

/* the order of blocks bl[0..nb-1] farthest from want (NaN if any is);
   text lists them all */
static double
farthest (const double *ord, const gp_block *bl, int nb, double want, char *text, size_t len)
{
  double w = want;
  size_t u = 0;
  text[0] = '\0';
  for (int j = 0; j < nb; j++)
    {
      if (isnan (ord[bl[j]]))
        w = ord[bl[j]];     /* a failed run's NaN wins */
      else if (!isnan (w) && fabs (ord[bl[j]] - want) >= fabs (w - want))
        w = ord[bl[j]];
      u += (size_t) snprintf (text + u, u < len ? len - u : 0, "%s%s %.3f", j ? ", " : "",
                              gp_block_name (bl[j]), ord[bl[j]]);
    }
  return w;
}

/* one step from the exact state at t0, errors against the exact solution
   (a against a(t1 + alpha h)); slopes of each block over the asymptotic range */
static void
local_slopes (const gp_problem *P, int alt, double t0, double slope[GP_NBLOCKS])
{
  gp_stepper *s = stepper (P, alt);
  gp_state *x = gp_stepper_state_alloc (s);
  if (!x)
    tap_bail ("out of memory");
  double al = gp_coeffs_alpha (&gp_stepper_options (s)->c), h[8], e[GP_NBLOCKS][8];
  for (int k = 0; k < 8; k++)
    {
      h[k] = ldexp (0.1, -k);
      vc_state_exact_for (M, P, t0, al * h[k], x);
      gp_stepper_reset (s);
      double err[GP_NBLOCKS];
      if (gp_stepper_step (s, h[k], x) != GP_OK)
        {
          tap_diag ("local step %s h=%g failed: %s", P->name, h[k], gp_stepper_message (s));
          for (int b = 0; b < GP_NBLOCKS; b++)
            err[b] = (double) NAN;
        }
      else
        vc_errors_for (M, P, x, al * h[k], err);
      for (int b = 0; b < GP_NBLOCKS; b++)
        e[b][k] = err[b];
      /* the tilde copy's a~ against a(t1 + alpha h) */
      double ex[16];
      e[GP_AUX][k] = (double) NAN;
      if (isfinite (err[GP_Y]) && P->n <= 16
          && !P->exact (x->t + al * h[k], NULL, NULL, ex, NULL, NULL, P->params))
        e[GP_AUX][k] = vc_dist (x->aux, ex, P->n);
      tap_diag ("local %s%s t0=%g h=%-9.4g err_y=%.4e err_z=%.4e err_a=%.4e err_lambda=%.4e "
                "err_psi=%.4e", P->name, alt ? " alt" : "", t0, h[k], err[GP_Y], err[GP_Z],
                err[GP_A], err[GP_LAM], err[GP_PSI]);
    }
  for (int b = 0; b < GP_NBLOCKS; b++)
    {
      int lo;
      slope[b] = gp_order_fit (h, e[b], 8, &lo);
    }
  tap_diag ("local %s%s t0=%g: slope of the tilde copy a~ - a(t1 + alpha h) %.3f", P->name,
            alt ? " alt" : "", t0, slope[GP_AUX]);
  gp_state_free (x);
  gp_stepper_free (s);
}

/* ---- the printed replacement of one dynamics row ------------------------ */
typedef struct
{
  double units;     /* max |L - R| / (eps S) over the steps */
  double rel_min;   /* min |L - R| / max(|L|, |R|) over the steps */
  double rel_max;   /* max of the same */
  double tilde;     /* max of |a~ - a| / |a|, |psi~ - psi| / |psi| in units of eps */
} ident;

static double
maxabs_vec (const double *v, size_t n)
{
  return vc_maxabs (v, n);
}

static void
identity_run (const gp_problem *P, double h, ident *out)
{
  /* the start a0 whatever a variant's a-init: the identities hold at every
     step from any start, and Lunk-Simeon's (10) needs M_alpha nonsingular,
     which slider-crank's M is not */
  gp_options o = opts ();
  gp_test_switches sw = { 0 };
  sw.jacobian_factor = 1.0;
  o.a_init = GP_AINIT_A0;
  gp_stepper *s = vc_stepper (M, P, &o, &sw);
  gp_state *x = gp_stepper_state_alloc (s), *x0 = gp_stepper_state_alloc (s);
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  if (!x || !x0 || n > 16 || mg > 16 || mk > 16)
    tap_bail ("identity run on %s: out of memory or too large", P->name);
  const gp_coeffs *c = &gp_stepper_options (s)->c;
  double al = gp_coeffs_alpha (c);
  if (gp_state_consistent (P, x, 1e-14) != GP_OK || gp_stepper_start (s, h, x) != GP_OK)
    tap_bail ("start of %s failed", P->name);
  long N = lround (T_END / h);
  out->units = 0;
  out->rel_min = (double) INFINITY;
  out->rel_max = 0;
  out->tilde = 0;
  for (long i = 0; i < N; i++)
    {
      double M1[256], yp[16], gy[256], gt[16], ky[256], kz[256], kt[16], d[16], L[16],
        R[16], Ma[16], f1[16], ft[16], zt[16];
      gp_state_copy (x0, x);
      if (gp_stepper_step (s, h, x) != GP_OK)
        {
          if (!vc_variant ())
            tap_bail ("identity run on %s failed at step %ld: %s", P->name, i + 1,
                      gp_stepper_message (s));
          /* a variant the method cannot integrate here: a failed measurement */
          tap_diag ("identity run on %s failed at step %ld: %s", P->name, i + 1,
                    gp_stepper_message (s));
          out->units = out->rel_min = out->rel_max = out->tilde = (double) NAN;
          break;
        }
      const double *at = x->aux, *lt = x->aux + n, *pt = x->aux + n + mg;
      for (size_t j = 0; j < n; j++)
        yp[j] = x0->y[j] + h * (1 + al) * x0->z[j];
      if (P->mass (x0->t + (1 + al) * h, yp, M1, P->params)
          || P->force (x->t, x->y, x->z, x->lam, x->psi, f1, P->params)
          || P->force (x->t, x->y, x->z, lt, pt, ft, P->params))
        tap_bail ("callbacks of %s failed", P->name);
      for (size_t j = 0; j < n; j++)
        d[j] = at[j] - x->a[j];
      vc_matvec (M1, d, L, n, n);
      vc_matvec (M1, x->a, Ma, n, n);
      double lf = mut == MUT_AM ? 1 - c->alpha_f : 1 - c->alpha_m;
      for (size_t j = 0; j < n; j++)
        {
          L[j] *= lf;
          R[j] = 0;
        }
      if (mut == MUT_RHSF)
        for (size_t j = 0; j < n; j++)
          R[j] = ft[j] - f1[j];
      else
        {
          if (mg)
            {
              if (P->g_jac (x->t, x->y, gy, gt, P->params))
                tap_bail ("g_jac of %s failed", P->name);
              for (size_t j = 0; j < n; j++)
                for (size_t q = 0; q < mg; q++)
                  R[j] += gy[q * n + j] * (x->lam[q] - lt[q]);
            }
          if (mk)
            {
              /* z~1 = z0 + h ((1-gamma) a_alpha + gamma a~): what the
                 kz-at-ztilde variant evaluates k_z at */
              for (size_t j = 0; j < n; j++)
                zt[j] = x0->z[j] + h * ((1 - c->gamma) * x0->a[j] + c->gamma * at[j]);
              if (P->k_jac (x->t, x->y, mut == MUT_KZT ? zt : x->z, ky, kz, kt, P->params))
                tap_bail ("k_jac of %s failed", P->name);
              for (size_t j = 0; j < n; j++)
                for (size_t q = 0; q < mk; q++)
                  R[j] += kz[q * n + j] * (x->psi[q] - pt[q]);
            }
        }
      double dl = 0;
      for (size_t j = 0; j < n; j++)
        {
          R[j] *= 1 - c->alpha_f;
          dl = fmax (dl, fabs (L[j] - R[j]));
        }
      double S = fmax (maxabs_vec (Ma, n), fmax (maxabs_vec (f1, n), maxabs_vec (ft, n)));
      double big = fmax (maxabs_vec (L, n), maxabs_vec (R, n));
      out->units = fmax (out->units, dl / (EPS * S));
      out->rel_min = fmin (out->rel_min, big > 0 ? dl / big : 0.0);
      out->rel_max = fmax (out->rel_max, big > 0 ? dl / big : 0.0);
      double ta = 0, tp = 0;
      for (size_t j = 0; j < n; j++)
        ta = fmax (ta, fabs (at[j] - x->a[j]));
      for (size_t q = 0; q < mk; q++)
        tp = fmax (tp, fabs (pt[q] - x->psi[q]));
      ta /= EPS * fmax (maxabs_vec (x->a, n), 1e-300);
      if (mk)
        tp /= EPS * fmax (maxabs_vec (x->psi, mk), 1e-300);
      out->tilde = fmax (out->tilde, fmax (ta, tp));
    }
  tap_diag ("replacement on %s h=%g: max |L-R|/(eps S) = %.3g, |L-R|/max(|L|,|R|) in "
            "[%.3g, %.3g], max tilde-copy difference = %.3g eps", P->name, h, out->units,
            out->rel_min, out->rel_max, out->tilde);
  gp_state_free (x);
  gp_state_free (x0);
  gp_stepper_free (s);
}

/* Which registered problems state f in the multiplier form: |r(lambda, psi)
   + g_y^T lambda + k_z^T psi| at the consistent start with lambda, psi set
   to 0.7, -1.3, ... (diagnostic for the document). */
static void
multiplier_form_survey (void)
{
  for (const gp_problem *const *pp = gp_problems (); *pp; pp++)
    {
      const gp_problem *P = *pp;
      size_t n = P->n, mg = P->m_g, mk = P->m_k;
      if (!mg && !mk)
        continue;
      if (!P->reaction || n > 16 || mg > 16 || mk > 16)
        continue;
      gp_state *x = gp_state_alloc (P, NULL);
      double lam[16], psi[16], r[16], gy[256], gt[16], ky[256], kz[256], kt[16], dev = 0,
        sc = 0;
      if (!x || gp_state_consistent (P, x, 1e-12) != GP_OK)
        {
          gp_state_free (x);
          continue;
        }
      for (size_t q = 0; q < mg; q++)
        lam[q] = 0.7 - 2.0 * (double) q;
      for (size_t q = 0; q < mk; q++)
        psi[q] = -1.3 + 0.9 * (double) q;
      P->reaction (x->t, x->y, x->z, lam, psi, r, P->params);
      if (mg)
        P->g_jac (x->t, x->y, gy, gt, P->params);
      if (mk)
        P->k_jac (x->t, x->y, x->z, ky, kz, kt, P->params);
      for (size_t j = 0; j < n; j++)
        {
          double m = 0;
          for (size_t q = 0; q < mg; q++)
            m += gy[q * n + j] * lam[q];
          for (size_t q = 0; q < mk; q++)
            m += kz[q * n + j] * psi[q];
          dev = fmax (dev, fabs (r[j] + m));
          sc = fmax (sc, fabs (m));
        }
      tap_diag ("multiplier form f = f_app - g_y^T lambda - k_z^T psi on %s (m_g=%zu, "
                "m_k=%zu): |r + g_y^T lambda + k_z^T psi| = %.3g (scale %.3g): %s", P->name,
                mg, mk, dev, sc, dev <= 1e-12 * (1 + sc) ? "yes" : "no");
      gp_state_free (x);
    }
}

/* ---- T3: the constraints and the equations along the exact solution ---- */
static double
g_printed (const double *y)
{
  return y[0] * y[1] - 1;
}

static void
g_printed_grad (const double *y, double *gy)
{
  gy[0] = y[1];
  gy[1] = y[0];
}

static double
g_right (const double *y)
{
  return y[0] * y[0] * y[1] - 1;
}

static void
g_right_grad (const double *y, double *gy)
{
  gy[0] = 2 * y[0] * y[1];
  gy[1] = y[0] * y[0];
}

/* the printed velocity constraint, as the catalogue reads the OCR */
static double
G_printed (const double *y, const double *z)
{
  return 2 * y[0] * y[1] * z[0] + y[0] * y[0] * z[1];
}

/* max over t in [0, 1] of |c(y(t))| and |c_y(y(t)) z(t) - G_printed| */
static void
constraint_check (double (*c) (const double *), void (*grad) (const double *, double *),
                  double *pos, double *vel)
{
  const gp_problem *P = &gp_problem_soi2_test;
  *pos = 0;
  *vel = 0;
  for (int i = 0; i <= 100; i++)
    {
      double t = 0.01 * i, y[2], z[2], gy[2];
      P->exact (t, y, z, NULL, NULL, NULL, P->params);
      grad (y, gy);
      *pos = fmax (*pos, fabs (c (y)));
      *vel = fmax (*vel, fabs (gy[0] * z[0] + gy[1] * z[1] - G_printed (y, z)));
    }
}

/* every equation of soi2-test (P) along the exact solution of Pex: the
   largest residual / tolerance; algebraic residuals against 100 eps (1 +
   the magnitude of their terms), the derivatives y' = z, z' = a by central
   differences (step 1e-4) against 1e-7 (1 + |z|) */
static double
equations_check (const gp_problem *P, const gp_problem *Pex, double *worst_alg,
                 double *worst_fd)
{
  double worst = 0;
  *worst_alg = 0;
  *worst_fd = 0;
  for (int i = 0; i <= 20; i++)
    {
      double t = 0.05 * i, y[2], z[2], a[2], l[1], p[1], Mm[4], f[2], Ma[2], g[1], gy[2],
        gt[1], gacc[1], k[1], ky[2], kz[2], kt[1], yp[2], ym[2], zp[2], zm[2], d = 1e-4;
      Pex->exact (t, y, z, a, l, p, Pex->params);
      Pex->exact (t + d, yp, zp, NULL, NULL, NULL, Pex->params);
      Pex->exact (t - d, ym, zm, NULL, NULL, NULL, Pex->params);
      P->mass (t, y, Mm, P->params);
      P->force (t, y, z, l, p, f, P->params);
      P->g (t, y, g, P->params);
      P->g_jac (t, y, gy, gt, P->params);
      P->g_acc (t, y, z, gacc, P->params);
      P->k (t, y, z, k, P->params);
      P->k_jac (t, y, z, ky, kz, kt, P->params);
      vc_matvec (Mm, a, Ma, 2, 2);
      double res[7] = {
        Ma[0] - f[0], Ma[1] - f[1], g[0], gt[0] + gy[0] * z[0] + gy[1] * z[1], k[0],
        gacc[0] + gy[0] * a[0] + gy[1] * a[1],
        kt[0] + ky[0] * z[0] + ky[1] * z[1] + kz[0] * a[0] + kz[1] * a[1]
      };
      double scl[7] = {
        fabs (Ma[0]) + fabs (f[0]), fabs (Ma[1]) + fabs (f[1]), 1 + fabs (g[0]),
        fabs (gy[0] * z[0]) + fabs (gy[1] * z[1]), 2 + fabs (k[0]),
        fabs (gacc[0]) + fabs (gy[0] * a[0]) + fabs (gy[1] * a[1]),
        fabs (ky[0] * z[0]) + fabs (ky[1] * z[1]) + fabs (kz[0] * a[0]) + fabs (kz[1] * a[1])
      };
      for (int j = 0; j < 7; j++)
        {
          double r = fabs (res[j]) / (100 * EPS * (1 + scl[j]));
          *worst_alg = fmax (*worst_alg, r);
        }
      for (int j = 0; j < 2; j++)
        {
          double r1 = fabs ((yp[j] - ym[j]) / (2 * d) - z[j]) / (1e-7 * (1 + fabs (z[j])));
          double r2 = fabs ((zp[j] - zm[j]) / (2 * d) - a[j]) / (1e-7 * (1 + fabs (a[j])));
          *worst_fd = fmax (*worst_fd, fmax (r1, r2));
        }
    }
  worst = fmax (*worst_alg, *worst_fd);
  return worst;
}

static double
det (const double *A, int n)
{
  double a[64], d = 1;
  memcpy (a, A, (size_t) (n * n) * sizeof (double));
  for (int k = 0; k < n; k++)
    {
      int p = k;
      for (int i = k + 1; i < n; i++)
        if (fabs (a[i * n + k]) > fabs (a[p * n + k]))
          p = i;
      if (a[p * n + k] == 0.0)
        return 0.0;
      if (p != k)
        {
          d = -d;
          for (int j = 0; j < n; j++)
            {
              double t = a[k * n + j];
              a[k * n + j] = a[p * n + j];
              a[p * n + j] = t;
            }
        }
      d *= a[k * n + k];
      for (int i = k + 1; i < n; i++)
        {
          double f = a[i * n + k] / a[k * n + k];
          for (int j = k; j < n; j++)
            a[i * n + j] -= f * a[k * n + j];
        }
    }
  return d;
}

/* ---- the Newton matrix --------------------------------------------------- */
/* cond1 of the iteration matrix at the soi2-test start, scaled as the
   library builds it or with its rows unscaled (row order: the a~ row block,
   the a row block, g, g_t + g_y z1, k at z~1, k at z1) */
static double
newton_cond (double h, int unscaled)
{
  const gp_problem *P = &gp_problem_soi2_test;
  gp_stepper *s = stepper (P, 0);
  gp_state *x = gp_stepper_state_alloc (s);
  size_t N = gp_stepper_unknowns (s), n = P->n, mg = P->m_g, mk = P->m_k;
  double *J = malloc (N * N * sizeof (double));
  if (!x || !J)
    tap_bail ("out of memory");
  soi2_start (P, x, 0);
  if (gp_stepper_start (s, h, x) != GP_OK || gp_stepper_iteration_matrix (s, h, x, J) != GP_OK)
    tap_bail ("iteration matrix at h=%g failed: %s", h, gp_stepper_message (s));
  if (unscaled)
    for (size_t i = 2 * n; i < N; i++)
      {
        double f = i < 2 * n + mg ? h * h : h;
        for (size_t j = 0; j < N; j++)
          J[i * N + j] *= f;
      }
  (void) mk;
  double c = gp_cond1 (J, N);
  free (J);
  gp_state_free (x);
  gp_stepper_free (s);
  return c;
}

/* ---- the settings: the paper's, or a variant's ---------------------------- */
/* Under a variant (method ga-soi2): its options (coefficients, M_alpha,
   a-init; the program's Newton tolerance); the studies of C1, C22-C24 take
   its h0, levels and t-end, constant steps always (a note says so when it
   asks for alt), and C1 its problem when that is soi2-test (reading A or
   B).  The local slopes start from the exact state the program sets, the
   identities from a0 on the program's steps, the Newton matrix at the
   program's h. */
static int
soi2_test_itself (const gp_problem *Q)
{
  return strcmp (Q->name, "soi2-test") == 0;
}

static const variant *V;
static gp_options vopt;                 /* what the hypothesis gate judges */
static const gp_problem *PA = &gp_problem_soi2_test;
static const gp_problem *P17;           /* the problem of C1-C7 */
static double H1 = 0.2;                 /* the studies: h0 and levels */
static int L1 = 9, L2 = 8;
static char rng1[96], rng2[256], sv[160];
static const char *alt = "";            /* " (not the variant's alt)" */
static const char *const not_steps = "not the variant's steps";
static const char *const on_ident = "h = 0.01, t-end %g, a-init a0 (the program's), %s";
static const gp_block B5[5] = { GP_Y, GP_Z, GP_A, GP_LAM, GP_PSI };
static const gp_block B2[2] = { GP_Y, GP_Z };
static const gp_block B3[3] = { GP_A, GP_LAM, GP_PSI };

static void
setup (int mutant)
{
  mut = mutant;
  problems_init ();
  V = vc_variant ();
  P17 = mut == MUT_PRINTED ? &PP : PA;
  vopt = opts ();
  if (!V)
    return;
  P17 = vc_variant_problem (PA, soi2_test_itself);
  vc_variant_study (&H1, &L1, &study_t);
  if (V->have_levels)
    L2 = L1;
  if (V->alt)
    tap_diag ("the variant's steps = alt: the step (14) and Theorem 1 are about constant "
              "steps; the studies use constant steps");
  snprintf (sv, sizeof sv, "the variant's options (M_alpha %s, a-init %s)",
            vopt.m_alpha == GP_MALPHA_PREVIOUS ? "previous" : "explicit",
            vopt.a_init == GP_AINIT_A0 ? "a0" : vopt.a_init == GP_AINIT_EXACT ? "exact"
            : "lunk-simeon");
  snprintf (rng1, sizeof rng1, "t=%g constant h=%g..%.3g", study_t, H1, ldexp (H1, -(L1 - 1)));
  snprintf (rng2, sizeof rng2, "%s, t=%g constant h=%g..%.3g", sv, study_t, H1,
            ldexp (H1, -(L2 - 1)));
  alt = V->alt ? " (not the variant's alt)" : "";
}

/* ---- measures ------------------------------------------------------------- */
/* C1: the library's assignment */
static void
m_assign (void)
{
  char txt[256];
  study st;
  run_study (P17, mut == MUT_ALT, mut == MUT_SPUR, 0, H1, L1, &st);
  double w = farthest (st.order, B5, 5, 2.0, txt, sizeof txt);
  if (!V)
    {
      vc_report ("C1", w, " soi2-test A CH(0.2) t=1 constant h=0.2..7.8e-4 (%s)", txt);
      return;
    }
  const char *rd = ((const gp_soi2_test_params *) P17->params)->variant ? "B" : "A";
  vc_on (P17, "reading %s, h0 = %g, %d levels, t-end %g, constant steps%s", rd, H1, L1, study_t,
         alt);
  vc_report ("C1", w, " %s %s, %s, %s (%s)", P17->name, rd, sv, rng1, txt);
}

/* C2, C3: the rejected alternative */
static void
m_alternative (void)
{
  char txt[256];
  study sa;
  run_study (P17, mut != MUT_NOSWITCH, 0, 0, 0.2, 13, &sa);
  double w = farthest (sa.order, B3, 3, 1.0, txt, sizeof txt);
  vc_report ("C2", w, " soi2-test A constant h=0.2..4.9e-5 (%s)", txt);
  w = farthest (sa.order, B2, 2, 2.0, txt, sizeof txt);
  vc_report ("C3", w, " (%s)", txt);
}

/* C4, C5: local errors from the exact state, the library's assignment */
static void
m_local (void)
{
  char txt[256];
  double sl[GP_NBLOCKS];
  local_slopes (P17, mut == MUT_ALT, 0.5, sl);
  vc_on (P17, "single steps from the exact state at t0 = 0.5 (a_alpha too), the program's "
         "h = 0.1*2^-k, k = 0..7");
  double w = farthest (sl, B2, 2, 3.0, txt, sizeof txt);
  vc_report ("C4", w, " (%s)", txt);
  w = farthest (sl, B3, 3, 2.0, txt, sizeof txt);
  vc_report ("C5", w, " (%s)", txt);
}

/* C6, C7: the same, the rejected alternative */
static void
m_local_alternative (void)
{
  char txt[256];
  double sl[GP_NBLOCKS];
  local_slopes (P17, mut != MUT_NOSWITCH, 0.5, sl);
  double w = farthest (sl, B2, 2, 3.0, txt, sizeof txt);
  vc_report ("C6", w, " (%s)", txt);
  w = farthest (sl, B3, 3, 1.0, txt, sizeof txt);
  vc_report ("C7", w, " (%s)", txt);
}

/* C8-C12: the printed replacement of one dynamics row, one identity run
   (and its # line) per claim */
static void
m_c8 (void)
{
  if (!V)
    {
      /* C6-C7's evidence at t0 = 0 (the paper's run) */
      double s0[GP_NBLOCKS];
      local_slopes (PA, mut != MUT_NOSWITCH, 0.0, s0);
      tap_diag ("at t0 = 0 the alternative's local psi slope is %.3f: there k_z M^-1 f_lambda "
                "= 0, so the O(h) error of lambda does not reach psi", s0[GP_PSI]);
    }
  multiplier_form_survey ();
  ident im;
  identity_run (&PM, 0.01, &im);
  vc_on (&PM, on_ident, T_END, not_steps);
  vc_report ("C8", im.units, "%s", "");
}

static void
m_c9 (void)
{
  ident ip, isc;
  identity_run (&gp_problem_jn_pendulum, 0.01, &ip);
  identity_run (&gp_problem_slider_crank, 0.01, &isc);
  vc_on_names ("jn-pendulum,slider-crank", on_ident, T_END, not_steps);
  vc_report ("C9", fmax (ip.units, isc.units), " (jn-pendulum %.3g, slider-crank %.3g)",
             ip.units, isc.units);
}

static void
m_c10 (void)
{
  ident is;
  identity_run (PA, 0.01, &is);
  vc_on (PA, "reading A, h = 0.01, t-end %g, a-init a0 (the program's), %s", T_END, not_steps);
  vc_report ("C10", is.rel_min, "%s", "");
}

static void
m_c11 (void)
{
  ident ij;
  identity_run (&gp_problem_jn_test, 0.01, &ij);
  vc_on (&gp_problem_jn_test, on_ident, T_END, not_steps);
  vc_report ("C11", ij.rel_min, "%s", "");
}

static void
m_c12 (void)
{
  ident ijn, ird;
  identity_run (mut == MUT_HOLO ? PA : &gp_problem_jay_nh, 0.01, &ijn);
  identity_run (&gp_problem_rolling_disk, 0.01, &ird);
  vc_on_names (mut == MUT_HOLO ? "soi2-test,rolling-disk" : "jay-nh,rolling-disk", on_ident,
               T_END, not_steps);
  vc_report ("C12", fmax (ijn.tilde, ird.tilde), "%s", "");
}

/* C13-C19: the test problem T3, its constraint, readings and starts */
static void
m_t3 (void)
{
  /* C13-C14: the printed constraint */
  double pp, pv, rp, rv;
  int sw = mut == MUT_SWAP;
  constraint_check (sw ? g_right : g_printed, sw ? g_right_grad : g_printed_grad, &pp, &pv);
  constraint_check (sw ? g_printed : g_right, sw ? g_printed_grad : g_right_grad, &rp, &rv);
  vc_report ("C13", fmin (pp, pv), ": min of max|g| = %.4f and max|d/dt g - (2 y1 y2 z1 + "
             "y1^2 z2)| = %.4f", pp, pv);
  double lib = 0;
  for (int i = 0; i <= 100; i++)
    {
      double t = 0.01 * i, y[2], z[2], g[1], gy[2], gt[1];
      PA->exact (t, y, z, NULL, NULL, NULL, PA->params);
      PA->g (t, y, g, PA->params);
      PA->g_jac (t, y, gy, gt, PA->params);
      lib = fmax (lib, fmax (fabs (g[0]),
                             fabs (gt[0] + gy[0] * z[0] + gy[1] * z[1] - G_printed (y, z))));
    }
  vc_report ("C14", fmax (fmax (rp, rv), lib), "%s", "");

  /* C15-C16: variants A and B */
  double wa, wf, wb, wbf;
  double ra = equations_check (PA, mut == MUT_VARIANT ? &PB : PA, &wa, &wf);
  vc_report ("C15", ra, " (algebraic %.3g, derivatives %.3g)", wa, wf);
  double rb = equations_check (&PB, mut == MUT_VARIANT ? PA : &PB, &wb, &wbf);
  vc_report ("C16", rb, " (algebraic %.3g, derivatives %.3g)", wb, wbf);

  /* C17-C19: the start */
  gp_state *x = gp_state_alloc (PA, NULL);
  gp_accel *A = gp_accel_alloc (PA);
  if (!x || !A)
    tap_bail ("out of memory");
  soi2_start (PA, x, mut == MUT_SPUR);
  static const double want[4] = { 1, 4, 1, 1 };
  double ex[4];
  PA->exact (0, NULL, NULL, ex, ex + 2, ex + 3, PA->params);
  vc_report ("C17", fmax (vc_dist (x->a, want, 4), vc_dist (x->a, ex, 4)),
             " (got lambda0 %.4g, psi0 %.4g)", x->lam[0], x->psi[0]);
  double J[16];
  if (gp_accel_matrix (A, x->t, x->y, x->z, x->a, J) != GP_OK)
    tap_bail ("matrix (13) failed");
  double dt = det (J, 4);
  vc_report ("C18", fabs (dt + 20), " (det %.6g)", dt);
  double u[4] = { 1, 4, 0, 0 }, F[4];
  spurious_branch (0, u + 2, u + 3);
  if (mut == MUT_PSI)
    u[3] = -u[2];
  if (gp_accel_residual (A, 0, PA->y0, PA->z0, u, F) != GP_OK)
    tap_bail ("acceleration-level residual failed");
  gp_accel_matrix (A, 0, PA->y0, PA->z0, u, J);
  vc_report ("C19", vc_norm (F, 4), ", lambda0 = %.4g, psi0 = %.4g solves the acceleration-level "
             "system: residual (det (13) there %.6g)", u[2], u[3], det (J, 4));
  gp_accel_free (A);
  gp_state_free (x);
}

/* C20, C21: runs from the spurious root */
static void
m_c20 (void)
{
  study ss;
  run_study (PA, 0, mut != MUT_CONS, 0, 0.05, 7, &ss);
  double mind = (double) INFINITY;
  for (int k = 0; k < ss.L; k++)
    mind = fmin (mind, ss.err[GP_LAM][k]);
  vc_report ("C20", mind, "%s", "");
}

static void
m_c21 (void)
{
  char txt[256];
  study ss;
  run_study (PA, 0, mut != MUT_CONS, 1, 0.05, 7, &ss);
  double w = farthest (ss.order, B5, 5, 2.0, txt, sizeof txt);
  vc_report ("C21", w, " (%s)", txt);
}

/* C22-C24: other problems */
static void
m_c22 (void)
{
  char txt[256];
  study st;
  run_study (&PB, mut == MUT_ALT, 0, 0, H1, L1, &st);
  double w = farthest (st.order, B5, 5, 2.0, txt, sizeof txt);
  vc_on (&PB, "reading B, h0 = %g, %d levels, t-end %g, constant steps%s", H1, L1, study_t,
         alt);
  if (V)
    vc_report ("C22", w, ", %s, %s (%s)", sv, rng1, txt);
  else
    vc_report ("C22", w, " constant h=0.2..7.8e-4 (%s)", txt);
}

static void
other (const char *cid, const gp_problem *P, gp_block b4)
{
  char txt[256];
  study st;
  const gp_block B[4] = { GP_Y, GP_Z, GP_A, b4 };
  run_study (P, mut == MUT_ALT, 0, 0, H1, L2, &st);
  double w = farthest (st.order, B, 4, 2.0, txt, sizeof txt);
  vc_on (P, "h0 = %g, %d levels, t-end %g, constant steps%s", H1, L2, study_t, alt);
  vc_report (cid, w, " %s (%s)", V ? rng2 : "h=0.2..1.6e-3", txt);
}

static void
m_c23 (void)
{
  other ("C23", &gp_problem_jn_test, GP_LAM);
}

static void
m_c24 (void)
{
  other ("C24", &gp_problem_jay_nh, GP_PSI);
}

/* C25, C26: the Newton matrix as h -> 0 */
static void
m_newton (void)
{
  double hc[5], cs[5], cu[5];
  for (int k = 0; k < 5; k++)
    {
      hc[k] = pow (10.0, -2 - k);
      cs[k] = newton_cond (hc[k], mut == MUT_SCALE);
      cu[k] = newton_cond (hc[k], mut != MUT_SCALE);
      tap_diag ("soi2-test start h=%-7.0e cond1 scaled %.4e unscaled %.4e", hc[k], cs[k], cu[k]);
    }
  vc_on (&gp_problem_soi2_test, "reading A, iteration matrix at the consistent start, "
         "h = 1e-2 .. 1e-6, %s", not_steps);
  vc_report ("C25", gp_lsq_order (hc, cs, 0, 4), " (cond1 at 1e-6: %.4g)", cs[4]);
  vc_report ("C26", gp_lsq_order (hc, cu, 0, 4), "%s", "");
}

/* C27: the two assignments exchange the copies when n = m_g + m_k */
static void
m_c27 (void)
{
  gp_stepper *s0 = stepper (PA, 0), *s1 = stepper (PA, mut != MUT_NOSWITCH);
  gp_state *x0 = gp_stepper_state_alloc (s0), *x1 = gp_stepper_state_alloc (s1);
  if (!x0 || !x1)
    tap_bail ("out of memory");
  double h = 0.05, dpos = 0, dswap = 0;
  soi2_start (PA, x0, 0);
  soi2_start (PA, x1, 0);
  if (gp_stepper_start (s0, h, x0) != GP_OK || gp_stepper_start (s1, h, x1) != GP_OK
      || gp_stepper_step (s0, h, x0) != GP_OK || gp_stepper_step (s1, h, x1) != GP_OK)
    tap_bail ("C27 step failed");
  for (size_t j = 0; j < 2 * PA->n; j++)       /* y, z contiguous */
    dpos = fmax (dpos, fabs (x0->y[j] - x1->y[j]) / fabs (x0->y[j]));
  for (size_t j = 0; j < PA->n + PA->m_g + PA->m_k; j++)   /* (a, lambda, psi) vs aux */
    dswap = fmax (dswap, fabs (x1->a[j] - x0->aux[j]) / fabs (x0->aux[j]));
  vc_report ("C27", fmax (dpos, dswap), "%s", "");
  gp_state_free (x0);
  gp_state_free (x1);
  gp_stepper_free (s0);
  gp_stepper_free (s1);
}

/* ---- the claims (theory/s001-eq-14.md's table states them in prose) ------ */
#define TILDES { "which copy the lost tildes of (14) meant (the rejected assignment of " \
    "catalogue sec. 2.4), a question of the paper's text", \
    "not run: a question of the paper's text" }
#define T3 { "a property of the test problem T3 (sec. 8), whatever the method's parameters", \
    "not run: a property of the test problem T3, soi2-test" }
#define STUDY "options, h0, levels, t-end (constant steps)"
#define ALTERNATIVE(c, m, t, s, what) { .id = c, .skip = TILDES, .measure = m, \
    .check = VC_ORDER, .target = t, .slack = s, .text = what }
#define OF_T3(c, k, t, what) { .id = c, .skip = T3, .measure = m_t3, .check = k, .target = t, \
    .text = what }
#define IDENT(c, m, k, t, what) { .id = c, .takes = "options (a-init a0, the program's steps)", \
    .measure = m, .check = k, .target = t, .text = what }
static const vc_claim claims[] = {
  { .id = "C1", .theorem = "S001-THM1", .takes = STUDY ", problem (soi2-test, reading A or B)",
    .measure = m_assign, .check = VC_ORDER, .target = 2.0, .slack = 0.15,
    .text = "library assignment (y1, z~1 from a~; z1 from a): orders" },
  ALTERNATIVE ("C2", m_alternative, 1.0, 0.15,
               "rejected alternative (test switch soi2_alt_assignment): orders"),
  ALTERNATIVE ("C3", m_alternative, 2.0, 0.15,
               "rejected alternative: orders of y, z stay 2"),
  { .id = "C4", .theorem = ID, .takes = "options (from the program's exact state)",
    .measure = m_local, .check = VC_ORDER, .target = 3.0, .slack = 0.1,
    .text = "local error slopes from the exact state, library assignment, soi2-test t0=0.5 "
    "h=0.1..7.8e-4" },
  { .id = "C5", .theorem = ID, .takes = "options (from the program's exact state)",
    .measure = m_local, .check = VC_ORDER, .target = 2.0, .slack = 0.1,
    .text = "local error slopes, library assignment" },
  ALTERNATIVE ("C6", m_local_alternative, 3.0, 0.1,
               "local error slopes, rejected alternative"),
  ALTERNATIVE ("C7", m_local_alternative, 1.0, 0.1,
               "local error slopes, rejected alternative"),
  IDENT ("C8", m_c8, VC_LE, 100, "replacement (1-am) M(a~ - a) = (1-af) (g_y^T (lambda - "
         "lambda~) + k_z^T(t1,y1,z1) (psi - psi~)) on soi2-mult, h=0.01 t<=1: max |L-R| in eps "
         "units of the row"),
  IDENT ("C9", m_c9, VC_LE, 100, "replacement on jn-pendulum and slider-crank (holonomic, "
         "multiplier form): max |L-R| in eps units of the row"),
  IDENT ("C10", m_c10, VC_GE, 0.1, "replacement fails on soi2-test (f has e^{2t} y1 lambda and "
         "y2 lambda^2, not -g_y^T lambda): min over steps of |L-R|/max(|L|,|R|)"),
  IDENT ("C11", m_c11, VC_GE, 0.1, "replacement fails on jn-test (holonomic only, lambda^2 in "
         "f): min over steps of |L-R|/max(|L|,|R|)"),
  IDENT ("C12", m_c12, VC_LE, 1e3, "nonholonomic only (jay-nh, rolling-disk): the tilde copy "
         "equals the propagated one, max |a~-a|/|a|, |psi~-psi|/|psi| in eps units"),
  OF_T3 ("C13", VC_GE, 0.5, "printed constraint y1 y2 - 1 along the exact solution t in [0,1]"),
  OF_T3 ("C14", VC_LE, 1e-14, "y1^2 y2 - 1 (and the problem's g, g_t + g_y z) along the exact "
         "solution: max|g|, max|d/dt g - printed velocity constraint|"),
  OF_T3 ("C15", VC_LE, 1.0, "soi2-test variant A (psi = e^t): every equation along the exact "
         "solution, residual/tolerance"),
  OF_T3 ("C16", VC_LE, 1.0, "soi2-test variant B (psi = e^-t): every equation along the exact "
         "solution, residual/tolerance"),
  OF_T3 ("C17", VC_LE, 1e-14, "consistent start of soi2-test: |(a0, lambda0, psi0) - ((1,4), 1, "
         "1)| and against the exact solution at t0"),
  OF_T3 ("C18", VC_LE, 1e-12, "matrix (13) [M, -f_lambda, -f_psi; g_y, 0, 0; k_z, 0, 0] at t0: "
         "|det + 20|"),
  OF_T3 ("C19", VC_LE, 1e-14, "spurious root a0 = (1,4)"),
  { .id = "C20", .skip = T3, .measure = m_c20, .check = VC_GE, .target = 1e3,
    .text = "ga-soi2 from the spurious root does not converge to the exact solution: min over "
    "h=0.05..7.8e-4 of |lambda_N - lambda(1)|" },
  { .id = "C21", .skip = T3, .measure = m_c21, .check = VC_ORDER, .target = 2.0, .slack = 0.15,
    .text = "it converges to the spurious branch lambda_s = -e^{9t}/2 - e^{-t} (y, z, a against "
    "the exact solution): orders" },
  { .id = "C22", .theorem = "S001-THM1", .takes = STUDY, .measure = m_c22, .check = VC_ORDER,
    .target = 2.0, .slack = 0.15, .text = "soi2-test variant B: orders" },
  { .id = "C23", .theorem = "S001-THM1", .takes = STUDY, .measure = m_c23, .check = VC_ORDER,
    .target = 2.0, .slack = 0.15, .text = "jn-test (holonomic only, the form (11)): orders" },
  { .id = "C24", .theorem = "S001-THM1", .takes = STUDY, .measure = m_c24, .check = VC_ORDER,
    .target = 2.0, .slack = 0.15, .text = "jay-nh (nonholonomic only): orders" },
  { .id = "C25", .takes = "options (the program's h)", .measure = m_newton, .check = VC_ORDER,
    .target = 0.0, .slack = 0.1, .text = "slope of cond1 of the iteration matrix (rows g/h^2, "
    "velocity rows /h) against h, soi2-test start h=1e-2..1e-6" },
  { .id = "C26", .takes = "options (the program's h)", .measure = m_newton, .check = VC_ORDER,
    .target = -2.0, .slack = 0.1, .text = "slope of cond1 with the rows unscaled (g rows times "
    "h^2, velocity rows times h)" },
  { .id = "C27", .skip = TILDES, .measure = m_c27, .check = VC_LE, .target = 1e-12,
    .text = "soi2-test (n = m_g + m_k), one step h=0.05: the alternative gives the library's y1, "
    "z1 and propagates its tilde copy (a~, lambda~, psi~): largest relative difference" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = ID,
    .problem = "*: soi2-test",
    .methods = "ga-soi2", .mutants = mutants, .nmut = NMUT, .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
    .method = &gp_method_ga_soi2, .options = &vopt,
  };
  return vc_run (argc, argv, &prog);
}
