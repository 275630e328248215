/* gp_hht.c -- the HHT-alpha family of seed 002 (Jay & Negrut 2007) as one
   step that four methods configure:
     newmark   y'' = f(t,y,z) without constraints, Newmark (beta, gamma);
     hht       the same with HHT-alpha weights (2.1)-(2.2);
     hht-odae  the extended method (3.4) for g(t,y) = 0 (index 3), with the
               variants (3.5) (--r1 explicit) and the midpoint variant;
     hht-i2    the index-2 variant of section 6 for k(t,y,z) = 0.
   The problem is split as z' = a + r with a = f(t,y,z) = M^-1 f_app (the
   method's variable, which excludes the reaction) and r = M^-1 reaction.
   One step from (t0, y0, z0, a0, lambda or psi):
     y1 = y0 + h z0 + h^2/2 ((1-2 beta) a0 + 2 beta a1) + Y(R)
     z1 = z0 + h ((1-gamma) a0 + gamma a1) + Z(R)
     a1 = (1 + alpha) f(t1, y1, z1) - alpha f(t0, y0, z0),  alpha = -alpha_f
   with (3.4): Y = h^2/2 ((1-b) R0 + b R1), Z = h/2 (R0 + R1), R0 = r(t0, y0,
   Lambda0), R1 = r(t1, y1, Lambda1) (3.5: at y0 + h z0), 0 = g(t1, y1),
   0 = g_t + g_y z1; midpoint: Y = h^2/2 R0, Z = h Rm, Rm = r(t0 + h/2,
   y0 + h/2 z0, Lambdam); index 2: Y = h^2/2 Rm, Z = h Rm, Rm = r(t0 + h/2,
   y0 + h/2 z0, (z0 + z1)/2, Psi), 0 = k(t1, y1, z1).
   Newton unknowns (y1, z1, a1, Lambda0, Lambda1 | Lambdam | Psi); the
   constraint rows are scaled by 2/h^2 (position) and 1/h (velocity), as the
   paper's proof does.  Lambda0 is local to the step: the output lambda is
   Lambda1 (Lambdam for the midpoint variant), and Lambda0 goes to the aux
   block "Lambda0".  The correction (2.3) replaces a0 by
   f0 + (h / h_prev)(a0 - f0) when the step size changes (history: h_prev). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gp_method.h"
#include "gp_testing.h"

typedef enum { K_ODE = 0, K_ODAE, K_I2 } kind;

static kind
kind_of (const gp_problem *P)
{
  return P->m_g > 0 ? K_ODAE : P->m_k > 0 ? K_I2 : K_ODE;
}

/* multipliers of one step: Lambda0 and Lambda1/Lambdam (2 m_g), or Psi (m_k) */
static size_t
n_mult (const gp_problem *P)
{
  switch (kind_of (P))
    {
    case K_ODAE: return 2 * P->m_g;
    case K_I2: return P->m_k;
    default: return 0;
    }
}

static size_t
n_con (const gp_problem *P)
{
  return P->m_g > 0 ? P->m_g : P->m_k;
}

/* ---- the mass matrix's LU: the library's dense kernel (gp_dense.c) ----- */
/* 0, or nonzero for a zero or non-finite pivot */
static int
lu_factor (double *A, size_t *piv, size_t n)
{
  return gp_lu_factor (A, n, piv);
}

/* b := A^-1 b for the factors of lu_factor */
static void
lu_solve (const double *LU, const size_t *piv, size_t n, double *b)
{
  gp_lu_solve (LU, n, piv, b);
}

/* B := A^-1 B for an n x c block B (row-major), column by column */
static void
lu_solve_block (const double *LU, const size_t *piv, size_t n, double *B, size_t c,
                double *col)
{
  for (size_t j = 0; j < c; j++)
    {
      for (size_t i = 0; i < n; i++)
        col[i] = B[i * c + j];
      lu_solve (LU, piv, n, col);
      for (size_t i = 0; i < n; i++)
        B[i * c + j] = col[i];
    }
}

/* ---- workspace ----------------------------------------------------------- */
typedef struct
{
  size_t *piv0, *piv1, *pivm;   /* pivots of M(t0,y0), M(t1,.), M(tm,ym) */
  size_t *piva;                 /* and of M in a_of, */
  double *Ma;                   /* whose factors are here (n*n) */
} hht_data;

typedef struct
{
  double *LU0, *LU1, *LUm;      /* n*n each */
  double *Fy, *Fz, *Ry, *Rz, *dMv; /* n*n each */
  double *Rl;                   /* n*m: d reaction / d multiplier */
  double *Gy, *Gz, *gt;         /* m*n, m*n, m */
  double *f0, *f1, *R0, *R1, *Rm, *y1r, *ym, *zm, *a0, *Yv, *Zv, *col, *zero;  /* n */
  double *con, *u;              /* m; unknowns */
} ws;

static size_t
nm_max (const gp_problem *P)
{
  size_t m = n_con (P);
  return m ? m : 1;
}

