/* gp_ga_soi2.c -- method ga-soi2: the generalized-alpha-SOI2 method (14) of
   seed 001 for a nonconstant mass matrix with holonomic (lambda) and
   nonholonomic (psi) constraints together, and its variable-step
   corrections (15)-(16).

   One step (t0, y0, z0, a_alpha, lambda0, psi0) -> (t1, y1, z1, a_{1+alpha},
   lambda1, psi1), with the assignment of catalogue sec. 2.4 (the tildes of
   the printed (14) were lost in extraction; this is the one that gives
   Theorem 1's orders, verify/s001_eq_14.c shows the other failing):
     y1  = y0 + h z0 + h^2/2 ((1-2 beta) a_alpha + 2 beta a~)
     z~1 = z0 + h ((1-gamma) a_alpha + gamma a~)
     z1  = z0 + h ((1-gamma) a_alpha + gamma a_{1+alpha})
     (1-am) M_{1+alpha} a~ + am T = (1-af) f(t1,y1,z1,lambda~1,psi~1) + af f0
     (1-am) M_{1+alpha} a_{1+alpha} + am T = (1-af) f(t1,y1,z1,lambda1,psi1) + af f0
     0 = g(t1,y1) / h^2,   0 = (g_t + g_y z1)(t1,y1) / h,
     0 = k(t1,y1,z~1) / h,  0 = k(t1,y1,z1) / h
   f0 = f(t0,y0,z0,lambda0,psi0), M_{1+alpha} = M(t0+(1+alpha)h, y0+h(1+alpha)z0)
   and T = M_alpha a_alpha, the inertia term of the old point: M_alpha =
   M(t0+alpha h, y0+h alpha z0) (explicit), or T = the stored product
   M_{1+alpha} a_{1+alpha} of the previous step (previous).  The tilde
   quantities are local to the step (the aux block "tilde" keeps the last
   ones for checks).  Newton unknowns u = (a, a~, lambda, lambda~, psi, psi~);
   y1, z1, z~1 are eliminated.

   Variable steps (seed 001 sec. 7): before a step of size h after an
   accepted step of size hp != h, with c = alpha (h/hp - 1),
     a_alpha <- a_alpha + c (a_alpha - a_alpha,prev)            (15)
     T       <- T + c (T - T_prev)                               (16)
   where a_alpha,prev and T_prev are the values the previous step used
   (T is corrected when it is the stored product; with M_alpha explicit the
   fresh M_alpha multiplies the corrected a_alpha).  step_fix printed: c =
   h/hp - 1, the formulas as the extracted text prints them.

   Local error estimate (theory/ada-estimate.md): le = C h^2 (a~ - a_alpha),
   C = beta - 1/6 + alpha/2, with the corrected a_alpha the step used.

   Starting value (sec. 2.1): a0 (the consistent acceleration), exact
   a(t0 + alpha h), or Lunk-Simeon's (10) coupled to the first step:
     M_alpha a_alpha = (1-alpha) f0 + alpha f(t1,y1,z1,lambda1,psi1),
   M_alpha explicit, solved with the first step's unknowns in start (the
   step then repeats the first step with that a_alpha). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gp_method.h"
#include "gp_testing.h"

/* column blocks of the unknowns */
enum { C_A = 0, C_AT, C_L, C_LT, C_P, C_PT, C_AA, C_NBLK };

typedef struct
{
  double *M1, *Ma, *fy, *fz, *flam, *fpsi, *gy, *gt, *Gy, *Gt, *ky, *kz, *kt;
  double *f0, *f1, *y1, *z1, *zt1, *yp, *ain, *T, *rhs0, *r, *u;
} ws;

/* the history an accepted step leaves: h, a_alpha and T it used, its
   product M_{1+alpha} a_{1+alpha}, its M_{1+alpha} */
typedef struct
{
  double *h, *ain, *T, *Pout, *M1;
} hist;

