/* gp_ga_i3.c -- methods ga-i3 and ga: the generalized-alpha method of
   Arnold and Bruels (seed 003, Algorithm 1) for the index-3 system
     M(q) qdd = f(t, q, qd, lambda)   (f includes the reaction -Phi_q^T lambda)
     0 = Phi(t, q),
   with the dynamic equilibrium enforced exactly at t_{n+1}; `ga` is the same
   step on a problem without constraints (Chung-Hulbert generalized-alpha).

   One step (q_n, qd_n, qdd_n, a_n, lambda_n) -> n+1:
     (1-am) a_{n+1} + am a_n = (1-af) qdd_{n+1} + af qdd_n      (3)
     q_{n+1}  = q_n + h qd_n + h^2 (1/2-beta) a_n + h^2 beta a_{n+1}   (4)
     qd_{n+1} = qd_n + h (1-gamma) a_n + h gamma a_{n+1}                (5)
     M(q_{n+1}) qdd_{n+1} = f(t_{n+1}, q_{n+1}, qd_{n+1}, lambda_{n+1}),
     Phi(t_{n+1}, q_{n+1}) = 0.
   Newton unknowns are (q_{n+1}, lambda_{n+1}), as in Algorithm 1: a_{n+1},
   qd_{n+1} and qdd_{n+1} are affine in q_{n+1} with the derivatives
   1/(h^2 beta), gamma' = gamma/(h beta) and beta' = (1-am)/((1-af) h^2 beta) (6)-(7).
   Scaling (8)-(10): the equilibrium rows are multiplied by beta h^2 (D_L).
   The paper also scales the lambda columns by 1/(beta h^2) (D_R); column
   scaling changes neither the pivots of partial-pivoting LU nor the Newton
   iterates, so the unknowns stay lambda and the increment test stays
   relative to lambda.  The Newton start is (predicted q with qdd_{n+1} =
   qdd_n, lambda_n): the paper's start (qdd = 0, lambda = 0) converges to the
   same root, only more slowly.  a_0 = qdd_0 (the consistent acceleration). */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "gp_method.h"
#include "gp_testing.h"

typedef struct
{
  double *M1, *dMv, *fy, *fz, *flam, *gy, *gt;
  double *f1, *g1, *q1, *v1, *qdd1, *a1, *qpred, *vpred, *u;
} ws;

/* the sizes of the blocks: dense n*n ..., or the problem's sparse patterns'
   entries (gp_problem.sparse: the callbacks write values, not matrices) */
typedef struct
{
  size_t M, dMv, fy, fz, flam, gy;
} block_sizes;

static block_sizes
block_sizes_of (const gp_problem *P)
{
  size_t n = P->n, m = P->m_g;
  const gp_sparse_jac *S = P->sparse;
  if (S)
    return (block_sizes) { S->M.nnz, S->dMv.nnz, S->fy.nnz, S->fz.nnz, S->flam.nnz,
                           S->gy.nnz };
  return (block_sizes) { n * n, n * n, n * n, n * n, n * m, m * n };
}

static ws
layout (gp_stepper *s)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = P->m_g;
  block_sizes b = block_sizes_of (P);
  ws w;
  double *p = gp_stepper_work (s);
  w.M1 = p; p += b.M;
  w.dMv = p; p += b.dMv;
  w.fy = p; p += b.fy;
  w.fz = p; p += b.fz;
  w.flam = p; p += b.flam;
  w.gy = p; p += b.gy;
  w.gt = p; p += m;
  w.f1 = p; p += n;
  w.g1 = p; p += m;
  w.q1 = p; p += n;
  w.v1 = p; p += n;
  w.qdd1 = p; p += n;
  w.a1 = p; p += n;
  w.qpred = p; p += n;
  w.vpred = p; p += n;
  w.u = p;
  return w;
}