static ws
layout (gp_stepper *s)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = nm_max (P);
  ws w;
  double *p = gp_stepper_work (s);
  w.LU0 = p; p += n * n;
  w.LU1 = p; p += n * n;
  w.LUm = p; p += n * n;
  w.Fy = p; p += n * n;
  w.Fz = p; p += n * n;
  w.Ry = p; p += n * n;
  w.Rz = p; p += n * n;
  w.dMv = p; p += n * n;
  w.Rl = p; p += n * m;
  w.Gy = p; p += m * n;
  w.Gz = p; p += m * n;
  w.gt = p; p += m;
  w.f0 = p; p += n;
  w.f1 = p; p += n;
  w.R0 = p; p += n;
  w.R1 = p; p += n;
  w.Rm = p; p += n;
  w.y1r = p; p += n;
  w.ym = p; p += n;
  w.zm = p; p += n;
  w.a0 = p; p += n;
  w.Yv = p; p += n;
  w.Zv = p; p += n;
  w.col = p; p += n;
  w.zero = p; p += n + m;
  w.con = p; p += m;
  w.u = p;
  return w;
}

static gp_shape
shape (const gp_problem *P, const gp_options *o)
{
  size_t n = P->n, m = nm_max (P);
  gp_shape sh = { 0 };
  (void) o;
  sh.unknowns = 3 * n + n_mult (P);
  sh.work = 8 * n * n + 3 * n * m + m + 13 * n + (n + m) + m + sh.unknowns;
  sh.history = 1;               /* the size of the last step */
  return sh;
}

static int
alloc_data (gp_stepper *s)
{
  size_t n = gp_stepper_problem (s)->n;
  hht_data *d = calloc (1, sizeof *d);
  size_t *piv = calloc (4 * n + 1, sizeof (size_t));
  double *Ma = malloc ((n * n + 1) * sizeof (double));
  if (!d || !piv || !Ma)
    {
      free (d);
      free (piv);
      free (Ma);
      return GP_ENOMEM;
    }
  d->piv0 = piv;
  d->piv1 = piv + n;
  d->pivm = piv + 2 * n;
  d->piva = piv + 3 * n;
  d->Ma = Ma;
  gp_stepper_set_data (s, d);
  return GP_OK;
}

static void
free_data (gp_stepper *s)
{
  hht_data *d = gp_stepper_data (s);
  if (d)
    {
      free (d->piv0);
      free (d->Ma);
    }
  free (d);
}

/* ---- hypotheses (seed 002) ---------------------------------------------- */
static int
h_finite (const gp_options *o, char *v, size_t len)
{
  return gp_hyp_finite (o, v, len) && isfinite (o->c.b);
}

static int
h_alpha_range (const gp_options *o, char *v, size_t len)
{
  double a = -o->c.alpha_f;
  snprintf (v, len, "alpha = %s", GP_NUM (a));
  return a >= -1.0 / 3.0 && a <= 0.0;
}

static int
h_b (const gp_options *o, char *v, size_t len)
{
  return gp_hyp_differs ("b", o->c.b, 0.5, v, len);
}

static int
h_midpoint_b (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "b = %s with --midpoint", GP_NUM (o->c.b));
  return !o->midpoint || o->c.b == 0.0;
}

static int
h_hht_alpha_m (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "alpha_m = %s", GP_NUM (o->c.alpha_m));
  return o->c.alpha_m == 0.0;
}

/* beta = (1 - alpha)^2 / 4 (the HHT choice of Thm 4.5) */
static int
h_hht_beta (const gp_options *o, char *v, size_t len)
{
  double a = -o->c.alpha_f, want = 0.25 * (1 - a) * (1 - a);
  snprintf (v, len, "beta = %.6g with (1 - alpha)^2/4 = %.6g", o->c.beta, want);
  return fabs (o->c.beta - want) <= 1e-14;
}

static const gp_hypothesis hyp_odae[] = {
  { GP_HYP_REFUSE, "S002-4.1", "finite coefficients", h_finite },
  { GP_HYP_REFUSE, "S002-4.1", "alpha_m = 0 (HHT: the inertia at t_{n+1})", h_hht_alpha_m },
  { GP_HYP_REFUSE, "S002-4.1 S002-4.3 S002-4.5", "alpha in [-1/3, 0] (HHT-alpha)",
    h_alpha_range },
  { GP_HYP_REFUSE, "S002-4.1",
    "b != 1/2 (seed 002 Thm 4.1: the h = 0 block [(1-b) b; 1/2 1/2] (x) g_y r_lambda is singular)",
    h_b },
  { GP_HYP_REFUSE, "S002-3.3", "b = 0 for the midpoint variant (seed 002 sec. 3.3)",
    h_midpoint_b },
  { GP_HYP_REFUSE, "S002-4.1", "beta != 0", gp_hyp_beta_not_0 },
  { GP_HYP_THEOREM, "S002-4.3 S002-4.5 S002-SEC6", "gamma = 1/2 - alpha (order condition)",
    gp_hyp_order },
  { GP_HYP_THEOREM, "S002-4.5", "beta = (1 - alpha)^2/4 (HHT-alpha)", h_hht_beta },
  { GP_HYP_THEOREM, "S002-4.3 S002-4.5",
    "f, r and the constraints of the new point at t_{n+1} (force-time new)",
    gp_hyp_force_time_new },
  { GP_HYP_REFUSE, NULL, NULL, NULL }
};

