/* job.c -- the skeleton of run, adaptive run, conv and tolconv (job.h):
   the setup of a problem and a method from the command line, the checks of
   steps, levels and work, the begin/end pair around each verb's body, and
   what their outputs share (columns, rows, provenance, the studies' error
   columns, the adaptive tolerances). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "cli.h"
#include "job.h"
#include "settings.h"
#include "reference_file.h"

/* The blocks in output order (CONTRACT.md): y, z, a, lambda, psi, then qdd
   and the method's own block where the layout has them. */
static const gp_block out_order[GP_NBLOCKS] = { GP_Y, GP_Z, GP_A, GP_LAM, GP_PSI, GP_QDD, GP_AUX };

void
write_header (FILE *f, const gp_layout *L)
{
  fprintf (f, "t");
  for (int b = 0; b < GP_NBLOCKS; b++)
    for (size_t i = 1; i <= L->len[out_order[b]]; i++)
      fprintf (f, "\t%s%zu", gp_layout_block_name (L, out_order[b]), i);
  fprintf (f, "\n");
}

/* The driver has already refused non-finite values; a row never has one. */
void
write_row (FILE *f, const gp_state *x)
{
  fprintf (f, "%.17g", x->t);
  for (int b = 0; b < GP_NBLOCKS; b++)
    {
      const double *v = gp_state_block (x, out_order[b]);
      for (size_t i = 0; i < x->L.len[out_order[b]]; i++)
        fprintf (f, "\t%.17g", v[i]);
    }
  fprintf (f, "\n");
}

static void
write_provenance (FILE *f, int argc, char **argv, const gp_method *m,
                  const gp_options *o)
{
  fprintf (f, "#");
  for (int i = 0; i < argc; i++)
    fprintf (f, " %s", i == 0 ? "galpha" : argv[i]);
  char buf[1024];
  gp_options_format (o, m, buf, sizeof buf);
  fprintf (f, "\n# method %s %s\n", m->name, buf);
}

/* The method, its options, the problem and the step sequence are judged by
   the settings module (settings/settings.h), as a variant file's are: the
   command line and a file refuse the same values in the same words.  The
   problem's parameters go through the same core (problem_with_params). */
static void
settings_or_refuse (run_settings *rs, const char *key, const char *value)
{
  char why[512];
  if (settings_set (rs, key, value, why, sizeof why) != GP_OK)
    usage_error ("%s", why);
}

/* The command line's one default that is not the library's: its runs step
   in the production Newton regime unless --newton says otherwise (its
   Newton error is measured three orders below the discretization error:
   LIB C37, theory/library.md "Two Newton regimes"); the library and the
   verification programs keep verify. */
void
cli_newton_default (const cli *c, const gp_method *m, gp_options *o)
{
  /* --newton itself, not another option of the methods that take it
     (--jacobian-reuse) */
  for (int i = 0; i < c->nmopt; i++)
    if (strcmp (c->mkey[i], "newton") == 0)
      return;
  if (m->options & GP_OPT_NEWTON_MODE)
    o->newton_mode = GP_NEWTON_PRODUCTION;
}

static void
make_setup (const cli *c, setup *s)
{
  if (!c->problem)
    usage_error ("--problem is required (see galpha list problems)");
  if (!c->method)
    usage_error ("--method is required (see galpha list methods)");
  run_settings rs;
  settings_init (&rs);
  settings_or_refuse (&rs, "problem", c->problem);
  settings_or_refuse (&rs, "method", c->method);
  settings_or_refuse (&rs, "steps", c->steps);
  for (int i = 0; i < c->nmopt; i++)
    settings_or_refuse (&rs, c->mkey[i], c->mval[i]);
  char why[512];
  int entry;
  if (settings_resolve (&rs, why, sizeof why, &entry) != GP_OK)
    usage_error ("%s", why);
  s->m = rs.m;
  s->o = rs.o;
  cli_newton_default (c, s->m, &s->o);
  s->alt = rs.alt;
  s->params = problem_with_params (c, rs.P0, &s->Pc);
  s->P = &s->Pc;
  settings_free (&rs);
  if (s->m->supports (s->P, why, sizeof why) != GP_OK)
    usage_error ("%s", why);
  if (!c->have_t_end)
    usage_error ("--t-end is required");
  if (!(c->t_end > s->P->t0))
    usage_error ("--t-end = %s must exceed the problem's t0 = %s", GP_NUM (c->t_end),
                 GP_NUM (s->P->t0));
}

