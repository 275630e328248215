/* ref_s002_hht.c -- C against Octave: the discrete solutions of the extended
 * HHT-alpha methods of seed 002 (Jay & Negrut 2007) from this library
 * (lib/gp_hht.c) and from the independent Octave implementation
 * (ref/ref_s002_hht.m; theory/ref-s002-hht.md) agree at every step of every
 * level: hht-odae (3.4), (3.5) (--r1 explicit) and the midpoint variant on
 * jn-test (alpha = -0.15, b = 0.3, h = 0.1, 0.05, 0.025), (3.4) with steps
 * h/3, 2h/3 and the correction (2.3) on and off (H = 0.1, 0.05), hht-i2 on
 * jay-nh (the same alpha and h), and (3.4) on jn-pendulum (alpha = -0.3,
 * b = 0, t in [0, 2], h = 0.02, 0.01).
 *
 * Yardstick.  The step system has the unknowns u = (y1, z1, a1, Lambda0,
 * Lambda1) (midpoint: Lambda_1/2 in Lambda1's place; hht-i2: (y1, z1, a1,
 * Psi)).  At every step the library's iteration matrix J gives the
 * componentwise rounding floor of the step solution, nu = 2 eps |J^-1| |J| |u|
 * (Skeel's bound for residual rows evaluated to relative eps; the row
 * scaling does not change it), taken per block as the largest entry.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "claims.h"
#include "ref_claims.h"
#define REF_PROBLEMS "*: jn-test,jay-nh,jn-pendulum"
#include "tap.h"
#include "vcommon.h"

#define ID "REF-S002-HHT"
#define NB 5                    /* blocks of u: y, z, a, Lambda0 | Psi, Lambda1 */
#define MAXU 24                 /* largest 3n + 2m of the problems, with room */
#define MAXN 8
#define NRUN 8                  /* tables; the last one is Octave-only */
#define NCMP 7                  /* tables compared with the library */
#define NLEV 18                 /* levels compared */
#define TOL_RERUN 1e-12
static const double EPS = 2.220446049250313e-16, ALG_GAIN = 2;

