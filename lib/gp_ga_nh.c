/* gp_ga_nh.c -- method ga-nh: the generalized-alpha method (2.3) of seed 000
   for a nonconstant mass matrix and nonholonomic constraints (index 2).

   One step (t0, y0, z0, a_alpha, psi0) -> (t1, y1, z1, a_{1+alpha}, psi1):
     y1 = y0 + h z0 + h^2/2 ((1-2 beta) a_alpha + 2 beta a_{1+alpha})
     z1 = z0 + h ((1-gamma) a_alpha + gamma a_{1+alpha})
     (1-am) M_{1+alpha} a_{1+alpha} + am M_alpha a_alpha
        = (1-af) f(t1,y1,z1,psi1) + af f(t0,y0,z0,psi0)
     0 = k(t1,y1,z1) / h            (row scaled by 1/h, as in the proof of Thm 3.1)
   with M_{1+alpha} = M(t0+(1+alpha)h, y0+h(1+alpha)z0) and M_alpha =
   M(t0+alpha h, y0+h alpha z0) (explicit) or the previous M_{1+alpha} (the
   stepper's history, committed only with an accepted step).
   Newton unknowns: (a_{1+alpha}, psi1).  The coefficients come with each
   step and h may be negative (the adjoint direction).

   Variable steps (step_fix on; seed 000 has no variable-step theory, seed
   001's (15)-(16) with the factor alpha apply to the same a_alpha): before
   a step of size h after an accepted step of size hp != h, with
   c = alpha (h/hp - 1),
     a_alpha <- a_alpha + c (a_alpha - a_alpha,prev)                  (15)
   and with M_alpha previous the inertia term T = M_alpha a_alpha is the
   stored product M_{1+alpha} a_{1+alpha} of the previous step moved by
     T <- T + c (T - T_prev)                                           (16)
   (theory/ada-tolerance.md verifies it).  On constant steps nothing
   changes, bit for bit (changes within the rounding of the grid times are
   not changes); a reversal of direction (h/hp < 0) is not corrected.

   Local error estimate (theory/ada-estimate.md): le = C h^2 (a_{1+alpha}
   - a_alpha), C = beta - 1/6 + alpha/2, with the a_alpha the step used.

   Sparse blocks (gp_problem.sparse: a chain of N bodies): M, f_y, f_z, f_psi,
   k_y, k_z come as the values of the problem's patterns, the products with M
   run over its entries, and the Newton matrix is the values of `pattern`'s
   entries, which the band LU factors when the rule prefers it
   (theory/library.md, "The sparse Newton path"); on the dense LU the values
   are added into the dense matrix. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gp_analysis.h"
#include "gp_method.h"
#include "gp_testing.h"

/* the sizes of the matrix blocks: dense n*n ..., or the problem's sparse
   patterns' entries (gp_problem.sparse: the callbacks write values) */
typedef struct
{
  size_t M, fy, fz, fpsi, ky, kz;
} block_sizes;

static block_sizes
block_sizes_of (const gp_problem *P)
{
  size_t n = P->n, m = P->m_k;
  const gp_sparse_jac *S = P->sparse;
  if (S)
    return (block_sizes) { S->M.nnz, S->fy.nnz, S->fz.nnz, S->fpsi.nnz, S->ky.nnz,
                           S->kz.nnz };
  return (block_sizes) { n * n, n * n, n * n, n * m, m * n, m * n };
}

/* workspace layout (doubles) */
typedef struct
{
  double *M1, *Ma, *fy, *fz, *fpsi, *ky, *kz, *kt;
  double *f0, *f1, *k1, *y1, *z1, *yp, *rhs0, *ain, *T, *u;
} ws;

/* the history an accepted step leaves: M_{1+alpha} (m-alpha previous), then
   h, the estimate's constant C = beta - 1/6 + alpha/2 of its coefficients,
   the a_alpha and the inertia term T it used (T: m-alpha previous only), its
   product M_{1+alpha} a_{1+alpha} (m-alpha previous) */
typedef struct
{
  double *M1, *h, *C, *ain, *T, *Pout;
} hist;

