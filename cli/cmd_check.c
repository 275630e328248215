/* cmd_check.c -- galpha check: every derivative term a problem provides
   (Jacobians of f, g, k, d(Mv)/dy, g_acc, gv_jac, reaction_jac) against
   central differences (the library's gp_problem_check_jacobians), at the
   consistent start and at two states of GSL's rk8pd solution, one line per
   term: its worst deviation over the three states, where, the bound and a
   verdict.  Exit 1 when a term fails, 2 for bad input. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "cli.h"
#include "job.h"

/* the states: the consistent start, then the solution at the middle and the
   end of [t0, T] */
#define CHECK_STATES 3
#define CHECK_T_DEFAULT 0.2          /* T - t0 without --t-end */
#define CHECK_TOL 1e-10              /* rk8pd's tolerance for the states */

int
cmd_check (int argc, char **argv)
{
  cli c;
  parse (&c, argc, argv, 2);
  cli_only (&c, "check");
  if (!c.problem)
    usage_error ("--problem is required (see galpha list problems)");
  const gp_problem *P0 = gp_problem_by_name (c.problem);
  if (!P0)
    usage_error ("unknown problem '%s' (see galpha list problems)", c.problem);
  static gp_problem Pc;
  void *params = problem_with_params (&c, P0, &Pc);
  const gp_problem *P = params ? &Pc : P0;
  double T = c.have_t_end ? c.t_end : P->t0 + CHECK_T_DEFAULT;
  if (!(T > P->t0))
    usage_error ("--t-end = %s must exceed the problem's t0 = %s", GP_NUM (T), GP_NUM (P->t0));
  if (cli_dry_run)
    {
      cli_free (params);
      return 0;
    }
  gp_state *x = gp_state_alloc (P, NULL);
  double ts[CHECK_STATES] = { P->t0, P->t0 + 0.5 * (T - P->t0), T };
  gp_jac_check worst[GP_JAC_NTERMS];
  double at[GP_JAC_NTERMS] = { 0 };
  int efunc = 0;
  for (int k = 0; k < GP_JAC_NTERMS; k++)
    worst[k] = (gp_jac_check) { 0, 0.0, 0, 0 };
  FILE *f = out_open (c.out);
  fprintf (f, "# check of %s: every derivative term it provides against central differences "
           "(step 1e-5 max(1, |x|)), the worst column's deviation scaled by the term's and the "
           "function's largest entries (gp_problem_check_jacobians, galpha.h), at the consistent "
           "start t = %s and at t = %s, %s of GSL's rk8pd solution (tol %g)\n", P->name,
           GP_NUM (ts[0]), GP_NUM (ts[1]), GP_NUM (ts[2]), CHECK_TOL);
  write_problem_params (f, P);
  for (int s = 0; s < CHECK_STATES; s++)
    {
      int rc;
      long nsteps;
      if (s == 0)
        consistent_start (f, P, x);
      else if ((rc = gp_reference_solve (P, ts[s], CHECK_TOL, x, &nsteps)) != GP_OK)
        {
          fprintf (stderr, "%s: check: rk8pd from t0 to t = %s failed on %s: %s\n", prog,
                   GP_NUM (ts[s]), P->name, gp_strerror (rc));
          cli_exit (1);
        }
      gp_jac_check out[GP_JAC_NTERMS];
      rc = gp_problem_check_jacobians (P, x->t, x->y, x->z, x->a, x->lam, x->psi, out);
      if (rc == GP_ENOMEM)
        {
          fprintf (stderr, "%s: check: out of memory\n", prog);
          cli_exit (1);
        }
      efunc |= rc == GP_EFUNC;
      for (int k = 0; k < GP_JAC_NTERMS; k++)
        if (out[k].checked
            && (!worst[k].checked || out[k].dev > worst[k].dev
                || (isnan (out[k].dev) && !isnan (worst[k].dev))))
          {
            worst[k] = out[k];
            at[k] = ts[s];
          }
    }
  fprintf (f, "term\tdeviation\tbound\tt\trow\tcol\tverdict\n");
  int nfail = 0, nchecked = 0;
  char absent[256] = "";
  for (int k = 0; k < GP_JAC_NTERMS; k++)
    {
      const gp_jac_check *w = &worst[k];
      const char *name = gp_jac_term_name ((gp_jac_term) k);
      if (!w->checked)
        {
          size_t l = strlen (absent);
          snprintf (absent + l, sizeof absent - l, " %s", name);
          continue;
        }
      int fail = !(w->dev <= GP_JAC_CHECK_TOL);
      int one_col = k == GP_JAC_G_T || k == GP_JAC_G_ACC || k == GP_JAC_K_T || k == GP_JAC_GV_T;
      char col[24];
      if (one_col)
        snprintf (col, sizeof col, "-");
      else
        snprintf (col, sizeof col, "%zu", w->col + 1);
      fprintf (f, "%s\t%.3g\t%g\t%s\t%zu\t%s\t%s\n", name, w->dev, GP_JAC_CHECK_TOL,
               GP_NUM (at[k]), w->row + 1, col, fail ? "FAIL" : "ok");
      nfail += fail;
      nchecked++;
    }
  if (efunc)
    fprintf (f, "# a callback failed at a checked point: its terms are nan\n");
  fprintf (f, "# %d terms checked, %d fail; not provided by %s:%s\n", nchecked, nfail, P->name,
           absent[0] ? absent : " none");
  if (nfail)
    fprintf (f, "# a wrong entry deviates by its own relative error (O(1) for a wrong sign or "
             "term); a deviation near the bound where |y| or |z| is large (many turns of an "
             "angle) may be the differences' rounding: check with a shorter --t-end\n");
  out_commit (f, c.out);
  gp_state_free (x);
  cli_free (params);
  return nfail ? 1 : 0;
}
