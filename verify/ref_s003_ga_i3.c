/* ref_s003_ga_i3.c -- C against Octave: the discrete solutions of ga-i3
 * (seed 003, Algorithm 1) from this library and from the independent Octave
 * implementation (ref/ref_s003_ga_i3.m; theory/ref-s003-ga-i3.md) agree at
 * every step of every level, on slider-crank (t in [0, 1], h = 1e-2, 5e-3,
 * 2.5e-3) and andrews (t in [0, 0.03], h = 3e-4, 1.5e-4), CH(0.7).
 *
 * Yardstick.  At every step the library's iteration matrix J (rows
 * beta h^2 r^q and Phi, unknowns x = (q, lambda)) gives the componentwise
 * rounding floor of the step solution, nu = 2 eps |J^-1| |J| |x| (Skeel's
 * bound for residuals evaluated to relative eps; its q and lambda parts
 * nu_q, nu_l; the condition is measured, not assumed).  The other blocks are
 * affine in q within a step: qd, a and qdd move by gamma' = gamma/(beta h),
 * 1/(beta h^2) and beta' = (1-alpha_m)/((1-alpha_f) beta h^2) times q.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "claims.h"
#include "ref_claims.h"
#define REF_PROBLEMS "*: slider-crank,andrews"
#include "tap.h"
#include "vcommon.h"

#define ID "REF-S003-GA-I3"
#define NB 5                    /* compared blocks */
#define MAXN 32                 /* largest n + m_g of the two problems, with room */
#define TOL_RERUN 1e-12
static const double EPS = 2.220446049250313e-16, RHO = 0.7;

static const vc_mutant mutants[] = {
  { "rho-plus-1e-6", "C3,C4,C5,C6,C7,C8", "the library runs with rho_inf = 0.7 + 1e-6" },
  { "row-shifted", "C4,C5,C6,C7,C8",
    "each step of the library is compared with the Octave row of the next step" },
  { "a-qdd-swapped", "C2,C4,C5,C6,C7,C8",
    "the Octave vc_table is read with its a and qdd columns swapped" },
  { "newton-tol-0.1", "C3,C4,C5,C6,C7,C8",
    "the library's Newton stops at a scaled increment of 0.1" },
};
#define NMUT ((int) (sizeof mutants / sizeof mutants[0]))
enum { M_RHO, M_SHIFT, M_SWAP, M_TOL };
static int mut = -1;

/* the blocks in the order of the table's columns after level h n t */
static const gp_block BL[NB] = { GP_Y, GP_Z, GP_A, GP_LAM, GP_QDD };

typedef struct
{
  const char *file;
  const gp_problem *P;
  double T;
  int L;
  double h[3];
} run_def;

static const run_def runs[2] = {
  { "s003_ga_i3_slider_crank.dat", &gp_problem_slider_crank, 1.0, 3, { 1e-2, 5e-3, 2.5e-3 } },
  { "s003_ga_i3_andrews.dat", &gp_problem_andrews, 0.03, 2, { 3e-4, 1.5e-4 } }
};

static int
ncols (const gp_problem *P)
{
  return 4 + 4 * (int) P->n + (int) P->m_g;
}

/* the reader of the a-qdd-swapped variant: a and qdd columns exchanged */
static void
swap_a_qdd (const gp_problem *P, vc_table *T)
{
  size_t n = P->n, a = 4 + 2 * n, qdd = 4 + 3 * n + P->m_g;
  for (int r = 0; r < T->rows; r++)
    for (size_t i = 0; i < n; i++)
      {
        double *row = T->v + (size_t) r * (size_t) T->ncol;
        double t = row[a + i];
        row[a + i] = row[qdd + i];
        row[qdd + i] = t;
      }
}

/* max relative difference of two tables over all rows and columns from t on */
/* One step's values in the table's block order: q, qd, a, lambda, qdd. */
typedef struct
{
  const double *b[NB];
} view;