static const gp_hypothesis hyp_hht[] = {
  { GP_HYP_REFUSE, "S002-2", "finite coefficients", h_finite },
  { GP_HYP_REFUSE, "S002-2", "alpha_m = 0 (HHT: the inertia at t_{n+1})", h_hht_alpha_m },
  { GP_HYP_REFUSE, "S002-2", "alpha in [-1/3, 0] (HHT-alpha)", h_alpha_range },
  { GP_HYP_THEOREM, "S002-2 S002-SEC6", "gamma = 1/2 - alpha (order condition)", gp_hyp_order },
  { GP_HYP_THEOREM, "S002-2 S002-SEC6",
    "f and the constraints of the new point at t_{n+1} (force-time new)", gp_hyp_force_time_new },
  { GP_HYP_REFUSE, NULL, NULL, NULL }
};

static int
h_newmark (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "alpha_m = %s, alpha_f = %s", GP_NUM (o->c.alpha_m), GP_NUM (o->c.alpha_f));
  return o->c.alpha_m == 0.0 && o->c.alpha_f == 0.0;
}

static int
h_gamma_half (const gp_options *o, char *v, size_t len)
{
  snprintf (v, len, "gamma = %s", GP_NUM (o->c.gamma));
  return o->c.gamma == 0.5;
}

static const gp_hypothesis hyp_newmark[] = {
  { GP_HYP_REFUSE, "S002-2", "finite coefficients", h_finite },
  { GP_HYP_REFUSE, "S002-2", "alpha_m = alpha_f = 0 (Newmark)", h_newmark },
  { GP_HYP_THEOREM, "S002-2", "gamma = 1/2 (order 2)", h_gamma_half },
  { GP_HYP_THEOREM, "S002-2", "f of the new point at t_{n+1} (force-time new)",
    gp_hyp_force_time_new },
  { GP_HYP_REFUSE, NULL, NULL, NULL }
};

/* ---- problem classes ------------------------------------------------------ */
static int
needs_split (const gp_problem *P, const char *name, char *why, size_t len)
{
  if (!P->force_app || !P->reaction || !P->reaction_jac || !P->force_jac
      || (!P->mass_dv && P->n > 0))
    {
      snprintf (why, len, "method %s needs the split f = f_app + reaction with its "
                "Jacobians and d(Mv)/dy; problem %s lacks them", name, P->name);
      return GP_EUNSUP;
    }
  return GP_OK;
}

static int
supports_ode (const gp_problem *P, char *why, size_t len)
{
  if (P->m_g || P->m_k)
    {
      snprintf (why, len, "this method integrates problems without constraints; problem "
                "%s has %zu holonomic and %zu nonholonomic constraints (use hht-odae or "
                "hht-i2)", P->name, P->m_g, P->m_k);
      return GP_EUNSUP;
    }
  return needs_split (P, "hht/newmark", why, len);
}

static int
supports_odae (const gp_problem *P, char *why, size_t len)
{
  if (P->m_g == 0 || P->m_k)
    {
      snprintf (why, len, "method hht-odae integrates holonomic constraints only; problem "
                "%s has %zu holonomic and %zu nonholonomic constraints", P->name, P->m_g,
                P->m_k);
      return GP_EUNSUP;
    }
  if (!P->g || !P->g_jac || !P->gv_jac)
    {
      snprintf (why, len, "problem %s lacks g, g_y or the velocity-constraint Jacobian",
                P->name);
      return GP_EUNSUP;
    }
  return needs_split (P, "hht-odae", why, len);
}

static int
supports_i2 (const gp_problem *P, char *why, size_t len)
{
  if (P->m_k == 0 || P->m_g)
    {
      snprintf (why, len, "method hht-i2 integrates nonholonomic (index-2) constraints "
                "only; problem %s has %zu holonomic and %zu nonholonomic constraints",
                P->name, P->m_g, P->m_k);
      return GP_EUNSUP;
    }
  if (!P->k || !P->k_jac)
    {
      snprintf (why, len, "problem %s lacks k or its Jacobian", P->name);
      return GP_EUNSUP;
    }
  return needs_split (P, "hht-i2", why, len);
}

static double
a_shift (const gp_options *o)
{
  return gp_coeffs_alpha (&o->c);
}

/* the method's a at a state: f = M^-1 f_app (no reaction), in the
   stepper's own workspace (a_of is called between steps, by the studies) */
