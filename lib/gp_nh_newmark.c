/* gp_nh_newmark.c -- the nonholonomic Newmark methods of seed 004
   (Anahory Simoes, Ferraro, Marrero, Martin de Diego; catalogue sec. 5):
   nh-newmark (Def. 3.1, with the explicit form of Prop 3.8),
   nh-newmark-comp (eq. 18) and nh-newmark-tj (Remark 3.10).

   nh-newmark, one step (t0, q0, v0) -> (t1 = t0 + h, q1, v1), h signed:
     q1 = q0 + h v0 + h^2/2 ((1 - 2 beta) a0 + 2 beta a1)
     v1 = v0 + h ((1 - gamma) a0 + gamma a1)
     M(t0,q0) a0 = f(t0,q0,v0,psi0),   M(t1,q1) a1 = f(t1,q1,v1,psi1)
     omega_d(q0, q1) = 0                (eq. 14 or 15 with alpha_d; gp_disc)
     k(t1, q1, v1) = 0
   Both multipliers psi0, psi1 (and a0, a1) are local to the step: the
   previous step's values are only Newton's start (catalogue 5.3).  For
   k = mu(q) z the discrete constraint is the paper's (14)/(15); the time
   arguments extend it to a time-dependent k.  Newton unknowns
   (a0, a1, psi0, psi1); the constraint rows are scaled by 1/h so that the
   iteration matrix stays O(1) as h -> 0.  The state's a and psi are a1 and
   psi1; aux "start" holds (a0, psi0) of the last (sub)step.

   The compositions are built from the library's steppers: nh-newmark-comp
   steps an nh-newmark stepper twice with alpha_d and 1 - alpha_d,
   nh-newmark-tj an nh-newmark-comp stepper three times with c1 h, c2 h, c1 h. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gp_method.h"
#include "gp_testing.h"

/* ---- nh-newmark --------------------------------------------------------- */

typedef struct
{
  double *M0, *M1, *dMv, *fy, *fz, *fpsi0, *fpsi1, *ky, *kz, *kt, *ky2, *kz2;
  double *f0, *f1, *kv, *kw, *q1, *v1, *w, *qm, *u;
} ws;

static ws
layout (gp_stepper *s)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = P->m_k;
  ws w;
  double *p = gp_stepper_work (s);
  w.M0 = p; p += n * n;
  w.M1 = p; p += n * n;
  w.dMv = p; p += n * n;
  w.fy = p; p += n * n;
  w.fz = p; p += n * n;
  w.fpsi0 = p; p += n * m;
  w.fpsi1 = p; p += n * m;
  w.ky = p; p += m * n;
  w.kz = p; p += m * n;
  w.kt = p; p += m;
  w.ky2 = p; p += m * n;
  w.kz2 = p; p += m * n;
  w.f0 = p; p += n;
  w.f1 = p; p += n;
  w.kv = p; p += m;
  w.kw = p; p += m;
  w.q1 = p; p += n;
  w.v1 = p; p += n;
  w.w = p; p += n;
  w.qm = p; p += n;
  w.u = p;
  return w;
}

static gp_shape
shape (const gp_problem *P, const gp_options *o)
{
  size_t n = P->n, m = P->m_k;
  gp_shape sh = { 0 };
  (void) o;
  sh.unknowns = 2 * n + 2 * m;
  sh.work = 5 * n * n + 6 * n * m + m + 2 * m + 4 * n + 2 * n + 2 * n + 2 * m;
  sh.history = 0;
  return sh;
}

static size_t
aux_len (const gp_problem *P)
{
  return P->n + P->m_k;
}

static void
nh_defaults (gp_options *o)
{
  memset (&o->c, 0, sizeof o->c);
  o->c.beta = 0.0;
  o->c.gamma = 0.5;
  o->c.alpha_d = 0.5;
}

/* the compositions default to Prop 3.6 / eq. (17): Phi_{h/2} o Phi*_{h/2},
   the DLA-type factor (alpha_d = 0) and its adjoint */
static void
comp_defaults (gp_options *o)
{
  nh_defaults (o);
  o->c.alpha_d = 0.0;
}

/* ---- hypotheses ---- */
static int
h_finite (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "beta = %s, gamma = %s, alpha_d = %s", GP_NUM (o->c.beta),
            GP_NUM (o->c.gamma), GP_NUM (o->c.alpha_d));
  return isfinite (o->c.beta) && isfinite (o->c.gamma) && isfinite (o->c.alpha_d);
}

static int
h_no_alpha (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "alpha_m = %s, alpha_f = %s", GP_NUM (o->c.alpha_m), GP_NUM (o->c.alpha_f));
  return o->c.alpha_m == 0.0 && o->c.alpha_f == 0.0;
}

static int
h_alpha_d_range (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "alpha_d = %s", GP_NUM (o->c.alpha_d));
  return o->c.alpha_d >= 0.0 && o->c.alpha_d <= 1.0;
}