static size_t
unknowns (const gp_problem *P)
{
  return 2 * (P->n + P->m_g + P->m_k);
}

static ws
layout (gp_stepper *s)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  ws w;
  double *p = gp_stepper_work (s);
  w.M1 = p; p += n * n;
  w.Ma = p; p += n * n;
  w.fy = p; p += n * n;
  w.fz = p; p += n * n;
  w.flam = p; p += n * mg;
  w.fpsi = p; p += n * mk;
  w.gy = p; p += mg * n;
  w.gt = p; p += mg;
  w.Gy = p; p += mg * n;
  w.Gt = p; p += mg;
  w.ky = p; p += mk * n;
  w.kz = p; p += mk * n;
  w.kt = p; p += mk;
  w.f0 = p; p += n;
  w.f1 = p; p += n;
  w.y1 = p; p += n;
  w.z1 = p; p += n;
  w.zt1 = p; p += n;
  w.yp = p; p += n;
  w.ain = p; p += n;
  w.T = p; p += n;
  w.rhs0 = p; p += n;
  w.r = p; p += n;
  w.u = p;
  return w;
}

static hist
hist_layout (const double *base, size_t n)
{
  double *p = (double *) base;
  hist H;
  H.h = p; p += 1;
  H.ain = p; p += n;
  H.T = p; p += n;
  H.Pout = p; p += n;
  H.M1 = p;
  return H;
}

static gp_shape
shape (const gp_problem *P, const gp_options *o)
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  gp_shape sh;
  sh.unknowns = unknowns (P);
  sh.work = 4 * n * n + n * (mg + mk) + 2 * mg * n + 2 * mg + 2 * mk * n + mk + 10 * n
    + unknowns (P) + n;
  sh.history = 1 + 3 * n + n * n;
  /* the Lunk-Simeon start's Newton: one block more */
  sh.start_unknowns = o->a_init == GP_AINIT_LUNK_SIMEON ? unknowns (P) + n : 0;
  return sh;
}

/* Theorem 1 as printed assumes only r < 1; the start error in the
   directions the constraints fix decays by (gamma-1)/gamma and that of
   lambda, psi also by -alpha_f/(1-alpha_f) (theory/errata-s001.md E1,
   S001-THM1 C9-C13), so the corrected theorem needs all three below 1. */
static int
h_malpha_defined (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "m-alpha = %s", o->m_alpha == GP_MALPHA_T0 ? "t0" : "explicit/previous");
  return o->m_alpha != GP_MALPHA_T0;
}

/* Theorem 1's "moreover" clause (a, lambda, psi O(h^2) at every step, not
   only O(h^2 + r^n h)) and sec. 2.1 need a start that is O(h^2) off
   a(t0 + alpha h): a0 is one only when alpha = 0, where a(t0 + alpha h) is
   a0 itself (alpha_m = 0 alone does not do with constraints: errata-s001
   E1).  Its tag is not "S001-THM1": the claims of the theorem's main
   statement, which an O(h) start satisfies, query that id. */
static int
h_start_h2 (const gp_options *o, char *v, size_t len)
{
  double al = gp_coeffs_alpha (&o->c);
  snprintf (v, len, "a-init = %s with alpha = %.6g", o->a_init == GP_AINIT_A0 ? "a0"
            : o->a_init == GP_AINIT_EXACT ? "exact" : "lunk-simeon", al);
  return o->a_init != GP_AINIT_A0 || al == 0.0;
}

/* sec. 7: on variable steps a_alpha (and the stored product M a) must be
   moved to t_n + alpha h_n before each step; only step-fix on does so
   (printed lacks the factor alpha: errata-s001 E2).  The claims about
   variable steps with the corrections query its tag; on constant steps the
   option does nothing. */
static int
h_step_fix_on (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "step-fix = %s", o->step_fix == GP_STEPFIX_ON ? "on"
            : o->step_fix == GP_STEPFIX_PRINTED ? "printed" : "off");
  return o->step_fix == GP_STEPFIX_ON;
}

