/* cmd_tolconv.c -- galpha tolconv: the tolerance study of adaptive runs,
   rtol0 10^(-k/2), k = 0 .. levels-1, errors at T and the fitted slopes
   against rtol (gp_tol_study_run). */
#include <stdio.h>
#include "galpha.h"
#include "cli.h"
#include "job.h"

int
cmd_tolconv (int argc, char **argv)
{
  job j;
  job_parse (&j, argc, argv);
  const cli *c = &j.c;
  const setup *s = &j.s;
  if (c->have_h || c->have_h0 || c->have_rtol)
    usage_error ("tolconv takes --rtol0 and --levels (tolerances rtol0 10^(-k/2)), not --h, "
                 "--h0 or --rtol");
  cli_only (c, "tolconv");
  job_setup (&j);
  if (!c->have_rtol0)
    usage_error ("--rtol0 is required");
  levels_check (c->have_levels, c->levels, 1, 20, "");
  double atol0;
  adaptive_options (&j, c->rtol0, "--rtol0", &atol0);
  const gp_reference *R = study_reference ("tolconv", &j, c->t_end);
  double shift = s->m->a_shift (&s->o);
  int L = (int) c->levels;
  if (job_begin (&j, 1, R, c->rtol0, atol0))
    return 0;
  const char *blocks = j.blocks;
  gp_stepper *st = j.st;
  static gp_tol_study study;
  /* the library's tolerance study has no observer: one line for all levels */
  fprintf (stderr, "%s tolconv: %d adaptive runs, rtol = %s to %s 10^(-%d/2)\n", prog, L,
           GP_NUM (c->rtol0), GP_NUM (c->rtol0), L - 1);
  int rc = gp_tol_study_run (st, j.ctl, c->have_h_init ? c->h_init : 0.0, L, c->t_end, j.x,
                             &study);
  if (rc != GP_OK)
    {
      fprintf (stderr, "%s: level %d (rtol = %.17g): adaptive run failed at attempt %ld "
               "(t = %.17g, h = %.17g): %s\n", prog, study.fail_level,
               study.rtol[study.fail_level], study.run.fail_step, study.run.fail_t,
               study.run.fail_h, gp_stepper_message (st));
      cli_exit (1);
    }
  int ncols = study_ncols (study.present);
  FILE *f = job_output (&j);
  if (R)
    fprintf (f, "# errors against %s%s%s%s\n", c->reference ? "the reference in " : "the committed ",
             c->reference ? c->reference : "", c->reference ? ": " : "", R->how);
  fprintf (f, "# adaptive runs: rtol = %s 10^(-k/2), atol = %s 10^(-k/2), k = 0..%d; errors at "
           "T; err_a is measured against a(T + %.17g h_last); NA: the problem has no such "
           "component%s\n", GP_NUM (c->rtol0), GP_NUM (atol0), L - 1, shift,
           R && shift != 0.0 ? ", or the reference gives only a(T)" : "");
  if (blocks[0])
    fprintf (f, "# blocks tested beside y at level 0, scaled with y's (theory/ada-mixed.md):%s\n",
             blocks);
  fprintf (f, "rtol\tatol\tsteps\trejected\tnewton_failures");
  write_err_header (f, study.present);
  fprintf (f, "\tnewton_its\n");
  for (int k = 0; k < L; k++)
    {
      fprintf (f, "%.17g\t%.17g\t%ld\t%ld\t%ld", study.rtol[k], study.atol[k], study.steps[k],
               study.rejected[k], study.newton_failures[k]);
      write_err_cells (f, study.present, study.err, k);
      fprintf (f, "\t%.17g\n", study.newton_per_step[k]);
    }
  if (L >= 3)
    for (int col = 0; col < ncols; col++)
      if (study.present[study_cols[col]])
        fprintf (f, "# slope err_%s %.3f\n", gp_block_name (study_cols[col]),
                 study.slope[study_cols[col]]);
  if (L >= 3)
    fprintf (f, "# slope: least squares of log err against log rtol over levels 0-%d; 1 is "
             "tolerance proportionality\n", L - 1);
  else
    fprintf (f, "# slope: at least 3 levels are needed for a fitted slope\n");
  return job_end (&j);
}
