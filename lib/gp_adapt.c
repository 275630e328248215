/* gp_adapt.c -- adaptive steps: the methods' local error estimate with its
   projection for holonomic constraints, the control object and the driver
   that accepts, rejects (restoring exactly) and picks the next step
   (galpha.h; theory/ada-estimate.md and theory/ada-tolerance.md). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gp_impl.h"

/* ---- the estimate ------------------------------------------------------- */
size_t
gp_adapt_proj_size (const gp_stepper *s, int *sparse)
{
  const gp_problem *P = s->P;
  size_t n = P->n, m = P->m_g, k = P->m_k;
  /* a method without the estimate (rk4, nh-newmark) never projects, nor
     does any method on a problem without holonomic constraints (the
     projection is onto ker g_y: gp_stepper_estimate) */
  *sparse = 0;
  if (!gp_method_has_estimate (s->method, &s->o) || !m)
    return 0;
  /* the band path, where project_kkt takes the step's factors: g_y's
     values, g_t, a right-hand side of n + m */
  *sparse = s->newton && s->newton->band && m && !k && s->newton->N == n + m;
  if (*sparse)
    return P->sparse->gy.nnz + m + n + m;
  /* M (n*n), X (n*m), G (m*n), S (m*m), g_t (m), col (n), mu (m), f_lambda
     (n*m); with nonholonomic constraints f_psi and N_psi (n*k), k_y, k_z
     (k*n), k_t (k), K_z N_psi (k*k), K_z X (k*m) */
  return n * n + 3 * n * m + m * m + m + n + m
    + (m ? 2 * n * k + 2 * k * n + k + k * k + k * m : 0);
}

/* v := Pi v, Pi = I - X (G X)^-1 G with G = g_y at the new state and X
   the directions in which the step's constraint forces move the
   acceleration that forms y1: X = M^-1 f_lambda (f_lambda = -g_y^T for the
   usual multiplier form; jn-test's reaction is not of that form), and with
   nonholonomic constraints beside (ga-soi2) the combinations of M^-1
   f_lambda and M^-1 f_psi that k_z does not see,
     X = N_l - N_p (k_z N_p)^-1 k_z N_l,   N_l = M^-1 f_lambda, N_p = M^-1 f_psi
   (theory/ada-estimate.md: the velocity constraint on z~1 holds the k_z
   part of the acceleration's deviation to O(h^2)). */
static int
solve_cols (const double *LU, const size_t *piv, size_t n, const double *B, size_t c,
            double *X, double *col)
{
  for (size_t j = 0; j < c; j++)
    {
      for (size_t i = 0; i < n; i++)
        col[i] = B[i * c + j];
      gp_lu_solve (LU, n, piv, col);
      for (size_t i = 0; i < n; i++)
        X[i * c + j] = col[i];
    }
  return 0;
}

