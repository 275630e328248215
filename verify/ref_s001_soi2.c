/* ref_s001_soi2.c -- C against Octave: the discrete solutions of the
 * generalized-alpha-SOI2 method (seed 001 eq. 14) from this library
 * (lib/gp_ga_soi2.c) and from the independent Octave implementation
 * (ref/ref_s001_soi2.m; theory/ref-s001-soi2.md) agree at every step of every
 * level, in y, z, a, lambda, psi and the step's auxiliary a~, lambda~, psi~:
 * soi2-test, CH(0.2), t in [0, 1]; constant steps with M_alpha previous and
 * explicit, a_alpha = a0, exact and Lunk-Simeon's (10); steps H/3, 2H/3 with
 * the corrections (15)-(16) on, off and printed (M_alpha previous), on with
 * M_alpha explicit, and on for variant B of the problem.
 *
 * Yardstick.  One step is the system E(v) = 0 in all its unknowns
 * v = (y1, z~1, z1, a, a~, lambda, lambda~, psi, psi~), written here from the
 * problem callbacks (M, f, g, g_y, k), rows scaled as the Octave code's (the
 * bound does not depend on the scaling).  With K its Jacobian (central
 * differences; only its size matters), the componentwise rounding floor of
 * the step solution is nu = 2 eps |K^-1| |K| |v| (Skeel's bound for rows
 * evaluated to relative eps), taken per block as the largest entry.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "soi2_test.h"
#include "claims.h"
#include "ref_claims.h"
#define REF_PROBLEMS "*: soi2-test"
#include "tap.h"
#include "vcommon.h"

#define ID "REF-S001-SOI2"
#define NRUN 9
#define NCOL 16                 /* level h n t y(2) z(2) a(2) lambda psi at(2) lamt psit */
#define NV 14                   /* unknowns of the full step system (n = 2, m_g = m_k = 1) */
#define NB 8                    /* compared blocks: y z a lambda psi a~ lambda~ psi~ */
#define MAXL 4
#define TOL_RERUN 1e-12
static const double EPS = 2.220446049250313e-16, ALG_GAIN = 2;

