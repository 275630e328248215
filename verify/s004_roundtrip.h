/* s004_roundtrip.h -- what S004-P3.4 and S004-P3.7 share: the problem set of
   seed 004, the start points of the round trips, the round trip
   Phi_b(-h) o Phi_f(h) with its rounding yardstick, and the least-squares
   order of a defect against h.  Header-only: the verification programs
   link tap.o and vcommon.o only, and these lines belong to seed 004. */
#ifndef GP_S004_ROUNDTRIP_H
#define GP_S004_ROUNDTRIP_H
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "problems.h"
#include "tap.h"
#include "variant.h"
#include "vcommon.h"

/* nh-particle, nh-chaotic, cvt (epsilon = 0) and cvt with epsilon = 0.1
   (not reversible; a copy of the problem whose params point here) */
#define S4_NP 4
static gp_cvt_params s4_cvt_eps;
static gp_problem s4_cvt1;
static const gp_problem *s4_prob[S4_NP];
static const char *s4_pname[S4_NP] = { "nh-particle", "nh-chaotic", "cvt", "cvt(eps=0.1)" };
/* the problems in use: the four, or the one a variant names */
static int s4_np = S4_NP;
/* the largest Newton system of the set: 2n + 2m with n = 7, m = 1 */
#define S4_MAXN 16

static inline void
s4_problems_init (void)
{
  s4_cvt_eps = gp_cvt_default_params;
  s4_cvt_eps.epsilon = 0.1;
  s4_cvt1 = gp_problem_cvt;
  s4_cvt1.params = &s4_cvt_eps;
  s4_prob[0] = &gp_problem_nh_particle;
  s4_prob[1] = &gp_problem_nh_chaotic;
  s4_prob[2] = &gp_problem_cvt;
  s4_prob[3] = &s4_cvt1;
}

/* a problem the programs can take from a variant: the Newton system of
   nh-newmark within S4_MAXN and the callers' buffers (n <= 7, m <= 2) */
static inline int
s4_fits (const gp_problem *P)
{
  if (!(P->n <= 7 && P->m_k >= 1 && P->m_k <= 2 && 2 * (P->n + P->m_k) <= S4_MAXN))
    return 0;
  /* and its constraints are affine in the velocities, which nh-newmark
     needs (it refuses a problem such as jay-nh at the start): k_z at the
     initial values and with z shifted by 1, compared bitwise as the
     library's start does (no Newton solve: C0's count stays the claims') */
  double z2[7], ky[2 * 7], kz[2 * 7], kz2[2 * 7], kt[2];
  for (size_t i = 0; i < P->n; i++)
    z2[i] = P->z0[i] + 1.0;
  if (P->k_jac (P->t0, P->y0, P->z0, ky, kz, kt, P->params)
      || P->k_jac (P->t0, P->y0, z2, ky, kz2, kt, P->params))
    return 0;
  return memcmp (kz, kz2, P->m_k * P->n * sizeof (double)) == 0;
}

/* Under a variant that names a problem that fits: that problem alone (its
   parameters included); otherwise the four (vc_variant_problem notes why). */
static inline void
s4_variant_problems (void)
{
  const struct variant *V = vc_variant ();
  if (!V || !V->P)
    return;
  const gp_problem *P = vc_variant_problem (s4_prob[0], s4_fits);
  if (P == s4_prob[0])
    return;
  s4_prob[0] = P;
  s4_pname[0] = P->name;
  s4_np = 1;
}

/* Under a variant: its options (*o, from its method's defaults), whether it
   is nh-newmark (else a composition), whether gamma = 2 beta (to the method
   table's tolerance), its problem (s4_variant_problems), and the order
   studies' first step, levels and end from its h0, levels, t-end (constant
   steps: seed 004's claims hold the step map fixed), with n0 the first
   level's steps and t_mid = m0 h0, m0 = n0 / 2, the grid point nearest
   below the middle. */
static inline void
s4_variant_options_and_steps (gp_options *o, int *is_nh, int *gamma_2beta, double *h0,
                              int *levels, double *t_end, long *n0, long *m0, double *t_mid)
{
  const struct variant *V = vc_variant ();
  gp_options_for (V->m, o);
  vc_variant_options (V->m, o);
  *is_nh = V->m == &gp_method_nh_newmark;
  *gamma_2beta = !(fabs (o->c.gamma - 2 * o->c.beta) > 1e-8 * fabs (o->c.gamma));
  s4_variant_problems ();
  if (V->have_h0)
    *h0 = V->h0;
  if (V->have_levels)
    *levels = (int) V->levels;
  if (V->have_t_end)
    *t_end = V->t_end;
  *n0 = lround (*t_end / *h0);
  *m0 = *n0 / 2;
  *t_mid = (double) *m0 * *h0;
  if (V->alt)
    tap_diag ("steps = alt: the seed 004 studies use constant steps h0 2^-k (the claims are "
              "about the one-step map)");
}