static int
a_of (gp_stepper *s, double t, const double *y, const double *z, double *a)
{
  const gp_problem *P = gp_stepper_problem (s);
  hht_data *d = gp_stepper_data (s);
  size_t n = P->n;
  GP_TRY_CALLBACK (P->mass (t, y, d->Ma, P->params));
  GP_TRY_CALLBACK (P->force_app (t, y, z, a, P->params));
  if (lu_factor (d->Ma, d->piva, n))
    return GP_EFUNC;
  lu_solve (d->Ma, d->piva, n, a);
  return GP_OK;
}

/* f := M(t,y)^-1 f_app(t,y,z) with the factors of M kept in LU/piv */
static int
applied (const gp_problem *P, double t, const double *y, const double *z, double *LU,
         size_t *piv, double *f)
{
  size_t n = P->n;
  GP_TRY_CALLBACK (P->mass (t, y, LU, P->params));
  if (lu_factor (LU, piv, n))
    return GP_EFUNC;   /* a singular mass matrix */
  GP_TRY_CALLBACK (P->force_app (t, y, z, f, P->params));
  lu_solve (LU, piv, n, f);
  return GP_OK;
}

/* R := M^-1 reaction(t, y, z, mult) with M's factors LU/piv */
static int
reaction_acc (const gp_problem *P, kind k, double t, const double *y, const double *z,
              const double *mult, const double *LU, const size_t *piv, double *R)
{
  GP_TRY_CALLBACK (P->reaction (t, y, z, k == K_ODAE ? mult : NULL, k == K_I2 ? mult : NULL, R,
                   P->params));
  lu_solve (LU, piv, P->n, R);
  return 0;
}

static int
start (gp_stepper *s, double h, gp_state *x)
{
  (void) h;
  const gp_problem *P = gp_stepper_problem (s);
  ws w = layout (s);
  hht_data *d = gp_stepper_data (s);
  int rc = applied (P, x->t, x->y, x->z, w.LU0, d->piv0, x->a);
  if (rc != GP_OK)
    {
      gp_stepper_set_message (s, "f(t0, y0, z0) failed");
      return rc;
    }
  if (x->L.len[GP_AUX])
    memcpy (x->aux, x->lam, P->m_g * sizeof (double));
  return GP_OK;
}

typedef struct
{
  gp_stepper *s;
  const gp_coeffs *k;
  const gp_state *x;
  double h;
  kind kd;
  int explicit_r1, midpoint;
  hht_data *d;
  ws w;
} step_ctx;

/* the reaction's Jacobians (d/dy, d/dz, d/dmultiplier) at a point, each
   multiplied by M^-1 (LU/piv) and, for d/dy, with -M^-1 dM/dy R (NULL: not
   needed) */
static int
reaction_jacs (const step_ctx *c, double t, const double *y, const double *z,
               const double *mult, const double *R, const double *LU, const size_t *piv,
               double *Ry, double *Rz, double *Rl)
{
  const gp_problem *P = gp_stepper_problem (c->s);
  size_t n = P->n, m = n_con (P);
  int odae = c->kd == K_ODAE;
  GP_TRY_CALLBACK (P->reaction_jac (t, y, z, odae ? mult : NULL, odae ? NULL : mult, Ry, Rz,
                       odae ? Rl : NULL, odae ? NULL : Rl, P->params));
  if (Ry)
    {
      GP_TRY_CALLBACK (P->mass_dv (t, y, R, c->w.dMv, P->params));
      for (size_t i = 0; i < n * n; i++)
        Ry[i] -= c->w.dMv[i];
      lu_solve_block (LU, piv, n, Ry, n, c->w.col);
    }
  if (Rz)
    lu_solve_block (LU, piv, n, Rz, n, c->w.col);
  lu_solve_block (LU, piv, n, Rl, m, c->w.col);
  return 0;
}