static hist
hist_layout (const gp_problem *P, const double *base, int previous)
{
  double *p = (double *) base;
  size_t n = P->n;
  hist H;
  H.M1 = p; p += previous ? block_sizes_of (P).M : 0;
  H.h = p; p += 1;
  H.C = p; p += 1;
  H.ain = p; p += n;
  H.T = p; p += n;
  H.Pout = p;
  return H;
}

static ws
layout (gp_stepper *s)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = P->m_k;
  block_sizes b = block_sizes_of (P);
  ws w;
  double *p = gp_stepper_work (s);
  w.M1 = p; p += b.M;
  w.Ma = p; p += b.M;
  w.fy = p; p += b.fy;
  w.fz = p; p += b.fz;
  w.fpsi = p; p += b.fpsi;
  w.ky = p; p += b.ky;
  w.kz = p; p += b.kz;
  w.kt = p; p += m;
  w.f0 = p; p += n;
  w.f1 = p; p += n;
  w.k1 = p; p += m;
  w.y1 = p; p += n;
  w.z1 = p; p += n;
  w.yp = p; p += n;
  w.rhs0 = p; p += n;
  w.ain = p; p += n;
  w.T = p; p += n;
  w.u = p;
  return w;
}

/* the workspace's pointers, laid out once (the stepper's data) */
static int
alloc (gp_stepper *s)
{
  ws *w = malloc (sizeof *w);
  if (!w)
    return GP_ENOMEM;
  *w = layout (s);
  gp_stepper_set_data (s, w);
  return GP_OK;
}

static void
free_data (gp_stepper *s)
{
  free (gp_stepper_data (s));
}

static gp_shape
shape (const gp_problem *P, const gp_options *o)
{
  size_t n = P->n, m = P->m_k;
  block_sizes b = block_sizes_of (P);
  gp_shape sh = { 0 };
  sh.unknowns = n + m;
  sh.work = 2 * b.M + b.fy + b.fz + b.fpsi + b.ky + b.kz + m + 9 * n + m + (n + m);
  sh.history = (o->m_alpha == GP_MALPHA_PREVIOUS ? b.M : 0) + 2 + 3 * n;
  return sh;
}

static int
h_r_distinct (const gp_options *o, char *v, size_t len)
{
  double rg = gp_coeffs_r_gamma (&o->c), rf = gp_coeffs_r_alpha_f (&o->c);
  snprintf (v, len, "r_gamma = %.6g, r_alpha_f = %.6g", rg, rf);
  return rg != rf;
}

static int
h_malpha_point (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "m-alpha = %s", o->m_alpha == GP_MALPHA_T0 ? "t0"
            : o->m_alpha == GP_MALPHA_PREVIOUS ? "previous" : "explicit");
  return o->m_alpha != GP_MALPHA_T0;
}

static const gp_hypothesis hypotheses[] = {
  { GP_HYP_REFUSE, "S000-3.1", "finite coefficients", gp_hyp_finite },
  { GP_HYP_REFUSE, "S000-3.1 S000-4.1 S000-6.1",
    "gamma != 0 (seed 000 Thm 3.1: the h = 0 Jacobian is singular)", gp_hyp_gamma_not_0 },
  { GP_HYP_REFUSE, "S000-3.1 S000-4.1 S000-6.1",
    "alpha_m != 1 (seed 000 Thm 3.1: the h = 0 Jacobian is singular)", gp_hyp_alpha_m_not_1 },
  { GP_HYP_REFUSE, "S000-3.1 S000-4.1 S000-6.1",
    "alpha_f != 1 (seed 000 Thm 3.1: the h = 0 Jacobian is singular)", gp_hyp_alpha_f_not_1 },
  { GP_HYP_THEOREM, "S000-4.1/q=2 S000-6.1", "gamma = 1/2 - alpha (order condition)", gp_hyp_order },
  { GP_HYP_THEOREM, "S000-4.1/q=2 S000-6.1",
    "M_alpha at t0 + alpha h (m-alpha explicit or previous: the method (2.3))", h_malpha_point },
  { GP_HYP_THEOREM, "S000-6.1", "r_gamma < 1", gp_hyp_r_gamma },
  { GP_HYP_THEOREM, "S000-6.1", "r_alpha_m < 1", gp_hyp_r_alpha_m },
  { GP_HYP_THEOREM, "S000-6.1", "r_alpha_f < 1", gp_hyp_r_alpha_f },
  { GP_HYP_THEOREM, "S000-6.1", "r_gamma != r_alpha_f", h_r_distinct },
  { GP_HYP_REFUSE, NULL, NULL, NULL }
};