static int
h_explicit (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "solve explicit with beta = %s, gamma = %s, alpha_d = %s",
            GP_NUM (o->c.beta), GP_NUM (o->c.gamma), GP_NUM (o->c.alpha_d));
  return o->nh_solve != GP_NHSOLVE_EXPLICIT
    || (o->c.beta == 0.0 && o->c.gamma == 0.5 && o->c.alpha_d == 0.0);
}

static int
h_gamma_half (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "gamma = %s", GP_NUM (o->c.gamma));
  return o->c.gamma == 0.5;
}

static int
h_alpha_d_half (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "alpha_d = %s", GP_NUM (o->c.alpha_d));
  return o->c.alpha_d == 0.5;
}

static int
h_beta_0 (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "beta = %s", GP_NUM (o->c.beta));
  return o->c.beta == 0.0;
}

/* Remark 3.3: with gamma = 2 beta the columns of psi0 and psi1 are
   proportional up to O(h), and q1, v1 depend on a0 + a1 only, so both
   constraints act on one combination (errata-s004 E1); judged relative to gamma */
static int
h_gamma_not_2beta (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "gamma = %s, 2 beta = %s", GP_NUM (o->c.gamma), GP_NUM (2 * o->c.beta));
  return fabs (o->c.gamma - 2 * o->c.beta) > 1e-8 * fabs (o->c.gamma);
}

#define NH_REFUSE_COMMON                                                   \
  { GP_HYP_REFUSE, "S004-DEF3.1", "finite beta, gamma, alpha_d", h_finite }, \
  { GP_HYP_REFUSE, "S004-DEF3.1",                                          \
    "alpha_m = alpha_f = 0 (the nh-newmark family has no generalized-alpha weights)", \
    h_no_alpha },                                                          \
  { GP_HYP_REFUSE, "S004-DEF3.1",                                          \
    "0 <= alpha_d <= 1 (the discrete constraint space, eqs. 14-15)", h_alpha_d_range }, \
  { GP_HYP_REFUSE, "S004-DEF3.1",                                          \
    "gamma != 0 (the velocity constraint at t1 would not involve the step's unknowns as h -> 0)", \
    gp_hyp_gamma_not_0 }

static const gp_hypothesis nh_hypotheses[] = {
  NH_REFUSE_COMMON,
  { GP_HYP_REFUSE, "S004-P3.8",
    "beta = 0, gamma = 1/2, alpha_d = 0 for the explicit form (Prop 3.8)", h_explicit },
  { GP_HYP_THEOREM, "S004-P3.4 S004-P3.7", "gamma = 1/2 (second order; adjoint pairs)",
    h_gamma_half },
  { GP_HYP_THEOREM, "S004-P3.4", "alpha_d = 1/2 (symmetric discrete constraint)",
    h_alpha_d_half },
  { GP_HYP_THEOREM, "S004-P3.5", "beta = 0 (the discrete Lagrange-d'Alembert form)", h_beta_0 },
  { GP_HYP_THEOREM, "S004-P3.5",
    "gamma = 1/2 (the DLA form's force at q_k is the mean of the step's end and the next "
    "step's start acceleration)", h_gamma_half },
  { GP_HYP_THEOREM, "S004-P3.4 S004-P3.7 S004-R3.3",
    "gamma != 2 beta (Remark 3.3; at gamma = 2 beta the method does not converge: "
    "errata-s004 E1)", h_gamma_not_2beta },
  { GP_HYP_REFUSE, NULL, NULL, NULL }
};

static const gp_hypothesis comp_hypotheses[] = {
  NH_REFUSE_COMMON,
  { GP_HYP_THEOREM, "S004-P3.7 S004-P3.6 S004-R3.10",
    "gamma = 1/2 (the factors are mutually adjoint)", h_gamma_half },
  { GP_HYP_THEOREM, "S004-P3.7 S004-P3.6 S004-R3.3",
    "gamma != 2 beta (Remark 3.3; at gamma = 2 beta the adjoint factor's Newton matrix is "
    "singular: errata-s004 E2)", h_gamma_not_2beta },
  { GP_HYP_REFUSE, NULL, NULL, NULL }
};

static int
supports (const gp_problem *P, char *why, size_t len)
{
  if (P->m_g > 0)
    {
      snprintf (why, len, "the nh-newmark methods integrate nonholonomic constraints only; "
                "problem %s has %zu holonomic constraints", P->name, P->m_g);
      return GP_EUNSUP;
    }
  if (P->m_k == 0 || !P->k || !P->k_jac || !P->mass_dv || !P->force_jac)
    {
      snprintf (why, len, "the nh-newmark methods need nonholonomic constraints k with "
                "their Jacobians and d(M v)/dy; problem %s lacks them", P->name);
      return GP_EUNSUP;
    }
  return GP_OK;
}

