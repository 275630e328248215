/* test_problem_check.c -- the library's check of a problem's derivative
   terms (gp_problem_check_jacobians, lib/gp_problem_check.c):
     PCHK C1  every registered problem at its consistent start: every term
              it provides is checked and within GP_JAC_CHECK_TOL, and
              exactly those (f_lambda, g_* only with m_g, f_psi, k_* only
              with m_k, G_* with gv_jac, r_* with reaction_jac)
     PCHK C2  soi2-test (m_g = m_k = 1, every callback) with one derivative
              callback made wrong in one entry, for each of its 17 terms in
              turn: that term fails, naming the entry's row and column, and
              every other term still passes (but g_acc, G_y, G_t, measured
              with g_jac's values, when g_y or g_t is the wrong one)
     PCHK C3  a callback that fails (g returns nonzero): GP_EFUNC, its terms
              NaN, the others filled and passing
     PCHK C4  andrews at t = 0.2 of rk8pd's solution (|z| in the thousands:
              g_acc's first difference step truncates above the bound):
              every term passes, the refined steps measuring it */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "tap.h"

/* ---- one entry of one term made wrong ----------------------------------- */
static const gp_problem *orig;
static int broken = -1;          /* the gp_jac_term made wrong */
#define WRONG(x) ((x) += 0.5 + (x))

/* row 1 (0-based: the entry (2, 1) of n x n terms; entry 1 of a column) */
static int
w_force_jac (double t, const double y[], const double z[], const double lam[], const double psi[],
             double fy[], double fz[], double fl[], double fp[], void *params)
{
  int rc = orig->force_jac (t, y, z, lam, psi, fy, fz, fl, fp, params);
  if (broken == GP_JAC_F_Y && fy)
    WRONG (fy[1 * orig->n + 0]);
  if (broken == GP_JAC_F_Z && fz)
    WRONG (fz[1 * orig->n + 0]);
  if (broken == GP_JAC_F_LAM && fl)
    WRONG (fl[1 * orig->m_g + 0]);
  if (broken == GP_JAC_F_PSI && fp)
    WRONG (fp[1 * orig->m_k + 0]);
  return rc;
}

static int
w_mass_dv (double t, const double y[], const double v[], double dMv[], void *params)
{
  int rc = orig->mass_dv (t, y, v, dMv, params);
  if (broken == GP_JAC_DMV_Y)
    WRONG (dMv[1 * orig->n + 0]);
  return rc;
}

static int
w_g_jac (double t, const double y[], double gy[], double gt[], void *params)
{
  int rc = orig->g_jac (t, y, gy, gt, params);
  if (broken == GP_JAC_G_Y)
    WRONG (gy[0 * orig->n + 1]);
  if (broken == GP_JAC_G_T)
    WRONG (gt[0]);
  return rc;
}

static int
w_g_acc (double t, const double y[], const double z[], double r[], void *params)
{
  int rc = orig->g_acc (t, y, z, r, params);
  if (broken == GP_JAC_G_ACC)
    WRONG (r[0]);
  return rc;
}

static int
w_k_jac (double t, const double y[], const double z[], double ky[], double kz[], double kt[],
         void *params)
{
  int rc = orig->k_jac (t, y, z, ky, kz, kt, params);
  if (broken == GP_JAC_K_Y)
    WRONG (ky[0 * orig->n + 1]);
  if (broken == GP_JAC_K_Z)
    WRONG (kz[0 * orig->n + 1]);
  if (broken == GP_JAC_K_T)
    WRONG (kt[0]);
  return rc;
}

static int
w_gv_jac (double t, const double y[], const double z[], double Gy[], double Gt[], void *params)
{
  int rc = orig->gv_jac (t, y, z, Gy, Gt, params);
  if (broken == GP_JAC_GV_Y)
    WRONG (Gy[0 * orig->n + 1]);
  if (broken == GP_JAC_GV_T)
    WRONG (Gt[0]);
  return rc;
}