/* The checks of a run's steps, a study's levels and the work budget: the
   settings' cores (settings/settings.h), refused with exit 2. */
long
steps_check (int alt, double h, double t0, double T, const char *opt)
{
  char why[256];
  long N = settings_steps_count (alt, h, t0, T, opt, why, sizeof why);
  if (N < 0)
    usage_error ("%s", why);
  return N;
}

void
levels_check (int have, long L, long lo, long hi, const char *tail)
{
  char why[256];
  if (settings_levels_check (have, L, lo, hi, tail, why, sizeof why) != GP_OK)
    usage_error ("%s", why);
}

double
study_steps (int alt, double h0, long levels, double t0, double T)
{
  char why[256];
  double total = settings_study_steps (alt, h0, levels, t0, T, why, sizeof why);
  if (total < 0)
    usage_error ("%s", why);
  return total;
}

void
work_check (const char *what, double steps, size_t size, int allowed, const char *lift)
{
  char why[512];
  if (settings_work_check (what, steps, size, allowed, lift, why, sizeof why) != GP_OK)
    usage_error ("%s", why);
}


/* Memory the run needs and cannot have: not the command line's fault, so
   exit 1 (a failed run), not 2; no output file is left (cli_exit) */
static void
out_of_memory (const char *what)
{
  fprintf (stderr, "%s: out of memory (%s)\n", prog, what);
  cli_exit (1);
}

void
consistent_start (FILE *f, const gp_problem *P, gp_state *x)
{
  int rc = gp_state_consistent (P, x, 1e-15);
  if (rc != GP_OK)
    {
      fprintf (stderr, "%s: consistent initial values of %s: %s\n", prog, P->name,
               gp_strerror (rc));
      cli_exit (1);
    }
  double rp, rv, ra;
  if (gp_state_residuals (P, x, &rp, &rv, &ra) == GP_ENOMEM)
    out_of_memory ("the start's residuals");
  fprintf (f, "# start residuals: position %.3g velocity %.3g acceleration %.3g\n",
           rp, rv, ra);
}

/* A failed run: step, time and reason, after where (a study's level, or
   ""); exit 1 (2 for a start refused for its parameters or the problem's
   class). */
void
run_failed (gp_stepper *st, int rc, const gp_run *run, const char *where)
{
  if (run->fail_step > 0)
    fprintf (stderr, "%s: %srun failed at step %ld (t = %.17g, h = %.17g): %s\n", prog, where,
             run->fail_step, run->fail_t, run->fail_h, gp_stepper_message (st));
  else
    fprintf (stderr, "%s: %sstart: %s\n", prog, where, gp_stepper_message (st));
  cli_exit ((rc == GP_EINVAL || rc == GP_EUNSUP) && run->fail_step == 0 ? 2 : 1);
}

/* What conv and tolconv measure against at T: NULL when the problem has an
   exact solution, else its committed reference.  Refused (exit 2) when
   there is neither, or when --param changed the parameters: the committed
   references hold for the defaults only (make ref checks each against
   Octave's ode45 at those); an exact solution reads the parameters, so it
   follows them. */