static double
a_shift (const gp_options *o)
{
  (void) o;
  return 0.0;
}

/* ---- the step system ---- */
typedef struct
{
  gp_stepper *s;
  const gp_coeffs *k;
  const gp_state *x;
  double h, ad;                 /* step; the discrete constraint's alpha_d */
  ws w;
} step_ctx;

/* q1, v1 and w = (q1 - q0)/h from u = (a0, a1, ...) */
static void
positions (const step_ctx *c, const double *u)
{
  const gp_coeffs *k = c->k;
  size_t n = gp_stepper_problem (c->s)->n;
  const double *a0 = u, *a1 = u + n;
  double h = c->h;
  for (size_t i = 0; i < n; i++)
    {
      double dq = h * c->x->z[i]
        + 0.5 * h * h * ((1 - 2 * k->beta) * a0[i] + 2 * k->beta * a1[i]);
      c->w.q1[i] = c->x->y[i] + dq;
      c->w.w[i] = c->x->z[i] + 0.5 * h * ((1 - 2 * k->beta) * a0[i] + 2 * k->beta * a1[i]);
      c->w.v1[i] = c->x->z[i] + h * ((1 - k->gamma) * a0[i] + k->gamma * a1[i]);
      c->w.qm[i] = c->x->y[i] + c->ad * dq;
    }
}

static int
residual (const double *u, double *F, double *J, void *vctx)
{
  step_ctx *c = vctx;
  const gp_problem *P = gp_stepper_problem (c->s);
  const gp_coeffs *k = c->k;
  size_t n = P->n, m = P->m_k, N = 2 * n + 2 * m;
  double h = c->h, t0 = c->x->t, t1 = t0 + h, rs = 1.0 / h, ad = c->ad;
  const double *a0 = u, *a1 = u + n, *p0 = u + 2 * n, *p1 = u + 2 * n + m;
  int d15 = gp_stepper_options (c->s)->disc == GP_DISC_15;
  positions (c, u);
  /* dynamics at both ends */
  GP_TRY_CALLBACK (P->force (t0, c->x->y, c->x->z, NULL, p0, c->w.f0, P->params));
  GP_TRY_CALLBACK (P->mass (t1, c->w.q1, c->w.M1, P->params));
  GP_TRY_CALLBACK (P->force (t1, c->w.q1, c->w.v1, NULL, p1, c->w.f1, P->params));
  gp_matvec (c->w.M0, a0, F, n, n);
  gp_matvec (c->w.M1, a1, F + n, n, n);
  for (size_t i = 0; i < n; i++)
    {
      F[i] -= c->w.f0[i];
      F[n + i] -= c->w.f1[i];
    }
  /* the discrete constraint and the velocity constraint at t1 */
  double *Fd = F + 2 * n, *Fv = F + 2 * n + m;
  if (d15)
    {
      GP_TRY_CALLBACK (P->k (t0, c->x->y, c->w.w, Fd, P->params));
      GP_TRY_CALLBACK (P->k (t1, c->w.q1, c->w.w, c->w.kw, P->params));
      for (size_t i = 0; i < m; i++)
        Fd[i] = rs * ((1 - ad) * Fd[i] + ad * c->w.kw[i]);
    }
  else
    {
      GP_TRY_CALLBACK (P->k (t0 + ad * h, c->w.qm, c->w.w, Fd, P->params));
      for (size_t i = 0; i < m; i++)
        Fd[i] *= rs;
    }
  GP_TRY_CALLBACK (P->k (t1, c->w.q1, c->w.v1, Fv, P->params));
  for (size_t i = 0; i < m; i++)
    Fv[i] *= rs;
  if (!J)
    return 0;

  memset (J, 0, N * N * sizeof (double));
  double cq[2] = { 0.5 * h * h * (1 - 2 * k->beta), k->beta * h * h };   /* dq1/da0, dq1/da1 */
  double cv[2] = { h * (1 - k->gamma), k->gamma * h };                   /* dv1/da0, dv1/da1 */
  double cw[2] = { 0.5 * h * (1 - 2 * k->beta), k->beta * h };           /* dw/da0, dw/da1 */
  /* rows 0..n-1: M0 a0 - f(t0, q0, v0, psi0) */
  GP_TRY_CALLBACK (P->force_jac (t0, c->x->y, c->x->z, NULL, p0, NULL, NULL, NULL, c->w.fpsi0, P->params));
  for (size_t i = 0; i < n; i++)
    {
      for (size_t j = 0; j < n; j++)
        J[i * N + j] = c->w.M0[i * n + j];
      for (size_t j = 0; j < m; j++)
        J[i * N + 2 * n + j] = -c->w.fpsi0[i * m + j];
    }
  /* rows n..2n-1: M(t1, q1) a1 - f(t1, q1, v1, psi1) */
  GP_TRY_CALLBACK (P->mass_dv (t1, c->w.q1, a1, c->w.dMv, P->params));
  GP_TRY_CALLBACK (P->force_jac (t1, c->w.q1, c->w.v1, NULL, p1, c->w.fy, c->w.fz, NULL,
                                 c->w.fpsi1, P->params));
  for (size_t i = 0; i < n; i++)
    {
      for (int b = 0; b < 2; b++)
        for (size_t j = 0; j < n; j++)
          J[(n + i) * N + b * n + j] = (c->w.dMv[i * n + j] - c->w.fy[i * n + j]) * cq[b]
            - c->w.fz[i * n + j] * cv[b] + (b == 1 ? c->w.M1[i * n + j] : 0.0);
      for (size_t j = 0; j < m; j++)
        J[(n + i) * N + 2 * n + m + j] = -c->w.fpsi1[i * m + j];
    }
  /* rows 2n..2n+m-1: the discrete constraint */
  double *Jd = J + 2 * n * N;
  if (d15)
    {
      GP_TRY_CALLBACK (P->k_jac (t0, c->x->y, c->w.w, c->w.ky, c->w.kz, c->w.kt, P->params));
      GP_TRY_CALLBACK (P->k_jac (t1, c->w.q1, c->w.w, c->w.ky2, c->w.kz2, c->w.kt, P->params));
      for (size_t i = 0; i < m; i++)
        for (int b = 0; b < 2; b++)
          for (size_t j = 0; j < n; j++)
            Jd[i * N + b * n + j] = rs * ((1 - ad) * c->w.kz[i * n + j] * cw[b]
                                          + ad * (c->w.ky2[i * n + j] * cq[b]
                                                  + c->w.kz2[i * n + j] * cw[b]));
    }
  else
    {
      GP_TRY_CALLBACK (P->k_jac (t0 + ad * h, c->w.qm, c->w.w, c->w.ky, c->w.kz, c->w.kt, P->params));
      for (size_t i = 0; i < m; i++)
        for (int b = 0; b < 2; b++)
          for (size_t j = 0; j < n; j++)
            Jd[i * N + b * n + j] = rs * (c->w.ky[i * n + j] * ad * cq[b]
                                          + c->w.kz[i * n + j] * cw[b]);
    }
  /* rows 2n+m..: k(t1, q1, v1) */
  double *Jv = J + (2 * n + m) * N;
  GP_TRY_CALLBACK (P->k_jac (t1, c->w.q1, c->w.v1, c->w.ky, c->w.kz, c->w.kt, P->params));
  for (size_t i = 0; i < m; i++)
    for (int b = 0; b < 2; b++)
      for (size_t j = 0; j < n; j++)
        Jv[i * N + b * n + j] = rs * (c->w.ky[i * n + j] * cq[b] + c->w.kz[i * n + j] * cv[b]);
  return 0;
}