static view
view_state (const gp_state *x)
{
  view w = { { x->y, x->z, x->a, x->lam, x->qdd } };
  return w;
}

static view
view_row (const gp_problem *P, const double *row)
{
  size_t n = P->n, m = P->m_g;
  view w = { { row + 4, row + 4 + n, row + 4 + 2 * n, row + 4 + 3 * n, row + 4 + 3 * n + m } };
  return w;
}

/* The step system of ga-i3 as the library scales it (rows beta h^2 (M qdd1 - f)
   and Phi), at (q1, lambda1) of the new step from the old values of w, with
   a1, qd1, qdd1 from q1 by (3)-(5); the latter three are returned. */
static void
step_residual (const gp_problem *P, const gp_coeffs *k, double t1, double h, view w,
               const double *q1, const double *lam1, double *F, double *a1, double *v1,
               double *qdd1)
{
  size_t n = P->n;
  double hb = h * h * k->beta, M[MAXN * MAXN], f[MAXN], Mq[MAXN];
  for (size_t i = 0; i < n; i++)
    {
      double qp = w.b[0][i] + h * w.b[1][i] + h * h * (0.5 - k->beta) * w.b[2][i];
      double vp = w.b[1][i] + h * (1 - k->gamma) * w.b[2][i];
      a1[i] = (q1[i] - qp) / hb;
      v1[i] = vp + h * k->gamma * a1[i];
      qdd1[i] = ((1 - k->alpha_m) * a1[i] + k->alpha_m * w.b[2][i] - k->alpha_f * w.b[4][i])
        / (1 - k->alpha_f);
    }
  if (P->mass (t1, q1, M, P->params) || P->force (t1, q1, v1, lam1, NULL, f, P->params)
      || P->g (t1, q1, F + n, P->params))
    tap_bail ("%s: a problem callback failed at t = %g", P->name, t1);
  vc_matvec (M, qdd1, Mq, n, n);
  for (size_t i = 0; i < n; i++)
    F[i] = hb * (Mq[i] - f[i]);
}

/* Largest ratio of one code's step to the floor: its Newton correction
   Ji F against (nu_q, nu_l), and its qd, a, qdd against the values (3)-(5)
   give from its q, against gamma' nu_q, nu_q/(beta h^2), beta' nu_q. */
static double
defect (const gp_problem *P, const gp_coeffs *k, double t1, double h, view old, view now,
        const double *Ji, const double *nu)
{
  size_t n = P->n, m = P->m_g, N = n + m;
  double F[MAXN], a1[MAXN], v1[MAXN], qdd1[MAXN], d[MAXN], r = 0;
  double hb = h * h * k->beta, gp = k->gamma / (h * k->beta);
  double bp = (1 - k->alpha_m) / ((1 - k->alpha_f) * hb);
  step_residual (P, k, t1, h, old, now.b[0], now.b[3], F, a1, v1, qdd1);
  vc_matvec (Ji, F, d, N, N);
  for (size_t i = 0; i < N; i++)
    r = fmax (r, fabs (d[i]) / nu[i]);
  double qdd_from_a[MAXN];
  for (size_t i = 0; i < n; i++)
    {
      /* qd and qdd from the code's own a, a from its q */
      double vp = old.b[1][i] + h * (1 - k->gamma) * old.b[2][i];
      qdd_from_a[i] = ((1 - k->alpha_m) * now.b[2][i] + k->alpha_m * old.b[2][i]
                       - k->alpha_f * old.b[4][i]) / (1 - k->alpha_f);
      r = fmax (r, fabs (now.b[2][i] - a1[i]) / (nu[i] / hb));
      r = fmax (r, fabs (now.b[1][i] - (vp + h * k->gamma * now.b[2][i])) / (gp * nu[i]));
      r = fmax (r, fabs (now.b[4][i] - qdd_from_a[i]) / (bp * nu[i]));
    }
  (void) v1;
  (void) qdd1;
  return r;
}