static gp_shape
shape (const gp_problem *P, const gp_options *o)
{
  size_t n = P->n, m = P->m_g;
  block_sizes b = block_sizes_of (P);
  gp_shape sh = { 0 };
  (void) o;
  sh.unknowns = n + m;
  sh.work = b.M + b.dMv + b.fy + b.fz + b.flam + b.gy + 2 * m + 8 * n + (n + m);
  sh.history = 0;
  return sh;
}

/* zero stability of rho(z) = ((1-am) z + am)(z - 1): am <= 1/2 */
static int
h_zero_stable (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "alpha_m = %s", GP_NUM (o->c.alpha_m));
  return o->c.alpha_m <= 0.5;
}

/* the beta bound 1/4 + (alpha_f - alpha_m)/2 of (20) and (23), with the
   values it is judged on written into v */
static double
beta_bound (const gp_coeffs *c, char *v, size_t len)
{
  double bmin = 0.25 + 0.5 * (c->alpha_f - c->alpha_m);
  snprintf (v, len, "alpha_m = %s, alpha_f = %s, beta = %s (beta bound %s)",
            GP_NUM (c->alpha_m), GP_NUM (c->alpha_f), GP_NUM (c->beta), GP_NUM (bmin));
  return bmin;
}

/* (23): alpha_m < alpha_f < 1/2 and beta > 1/4 + (alpha_f - alpha_m)/2 */
static int
h_stable_inf (const gp_options *o, char *v, size_t len)
{
  const gp_coeffs *c = &o->c;
  double bmin = beta_bound (c, v, len);
  return c->alpha_m < c->alpha_f && c->alpha_f < 0.5 && c->beta > bmin;
}

/* Chung and Hulbert's unconditional stability on the oscillator under (20):
   alpha_m <= alpha_f <= 1/2 and beta >= 1/4 + (alpha_f - alpha_m)/2, the
   closure of (23): rho_inf = 1 (alpha_m = alpha_f = 1/2) keeps rho <= 1 */
static int
h_stable_oscillator (const gp_options *o, char *v, size_t len)
{
  const gp_coeffs *c = &o->c;
  double bmin = beta_bound (c, v, len);
  return c->alpha_m <= c->alpha_f && c->alpha_f <= 0.5 && c->beta >= bmin;
}

/* the scaling (8)-(10) of the Newton system, whose condition then stays
   bounded as h -> 0 (method ga has no constraint rows: always on) */
static int
h_scaling (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "scaling = %s", o->scaling == GP_SCALING_ON ? "on" : "off");
  return o->scaling == GP_SCALING_ON;
}

/* Theorem tags: S003-EQ41 the convergence result; S003-EQ20 the order
   condition alone (the claims that assume (20) and nothing else);
   S003-L1/rho the root condition of rho, S003-L1/sigma Lemma 1 (its roots
   strictly inside the unit circle); S003-SPEC the spectral radius on the
   oscillator; S003-EQ10 the scaled Newton matrix. */
static const gp_hypothesis hypotheses[] = {
  { GP_HYP_REFUSE, "S003-ALG1", "finite coefficients", gp_hyp_finite },
  { GP_HYP_REFUSE, "S003-ALG1", "alpha_m != 1 (eq. 3 does not define a_{n+1})", gp_hyp_alpha_m_not_1 },
  { GP_HYP_REFUSE, "S003-ALG1", "alpha_f != 1 (beta' of eq. 6 is not defined)", gp_hyp_alpha_f_not_1 },
  { GP_HYP_REFUSE, "S003-ALG1", "beta != 0 (beta' of eq. 6 is not defined)", gp_hyp_beta_not_0 },
  { GP_HYP_THEOREM, "S003-EQ20 S003-EQ41 S003-L1/sigma S003-SPEC",
    "gamma = 1/2 + alpha_f - alpha_m (order condition 20)", gp_hyp_order },
  { GP_HYP_THEOREM, "S003-EQ41 S003-L1/rho", "alpha_m <= 1/2 (zero stability of rho)",
    h_zero_stable },
  { GP_HYP_THEOREM, "S003-EQ41 S003-L1/sigma",
    "alpha_m < alpha_f < 1/2 and beta > 1/4 + (alpha_f - alpha_m)/2 (condition 23)",
    h_stable_inf },
  { GP_HYP_THEOREM, "S003-SPEC",
    "alpha_m <= alpha_f <= 1/2 and beta >= 1/4 + (alpha_f - alpha_m)/2 (unconditional "
    "stability on the oscillator)", h_stable_oscillator },
  { GP_HYP_THEOREM, "S003-EQ10", "scaling on (the Newton matrix scaled by (8)-(10))", h_scaling },
  { GP_HYP_THEOREM, "S003-EQ20 S003-EQ41",
    "the equilibrium and the constraint at t_{n+1} (force-time new)", gp_hyp_force_time_new },
  { GP_HYP_REFUSE, NULL, NULL, NULL }
};