static int
project (gp_stepper *s, const gp_state *x, double *v)
{
  const gp_problem *P = s->P;
  size_t n = P->n, m = P->m_g, mk = P->m_k;
  double *M = s->proj, *X = M + n * n, *G = X + n * m, *S = G + m * n, *gt = S + m * m;
  double *col = gt + m, *mu = col + n, *Fl = mu + m;
  double *Fp = Fl + n * m, *Np = Fp + n * mk, *Ky = Np + n * mk, *Kz = Ky + mk * n;
  double *kt = Kz + mk * n, *KN = kt + mk, *KX = KN + mk * mk;
  size_t *piv = s->proj_piv;   /* the library's dense kernel (gp_dense.c) */
  double t = x->t;
  if (!P->force_jac || (mk && !P->k_jac))
    return GP_EFUNC;
  GP_TRY_CALLBACK (P->mass (t, x->y, M, P->params));
  GP_TRY_CALLBACK (P->g_jac (t, x->y, G, gt, P->params));
  GP_TRY_CALLBACK (P->force_jac (t, x->y, x->z, x->lam, x->psi, NULL, NULL, Fl, mk ? Fp : NULL,
                                 P->params));
  if (gp_lu_factor (M, n, piv))
    return GP_ESING;
  solve_cols (M, piv, n, Fl, m, X, col);
  if (mk)
    {
      GP_TRY_CALLBACK (P->k_jac (t, x->y, x->z, Ky, Kz, kt, P->params));
      solve_cols (M, piv, n, Fp, mk, Np, col);
      gp_matmul (Kz, Np, KN, mk, n, mk);
      gp_matmul (Kz, X, KX, mk, n, m);
      if (gp_lu_factor (KN, mk, piv))
        return GP_ESING;
      solve_cols (KN, piv, mk, KX, m, KX, col);   /* KX := (k_z N_p)^-1 k_z N_l */
      for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < m; j++)
          {
            double acc = 0.0;
            for (size_t l = 0; l < mk; l++)
              acc += Np[i * mk + l] * KX[l * m + j];
            X[i * m + j] -= acc;
          }
    }
  gp_matmul (G, X, S, m, n, m);
  gp_matvec (G, v, mu, m, n);
  if (gp_lu_factor (S, m, piv))
    return GP_ESING;
  gp_lu_solve (S, m, piv, mu);
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < m; j++)
      v[i] -= X[i * m + j] * mu[j];
  return gp_all_finite (v, n) ? GP_OK : GP_EFUNC;
}

/* v := v - p, p the y part of the solution of the step's Newton system
   [[A, -c f_lambda], [g_y, 0]] (p, mu) = (0, g_y v) with the factors the
   step left in the Newton workspace: g_y (v - p) = 0 and p = A^-1 f_lambda
   (c mu), so v - p is v projected onto ker g_y along A^-1 f_lambda, which
   is M^-1 f_lambda to O(h) (A = c' M + O(h): the damping and stiffness
   terms; any scale of A or c cancels).  The estimate is O(h^3), so the
   change is O(h^4): the ratio to the true local error still tends to 1
   (ADA-EST C4).  One g_y and one solve of size n + m instead of M, f_lambda,
   g_y, two factorizations and m solves (theory/ada-estimate.md).  Falls
   back to project() when the workspace has no factors of that shape. */
static int
project_kkt (gp_stepper *s, const gp_state *x, double *v)
{
  const gp_problem *P = s->P;
  size_t n = P->n, m = P->m_g, N = n + m;
  gp_newton *w = s->newton;
  const gp_sparse_jac *S = s->proj_rows.ord ? P->sparse : NULL;
  if (!w || w->N != N || P->m_k || s->stats.factorizations == 0)
    {
      if (!S)
        return project (s, x, v);
      /* not reached: a step that succeeded has factored, and the stepper
         keeps its statistics */
      gp_stepper_set_message (s, "the estimate's projection on the sparse path needs a "
                              "factorization of a step (factorizations = %ld)",
                              s->stats.factorizations);
      return GP_EINVAL;
    }
  /* G: g_y dense (within M's n * n + ...), or its sparse values */
  size_t ng = S ? S->gy.nnz : m * n;
  double *G = s->proj, *gt = G + ng, *r = gt + m;
  if (S)
    {
      GP_TRY_CALLBACK (S->g_jac (x->t, x->y, G, gt, P->params));
      memset (r, 0, n * sizeof (double));
      gp_rows_matvec (&s->proj_rows, &S->gy, G, v, r + n);
    }
  else
    {
      GP_TRY_CALLBACK (P->g_jac (x->t, x->y, G, gt, P->params));
      memset (r, 0, n * sizeof (double));
      gp_matvec (G, v, r + n, m, n);
    }
  gp_newton_lu_solve (w, r);   /* dense or band: the factors the step's solve used */
  for (size_t i = 0; i < n; i++)
    v[i] -= r[i];
  return gp_all_finite (v, n) ? GP_OK : GP_EFUNC;
}

int
gp_method_has_estimate (const gp_method *m, const gp_options *o)
{
  return m->has_estimate && m->has_estimate (o);
}