static const gp_hypothesis hypotheses[] = {
  { GP_HYP_REFUSE, "S001-THM1", "finite coefficients", gp_hyp_finite },
  { GP_HYP_REFUSE, "S001-THM1",
    "alpha_m != 1 (the dynamics rows lose a and a~ at h = 0)", gp_hyp_alpha_m_not_1 },
  { GP_HYP_REFUSE, "S001-THM1",
    "alpha_f != 1 (f(t1, ...) drops out: lambda and psi are not determined)", gp_hyp_alpha_f_not_1 },
  { GP_HYP_REFUSE, "S001-THM1",
    "beta != 0 (g(t1, y1) must depend on a~ to fix lambda~)", gp_hyp_beta_not_0 },
  { GP_HYP_REFUSE, "S001-THM1",
    "gamma != 0 (the velocity constraints must depend on a, a~)", gp_hyp_gamma_not_0 },
  { GP_HYP_REFUSE, "S001-THM1", "m-alpha explicit or previous (m-alpha t0 is a ga-nh variant)",
    h_malpha_defined },
  { GP_HYP_THEOREM, "S001-THM1 S001-EQ9 S001-EQ14 S001-SEC7",
    "gamma = 1/2 - alpha (order condition)", gp_hyp_order },
  { GP_HYP_THEOREM, "S001-THM1", "r = |alpha_m/(1-alpha_m)| < 1 (the r^n transient decays)",
    gp_hyp_r_alpha_m },
  { GP_HYP_THEOREM, "S001-THM1",
    "r_gamma = |(gamma-1)/gamma| < 1 (the transient of the constrained directions decays; "
    "errata-s001 E1)", gp_hyp_r_gamma },
  { GP_HYP_THEOREM, "S001-THM1",
    "r_alpha_f = |alpha_f/(1-alpha_f)| < 1 (the transient of lambda and psi decays; "
    "errata-s001 E1)", gp_hyp_r_alpha_f },
  { GP_HYP_THEOREM, "S001-SEC2.1",
    "a_alpha - a(t0 + alpha h) = O(h^2): a-init exact or lunk-simeon, or alpha = 0 "
    "(Theorem 1's 'moreover': a, lambda, psi O(h^2) at every step; errata-s001 E1)",
    h_start_h2 },
  { GP_HYP_THEOREM, "S001-EQ15-16",
    "step-fix on: the corrections (15)-(16) with the factor alpha at every change of the "
    "step (sec. 7; errata-s001 E2)", h_step_fix_on },
  { GP_HYP_REFUSE, NULL, NULL, NULL }
};

static int
supports (const gp_problem *P, char *why, size_t len)
{
  if (P->m_g > 0 && (!P->g || !P->g_jac || !P->gv_jac))
    {
      snprintf (why, len, "problem %s lacks g, its Jacobian or the Jacobian of "
                "g_t + g_y z", P->name);
      return GP_EUNSUP;
    }
  if (P->m_k > 0 && (!P->k || !P->k_jac))
    {
      snprintf (why, len, "problem %s lacks k or its Jacobian", P->name);
      return GP_EUNSUP;
    }
  if (!P->force_jac)
    {
      snprintf (why, len, "problem %s lacks the Jacobian of f", P->name);
      return GP_EUNSUP;
    }
  return GP_OK;
}

static double
a_shift (const gp_options *o)
{
  return gp_coeffs_alpha (&o->c);
}

static size_t
aux_len (const gp_problem *P)
{
  return P->n + P->m_g + P->m_k;
}

/* Step context */
typedef struct
{
  gp_stepper *s;
  const gp_coeffs *k;
  const gp_state *x;
  double h;
  int ls;                     /* Lunk-Simeon start: a_alpha is an unknown */
  size_t off[C_NBLK + 1];     /* column offsets of the blocks */
  int sy, sz, szt;            /* the blocks that drive y1, z1, z~1 */
  double cy, cz, cy0, cz0;    /* their coefficients; those of a_alpha */
  ws w;
} step_ctx;