static int
supports_i3 (const gp_problem *P, char *why, size_t len)
{
  const gp_sparse_jac *S = P->sparse;
  if (S && (!S->mass || !S->force_jac || (S->dMv.nnz && !S->mass_dv)
            || (P->m_g > 0 && !S->g_jac)))
    {
      snprintf (why, len, "problem %s gives sparse blocks without their callbacks "
                "(mass, force_jac, g_jac, and mass_dv for a nonempty d(Mv)/dq)", P->name);
      return GP_EUNSUP;
    }
  if (P->m_k > 0)
    {
      snprintf (why, len, "method ga-i3 integrates holonomic constraints only; problem "
                "%s has %zu nonholonomic constraints", P->name, P->m_k);
      return GP_EUNSUP;
    }
  if (!P->mass_dv || !P->force_jac || (P->m_g > 0 && (!P->g || !P->g_jac)))
    {
      snprintf (why, len, "problem %s lacks d(Mv)/dq, the force Jacobian or the "
                "constraint Jacobian", P->name);
      return GP_EUNSUP;
    }
  return GP_OK;
}

static int
supports_ga (const gp_problem *P, char *why, size_t len)
{
  if (P->m_g > 0 || P->m_k > 0)
    {
      snprintf (why, len, "method ga integrates problems without constraints; problem %s "
                "has %zu holonomic and %zu nonholonomic constraints (use ga-i3 or ga-nh)",
                P->name, P->m_g, P->m_k);
      return GP_EUNSUP;
    }
  return supports_i3 (P, why, len);
}

static double
a_shift (const gp_options *o)
{
  return gp_coeffs_alpha (&o->c);
}

static int
start (gp_stepper *s, double h, gp_state *x)
{
  (void) s;
  (void) h;
  memcpy (x->qdd, x->a, gp_stepper_problem (s)->n * sizeof (double));   /* a_0 = qdd_0 */
  return GP_OK;
}

typedef struct
{
  gp_stepper *s;
  const gp_coeffs *k;
  const gp_state *x;
  double h, sq;                 /* step; factor of the equilibrium rows */
  ws w;
  int values;                   /* J is the pattern's values (the sparse path), not dense */
} step_ctx;

/* a_{n+1}, qd_{n+1}, qdd_{n+1} from q_{n+1} */
static void
kinematics (const step_ctx *c, const double *q1)
{
  const gp_coeffs *k = c->k;
  size_t n = gp_stepper_problem (c->s)->n;
  double h = c->h, hb = h * h * k->beta;
  for (size_t i = 0; i < n; i++)
    {
      double a1 = (q1[i] - c->w.qpred[i]) / hb;
      c->w.a1[i] = a1;
      c->w.v1[i] = c->w.vpred[i] + h * k->gamma * a1;
      c->w.qdd1[i] = ((1 - k->alpha_m) * a1 + k->alpha_m * c->x->a[i]
                      - k->alpha_f * c->x->qdd[i]) / (1 - k->alpha_f);
    }
}

/* The Newton matrix's pattern on a problem with sparse blocks: the blocks'
   entries in the order M, d(Mv)/dq, f_q, f_qd (rows and columns of q),
   f_lambda (columns n + j), g_q (rows n + i); repeats add */