int
gp_stepper_estimate (gp_stepper *s, const gp_state *x, double *le)
{
  if (!gp_method_has_estimate (s->method, &s->o))
    {
      gp_stepper_set_message (s, "method %s provides no local error estimate", s->method->name);
      return GP_EUNSUP;
    }
  if (!s->est_valid)
    {
      gp_stepper_set_message (s, "no successful step since the start: no estimate");
      return GP_EINVAL;
    }
  if (s->method->estimate)
    {
      int rc = s->method->estimate (s, x, s->est);
      if (rc != GP_OK)
        {
          gp_stepper_set_message (s, "the error estimate failed: %s", gp_strerror (rc));
          return rc;
        }
      gp_stepper_estimate_done (s);
    }
  memcpy (le, s->est, s->P->n * sizeof (double));
  if (s->P->m_g > 0 && !s->test.est_no_projection)
    {
      int rc = s->method->estimate_kkt && !s->test.est_fresh_projection
        ? project_kkt (s, x, le) : project (s, x, le);
      if (rc != GP_OK)
        {
          gp_stepper_set_message (s, "the projection of the error estimate failed: %s",
                                  gp_strerror (rc));
          return rc;
        }
    }
  return GP_OK;
}

/* ---- the control object -------------------------------------------------- */
/* the tolerances' hypotheses; of names the block (" of z"), "" for y's */
static int
tol_check (const char *of, double rtol, double atol, char *why, size_t len)
{
  if (!(isfinite (rtol) && rtol > 0))
    {
      snprintf (why, len, "rtol%s = %s must be positive and finite", of, GP_NUM (rtol));
      return GP_EINVAL;
    }
  if (!(isfinite (atol) && atol >= 0))
    {
      snprintf (why, len, "atol%s = %s must be nonnegative and finite", of, GP_NUM (atol));
      return GP_EINVAL;
    }
  return GP_OK;
}

gp_control *
gp_control_alloc (double rtol, double atol, char *why, size_t len)
{
  if (tol_check ("", rtol, atol, why, len))
    return NULL;
  gp_control *c = calloc (1, sizeof *c);
  if (!c)
    {
      snprintf (why, len, "out of memory");
      return NULL;
    }
  c->rtol = rtol;
  c->atol = atol;
  c->safety = 0.9;
  c->ratio_min = 0.2;
  c->ratio_max = 2.0;
  c->grow_min = 1.5;
  c->controller = GP_CTRL_FILTER;
  c->filter[0] = c->filter[1] = c->filter[2] = 0.25;
  c->kappa = 1.0;
  c->per_step = GP_PER_STEP_SCALED;
  c->newton_shrink = 0.25;
  c->h_min = 0.0;
  c->max_steps = 10000000;
  c->index_scaling = 1;
  return c;
}

int
gp_control_block (gp_control *c, gp_block b, double rtol, double atol, char *why, size_t len)
{
  if (!(b == GP_Z || b == GP_A || b == GP_LAM || b == GP_PSI))
    {
      snprintf (why, len, "block %s cannot take tolerances of its own (z, a, lambda, psi can)",
                gp_block_name (b));
      return GP_EINVAL;
    }
  char of[16];
  snprintf (of, sizeof of, " of %s", gp_block_name (b));
  if (tol_check (of, rtol, atol, why, len))
    return GP_EINVAL;
  c->block[b].on = 1;
  c->block[b].rtol = rtol;
  c->block[b].atol = atol;
  return GP_OK;
}

void
gp_control_free (gp_control *c)
{
  free (c);
}

/* ---- the driver ---------------------------------------------------------- */
static double
err_norm (const gp_control *c, const gp_state *x0, const gp_state *x1, const double *le,
          size_t n, double per)
{
  double sum = 0.0;
  for (size_t i = 0; i < n; i++)
    {
      double w = c->atol + c->rtol * fmax (fabs (x0->y[i]), fabs (x1->y[i]));
      double e = le[i] / (per * w);
      sum += e * e;
    }
  return n ? sqrt (sum / (double) n) : 0.0;
}