static void
ctx_init (step_ctx *c, gp_stepper *s, const gp_coeffs *k, const gp_state *x, double h,
          int ls)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t len[C_NBLK] = { P->n, P->n, P->m_g, P->m_g, P->m_k, P->m_k, ls ? P->n : 0 };
  c->s = s;
  c->k = k;
  c->x = x;
  c->h = h;
  c->ls = ls;
  c->off[0] = 0;
  for (int b = 0; b < C_NBLK; b++)
    c->off[b + 1] = c->off[b] + len[b];
  /* catalogue sec. 2.4: y1 and z~1 from a~, z1 from a (the test switch: the
     rejected alternative, y1 and z~1 from a, z1 from a~) */
  int alt = gp_stepper_test_switches (s)->soi2_alt_assignment;
  c->sy = alt ? C_A : C_AT;
  c->szt = alt ? C_A : C_AT;
  c->sz = alt ? C_AT : C_A;
  c->cy = k->beta * h * h;
  c->cz = k->gamma * h;
  c->cy0 = 0.5 * h * h * (1 - 2 * k->beta);
  c->cz0 = h * (1 - k->gamma);
  c->w = layout (s);
}

static void
positions (step_ctx *c, const double *u)
{
  size_t n = gp_stepper_problem (c->s)->n;
  const double *x0y = c->x->y, *x0z = c->x->z;
  const double *aa = c->ls ? u + c->off[C_AA] : c->w.ain;
  for (size_t i = 0; i < n; i++)
    {
      c->w.y1[i] = x0y[i] + c->h * x0z[i] + c->cy0 * aa[i] + c->cy * u[c->off[c->sy] + i];
      c->w.z1[i] = x0z[i] + c->cz0 * aa[i] + c->cz * u[c->off[c->sz] + i];
      c->w.zt1[i] = x0z[i] + c->cz0 * aa[i] + c->cz * u[c->off[c->szt] + i];
    }
}

/* J[rows r0.., cols of block b] += s * X (rows x n) */
static void
add_block (double *J, size_t N, size_t r0, size_t rows, size_t c0, const double *X,
           size_t cols, double s)
{
  if (s == 0.0)
    return;
  for (size_t i = 0; i < rows; i++)
    for (size_t j = 0; j < cols; j++)
      J[(r0 + i) * N + c0 + j] += s * X[i * cols + j];
}

/* rows r0.. get s * (Xy dy1/du + Xz dv/du), v = z1 (vblk = sz) or z~1 (szt) */
static void
add_chain (const step_ctx *c, double *J, size_t N, size_t r0, size_t rows,
           const double *Xy, const double *Xz, int vblk, double s)
{
  size_t n = gp_stepper_problem (c->s)->n;
  if (Xy)
    {
      add_block (J, N, r0, rows, c->off[c->sy], Xy, n, s * c->cy);
      if (c->ls)
        add_block (J, N, r0, rows, c->off[C_AA], Xy, n, s * c->cy0);
    }
  if (Xz)
    {
      add_block (J, N, r0, rows, c->off[vblk], Xz, n, s * c->cz);
      if (c->ls)
        add_block (J, N, r0, rows, c->off[C_AA], Xz, n, s * c->cz0);
    }
}

/* One dynamics row block at r0: (1-am) M1 u[ablk] + rhs0 - (1-af) f(t1,y1,z1,lam,psi)
   (and its Jacobian when J) */