static int
residual (const double *u, double *F, double *J, void *vctx)
{
  step_ctx *c = vctx;
  const gp_problem *P = gp_stepper_problem (c->s);
  const gp_coeffs *k = c->k;
  const gp_state *x = c->x;
  hht_data *d = c->d;
  ws *w = &c->w;
  size_t n = P->n, m = n_con (P), N = 3 * n + n_mult (P);
  double h = c->h, t0 = x->t, t1 = gp_stepper_new_time (c->s, t0, h), tm = t0 + 0.5 * h;
  double be = k->beta, ga = k->gamma, af = k->alpha_f, b = k->b;
  const double *y1 = u, *z1 = u + n, *a1 = u + 2 * n;
  const double *L0 = u + 3 * n, *L1 = u + 3 * n + m;   /* ODAE */
  const double *Lm = c->kd == K_I2 ? u + 3 * n : L1;   /* midpoint / I2 multiplier */
  /* f1 and the reactions */
  GP_TRY (applied (P, t1, y1, z1, w->LU1, d->piv1, w->f1));
  double *Yv = w->Yv, *Zv = w->Zv;   /* the reaction parts of y1 and z1 */
  for (size_t i = 0; i < n; i++)
    Yv[i] = Zv[i] = 0.0;
  int use_m = c->kd == K_I2 || (c->kd == K_ODAE && c->midpoint);
  if (c->kd == K_ODAE)
    {
      GP_TRY (reaction_acc (P, K_ODAE, t0, x->y, x->z, L0, w->LU0, d->piv0, w->R0));
    }
  if (use_m)
    {
      for (size_t i = 0; i < n; i++)
        w->zm[i] = 0.5 * (x->z[i] + z1[i]);
      GP_TRY_CALLBACK (P->mass (tm, w->ym, w->LUm, P->params));
      if (lu_factor (w->LUm, d->pivm, n))
        return GP_EFUNC;
      GP_TRY (reaction_acc (P, c->kd, tm, w->ym, w->zm, Lm, w->LUm, d->pivm, w->Rm));
    }
  else if (c->kd == K_ODAE)
    {
      const double *yr = c->explicit_r1 ? w->y1r : y1;
      if (c->explicit_r1)
        {
          GP_TRY_CALLBACK (P->mass (t1, yr, w->LUm, P->params));
          if (lu_factor (w->LUm, d->pivm, n))
            return GP_EFUNC;
        }
      GP_TRY (reaction_acc (P, K_ODAE, t1, yr, z1, L1, c->explicit_r1 ? w->LUm : w->LU1,
                            c->explicit_r1 ? d->pivm : d->piv1, w->R1));
    }
  /* Y(R), Z(R) */
  double hh = 0.5 * h * h;
  for (size_t i = 0; i < n; i++)
    {
      if (c->kd == K_ODAE && !c->midpoint)
        {
          Yv[i] = hh * ((1 - b) * w->R0[i] + b * w->R1[i]);
          Zv[i] = 0.5 * h * (w->R0[i] + w->R1[i]);
        }
      else if (c->kd == K_ODAE)
        {
          Yv[i] = hh * w->R0[i];
          Zv[i] = h * w->Rm[i];
        }
      else if (c->kd == K_I2)
        {
          Yv[i] = hh * w->Rm[i];
          Zv[i] = h * w->Rm[i];
        }
    }
  for (size_t i = 0; i < n; i++)
    {
      F[i] = y1[i] - x->y[i] - h * x->z[i]
        - hh * ((1 - 2 * be) * w->a0[i] + 2 * be * a1[i]) - Yv[i];
      F[n + i] = z1[i] - x->z[i] - h * ((1 - ga) * w->a0[i] + ga * a1[i]) - Zv[i];
      F[2 * n + i] = a1[i] - (1 - af) * w->f1[i] - af * w->f0[i];
    }
  double sg = 2.0 / (h * h), sv = 1.0 / h;
  if (c->kd == K_ODAE)
    {
      GP_TRY_CALLBACK (P->g (t1, y1, w->con, P->params));
      for (size_t i = 0; i < m; i++)
        F[3 * n + i] = sg * w->con[i];
      /* G = g_t + g_y z1 */
      GP_TRY_CALLBACK (P->g_jac (t1, y1, w->Gz, w->gt, P->params));
      gp_affine (w->Gz, z1, w->gt, F + 3 * n + m, m, n);
      for (size_t i = 0; i < m; i++)
        F[3 * n + m + i] *= sv;
    }
  else if (c->kd == K_I2)
    {
      GP_TRY_CALLBACK (P->k (t1, y1, z1, w->con, P->params));
      for (size_t i = 0; i < m; i++)
        F[3 * n + i] = sv * w->con[i];
    }
  if (!J)
    return 0;

  /* ---- Jacobian ---------------------------------------------------------- */
  memset (J, 0, N * N * sizeof (double));
  for (size_t i = 0; i < n; i++)
    {
      J[i * N + i] = 1.0;                          /* dEy/dy1 */
      J[i * N + 2 * n + i] = -2 * hh * be;          /* dEy/da1 */
      J[(n + i) * N + n + i] = 1.0;                 /* dEz/dz1 */
      J[(n + i) * N + 2 * n + i] = -h * ga;         /* dEz/da1 */
      J[(2 * n + i) * N + 2 * n + i] = 1.0;         /* dEa/da1 */
    }
  /* df1/dy1 = M1^-1 (Fapp_y - dM/dy f1), df1/dz1 = M1^-1 Fapp_z; Fapp = f - reaction
     at multiplier 0 */
  GP_TRY_CALLBACK (P->force_jac (t1, y1, z1, c->kd == K_ODAE ? w->zero : NULL,
                                 c->kd == K_I2 ? w->zero : NULL, w->Fy, w->Fz, NULL, NULL,
                                 P->params));
  GP_TRY_CALLBACK (P->reaction_jac (t1, y1, z1, c->kd == K_ODAE ? w->zero : NULL,
                                    c->kd == K_I2 ? w->zero : NULL, w->Ry, w->Rz, NULL, NULL,
                                    P->params));
  GP_TRY_CALLBACK (P->mass_dv (t1, y1, w->f1, w->dMv, P->params));
  for (size_t i = 0; i < n * n; i++)
    {
      w->Fy[i] -= w->Ry[i] + w->dMv[i];
      w->Fz[i] -= w->Rz[i];
    }
  lu_solve_block (w->LU1, d->piv1, n, w->Fy, n, w->col);
  lu_solve_block (w->LU1, d->piv1, n, w->Fz, n, w->col);
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++)
      {
        J[(2 * n + i) * N + j] = -(1 - af) * w->Fy[i * n + j];
        J[(2 * n + i) * N + n + j] = -(1 - af) * w->Fz[i * n + j];
      }
  if (c->kd == K_ODAE)
    {
      /* R0: depends on Lambda0 only */
      GP_TRY (reaction_jacs (c, t0, x->y, x->z, L0, NULL, w->LU0, d->piv0, NULL, NULL, w->Rl));
      double cy0 = c->midpoint ? hh : hh * (1 - b), cz0 = c->midpoint ? 0.0 : 0.5 * h;
      for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < m; j++)
          {
            J[i * N + 3 * n + j] = -cy0 * w->Rl[i * m + j];
            J[(n + i) * N + 3 * n + j] = -cz0 * w->Rl[i * m + j];
          }
      if (c->midpoint)
        {
          /* Rm: depends on z1 (through (z0 + z1)/2) and Lambdam; Z = h Rm */
          GP_TRY (reaction_jacs (c, tm, w->ym, w->zm, Lm, NULL, w->LUm, d->pivm, NULL, w->Rz,
                                 w->Rl));
          for (size_t i = 0; i < n; i++)
            {
              for (size_t j = 0; j < n; j++)
                J[(n + i) * N + n + j] -= h * 0.5 * w->Rz[i * n + j];
              for (size_t j = 0; j < m; j++)
                J[(n + i) * N + 3 * n + m + j] = -h * w->Rl[i * m + j];
            }
        }
      else
        {
          const double *yr = c->explicit_r1 ? w->y1r : y1;
          GP_TRY (reaction_jacs (c, t1, yr, z1, L1, w->R1, c->explicit_r1 ? w->LUm : w->LU1,
                                 c->explicit_r1 ? d->pivm : d->piv1,
                                 c->explicit_r1 ? NULL : w->Ry, w->Rz, w->Rl));
          for (size_t i = 0; i < n; i++)
            {
              for (size_t j = 0; j < n; j++)
                {
                  if (!c->explicit_r1)
                    {
                      J[i * N + j] -= hh * b * w->Ry[i * n + j];
                      J[(n + i) * N + j] -= 0.5 * h * w->Ry[i * n + j];
                    }
                  J[i * N + n + j] -= hh * b * w->Rz[i * n + j];
                  J[(n + i) * N + n + j] -= 0.5 * h * w->Rz[i * n + j];
                }
              for (size_t j = 0; j < m; j++)
                {
                  J[i * N + 3 * n + m + j] = -hh * b * w->Rl[i * m + j];
                  J[(n + i) * N + 3 * n + m + j] = -0.5 * h * w->Rl[i * m + j];
                }
            }
        }
      /* constraint rows: (2/h^2) g_y; (1/h) (G_y, g_y) */
      GP_TRY_CALLBACK (P->gv_jac (t1, y1, z1, w->Gy, w->gt, P->params));
      for (size_t i = 0; i < m; i++)
        for (size_t j = 0; j < n; j++)
          {
            J[(3 * n + i) * N + j] = sg * w->Gz[i * n + j];
            J[(3 * n + m + i) * N + j] = sv * w->Gy[i * n + j];
            J[(3 * n + m + i) * N + n + j] = sv * w->Gz[i * n + j];
          }
    }
  else if (c->kd == K_I2)
    {
      GP_TRY (reaction_jacs (c, tm, w->ym, w->zm, Lm, NULL, w->LUm, d->pivm, NULL, w->Rz, w->Rl));
      for (size_t i = 0; i < n; i++)
        {
          for (size_t j = 0; j < n; j++)
            {
              J[i * N + n + j] -= hh * 0.5 * w->Rz[i * n + j];
              J[(n + i) * N + n + j] -= h * 0.5 * w->Rz[i * n + j];
            }
          for (size_t j = 0; j < m; j++)
            {
              J[i * N + 3 * n + j] = -hh * w->Rl[i * m + j];
              J[(n + i) * N + 3 * n + j] = -h * w->Rl[i * m + j];
            }
        }
      GP_TRY_CALLBACK (P->k_jac (t1, y1, z1, w->Gy, w->Gz, w->gt, P->params));
      for (size_t i = 0; i < m; i++)
        for (size_t j = 0; j < n; j++)
          {
            J[(3 * n + i) * N + j] = sv * w->Gy[i * n + j];
            J[(3 * n + i) * N + n + j] = sv * w->Gz[i * n + j];
          }
    }
  return 0;
}