/* Under a variant, the context of the claims that follow (vc_on): the
   first np problems of the set (s4_prob; cvt and its epsilon = 0.1 copy
   share a name, which the settings then name) and the settings fmt says. */
static inline void s4_on (int np, const char *fmt, ...) __attribute__ ((format (printf, 2, 3)));
static inline void
s4_on (int np, const char *fmt, ...)
{
  char set[400], names[200] = "";
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (set, sizeof set, fmt, ap);
  va_end (ap);
  if (np == 1)
    {
      vc_on (s4_prob[0], "%s", set);
      return;
    }
  size_t k = 0;
  for (int p = 0; p < np; p++)
    {
      int seen = 0;
      for (int q = 0; q < p; q++)
        seen |= strcmp (s4_prob[q]->name, s4_prob[p]->name) == 0;
      if (!seen)
        k += (size_t) snprintf (names + k, sizeof names - k, "%s%s", k ? "," : "",
                                s4_prob[p]->name);
    }
  vc_on_names (names, "%s%s", set, np > 3 && s4_prob[3] == &s4_cvt1 ? ", cvt at epsilon 0 and 0.1"
               : "");
}

/* whose step sequence the order studies use: the variant's or the program's */
static inline const char *
s4_steps_whose (void)
{
  const struct variant *V = vc_variant ();
  if (!V)
    return "";
  if (V->have_h0 && V->have_levels && V->have_t_end)
    return "the variant's steps";
  if (!V->have_h0 && !V->have_levels && !V->have_t_end)
    return "the program's steps, the variant sets none";
  return "the variant's steps where it sets them";
}

/* the context of a claim skipped before anything was measured for it */
static inline void
s4_on_none (void)
{
  vc_on (NULL, "nothing measured");
}

static inline double
s4_inf (const double *a, size_t n)
{
  double m = 0;
  for (size_t i = 0; i < n; i++)
    m = isnan (a[i]) || isnan (m) ? (double) NAN : fmax (m, fabs (a[i]));
  return m;
}

static inline double
s4_dinf (const double *a, const double *b, size_t n)
{
  double m = 0;
  for (size_t i = 0; i < n; i++)
    {
      double d = fabs (a[i] - b[i]);
      m = isnan (d) || isnan (m) ? (double) NAN : fmax (m, d);
    }
  return m;
}

/* max and min that keep a NaN (a claim on a NaN must fail) */
static inline double
s4_max (double a, double b)
{
  return isnan (a) || isnan (b) ? (double) NAN : fmax (a, b);
}

static inline double
s4_min (double a, double b)
{
  return isnan (a) || isnan (b) ? (double) NAN : fmin (a, b);
}

/* The start points of the round trips, in the layout of the nh-newmark
   family (all three methods share it): S0 = the problem's consistent
   initial values at t = 0; S1 = the state at t = 1/2 after 50 steps of
   nh-newmark (beta = 0, gamma = 1/2, alpha_d = 1/2, eq. 14, h = 0.01), a
   generic point on the constraint manifold (k(t, q, v) = 0 to rounding,
   which the round trip needs: the backward step ends on k = 0). */
static inline void
s4_starts (const gp_problem *P, gp_state *S0, gp_state *S1)
{
  gp_options o;
  gp_options_for (&gp_method_nh_newmark, &o);
  gp_stepper *s = vc_stepper (&gp_method_nh_newmark, P, &o, NULL);
  if (gp_state_consistent (P, S0, 1e-15) != GP_OK)
    tap_bail ("consistent start of %s failed", P->name);
  gp_state_copy (S1, S0);
  if (gp_stepper_start (s, 0.01, S1) != GP_OK)
    tap_bail ("start of %s: %s", P->name, gp_stepper_message (s));
  for (int i = 0; i < 50; i++)
    if (gp_stepper_step (s, 0.01, S1) != GP_OK)
      tap_bail ("start point of %s: %s", P->name, gp_stepper_message (s));
  gp_stepper_free (s);
}

/* 1-norm condition number of the Newton matrix of nh-newmark stepper s for
   a step of size h from x (the matrix at the Newton start) */
static inline double
s4_kappa (gp_stepper *s, double h, const gp_state *x)
{
  double J[S4_MAXN * S4_MAXN];
  size_t N = gp_stepper_unknowns (s);
  if (N > S4_MAXN)
    tap_bail ("Newton system of %zu unknowns, more than %d", N, S4_MAXN);
  if (gp_stepper_iteration_matrix (s, h, x, J) != GP_OK)
    tap_bail ("iteration matrix: %s", gp_stepper_message (s));
  return gp_cond1 (J, N);
}

