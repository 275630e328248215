/* cmd_run.c -- galpha run: one integration of a problem by a method with
   fixed steps (--h), or with adaptive steps (--rtol: gp_integrate_adaptive),
   one row per step written (--every K: every K-th; the first and the last
   always). */
#include <stdio.h>
#include <string.h>
#include "galpha.h"
#include "cli.h"
#include "settings.h"
#include "job.h"

typedef struct
{
  FILE *f;
  long every;
} row_writer;

static int
write_rows (const gp_state *x, long i, long N, void *ctx)
{
  row_writer *w = ctx;
  out_reached (i, x->t);   /* for the message of a write that fails */
  if (i == 0 || i == N || (w->every > 0 && i % w->every == 0))
    write_row (w->f, x);
  return 0;
}

typedef struct
{
  FILE *f;
  long every;
  double t_end;
} arow_writer;

static int
write_rows_adaptive (const gp_state *x, long i, long N, void *ctx)
{
  (void) N;
  arow_writer *w = ctx;
  out_reached (i, x->t);
  if (i == 0 || x->t == w->t_end || (w->every > 0 && i % w->every == 0))
    write_row (w->f, x);
  return 0;
}

static int
cmd_run_adaptive (job *j)
{
  const cli *c = &j->c;
  if (!c->have_rtol)
    usage_error ("--atol, --h-init and the blocks' --rtol-B, --atol-B need --rtol (adaptive "
                 "steps)");
  if (c->have_h)
    usage_error ("--h and --rtol exclude each other: --h H for fixed steps, --rtol R "
                 "[--atol A] [--h-init H] for adaptive steps");
  if (strcmp (c->steps, "uniform") != 0)
    usage_error ("--steps %s does not apply to adaptive steps (--rtol): the controller "
                 "chooses them", c->steps);
  job_setup (j);
  if (c->have_every && c->every < 1)
    usage_error ("--every = %ld must be a positive integer", c->every);
  double atol;
  adaptive_options (j, c->rtol, "--rtol", &atol);
  if (job_begin (j, 0, NULL, c->rtol, atol))
    return 0;
  const gp_control *ctl = j->ctl;
  const char *blocks = j->blocks;
  gp_stepper *st = j->st;
  FILE *f = job_output (j);
  fprintf (f, "# adaptive rtol=%s atol=%s h_init=%s controller=filter k*beta1=%s k*beta2=%s "
           "alpha2=%s limiter=atan kappa=%s exponent=1/3 (error per step of y against tol times "
           "h_ref = (T - t0) rtol^(1/2) / 10) safety=%s ratio=[%s, %s] newton_shrink=%s\n",
           GP_NUM (ctl->rtol), GP_NUM (ctl->atol),
           c->have_h_init ? GP_NUM (c->h_init) : "default", GP_NUM (ctl->filter[0]),
           GP_NUM (ctl->filter[1]), GP_NUM (ctl->filter[2]), GP_NUM (ctl->kappa),
           GP_NUM (ctl->safety), GP_NUM (ctl->ratio_min), GP_NUM (ctl->ratio_max),
           GP_NUM (ctl->newton_shrink));
  if (blocks[0])
    fprintf (f, "# adaptive blocks tested beside y (theory/ada-mixed.md: the indicator of the "
             "last 4 - index accepted values, scaled by h^(index-1)):%s\n", blocks);
  write_header (f, &j->x->L);
  consistent_start (f, j->s.P, j->x);
  arow_writer w = { f, c->have_every ? c->every : 0, c->t_end };
  gp_adaptive_run run;
  int rc = gp_integrate_adaptive (st, j->ctl, c->have_h_init ? c->h_init : 0.0, c->t_end, j->x,
                                  1, write_rows_adaptive, &w, &run);
  if (rc != GP_OK)
    {
      /* the tolerance and the first step named: an unreachable tolerance
         is the usual cause (the driver's own smallest step is 1e-12 (T - t0)) */
      if (run.fail_step > 0)
        fprintf (stderr, "%s: adaptive run failed at attempt %ld (t = %.17g, h = %.17g; %ld "
                 "steps accepted) with --rtol = %s, --atol = %s%s%s, --h-init = %s: %s (a "
                 "tolerance the steps cannot reach: loosen the tolerances or change "
                 "--h-init)\n", prog, run.fail_step, run.fail_t, run.fail_h, run.accepted,
                 GP_NUM (c->rtol), GP_NUM (atol), blocks[0] ? ", blocks" : "", blocks,
                 c->have_h_init ? GP_NUM (c->h_init) : "default", gp_stepper_message (st));
      else
        fprintf (stderr, "%s: start: %s\n", prog, gp_stepper_message (st));
      cli_exit (1);
    }
  const gp_stats *S_ = gp_stepper_stats (st);
  fprintf (f, "# stats steps=%ld rejected=%ld newton_failures=%ld h_first=%.17g h_min=%.17g "
           "h_max=%.17g newton_iters=%ld jacobian_evals=%ld factorizations=%ld "
           "reused_solves=%ld reuse_redos=%ld residual_evals=%ld "
           "floor_accepts=%ld floor_max=%.3g unconverged=%ld\n", run.accepted, run.rejected,
           run.newton_failures, run.h_first, run.h_min, run.h_max, S_->newton_iters,
           S_->jacobian_evals, S_->factorizations, S_->reused_solves, S_->reuse_redos,
           S_->residual_evals, S_->floor_accepts, S_->max_floor_inc, S_->unconverged);
  if (run.callback_retries)   /* only problems whose callbacks can fail recoverably */
    fprintf (f, "# stats callback_retries=%ld (steps retried smaller after a callback's "
             "recoverable failure)\n", run.callback_retries);
  if (blocks[0])
    {
      fprintf (f, "# steps set by");
      for (int b = 0; b < GP_NBLOCKS; b++)
        if (b == GP_Y || ctl->block[b].on)
          fprintf (f, " %s=%ld", gp_block_name ((gp_block) b), run.binding[b]);
      fprintf (f, "\n");
    }
  return job_end (j);
}