/* Everything that does not depend on the unknowns, and the Newton start. */
static int
prepare (step_ctx *c)
{
  gp_stepper *s = c->s;
  const gp_problem *P = gp_stepper_problem (s);
  const gp_state *x = c->x;
  ws *w = &c->w;
  size_t n = P->n, m = n_con (P);
  double h = c->h;
  GP_TRY (applied (P, x->t, x->y, x->z, w->LU0, c->d->piv0, w->f0));
  /* (2.3): a0 := f0 + (h / h_prev)(a0 - f0) when the step size changes */
  const double *hist = gp_stepper_history (s);
  double ratio = 1.0;
  if (gp_stepper_options (s)->step_fix == GP_STEPFIX_ON && hist && hist[0] != h)
    ratio = h / hist[0];
  for (size_t i = 0; i < n; i++)
    {
      w->a0[i] = ratio == 1.0 ? x->a[i] : w->f0[i] + ratio * (x->a[i] - w->f0[i]);
      w->y1r[i] = x->y[i] + h * x->z[i];
      w->ym[i] = x->y[i] + 0.5 * h * x->z[i];
    }
  memset (w->zero, 0, (n + m) * sizeof (double));
  /* start: the Newmark predictor with a1 = a0; multipliers from the state */
  double *u = w->u;
  for (size_t i = 0; i < n; i++)
    {
      u[i] = x->y[i] + h * x->z[i] + 0.5 * h * h * w->a0[i];
      u[n + i] = x->z[i] + h * w->a0[i];
      u[2 * n + i] = w->a0[i];
    }
  const double *mult = c->kd == K_I2 ? x->psi : x->lam;
  for (size_t r = 0; r < n_mult (P) / (m ? m : 1); r++)
    memcpy (u + 3 * n + r * m, mult, m * sizeof (double));
  return gp_all_finite (w->f0, n) && gp_all_finite (w->a0, n) ? GP_OK : GP_EFUNC;
}