static size_t
pattern (const gp_problem *P, const gp_options *o, size_t *row, size_t *col)
{
  (void) o;
  const gp_sparse_jac *S = P->sparse;
  if (!S)
    return 0;
  size_t n = P->n, k = 0;
  const gp_pattern *qq[4] = { &S->M, &S->dMv, &S->fy, &S->fz };
  for (int b = 0; b < 4; b++)
    for (size_t e = 0; e < qq[b]->nnz; e++, k++)
      if (row)
        {
          row[k] = qq[b]->row[e];
          col[k] = qq[b]->col[e];
        }
  for (size_t e = 0; e < S->flam.nnz; e++, k++)
    if (row)
      {
        row[k] = S->flam.row[e];
        col[k] = n + S->flam.col[e];
      }
  for (size_t e = 0; e < S->gy.nnz; e++, k++)
    if (row)
      {
        row[k] = n + S->gy.row[e];
        col[k] = S->gy.col[e];
      }
  return k;
}

/* the residual and the matrix from the problem's sparse blocks: J gets the
   values in pattern's order (c->values) or the dense matrix they add up to */
static int
residual_sparse (const double *u, double *F, double *J, void *vctx)
{
  step_ctx *c = vctx;
  const gp_problem *P = gp_stepper_problem (c->s);
  const gp_sparse_jac *S = P->sparse;
  const gp_coeffs *k = c->k;
  size_t n = P->n, m = P->m_g, N = n + m;
  double h = c->h, t1 = c->x->t + h, sq = c->sq;
  const double *q1 = u, *lam1 = u + n;
  kinematics (c, q1);
  GP_TRY_CALLBACK (S->mass (t1, q1, c->w.M1, P->params));
  GP_TRY_CALLBACK (P->force (t1, q1, c->w.v1, m ? lam1 : NULL, NULL, c->w.f1, P->params));
  memset (F, 0, n * sizeof (double));
  for (size_t e = 0; e < S->M.nnz; e++)
    F[S->M.row[e]] += c->w.M1[e] * c->w.qdd1[S->M.col[e]];
  for (size_t i = 0; i < n; i++)
    F[i] = sq * (F[i] - c->w.f1[i]);
  if (m)
    {
      GP_TRY_CALLBACK (P->g (t1, q1, c->w.g1, P->params));
      memcpy (F + n, c->w.g1, m * sizeof (double));
    }
  if (!J)
    return 0;
  if (S->dMv.nnz)
    GP_TRY_CALLBACK (S->mass_dv (t1, q1, c->w.qdd1, c->w.dMv, P->params));
  GP_TRY_CALLBACK (S->force_jac (t1, q1, c->w.v1, m ? lam1 : NULL, NULL, c->w.fy, c->w.fz,
                                 m ? c->w.flam : NULL, NULL, P->params));
  if (m)
    GP_TRY_CALLBACK (S->g_jac (t1, q1, c->w.gy, c->w.gt, P->params));
  double hb = h * h * k->beta;
  double bp = (1 - k->alpha_m) / ((1 - k->alpha_f) * hb), gp = k->gamma / (h * k->beta);
  /* each block's entries with their factor, in pattern's order */
  const struct { const gp_pattern *p; const double *v; double f; size_t r0, c0; } blk[6] = {
    { &S->M, c->w.M1, sq * bp, 0, 0 },   { &S->dMv, c->w.dMv, sq, 0, 0 },
    { &S->fy, c->w.fy, -sq, 0, 0 },      { &S->fz, c->w.fz, -sq * gp, 0, 0 },
    { &S->flam, c->w.flam, -sq, 0, n },  { &S->gy, c->w.gy, 1.0, n, 0 } };
  if (!c->values)
    memset (J, 0, N * N * sizeof (double));
  size_t e = 0;
  for (int b = 0; b < 6; b++)
    for (size_t i = 0; i < blk[b].p->nnz; i++, e++)
      {
        double v = blk[b].v[i] * blk[b].f;
        if (c->values)
          J[e] = v;
        else
          J[(blk[b].r0 + blk[b].p->row[i]) * N + blk[b].c0 + blk[b].p->col[i]] += v;
      }
  return 0;
}