static int
dynamics (step_ctx *c, const double *u, int ablk, int lblk, int pblk, double *F, double *J,
          size_t N, size_t r0)
{
  const gp_problem *P = gp_stepper_problem (c->s);
  const gp_coeffs *k = c->k;
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  double t1 = c->x->t + c->h;
  const double *lam = u + c->off[lblk], *psi = u + c->off[pblk];
  GP_TRY_CALLBACK (P->force (t1, c->w.y1, c->w.z1, lam, psi, c->w.f1, P->params));
  gp_matvec (c->w.M1, u + c->off[ablk], F + r0, n, n);
  for (size_t i = 0; i < n; i++)
    F[r0 + i] = (1 - k->alpha_m) * F[r0 + i] + c->w.rhs0[i] - (1 - k->alpha_f) * c->w.f1[i];
  if (!J)
    return 0;
  GP_TRY_CALLBACK (P->force_jac (t1, c->w.y1, c->w.z1, lam, psi, c->w.fy, c->w.fz, mg ? c->w.flam : NULL,
                    mk ? c->w.fpsi : NULL, P->params));
  add_block (J, N, r0, n, c->off[ablk], c->w.M1, n, 1 - k->alpha_m);
  add_chain (c, J, N, r0, n, c->w.fy, c->w.fz, c->sz, -(1 - k->alpha_f));
  add_block (J, N, r0, n, c->off[lblk], c->w.flam, mg, -(1 - k->alpha_f));
  add_block (J, N, r0, n, c->off[pblk], c->w.fpsi, mk, -(1 - k->alpha_f));
  if (c->ls)
    add_block (J, N, r0, n, c->off[C_AA], c->w.Ma, n, k->alpha_m);   /* T = M_alpha a_alpha */
  return 0;
}

static int
residual (const double *u, double *F, double *J, void *vctx)
{
  step_ctx *c = vctx;
  const gp_problem *P = gp_stepper_problem (c->s);
  const gp_coeffs *k = c->k;
  size_t n = P->n, mg = P->m_g, mk = P->m_k, N = c->off[C_NBLK];
  double h = c->h, t1 = c->x->t + h;
  positions (c, u);
  if (c->ls)
    {
      /* T = M_alpha a_alpha with the unknown a_alpha */
      gp_matvec (c->w.Ma, u + c->off[C_AA], c->w.T, n, n);
      for (size_t i = 0; i < n; i++)
        c->w.rhs0[i] = k->alpha_m * c->w.T[i] - k->alpha_f * c->w.f0[i];
    }
  if (J)
    memset (J, 0, N * N * sizeof (double));
  size_t r = 0;
  GP_TRY (dynamics (c, u, C_AT, C_LT, C_PT, F, J, N, r));
  r += n;
  GP_TRY (dynamics (c, u, C_A, C_L, C_P, F, J, N, r));
  r += n;
  if (c->ls)
    {
      /* (10): M_alpha a_alpha - (1-alpha) f0 - alpha f(t1,y1,z1,lambda1,psi1);
         dynamics() just left f(t1,y1,z1,lambda1,psi1) in f1 and its
         Jacobians in fy, fz, flam, fpsi */
      double al = gp_coeffs_alpha (k);
      size_t rl = c->off[C_AA];
      for (size_t i = 0; i < n; i++)
        F[rl + i] = c->w.T[i] - (1 - al) * c->w.f0[i] - al * c->w.f1[i];
      if (J)
        {
          add_block (J, N, rl, n, c->off[C_AA], c->w.Ma, n, 1.0);
          add_chain (c, J, N, rl, n, c->w.fy, c->w.fz, c->sz, -al);
          add_block (J, N, rl, n, c->off[C_L], c->w.flam, mg, -al);
          add_block (J, N, rl, n, c->off[C_P], c->w.fpsi, mk, -al);
        }
    }
  if (mg)
    {
      GP_TRY_CALLBACK (P->g (t1, c->w.y1, F + r, P->params));
      for (size_t i = 0; i < mg; i++)
        F[r + i] /= h * h;
      GP_TRY_CALLBACK (P->g_jac (t1, c->w.y1, c->w.gy, c->w.gt, P->params));
      if (J)
        add_chain (c, J, N, r, mg, c->w.gy, NULL, c->sz, 1.0 / (h * h));
      r += mg;
      /* G = g_t + g_y z1 */
      gp_matvec (c->w.gy, c->w.z1, F + r, mg, n);
      for (size_t i = 0; i < mg; i++)
        F[r + i] = (F[r + i] + c->w.gt[i]) / h;
      if (J)
        {
          GP_TRY_CALLBACK (P->gv_jac (t1, c->w.y1, c->w.z1, c->w.Gy, c->w.Gt, P->params));
          add_chain (c, J, N, r, mg, c->w.Gy, c->w.gy, c->sz, 1.0 / h);
        }
      r += mg;
    }
  if (mk)
    {
      const double *zs[2] = { c->w.zt1, c->w.z1 };
      int blk[2] = { c->szt, c->sz };
      for (int q = 0; q < 2; q++, r += mk)
        {
          GP_TRY_CALLBACK (P->k (t1, c->w.y1, zs[q], F + r, P->params));
          for (size_t i = 0; i < mk; i++)
            F[r + i] /= h;
          if (!J)
            continue;
          GP_TRY_CALLBACK (P->k_jac (t1, c->w.y1, zs[q], c->w.ky, c->w.kz, c->w.kt, P->params));
          add_chain (c, J, N, r, mk, c->w.ky, c->w.kz, blk[q], 1.0 / h);
        }
    }
  return 0;
}