static const vc_mutant mutants[] = {
  { "alpha-plus-1e-6", "C3,C4,C5,C6,C7,C8,C9,C10,C11,C12,C13,C14,C15,C16,C17,C18,C19,C20,C21",
    "the library runs with alpha + 1e-6" },
  { "r1-implicit", "C3,C7,C8,C9",
    "the library runs the (3.5) levels with R1 = r(t1, y1, Lambda1), i.e. (3.4)" },
  { "step-fix-dropped", "C3,C13,C14",
    "the library runs the alternating steps without the correction (2.3) where the "
    "Octave vc_table has it" },
  { "row-shifted", "C4,C5,C6,C7,C8,C9,C10,C11,C12,C13,C14,C15,C16,C17,C18,C19,C20,C21",
    "each library step is compared with the Octave row of the next step" },
  { "lambda-lambda0-swapped", "C2,C4,C5,C6,C7,C8,C9,C10,C11,C12,C13,C14,C15,C16,C20,C21",
    "the hht-odae tables are read with their lambda and lambda0 columns exchanged" },
  { "newton-tol-0.1", "C3,C4,C5,C6,C7,C8,C9,C10,C11,C12,C13,C14,C15,C16,C17,C18,C19,C20,C21",
    "the library's Newton stops at a scaled increment of 0.1" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
enum { M_ALPHA, M_R1, M_FIX, M_SHIFT, M_SWAP, M_TOL };
static int mut = -1;

typedef struct
{
  const char *run;              /* ref_s002_hht RUN; vc_table s002_hht_RUN.dat */
  const gp_problem *P;
  const char *method;
  int explicit_r1, midpoint, alt, fix;
  double alpha, b, T;
  int L;
  double h[3];
} run_def;

static const run_def runs[NRUN] = {
  { "implicit", &gp_problem_jn_test, "hht-odae", 0, 0, 0, 0, -0.15, 0.3, 1, 3, { 0.1, 0.05, 0.025 } },
  { "explicit", &gp_problem_jn_test, "hht-odae", 1, 0, 0, 0, -0.15, 0.3, 1, 3, { 0.1, 0.05, 0.025 } },
  { "midpoint", &gp_problem_jn_test, "hht-odae", 0, 1, 0, 0, -0.15, 0.0, 1, 3, { 0.1, 0.05, 0.025 } },
  { "alt_fix_on", &gp_problem_jn_test, "hht-odae", 0, 0, 1, 1, -0.15, 0.3, 1, 2, { 0.1, 0.05 } },
  { "alt_fix_off", &gp_problem_jn_test, "hht-odae", 0, 0, 1, 0, -0.15, 0.3, 1, 2, { 0.1, 0.05 } },
  { "i2_jay_nh", &gp_problem_jay_nh, "hht-i2", 0, 0, 0, 0, -0.15, 0.0, 1, 3, { 0.1, 0.05, 0.025 } },
  { "pendulum", &gp_problem_jn_pendulum, "hht-odae", 0, 0, 0, 0, -0.3, 0.0, 2, 2, { 0.02, 0.01 } },
  /* jn-test written as index 2: the library's hht-i2 takes nonholonomic
     problems only, so this vc_table is checked for completeness and rerun */
  { "i2", &gp_problem_jn_test, "hht-i2", 0, 0, 0, 0, -0.15, 0.0, 1, 3, { 0.1, 0.05, 0.025 } },
};

static int
is_i2 (const run_def *D)
{
  return strcmp (D->method, "hht-i2") == 0;
}

/* multipliers per set: m_k for a nonholonomic problem, else m_g */
static size_t
mult_len (const run_def *D)
{
  return D->P->m_k ? D->P->m_k : D->P->m_g;
}

static size_t
n_unknowns (const run_def *D)
{
  return 3 * D->P->n + (is_i2 (D) ? 1 : 2) * mult_len (D);
}

static int
ncols (const run_def *D)
{
  return 4 + (int) n_unknowns (D);
}

/* blocks of u: offset and length */
static void
blocks (const run_def *D, size_t off[NB], size_t len[NB])
{
  size_t n = D->P->n, m = mult_len (D);
  size_t o[NB] = { 0, n, 2 * n, 3 * n, 3 * n + m };
  size_t l[NB] = { n, n, n, m, is_i2 (D) ? 0 : m };
  memcpy (off, o, sizeof o);
  memcpy (len, l, sizeof l);
}

static const char *
block_name (const run_def *D, int b)
{
  static const char *odae[NB] = { "y", "z", "a", "Lambda0", "lambda" };
  static const char *i2[NB] = { "y", "z", "a", "psi", "-" };
  return is_i2 (D) ? i2[b] : odae[b];
}

/* the reader of the lambda-lambda0-swapped variant */
static void
swap_lambdas (const run_def *D, vc_table *T)
{
  if (is_i2 (D))
    return;
  size_t n = D->P->n, m = mult_len (D), l1 = 4 + 3 * n, l0 = l1 + m;
  for (int r = 0; r < T->rows; r++)
    for (size_t i = 0; i < m; i++)
      {
        double *row = T->v + (size_t) r * (size_t) T->ncol;
        double t = row[l1 + i];
        row[l1 + i] = row[l0 + i];
        row[l0 + i] = t;
      }
}

static int
expected_rows (const run_def *D)
{
  int r = 0;
  for (int k = 0; k < D->L; k++)
    r += (int) lround (D->T / D->h[k]) * (D->alt ? 2 : 1) + 1;
  return r;
}

/* u in the library's order from a vc_table row (columns y z a lambda lambda0 |
   y z a psi) and from a state */
static void
u_of_row (const run_def *D, const double *row, double *u)
{
  size_t n = D->P->n, m = mult_len (D);
  memcpy (u, row + 4, 3 * n * sizeof (double));
  if (is_i2 (D))
    memcpy (u + 3 * n, row + 4 + 3 * n, m * sizeof (double));
  else
    {
      memcpy (u + 3 * n, row + 4 + 3 * n + m, m * sizeof (double));   /* Lambda0 */
      memcpy (u + 3 * n + m, row + 4 + 3 * n, m * sizeof (double));   /* Lambda1 */
    }
}

static void
u_of_state (const run_def *D, const gp_state *x, double *u)
{
  size_t n = D->P->n, m = mult_len (D);
  memcpy (u, x->y, n * sizeof (double));
  memcpy (u + n, x->z, n * sizeof (double));
  memcpy (u + 2 * n, x->a, n * sizeof (double));
  if (is_i2 (D))
    memcpy (u + 3 * n, x->psi, m * sizeof (double));
  else
    {
      memcpy (u + 3 * n, x->aux, m * sizeof (double));
      memcpy (u + 3 * n + m, x->lam, m * sizeof (double));
    }
}

/* ---- the step equations, written here from the problem's callbacks ------ */
/* v := M(t,y)^-1 v */
static void
solve_mass (const gp_problem *P, double t, const double *y, double *v)
{
  double M[MAXN * MAXN], Mi[MAXN * MAXN], w[MAXN];
  if (P->mass (t, y, M, P->params) || vc_inverse (M, Mi, P->n))
    tap_bail ("%s: mass matrix failed or singular at t = %g", P->name, t);
  vc_matvec (Mi, v, w, P->n, P->n);
  memcpy (v, w, P->n * sizeof (double));
}

/* f = M^-1 f_app */
static void
f_app (const gp_problem *P, double t, const double *y, const double *z, double *f)
{
  if (P->force_app (t, y, z, f, P->params))
    tap_bail ("%s: f_app failed at t = %g", P->name, t);
  solve_mass (P, t, y, f);
}

/* r = M^-1 reaction(t, y, z, multiplier) */
static void
r_acc (const run_def *D, double t, const double *y, const double *z, const double *u,
       double *r)
{
  const gp_problem *P = D->P;
  if (P->reaction (t, y, z, P->m_k ? NULL : u, P->m_k ? u : NULL, r, P->params))
    tap_bail ("%s: reaction failed at t = %g", P->name, t);
  solve_mass (P, t, y, r);
}

/* The residual of one step from (t0, y0, z0, a0) -- a0 already corrected by
   (2.3) where the method does -- at u, rows scaled as the library's:
   y-update, z-update, a-update, (2/h^2) g and (1/h)(g_t + g_y z1), or
   (1/h) k.  k holds the method's coefficients (alpha = -alpha_f). */
static void
step_residual (const run_def *D, const gp_coeffs *k, double t0, double h, const double *y0,
               const double *z0, const double *a0, const double *u, double *F)
{
  const gp_problem *P = D->P;
  size_t n = P->n, m = mult_len (D);
  double t1 = t0 + h, tm = t0 + 0.5 * h, hh = 0.5 * h * h;
  double al = -k->alpha_f, be = k->beta, ga = k->gamma, b = k->b;
  const double *y1 = u, *z1 = u + n, *a1 = u + 2 * n;
  double f0[MAXN], f1[MAXN], R0[MAXN], R1[MAXN], Rm[MAXN], Y[MAXN], Z[MAXN];
  double ym[MAXN], zm[MAXN], yt[MAXN], con[MAXN], gy[MAXN * MAXN], gt[MAXN];
  f_app (P, t0, y0, z0, f0);
  f_app (P, t1, y1, z1, f1);
  for (size_t i = 0; i < n; i++)
    {
      ym[i] = y0[i] + 0.5 * h * z0[i];
      zm[i] = 0.5 * (z0[i] + z1[i]);
      yt[i] = y0[i] + h * z0[i];
    }
  if (is_i2 (D))
    {
      r_acc (D, tm, ym, zm, u + 3 * n, Rm);
      for (size_t i = 0; i < n; i++)
        {
          Y[i] = hh * Rm[i];
          Z[i] = h * Rm[i];
        }
    }
  else
    {
      r_acc (D, t0, y0, z0, u + 3 * n, R0);
      if (D->midpoint)
        r_acc (D, tm, ym, zm, u + 3 * n + m, Rm);
      else
        r_acc (D, t1, D->explicit_r1 ? yt : y1, z1, u + 3 * n + m, R1);
      for (size_t i = 0; i < n; i++)
        {
          Y[i] = D->midpoint ? hh * R0[i] : hh * ((1 - b) * R0[i] + b * R1[i]);
          Z[i] = D->midpoint ? h * Rm[i] : 0.5 * h * (R0[i] + R1[i]);
        }
    }
  for (size_t i = 0; i < n; i++)
    {
      F[i] = y1[i] - y0[i] - h * z0[i] - hh * ((1 - 2 * be) * a0[i] + 2 * be * a1[i]) - Y[i];
      F[n + i] = z1[i] - z0[i] - h * ((1 - ga) * a0[i] + ga * a1[i]) - Z[i];
      F[2 * n + i] = a1[i] - (1 + al) * f1[i] + al * f0[i];
    }
  if (is_i2 (D))
    {
      if (P->m_k)
        {
          if (P->k (t1, y1, z1, con, P->params))
            tap_bail ("%s: k failed", P->name);
        }
      else
        {
          /* not reached: the library takes nonholonomic problems only */
          tap_bail ("%s: hht-i2 comparison needs a nonholonomic problem", P->name);
        }
      for (size_t i = 0; i < m; i++)
        F[3 * n + i] = con[i] / h;
    }
  else
    {
      if (P->g (t1, y1, con, P->params) || P->g_jac (t1, y1, gy, gt, P->params))
        tap_bail ("%s: g or g_y failed", P->name);
      for (size_t i = 0; i < m; i++)
        {
          double v = gt[i];
          for (size_t j = 0; j < n; j++)
            v += gy[i * n + j] * z1[j];
          F[3 * n + i] = 2 * con[i] / (h * h);
          F[3 * n + m + i] = v / h;
        }
    }
}

/* a0 as the step uses it: (2.3) after a step of another size, when on */
static void
a0_used (const run_def *D, double t0, double h, double hprev, const double *y0,
         const double *z0, const double *a0, double *out)
{
  size_t n = D->P->n;
  double f0[MAXN];
  memcpy (out, a0, n * sizeof (double));
  if (!D->fix || !(hprev > 0) || hprev == h)
    return;
  f_app (D->P, t0, y0, z0, f0);
  for (size_t i = 0; i < n; i++)
    out[i] = f0[i] + (h / hprev) * (a0[i] - f0[i]);
}

/* Largest |J^-1 F|_i / nu_i of one code's step from its previous values */
static double
defect (const run_def *D, const gp_coeffs *k, double t0, double h, double hprev,
        const double *uold, const double *unew, const double *Ji, const double *nu)
{
  size_t n = D->P->n, N = n_unknowns (D);
  double a0[MAXN], F[MAXU], d[MAXU], r = 0;
  a0_used (D, t0, h, hprev, uold, uold + n, uold + 2 * n, a0);
  step_residual (D, k, t0, h, uold, uold + n, a0, unew, F);
  vc_matvec (Ji, F, d, N, N);
  for (size_t i = 0; i < N; i++)
    r = fmax (r, fabs (d[i]) / nu[i]);
  return r;
}

/* ---- one level: the library's run, row by row against the table -------- */
typedef struct
{
  const run_def *D;
  const vc_table *ref;
  gp_stepper *s;
  gp_coeffs k;                  /* the method the claims are about */
  gp_state *prev;               /* the library's previous state */
  double uprev_c[MAXU];
  const double *oprev;
  double tprev, hprev;
  int level, row;
  double diff[NB], rel[NB], nu[NB], kappa_y;
  double def_o, def_c;
  double J[MAXU * MAXU], Ji[MAXU * MAXU];
} cmp_ctx;

static int
compare_row (const gp_state *x, long n, long Nsteps, void *vctx)
{
  cmp_ctx *c = vctx;
  const run_def *D = c->D;
  const vc_table *R = c->ref;
  size_t N = n_unknowns (D), off[NB], len[NB];
  blocks (D, off, len);
  if (c->row >= R->rows)
    tap_bail ("%s: the vc_table ends before level %d step %ld", D->run, c->level, n);
  const double *o_ = R->v + (size_t) c->row++ * (size_t) R->ncol;
  if ((int) o_[0] != c->level || (long) o_[2] != n || o_[3] != x->t)
    tap_bail ("%s: vc_table row %d is level %g step %g t %.17g, want %d %ld %.17g", D->run,
              c->row - 1, o_[0], o_[2], o_[3], c->level, n, x->t);
  double uc[MAXU], uo[MAXU], ucmp[MAXU];
  u_of_state (D, x, uc);
  u_of_row (D, o_, uo);
  u_of_row (D, mut == M_SHIFT && n < Nsteps ? o_ + R->ncol : o_, ucmp);
  for (int b = 0; b < NB; b++)
    for (size_t i = off[b]; i < off[b] + len[b]; i++)
      {
        double d = fabs (uc[i] - ucmp[i]);
        c->diff[b] = fmax (c->diff[b], d);
        c->rel[b] = fmax (c->rel[b], d / (1 + fabs (ucmp[i])));
      }

  if (n > 0)
    {
      /* the floor from the library's iteration matrix of this step */
      double h = x->t - c->tprev, nu[MAXU], Jx[MAXU], uo_old[MAXU];
      if (gp_stepper_iteration_matrix (c->s, h, c->prev, c->J) != GP_OK
          || vc_inverse (c->J, c->Ji, N))
        tap_bail ("%s: no iteration matrix at t = %g", D->run, x->t);
      for (size_t i = 0; i < N; i++)
        {
          Jx[i] = 0;
          for (size_t j = 0; j < N; j++)
            Jx[i] += fabs (c->J[i * N + j]) * fabs (uc[j]);
        }
      for (size_t i = 0; i < N; i++)
        {
          nu[i] = 0;
          for (size_t j = 0; j < N; j++)
            nu[i] += fabs (c->Ji[i * N + j]) * Jx[j];
          nu[i] *= 2 * EPS;
        }
      /* the block floors: the largest component floor of the step */
      double yn = 0;
      for (int b = 0; b < NB; b++)
        {
          double nb = 0;
          for (size_t i = off[b]; i < off[b] + len[b]; i++)
            nb = fmax (nb, nu[i]);
          for (size_t i = off[b]; i < off[b] + len[b]; i++)
            nu[i] = nb;
          c->nu[b] = fmax (c->nu[b], nb);
        }
      for (size_t i = 0; i < len[0]; i++)
        yn = fmax (yn, fabs (uc[i]));
      c->kappa_y = fmax (c->kappa_y, nu[0] / (2 * EPS * yn));
      c->def_c = fmax (c->def_c, defect (D, &c->k, c->tprev, h, c->hprev, c->uprev_c, uc,
                                         c->Ji, nu));
      u_of_row (D, c->oprev, uo_old);
      c->def_o = fmax (c->def_o, defect (D, &c->k, c->oprev[3], o_[3] - c->oprev[3],
                                         c->hprev, uo_old, uo, c->Ji, nu));
      c->hprev = h;
    }
  memcpy (c->uprev_c, uc, N * sizeof (double));
  gp_state_copy (c->prev, x);
  c->tprev = x->t;
  c->oprev = o_;
  return 0;
}

static void
options_of (const run_def *D, int mutated, gp_options *o)
{
  char why[256];
  gp_options_default (o);
  if (gp_coeffs_hht (D->alpha + (mutated && mut == M_ALPHA ? 1e-6 : 0.0), &o->c, why,
                     sizeof why))
    tap_bail ("%s", why);
  o->c.b = D->b;
  o->r1 = D->explicit_r1 && !(mutated && mut == M_R1) ? GP_R1_EXPLICIT : GP_R1_IMPLICIT;
  o->midpoint = D->midpoint;
  /* constant steps: no correction, so that an h that differs from the last
     one in its last bit leaves a0 as the paper's constant-step method does */
  o->step_fix = D->fix && !(mutated && mut == M_FIX) ? GP_STEPFIX_ON : GP_STEPFIX_OFF;
  if (mutated && mut == M_TOL)
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

static void
m_tables (void)
{
  /* C1: the committed tables */
  int ok = 1;
  for (int r = 0; r < NRUN; r++)
    {
      const run_def *D = &runs[r];
      char path[2048];
      snprintf (path, sizeof path, "%s/s002_hht_%s.dat", dir, D->run);
      int rows = vc_read_table (path, ncols (D), &ref[r]), expect = expected_rows (D);
      tap_diag ("%s: %d rows of %d columns (want %d rows)", path, rows, ncols (D), expect);
      ok = ok && rows == expect;
      if (mut == M_SWAP && rows > 0)
        swap_lambdas (D, &ref[r]);
    }
  vc_report ("C1", ok, " %s/s002_hht_*.dat are complete and finite", dir);
  tables_bad = !ok;
}

static void
m_runs (void)
{
  if (tables_bad)
    tap_bail ("no usable reference (run `make ref`)");
  /* the runs: C2, C3 over all of them, C4-C21 one per level */
  double def_o = 0, def_c = 0, ratio[NLEV], lh[NLEV];
  long steps[NLEV];
  const run_def *lrun[NLEV];
  int lev = 0;
  for (int r = 0; r < NCMP; r++)
    {
      const run_def *D = &runs[r];
      const gp_method *M = gp_method_by_name (D->method);
      if (!M)
        tap_bail ("the library has no method %s", D->method);
      if (n_unknowns (D) > MAXU || D->P->n > MAXN)
        tap_bail ("%s: too large for this program", D->run);
      static cmp_ctx cc;
      for (int k = 0; k < D->L; k++, lev++)
        {
          gp_options o, otrue;
          options_of (D, 1, &o);
          options_of (D, 0, &otrue);
          memset (&cc, 0, sizeof cc);
          cc.D = D;
          cc.ref = &ref[r];
          cc.k = otrue.c;
          cc.hprev = -1;
          cc.s = vc_stepper (M, D->P, &o, NULL);
          gp_state *x = gp_stepper_state_alloc (cc.s);
          cc.prev = gp_stepper_state_alloc (cc.s);
          if (!x || !cc.prev)
            tap_bail ("out of memory");
          cc.level = k;
          for (int j = 0; j < k; j++)
            cc.row += (int) lround (D->T / D->h[j]) * (D->alt ? 2 : 1) + 1;
          gp_steps S = { D->alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM, D->h[k], NULL, 0 };
          gp_run run;
          if (gp_integrate (cc.s, &S, D->T, x, 0, compare_row, &cc, &run) != GP_OK)
            tap_bail ("%s h=%g step %ld failed: %s", D->run, D->h[k], run.fail_step,
                      gp_stepper_message (cc.s));
          size_t off[NB], len[NB];
          blocks (D, off, len);
          double acc = 4 * ((double) run.steps + ALG_GAIN);
          ratio[lev] = 0;
          for (int b = 0; b < NB; b++)
            {
              if (!len[b])
                continue;
              double bound = acc * cc.nu[b];
              ratio[lev] = fmax (ratio[lev], cc.diff[b] / bound);
              tap_diag ("%s h=%g %-7s max |C - Octave| %.3g, bound %.3g (ratio %.3g); max "
                        "|C - Octave| / (1 + |Octave|) %.3g", D->run, D->h[k],
                        block_name (D, b), cc.diff[b], bound, cc.diff[b] / bound, cc.rel[b]);
            }
          char nul[64] = "";
          if (!is_i2 (D))
            snprintf (nul, sizeof nul, ", nu_lambda %.3g", cc.nu[4]);
          tap_diag ("%s h=%g floors: nu_y %.3g (kappa_y = nu_y / (2 eps |y|) = %.3g), nu_z "
                    "%.3g, nu_a %.3g, nu_%s %.3g%s; defect / floor: Octave %.3g, C %.3g",
                    D->run, D->h[k], cc.nu[0], cc.kappa_y, cc.nu[1], cc.nu[2],
                    block_name (D, 3), cc.nu[3], nul, cc.def_o, cc.def_c);
          def_o = fmax (def_o, cc.def_o);
          def_c = fmax (def_c, cc.def_c);
          steps[lev] = run.steps;
          lrun[lev] = D;
          lh[lev] = D->h[k];
          gp_state_free (x);
          gp_state_free (cc.prev);
          gp_stepper_free (cc.s);
        }
    }
  if (lev != NLEV)
    tap_bail ("internal: %d levels, want %d", lev, NLEV);
  vc_report ("C2", def_o, "%s", "");
  vc_report ("C3", def_c, "%s", "");
  for (int l = 0; l < lev; l++)
    {
      const run_def *D = lrun[l];
      const char *what = is_i2 (D) ? "hht-i2" : D->midpoint ? "hht-odae midpoint"
        : D->explicit_r1 ? "hht-odae (3.5)" : "hht-odae (3.4)";
      char grid[64];
      if (D->alt)
        snprintf (grid, sizeof grid, "H=%g (h/3, 2h/3; (2.3) %s)", lh[l], D->fix ? "on" : "off");
      else
        snprintf (grid, sizeof grid, "h=%g", lh[l]);
      char cid[16];
      snprintf (cid, sizeof cid, "C%d", l + 4);
      if (!vc_variant ())
        vc_on (D->P, "%s", "");
      vc_report (cid, ratio[l], " %ld steps of %s %s/%s in y, z, a and the multipliers (largest "
                 "|u_C - u_O| / B_block)", steps[l], grid, what, D->P->name);
    }
}

/* C22: the Octave rerun */
static void
m_rerun (void)
{
  char cmd[4096], out[1024];
  const char *octave = want_rerun ? vc_octave_rerun (out, sizeof out) : NULL;
  if (!want_rerun)
    vc_report_skip ("C22", "not requested (--rerun-octave)", " references");
  else if (!octave)
    vc_report_skip ("C22", "Octave not installed", " references");
  else
    {
      char path[2048];
      double d = 0;
      for (int r = 0; r < NRUN; r++)
        {
          snprintf (cmd, sizeof cmd, "ref_s002_hht('%s', '%s/s002_hht_%s.dat')", runs[r].run,
                    out, runs[r].run);
          int rc = vc_octave_eval (octave, out, cmd);
          snprintf (path, sizeof path, "%s/s002_hht_%s.dat", out, runs[r].run);
          vc_table again;
          int rr = rc == 0 ? vc_read_table (path, ncols (&runs[r]), &again) : -1;
          if (mut == M_SWAP && rr > 0)
            swap_lambdas (&runs[r], &again);
          d = fmax (d, rr == ref[r].rows ? vc_table_diff (&again, &ref[r]) : (double) INFINITY);
          tap_diag ("rerun: %s (exit %d, %d rows)", path, rc, rr);
          free (again.v);
        }
      vc_report ("C22", d, " committed references");
    }
}

static void
finish (void)
{
  for (int r = 0; r < NRUN; r++)
    free (ref[r].v);
}

#define EQS "the hht-odae / hht-i2 step equations to the rounding floor (largest |J^-1 F| / floor)"
static const vc_claim claims[] = {
  REF_TABLES ("C1"),
  REF_SOLVES ("C2", "Octave", EQS),
  REF_SOLVES ("C3", "library", EQS),
  REF_AGREE ("C4"), REF_AGREE ("C5"), REF_AGREE ("C6"), REF_AGREE ("C7"), REF_AGREE ("C8"),
  REF_AGREE ("C9"), REF_AGREE ("C10"), REF_AGREE ("C11"), REF_AGREE ("C12"), REF_AGREE ("C13"),
  REF_AGREE ("C14"), REF_AGREE ("C15"), REF_AGREE ("C16"), REF_AGREE ("C17"), REF_AGREE ("C18"),
  REF_AGREE ("C19"), REF_AGREE ("C20"), REF_AGREE ("C21"),
  REF_RERUN ("C22"),
};

REF_MAIN (claims)