static int
residual (const double *u, double *F, double *J, void *vctx)
{
  step_ctx *c = vctx;
  const gp_problem *P = gp_stepper_problem (c->s);
  const gp_coeffs *k = c->k;
  size_t n = P->n, m = P->m_g, N = n + m;
  double h = c->h, t1 = gp_stepper_new_time (c->s, c->x->t, h), sq = c->sq;
  const double *q1 = u, *lam1 = u + n;
  kinematics (c, q1);
  GP_TRY_CALLBACK (P->mass (t1, q1, c->w.M1, P->params));
  GP_TRY_CALLBACK (P->force (t1, q1, c->w.v1, m ? lam1 : NULL, NULL, c->w.f1, P->params));
  gp_matvec (c->w.M1, c->w.qdd1, F, n, n);
  for (size_t i = 0; i < n; i++)
    F[i] = sq * (F[i] - c->w.f1[i]);
  if (m)
    {
      GP_TRY_CALLBACK (P->g (t1, q1, c->w.g1, P->params));
      memcpy (F + n, c->w.g1, m * sizeof (double));
    }
  if (!J)
    return 0;
  GP_TRY_CALLBACK (P->mass_dv (t1, q1, c->w.qdd1, c->w.dMv, P->params));
  GP_TRY_CALLBACK (P->force_jac (t1, q1, c->w.v1, m ? lam1 : NULL, NULL, c->w.fy, c->w.fz,
                                 m ? c->w.flam : NULL, NULL, P->params));
  double hb = h * h * k->beta;
  double bp = (1 - k->alpha_m) / ((1 - k->alpha_f) * hb), gp = k->gamma / (h * k->beta);
  for (size_t i = 0; i < n; i++)
    {
      for (size_t j = 0; j < n; j++)
        J[i * N + j] = sq * (c->w.M1[i * n + j] * bp + c->w.dMv[i * n + j]
                             - c->w.fy[i * n + j] - c->w.fz[i * n + j] * gp);
      for (size_t j = 0; j < m; j++)
        J[i * N + n + j] = -sq * c->w.flam[i * m + j];
    }
  if (m)
    {
      GP_TRY_CALLBACK (P->g_jac (t1, q1, c->w.gy, c->w.gt, P->params));
      for (size_t i = 0; i < m; i++)
        {
          memcpy (J + (n + i) * N, c->w.gy + i * n, n * sizeof (double));
          memset (J + (n + i) * N + n, 0, m * sizeof (double));
        }
    }
  return 0;
}

/* The parts of the step that do not depend on the unknowns, and the Newton
   start u = (q predicted with qdd_{n+1} = qdd_n, lambda_n). */
static void
prepare (step_ctx *c)
{
  gp_stepper *s = c->s;
  const gp_coeffs *k = c->k;
  const gp_state *x = c->x;
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = P->m_g;
  double h = c->h, hb = h * h * k->beta;
  c->sq = gp_stepper_options (s)->scaling == GP_SCALING_ON ? hb : 1.0;
  for (size_t i = 0; i < n; i++)
    {
      c->w.qpred[i] = x->y[i] + h * x->z[i] + h * h * (0.5 - k->beta) * x->a[i];
      c->w.vpred[i] = x->z[i] + h * (1 - k->gamma) * x->a[i];
      /* a_{n+1} of (3) with qdd_{n+1} = qdd_n */
      double a1 = ((1 - k->alpha_f) * x->qdd[i] + k->alpha_f * x->qdd[i]
                   - k->alpha_m * x->a[i]) / (1 - k->alpha_m);
      c->w.u[i] = c->w.qpred[i] + hb * a1;
    }
  memcpy (c->w.u + n, x->lam, m * sizeof (double));
}