/* One round trip x0 -> forward step h -> backward step -h (step(ctx, 0, h, x)
   and step(ctx, 1, -h, x)): the defects in q and v (max norm), the
   magnitude S = max |q|, |v| of the states it passes through, and kappa,
   the larger condition number of the Newton matrices of the two steps
   (kap(ctx, 0, h, x0) and kap(ctx, 1, -h, x1), for the intended
   coefficients).  The yardstick of "identity to rounding" is eps kappa S:
   the unknowns of a step solve a system whose residual carries a relative
   rounding of order eps, so they carry a relative error of at most
   kappa eps; q and v are formed from them by sums of O(1) condition, and
   the second step maps the first step's error back with a Jacobian
   I + O(h). */
typedef struct
{
  double dq, dv, S, kappa;
} s4_trip;

typedef int s4_step_fn (void *ctx, int backward, double h, gp_state *x);
typedef double s4_kappa_fn (void *ctx, int backward, double h, const gp_state *x);

static inline s4_trip
s4_roundtrip (s4_step_fn *step, s4_kappa_fn *kap, void *ctx, double h, const gp_state *x0,
              gp_state *x)
{
  s4_trip r;
  size_t n = x0->L.len[GP_Y];
  gp_state_copy (x, x0);
  r.kappa = kap (ctx, 0, h, x);
  r.S = s4_max (s4_inf (x0->y, n), s4_inf (x0->z, n));
  r.dq = r.dv = (double) NAN;     /* a step that fails leaves a NaN defect: the claim fails */
  if (step (ctx, 0, h, x) != GP_OK)
    return r;
  r.S = s4_max (r.S, s4_max (s4_inf (x->y, n), s4_inf (x->z, n)));
  r.kappa = s4_max (r.kappa, kap (ctx, 1, -h, x));
  if (step (ctx, 1, -h, x) != GP_OK)
    return r;
  r.dq = s4_dinf (x->y, x0->y, n);
  r.dv = s4_dinf (x->z, x0->z, n);
  return r;
}

/* the defect in units of the yardstick eps kappa S */
static inline double
s4_trip_ratio (const s4_trip *r)
{
  return s4_max (r->dq, r->dv) / (DBL_EPSILON * r->kappa * r->S);
}

/* the defect in units of eps S (rounding of the magnitudes alone) */
static inline double
s4_trip_eps (const s4_trip *r)
{
  return s4_max (r->dq, r->dv) / (DBL_EPSILON * r->S);
}

/* The worst round trip of a set of cases.  A case whose kappa exceeds
   S4_KAPPA_CUT (eps kappa > 1e-6: the yardstick would certify fewer than
   six digits) is counted apart, with its largest defect, and not in the
   ratio: a bound eps kappa S near 1 says nothing. */
#define S4_KAPPA_CUT (1e-6 / DBL_EPSILON)
typedef struct
{
  double ratio, kappa, eps_units;   /* over the cases within the cut */
  long in, out;                     /* cases within the cut, beyond it */
  double out_defect, out_kappa;     /* largest defect and kappa beyond it */
  char where[160];
} s4_worst;

static inline void
s4_note (s4_worst *w, const s4_trip *r, const char *what, double h)
{
  double d = s4_max (r->dq, r->dv), q = s4_trip_ratio (r);
  if (!(r->kappa <= S4_KAPPA_CUT) && !isnan (d))
    {
      w->out++;
      w->out_defect = s4_max (w->out_defect, d);
      w->out_kappa = s4_max (w->out_kappa, r->kappa);
      return;
    }
  w->in++;
  w->eps_units = s4_max (w->eps_units, s4_trip_eps (r));
  w->kappa = s4_max (w->kappa, r->kappa);
  if (!isnan (w->ratio) && !(q <= w->ratio))   /* a NaN (a failed step) stays */
    {
      w->ratio = q;
      snprintf (w->where, sizeof w->where, "%.120s h=%g", what, h);
    }
}

static inline void
s4_worst_diag (const s4_worst *w, const char *what)
{
  tap_diag ("%s: %ld cases, largest defect/(eps kappa S) %.3g at %s; largest defect/(eps S) "
            "%.3g; largest kappa %.3g; %ld cases beyond eps kappa > 1e-6 (largest defect %.3g, "
            "kappa up to %.3g)", what, w->in, w->ratio, w->where, w->eps_units, w->kappa, w->out,
            w->out_defect, w->out_kappa);
}

/* the step sizes of the defect studies: h = 0.1 2^-k, k = 0 .. S4_NH-1 */
#define S4_NH 7
static inline double
s4_h (int k)
{
  return ldexp (0.1, -k);
}
#endif