/* a0_j and a1_j form q1_j and v1_j: their rounding is an error of the
   unknown of |q1_j| / |dq1/da| and |v1_j| / |dv1/da| (gp_stepper_newton) */
static void
magnitude (const double *u, double *mag, void *ctx)
{
  step_ctx *c = ctx;
  const gp_problem *P = gp_stepper_problem (c->s);
  size_t n = P->n, N = 2 * n + 2 * P->m_k;
  double h = c->h;
  double cq[2] = { fabs (0.5 * h * h * (1 - 2 * c->k->beta)), fabs (c->k->beta * h * h) };
  double cv[2] = { fabs (h * (1 - c->k->gamma)), fabs (c->k->gamma * h) };
  positions (c, u);
  for (size_t j = 0; j < N; j++)
    mag[j] = fabs (u[j]);
  for (int b = 0; b < 2; b++)
    for (size_t j = 0; j < n; j++)
      {
        if (cq[b] > 0)
          mag[b * n + j] = fmax (mag[b * n + j], fabs (c->w.q1[j]) / cq[b]);
        if (cv[b] > 0)
          mag[b * n + j] = fmax (mag[b * n + j], fabs (c->w.v1[j]) / cv[b]);
      }
}

static int
prepare (step_ctx *c)
{
  const gp_problem *P = gp_stepper_problem (c->s);
  c->ad = gp_stepper_test_switches (c->s)->nh_alpha_d_flip ? 1.0 - c->k->alpha_d : c->k->alpha_d;
  GP_TRY_CALLBACK (P->mass (c->x->t, c->x->y, c->w.M0, P->params));
  return gp_all_finite (c->w.M0, P->n * P->n) ? GP_OK : GP_EFUNC;
}

static void
newton_start (const step_ctx *c, double *u)
{
  const gp_problem *P = gp_stepper_problem (c->s);
  size_t n = P->n, m = P->m_k;
  memcpy (u, c->x->a, n * sizeof (double));
  memcpy (u + n, c->x->a, n * sizeof (double));
  memcpy (u + 2 * n, c->x->psi, m * sizeof (double));
  memcpy (u + 2 * n + m, c->x->psi, m * sizeof (double));
}