/* ---- the step-size filter ------------------------------------------------ */
/* Soderlind's digital filter on the elementary ratios u = safety err^(-1/k)
   (theory/ada-tolerance.md, "The controller"): rho_n = u_n^(k beta1)
   u_(n-1)^(k beta2) rho_(n-1)^(-alpha2), then the smooth limiter
   1 + kappa atan((rho - 1) / kappa).  The history is the last accepted
   step's u and the ratio h_(n+1)/h_n applied after it; none after the start
   or a rejection (then u_(n-1) = u_n, rho_(n-1) = 1: the filter starts from
   the elementary controller's direction at a lower gain). */
typedef struct
{
  int have;
  double u, rho;
} filter_history;

static double
filter_ratio (const gp_control *c, const filter_history *fh, double u)
{
  double up = fh->have ? fh->u : u, rp = fh->have ? fh->rho : 1.0;
  double rho = pow (u, c->filter[0]) * pow (up, c->filter[1]) * pow (rp, -c->filter[2]);
  return 1.0 + c->kappa * atan ((rho - 1.0) / c->kappa);
}

/* ---- the per-block tests ------------------------------------------------- */
/* The accepted history the indicators extrapolate: the last three accepted
   states, newest first, with the step that produced each (for a's time). */
typedef struct
{
  int tested[GP_NBLOCKS];       /* blocks other than y in the test */
  int q[GP_NBLOCKS];            /* 4 - k: values the indicator extrapolates */
  int k[GP_NBLOCKS];            /* the block's index */
  gp_state *H[3];
  double hp[3];
  int nh;
  double shift;                 /* the method's a_shift */
} block_tests;

/* the indicator's blocks and their orders; GP_EINVAL / GP_EUNSUP with the
   stepper's message for a block the problem lacks or the method gives no
   index for */
static int
block_tests_init (gp_stepper *s, const gp_control *c, const gp_state *x, block_tests *bt)
{
  memset (bt, 0, sizeof *bt);
  bt->shift = s->method->a_shift ? s->method->a_shift (&s->o) : 0.0;
  for (int b = 0; b < GP_NBLOCKS; b++)
    {
      if (b == GP_Y || !c->block[b].on)
        continue;
      int k = s->method->var_index[b];
      if (x->L.len[b] == 0)
        {
          gp_stepper_set_message (s, "problem %s has no %s block to test", s->P->name,
                                  gp_block_name ((gp_block) b));
          return GP_EINVAL;
        }
      if (k < 1 || k > 3)
        {
          gp_stepper_set_message (s, "method %s gives no index for its %s block: it cannot "
                                  "enter the error test", s->method->name,
                                  gp_block_name ((gp_block) b));
          return GP_EUNSUP;
        }
      bt->tested[b] = 1;
      bt->k[b] = k;
      bt->q[b] = 4 - k;
      if (s->test.indicator_order_drop && bt->q[b] > 1)
        bt->q[b]--;
    }
  return GP_OK;
}

static int
block_tests_any (const block_tests *bt)
{
  for (int b = 0; b < GP_NBLOCKS; b++)
    if (bt->tested[b])
      return 1;
  return 0;
}

/* after the start or an accepted step: x (reached by a step of size h)
   becomes the newest entry; restart forgets the rest */
static void
block_tests_push (block_tests *bt, const gp_state *x, double h, int restart)
{
  if (!bt->H[0])
    return;
  if (restart)
    bt->nh = 0;
  gp_state *last = bt->H[2];
  bt->H[2] = bt->H[1];
  bt->H[1] = bt->H[0];
  bt->H[0] = last;
  bt->hp[2] = bt->hp[1];
  bt->hp[1] = bt->hp[0];
  gp_state_copy (bt->H[0], x);
  bt->hp[0] = h;
  if (bt->nh < 3)
    bt->nh++;
}

/* block b's indicator d = w1 - P(t1 + s h) for the step of size h to x1
   (time t1), unscaled, into d (the block's length); the history must hold
   q values */