static step_ctx
context (gp_stepper *s, const gp_coeffs *k, const gp_state *x, double h)
{
  step_ctx c;
  c.s = s;
  c.k = k;
  c.x = x;
  c.h = h;
  c.kd = kind_of (gp_stepper_problem (s));
  c.explicit_r1 = gp_stepper_options (s)->r1 == GP_R1_EXPLICIT;
  c.midpoint = gp_stepper_options (s)->midpoint;
  c.d = gp_stepper_data (s);
  c.w = layout (s);
  return c;
}

static int
step (gp_stepper *s, const gp_coeffs *k, double h, gp_state *x)
{
  const gp_problem *P = gp_stepper_problem (s);
  size_t n = P->n, m = n_con (P), N = 3 * n + n_mult (P);
  step_ctx c = context (s, k, x, h);
  int rc = prepare (&c);
  if (rc != GP_OK)
    {
      gp_stepper_set_message (s, "problem callback failed before Newton");
      return rc;
    }
  rc = gp_stepper_newton (s, residual, &c, c.w.u, NULL);
  if (rc != GP_OK)
    return rc;
  if (!gp_all_finite (c.w.u, N))
    {
      gp_stepper_set_message (s, "non-finite values after Newton");
      return GP_EFUNC;
    }
  if (c.kd != K_I2)
    {
      /* the local error estimate (theory/ada-estimate.md):
           le = C h^2 (a1 - a0) + (b/2 - 1/6) h^2 D,  C = beta - 1/6 + alpha/2,
         a0 after (2.3), D = r(t1, y1, z1, L) - r(t0, y0, z0, L) with the
         new multiplier L held fixed (h times the reaction's time
         derivative along the solution; b = 0 for the midpoint variant);
         gp_stepper_estimate projects it for hht-odae */
      double *le = gp_stepper_estimate_next (s);
      double C = k->beta - 1.0 / 6.0 + 0.5 * gp_coeffs_alpha (k);
      const double *a1 = c.w.u + 2 * n;
      for (size_t i = 0; i < n; i++)
        le[i] = C * h * h * (a1[i] - c.w.a0[i]);
      if (c.kd == K_ODAE && !gp_stepper_test_switches (s)->est_no_reaction)
        {
          const double *y1 = c.w.u, *z1 = c.w.u + n, *L = c.w.u + 3 * n + m;
          double bb = c.midpoint ? 0.0 : k->b, cr = (0.5 * bb - 1.0 / 6.0) * h * h;
          int erc = applied (P, x->t + h, y1, z1, c.w.LU1, c.d->piv1, c.w.f1);
          if (erc == GP_OK)
            erc = reaction_acc (P, K_ODAE, x->t + h, y1, z1, L, c.w.LU1, c.d->piv1, c.w.R1);
          if (erc == GP_OK)
            erc = reaction_acc (P, K_ODAE, x->t, x->y, x->z, L, c.w.LU0, c.d->piv0, c.w.R0);
          if (erc != GP_OK)
            {
              gp_stepper_set_message (s, "the reaction for the error estimate failed");
              return erc;
            }
          for (size_t i = 0; i < n; i++)
            le[i] += cr * (c.w.R1[i] - c.w.R0[i]);
        }
      gp_stepper_estimate_done (s);
    }
  x->t += h;
  memcpy (x->y, c.w.u, n * sizeof (double));
  memcpy (x->z, c.w.u + n, n * sizeof (double));
  memcpy (x->a, c.w.u + 2 * n, n * sizeof (double));
  if (c.kd == K_ODAE)
    {
      memcpy (x->lam, c.w.u + 3 * n + m, m * sizeof (double));
      if (x->L.len[GP_AUX])
        memcpy (x->aux, c.w.u + 3 * n, m * sizeof (double));
    }
  else if (c.kd == K_I2)
    memcpy (x->psi, c.w.u + 3 * n, m * sizeof (double));
  gp_stepper_history_next (s)[0] = h;
  return GP_OK;
}