static void
commit (const step_ctx *c, gp_state *x, const double *u)
{
  const gp_problem *P = gp_stepper_problem (c->s);
  size_t n = P->n, m = P->m_k;
  x->t += c->h;
  memcpy (x->y, c->w.q1, n * sizeof (double));
  memcpy (x->z, c->w.v1, n * sizeof (double));
  memcpy (x->a, u + n, n * sizeof (double));
  memcpy (x->psi, u + 2 * n + m, m * sizeof (double));
  memcpy (x->aux, u, n * sizeof (double));
  memcpy (x->aux + n, u + 2 * n, m * sizeof (double));
}

/* ---- the explicit form (Prop 3.8) ---- */
typedef struct
{
  double *A, *b;        /* N*N row-major, then its LU factors (gp_dense); N */
  size_t *piv;
} lin;

static int
nh_alloc (gp_stepper *s)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t N = P->n + P->m_k;
  lin *L = calloc (1, sizeof *L);
  if (!L)
    return GP_ENOMEM;
  gp_stepper_set_data (s, L);
  L->A = malloc ((N * N + N + 1) * sizeof (double));
  L->piv = malloc ((N + 1) * sizeof (size_t));
  if (!L->A || !L->piv)
    return GP_ENOMEM;
  L->b = L->A + N * N;
  return GP_OK;
}

static void
nh_free (gp_stepper *s)
{
  lin *L = gp_stepper_data (s);
  if (!L)
    return;
  free (L->A);
  free (L->piv);
  free (L);
}

/* One of the two linear systems of Prop 3.8 at (t, q): unknowns (a, psi),
     M(t,q) a - f(t,q,vb,psi) = 0,   k(t, q, vb + (h/2) a) / h = 0,
   exact in one solve for f affine in psi and free of z and k affine in z
   (checked by `start`). */
static int
explicit_solve (gp_stepper *s, step_ctx *c, double t, const double *q, const double *vb,
                double *M, double *a, double *psi)
{
  const gp_problem *P = gp_stepper_problem (s);
  lin *L = gp_stepper_data (s);
  size_t n = P->n, m = P->m_k;
  double h = c->h, rs = 1.0 / h, hc = gp_stepper_test_switches (s)->nh_explicit_h ? h : 0.5 * h;
  double *f = c->w.f1, *k = c->w.kv, *fpsi = c->w.fpsi1, *kz = c->w.kz;
  for (size_t j = 0; j < m; j++)
    psi[j] = 0.0;
  GP_TRY_CALLBACK (P->mass (t, q, M, P->params));
  GP_TRY_CALLBACK (P->force (t, q, vb, NULL, psi, f, P->params));
  GP_TRY_CALLBACK (P->force_jac (t, q, vb, NULL, psi, NULL, NULL, NULL, fpsi, P->params));
  GP_TRY_CALLBACK (P->k (t, q, vb, k, P->params));
  GP_TRY_CALLBACK (P->k_jac (t, q, vb, c->w.ky, kz, c->w.kt, P->params));
  size_t N = n + m;
  double *A = L->A, *b = L->b;
  for (size_t i = 0; i < n; i++)
    {
      for (size_t j = 0; j < n; j++)
        A[i * N + j] = M[i * n + j];
      for (size_t j = 0; j < m; j++)
        A[i * N + n + j] = -fpsi[i * m + j];
      b[i] = f[i];
    }
  for (size_t i = 0; i < m; i++)
    {
      for (size_t j = 0; j < n; j++)
        A[(n + i) * N + j] = rs * hc * kz[i * n + j];
      for (size_t j = 0; j < m; j++)
        A[(n + i) * N + n + j] = 0.0;
      b[n + i] = -rs * k[i];
    }
  gp_stepper_stats_rw (s)->factorizations++;
  /* singular as GSL's determinant says it: the product of the pivots is 0
     (a non-finite pivot goes on to a non-finite solution: GP_EFUNC) */
  gp_lu_factor (A, N, L->piv);
  double det = 1.0;
  for (size_t i = 0; i < N; i++)
    det *= A[i * N + i];
  if (det == 0.0)
    return GP_ESING;
  gp_lu_solve (A, N, L->piv, b);
  for (size_t i = 0; i < n; i++)
    a[i] = b[i];
  for (size_t j = 0; j < m; j++)
    psi[j] = b[n + j];
  return gp_all_finite (b, n + m) ? GP_OK : GP_EFUNC;
}

