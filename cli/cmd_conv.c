/* cmd_conv.c -- galpha conv: the convergence study h0 / 2^k, k = 0 ..
   levels-1, errors at T against the exact solution or a reference, and the
   fitted orders over the asymptotic range (gp_study_run). */
#include <math.h>
#include <stdio.h>
#include "galpha.h"
#include "cli.h"
#include "settings.h"
#include "job.h"

/* ---- the studies (conv, tolconv) -------------------------------------- */
/* conv's progress on stderr: one line as each level starts (the
   observer's call at step 0), so that a long study is seen moving */
typedef struct
{
  int level, levels;
  double h0;
} level_progress;

static int
conv_progress (const gp_state *x, long i, long N, void *ctx)
{
  (void) x;
  level_progress *p = ctx;
  if (i == 0)
    {
      fprintf (stderr, "%s conv: level %d of 0-%d (h = %s, %ld steps)\n", prog, p->level,
               p->levels - 1, GP_NUM (ldexp (p->h0, -p->level)), N);
      p->level++;
    }
  return 0;
}

int
cmd_conv (int argc, char **argv)
{
  job j;
  job_parse (&j, argc, argv);
  const cli *c = &j.c;
  const setup *s = &j.s;
  if (c->have_h || c->have_every)
    usage_error ("--h and --every belong to run, not conv");
  cli_only (c, "conv");
  job_setup (&j);
  if (!c->have_h0)
    usage_error ("--h0 is required");
  levels_check (c->have_levels, c->levels, 1, 20, "");
  const gp_reference *R = study_reference ("conv", &j, c->t_end);
  double shift = s->m->a_shift (&s->o);
  double steps = study_steps (s->alt, c->h0, c->levels, s->P->t0, c->t_end);
  work_check ("the study", steps, settings_state_size (s->P, s->m), c->allow_long, "give --allow-long");
  int L = (int) c->levels;
  if (job_begin (&j, 1, R, 0, 0))
    return 0;
  static gp_study study;
  level_progress progress = { 0, L, c->h0 };
  int rc = gp_study_run (j.st, s->alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM, c->h0, L, c->t_end,
                         j.x, conv_progress, &progress, &study);
  if (rc != GP_OK)
    {
      char level[96];
      snprintf (level, sizeof level, "level %d (h = %.17g): ", study.fail_level,
                study.h[study.fail_level]);
      run_failed (j.st, rc, &study.run, level);
    }
  int ncols = study_ncols (study.present);
  FILE *f = job_output (&j);
  if (R)
    fprintf (f, "# errors against %s%s%s%s\n", c->reference ? "the reference in " : "the committed ",
             c->reference ? c->reference : "", c->reference ? ": " : "", R->how);
  fprintf (f, "# err_a is measured against a(T + %.17g h_last); NA: the problem has no such "
           "component%s\n", shift, R && shift != 0.0 ? ", or the reference gives only a(T)" : "");
  fprintf (f, "h\tsteps");
  write_err_header (f, study.present);
  fprintf (f, "\tnewton_its\n");
  for (int k = 0; k < L; k++)
    {
      fprintf (f, "%.17g\t%ld", study.h[k], study.steps[k]);
      write_err_cells (f, study.present, study.err, k);
      fprintf (f, "\t%.17g\n", study.newton_per_step[k]);
    }
  if (L >= 3)
    for (int col = 0; col < ncols; col++)
      {
        gp_block b = study_cols[col];
        if (!study.present[b])
          continue;
        fprintf (f, "# order err_%s %.3f\n", gp_block_name (b), study.order[b]);
        fprintf (f, "# range err_%s levels %d-%d (h %.4g .. %.4g)\n", gp_block_name (b),
                 study.lo[b], L - 1, study.h[study.lo[b]], study.h[L - 1]);
      }
  else
    fprintf (f, "# order: at least 3 levels are needed for a fitted order\n");
  return job_end (&j);
}