static int
w_reaction_jac (double t, const double y[], const double z[], const double lam[],
                const double psi[], double ry[], double rz[], double rl[], double rp[],
                void *params)
{
  int rc = orig->reaction_jac (t, y, z, lam, psi, ry, rz, rl, rp, params);
  if (broken == GP_JAC_R_Y && ry)
    WRONG (ry[1 * orig->n + 0]);
  if (broken == GP_JAC_R_Z && rz)
    WRONG (rz[1 * orig->n + 0]);
  if (broken == GP_JAC_R_LAM && rl)
    WRONG (rl[1 * orig->m_g + 0]);
  if (broken == GP_JAC_R_PSI && rp)
    WRONG (rp[1 * orig->m_k + 0]);
  return rc;
}

static int
g_fails (double t, const double y[], double g[], void *params)
{
  (void) t, (void) y, (void) g, (void) params;
  return 1;
}

/* the wrong entry's (row, col) of term k */
static void
wrong_entry (gp_jac_term k, size_t *row, size_t *col)
{
  switch (k)
    {
    case GP_JAC_G_Y: case GP_JAC_K_Y: case GP_JAC_K_Z: case GP_JAC_GV_Y:
      *row = 0, *col = 1;
      break;
    case GP_JAC_G_T: case GP_JAC_G_ACC: case GP_JAC_K_T: case GP_JAC_GV_T:
      *row = 0, *col = 0;
      break;
    case GP_JAC_F_LAM: case GP_JAC_F_PSI: case GP_JAC_R_LAM: case GP_JAC_R_PSI:
      *row = 1, *col = 0;
      break;
    default:
      *row = 1, *col = 0;
    }
}

/* term k is measured with the values of term b: g_acc and G = g_t + g_y z
   are differences of g_jac's values */
static int
depends (int k, int b)
{
  return (b == GP_JAC_G_Y || b == GP_JAC_G_T)
    && (k == GP_JAC_G_ACC || k == GP_JAC_GV_Y || k == GP_JAC_GV_T);
}

static int
provides (const gp_problem *P, int k)
{
  switch ((gp_jac_term) k)
    {
    case GP_JAC_F_LAM: return P->m_g > 0;
    case GP_JAC_F_PSI: return P->m_k > 0;
    case GP_JAC_DMV_Y: return P->mass_dv != NULL;
    case GP_JAC_G_Y: case GP_JAC_G_T: case GP_JAC_G_ACC: return P->m_g > 0;
    case GP_JAC_K_Y: case GP_JAC_K_Z: case GP_JAC_K_T: return P->m_k > 0;
    case GP_JAC_GV_Y: case GP_JAC_GV_T: return P->m_g > 0 && P->gv_jac;
    case GP_JAC_R_Y: case GP_JAC_R_Z: return P->reaction_jac != NULL;
    case GP_JAC_R_LAM: return P->reaction_jac && P->m_g > 0;
    case GP_JAC_R_PSI: return P->reaction_jac && P->m_k > 0;
    default: return 1;
    }
}