/* An unknown that forms y1 (coefficient cy) or a velocity (cz) carries
   their rounding: |y1_j| / cy, |z_j| / cz (gp_stepper_newton's floor). */
static void
magnitude (const double *u, double *mag, void *vctx)
{
  step_ctx *c = vctx;
  size_t n = gp_stepper_problem (c->s)->n, N = c->off[C_NBLK];
  positions (c, u);
  for (size_t j = 0; j < N; j++)
    mag[j] = fabs (u[j]);
  struct { int blk; const double *v; double coef; } dep[] = {
    { c->sy, c->w.y1, c->cy }, { c->sz, c->w.z1, c->cz }, { c->szt, c->w.zt1, c->cz },
    { C_AA, c->w.y1, c->cy0 }, { C_AA, c->w.z1, c->cz0 }
  };
  for (size_t d = 0; d < sizeof dep / sizeof dep[0]; d++)
    {
      double coef = fabs (dep[d].coef);
      if (coef == 0.0 || (dep[d].blk == C_AA && !c->ls))
        continue;
      for (size_t j = 0; j < n; j++)
        mag[c->off[dep[d].blk] + j] = fmax (mag[c->off[dep[d].blk] + j],
                                             fabs (dep[d].v[j]) / coef);
    }
}

/* Everything of a step that does not depend on the unknowns: M_{1+alpha},
   f0, the corrected a_alpha (15) and T (16), rhs0 = am T - af f0. */
static int
prepare (step_ctx *c)
{
  gp_stepper *s = c->s;
  const gp_problem *P = gp_stepper_problem (s);
  const gp_coeffs *k = c->k;
  const gp_state *x = c->x;
  size_t n = P->n;
  double h = c->h, al = gp_coeffs_alpha (k);
  const double *hb = gp_stepper_history (s);
  hist H = hist_layout (hb, n);
  for (size_t i = 0; i < n; i++)
    c->w.yp[i] = x->y[i] + h * (1 + al) * x->z[i];
  GP_TRY_CALLBACK (P->mass (x->t + (1 + al) * h, c->w.yp, c->w.M1, P->params));
  GP_TRY_CALLBACK (P->force (x->t, x->y, x->z, x->lam, x->psi, c->w.f0, P->params));
  /* (15)-(16): c = alpha (h/hp - 1), or h/hp - 1 as printed */
  double cf = 0.0;
  if (hb && gp_stepper_options (s)->step_fix != GP_STEPFIX_OFF && H.h[0] != h)
    cf = (h / H.h[0] - 1) * (gp_stepper_options (s)->step_fix == GP_STEPFIX_ON ? al : 1.0);
  memcpy (c->w.ain, x->a, n * sizeof (double));
  if (cf != 0.0)
    for (size_t i = 0; i < n; i++)
      c->w.ain[i] += cf * (x->a[i] - H.ain[i]);
  int stored = gp_stepper_options (s)->m_alpha == GP_MALPHA_PREVIOUS && hb && !c->ls;
  if (stored)
    for (size_t i = 0; i < n; i++)
      c->w.T[i] = H.Pout[i] + cf * (H.Pout[i] - H.T[i]);
  else
    {
      for (size_t i = 0; i < n; i++)
        c->w.yp[i] = x->y[i] + h * al * x->z[i];
      GP_TRY_CALLBACK (P->mass (x->t + al * h, c->w.yp, c->w.Ma, P->params));
      gp_matvec (c->w.Ma, c->w.ain, c->w.T, n, n);
    }
  for (size_t i = 0; i < n; i++)
    c->w.rhs0[i] = k->alpha_m * c->w.T[i] - k->alpha_f * c->w.f0[i];
  if (!gp_all_finite (c->w.M1, n * n) || !gp_all_finite (c->w.rhs0, n)
      || !gp_all_finite (c->w.ain, n))
    return GP_EFUNC;
  return GP_OK;
}