/* Per level: the comparison of one run with its rows of the table. */
typedef struct
{
  const vc_table *ref;
  const gp_problem *P;
  gp_stepper *s;
  gp_coeffs k;                  /* CH(0.7): the method the claims are about */
  gp_state *prev;
  const double *oprev;
  int level, row;
  double diff[NB], rel[NB];     /* max |x_C - x_O|, max |x_C - x_O| / (1 + |x_O|) */
  double nu_q, nu_l, kappa_q;   /* largest floors; largest nu_q / (eps |q|) */
  double def_o, def_c;          /* largest defect ratios (C2, C3) */
  double J[MAXN * MAXN], Ji[MAXN * MAXN];
} cmp_ctx;

static int
compare_row (const gp_state *x, long n, long Nsteps, void *vctx)
{
  cmp_ctx *c = vctx;
  const gp_problem *P = c->P;
  const vc_table *R = c->ref;
  size_t np = P->n, m = P->m_g, N = np + m;
  if (c->row >= R->rows)
    tap_bail ("%s: the reference ends before level %d step %ld", P->name, c->level, n);
  const double *o_ = R->v + (size_t) c->row++ * (size_t) R->ncol;
  if ((int) o_[0] != c->level || (long) o_[2] != n || o_[3] != x->t)
    tap_bail ("%s: reference row %d is level %g step %g t %.17g, want %d %ld %.17g", P->name,
              c->row - 1, o_[0], o_[2], o_[3], c->level, n, x->t);
  view vc = view_state (x), vo = view_row (P, o_);

  /* the comparison, of each block with its own bound (applied after the run) */
  const double *cmp = mut == M_SHIFT && n < Nsteps ? o_ + R->ncol : o_;
  view vcmp = view_row (P, cmp);
  for (int b = 0; b < NB; b++)
    for (size_t i = 0; i < x->L.len[BL[b]]; i++)
      {
        double d = fabs (vc.b[b][i] - vcmp.b[b][i]);
        c->diff[b] = fmax (c->diff[b], d);
        c->rel[b] = fmax (c->rel[b], d / (1 + fabs (vcmp.b[b][i])));
      }

  if (n > 0)
    {
      /* the floor from the library's iteration matrix of this step */
      double h = x->t - c->prev->t, nu[MAXN], Jx[MAXN], xs[MAXN], qn = 0;
      if (gp_stepper_iteration_matrix (c->s, h, c->prev, c->J) != GP_OK
          || vc_inverse (c->J, c->Ji, N))
        tap_bail ("%s: no iteration matrix at t = %g", P->name, x->t);
      memcpy (xs, x->y, np * sizeof (double));
      memcpy (xs + np, x->lam, m * sizeof (double));
      for (size_t i = 0; i < N; i++)
        {
          Jx[i] = 0;
          for (size_t j = 0; j < N; j++)
            Jx[i] += fabs (c->J[i * N + j]) * fabs (xs[j]);
        }
      for (size_t i = 0; i < N; i++)
        {
          nu[i] = 0;
          for (size_t j = 0; j < N; j++)
            nu[i] += fabs (c->Ji[i * N + j]) * Jx[j];
          nu[i] *= 2 * EPS;
        }
      double nq = 0, nl = 0;
      for (size_t i = 0; i < np; i++)
        {
          nq = fmax (nq, nu[i]);
          qn = fmax (qn, fabs (x->y[i]));
        }
      for (size_t i = np; i < N; i++)
        nl = fmax (nl, nu[i]);
      c->nu_q = fmax (c->nu_q, nq);
      c->nu_l = fmax (c->nu_l, nl);
      c->kappa_q = fmax (c->kappa_q, nq / (2 * EPS * qn));
      /* the block floors: the largest component floor of the step */
      for (size_t i = 0; i < np; i++)
        nu[i] = nq;
      for (size_t i = np; i < N; i++)
        nu[i] = nl;
      c->def_c = fmax (c->def_c, defect (P, &c->k, x->t, h, view_state (c->prev), vc, c->Ji, nu));
      c->def_o = fmax (c->def_o, defect (P, &c->k, o_[3], o_[3] - c->oprev[3],
                                         view_row (P, c->oprev), vo, c->Ji, nu));
    }
  gp_state_copy (c->prev, x);
  c->oprev = o_;
  return 0;
}