static void
indicator (const block_tests *bt, int b, const gp_state *x1, double t1, double h, double *d)
{
  int q = bt->q[b];
  double sh = b == GP_A ? bt->shift : 0.0, tau[3], t = t1 + sh * h;
  const double *w[3];
  for (int j = 0; j < q; j++)
    {
      tau[j] = bt->H[j]->t + sh * bt->hp[j];
      w[j] = bt->H[j]->v + x1->L.off[b];
    }
  const double *w1 = x1->v + x1->L.off[b];
  for (size_t i = 0; i < x1->L.len[b]; i++)
    {
      /* Newton's form through tau_0 (newest), tau_1, tau_2 */
      double p = w[0][i];
      if (q >= 2)
        {
          double f01 = (w[0][i] - w[1][i]) / (tau[0] - tau[1]);
          p += f01 * (t - tau[0]);
          if (q == 3)
            {
              double f12 = (w[1][i] - w[2][i]) / (tau[1] - tau[2]);
              p += (f01 - f12) / (tau[0] - tau[2]) * (t - tau[0]) * (t - tau[1]);
            }
        }
      d[i] = w1[i] - p;
    }
}

/* the weighted RMS of block b's scaled indicator (d scratch), or -1 when
   the history is too short */
static double
block_err (const gp_control *c, const block_tests *bt, int b, const gp_state *x1, double t1,
           double h, double per, double *d)
{
  if (bt->nh < bt->q[b])
    return -1.0;
  indicator (bt, b, x1, t1, h, d);
  double scale = 1.0;           /* h^(k-1) as a product: the same bits under every compiler */
  for (int j = 1; c->index_scaling && j < bt->k[b]; j++)
    scale *= h;
  double sum = 0.0;
  const double *w0 = bt->H[0]->v + x1->L.off[b], *w1 = x1->v + x1->L.off[b];
  size_t len = x1->L.len[b];
  for (size_t i = 0; i < len; i++)
    {
      double wt = c->block[b].atol + c->block[b].rtol * fmax (fabs (w0[i]), fabs (w1[i]));
      double e = d[i] * scale / (per * wt);
      sum += e * e;
    }
  return len ? sqrt (sum / (double) len) : 0.0;
}

int
gp_adapt_indicator (gp_stepper *s, gp_block b, const gp_state *const H[3], const double hp[3],
                    const gp_state *x1, double h, double *d)
{
  int k = b > GP_Y && b < GP_NBLOCKS ? s->method->var_index[b] : 0;
  if (k < 1 || k > 3 || x1->L.len[b] == 0)
    return GP_EINVAL;
  block_tests bt;
  memset (&bt, 0, sizeof bt);
  bt.shift = s->method->a_shift ? s->method->a_shift (&s->o) : 0.0;
  bt.k[b] = k;
  bt.q[b] = 4 - k;
  bt.nh = 3;
  for (int j = 0; j < 3; j++)
    {
      bt.H[j] = (gp_state *) H[j];   /* read only */
      bt.hp[j] = hp[j];
    }
  indicator (&bt, b, x1, x1->t, h, d);
  return GP_OK;
}