static int
supports (const gp_problem *P, char *why, size_t len)
{
  if (P->m_g > 0)
    {
      snprintf (why, len, "method ga-nh integrates nonholonomic constraints only; "
                "problem %s has %zu holonomic constraints", P->name, P->m_g);
      return GP_EUNSUP;
    }
  if (P->m_k > 0 && (!P->k || !P->k_jac))
    {
      snprintf (why, len, "problem %s lacks k or its Jacobian", P->name);
      return GP_EUNSUP;
    }
  const gp_sparse_jac *S = P->sparse;
  if (S && (!S->mass || !S->force_jac || (P->m_k > 0 && !S->k_jac)))
    {
      snprintf (why, len, "problem %s gives sparse blocks without their callbacks "
                "(mass, force_jac, and k_jac for nonholonomic constraints)", P->name);
      return GP_EUNSUP;
    }
  return GP_OK;
}

static double
a_shift (const gp_options *o)
{
  return gp_coeffs_alpha (&o->c);
}

static int
start (gp_stepper *s, double h, gp_state *x)
{
  if (gp_stepper_options (s)->a_init == GP_AINIT_A0)
    return GP_OK;             /* x->a holds the consistent a0 */
  const gp_problem *P = gp_stepper_problem (s);
  if (!P->exact)
    {
      gp_stepper_set_message (s, "a-init exact needs the exact solution, which "
                              "problem %s does not have", P->name);
      return GP_EINVAL;
    }
  return gp_callback_status (P->exact (x->t + gp_coeffs_alpha (&gp_stepper_options (s)->c) * h,
                                      NULL, NULL, x->a, NULL, NULL, P->params));
}

/* Step context for the residual callback. */
typedef struct
{
  gp_stepper *s;
  const gp_coeffs *k;
  const gp_state *x;
  double h, rs;                 /* step; factor of the constraint rows */
  const ws *w;                  /* the stepper's workspace (its data) */
  const double *ain;            /* a_alpha of the step: x->a, or w->ain after (15) */
  int values;                   /* J is the pattern's values (the sparse path), not dense */
} step_ctx;

/* out = M v for M as the step's mass callback wrote it (the dense one, or
   the sparse one's values: prepare): dense (gp_matvec), or over the sparse
   pattern's entries in their order */
static void
mass_times (const gp_problem *P, const double *M, const double *v, double *out)
{
  const gp_sparse_jac *S = P->sparse;
  if (!S)
    {
      gp_matvec (M, v, out, P->n, P->n);
      return;
    }
  memset (out, 0, P->n * sizeof (double));
  for (size_t e = 0; e < S->M.nnz; e++)
    out[S->M.row[e]] += M[e] * v[S->M.col[e]];
}

static void
positions (const step_ctx *c, const double *a1)
{
  const gp_coeffs *k = c->k;
  size_t n = gp_stepper_problem (c->s)->n;
  /* the coefficients in locals: the stores below may alias them for the
     compiler (the same operations as written out in the header) */
  const double h = c->h, hh = 0.5 * h * h, b1 = 1 - 2 * k->beta, b2 = 2 * k->beta,
    g1 = 1 - k->gamma, g2 = k->gamma;
  const double *y0 = c->x->y, *z0 = c->x->z, *a0 = c->ain;   /* a_alpha after (15) */
  double *y1 = c->w->y1, *z1 = c->w->z1;
  for (size_t i = 0; i < n; i++)
    {
      y1[i] = y0[i] + h * z0[i] + hh * (b1 * a0[i] + b2 * a1[i]);
      z1[i] = z0[i] + h * (g1 * a0[i] + g2 * a1[i]);
    }
}

