/* ref_s004_nh_newmark.c -- C against Octave: the discrete solutions of the
 * nonholonomic Newmark methods of seed 004 (Def. 3.1, the explicit form of
 * Prop 3.8, the composition eq. 18 with substeps h/2 and h, the triple jump
 * of Remark 3.10) from this library (lib/gp_nh_newmark.c) and from the
 * independent Octave implementation (ref/ref_s004_nh_newmark.m;
 * theory/ref-s004-nh-newmark.md) agree at every step of every level, in
 * q, v, a (= a1), psi (= psi1) and the step's start values a0, psi0 (of the
 * last substep): nine runs on nh-particle, nh-chaotic, rolling-disk and cvt.
 *
 * Yardstick.  A step of size h is S substeps (1; 2 for the half
 * composition; 6 for the triple jump), substep s the nh-newmark step
 * Phi^{ad_s}_{h_s} with unknowns x_s = (q, v, a0, a1, psi0, psi1) from
 * x_{s-1} (x_0: the previous row's q, v).  The program writes the step
 * equations E(x_1..x_S) = 0 from the problem callbacks (M, f, k), rows
 * scaled as the Octave code's.  The rows give x_S; x_1..x_{S-1}, which no
 * table holds, are solved here from each code's previous row.  With K the
 * Jacobian of the whole system (central differences; only its size
 * matters), the componentwise rounding floor of the step solution is
 * nu = 2 eps |K^-1| |K| |x| (Skeel's bound for rows evaluated to relative
 * eps), taken per block of x_S as the largest entry.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "claims.h"
#include "ref_claims.h"
#define REF_PROBLEMS "C14: rolling-disk; *: nh-particle,nh-chaotic,rolling-disk,cvt"
#include "tap.h"
#include "vcommon.h"

#define ID "REF-S004-NHNM"
#define NRUN 9
#define MAXL 3
#define MAXN 7
#define MAXM 2
#define MAXU (4 * MAXN + 2 * MAXM)      /* unknowns of one substep */
#define MAXS 6                          /* substeps of one step (triple jump) */
#define MAXV (MAXS * MAXU)
#define MAXC (4 + 4 * MAXN + 2 * MAXM)  /* table columns */
#define NB 6                            /* compared blocks: q v a psi a_start psi_start */
#define TOL_RERUN 1e-12
static const double EPS = 2.220446049250313e-16, ALG_GAIN = 2;