static int
explicit_step (gp_stepper *s, step_ctx *c, gp_state *x)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = P->m_k;
  double h = c->h, *u = c->w.u;
  double *a0 = u, *a1 = u + n, *p0 = u + 2 * n, *p1 = u + 2 * n + m;
  /* (a0, psi0) at (t0, q0) with vb = v0 */
  int rc = explicit_solve (s, c, x->t, x->y, x->z, c->w.M0, a0, p0);
  if (rc == GP_OK)
    {
      for (size_t i = 0; i < n; i++)
        {
          c->w.q1[i] = x->y[i] + h * x->z[i] + 0.5 * h * h * a0[i];
          c->w.w[i] = x->z[i] + 0.5 * h * a0[i];     /* vb of the end point */
        }
      rc = explicit_solve (s, c, x->t + h, c->w.q1, c->w.w, c->w.M1, a1, p1);
    }
  if (rc != GP_OK)
    {
      gp_stepper_set_message (s, "explicit form (Prop 3.8): %s", gp_strerror (rc));
      return rc;
    }
  for (size_t i = 0; i < n; i++)
    c->w.v1[i] = c->w.w[i] + 0.5 * h * a1[i];
  if (!gp_all_finite (c->w.q1, n) || !gp_all_finite (c->w.v1, n))
    {
      gp_stepper_set_message (s, "non-finite q1 or v1");
      return GP_EFUNC;
    }
  commit (c, x, u);
  return GP_OK;
}

/* The methods are defined for constraints linear in the velocities
   (seed 004 sec. 3.1: mu(q) v = 0; an affine k(t, q, v) = mu v + nu is
   allowed); the explicit form is exact only when moreover f is affine in
   psi and free of z.  Both are checked at the start state by comparing
   Jacobians at two points: generated code gives bitwise equal values where
   the expression does not involve the variable. */
static int
nh_start (gp_stepper *s, double h, gp_state *x)
{
  (void) h;
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = P->m_k;
  ws w = layout (s);
  double *z2 = w.q1, *p2 = w.kv;
  for (size_t i = 0; i < n; i++)
    z2[i] = x->z[i] + 1.0;
  for (size_t j = 0; j < m; j++)
    p2[j] = x->psi[j] + 1.0;
  GP_TRY_CALLBACK (P->k_jac (x->t, x->y, x->z, w.ky, w.kz, w.kt, P->params));
  GP_TRY_CALLBACK (P->k_jac (x->t, x->y, z2, w.ky2, w.kz2, w.kt, P->params));
  if (memcmp (w.kz, w.kz2, m * n * sizeof (double)) != 0)
    {
      gp_stepper_set_message (s, "the nh-newmark methods need constraints affine in the "
                              "velocities (seed 004 sec. 3.1: mu(q) v = 0); the constraint "
                              "of problem %s is not (k_z depends on z)", P->name);
      return GP_EUNSUP;
    }
  if (gp_stepper_options (s)->nh_solve != GP_NHSOLVE_EXPLICIT)
    return GP_OK;
  GP_TRY_CALLBACK (P->force_jac (x->t, x->y, x->z, NULL, x->psi, NULL, w.fz, NULL, w.fpsi0,
                                 P->params));
  GP_TRY_CALLBACK (P->force_jac (x->t, x->y, z2, NULL, p2, NULL, w.fy, NULL, w.fpsi1, P->params));
  int ok = memcmp (w.fpsi0, w.fpsi1, n * m * sizeof (double)) == 0;
  for (size_t i = 0; i < n * n; i++)
    ok = ok && w.fz[i] == 0.0 && w.fy[i] == 0.0;
  if (!ok)
    {
      gp_stepper_set_message (s, "the explicit form (Prop 3.8) needs f affine in psi and "
                              "independent of z; problem %s is not", P->name);
      return GP_EUNSUP;
    }
  return GP_OK;
}

static int
nh_step (gp_stepper *s, const gp_coeffs *k, double h, gp_state *x)
{
  size_t n = gp_stepper_problem (s)->n;
  step_ctx c = { s, k, x, h, k->alpha_d, layout (s) };
  int rc = prepare (&c);
  if (rc != GP_OK)
    {
      gp_stepper_set_message (s, "problem callback failed before the step");
      return rc;
    }
  if (gp_stepper_options (s)->nh_solve == GP_NHSOLVE_EXPLICIT)
    return explicit_step (s, &c, x);
  newton_start (&c, c.w.u);
  rc = gp_stepper_newton (s, residual, &c, c.w.u, magnitude);
  if (rc != GP_OK)
    return rc;
  positions (&c, c.w.u);
  if (!gp_all_finite (c.w.q1, n) || !gp_all_finite (c.w.v1, n))
    {
      gp_stepper_set_message (s, "non-finite q1 or v1");
      return GP_EFUNC;
    }
  commit (&c, x, c.w.u);
  return GP_OK;
}