int
gp_integrate_adaptive (gp_stepper *s, const gp_control *c, double h_init, double T,
                       gp_state *x, int given_start, gp_observer *obs, void *ctx,
                       gp_adaptive_run *run)
{
  const gp_problem *P = s->P;
  memset (run, 0, sizeof *run);
  if (!gp_method_has_estimate (s->method, &s->o))
    {
      gp_stepper_set_message (s, "method %s provides no local error estimate: adaptive "
                              "steps are not available for it", s->method->name);
      return GP_EUNSUP;
    }
  /* the controller's own fields (gp_control_alloc's tolerances are checked
     there): a kappa of 0 would divide by zero in the limiter */
  if (!(c->controller == GP_CTRL_FILTER || c->controller == GP_CTRL_DEADBAND)
      || !(c->per_step == GP_PER_UNIT_STEP || c->per_step == GP_PER_STEP
           || c->per_step == GP_PER_STEP_SCALED))
    {
      gp_stepper_set_message (s, "controller = %d, per_step = %d: not a controller "
                              "(GP_CTRL_FILTER, GP_CTRL_DEADBAND) and a test (GP_PER_*)",
                              c->controller, c->per_step);
      return GP_EINVAL;
    }
  if (!(isfinite (c->kappa) && c->kappa > 0)
      || !(isfinite (c->filter[0]) && isfinite (c->filter[1]) && isfinite (c->filter[2])))
    {
      gp_stepper_set_message (s, "kappa = %s must be positive and finite, and the filter "
                              "(%s, %s, %s) finite", GP_NUM (c->kappa), GP_NUM (c->filter[0]),
                              GP_NUM (c->filter[1]), GP_NUM (c->filter[2]));
      return GP_EINVAL;
    }
  double t0 = given_start ? x->t : P->t0, L = T - t0;
  if (!(isfinite (L) && L > 0))
    {
      gp_stepper_set_message (s, "the interval [%s, %s] is empty or not finite",
                              GP_NUM (t0), GP_NUM (T));
      return GP_EINVAL;
    }
  if (!(isfinite (h_init) && h_init >= 0))
    {
      gp_stepper_set_message (s, "h_init = %s must be finite and nonnegative", GP_NUM (h_init));
      return GP_EINVAL;
    }
  int rc;
  if (!given_start && (rc = gp_state_consistent (P, x, 1e-15)) != GP_OK)
    {
      gp_stepper_set_message (s, "consistent initial values of %s: %s", P->name,
                              gp_strerror (rc));
      return rc;
    }
  block_tests bt;
  gp_state *x0 = gp_stepper_state_alloc (s), *xs = gp_stepper_state_alloc (s);
  double *le = malloc ((P->n + 1) * sizeof (double));
  double *dscr = malloc ((x->L.size + 1) * sizeof (double));   /* an indicator */
  if ((rc = block_tests_init (s, c, x, &bt)) != GP_OK)
    goto out;
  double rtol_min = c->rtol;
  if (block_tests_any (&bt))
    for (int j = 0; j < 3; j++)
      bt.H[j] = gp_stepper_state_alloc (s);
  for (int b = 0; b < GP_NBLOCKS; b++)
    if (bt.tested[b])
      rtol_min = fmin (rtol_min, c->block[b].rtol);
  if (!x0 || !xs || !le || !dscr || (block_tests_any (&bt) && !(bt.H[0] && bt.H[1] && bt.H[2])))
    {
      rc = GP_ENOMEM;
      gp_stepper_set_message (s, "out of memory");
      goto out;
    }
  double h_min = c->h_min > 0 ? c->h_min : 1e-12 * L;
  /* the error per step is held at tol times h_ref, the default first step:
     h then follows tol^(1/2) as under the error per unit step, with the
     error per step's distribution (theory/ada-tolerance.md) */
  double h_ref = L * sqrt (rtol_min) / 10;
  double h = h_init > 0 ? h_init
    : block_tests_any (&bt) ? L * fmin (rtol_min, 0.1)
    : fmin (L * sqrt (c->rtol) / 10, L / 10);
  if (h > L)
    h = L;
  gp_state_copy (x0, x);
  if ((rc = gp_stepper_start (s, h, x)) != GP_OK)
    goto out;
  block_tests_push (&bt, x, h, 1);
  if (obs && obs (x, 0, 0, ctx))
    {
      rc = GP_EFUNC;
      goto out;
    }
  long attempts = 0;
  int no_grow = 0;
  filter_history fh = { 0, 1.0, 1.0 };
  while (x->t < T)
    {
      double rem = T - x->t;
      int last = 0;
      if (h >= rem)
        {
          h = rem;
          last = 1;
        }
      else if (2 * h > rem)
        h = rem / 2;            /* no sliver of a last step */
      attempts++;
      if (h < h_min || attempts > c->max_steps)
        {
          if (h < h_min)
            gp_stepper_set_message (s, "step size %s below the smallest allowed %s",
                                    GP_NUM (h), GP_NUM (h_min));
          else
            gp_stepper_set_message (s, "more than %ld attempted steps", c->max_steps);
          rc = GP_ENEWTON;
          run->fail_step = attempts;
          run->fail_t = x->t;
          run->fail_h = h;
          goto out;
        }
      double t_old = x->t, t_new = last ? T : t_old + h, hh = t_new - t_old;
      gp_state_copy (xs, x);
      rc = gp_stepper_step (s, hh, x);
      if (rc == GP_OK && !gp_all_finite (x->v, x->L.size))
        {
          gp_stepper_undo (s);
          gp_state_copy (x, xs);
          rc = GP_ENEWTON;      /* treated as a failed step */
        }
      if (rc == GP_OK && (rc = gp_stepper_estimate (s, x, le)) == GP_ERECOV)
        {
          gp_stepper_undo (s);  /* the estimate's callback asks for a smaller step */
          gp_state_copy (x, xs);
        }
      if (rc == GP_ENEWTON || rc == GP_ESING || rc == GP_ERECOV)
        {
          /* transactional: x and the history are unchanged */
          if (rc == GP_ERECOV)
            run->callback_retries++;
          else
            run->newton_failures++;
          h = hh * c->newton_shrink;
          no_grow = 1;
          fh.have = 0;
          if (run->accepted == 0)
            {
              /* a fresh start with the smaller h: as if h_init had been it */
              no_grow = 0;
              gp_state_copy (x, x0);
              if ((rc = gp_stepper_start (s, h, x)) != GP_OK)
                goto out;
              block_tests_push (&bt, x, h, 1);
            }
          continue;
        }
      if (rc != GP_OK)   /* the step's or the estimate's */
        {
          run->fail_step = attempts;
          run->fail_t = t_old;
          run->fail_h = hh;
          goto out;
        }
      /* err: y and the blocks that accept or reject (index 1); hold: the
         largest norm of the blocks of index >= 2, which may stop the step
         from growing but never shrink it (a smaller step amplifies their
         inherited error: theory/ada-mixed.md; GP_ALG_STEER and
         GP_ALG_REJECT are the comparisons that show it) */
      double per = c->per_step == GP_PER_UNIT_STEP ? hh : c->per_step == GP_PER_STEP ? 1.0 : h_ref;
      double err = err_norm (c, xs, x, le, P->n, per), hold = 0.0;
      int binding = GP_Y, hold_block = -1;
      for (int b = 0; b < GP_NBLOCKS; b++)
        if (bt.tested[b])
          {
            double eb = block_err (c, &bt, b, x, t_new, hh, per, dscr);
            if (bt.k[b] == 1 || c->algebraic == GP_ALG_REJECT)
              {
                if (eb > err || !(eb == eb))
                  {
                    err = eb;
                    binding = b;
                  }
              }
            else if (eb > hold || !(eb == eb) || hold_block < 0)
              {
                hold = eb;
                hold_block = b;
              }
          }
      double ex = c->per_step == GP_PER_UNIT_STEP ? -0.5 : -1.0 / 3.0;
      double q = err > 0 ? c->safety * pow (err, ex) : c->ratio_max;
      if (!(err <= 1.0))
        {
          /* rejected: the stepper's history and the state back, exactly */
          gp_stepper_undo (s);
          gp_state_copy (x, xs);
          run->rejected++;
          h = hh * fmin (fmax (q, c->ratio_min), 0.9);
          no_grow = 1;
          fh.have = 0;
          if (run->accepted == 0)
            {
              no_grow = 0;      /* a fresh start, as if h_init had been h */
              gp_state_copy (x, x0);
              if ((rc = gp_stepper_start (s, h, x)) != GP_OK)
                goto out;
              block_tests_push (&bt, x, h, 1);
            }
          continue;
        }
      x->t = t_new;             /* land exactly on T */
      run->accepted++;
      if (run->accepted == 1)
        run->h_first = run->h_min = run->h_max = hh;
      run->h_min = fmin (run->h_min, hh);
      run->h_max = fmax (run->h_max, hh);
      run->last_h = hh;
      run->max_err = fmax (run->max_err, err);
      block_tests_push (&bt, x, hh, 0);
      if (obs && obs (x, run->accepted, 0, ctx))
        {
          rc = GP_EFUNC;
          goto out;
        }
      /* the index-1 blocks' ratio, filtered, then the holding blocks' limit
         on growth (elementary: they never shrink h, so no history) */
      double u = q;
      if (c->controller == GP_CTRL_FILTER)
        q = filter_ratio (c, &fh, u);
      if (hold_block >= 0)
        {
          double qh = hold > 0 ? c->safety * pow (hold, ex) : c->ratio_max;
          double lo = c->algebraic == GP_ALG_STEER ? qh : fmax (qh, 1.0);
          if (!(lo >= q))
            {
              q = lo == lo ? lo : 1.0;
              binding = hold_block;
            }
        }
      run->binding[binding]++;
      if (no_grow)
        q = fmin (q, 1.0);
      if (c->controller == GP_CTRL_FILTER)
        {
          double r = fmin (fmax (q, c->ratio_min), c->ratio_max);
          h = hh * r;
          fh.have = 1;
          fh.u = u;
          fh.rho = r;
        }
      else if (q >= c->grow_min)
        h = hh * fmin (q, c->ratio_max);
      else if (q < 1.0)
        h = hh * fmax (q, c->ratio_min);
      else
        h = hh;
      no_grow = 0;
    }
  rc = GP_OK;
out:
  gp_state_free (x0);
  gp_state_free (xs);
  for (int j = 0; j < 3; j++)
    gp_state_free (bt.H[j]);
  free (le);
  free (dscr);
  return rc;
}