static int want_rerun, tables_bad;
static const char *dir;
static vc_table ref[2];

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
  for (int r = 0; r < 2; r++)
    {
      const run_def *D = &runs[r];
      char path[2048];
      snprintf (path, sizeof path, "%s/%s", dir, D->file);
      int rows = vc_read_table (path, ncols (D->P), &ref[r]), expect = 0;
      for (int k = 0; k < D->L; k++)
        expect += (int) lround (D->T / D->h[k]) + 1;
      tap_diag ("%s: %d rows of %d columns (want %d rows)", path, rows, ncols (D->P), expect);
      ok = ok && rows == expect;
      if (mut == M_SWAP && rows > 0)
        swap_a_qdd (D->P, &ref[r]);
    }
  vc_report ("C1", ok, " %s/s003_ga_i3_*.dat are complete and finite", dir);
  tables_bad = !ok;
}

static void
m_runs (void)
{
  if (tables_bad)
    tap_bail ("no usable reference (run `make ref`)");
  /* the runs: C2, C3 over all of them, C4-C8 one per level */
  const gp_method *M = gp_method_by_name ("ga-i3");
  if (!M)
    tap_bail ("the library has no method ga-i3");
  const double csig = 1 / pow (1 - RHO, 3);
  double def_o = 0, def_c = 0, ratio[5];
  long steps[5];
  const char *lname[5];
  double lh[5];
  int lev = 0;
  for (int r = 0; r < 2; r++)
    {
      const run_def *D = &runs[r];
      gp_options o;
      char why[256];
      gp_options_default (&o);
      if (gp_coeffs_chung_hulbert (mut == M_RHO ? RHO + 1e-6 : RHO, &o.c, why, sizeof why))
        tap_bail ("%s", why);
      if (mut == M_TOL)
        o.newton_tol = 0.1;
      if (o.scaling != GP_SCALING_ON)
        tap_bail ("the floor below assumes the scaled rows of ga-i3");
      static cmp_ctx cc;
      for (int k = 0; k < D->L; k++, lev++)
        {
          memset (&cc, 0, sizeof cc);
          cc.ref = &ref[r];
          cc.P = D->P;
          if (gp_coeffs_chung_hulbert (RHO, &cc.k, why, sizeof why))
            tap_bail ("%s", why);
          cc.s = vc_stepper (M, D->P, &o, NULL);
          cc.prev = gp_stepper_state_alloc (cc.s);
          gp_state *x = gp_stepper_state_alloc (cc.s);
          if (!cc.prev || !x || D->P->n + D->P->m_g > MAXN)
            tap_bail ("out of memory");
          cc.level = k;
          cc.row = 0;
          for (int j = 0; j < k; j++)
            cc.row += (int) lround (D->T / D->h[j]) + 1;
          gp_steps S = { GP_STEPS_UNIFORM, D->h[k], NULL, 0 };
          gp_run run;
          if (gp_integrate (cc.s, &S, D->T, x, 0, compare_row, &cc, &run) != GP_OK)
            tap_bail ("%s h=%g step %ld failed: %s", D->P->name, D->h[k], run.fail_step,
                      gp_stepper_message (cc.s));
          /* the bounds of the blocks, from the run's largest floors */
          double h = D->h[k], b = cc.k.beta, g = cc.k.gamma;
          double scale[NB] = { 1, g / (h * b), 1 / (b * h * h), 0,
                               (1 - cc.k.alpha_m) / ((1 - cc.k.alpha_f) * b * h * h) };
          double acc = 4 * ((double) run.steps + csig);
          ratio[lev] = 0;
          for (int j = 0; j < NB; j++)
            {
              double bound = acc * (BL[j] == GP_LAM ? cc.nu_l : scale[j] * cc.nu_q);
              ratio[lev] = fmax (ratio[lev], cc.diff[j] / bound);
              tap_diag ("%s h=%g %-6s max |C - Octave| %.3g, bound %.3g (ratio %.3g); max "
                        "|C - Octave| / (1 + |Octave|) %.3g", D->P->name, h,
                        gp_block_name (BL[j]), cc.diff[j], bound, cc.diff[j] / bound,
                        cc.rel[j]);
            }
          tap_diag ("%s h=%g floors: nu_q %.3g (kappa_q = nu_q / (2 eps |q|) = %.3g), nu_lambda "
                    "%.3g; defect / floor: Octave %.3g, C %.3g", D->P->name, h, cc.nu_q,
                    cc.kappa_q, cc.nu_l, cc.def_o, cc.def_c);
          def_o = fmax (def_o, cc.def_o);
          def_c = fmax (def_c, cc.def_c);
          steps[lev] = run.steps;
          lname[lev] = D->P->name;
          lh[lev] = h;
          gp_state_free (x);
          gp_state_free (cc.prev);
          gp_stepper_free (cc.s);
        }
    }
  vc_report ("C2", def_o, "%s", "");
  vc_report ("C3", def_c, "%s", "");
  for (int l = 0; l < lev; l++)
    {
      char cid[16];
      snprintf (cid, sizeof cid, "C%d", l + 4);
      if (!vc_variant ())
        vc_on_names (lname[l], "%s", "");
      vc_report (cid, ratio[l], " %ld steps of h=%g ga-i3/%s in q, qd, a, lambda, qdd (largest "
                 "|x_C - x_O| / B_block)", steps[l], lh[l], lname[l]);
    }
}