const gp_reference *
study_reference (const char *verb, const job *j, double T)
{
  const cli *c = &j->c;
  const setup *s = &j->s;
  if (c->reference)
    {
      /* read and judged now, before anything is allocated: a refusal leaks
         nothing; the file's reference holds for whatever parameters the
         user computed it with, so --param is the user's to match */
      static reference_file F;
      static gp_reference R;
      if (s->P->exact)
        usage_error ("%s: --reference %s: problem %s has an exact solution; the study measures "
                     "against it (leave --reference out)", verb, c->reference, s->P->name);
      reference_file_read (c->reference, s->P, T, &F);
      R.problem = s->P->name;
      R.t = F.t;
      R.nvalues = F.nvalues;
      R.values = F.values;
      R.how = F.how;
      return &R;
    }
  if (s->P->exact)
    return NULL;
  if (problem_params_changes (s->P)[0])
    usage_error ("%s: problem %s has no exact solution, and its committed reference "
                 "(problems/references.c, make ref) holds for the default parameters only, "
                 "not for --param %s: refused rather than report errors against the "
                 "solution of other parameters (give --reference FILE computed for them, "
                 "e.g. by galpha reference --param ... --out FILE)",
                 verb, s->P->name, problem_params_changes (s->P));
  const gp_reference *R = gp_reference_at (s->P->name, T);
  if (!R)
    usage_error ("problem %s has no exact solution and no committed reference at t = %s "
                 "(give --reference FILE, e.g. from galpha reference --problem %s --t-end %s "
                 "--out FILE; or see problems/references.c, make ref)", s->P->name, GP_NUM (T),
                 s->P->name, GP_NUM (T));
  return R;
}

/* The reference R at T as a state (y z a lam psi), NULL for none; allocated
   last, after everything that can still refuse */
static gp_state *
reference_state (const gp_reference *R, const setup *s, double T)
{
  if (!R)
    return NULL;
  gp_state *ref = gp_state_alloc (s->P, NULL);
  if (!ref || R->nvalues != ref->L.size)
    usage_error ("the reference of %s does not fit its layout", s->P->name);
  memcpy (ref->v, R->values, R->nvalues * sizeof (double));
  ref->t = T;
  return ref;
}

/* The error columns of a study: y, z, a, lambda, psi, and qdd where measured */
const gp_block study_cols[6] = { GP_Y, GP_Z, GP_A, GP_LAM, GP_PSI, GP_QDD };

int
study_ncols (const int present[GP_NBLOCKS])
{
  return present[GP_QDD] ? 6 : 5;
}

void
write_err_header (FILE *f, const int present[GP_NBLOCKS])
{
  for (int j = 0; j < study_ncols (present); j++)
    fprintf (f, "\terr_%s", gp_block_name (study_cols[j]));
}

/* level k's errors, NA for a block not measured */
void
write_err_cells (FILE *f, const int present[GP_NBLOCKS],
                 double (*err)[GP_STUDY_MAX_LEVELS], int k)
{
  for (int j = 0; j < study_ncols (present); j++)
    if (present[study_cols[j]])
      fprintf (f, "\t%.17g", err[study_cols[j]][k]);
    else
      fprintf (f, "\tNA");
}

/* ---- adaptive steps: run --rtol, tolconv --------------------------------- */
/* The tolerances of run --rtol and tolconv: refused (exit 2) with the value
   named; atol defaults to rtol. */
void
adaptive_options (const job *j, double rtol, const char *rname, double *atol)
{
  const cli *c = &j->c;
  const setup *s = &j->s;
  if (!(rtol > 0))
    usage_error ("%s = %s must be positive", rname, GP_NUM (rtol));
  if (rtol >= 1)
    usage_error ("%s = %s must be below 1 (a relative tolerance)", rname, GP_NUM (rtol));
  *atol = c->have_atol ? c->atol : rtol;
  if (!(*atol >= 0))
    usage_error ("--atol = %s must be nonnegative", GP_NUM (*atol));
  if (c->have_h_init && !(c->h_init > 0 && c->h_init <= c->t_end - s->P->t0))
    usage_error ("--h-init = %s must lie in (0, T - t0] = (0, %s]", GP_NUM (c->h_init),
                 GP_NUM (c->t_end - s->P->t0));
  if (!gp_method_has_estimate (s->m, &s->o))
    usage_error ("method %s provides no local error estimate: adaptive steps (--rtol) are "
                 "available for ga-nh, ga-soi2, hht-odae, ga-i3, ga, hht and newmark", s->m->name);
  gp_layout L;
  gp_layout_of (s->P, s->m, &L);
  for (int b = 0; b < GP_NBLOCKS; b++)
    {
      const char *name = gp_block_name ((gp_block) b);
      if (c->have_blk_atol[b] && !c->have_blk_rtol[b])
        usage_error ("--atol-%s needs --rtol-%s (the block's own test)", name, name);
      if (!c->have_blk_rtol[b])
        continue;
      double r = c->blk_rtol[b], a = c->have_blk_atol[b] ? c->blk_atol[b] : r;
      if (!(r > 0 && r < 1))
        usage_error ("--rtol-%s = %s must lie in (0, 1) (a relative tolerance)", name,
                     GP_NUM (r));
      if (!(a >= 0))
        usage_error ("--atol-%s = %s must be nonnegative", name, GP_NUM (a));
      if (L.len[b] == 0)
        usage_error ("--rtol-%s: problem %s has no %s block", name, s->P->name, name);
      if (s->m->var_index[b] < 1)
        usage_error ("--rtol-%s: method %s gives no index for its %s block, so it cannot "
                     "enter the error test", name, s->m->name, name);
    }
}