static int
nh_iteration_matrix (gp_stepper *s, const gp_coeffs *k, double h, const gp_state *x,
                     double *J)
{
  step_ctx c = { s, k, x, h, k->alpha_d, layout (s) };
  int rc = prepare (&c);
  if (rc != GP_OK)
    return rc;
  newton_start (&c, c.w.u);
  return residual (c.w.u, gp_stepper_newton_residual (s), J, &c);
}

const gp_method gp_method_nh_newmark = {
  .name = "nh-newmark",
  .description = "nonholonomic Newmark (seed 004 Def. 3.1; explicit form Prop 3.8)",
  .options = GP_OPT_NH | GP_OPT_NH_SOLVE | GP_OPT_NEWTON_TOL | GP_OPT_NEWTON_MODE,
  .blocks = 1u << GP_AUX,
  .aux_name = "start",
  .aux_len = aux_len,
  .hypotheses = nh_hypotheses,
  .defaults = nh_defaults,
  .supports = supports,
  .a_shift = a_shift,
  .shape = shape,
  .alloc = nh_alloc,
  .free = nh_free,
  .start = nh_start,
  .step = nh_step,
  .iteration_matrix = nh_iteration_matrix,
  /* seed 004 Proposition 3.4: order 2 in y and z (gamma = alpha_d = 1/2) */
  .stated = { .theorem = "S004-P3.4", .order = { [GP_Y] = 2, [GP_Z] = 2 } },
};

/* ---- compositions -------------------------------------------------------- */

typedef struct
{
  gp_stepper *inner;
  gp_state *save;
} comp_data;

/* counters of the inner stepper's step into the outer's statistics (the
   outer stepper counts its own steps) */
static void
stats_absorb (gp_stats *dst, const gp_stats *after, const gp_stats *before)
{
  dst->newton_solves += after->newton_solves - before->newton_solves;
  dst->newton_iters += after->newton_iters - before->newton_iters;
  dst->factorizations += after->factorizations - before->factorizations;
  dst->residual_evals += after->residual_evals - before->residual_evals;
  dst->jacobian_evals += after->jacobian_evals - before->jacobian_evals;
  dst->floor_accepts += after->floor_accepts - before->floor_accepts;
  dst->unconverged += after->unconverged - before->unconverged;
  dst->reused_solves += after->reused_solves - before->reused_solves;
  dst->reuse_redos += after->reuse_redos - before->reuse_redos;
  dst->max_contraction = fmax (dst->max_contraction, after->max_contraction);
  dst->max_final_ratio = fmax (dst->max_final_ratio, after->max_final_ratio);
  dst->max_floor_inc = fmax (dst->max_floor_inc, after->max_floor_inc);
}

static gp_shape
comp_shape (const gp_problem *P, const gp_options *o)
{
  gp_shape sh = { 0, 0, 0, 0 };
  (void) P;
  sh.history = o->substeps == GP_SUBSTEPS_FULL ? 1 : 0;   /* the next factor */
  return sh;
}

static int
comp_alloc_with (gp_stepper *s, const gp_method *inner_method)
{
  comp_data *d = calloc (1, sizeof *d);
  if (!d)
    return GP_ENOMEM;
  gp_stepper_set_data (s, d);
  gp_options o = *gp_stepper_options (s);
  o.nh_solve = GP_NHSOLVE_NEWTON;
  o.substeps = GP_SUBSTEPS_HALF;
  gp_options_keep_read (inner_method, &o);
  char why[256];
  d->inner = gp_stepper_alloc (inner_method, gp_stepper_problem (s), &o, why, sizeof why);
  d->save = gp_stepper_state_alloc (s);
  return d->inner && d->save ? GP_OK : GP_ENOMEM;
}

static int
comp_alloc (gp_stepper *s)
{
  return comp_alloc_with (s, &gp_method_nh_newmark);
}

static int
tj_alloc (gp_stepper *s)
{
  return comp_alloc_with (s, &gp_method_nh_newmark_comp);
}

static void
comp_free (gp_stepper *s)
{
  comp_data *d = gp_stepper_data (s);
  if (!d)
    return;
  gp_stepper_free (d->inner);
  gp_state_free (d->save);
  free (d);
}

static void
comp_reset (gp_stepper *s)
{
  comp_data *d = gp_stepper_data (s);
  gp_stepper_reset (d->inner);
}

static int
comp_start (gp_stepper *s, double h, gp_state *x)
{
  comp_data *d = gp_stepper_data (s);
  gp_stepper_set_test_switches (d->inner, gp_stepper_test_switches (s));
  int rc = gp_stepper_start (d->inner, h, x);
  if (rc != GP_OK)
    gp_stepper_set_message (s, "%s", gp_stepper_message (d->inner));
  return rc;
}