int
cmd_run (int argc, char **argv)
{
  job j;
  job_parse (&j, argc, argv);
  const cli *c = &j.c;
  if (c->have_h0 || c->have_levels)
    usage_error ("--h0 and --levels belong to conv, not run");
  if (c->have_rtol0)
    usage_error ("--rtol0 belongs to tolconv, not run (run takes --rtol)");
  cli_only (c, "run");
  int blk = 0;
  for (int b = 0; b < GP_NBLOCKS; b++)
    blk |= c->have_blk_rtol[b] | c->have_blk_atol[b];
  if (c->have_rtol || c->have_atol || c->have_h_init || blk)
    return cmd_run_adaptive (&j);
  job_setup (&j);
  const setup *s = &j.s;
  if (!c->have_h)
    usage_error ("--h is required (or --rtol for adaptive steps)");
  if (c->have_every && c->every < 1)
    usage_error ("--every = %ld must be a positive integer", c->every);
  long N = steps_check (s->alt, c->h, s->P->t0, c->t_end, "--h");
  work_check ("the run", (double) N, settings_state_size (s->P, s->m), c->allow_long, "give --allow-long");
  if (job_begin (&j, 0, NULL, 0, 0))
    return 0;
  gp_stepper *st = j.st;
  FILE *f = job_output (&j);
  write_header (f, &j.x->L);
  consistent_start (f, s->P, j.x);
  gp_steps S = { s->alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM, c->h, NULL, 0 };
  row_writer w = { f, c->have_every ? c->every : 0 };
  gp_run run;
  int rc = gp_integrate (st, &S, c->t_end, j.x, 1, write_rows, &w, &run);
  if (rc != GP_OK)
    run_failed (st, rc, &run, "");
  const gp_stats *S_ = gp_stepper_stats (st);
  fprintf (f, "# stats steps=%ld newton_iters=%ld jacobian_evals=%ld factorizations=%ld "
           "reused_solves=%ld reuse_redos=%ld residual_evals=%ld floor_accepts=%ld "
           "floor_max=%.3g unconverged=%ld\n", S_->steps, S_->newton_iters, S_->jacobian_evals,
           S_->factorizations, S_->reused_solves, S_->reuse_redos, S_->residual_evals,
           S_->floor_accepts, S_->max_floor_inc, S_->unconverged);
  return job_end (&j);
}