/* the Newton start: the state's a, lambda, psi for both copies */
static void
initial_guess (const step_ctx *c, double *u)
{
  const gp_problem *P = gp_stepper_problem (c->s);
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  const double *src[C_NBLK] = { c->x->a, c->x->a, c->x->lam, c->x->lam, c->x->psi,
                                c->x->psi, c->x->a };
  size_t len[C_NBLK] = { n, n, mg, mg, mk, mk, n };
  for (int b = 0; b < C_NBLK; b++)
    if (c->off[b + 1] > c->off[b])
      memcpy (u + c->off[b], src[b], len[b] * sizeof (double));
}

static int
start (gp_stepper *s, double h, gp_state *x)
{
  const gp_problem *P = gp_stepper_problem (s);
  if (gp_stepper_options (s)->a_init == GP_AINIT_A0)
    return GP_OK;               /* x->a holds the consistent a0 */
  if (gp_stepper_options (s)->a_init == GP_AINIT_EXACT)
    {
      if (!P->exact)
        {
          gp_stepper_set_message (s, "a-init exact needs the exact solution, which "
                                  "problem %s does not have", P->name);
          return GP_EINVAL;
        }
      return gp_callback_status (P->exact (x->t + gp_coeffs_alpha (&gp_stepper_options (s)->c) * h,
                                           NULL, NULL, x->a, NULL, NULL, P->params));
    }
  /* Lunk-Simeon (10): the first step with a_alpha as one more unknown */
  step_ctx c;
  ctx_init (&c, s, &gp_stepper_options (s)->c, x, h, 1);
  int rc = prepare (&c);
  if (rc != GP_OK)
    {
      gp_stepper_set_message (s, "problem callback failed before the Lunk-Simeon start");
      return rc;
    }
  initial_guess (&c, c.w.u);
  rc = gp_stepper_newton_start (s, residual, &c, c.w.u, magnitude);
  if (rc != GP_OK)
    return rc;
  if (!gp_all_finite (c.w.u + c.off[C_AA], P->n))
    return GP_EFUNC;
  memcpy (x->a, c.w.u + c.off[C_AA], P->n * sizeof (double));
  return GP_OK;
}