/* the estimate of the HHT family: hht-odae, hht and newmark (not hht-i2,
   whose reaction at the midpoint enters y1 with a term of its own) */
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
  step_ctx c = context (s, k, x, h);
  int rc = prepare (&c);
  if (rc != GP_OK)
    return rc;
  return residual (c.w.u, gp_stepper_newton_residual (s), J, &c);
}

static size_t
aux_len (const gp_problem *P)
{
  return P->m_g;
}

/* the one step the four methods share */
#define HHT_STEP                                                        \
  .a_shift = a_shift, .a_of = a_of, .shape = shape, .alloc = alloc_data, \
  .free = free_data, .start = start, .step = step,                      \
  .iteration_matrix = iteration_matrix

const gp_method gp_method_hht_odae = {
  .name = "hht-odae",
  .description = "extended HHT-alpha for holonomic constraints, local multipliers "
                 "Lambda0, Lambda1 (seed 002, eq. 3.4; --r1 explicit: 3.5; --midpoint)",
  .options = GP_OPT_HHT_ALPHA | GP_OPT_B | GP_OPT_R1 | GP_OPT_MIDPOINT | GP_OPT_STEP_FIX
             | GP_OPT_NEWTON_TOL | GP_OPT_NEWTON_MODE
             | GP_OPT_FORCE_TIME,
  .blocks = 1u << GP_AUX,
  .aux_name = "Lambda0",
  .aux_len = aux_len,
  .hypotheses = hyp_odae,
  .supports = supports_odae,
  .has_estimate = has_estimate,
  HHT_STEP,
  .var_index = { [GP_Y] = 1, [GP_Z] = 1, [GP_A] = 2, [GP_LAM] = 3 },
  /* seed 002 Theorem 4.5: order 2 in y, z and a */
  .stated = { .theorem = "S002-4.5", .order = { [GP_Y] = 2, [GP_Z] = 2, [GP_A] = 2 } },
};

const gp_method gp_method_hht_i2 = {
  .name = "hht-i2",
  .description = "HHT-alpha for nonholonomic (index-2) constraints, multiplier at "
                 "t_n + h/2 (seed 002, section 6)",
  .options = GP_OPT_HHT_ALPHA | GP_OPT_STEP_FIX | GP_OPT_NEWTON_TOL | GP_OPT_NEWTON_MODE
             | GP_OPT_FORCE_TIME,
  .hypotheses = hyp_hht,
  .supports = supports_i2,
  HHT_STEP,
};

const gp_method gp_method_hht = {
  .name = "hht",
  .description = "HHT-alpha for problems without constraints (seed 002, eqs. 2.1-2.3)",
  .options = GP_OPT_HHT_ALPHA | GP_OPT_STEP_FIX | GP_OPT_NEWTON_TOL | GP_OPT_NEWTON_MODE
             | GP_OPT_FORCE_TIME,
  .hypotheses = hyp_hht,
  .supports = supports_ode,
  .has_estimate = has_estimate,
  HHT_STEP,
  .var_index = { [GP_Y] = 1, [GP_Z] = 1, [GP_A] = 2 },
};

/* Newmark is generalized-alpha with alpha_m = alpha_f = 0: beta and gamma
   come from the caller (gp_options_complete requires both) */
static void
newmark_defaults (gp_options *o)
{
  memset (&o->c, 0, sizeof o->c);
}

const gp_method gp_method_newmark = {
  .name = "newmark",
  .description = "Newmark (beta, gamma) for problems without constraints (seed 002, "
                 "section 2 with alpha = 0)",
  .options = GP_OPT_NEWMARK | GP_OPT_STEP_FIX | GP_OPT_NEWTON_TOL | GP_OPT_NEWTON_MODE
             | GP_OPT_FORCE_TIME,
  .hypotheses = hyp_newmark,
  .defaults = newmark_defaults,
  .supports = supports_ode,
  .has_estimate = has_estimate,
  HHT_STEP,
  .var_index = { [GP_Y] = 1, [GP_Z] = 1, [GP_A] = 1 },
};