static int
residual (const double *u, double *F, double *J, void *vctx)
{
  step_ctx *c = vctx;
  const gp_problem *P = gp_stepper_problem (c->s);
  const gp_coeffs *k = c->k;
  size_t n = P->n, m = P->m_k, N = n + m;
  double h = c->h, t1 = c->x->t + h, rs = c->rs;
  const double *a1 = u, *psi1 = u + n;
  positions (c, a1);
  GP_TRY_CALLBACK (P->force (t1, c->w->y1, c->w->z1, NULL, psi1, c->w->f1, P->params));
  const double cm = 1 - k->alpha_m, cf = 1 - k->alpha_f;
  const double *M1 = c->w->M1, *rhs0 = c->w->rhs0, *f1 = c->w->f1;
  gp_matvec (M1, a1, F, n, n);
  for (size_t i = 0; i < n; i++)
    F[i] = cm * F[i] + rhs0[i] - cf * f1[i];
  if (m)
    {
      GP_TRY_CALLBACK (P->k (t1, c->w->y1, c->w->z1, c->w->k1, P->params));
      for (size_t i = 0; i < m; i++)
        F[n + i] = rs * c->w->k1[i];
    }
  if (!J)
    return 0;
  GP_TRY_CALLBACK (P->force_jac (t1, c->w->y1, c->w->z1, NULL, psi1, c->w->fy, c->w->fz, NULL,
                    m ? c->w->fpsi : NULL, P->params));
  const double cy = k->beta * h * h, cz = k->gamma * h;   /* dy1/da1, dz1/da1 */
  const double *fy = c->w->fy, *fz = c->w->fz, *fpsi = c->w->fpsi;
  for (size_t i = 0; i < n; i++)
    {
      for (size_t j = 0; j < n; j++)
        J[i * N + j] = cm * M1[i * n + j] - cf * (fy[i * n + j] * cy + fz[i * n + j] * cz);
      for (size_t j = 0; j < m; j++)
        J[i * N + n + j] = -cf * fpsi[i * m + j];
    }
  if (m)
    {
      GP_TRY_CALLBACK (P->k_jac (t1, c->w->y1, c->w->z1, c->w->ky, c->w->kz, c->w->kt, P->params));
      const double *ky = c->w->ky, *kz = c->w->kz;
      for (size_t i = 0; i < m; i++)
        {
          for (size_t j = 0; j < n; j++)
            J[(n + i) * N + j] = rs * (ky[i * n + j] * cy + kz[i * n + j] * cz);
          for (size_t j = 0; j < m; j++)
            J[(n + i) * N + n + j] = 0.0;
        }
    }
  return 0;
}

/* The Newton matrix's pattern on a problem with sparse blocks: the blocks'
   entries in the order M, f_y, f_z (rows and columns of a), f_psi (columns
   n + j), k_y, k_z (rows n + i); repeats add */
static size_t
pattern (const gp_problem *P, const gp_options *o, size_t *row, size_t *col)
{
  (void) o;
  const gp_sparse_jac *S = P->sparse;
  if (!S)
    return 0;
  size_t n = P->n, k = 0;
  const struct { const gp_pattern *p; size_t r0, c0; } blk[6] = {
    { &S->M, 0, 0 }, { &S->fy, 0, 0 }, { &S->fz, 0, 0 }, { &S->fpsi, 0, n },
    { &S->ky, n, 0 }, { &S->kz, n, 0 } };
  for (int b = 0; b < 6; b++)
    for (size_t e = 0; e < blk[b].p->nnz; e++, k++)
      if (row)
        {
          row[k] = blk[b].r0 + blk[b].p->row[e];
          col[k] = blk[b].c0 + blk[b].p->col[e];
        }
  return k;
}