/* The control of run --rtol and tolconv: y's tolerances and the blocks'
   (theory/ada-mixed.md); the header's text of the blocks in desc. */
static gp_control *
adaptive_control (const cli *c, const setup *s, double rtol, double atol, char *desc,
                  size_t len)
{
  char why[256];
  gp_control *ctl = gp_control_alloc (rtol, atol, why, sizeof why);
  if (!ctl)
    usage_error ("%s", why);
  desc[0] = '\0';
  for (int b = 0; b < GP_NBLOCKS; b++)
    if (c->have_blk_rtol[b])
      {
        double r = c->blk_rtol[b], a = c->have_blk_atol[b] ? c->blk_atol[b] : r;
        if (gp_control_block (ctl, (gp_block) b, r, a, why, sizeof why))
          usage_error ("%s", why);
        size_t n = strlen (desc);
        snprintf (desc + n, len - n, " %s:rtol=%s,atol=%s,index=%d", gp_block_name ((gp_block) b),
                  GP_NUM (r), GP_NUM (a), s->m->var_index[b]);
      }
  return ctl;
}

/* ---- the skeleton ---------------------------------------------------------- */
void
job_parse (job *j, int argc, char **argv)
{
  memset (j, 0, sizeof *j);
  parse (&j->c, argc, argv, 2);
  j->argc = argc;
  j->argv = argv;
}

void
job_setup (job *j)
{
  make_setup (&j->c, &j->s);
}

static void
job_free (job *j)
{
  gp_control_free (j->ctl);
  gp_state_free (j->x);
  gp_stepper_free (j->st);
  cli_free (j->s.params);
  j->ctl = NULL;
  j->x = NULL;
  j->st = NULL;
  j->s.params = NULL;
}

int
job_begin (job *j, int study, const gp_reference *R, double rtol, double atol)
{
  setup *s = &j->s;
  char why[256];
  hypothesis_notes (s->m, &s->o);
  j->st = gp_stepper_alloc (s->m, s->P, &s->o, why, sizeof why);
  if (!j->st && strcmp (why, "out of memory") == 0)
    out_of_memory ("the stepper");
  if (!j->st)
    usage_error ("%s", why);
  if (study)
    j->x = reference_state (R, s, j->c.t_end);
  else if (!(j->x = gp_stepper_state_alloc (j->st)))
    out_of_memory ("the state");
  if (rtol > 0)
    j->ctl = adaptive_control (&j->c, s, rtol, atol, j->blocks, sizeof j->blocks);
  if (!cli_dry_run)
    return 0;
  job_free (j);
  return 1;
}

FILE *
job_output (job *j)
{
  j->f = out_open (j->c.out);
  write_provenance (j->f, j->argc, j->argv, j->s.m, &j->s.o);
  write_problem_params (j->f, j->s.P);
  if (gp_stepper_newton_band (j->st))
    fprintf (j->f, "# newton: the band LU of the sparse path (the problem's sparse blocks; "
             "theory/library.md, \"The sparse Newton path\")\n");
  return j->f;
}

int
job_end (job *j)
{
  out_commit (j->f, j->c.out);
  job_free (j);
  return 0;
}