static const vc_mutant mutants[] = {
  { "step-fix-printed", "C3,C6,C9,C12",
    "the library runs the step_fix on levels with step_fix printed (no factor alpha)" },
  { "m-alpha-swapped", "C3,C4,C5,C6,C7,C8,C9,C10,C11,C12",
    "the library runs M_alpha explicit where the table has previous, and back" },
  { "alt-assignment", "C3,C4,C5,C6,C7,C8,C9,C10,C11,C12",
    "the library's soi2_alt_assignment switch: y1, z~1 from a, z1 from a~" },
  { "a-init-a0", "C10,C11",
    "the library starts the lunk_simeon and exact runs from a_alpha = a0" },
  { "aux-swapped", "C2,C4,C5,C6,C7,C8,C9,C10,C11,C12",
    "the tables are read with a and a~ exchanged" },
  { "row-shifted", "C4,C5,C6,C7,C8,C9,C10,C11,C12",
    "each library step is compared with the Octave row of the next step" },
  { "newton-tol-0.1", "C3,C4,C5,C6,C7,C8,C9,C10,C11,C12",
    "the library's Newton stops at a scaled increment of 0.1" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
enum { M_PRINTED, M_MALPHA, M_ALT, M_AINIT, M_AUX, M_SHIFT, M_TOL };
static int mut = -1;

typedef struct
{
  const char *run;              /* ref_s001_soi2 RUN; table s001_soi2_RUN.dat */
  int alt;
  gp_malpha m_alpha;
  gp_ainit a_init;
  gp_stepfix fix;
  int variant;
  int L;
  double h[MAXL];
} run_def;

#define CONST3 3, { 0.1, 0.05, 0.025 }
#define ALT4 4, { 0.2, 0.1, 0.05, 0.025 }
static const run_def runs[NRUN] = {
  { "const_previous", 0, GP_MALPHA_PREVIOUS, GP_AINIT_A0, GP_STEPFIX_OFF, 0, CONST3 },
  { "const_explicit", 0, GP_MALPHA_EXPLICIT, GP_AINIT_A0, GP_STEPFIX_OFF, 0, CONST3 },
  { "alt_on", 1, GP_MALPHA_PREVIOUS, GP_AINIT_A0, GP_STEPFIX_ON, 0, ALT4 },
  { "alt_off", 1, GP_MALPHA_PREVIOUS, GP_AINIT_A0, GP_STEPFIX_OFF, 0, ALT4 },
  { "alt_printed", 1, GP_MALPHA_PREVIOUS, GP_AINIT_A0, GP_STEPFIX_PRINTED, 0, ALT4 },
  { "alt_on_explicit", 1, GP_MALPHA_EXPLICIT, GP_AINIT_A0, GP_STEPFIX_ON, 0, ALT4 },
  { "lunk_simeon", 0, GP_MALPHA_PREVIOUS, GP_AINIT_LUNK_SIMEON, GP_STEPFIX_OFF, 0, CONST3 },
  { "exact", 0, GP_MALPHA_PREVIOUS, GP_AINIT_EXACT, GP_STEPFIX_OFF, 0, CONST3 },
  { "variant_b", 1, GP_MALPHA_PREVIOUS, GP_AINIT_A0, GP_STEPFIX_ON, 1, ALT4 },
};

static const char *block_name[NB] = { "y", "z", "a", "lambda", "psi", "a~", "lambda~", "psi~" };
/* the table columns of each block */
static const int bcol[NB] = { 4, 6, 8, 10, 11, 12, 14, 15 };
static const int blen[NB] = { 2, 2, 2, 1, 1, 2, 1, 1 };
/* the entries of v (y1 zt z1 a at lam lamt psi psit) of each block */
static const int bv[NB] = { 0, 4, 6, 10, 12, 8, 11, 13 };

static gp_soi2_test_params par_b = { 1 };

static int
expected_rows (const run_def *D)
{
  int r = 0;
  for (int k = 0; k < D->L; k++)
    r += (int) lround (1.0 / D->h[k]) * (D->alt ? 2 : 1) + 1;
  return r;
}

/* the aux-swapped reader */
static void
swap_aux (vc_table *T)
{
  for (int r = 0; r < T->rows; r++)
    for (int i = 0; i < 2; i++)
      {
        double *row = T->v + (size_t) r * NCOL, t = row[8 + i];
        row[8 + i] = row[12 + i];
        row[12 + i] = t;
      }
}

/* ---- one step's equations, written here from the callbacks ------------- */
/* What a step needs besides its unknowns, and the history that builds it:
   the h, a_alpha and M_alpha a_alpha the previous step used, and its
   product M_{1+alpha} a_{1+alpha} */
typedef struct
{
  int have;
  double hp, ap[2], Tp[2], Pp[2];
} history;

typedef struct
{
  const gp_problem *P;
  gp_coeffs k;
  double t0, h, y0[2], z0[2], lam0, psi0, aus[2], T[2], M1[4], f0[2];
} step_in;

static void
mass (const gp_problem *P, double t, const double *y, double *M)
{
  if (P->mass (t, y, M, P->params))
    tap_bail ("mass failed at t = %g", t);
}

static void
force (const gp_problem *P, double t, const double *y, const double *z, double lam,
       double psi, double *f)
{
  if (P->force (t, y, z, &lam, &psi, f, P->params))
    tap_bail ("force failed at t = %g", t);
}

/* The step from the previous row (t0, y0, z0, a, lambda0, psi0) of a code
   with its history: M_{1+alpha}, f0, a_alpha after (15), T = M_alpha a_alpha
   (after (16) when it is the stored product) -- the rules of eq. 14 and
   catalogue 2.5 */
static void
step_setup (const run_def *D, const gp_problem *P, const gp_coeffs *k, const history *Hs,
            const double *prev, double h, step_in *s)
{
  double al = gp_coeffs_alpha (k), yp[2], Ma[4];
  s->P = P;
  s->k = *k;
  s->t0 = prev[3];
  s->h = h;
  memcpy (s->y0, prev + 4, sizeof s->y0);
  memcpy (s->z0, prev + 6, sizeof s->z0);
  s->lam0 = prev[10];
  s->psi0 = prev[11];
  for (int i = 0; i < 2; i++)
    yp[i] = s->y0[i] + h * (1 + al) * s->z0[i];
  mass (P, s->t0 + (1 + al) * h, yp, s->M1);
  force (P, s->t0, s->y0, s->z0, s->lam0, s->psi0, s->f0);
  double c = 0;
  if (Hs->have && h != Hs->hp && D->fix != GP_STEPFIX_OFF)
    c = (h / Hs->hp - 1) * (D->fix == GP_STEPFIX_ON ? al : 1.0);
  for (int i = 0; i < 2; i++)
    s->aus[i] = prev[8 + i] + (c != 0 ? c * (prev[8 + i] - Hs->ap[i]) : 0.0);
  if (D->m_alpha == GP_MALPHA_PREVIOUS && Hs->have)
    for (int i = 0; i < 2; i++)
      s->T[i] = Hs->Pp[i] + (c != 0 ? c * (Hs->Pp[i] - Hs->Tp[i]) : 0.0);
  else
    {
      for (int i = 0; i < 2; i++)
        yp[i] = s->y0[i] + h * al * s->z0[i];
      mass (P, s->t0 + al * h, yp, Ma);
      vc_matvec (Ma, s->aus, s->T, 2, 2);
    }
}

static void
history_update (history *Hs, const step_in *s, const double *a_new)
{
  Hs->have = 1;
  Hs->hp = s->h;
  memcpy (Hs->ap, s->aus, sizeof Hs->ap);
  memcpy (Hs->Tp, s->T, sizeof Hs->Tp);
  vc_matvec (s->M1, a_new, Hs->Pp, 2, 2);
}

/* E(v), v = (y1, zt, z1, a, at, lam, lamt, psi, psit) */
static void
step_eqs (const step_in *s, const double *v, double *E)
{
  const gp_problem *P = s->P;
  const double *y1 = v, *zt = v + 2, *z1 = v + 4, *a = v + 6, *at = v + 8;
  double h = s->h, t1 = s->t0 + h, be = s->k.beta, ga = s->k.gamma;
  double am = s->k.alpha_m, af = s->k.alpha_f, f[2], Ma[2], gy[2], gt[1], con[1];
  for (int i = 0; i < 2; i++)
    {
      E[i] = (y1[i] - s->y0[i] - h * s->z0[i]
              - 0.5 * h * h * ((1 - 2 * be) * s->aus[i] + 2 * be * at[i])) / (h * h);
      E[2 + i] = (zt[i] - s->z0[i] - h * ((1 - ga) * s->aus[i] + ga * at[i])) / h;
      E[4 + i] = (z1[i] - s->z0[i] - h * ((1 - ga) * s->aus[i] + ga * a[i])) / h;
    }
  for (int q = 0; q < 2; q++)
    {
      const double *A = q ? at : a;
      force (P, t1, y1, z1, v[10 + q], v[12 + q], f);
      vc_matvec (s->M1, A, Ma, 2, 2);
      for (int i = 0; i < 2; i++)
        E[6 + 2 * q + i] = (1 - am) * Ma[i] + am * s->T[i] - (1 - af) * f[i] - af * s->f0[i];
    }
  if (P->g (t1, y1, con, P->params) || P->g_jac (t1, y1, gy, gt, P->params))
    tap_bail ("g failed at t = %g", t1);
  E[10] = con[0] / (h * h);
  E[11] = (gt[0] + gy[0] * z1[0] + gy[1] * z1[1]) / h;
  for (int q = 0; q < 2; q++)
    {
      if (P->k (t1, y1, q ? z1 : zt, con, P->params))
        tap_bail ("k failed at t = %g", t1);
      E[12 + q] = con[0] / h;
    }
}

/* v of a table row (the step's end) with z~1 rebuilt from a~ */
static void
v_of_row (const step_in *s, const double *row, double *v)
{
  double h = s->h, ga = s->k.gamma;
  memcpy (v, row + 4, 2 * sizeof (double));                    /* y1 */
  for (int i = 0; i < 2; i++)
    v[2 + i] = s->z0[i] + h * ((1 - ga) * s->aus[i] + ga * row[12 + i]);
  memcpy (v + 4, row + 6, 2 * sizeof (double));                /* z1 */
  memcpy (v + 6, row + 8, 2 * sizeof (double));                /* a */
  memcpy (v + 8, row + 12, 2 * sizeof (double));               /* at */
  v[10] = row[10];
  v[11] = row[14];
  v[12] = row[11];
  v[13] = row[15];
}

/* K = dE/dv by central differences, its inverse, and the floor nu (per
   entry, then the block maxima of the compared blocks in nub) */
static void
floor_of (const step_in *s, const double *v, double *Ki, double *nu)
{
  double K[NV * NV], w[NV], Ep[NV], Em[NV];
  for (int j = 0; j < NV; j++)
    {
      double d = 1e-6 * (1 + fabs (v[j]));
      memcpy (w, v, sizeof w);
      w[j] = v[j] + d;
      step_eqs (s, w, Ep);
      w[j] = v[j] - d;
      step_eqs (s, w, Em);
      for (int i = 0; i < NV; i++)
        K[i * NV + j] = (Ep[i] - Em[i]) / (2 * d);
    }
  if (vc_inverse (K, Ki, NV))
    tap_bail ("singular step Jacobian at t = %g", s->t0 + s->h);
  double Kv[NV];
  for (int i = 0; i < NV; i++)
    {
      Kv[i] = 0;
      for (int j = 0; j < NV; j++)
        Kv[i] += fabs (K[i * NV + j]) * fabs (v[j]);
    }
  for (int i = 0; i < NV; i++)
    {
      nu[i] = 0;
      for (int j = 0; j < NV; j++)
        nu[i] += fabs (Ki[i * NV + j]) * Kv[j];
      nu[i] *= 2 * EPS;
    }
}

/* largest |K^-1 E(v)|_i / nu_i */
static double
defect (const step_in *s, const double *v, const double *Ki, const double *nu)
{
  double E[NV], d[NV], r = 0;
  step_eqs (s, v, E);
  vc_matvec (Ki, E, d, NV, NV);
  for (int i = 0; i < NV; i++)
    r = fmax (r, fabs (d[i]) / nu[i]);
  return r;
}

/* ---- one level: the library's run, row by row against the table -------- */
typedef struct
{
  const run_def *D;
  const gp_problem *P;
  const vc_table *ref;
  gp_coeffs k;
  int level, row, row0;
  double cprev[NCOL];           /* the library's previous row */
  history hc, ho;
  double diff[NB], nub[NB], def_o, def_c;
} cmp_ctx;

static void
row_of_state (const gp_state *x, long n, const cmp_ctx *c, double *row)
{
  row[0] = c->level;
  row[1] = c->D->h[c->level];
  row[2] = (double) n;
  row[3] = x->t;
  memcpy (row + 4, x->y, 2 * sizeof (double));
  memcpy (row + 6, x->z, 2 * sizeof (double));
  memcpy (row + 8, x->a, 2 * sizeof (double));
  row[10] = x->lam[0];
  row[11] = x->psi[0];
  memcpy (row + 12, x->aux, 4 * sizeof (double));
}

static int
compare_row (const gp_state *x, long n, long Nsteps, void *vctx)
{
  cmp_ctx *c = vctx;
  const run_def *D = c->D;
  const vc_table *R = c->ref;
  if (c->row >= R->rows)
    tap_bail ("%s: the table ends before level %d step %ld", D->run, c->level, n);
  const double *o_ = R->v + (size_t) c->row++ * NCOL;
  if ((int) o_[0] != c->level || (long) o_[2] != n || o_[3] != x->t)
    tap_bail ("%s: table row %d is level %g step %g t %.17g, want %d %ld %.17g", D->run,
              c->row - 1, o_[0], o_[2], o_[3], c->level, n, x->t);
  double cr[NCOL];
  row_of_state (x, n, c, cr);
  const double *ocmp = mut == M_SHIFT && n < Nsteps ? o_ + NCOL : o_;
  for (int b = 0; b < NB; b++)
    {
      if (n == 0 && b >= 5)
        continue;               /* no auxiliary values before the first step */
      for (int i = 0; i < blen[b]; i++)
        c->diff[b] = fmax (c->diff[b], fabs (cr[bcol[b] + i] - ocmp[bcol[b] + i]));
    }
  if (n > 0)
    {
      const double *op = o_ - NCOL;
      double h = x->t - c->cprev[3], Ki[NV * NV], nu[NV], vc[NV], vo[NV];
      step_in sc, so;
      step_setup (D, c->P, &c->k, &c->hc, c->cprev, h, &sc);
      step_setup (D, c->P, &c->k, &c->ho, op, o_[3] - op[3], &so);
      v_of_row (&sc, cr, vc);
      v_of_row (&so, o_, vo);
      floor_of (&sc, vc, Ki, nu);
      /* block maxima of the floor, over this step and the level */
      for (int b = 0; b < NB; b++)
        {
          double m = 0;
          int len = blen[b];
          for (int i = 0; i < len; i++)
            m = fmax (m, nu[bv[b] + i]);
          c->nub[b] = fmax (c->nub[b], m);
        }
      double nblk[NV];
      static const int vblk[][2] = { { 0, 2 }, { 2, 4 }, { 4, 6 }, { 6, 8 }, { 8, 10 },
                                     { 10, 11 }, { 11, 12 }, { 12, 13 }, { 13, 14 } };
      for (size_t q = 0; q < sizeof vblk / sizeof vblk[0]; q++)
        {
          double m = 0;
          for (int i = vblk[q][0]; i < vblk[q][1]; i++)
            m = fmax (m, nu[i]);
          for (int i = vblk[q][0]; i < vblk[q][1]; i++)
            nblk[i] = m;
        }
      c->def_c = fmax (c->def_c, defect (&sc, vc, Ki, nblk));
      c->def_o = fmax (c->def_o, defect (&so, vo, Ki, nblk));
      history_update (&c->hc, &sc, cr + 8);
      history_update (&c->ho, &so, o_ + 8);
    }
  memcpy (c->cprev, cr, sizeof cr);
  return 0;
}

static void
options_of (const run_def *D, gp_options *o)
{
  char why[256];
  gp_options_default (o);
  if (gp_coeffs_chung_hulbert (0.2, &o->c, why, sizeof why))
    tap_bail ("%s", why);
  o->m_alpha = D->m_alpha;
  if (mut == M_MALPHA)
    o->m_alpha = D->m_alpha == GP_MALPHA_PREVIOUS ? GP_MALPHA_EXPLICIT : GP_MALPHA_PREVIOUS;
  o->a_init = mut == M_AINIT ? GP_AINIT_A0 : D->a_init;
  o->step_fix = mut == M_PRINTED && D->fix == GP_STEPFIX_ON ? GP_STEPFIX_PRINTED : D->fix;
  if (mut == M_TOL)
    o->newton_tol = 0.1;
}

static int want_rerun, tables_bad;
static const char *dir;
static const gp_method *M;
static vc_table ref[NRUN];

static void
setup (int mutant)
{
  mut = mutant;
  dir = vc_ref_data_dir ();
  M = gp_method_by_name ("ga-soi2");
  if (!M)
    tap_bail ("the library has no method ga-soi2");
}

/* C1: the committed tables */
static void
m_tables (void)
{
  int ok = 1;
  for (int r = 0; r < NRUN; r++)
    {
      char path[2048];
      snprintf (path, sizeof path, "%s/s001_soi2_%s.dat", dir, runs[r].run);
      int rows = vc_read_table (path, NCOL, &ref[r]), expect = expected_rows (&runs[r]);
      tap_diag ("%s: %d rows of %d columns (want %d rows)", path, rows, NCOL, expect);
      ok = ok && rows == expect;
      if (mut == M_AUX && rows > 0)
        swap_aux (&ref[r]);
    }
  vc_report ("C1", ok, " %s/s001_soi2_*.dat are complete and finite", dir);
  if (!ok)
    tables_bad = 1;
}

/* C2-C12: every run, level by level, against its table */
static void
m_runs (void)
{
  if (tables_bad)
    tap_bail ("no usable reference (run `make ref`)");
  double def_o = 0, def_c = 0, ratio[NRUN];
  long steps[NRUN];
  gp_problem Pb = gp_problem_soi2_test;
  Pb.params = &par_b;
  for (int r = 0; r < NRUN; r++)
    {
      const run_def *D = &runs[r];
      const gp_problem *P = D->variant ? &Pb : &gp_problem_soi2_test;
      static cmp_ctx cc;
      ratio[r] = 0;
      steps[r] = 0;
      int row0 = 0;
      for (int k = 0; k < D->L; k++)
        {
          gp_options o;
          options_of (D, &o);
          gp_test_switches sw;
          memset (&sw, 0, sizeof sw);
          sw.soi2_alt_assignment = mut == M_ALT;
          memset (&cc, 0, sizeof cc);
          cc.D = D;
          cc.P = P;
          cc.ref = &ref[r];
          cc.k = o.c;
          cc.level = k;
          cc.row = row0;
          gp_stepper *s = vc_stepper (M, P, &o, &sw);
          gp_state *x = gp_stepper_state_alloc (s);
          if (!x)
            tap_bail ("out of memory");
          gp_steps S = { D->alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM, D->h[k], NULL, 0 };
          gp_run run;
          if (gp_integrate (s, &S, 1.0, x, 0, compare_row, &cc, &run) != GP_OK)
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
          tap_diag ("%s H=%g (%ld steps): |C - Octave| / bound:%s; ratio %.3g; defect / "
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
      static const char *fixn[] = { "off", "on", "printed" };
      static const char *ain[] = { "a0", "exact", "lunk-simeon" };
      char cid[16];
      snprintf (cid, sizeof cid, "C%d", r + 4);
      vc_report (cid, ratio[r], " %ld steps of %s (%s steps, M_alpha %s, a_init %s, step_fix "
                 "%s%s) in y, z, a, lambda, psi, a~, lambda~, psi~ (largest |v_C - v_O| / "
                 "B_block)", steps[r], D->run, D->alt ? "H/3, 2H/3" : "constant",
                 D->m_alpha == GP_MALPHA_PREVIOUS ? "previous" : "explicit", ain[D->a_init],
                 fixn[D->fix], D->variant ? ", variant B" : "");
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
          snprintf (cmd, sizeof cmd, "ref_s001_soi2('%s', '%s/s001_soi2_%s.dat')", runs[r].run,
                    out, runs[r].run);
          int rc = vc_octave_eval (octave, out, cmd);
          snprintf (path, sizeof path, "%s/s001_soi2_%s.dat", out, runs[r].run);
          vc_table again;
          int rr = rc == 0 ? vc_read_table (path, NCOL, &again) : -1;
          if (mut == M_AUX && rr > 0)
            swap_aux (&again);
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

#define EQS "the ga-soi2 step equations (eq. 14) to the rounding floor (largest |K^-1 E| / floor)"
static const vc_claim claims[] = {
  REF_TABLES ("C1"),
  REF_SOLVES ("C2", "Octave", EQS),
  REF_SOLVES ("C3", "library", EQS),
  REF_AGREE ("C4"), REF_AGREE ("C5"), REF_AGREE ("C6"), REF_AGREE ("C7"), REF_AGREE ("C8"),
  REF_AGREE ("C9"), REF_AGREE ("C10"), REF_AGREE ("C11"), REF_AGREE ("C12"),
  REF_RERUN ("C13"),
};

REF_MAIN (claims)