/* residual's system from the problem's sparse blocks: J gets the values in
   pattern's order (c->values) or the dense matrix they add up to.  Its F is
   residual's with M a1 over the pattern; one function for both F's costs the
   disk's dense steps 1.8% of their instructions (1.0% forced inline:
   callgrind, bench_wp h = 1e-3), so the dozen lines stand twice. */
static int
residual_sparse (const double *u, double *F, double *J, void *vctx)
{
  step_ctx *c = vctx;
  const gp_problem *P = gp_stepper_problem (c->s);
  const gp_sparse_jac *S = P->sparse;
  const gp_coeffs *k = c->k;
  size_t n = P->n, m = P->m_k, N = n + m;
  double h = c->h, t1 = c->x->t + h, rs = c->rs;
  const double *a1 = u, *psi1 = u + n;
  positions (c, a1);
  GP_TRY_CALLBACK (P->force (t1, c->w->y1, c->w->z1, NULL, psi1, c->w->f1, P->params));
  const double cm = 1 - k->alpha_m, cf = 1 - k->alpha_f;
  const double *rhs0 = c->w->rhs0, *f1 = c->w->f1;
  mass_times (P, c->w->M1, a1, F);
  for (size_t i = 0; i < n; i++)
    F[i] = cm * F[i] + rhs0[i] - cf * f1[i];
  if (m)
    {
      GP_TRY_CALLBACK (P->k (t1, c->w->y1, c->w->z1, c->w->k1, P->params));
      for (size_t i = 0; i < m; i++)
        F[n + i] = rs * c->w->k1[i];
    }
  if (!J)
    return 0;
  GP_TRY_CALLBACK (S->force_jac (t1, c->w->y1, c->w->z1, NULL, psi1, c->w->fy, c->w->fz, NULL,
                                 m ? c->w->fpsi : NULL, P->params));
  if (m)
    GP_TRY_CALLBACK (S->k_jac (t1, c->w->y1, c->w->z1, c->w->ky, c->w->kz, c->w->kt,
                               P->params));
  const double cy = k->beta * h * h, cz = k->gamma * h;   /* dy1/da1, dz1/da1 */
  /* each block's entries with their factor, in pattern's order */
  const struct { const gp_pattern *p; const double *v; double f; size_t r0, c0; } blk[6] = {
    { &S->M, c->w->M1, cm, 0, 0 },        { &S->fy, c->w->fy, -cf * cy, 0, 0 },
    { &S->fz, c->w->fz, -cf * cz, 0, 0 }, { &S->fpsi, c->w->fpsi, -cf, 0, n },
    { &S->ky, c->w->ky, rs * cy, n, 0 },  { &S->kz, c->w->kz, rs * cz, n, 0 } };
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

/* The unknown a_j forms y1_j and z1_j, whose rounding (relative eps) is an
   error of a_j of |y1_j| / (beta h^2) and |z1_j| / (gamma h): the floor of
   a stalled iteration must count it (gp_stepper_newton). */
static void
magnitude (const double *u, double *mag, void *ctx)
{
  step_ctx *c = ctx;
  const gp_problem *P = gp_stepper_problem (c->s);
  size_t n = P->n, N = n + P->m_k;
  double cy = fabs (c->k->beta * c->h * c->h), cz = fabs (c->k->gamma * c->h);
  positions (c, u);
  for (size_t j = 0; j < N; j++)
    mag[j] = fabs (u[j]);
  for (size_t j = 0; j < n; j++)
    {
      if (cy > 0)
        mag[j] = fmax (mag[j], fabs (c->w->y1[j]) / cy);
      if (cz > 0)
        mag[j] = fmax (mag[j], fabs (c->w->z1[j]) / cz);
    }
}

/* Everything of a step that does not depend on the unknowns:
   M_{1+alpha}, M_alpha, the corrected a_alpha (15) and
   rhs0 = am T - af f(t0,y0,z0,psi0), T = M_alpha a_alpha or (16). */
static int
prepare (step_ctx *c)
{
  gp_stepper *s = c->s;
  const gp_problem *P = gp_stepper_problem (s);
  const gp_coeffs *k = c->k;
  const gp_state *x = c->x;
  int previous = gp_stepper_options (s)->m_alpha == GP_MALPHA_PREVIOUS;
  /* gp_stepper_history, read in place (every step pays for the call) */
  const double *hb = gp_stepper_history (s);
  size_t n = P->n;
  hist H = { NULL, NULL, NULL, NULL, NULL, NULL };
  if (hb)
    H = hist_layout (P, hb, previous);
  const double *Mprev = H.M1;
  double h = c->h, al = k->alpha_m - k->alpha_f;   /* gp_coeffs_alpha, inline */
  c->rs = gp_stepper_test_switches (s)->unscaled_rows ? 1.0 : 1.0 / h;
  /* (15)-(16): c = alpha (h/hp - 1) at a change of the step size (a
     reversal of the direction, h/hp < 0, is the adjoint's step, not a change
     of size: no correction; nor is a change within the rounding of the grid
     times t_{n+1} - t_n on constant steps, 8 eps (|t0| + |h|) absolute or
     1e-12 relative, so that constant steps give the bits they gave before
     the correction existed) */
  double cf = 0.0;
  if (hb && gp_stepper_options (s)->step_fix == GP_STEPFIX_ON)
    {
      double r = h / H.h[0];
      if (r > 0 && fabs (r - 1) > 1e-12
          && fabs (h - H.h[0]) > 8 * DBL_EPSILON * (fabs (x->t) + fabs (h)))
        cf = al * (r - 1);
    }
  c->ain = x->a;   /* no copy on constant steps */
  if (cf != 0.0)
    {
      for (size_t i = 0; i < n; i++)
        c->w->ain[i] = x->a[i] + cf * (x->a[i] - H.ain[i]);
      c->ain = c->w->ain;
    }
  for (size_t i = 0; i < n; i++)
    c->w->yp[i] = x->y[i] + h * (1 + al) * x->z[i];
  gp_mass_fn *mass = P->sparse ? P->sparse->mass : P->mass;   /* values or dense */
  GP_TRY_CALLBACK (mass (x->t + (1 + al) * h, c->w->yp, c->w->M1, P->params));
  int stored = 0;
  if (previous && Mprev)
    {
      memcpy (c->w->Ma, Mprev, block_sizes_of (P).M * sizeof (double));
      stored = cf != 0.0;
    }
  else if (gp_stepper_options (s)->m_alpha == GP_MALPHA_T0
           || gp_stepper_test_switches (s)->malpha_t0)
    {
      GP_TRY_CALLBACK (mass (x->t, x->y, c->w->Ma, P->params));
    }
  else
    {
      for (size_t i = 0; i < n; i++)
        c->w->yp[i] = x->y[i] + h * al * x->z[i];
      GP_TRY_CALLBACK (mass (x->t + al * h, c->w->yp, c->w->Ma, P->params));
    }
  GP_TRY_CALLBACK (P->force (x->t, x->y, x->z, NULL, x->psi, c->w->f0, P->params));
  if (stored)
    for (size_t i = 0; i < n; i++)
      c->w->T[i] = H.Pout[i] + cf * (H.Pout[i] - H.T[i]);
  else
    mass_times (P, c->w->Ma, c->ain, c->w->T);
  for (size_t i = 0; i < n; i++)
    c->w->rhs0[i] = k->alpha_m * c->w->T[i] - k->alpha_f * c->w->f0[i];
  /* a non-finite M_{1+alpha}, a_alpha or rhs0 makes the residual
     non-finite, which Newton refuses (GP_EFUNC): no sweep here */
  return GP_OK;
}

static int
step (gp_stepper *s, const gp_coeffs *k, double h, gp_state *x)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = P->m_k;
  step_ctx c = { s, k, x, h, 1.0, gp_stepper_data (s), x->a,
                 P->sparse ? gp_stepper_newton_band (s) : 0 };
  int rc = prepare (&c);
  if (rc != GP_OK)
    {
      gp_stepper_set_message (s, "problem callback failed before Newton");
      return rc;
    }
  /* (a, psi) are contiguous in the state (ga-nh has no lambda) */
  memcpy (c.w->u, x->a, (n + m) * sizeof (double));
  rc = gp_stepper_newton (s, P->sparse ? residual_sparse : residual, &c, c.w->u, magnitude);
  if (rc != GP_OK)
    return rc;
  positions (&c, c.w->u);
  if (!gp_all_finite (c.w->y1, n) || !gp_all_finite (c.w->z1, n))
    {
      gp_stepper_set_message (s, "non-finite y1 or z1");
      return GP_EFUNC;
    }
  int previous = gp_stepper_options (s)->m_alpha == GP_MALPHA_PREVIOUS;
  hist H = hist_layout (P, gp_stepper_history_next (s), previous);   /* gp_stepper_history_next */
  if (previous)
    {
      memcpy (H.M1, c.w->M1, block_sizes_of (P).M * sizeof (double));
      mass_times (P, c.w->M1, c.w->u, H.Pout);
    }
  H.h[0] = h;
  memcpy (H.ain, c.ain, n * sizeof (double));
  if (previous)   /* T_prev is read only with the stored product (16) */
    memcpy (H.T, c.w->T, n * sizeof (double));
  H.C[0] = k->beta - 1.0 / 6.0 + 0.5 * (k->alpha_m - k->alpha_f);
  /* commit */
  x->t += h;
  memcpy (x->y, c.w->y1, 2 * n * sizeof (double));     /* y, z; y1, z1 contiguous */
  memcpy (x->a, c.w->u, (n + m) * sizeof (double));    /* a, psi */
  return GP_OK;
}