int
main (void)
{
  tap_plan (4);
  /* C1 */
  {
    int bad = 0, np = 0;
    for (const gp_problem *const *p = gp_problems (); *p; p++, np++)
      {
        const gp_problem *P = *p;
        gp_state *x = gp_state_alloc (P, NULL);
        gp_jac_check out[GP_JAC_NTERMS];
        int rc = gp_state_consistent (P, x, 1e-15);
        if (rc == GP_OK)
          rc = gp_problem_check_jacobians (P, x->t, x->y, x->z, x->a, x->lam, x->psi, out);
        if (rc != GP_OK)
          {
            tap_diag ("%s: %s", P->name, gp_strerror (rc));
            bad++;
          }
        else
          for (int k = 0; k < GP_JAC_NTERMS; k++)
            if (out[k].checked != provides (P, k)
                || (out[k].checked && !(out[k].dev <= GP_JAC_CHECK_TOL)))
              {
                tap_diag ("%s %s: checked %d (provides %d), deviation %.3g", P->name,
                          gp_jac_term_name ((gp_jac_term) k), out[k].checked, provides (P, k),
                          out[k].dev);
                bad++;
              }
        gp_state_free (x);
      }
    tap_ok (bad == 0, "PCHK C1 every term of the %d registered problems at the consistent start "
            "within %g, exactly the terms each provides", np, GP_JAC_CHECK_TOL);
  }
  /* C2 */
  {
    orig = gp_problem_by_name ("soi2-test");
    gp_problem P = *orig;
    P.force_jac = w_force_jac;
    P.mass_dv = w_mass_dv;
    P.g_jac = w_g_jac;
    P.g_acc = w_g_acc;
    P.k_jac = w_k_jac;
    P.gv_jac = w_gv_jac;
    P.reaction_jac = w_reaction_jac;
    gp_state *x = gp_state_alloc (orig, NULL);
    int ok = 0, rc = gp_state_consistent (orig, x, 1e-15);
    for (int b = 0; rc == GP_OK && b < GP_JAC_NTERMS; b++)
      {
        gp_jac_check out[GP_JAC_NTERMS];
        broken = b;
        rc = gp_problem_check_jacobians (&P, x->t, x->y, x->z, x->a, x->lam, x->psi, out);
        size_t row, col;
        wrong_entry ((gp_jac_term) b, &row, &col);
        int good = rc == GP_OK && out[b].checked && out[b].dev > GP_JAC_CHECK_TOL
          && out[b].row == row && out[b].col == col;
        for (int k = 0; k < GP_JAC_NTERMS; k++)
          if (k != b && !depends (k, b) && !(out[k].checked && out[k].dev <= GP_JAC_CHECK_TOL))
            {
              tap_diag ("  and %s deviates by %.3g", gp_jac_term_name ((gp_jac_term) k),
                        out[k].dev);
              good = 0;
            }
        tap_diag ("soi2-test, %s wrong at (%zu, %zu): deviation %.3g at (%zu, %zu)%s",
                  gp_jac_term_name ((gp_jac_term) b), row + 1, col + 1, out[b].dev,
                  out[b].row + 1, out[b].col + 1, good ? "" : "  <- not as expected");
        ok += good;
      }
    broken = -1;
    gp_state_free (x);
    tap_ok (ok == GP_JAC_NTERMS, "PCHK C2 soi2-test with one entry of one term wrong: that term "
            "fails at that entry, every other passes (those measured with g_jac's values "
            "aside when g_jac is wrong; %d of %d terms)", ok, GP_JAC_NTERMS);
  }
  /* C3 */
  {
    const gp_problem *P0 = gp_problem_by_name ("soi2-test");
    gp_problem P = *P0;
    P.g = g_fails;
    gp_state *x = gp_state_alloc (P0, NULL);
    gp_jac_check out[GP_JAC_NTERMS];
    int rc = gp_state_consistent (P0, x, 1e-15);
    int got = rc == GP_OK ? gp_problem_check_jacobians (&P, x->t, x->y, x->z, x->a, x->lam,
                                                        x->psi, out) : rc;
    int good = got == GP_EFUNC && isnan (out[GP_JAC_G_Y].dev) && isnan (out[GP_JAC_G_T].dev)
      && out[GP_JAC_F_Y].checked && out[GP_JAC_F_Y].dev <= GP_JAC_CHECK_TOL
      && out[GP_JAC_K_Z].checked && out[GP_JAC_K_Z].dev <= GP_JAC_CHECK_TOL;
    gp_state_free (x);
    tap_ok (good, "PCHK C3 g that fails: GP_EFUNC (%s), g_y and g_t NaN, f_y and k_z still "
            "checked and passing", gp_strerror (got));
  }
  /* C4 */
  {
    const gp_problem *P = gp_problem_by_name ("andrews");
    gp_state *x = gp_state_alloc (P, NULL);
    gp_jac_check out[GP_JAC_NTERMS];
    long nsteps;
    int rc = gp_reference_solve (P, 0.2, 1e-10, x, &nsteps), bad = 0;
    if (rc == GP_OK)
      rc = gp_problem_check_jacobians (P, x->t, x->y, x->z, x->a, x->lam, x->psi, out);
    for (int k = 0; rc == GP_OK && k < GP_JAC_NTERMS; k++)
      if (out[k].checked && !(out[k].dev <= GP_JAC_CHECK_TOL))
        bad++;
    tap_diag ("andrews at t = 0.2: z1 %.3g, g_acc %.3g, g_y %.3g", x->z[0],
              out[GP_JAC_G_ACC].dev, out[GP_JAC_G_Y].dev);
    gp_state_free (x);
    tap_ok (rc == GP_OK && bad == 0, "PCHK C4 andrews at t = 0.2 (fast: the first difference "
            "steps truncate): every term within %g (%s, %d failing)", GP_JAC_CHECK_TOL,
            gp_strerror (rc), bad);
  }
  return tap_done ();
}
