/* cmd_reference.c -- galpha reference: a problem's solution at T by GSL's
   rk8pd on the state-space ODE (gp_reference_solve), as one row with the
   columns of run, for conv --reference FILE. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "cli.h"
#include "job.h"

int
cmd_reference (int argc, char **argv)
{
  cli c;
  double tol = 1e-13;
  /* --tol is this verb's own option; take it out before the common parser */
  char **av = cli_hold (malloc ((size_t) argc * sizeof *av));
  int ac = 0;
  int have_tol = 0;
  if (!av)
    usage_error ("out of memory");
  for (int i = 0; i < argc; i++)
    if (strcmp (argv[i], "--tol") == 0 && i + 1 < argc)
      {
        if (have_tol++)
          usage_error ("option --tol given twice: give it once");
        tol = parse_double ("--tol", argv[++i]);
      }
    else
      av[ac++] = argv[i];
  parse (&c, ac, av, 2);
  cli_free (av);
  cli_only (&c, "reference");
  if (!(tol >= GP_REFERENCE_TOL_MIN && tol < GP_REFERENCE_TOL_MAX))
    usage_error ("--tol = %s must lie in [%g, %g)%s", GP_NUM (tol), GP_REFERENCE_TOL_MIN,
                 GP_REFERENCE_TOL_MAX, tol < GP_REFERENCE_TOL_MIN ? ": below it the error "
                 "control asks for less than the rounding of the state, and rk8pd's steps "
                 "shrink without bound" : "");
  if (!c.problem)
    usage_error ("--problem is required (see galpha list problems)");
  const gp_problem *P0 = gp_problem_by_name (c.problem);
  if (!P0)
    usage_error ("unknown problem '%s' (see galpha list problems)", c.problem);
  /* --param: a reference for other parameters (conv --reference FILE) */
  static gp_problem Pc;
  void *params = problem_with_params (&c, P0, &Pc);
  const gp_problem *P = params ? &Pc : P0;
  if (!c.have_t_end || !(c.t_end > P->t0))
    usage_error ("--t-end must be given and exceed the problem's t0 = %s", GP_NUM (P->t0));
  if (cli_dry_run)
    {
      cli_free (params);
      return 0;
    }
  gp_state *x = gp_state_alloc (P, NULL);
  long nsteps = 0;
  fprintf (stderr, "%s reference: %s to t = %s with rk8pd at tol = %s\n", prog, P->name,
           GP_NUM (c.t_end), GP_NUM (tol));
  int rc = gp_reference_solve (P, c.t_end, tol, x, &nsteps);
  if (rc != GP_OK)
    {
      fprintf (stderr, "%s: reference for %s failed: %s\n", prog, P->name, gp_strerror (rc));
      gp_state_free (x);
      cli_free (params);
      return 1;
    }
  double rp, rv, ra;
  gp_state_residuals (P, x, &rp, &rv, &ra);
  FILE *f = out_open (c.out);
  fprintf (f, "# reference of %s at t = %.17g: GSL rk8pd (gsl_odeiv2_driver, y_new control, "
           "eps_abs = eps_rel = %g, %ld steps) on the state-space ODE y' = z, z' = a(t,y,z) "
           "with a, lambda, psi from the acceleration-level system (Newton to 1e-15)\n",
           P->name, c.t_end, tol, nsteps);
  fprintf (f, "# residuals at t: position %.3g, velocity %.3g, acceleration %.3g\n", rp, rv, ra);
  write_problem_params (f, P);
  write_header (f, &x->L);
  write_row (f, x);
  out_commit (f, c.out);
  gp_state_free (x);
  cli_free (params);
  return 0;
}