static int
has_estimate (const gp_options *o)
{
  (void) o;
  return 1;
}

/* the local error estimate C h^2 (a_{1+alpha} - a_alpha) of the last step,
   from its result x->a and its committed history (h, C, a_alpha) */
static int
estimate (gp_stepper *s, const gp_state *x, double *le)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n;
  const double *hb = gp_stepper_history (s);
  if (!hb)
    return GP_EINVAL;
  hist H = hist_layout (P, hb, gp_stepper_options (s)->m_alpha == GP_MALPHA_PREVIOUS);
  double h = H.h[0], C = H.C[0];
  for (size_t i = 0; i < n; i++)
    le[i] = C * h * h * (x->a[i] - H.ain[i]);
  return GP_OK;
}

static int
iteration_matrix (gp_stepper *s, const gp_coeffs *k, double h, const gp_state *x,
                  double *J)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = P->m_k;
  step_ctx c = { s, k, x, h, 1.0, gp_stepper_data (s), x->a, 0 };   /* J: dense */
  int rc = prepare (&c);
  if (rc != GP_OK)
    return rc;
  memcpy (c.w->u, x->a, n * sizeof (double));
  memcpy (c.w->u + n, x->psi, m * sizeof (double));
  return (P->sparse ? residual_sparse : residual) (c.w->u, gp_stepper_newton_residual (s), J,
                                                   &c);
}

const gp_method gp_method_ga_nh = {
  .name = "ga-nh",
  .description = "generalized-alpha for nonconstant M and nonholonomic constraints (seed 000, eq. 2.3)",
  .options = GP_OPT_COEFFS | GP_OPT_M_ALPHA | GP_OPT_A_INIT | GP_OPT_STEP_FIX
             | GP_OPT_NEWTON_TOL | GP_OPT_NEWTON_MODE,
  .hypotheses = hypotheses,
  .supports = supports,
  .a_shift = a_shift,
  .shape = shape,
  .alloc = alloc,
  .free = free_data,
  .start = start,
  .step = step,
  .iteration_matrix = iteration_matrix,
  .has_estimate = has_estimate,
  .estimate = estimate,
  .pattern = pattern,
  .var_index = { [GP_Y] = 1, [GP_Z] = 1, [GP_A] = 2, [GP_PSI] = 2 },
  /* seed 000 Theorem 6.1: order 2 in y, z, a (at t + alpha h) and psi */
  .stated = { .theorem = "S000-6.1",
              .order = { [GP_Y] = 2, [GP_Z] = 2, [GP_A] = 2, [GP_PSI] = 2 } },
};