/* ---- the tolerance study ------------------------------------------------- */
int
gp_tol_study_run (gp_stepper *s, const gp_control *c0, double h_init, int L, double T,
                  const gp_state *ref, gp_tol_study *out)
{
  memset (out, 0, sizeof *out);
  int rc = gp_study_check (s, L, ref);
  if (rc != GP_OK)
    return rc;
  char why[256];
  if (tol_check ("", c0->rtol, c0->atol, why, sizeof why))
    {
      gp_stepper_set_message (s, "%s", why);
      return GP_EINVAL;
    }
  gp_control level = *c0, *c = &level;   /* c0 with each level's tolerances */
  gp_state *x = gp_stepper_state_alloc (s), *r = gp_stepper_state_alloc (s);
  if (!x || !r)
    {
      gp_state_free (x);
      gp_state_free (r);
      return GP_ENOMEM;
    }
  double shift = s->method->a_shift (&s->o);
  out->L = L;
  gp_study_present (x, ref, shift, out->present);
  for (int k = 0; k < L && rc == GP_OK; k++)
    {
      double f = pow (10.0, -0.5 * k);
      c->rtol = out->rtol[k] = c0->rtol * f;
      c->atol = out->atol[k] = c0->atol * f;
      for (int b = 0; b < GP_NBLOCKS; b++)
        {
          c->block[b].rtol = c0->block[b].rtol * f;
          c->block[b].atol = c0->block[b].atol * f;
        }
      gp_stats before = s->stats;
      gp_stepper_reset (s);
      rc = gp_integrate_adaptive (s, c, h_init, T, x, 0, NULL, NULL, &out->run);
      if (rc != GP_OK)
        {
          out->fail_level = k;
          break;
        }
      double e[GP_NBLOCKS];
      if ((rc = gp_study_errors (s, x, ref, shift * out->run.last_h, r, e)) != GP_OK)
        break;
      for (int b = 0; b < GP_NBLOCKS; b++)
        out->err[b][k] = e[b];
      out->steps[k] = out->run.accepted;
      out->rejected[k] = out->run.rejected;
      out->newton_failures[k] = out->run.newton_failures;
      out->newton_per_step[k] = (double) (s->stats.newton_iters - before.newton_iters)
        / (double) out->run.accepted;
    }
  if (rc == GP_OK)
    for (int b = 0; b < GP_NBLOCKS; b++)
      out->slope[b] = out->present[b] && L >= 3
        ? gp_lsq_order (out->rtol, out->err[b], 0, L - 1) : (double) NAN;
  gp_state_free (x);
  gp_state_free (r);
  return rc;
}