static int
step (gp_stepper *s, const gp_coeffs *k, double h, gp_state *x)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = P->m_g;
  step_ctx c = { s, k, x, h, 1.0, layout (s), gp_stepper_newton_band (s) };
  prepare (&c);
  /* the equilibrium rows are multiplied by sq <= 1 for h <= 1: row scale 1 */
  int rc = gp_stepper_newton (s, P->sparse ? residual_sparse : residual, &c, c.w.u, NULL);
  if (rc != GP_OK)
    return rc;
  kinematics (&c, c.w.u);
  if (!gp_all_finite (c.w.u, n + m) || !gp_all_finite (c.w.v1, n)
      || !gp_all_finite (c.w.qdd1, n) || !gp_all_finite (c.w.a1, n))
    {
      gp_stepper_set_message (s, "non-finite q, qd, qdd or a after Newton");
      return GP_EFUNC;
    }
  /* the local error estimate C h^2 (a_{n+1} - a_n), C = beta - 1/6 + alpha/2
     (theory/ada-estimate.md; seed 003 gives no variable-step theory, and
     the method has no step-change correction) */
  double *le = gp_stepper_estimate_next (s);
  double C = k->beta - 1.0 / 6.0 + 0.5 * gp_coeffs_alpha (k);
  for (size_t i = 0; i < n; i++)
    le[i] = C * h * h * (c.w.a1[i] - x->a[i]);
  gp_stepper_estimate_done (s);
  x->t += h;
  memcpy (x->y, c.w.u, n * sizeof (double));
  memcpy (x->z, c.w.v1, n * sizeof (double));
  memcpy (x->a, c.w.a1, n * sizeof (double));
  memcpy (x->qdd, c.w.qdd1, n * sizeof (double));
  memcpy (x->lam, c.w.u + n, m * sizeof (double));
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
  step_ctx c = { s, k, x, h, 1.0, layout (s), 0 };   /* J: dense */
  prepare (&c);
  return (gp_stepper_problem (s)->sparse ? residual_sparse : residual)
    (c.w.u, gp_stepper_newton_residual (s), J, &c);
}

const gp_method gp_method_ga_i3 = {
  .name = "ga-i3",
  .description = "index-3 generalized-alpha, equilibrium at t_{n+1} (seed 003, "
                 "Algorithm 1, scaling of eq. 10)",
  .options = GP_OPT_COEFFS | GP_OPT_SCALING | GP_OPT_NEWTON_TOL | GP_OPT_NEWTON_MODE
             | GP_OPT_FORCE_TIME,
  .blocks = 1u << GP_QDD,
  .hypotheses = hypotheses,
  .supports = supports_i3,
  .a_shift = a_shift,
  .shape = shape,
  .start = start,
  .step = step,
  .has_estimate = has_estimate,
  .estimate_kkt = 1,
  .iteration_matrix = iteration_matrix,
  .pattern = pattern,
  .var_index = { [GP_Y] = 1, [GP_Z] = 2, [GP_A] = 3, [GP_LAM] = 3 },
  /* seed 003 eq. (41): order 2 in q, its velocity, lambda and qdd */
  .stated = { .theorem = "S003-EQ41",
              .order = { [GP_Y] = 2, [GP_Z] = 2, [GP_LAM] = 2, [GP_QDD] = 2 } },
};

const gp_method gp_method_ga = {
  .name = "ga",
  .description = "Chung-Hulbert generalized-alpha for problems without constraints "
                 "(seed 003's step with no constraint)",
  .options = GP_OPT_COEFFS | GP_OPT_NEWTON_TOL | GP_OPT_NEWTON_MODE | GP_OPT_FORCE_TIME,
  .blocks = 1u << GP_QDD,
  .hypotheses = hypotheses,
  .supports = supports_ga,
  .a_shift = a_shift,
  .shape = shape,
  .start = start,
  .step = step,
  .has_estimate = has_estimate,
  .iteration_matrix = iteration_matrix,
  .var_index = { [GP_Y] = 1, [GP_Z] = 1, [GP_A] = 2 },
};