static const vc_mutant mutants[] = {
  { "disc-swapped", "C3,C8",
    "the library runs disc 15 where the table has 14, and back (the two differ only "
    "where mu is not affine in q: rolling-disk)" },
  { "order-swapped", "C3,C9,C10,C11,C12",
    "the library's compositions run the other factor order: alpha_d and 1 - alpha_d "
    "exchanged" },
  { "alpha-d-flip", "C3,C6,C8,C9,C10,C11,C12",
    "the library's test switch nh_alpha_d_flip: each factor's discrete constraint with "
    "1 - alpha_d" },
  { "comp-same", "C3,C9,C10,C11,C12",
    "the library's test switch nh_comp_same: both factors Phi^{alpha_d}" },
  { "explicit-h", "C3,C7", "the library's test switch nh_explicit_h: Prop 3.8's first "
    "constraint at v0 + h a0" },
  { "tj-c1", "C3,C12", "the library's test switch nh_tj_c1: c1 = 1/(2 - 2^(1/2))" },
  { "aux-swapped", "C2,C4,C5,C6,C7,C8,C9,C10,C11,C12",
    "the tables are read with a and a_start exchanged" },
  { "row-shifted", "C4,C5,C6,C7,C8,C9,C10,C11,C12",
    "each library step is compared with the Octave row of the next step" },
  { "newton-tol-0.1", "C3,C5,C6,C8,C10,C12",
    "the library's Newton stops at a scaled increment of 0.1 (nh-particle and cvt with "
    "beta 0 have step systems linear in the unknowns: one iteration is exact)" },
  { "floor-unchecked", "C14",
    "the library's test switch floor_unchecked: Newton accepts a stall below its floor "
    "estimate without the residual test (the rule before the fix C14 records)" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
enum { M_DISC, M_ORDER, M_FLIP, M_SAME, M_EXPH, M_TJC1, M_AUX, M_SHIFT, M_TOL, M_FLOOR };
static int mut = -1;

enum { C_NONE, C_HALF, C_FULL, C_TJ };
enum { P_PARTICLE, P_CHAOTIC, P_DISK, P_CVT };

typedef struct
{
  const char *run;              /* ref_s004_nh_newmark RUN; table s004_nh_newmark_RUN.dat */
  int prob, comp;
  double beta, gamma, ad;
  gp_disc disc;
  gp_nhsolve solve;
  gp_comporder order;
  int L;
  double h[MAXL];
} run_def;

#define LEV3 3, { 0.1, 0.05, 0.025 }
static const run_def runs[NRUN] = {
  { "particle_d14", P_PARTICLE, C_NONE, 0, 0.5, 0.5, GP_DISC_14, GP_NHSOLVE_NEWTON, GP_COMP_18, LEV3 },
  { "chaotic_d15_b16", P_CHAOTIC, C_NONE, 1.0 / 6, 0.5, 0.5, GP_DISC_15, GP_NHSOLVE_NEWTON,
    GP_COMP_18, LEV3 },
  { "chaotic_dla", P_CHAOTIC, C_NONE, 0, 0.5, 0, GP_DISC_14, GP_NHSOLVE_NEWTON, GP_COMP_18, LEV3 },
  { "chaotic_explicit", P_CHAOTIC, C_NONE, 0, 0.5, 0, GP_DISC_14, GP_NHSOLVE_EXPLICIT,
    GP_COMP_18, LEV3 },
  { "rolling_disk", P_DISK, C_NONE, 0.1, 0.6, 0.25, GP_DISC_14, GP_NHSOLVE_NEWTON, GP_COMP_18,
    LEV3 },
  { "cvt_comp_half", P_CVT, C_HALF, 0, 0.5, 0, GP_DISC_14, GP_NHSOLVE_NEWTON, GP_COMP_18, LEV3 },
  { "chaotic_comp_rev", P_CHAOTIC, C_HALF, 0, 0.5, 0.25, GP_DISC_15, GP_NHSOLVE_NEWTON,
    GP_COMP_REVERSED, LEV3 },
  { "particle_comp_full", P_PARTICLE, C_FULL, 0, 0.5, 0, GP_DISC_14, GP_NHSOLVE_NEWTON,
    GP_COMP_18, LEV3 },
  { "chaotic_tj", P_CHAOTIC, C_TJ, 0, 0.5, 0, GP_DISC_14, GP_NHSOLVE_NEWTON, GP_COMP_18,
    2, { 0.1, 0.05 } },
};

static const char *block_name[NB] = { "q", "v", "a", "psi", "a_start", "psi_start" };

static gp_cvt_params cvt_par;
static gp_problem cvt_eps;

static const gp_problem *
problem_of (const run_def *D)
{
  switch (D->prob)
    {
    case P_PARTICLE:
      return &gp_problem_nh_particle;
    case P_CHAOTIC:
      return &gp_problem_nh_chaotic;
    case P_DISK:
      return &gp_problem_rolling_disk;
    default:
      cvt_par = gp_cvt_default_params;
      cvt_par.epsilon = 0.1;
      cvt_eps = gp_problem_cvt;
      cvt_eps.params = &cvt_par;
      return &cvt_eps;
    }
}

static const gp_method *
method_of (const run_def *D)
{
  return D->comp == C_NONE ? &gp_method_nh_newmark
    : D->comp == C_TJ ? &gp_method_nh_newmark_tj : &gp_method_nh_newmark_comp;
}

/* the table layout: level h n t q v a psi a_start psi_start */
typedef struct
{
  size_t n, m, U, ncol;
  int col[NB], len[NB];
  int xoff[NB];                 /* the blocks' offsets in x = (q, v, a0, a1, psi0, psi1) */
} layout;

static layout
layout_of (const gp_problem *P)
{
  layout l;
  size_t n = P->n, m = P->m_k;
  l.n = n;
  l.m = m;
  l.U = 4 * n + 2 * m;
  l.ncol = 4 + 4 * n + 2 * m;
  int c = 4;
  int lens[NB] = { (int) n, (int) n, (int) n, (int) m, (int) n, (int) m };
  int xo[NB] = { 0, (int) n, (int) (3 * n), (int) (4 * n + m), (int) (2 * n), (int) (4 * n) };
  for (int b = 0; b < NB; b++)
    {
      l.col[b] = c;
      l.len[b] = lens[b];
      l.xoff[b] = xo[b];
      c += lens[b];
    }
  return l;
}

static int
expected_rows (const run_def *D)
{
  int r = 0;
  for (int k = 0; k < D->L; k++)
    r += (int) lround (1.0 / D->h[k]) + 1;
  return r;
}

/* the aux-swapped reader: a and a_start exchanged */
static void
swap_aux (vc_table *T, const layout *l)
{
  for (int r = 0; r < T->rows; r++)
    for (size_t i = 0; i < l->n; i++)
      {
        double *row = T->v + (size_t) r * l->ncol, t = row[l->col[2] + i];
        row[l->col[2] + i] = row[l->col[4] + i];
        row[l->col[4] + i] = t;
      }
}

/* ---- the step system, written here from the callbacks ------------------ */
typedef struct
{
  int S;
  double t[MAXS], h[MAXS], ad[MAXS];
} plan;

/* the substeps of step number j (from 1) of size h from t0 */
static void
plan_of (const run_def *D, long j, double t0, double h, plan *p)
{
  double first = D->order == GP_COMP_18 ? 1 - D->ad : D->ad;
  double second = D->order == GP_COMP_18 ? D->ad : 1 - D->ad;
  switch (D->comp)
    {
    case C_NONE:
    case C_FULL:
      p->S = 1;
      p->t[0] = t0;
      p->h[0] = h;
      p->ad[0] = D->comp == C_NONE ? D->ad : j % 2 ? first : second;
      break;
    case C_HALF:
      p->S = 2;
      p->h[0] = p->h[1] = 0.5 * h;
      p->t[0] = t0;
      p->t[1] = t0 + 0.5 * h;
      p->ad[0] = first;
      p->ad[1] = second;
      break;
    default:
      {
        double c2r = cbrt (2.0), c1 = 1 / (2 - c2r), c2 = -c2r / (2 - c2r);
        double cs[3] = { c1, c2, c1 }, t = t0;
        p->S = 6;
        for (int i = 0; i < 3; i++)
          {
            for (int k = 0; k < 2; k++)
              {
                p->t[2 * i + k] = t + k * 0.5 * cs[i] * h;
                p->h[2 * i + k] = 0.5 * cs[i] * h;
                p->ad[2 * i + k] = k ? D->ad : 1 - D->ad;
              }
            t += cs[i] * h;
          }
      }
    }
}

typedef struct
{
  const run_def *D;
  const gp_problem *P;
  layout l;
  plan p;
  double q0[MAXN], v0[MAXN];
} sys;

static void
cb_fail (const char *what, double t)
{
  tap_bail ("%s failed at t = %.17g", what, t);
}

/* E_s: substep s of the plan from (qp, vp) with unknowns x (U values) */
static void
sub_eqs (const sys *S, int s, const double *qp, const double *vp, const double *x, double *E)
{
  const gp_problem *P = S->P;
  size_t n = S->l.n, m = S->l.m;
  double t0 = S->p.t[s], h = S->p.h[s], ad = S->p.ad[s], t1 = t0 + h;
  double be = S->D->beta, ga = S->D->gamma;
  const double *q = x, *v = x + n, *a0 = x + 2 * n, *a1 = x + 3 * n, *p0 = x + 4 * n,
    *p1 = x + 4 * n + m;
  double M[MAXN * MAXN], f[MAXN], Ma[MAXN], w[MAXN], qm[MAXN], k[MAXM], k2[MAXM];
  for (size_t i = 0; i < n; i++)
    {
      E[i] = (q[i] - qp[i] - h * vp[i]
              - 0.5 * h * h * ((1 - 2 * be) * a0[i] + 2 * be * a1[i])) / (h * h);
      E[n + i] = (v[i] - vp[i] - h * ((1 - ga) * a0[i] + ga * a1[i])) / h;
      w[i] = (q[i] - qp[i]) / h;
      qm[i] = (1 - ad) * qp[i] + ad * q[i];
    }
  for (int e = 0; e < 2; e++)
    {
      double te = e ? t1 : t0;
      const double *qe = e ? q : qp, *ve = e ? v : vp, *ae = e ? a1 : a0, *pe = e ? p1 : p0;
      if (P->mass (te, qe, M, P->params))
        cb_fail ("mass", te);
      if (P->force (te, qe, ve, NULL, pe, f, P->params))
        cb_fail ("force", te);
      vc_matvec (M, ae, Ma, n, n);
      for (size_t i = 0; i < n; i++)
        E[(2 + e) * n + i] = Ma[i] - f[i];
    }
  if (S->D->disc == GP_DISC_14)
    {
      if (P->k (t0 + ad * h, qm, w, k, P->params))
        cb_fail ("k", t0);
      for (size_t i = 0; i < m; i++)
        E[4 * n + i] = k[i] / h;
    }
  else
    {
      if (P->k (t0, qp, w, k, P->params) || P->k (t1, q, w, k2, P->params))
        cb_fail ("k", t0);
      for (size_t i = 0; i < m; i++)
        E[4 * n + i] = ((1 - ad) * k[i] + ad * k2[i]) / h;
    }
  if (P->k (t1, q, v, k, P->params))
    cb_fail ("k", t1);
  for (size_t i = 0; i < m; i++)
    E[4 * n + m + i] = k[i] / h;
}

/* the whole step system at X = (x_1, ..., x_S) */
static void
step_eqs (const sys *S, const double *X, double *E)
{
  size_t U = S->l.U, n = S->l.n;
  for (int s = 0; s < S->p.S; s++)
    {
      const double *qp = s ? X + (s - 1) * U : S->q0, *vp = s ? X + (s - 1) * U + n : S->v0;
      sub_eqs (S, s, qp, vp, X + s * U, E + s * U);
    }
}

/* central-difference Jacobian of F (N values of N unknowns) */
typedef void eqs_fn (const sys *S, int s, const double *base, const double *x, double *E);

static void
eqs_sub (const sys *S, int s, const double *base, const double *x, double *E)
{
  sub_eqs (S, s, base, base + S->l.n, x, E);
}

static void
eqs_all (const sys *S, int s, const double *base, const double *x, double *E)
{
  (void) s;
  (void) base;
  step_eqs (S, x, E);
}

static void
fd_jacobian (const sys *S, eqs_fn *F, int s, const double *base, const double *x, size_t N,
             double *K)
{
  static double w[MAXV], Ep[MAXV], Em[MAXV];
  for (size_t j = 0; j < N; j++)
    {
      double d = 1e-6 * (1 + fabs (x[j]));
      memcpy (w, x, N * sizeof (double));
      w[j] = x[j] + d;
      F (S, s, base, w, Ep);
      w[j] = x[j] - d;
      F (S, s, base, w, Em);
      for (size_t i = 0; i < N; i++)
        K[i * N + j] = (Ep[i] - Em[i]) / (2 * d);
    }
}

/* Substep s from (qp, vp) by Newton (difference Jacobian), started as both
   codes start it: from the previous a1, psi1 (ap, pp) */
static void
solve_sub (const sys *S, int s, const double *qp, const double *vp, const double *ap,
           const double *pp, double *x)
{
  size_t n = S->l.n, m = S->l.m, U = S->l.U;
  double h = S->p.h[s], base[2 * MAXN], J[MAXU * MAXU], Ji[MAXU * MAXU], E[MAXU], dx[MAXU];
  memcpy (base, qp, n * sizeof (double));
  memcpy (base + n, vp, n * sizeof (double));
  for (size_t i = 0; i < n; i++)
    {
      x[i] = qp[i] + h * vp[i] + 0.5 * h * h * ap[i];
      x[n + i] = vp[i] + h * ap[i];
      x[2 * n + i] = x[3 * n + i] = ap[i];
    }
  for (size_t i = 0; i < m; i++)
    x[4 * n + i] = x[4 * n + m + i] = pp[i];
  double sprev = (double) INFINITY;
  for (int it = 0; it < 60; it++)
    {
      eqs_sub (S, s, base, x, E);
      fd_jacobian (S, eqs_sub, s, base, x, U, J);
      if (vc_inverse (J, Ji, U))
        tap_bail ("singular substep Jacobian at t = %.17g", S->p.t[s]);
      vc_matvec (Ji, E, dx, U, U);
      double sc = 0;
      for (size_t i = 0; i < U; i++)
        {
          x[i] -= dx[i];
          sc = fmax (sc, fabs (dx[i]) / (1 + fabs (x[i])));
        }
      if (sc <= 1e-16 || (sc <= 1e-9 && sc > 0.5 * sprev))
        return;
      sprev = sc;
    }
  tap_bail ("the program's substep Newton did not converge at t = %.17g", S->p.t[s]);
}

/* X = (x_1..x_S) of a code: its row's x_S, the intermediate substeps solved
   from its previous row */
static void
fill_x (const sys *S, const double *prev, const double *row, double *X)
{
  const layout *l = &S->l;
  size_t n = l->n, m = l->m, U = l->U;
  const double *qp = prev + l->col[0], *vp = prev + l->col[1], *ap = prev + l->col[2],
    *pp = prev + l->col[3];
  for (int s = 0; s + 1 < S->p.S; s++)
    {
      double *x = X + s * U;
      solve_sub (S, s, qp, vp, ap, pp, x);
      qp = x;
      vp = x + n;
      ap = x + 3 * n;
      pp = x + 4 * n + m;
    }
  double *x = X + (S->p.S - 1) * U;
  for (int b = 0; b < NB; b++)
    memcpy (x + l->xoff[b], row + l->col[b], (size_t) l->len[b] * sizeof (double));
}

/* K, its inverse and the floor nu (every entry) at X; 1 if K is singular */
static int
floor_try (const sys *S, const double *X, double *Ki, double *nu)
{
  static double K[MAXV * MAXV], Kv[MAXV];
  size_t N = S->p.S * S->l.U;
  fd_jacobian (S, eqs_all, 0, NULL, X, N, K);
  if (vc_inverse (K, Ki, N))
    return 1;
  for (size_t i = 0; i < N; i++)
    {
      Kv[i] = 0;
      for (size_t j = 0; j < N; j++)
        Kv[i] += fabs (K[i * N + j]) * fabs (X[j]);
    }
  for (size_t i = 0; i < N; i++)
    {
      nu[i] = 0;
      for (size_t j = 0; j < N; j++)
        nu[i] += fabs (Ki[i * N + j]) * Kv[j];
      nu[i] *= 2 * EPS;
    }
  return 0;
}

static void
floor_of (const sys *S, const double *X, double *Ki, double *nu)
{
  if (floor_try (S, X, Ki, nu))
    tap_bail ("singular step Jacobian at t = %.17g", S->p.t[0]);
}

/* largest |K^-1 E(X)|_i / nb_i over the last substep's unknowns */
static double
defect (const sys *S, const double *X, const double *Ki, const double *nb)
{
  static double E[MAXV], d[MAXV];
  size_t N = S->p.S * S->l.U, o = (S->p.S - 1) * S->l.U;
  step_eqs (S, X, E);
  vc_matvec (Ki, E, d, N, N);
  double r = 0;
  for (size_t i = o; i < N; i++)
    r = fmax (r, fabs (d[i]) / nb[i - o]);
  return r;
}

/* ---- C14: the library's accepted steps with gamma = 2 beta -------------- */
static void options_of (const run_def *D, const gp_method *M, gp_options *o);

static const run_def degenerate =
  { "gamma_2beta", P_DISK, C_NONE, 0.3, 0.6, 0.25, GP_DISC_14, GP_NHSOLVE_NEWTON, GP_COMP_18,
    1, { 0.1 } };

typedef struct
{
  const gp_problem *P;
  layout l;
  double prev[MAXC], first;
} degen_ctx;

static int
degen_row (const gp_state *x, long n, long Nsteps, void *vctx)
{
  static double X[MAXV], Ki[MAXV * MAXV], nu[MAXV];
  degen_ctx *c = vctx;
  const layout *l = &c->l;
  double row[MAXC];
  (void) Nsteps;
  row[0] = row[1] = 0;
  row[2] = (double) n;
  row[3] = x->t;
  memcpy (row + l->col[0], x->y, l->n * sizeof (double));
  memcpy (row + l->col[1], x->z, l->n * sizeof (double));
  memcpy (row + l->col[2], x->a, l->n * sizeof (double));
  memcpy (row + l->col[3], x->psi, l->m * sizeof (double));
  memcpy (row + l->col[4], x->aux, (l->n + l->m) * sizeof (double));
  if (n > 0)
    {
      sys S;
      S.D = &degenerate;
      S.P = c->P;
      S.l = *l;
      plan_of (&degenerate, n, c->prev[3], x->t - c->prev[3], &S.p);
      memcpy (S.q0, c->prev + l->col[0], l->n * sizeof (double));
      memcpy (S.v0, c->prev + l->col[1], l->n * sizeof (double));
      fill_x (&S, c->prev, row, X);
      if (floor_try (&S, X, Ki, nu))
        {
          tap_diag ("gamma = 2 beta: step %ld (t = %g) accepted, step Jacobian singular", n,
                    x->t);
          return 1;
        }
      double nb[MAXU];
      for (int b = 0; b < NB; b++)
        {
          double mx = 0;
          for (int i = 0; i < l->len[b]; i++)
            mx = fmax (mx, nu[(size_t) l->xoff[b] + (size_t) i]);
          for (int i = 0; i < l->len[b]; i++)
            nb[l->xoff[b] + i] = mx;
        }
      double d = defect (&S, X, Ki, nb);
      tap_diag ("gamma = 2 beta: step %ld (t = %g) accepted, |K^-1 E| / floor %.3g, psi1 = "
                "(%.3g, %.3g)", n, x->t, d, x->psi[0], x->psi[1]);
      if (n == 1)
        c->first = d;
    }
  memcpy (c->prev, row, sizeof row);
  return 0;
}

/* C14: gamma = 2 beta, the first step the library accepts */
static void
m_degenerate (void)
{
  const gp_problem *P = problem_of (&degenerate);
  const gp_method *M = method_of (&degenerate);
  gp_options o;
  options_of (&degenerate, M, &o);
  static degen_ctx c;
  memset (&c, 0, sizeof c);
  c.P = P;
  c.l = layout_of (P);
  char why[256];
  gp_stepper *s = gp_stepper_alloc (M, P, &o, why, sizeof why);
  long accepted = 0;
  if (s)
    {
      gp_test_switches sw = { 0 };
      sw.floor_unchecked = mut == M_FLOOR;
      gp_stepper_set_test_switches (s, &sw);
      gp_state *x = gp_stepper_state_alloc (s);
      if (!x)
        tap_bail ("out of memory");
      gp_steps St = { GP_STEPS_UNIFORM, degenerate.h[0], NULL, 0 };
      gp_run run;
      int rc = gp_integrate (s, &St, 1.0, x, 0, degen_row, &c, &run);
      accepted = run.steps;
      tap_diag ("gamma = 2 beta: %s after %ld accepted steps%s%s", rc == GP_OK ? "ran to t = 1"
                : "stopped", accepted, rc == GP_OK ? "" : ": ", rc == GP_OK ? ""
                : gp_stepper_message (s));
      tap_diag ("gamma = 2 beta, library statistics: %ld solves, %ld accepted at the rounding "
                "floor, %ld unconverged", gp_stepper_stats (s)->newton_solves,
                gp_stepper_stats (s)->floor_accepts, gp_stepper_stats (s)->unconverged);
      gp_state_free (x);
      gp_stepper_free (s);
    }
  else
    tap_diag ("gamma = 2 beta: refused: %s", why);
  vc_report ("C14", c.first, "%s", "");
  (void) accepted;
}

/* ---- one level: the library's run, row by row against the table -------- */
typedef struct
{
  const run_def *D;
  const gp_problem *P;
  const vc_table *ref;
  layout l;
  int level, row;
  double cprev[MAXC];           /* the library's previous row */
  double diff[NB], nub[NB], def_o, def_c;
} cmp_ctx;

static void
row_of_state (const gp_state *x, long n, const cmp_ctx *c, double *row)
{
  const layout *l = &c->l;
  row[0] = c->level;
  row[1] = c->D->h[c->level];
  row[2] = (double) n;
  row[3] = x->t;
  memcpy (row + l->col[0], x->y, l->n * sizeof (double));
  memcpy (row + l->col[1], x->z, l->n * sizeof (double));
  memcpy (row + l->col[2], x->a, l->n * sizeof (double));
  memcpy (row + l->col[3], x->psi, l->m * sizeof (double));
  memcpy (row + l->col[4], x->aux, (l->n + l->m) * sizeof (double));
}

static int
compare_row (const gp_state *x, long n, long Nsteps, void *vctx)
{
  static double Xc[MAXV], Xo[MAXV], Ki[MAXV * MAXV], nu[MAXV];
  cmp_ctx *c = vctx;
  const run_def *D = c->D;
  const vc_table *R = c->ref;
  const layout *l = &c->l;
  if (c->row >= R->rows)
    tap_bail ("%s: the table ends before level %d step %ld", D->run, c->level, n);
  const double *o_ = R->v + (size_t) c->row++ * l->ncol;
  if ((int) o_[0] != c->level || (long) o_[2] != n || o_[3] != x->t)
    tap_bail ("%s: table row %d is level %g step %g t %.17g, want %d %ld %.17g", D->run,
              c->row - 1, o_[0], o_[2], o_[3], c->level, n, x->t);
  double cr[MAXC];
  row_of_state (x, n, c, cr);
  const double *ocmp = mut == M_SHIFT && n < Nsteps ? o_ + l->ncol : o_;
  for (int b = 0; b < NB; b++)
    {
      if (n == 0 && b >= 4)
        continue;               /* the library's start values exist after the first step */
      for (int i = 0; i < l->len[b]; i++)
        c->diff[b] = fmax (c->diff[b], fabs (cr[l->col[b] + i] - ocmp[l->col[b] + i]));
    }
  if (n > 0)
    {
      const double *op = o_ - l->ncol;
      sys S;
      S.D = D;
      S.P = c->P;
      S.l = *l;
      plan_of (D, n, c->cprev[3], x->t - c->cprev[3], &S.p);
      size_t U = l->U, last = (S.p.S - 1) * U;
      memcpy (S.q0, c->cprev + l->col[0], l->n * sizeof (double));
      memcpy (S.v0, c->cprev + l->col[1], l->n * sizeof (double));
      fill_x (&S, c->cprev, cr, Xc);
      floor_of (&S, Xc, Ki, nu);
      /* block maxima of the floor of x_S: per compared block over the level,
         per unknown block for the defects */
      double nb[MAXU];
      for (int b = 0; b < NB; b++)
        {
          double mx = 0;
          for (int i = 0; i < l->len[b]; i++)
            mx = fmax (mx, nu[last + (size_t) l->xoff[b] + (size_t) i]);
          c->nub[b] = fmax (c->nub[b], mx);
          for (int i = 0; i < l->len[b]; i++)
            nb[l->xoff[b] + i] = mx;
        }
      c->def_c = fmax (c->def_c, defect (&S, Xc, Ki, nb));
      /* the Octave row from its own previous row (same t0, h, plan) */
      memcpy (S.q0, op + l->col[0], l->n * sizeof (double));
      memcpy (S.v0, op + l->col[1], l->n * sizeof (double));
      fill_x (&S, op, o_, Xo);
      c->def_o = fmax (c->def_o, defect (&S, Xo, Ki, nb));
    }
  memcpy (c->cprev, cr, sizeof cr);
  return 0;
}

static void
options_of (const run_def *D, const gp_method *M, gp_options *o)
{
  gp_options_for (M, o);
  o->c.alpha_m = o->c.alpha_f = 0;
  o->c.beta = D->beta;
  o->c.gamma = D->gamma;
  o->c.alpha_d = D->ad;
  o->disc = D->disc;
  if (mut == M_DISC)
    o->disc = D->disc == GP_DISC_14 ? GP_DISC_15 : GP_DISC_14;
  o->nh_solve = D->solve;
  o->comp_order = D->order;
  if (mut == M_ORDER)
    o->comp_order = D->order == GP_COMP_18 ? GP_COMP_REVERSED : GP_COMP_18;
  o->substeps = D->comp == C_FULL ? GP_SUBSTEPS_FULL : GP_SUBSTEPS_HALF;
  gp_options_keep_read (M, o);   /* comp_order and substeps are the compositions' */
  if (mut == M_TOL)
    o->newton_tol = 0.1;
}

static int want_rerun, tables_bad;
static const char *dir;
static vc_table ref[NRUN];

static void
setup (int mutant)
{
  mut = mutant;
  dir = vc_ref_data_dir ();
}

/* C1: the committed tables */
static void
m_tables (void)
{
  int ok = 1;
  for (int r = 0; r < NRUN; r++)
    {
      char path[2048];
      layout l = layout_of (problem_of (&runs[r]));
      snprintf (path, sizeof path, "%s/s004_nh_newmark_%s.dat", dir, runs[r].run);
      int rows = vc_read_table (path, (int) l.ncol, &ref[r]), expect = expected_rows (&runs[r]);
      tap_diag ("%s: %d rows of %zu columns (want %d rows)", path, rows, l.ncol, expect);
      ok = ok && rows == expect;
      if (mut == M_AUX && rows > 0)
        swap_aux (&ref[r], &l);
    }
  vc_report ("C1", ok, " %s/s004_nh_newmark_*.dat are complete and finite", dir);
  tables_bad = !ok;
}

/* C2-C12: every run, level by level, against its table */
static void
m_runs (void)
{
  if (tables_bad)
    tap_bail ("no usable reference (run `make ref`)");
  double def_o = 0, def_c = 0, ratio[NRUN];
  long steps[NRUN];
  for (int r = 0; r < NRUN; r++)
    {
      const run_def *D = &runs[r];
      const gp_problem *P = problem_of (D);
      const gp_method *M = method_of (D);
      static cmp_ctx cc;
      ratio[r] = 0;
      steps[r] = 0;
      int row0 = 0;
      for (int k = 0; k < D->L; k++)
        {
          gp_options o;
          options_of (D, M, &o);
          gp_test_switches sw;
          memset (&sw, 0, sizeof sw);
          sw.nh_alpha_d_flip = mut == M_FLIP;
          sw.nh_comp_same = mut == M_SAME;
          sw.nh_explicit_h = mut == M_EXPH;
          sw.nh_tj_c1 = mut == M_TJC1;
          memset (&cc, 0, sizeof cc);
          cc.D = D;
          cc.P = P;
          cc.ref = &ref[r];
          cc.l = layout_of (P);
          cc.level = k;
          cc.row = row0;
          gp_stepper *s = vc_stepper (M, P, &o, &sw);
          gp_state *x = gp_stepper_state_alloc (s);
          if (!x)
            tap_bail ("out of memory");
          gp_steps St = { GP_STEPS_UNIFORM, D->h[k], NULL, 0 };
          gp_run run;
          if (gp_integrate (s, &St, 1.0, x, 0, compare_row, &cc, &run) != GP_OK)
            tap_bail ("%s h=%g step %ld failed: %s", D->run, D->h[k], run.fail_step,
                      gp_stepper_message (s));
          row0 = cc.row;
          double acc = 4 * ((double) run.steps + ALG_GAIN), lr = 0;
          char line[1024];
          int len = 0;
          for (int b = 0; b < NB; b++)
            {
              double bound = acc * cc.nub[b];
              lr = fmax (lr, cc.diff[b] / bound);
              len += snprintf (line + len, sizeof line - (size_t) len, " %s %.2g/%.2g",
                               block_name[b], cc.diff[b], bound);
            }
          tap_diag ("%s h=%g (%ld steps): |C - Octave| / bound:%s; ratio %.3g; defect / "
                    "floor: Octave %.3g, C %.3g", D->run, D->h[k], run.steps, line, lr,
                    cc.def_o, cc.def_c);
          ratio[r] = fmax (ratio[r], lr);
          steps[r] += run.steps;
          def_o = fmax (def_o, cc.def_o);
          def_c = fmax (def_c, cc.def_c);
          gp_state_free (x);
          gp_stepper_free (s);
        }
    }
  vc_report ("C2", def_o, "%s", "");
  vc_report ("C3", def_c, "%s", "");
  for (int r = 0; r < NRUN; r++)
    {
      const run_def *D = &runs[r];
      static const char *compn[] = { "single step", "composition h/2", "composition h",
                                     "triple jump" };
      char cid[16];
      snprintf (cid, sizeof cid, "C%d", r + 4);
      if (!vc_variant ())
        vc_on (problem_of (D), "%s", "");
      vc_report (cid, ratio[r], " %ld steps of %s (%s, %s%s, beta %g, gamma %g, alpha_d %g, "
                 "disc %d%s) in q, v, a, psi, a_start, psi_start (largest |v_C - v_O| / "
                 "B_block)", steps[r], D->run,
                 problem_of (D)->name, compn[D->comp],
                 D->comp == C_HALF || D->comp == C_FULL
                 ? (D->order == GP_COMP_18 ? " order 18" : " reversed") : "",
                 D->beta, D->gamma, D->ad, D->disc == GP_DISC_14 ? 14 : 15,
                 D->solve == GP_NHSOLVE_EXPLICIT ? ", explicit form" : "");
    }
}

/* C13: the Octave rerun */
static void
m_rerun (void)
{
  char cmd[4096], out[1024];
  const char *octave = want_rerun ? vc_octave_rerun (out, sizeof out) : NULL;
  if (!want_rerun)
    vc_report_skip ("C13", "not requested (--rerun-octave)", " references");
  else if (!octave)
    vc_report_skip ("C13", "Octave not installed", " references");
  else
    {
      char path[2048];
      double d = 0;
      for (int r = 0; r < NRUN; r++)
        {
          layout l = layout_of (problem_of (&runs[r]));
          snprintf (cmd, sizeof cmd, "ref_s004_nh_newmark('%s', '%s/s004_nh_newmark_%s.dat')",
                    runs[r].run, out, runs[r].run);
          int rc = vc_octave_eval (octave, out, cmd);
          snprintf (path, sizeof path, "%s/s004_nh_newmark_%s.dat", out, runs[r].run);
          vc_table again = { 0, 0, NULL };
          int rr = rc == 0 ? vc_read_table (path, (int) l.ncol, &again) : -1;
          if (mut == M_AUX && rr > 0)
            swap_aux (&again, &l);
          d = fmax (d, rr == ref[r].rows ? vc_table_diff (&again, &ref[r]) : (double) INFINITY);
          tap_diag ("rerun: %s (exit %d, %d rows)", path, rc, rr);
          free (again.v);
        }
      vc_report ("C13", d, " committed references");
    }
}

static void
finish (void)
{
  for (int r = 0; r < NRUN; r++)
    free (ref[r].v);
}

#define EQS "the nh-newmark step equations (Def. 3.1, substeps of eq. 18 and the triple jump) " \
  "to the rounding floor (largest |K^-1 E| / floor)"
static const vc_claim claims[] = {
  REF_TABLES ("C1"),
  REF_SOLVES ("C2", "Octave", EQS),
  REF_SOLVES ("C3", "library", EQS),
  REF_AGREE ("C4"), REF_AGREE ("C5"), REF_AGREE ("C6"), REF_AGREE ("C7"), REF_AGREE ("C8"),
  REF_AGREE ("C9"), REF_AGREE ("C10"), REF_AGREE ("C11"), REF_AGREE ("C12"),
  REF_RERUN ("C13"),
  { .id = "C14", .skip = REF_OCTAVE_SKIP, .measure = m_degenerate, .check = VC_LE, .target = 1,
    .text = "with gamma = 2 beta (rolling-disk, beta 0.3, gamma 0.6, alpha_d 0.25, h = 0.1) the "
    "first step, if the library accepts it, solves its step equations to the rounding floor "
    "(|K^-1 E| / floor)" },
};

REF_MAIN (claims)