/* C9: the Octave rerun */
static void
m_rerun (void)
{
  char cmd[4096], out[1024];
  const char *octave = want_rerun ? vc_octave_rerun (out, sizeof out) : NULL;
  if (!want_rerun)
    vc_report_skip ("C9", "not requested (--rerun-octave)", " references");
  else if (!octave)
    vc_report_skip ("C9", "Octave not installed", " references");
  else
    {
      char path[2048];
      double d = 0;
      for (int r = 0; r < 2; r++)
        {
          char cname[64];
          snprintf (cname, sizeof cname, "%s", runs[r].file + strlen ("s003_ga_i3_"));
          cname[strcspn (cname, ".")] = '\0';
          snprintf (cmd, sizeof cmd, "ref_s003_ga_i3('%s', '%s/%s')", cname, out, runs[r].file);
          int rc = vc_octave_eval (octave, out, cmd);
          snprintf (path, sizeof path, "%s/%s", out, runs[r].file);
          vc_table again;
          int rr = rc == 0 ? vc_read_table (path, ncols (runs[r].P), &again) : -1;
          if (mut == M_SWAP && rr > 0)
            swap_a_qdd (runs[r].P, &again);
          d = fmax (d, rr == ref[r].rows ? vc_table_diff (&again, &ref[r]) : (double) INFINITY);
          tap_diag ("rerun: %s (exit %d, %d rows)", path, rc, rr);
          free (again.v);
        }
      vc_report ("C9", d, " committed references");
    }
}

static void
finish (void)
{
  free (ref[0].v);
  free (ref[1].v);
}

#define EQS "the ga-i3 CH(0.7) step equations to the rounding floor (largest Newton correction " \
  "and (3)-(5) mismatch / floor)"
static const vc_claim claims[] = {
  REF_TABLES ("C1"),
  REF_SOLVES ("C2", "Octave", EQS),
  REF_SOLVES ("C3", "library", EQS),
  REF_AGREE ("C4"), REF_AGREE ("C5"), REF_AGREE ("C6"), REF_AGREE ("C7"), REF_AGREE ("C8"),
  REF_RERUN ("C9"),
};

REF_MAIN (claims)