static int
step (gp_stepper *s, const gp_coeffs *k, double h, gp_state *x)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  step_ctx c;
  ctx_init (&c, s, k, x, h, 0);
  int rc = prepare (&c);
  if (rc != GP_OK)
    {
      gp_stepper_set_message (s, "problem callback failed before Newton");
      return rc;
    }
  initial_guess (&c, c.w.u);
  rc = gp_stepper_newton (s, residual, &c, c.w.u, magnitude);
  if (rc != GP_OK)
    return rc;
  positions (&c, c.w.u);
  if (!gp_all_finite (c.w.y1, n) || !gp_all_finite (c.w.z1, n))
    {
      gp_stepper_set_message (s, "non-finite y1 or z1");
      return GP_EFUNC;
    }
  /* the local error estimate C h^2 (a~ - a_alpha) of the y1 update
     (theory/ada-estimate.md): a~ is what forms y1 */
  double *le = gp_stepper_estimate_next (s);
  double C = k->beta - 1.0 / 6.0 + 0.5 * gp_coeffs_alpha (k);
  for (size_t i = 0; i < n; i++)
    le[i] = C * h * h * (c.w.u[c.off[c.sy] + i] - c.w.ain[i]);
  gp_stepper_estimate_done (s);
  hist H = hist_layout (gp_stepper_history_next (s), n);
  H.h[0] = h;
  memcpy (H.ain, c.w.ain, n * sizeof (double));
  memcpy (H.T, c.w.T, n * sizeof (double));
  gp_matvec (c.w.M1, c.w.u + c.off[C_A], H.Pout, n, n);
  memcpy (H.M1, c.w.M1, n * n * sizeof (double));
  /* commit */
  x->t += h;
  memcpy (x->y, c.w.y1, n * sizeof (double));
  memcpy (x->z, c.w.z1, n * sizeof (double));
  memcpy (x->a, c.w.u + c.off[C_A], n * sizeof (double));
  memcpy (x->lam, c.w.u + c.off[C_L], mg * sizeof (double));
  memcpy (x->psi, c.w.u + c.off[C_P], mk * sizeof (double));
  memcpy (x->aux, c.w.u + c.off[C_AT], n * sizeof (double));
  memcpy (x->aux + n, c.w.u + c.off[C_LT], mg * sizeof (double));
  memcpy (x->aux + n + mg, c.w.u + c.off[C_PT], mk * sizeof (double));
  return GP_OK;
}

static int
has_estimate (const gp_options *o)
{
  (void) o;
  return 1;
}

static int
iteration_matrix (gp_stepper *s, const gp_coeffs *k, double h, const gp_state *x,
                  double *J)
{
  step_ctx c;
  ctx_init (&c, s, k, x, h, 0);
  int rc = prepare (&c);
  if (rc != GP_OK)
    return rc;
  initial_guess (&c, c.w.u);
  return residual (c.w.u, gp_stepper_newton_residual (s), J, &c);
}

const gp_method gp_method_ga_soi2 = {
  .name = "ga-soi2",
  .description = "generalized-alpha-SOI2 for nonconstant M, holonomic and nonholonomic "
                 "constraints, variable steps (seed 001, eqs. 14-16)",
  .options = GP_OPT_COEFFS | GP_OPT_M_ALPHA | GP_OPT_A_INIT | GP_OPT_A_INIT_LS
             | GP_OPT_STEP_FIX | GP_OPT_STEP_FIX_PRINTED | GP_OPT_NEWTON_TOL
             | GP_OPT_NEWTON_MODE,
  .blocks = 1u << GP_AUX,
  .aux_name = "tilde",
  .aux_len = aux_len,
  .hypotheses = hypotheses,
  .supports = supports,
  .a_shift = a_shift,
  .shape = shape,
  .start = start,
  .step = step,
  .iteration_matrix = iteration_matrix,
  .has_estimate = has_estimate,
  .var_index = { [GP_Y] = 1, [GP_Z] = 1, [GP_A] = 2, [GP_LAM] = 2, [GP_PSI] = 2 },
  /* seed 001 Theorem 1: order 2 in y, z, a (at t_n + alpha h), lambda, psi;
     with variable steps only with the corrections (15)-(16) (sec. 7) */
  .stated = { .theorem = "S001-THM1",
              .order = { [GP_Y] = 2, [GP_Z] = 2, [GP_A] = 2, [GP_LAM] = 2, [GP_PSI] = 2 },
              .steps_theorem = "S001-EQ15-16" },
};