/* the substeps (signed sizes and coefficients) of one step, in order */
static int
inner_steps (gp_stepper *s, comp_data *d, int nsub, const double *hs,
             const gp_coeffs *cs, gp_state *x)
{
  gp_stats before = *gp_stepper_stats (d->inner);
  double t0 = x->t, h = 0.0;
  int rc = GP_OK;
  gp_state_copy (d->save, x);
  gp_stepper_set_test_switches (d->inner, gp_stepper_test_switches (s));
  for (int i = 0; i < nsub && rc == GP_OK; i++)
    {
      rc = gp_stepper_step_with (d->inner, &cs[i], hs[i], x);
      h += hs[i];
    }
  stats_absorb (gp_stepper_stats_rw (s), gp_stepper_stats (d->inner), &before);
  if (rc != GP_OK)
    {
      gp_stepper_set_message (s, "substep: %s", gp_stepper_message (d->inner));
      gp_state_copy (x, d->save);
      return rc;
    }
  x->t = t0 + h;
  return GP_OK;
}

static int
comp_step (gp_stepper *s, const gp_coeffs *k, double h, gp_state *x)
{
  comp_data *d = gp_stepper_data (s);
  gp_coeffs c[2] = { *k, *k };
  int rev = gp_stepper_options (s)->comp_order == GP_COMP_REVERSED;
  /* eq. (18): Phi^{ad} o Phi^{1-ad}, the right factor first */
  c[rev ? 1 : 0].alpha_d = gp_stepper_test_switches (s)->nh_comp_same ? k->alpha_d
                                                                     : 1.0 - k->alpha_d;
  c[rev ? 0 : 1].alpha_d = k->alpha_d;
  if (gp_stepper_options (s)->substeps == GP_SUBSTEPS_FULL)
    {
      const double *hist = gp_stepper_history (s);
      int second = hist ? hist[0] != 0.0 : 0;
      int rc = inner_steps (s, d, 1, &h, &c[second], x);
      if (rc == GP_OK)
        gp_stepper_history_next (s)[0] = second ? 0.0 : 1.0;
      return rc;
    }
  double hs[2] = { 0.5 * h, 0.5 * h };
  return inner_steps (s, d, 2, hs, c, x);
}

static int
comp_iteration_matrix (gp_stepper *s, const gp_coeffs *k, double h, const gp_state *x,
                       double *J)
{
  (void) k; (void) h; (void) x; (void) J;
  gp_stepper_set_message (s, "a composition has no iteration matrix of its own; "
                          "ask its factor (nh-newmark)");
  return GP_EUNSUP;
}

const gp_method gp_method_nh_newmark_comp = {
  .name = "nh-newmark-comp",
  .description = "composition Phi^{alpha_d} o Phi^{1-alpha_d} of nh-newmark (seed 004 eq. 18)",
  .options = GP_OPT_NH | GP_OPT_COMP_ORDER | GP_OPT_SUBSTEPS | GP_OPT_NEWTON_TOL
             | GP_OPT_NEWTON_MODE,
  .blocks = 1u << GP_AUX,
  .aux_name = "start",
  .aux_len = aux_len,
  .hypotheses = comp_hypotheses,
  .defaults = comp_defaults,
  .supports = supports,
  .a_shift = a_shift,
  .shape = comp_shape,
  .alloc = comp_alloc,
  .reset = comp_reset,
  .free = comp_free,
  .start = comp_start,
  .step = comp_step,
  .iteration_matrix = comp_iteration_matrix,
};

/* Remark 3.10: the triple jump of the symmetric order-2 composition */
static int
tj_step (gp_stepper *s, const gp_coeffs *k, double h, gp_state *x)
{
  comp_data *d = gp_stepper_data (s);
  /* 2^(1/3) as a literal: libm's cbrt is not correctly rounded and
     compilers fold it differently (gcc and clang gave different bits) */
  double cbrt2 = gp_stepper_test_switches (s)->nh_tj_c1 ? sqrt (2.0) : 1.2599210498948731648;
  double c1 = 1.0 / (2.0 - cbrt2), c2 = -cbrt2 / (2.0 - cbrt2);
  double hs[3] = { c1 * h, c2 * h, c1 * h };
  gp_coeffs cs[3] = { *k, *k, *k };
  return inner_steps (s, d, 3, hs, cs, x);
}

const gp_method gp_method_nh_newmark_tj = {
  .name = "nh-newmark-tj",
  .description = "triple jump of nh-newmark-comp, order 4 (seed 004 Remark 3.10)",
  .options = GP_OPT_NH | GP_OPT_COMP_ORDER | GP_OPT_NEWTON_TOL | GP_OPT_NEWTON_MODE,
  .blocks = 1u << GP_AUX,
  .aux_name = "start",
  .aux_len = aux_len,
  .hypotheses = comp_hypotheses,
  .defaults = comp_defaults,
  .supports = supports,
  .a_shift = a_shift,
  .shape = comp_shape,
  .alloc = tj_alloc,
  .reset = comp_reset,
  .free = comp_free,
  .start = comp_start,
  .step = tj_step,
  .iteration_matrix = comp_iteration_matrix,
};
