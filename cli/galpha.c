/* galpha.c -- the command-line driver (verbs, options and formats fixed by
   CONTRACT.md): list, run, conv, roots (cli/cmd_roots.c), params (cli/cmd_params.c),
   reference; main() is in cli/main.c.
   Exit status: 0 success; 1 a run failed (with step number and time);
   2 bad usage or a parameter that violates a method hypothesis. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "galpha.h"
#include "problems.h"
#include "cli.h"
#include "reference_file.h"

const char *prog = "galpha";

const char *(*usage_where) (const char *message);

void
usage_error (const char *fmt, ...)
{
  char msg[2048];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (msg, sizeof msg, fmt, ap);
  va_end (ap);
  fprintf (stderr, "%s: %s%s\n", prog, usage_where ? usage_where (msg) : "", msg);
  cli_exit (2);
}

/* the blocks an early exit frees (cli_hold) */
static void *held[8];

void *
cli_hold (void *p)
{
  for (size_t i = 0; p && i < sizeof held / sizeof held[0]; i++)
    if (!held[i])
      return held[i] = p;
  if (p)
    abort ();   /* a programming error: more blocks held than the verbs need */
  return p;
}

void
cli_free (void *p)
{
  for (size_t i = 0; p && i < sizeof held / sizeof held[0]; i++)
    if (held[i] == p)
      held[i] = NULL;
  free (p);
}

int
cli_release (void)
{
  int n = 0;
  for (size_t i = 0; i < sizeof held / sizeof held[0]; i++)
    if (held[i])
      {
        free (held[i]);
        held[i] = NULL;
        n++;
      }
  return n;
}

static void
usage (FILE *to)
{
  fprintf (to,
"usage: galpha list [problems|methods]\n"
"       galpha list params --problem P\n"
"       galpha run   --problem P --method M [METHOD OPTIONS] --h H --t-end T\n"
"                    [--steps uniform|alt] [--every K] [--param NAME=VALUE ...] [--out FILE]\n"
"                    [--allow-long]\n"
"       galpha run   --problem P --method M [METHOD OPTIONS] --rtol R [--atol A] [--h-init H]\n"
"                    [BLOCK TOLERANCES] --t-end T [--every K] [--param NAME=VALUE ...]\n"
"                    [--out FILE]   (adaptive)\n"
"       galpha conv  --problem P --method M [METHOD OPTIONS] --t-end T --h0 H0\n"
"                    --levels L [--steps uniform|alt] [--param NAME=VALUE ...] [--reference FILE]\n"
"                    [--out FILE] [--allow-long]\n"
"       galpha tolconv --problem P --method M [METHOD OPTIONS] --t-end T --rtol0 R\n"
"                    --levels L [--atol A] [--h-init H] [BLOCK TOLERANCES] [--param NAME=VALUE ...]\n"
"                    [--reference FILE] [--out FILE]\n"
"       galpha roots [--rho-inf R | --alpha-m A --alpha-f A --beta B --gamma G | --alpha A]\n"
"       galpha spectrum --method ga|hht|newmark [--rho-inf R | --alpha-m A --alpha-f A\n"
"                    --beta B --gamma G | --alpha A | --beta B --gamma G] [--h-over-T X]\n"
"       galpha params --from CONVENTION VALUES [--to CONVENTION]   (conventions: rho-inf,\n"
"                    ga-old, ga-new, hht, hht-chrono, hht-opensees, newmark, jwh)\n"
"       galpha reference --problem P --t-end T [--tol TOL] [--param NAME=VALUE ...] [--out FILE]\n"
"       galpha review --variant FILE [--out DIR]   (every theorem check of the variant's\n"
"                    method; FILE: key = value lines, see variants/ and CONTRACT.md)\n"
"METHOD OPTIONS: --rho-inf R | --alpha-m A --alpha-f A --beta B --gamma G,\n"
"       --alpha A, --b B, --m-alpha explicit|previous|t0, --a-init a0|exact|lunk-simeon,\n"
"       --step-fix on|off|printed, --scaling on|off, --r1 implicit|explicit, --midpoint,\n"
"       --newton-tol TOL, --newton verify|production\n"
"BLOCK TOLERANCES (the block in the error test beside y; atol defaults to rtol):\n"
"       --rtol-z R [--atol-z A], --rtol-a R [--atol-a A], --rtol-lambda R [--atol-lambda A],\n"
"       --rtol-psi R [--atol-psi A]\n"
"WORK BUDGET: a fixed-step run, a conv study and a variant's study (h0, levels, t-end)\n"
"       are refused (exit 2) before they start when steps x state components exceed\n"
"       1e9, 1 to 6 minutes of one core; --allow-long (a variant: allow-long = on)\n"
"       runs them all the same.  reference takes --tol in [1e-15, 1e-3).\n");
}

/* ---- option parsing -------------------------------------------------- */

const char *
number_text (const char *s, double *v)
{
  char *end;
  if (isspace ((unsigned char) s[0]))
    return "starts with white space, not a number";
  errno = 0;
  *v = strtod (s, &end);
  if (end == s || *end != '\0')
    return "is not a number";
  /* strtod flags a subnormal result with ERANGE when the text is decimal
     but not when it is hex: a value is judged by its magnitude, not by its
     spelling, so only a result that overflowed or underflowed to zero is
     refused */
  if (errno == ERANGE && fabs (*v) == HUGE_VAL)
    return "is not a number (beyond the largest double, 1.8e308)";
  if (errno == ERANGE && *v == 0)
    return "is not a number (below the smallest double, 4.9e-324: it rounds to 0)";
  return NULL;
}

double
parse_double (const char *opt, const char *s)
{
  double v;
  const char *bad = number_text (s, &v);
  if (bad)
    usage_error ("%s: '%s' %s", opt, s, bad);
  if (!isfinite (v))
    usage_error ("%s = %s is not a finite number", opt, s);
  return v;
}

long
parse_long (const char *opt, const char *s)
{
  char *end;
  if (isspace ((unsigned char) s[0]))
    usage_error ("%s: '%s' starts with white space, not an integer", opt, s);
  errno = 0;
  long v = strtol (s, &end, 10);
  if (end == s || *end != '\0' || errno == ERANGE)
    usage_error ("%s: '%s' is not an integer", opt, s);
  return v;
}

/* --rtol-B / --atol-B: 1 when o is one of them (its value stored) */
static int
block_tol_option (cli *c, const char *o, const char *v)
{
  static const gp_block blocks[4] = { GP_Z, GP_A, GP_LAM, GP_PSI };
  for (int j = 0; j < 4; j++)
    {
      int b = blocks[j];
      if ((strncmp (o, "--rtol-", 7) == 0 || strncmp (o, "--atol-", 7) == 0)
          && strcmp (o + 7, gp_block_name (blocks[j])) == 0)
        {
          if (o[2] == 'r')
            {
              c->blk_rtol[b] = parse_double (o, v);
              c->have_blk_rtol[b] = 1;
            }
          else
            {
              c->blk_atol[b] = parse_double (o, v);
              c->have_blk_atol[b] = 1;
            }
          return 1;
        }
    }
  return 0;
}

/* A method option's key and value, set on the method by method_options;
   given collects the GP_OPT_* flags of the methods that take it. */
static void
method_option (cli *c, const gp_option_info *opt, const char *v)
{
  if (c->nmopt >= (int) (sizeof c->mkey / sizeof c->mkey[0]))
    usage_error ("--%s: more than %d method options", opt->key,
                 (int) (sizeof c->mkey / sizeof c->mkey[0]));
  c->mkey[c->nmopt] = opt->key;
  c->mval[c->nmopt++] = v;
  c->given |= opt->reads;
}

void
parse (cli *c, int argc, char **argv, int first)
{
  memset (c, 0, sizeof *c);
  c->steps = "uniform";
  for (int i = first; i < argc; i++)
    {
      const char *o = argv[i];
      if (strncmp (o, "--", 2) != 0)
        usage_error ("unexpected argument '%s'", o);
      int repeatable = strcmp (o, "--param") == 0, again = 0;   /* once per NAME */
      for (int j = 0; j < c->nseen; j++)
        again |= strcmp (c->seen[j], o) == 0;
      if (again && !repeatable)
        usage_error ("option %s given twice: give it once", o);
      if (!again && c->nseen < (int) (sizeof c->seen / sizeof c->seen[0]))
        c->seen[c->nseen++] = o;
#define IS(name) (strcmp (o, name) == 0)
      const gp_option_info *opt = gp_option_find (o + 2);
      if (opt && opt->kind == GP_OPTION_FLAG)   /* a flag: an option without a value */
        {
          method_option (c, opt, "on");
          continue;
        }
      if (IS ("--allow-long"))  /* the other flag: work above the budget */
        {
          c->allow_long = 1;
          continue;
        }
      if (i + 1 >= argc)
        usage_error ("option %s needs a value", o);
      const char *v = argv[++i];
      if (strncmp (v, "--", 2) == 0)
        usage_error ("option %s needs a value, not the option %s", o, v);
      if (IS ("--problem")) c->problem = v;
      else if (IS ("--method")) c->method = v;
      else if (IS ("--out")) { out_check (v); c->out = v; }
      else if (IS ("--steps")) c->steps = v;
      else if (IS ("--h")) { c->h = parse_double (o, v); c->have_h = 1; }
      else if (IS ("--t-end")) { c->t_end = parse_double (o, v); c->have_t_end = 1; }
      else if (IS ("--h0")) { c->h0 = parse_double (o, v); c->have_h0 = 1; }
      else if (IS ("--reference")) c->reference = v;
      else if (IS ("--levels")) { c->levels = parse_long (o, v); c->have_levels = 1; }
      else if (IS ("--every")) { c->every = parse_long (o, v); c->have_every = 1; }
      else if (IS ("--rtol")) { c->rtol = parse_double (o, v); c->have_rtol = 1; }
      else if (IS ("--atol")) { c->atol = parse_double (o, v); c->have_atol = 1; }
      else if (IS ("--h-init")) { c->h_init = parse_double (o, v); c->have_h_init = 1; }
      else if (IS ("--rtol0")) { c->rtol0 = parse_double (o, v); c->have_rtol0 = 1; }
      else if (block_tol_option (c, o, v))
        ;
      else if (opt)
        {
          /* the coefficients are read by roots and spectrum too */
          double x = opt->kind == GP_OPTION_NUMBER ? parse_double (o, v) : 0;
          if (IS ("--rho-inf")) { c->rho_inf = x; c->have_rho = 1; }
          else if (IS ("--alpha-m")) { c->am = x; c->have_am = 1; }
          else if (IS ("--alpha-f")) { c->af = x; c->have_af = 1; }
          else if (IS ("--beta")) { c->beta = x; c->have_beta = 1; }
          else if (IS ("--gamma")) { c->gamma = x; c->have_gamma = 1; }
          else if (IS ("--alpha")) c->alpha = x;
          method_option (c, opt, v);
        }
      else if (IS ("--param"))
        {
          if (c->nparam >= (int) (sizeof c->param / sizeof c->param[0]))
            usage_error ("--param %s: more than %d --param options", v,
                         (int) (sizeof c->param / sizeof c->param[0]));
          c->param[c->nparam++] = v;
        }
      else
        usage_error ("unknown option '%s'", o);
#undef IS
    }
}

void
cli_only (const cli *c, const char *verb, const char *const *allowed)
{
  for (int j = 0; j < c->nseen; j++)
    {
      int ok = 0;
      for (const char *const *a = allowed; *a && !ok; a++)
        ok = strcmp (*a, c->seen[j]) == 0;
      if (!ok)
        {
          char list[512] = "";
          for (const char *const *a = allowed; *a; a++)
            snprintf (list + strlen (list), sizeof list - strlen (list), "%s%s",
                      a == allowed ? "" : " ", *a);
          usage_error ("option %s does not apply to galpha %s (it takes %s)", c->seen[j],
                       verb, list);
        }
    }
}

/* The coefficient set from --rho-inf, the explicit four, or --alpha (HHT). */
void
coeffs_from (const cli *c, gp_coeffs *k, int allow_hht)
{
  char why[256];
  int explicit4 = c->have_am + c->have_af + c->have_beta + c->have_gamma;
  int hht = (c->given & GP_OPT_HHT_ALPHA) != 0;
  if (c->have_rho + (explicit4 > 0) + hht > 1)
    usage_error ("give the coefficients one way: --rho-inf, or all of --alpha-m "
                 "--alpha-f --beta --gamma%s", allow_hht ? ", or --alpha" : "");
  if (c->have_rho)
    {
      if (gp_coeffs_chung_hulbert (c->rho_inf, k, why, sizeof why))
        usage_error ("%s", why);
    }
  else if (explicit4 == 4)
    {
      k->alpha_m = c->am; k->alpha_f = c->af; k->beta = c->beta; k->gamma = c->gamma;
    }
  else if (explicit4 > 0)
    usage_error ("explicit coefficients need all of --alpha-m --alpha-f --beta --gamma");
  else if (hht && allow_hht)
    {
      if (gp_coeffs_hht (c->alpha, k, why, sizeof why))
        usage_error ("%s", why);
    }
  else
    usage_error ("coefficients needed: --rho-inf R, or all of --alpha-m --alpha-f "
                 "--beta --gamma%s", allow_hht ? ", or --alpha A" : "");
}

/* Method options: each given option set on the method in the order given
   (gp_options_set), then judged together (gp_options_complete). */
void
method_options (const cli *c, const gp_method *m, gp_options *o)
{
  char why[512];
  gp_options_for (m, o);
  for (int i = 0; i < c->nmopt; i++)
    {
      int rc = gp_options_set (o, m, c->mkey[i], c->mval[i], why, sizeof why);
      /* the library names the key bare; the command line's name is --KEY */
      size_t k = strlen (c->mkey[i]);
      int about_key = strncmp (why, c->mkey[i], k) == 0 && strchr (" :=", why[k]);
      if (rc != GP_OK)
        usage_error ("%s%s%s", rc == GP_EUNSUP ? "option " : "", about_key ? "--" : "", why);
    }
  if (gp_options_complete (o, m, why, sizeof why) != GP_OK)
    usage_error ("%s", why);
}

/* Notes (not refusals) for every theorem hypothesis of the method's table
   that the options violate: the run is outside the convergence theory. */
void
hypothesis_notes (const gp_method *m, const gp_options *o)
{
  for (const gp_hypothesis *h = m->hypotheses; h && h->holds; h++)
    {
      char val[128];
      if (h->kind == GP_HYP_THEOREM && !h->holds (o, val, sizeof val))
        fprintf (stderr, "%s: note: %s violates %s, a hypothesis of %s: outside its "
                 "convergence theory\n", prog, val, h->condition, h->theorems);
    }
}

/* The blocks in output order (CONTRACT.md): y, z, a, lambda, psi, then qdd
   and the method's own block where the layout has them. */
static const gp_block out_order[GP_NBLOCKS] = { GP_Y, GP_Z, GP_A, GP_LAM, GP_PSI, GP_QDD, GP_AUX };

static void
write_header (FILE *f, const gp_layout *L)
{
  fprintf (f, "t");
  for (int b = 0; b < GP_NBLOCKS; b++)
    for (size_t i = 1; i <= L->len[out_order[b]]; i++)
      fprintf (f, "\t%s%zu", gp_layout_block_name (L, out_order[b]), i);
  fprintf (f, "\n");
}

/* The driver has already refused non-finite values; a row never has one. */
static void
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

/* ---- run / conv ---------------------------------------------------------- */
typedef struct
{
  const gp_problem *P;          /* &Pc: the run's own copy */
  gp_problem Pc;
  void *params;                 /* Pc's parameters when --param is given */
  const gp_method *m;
  gp_options o;
  int alt;
} setup;

static void
make_setup (const cli *c, setup *s)
{
  if (!c->problem)
    usage_error ("--problem is required (see galpha list problems)");
  if (!c->method)
    usage_error ("--method is required (see galpha list methods)");
  const gp_problem *P0 = gp_problem_by_name (c->problem);
  if (!P0)
    usage_error ("unknown problem '%s' (see galpha list problems)", c->problem);
  s->params = problem_with_params (c, P0, &s->Pc);
  s->P = &s->Pc;
  s->m = gp_method_by_name (c->method);
  if (!s->m)
    usage_error ("unknown method '%s' (see galpha list methods)", c->method);
  if (strcmp (c->steps, "uniform") == 0) s->alt = 0;
  else if (strcmp (c->steps, "alt") == 0) s->alt = 1;
  else usage_error ("--steps '%s': want uniform or alt", c->steps);
  method_options (c, s->m, &s->o);
  char why[256];
  if (s->m->supports (s->P, why, sizeof why) != GP_OK)
    usage_error ("%s", why);
  if (!c->have_t_end)
    usage_error ("--t-end is required");
  if (!(c->t_end > s->P->t0))
    usage_error ("--t-end = %s must exceed the problem's t0 = %s", GP_NUM (c->t_end),
                 GP_NUM (s->P->t0));
}

/* The step sequence of run, conv and a variant's study: refuses (exit 2)
   what the driver would refuse, naming the option. */
long
steps_check (int alt, double h, double t0, double T, const char *opt)
{
  char why[256];
  if (!(h > 0))
    usage_error ("%s = %s must be positive", opt, GP_NUM (h));
  gp_steps S = { alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM, h, NULL, 0 };
  long N = gp_steps_count (&S, t0, T, why, sizeof why);
  if (N < 0)
    usage_error ("%s: %s", opt, why);
  return N;
}

void
levels_check (int have, long L, long lo, long hi, const char *why)
{
  if (!have)
    usage_error ("--levels is required: an integer in [%ld, %ld]%s", lo, hi, why);
  if (L < lo || L > hi)
    usage_error ("--levels = %ld must lie in [%ld, %ld]%s", L, lo, hi, why);
}

double
study_steps (int alt, double h0, long levels, double t0, double T)
{
  double total = 0;
  for (long k = 0; k < levels; k++)
    total += (double) steps_check (alt, ldexp (h0, (int) -k), t0, T, k ? "--h0 / 2^k" : "--h0");
  return total;
}

size_t
state_size (const gp_problem *P, const gp_method *m)
{
  gp_layout L;
  gp_layout_of (P, m, &L);
  return L.size;
}

void
work_check (const char *what, double steps, size_t size, int allowed, const char *lift)
{
  double work = steps * (double) size;
  if (!allowed && work > CLI_WORK_BUDGET)
    usage_error ("%s: %.4g steps x %zu state components = %.3g, above the work budget of %.0e "
                 "(1 to 6 minutes of one core): refused before it starts; %s to run it all "
                 "the same", what, steps, size, work, CLI_WORK_BUDGET, lift);
}


/* x := the consistent start of P (exit 1 naming the problem when it
   fails), its residuals as a comment line of f */
static void
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
  gp_state_residuals (P, x, &rp, &rv, &ra);
  fprintf (f, "# start residuals: position %.3g velocity %.3g acceleration %.3g\n",
           rp, rv, ra);
}

/* A failed run: step, time and reason, after where (a study's level, or
   ""); exit 1 (2 for a start refused for its parameters or the problem's
   class). */
static void __attribute__ ((noreturn))
run_failed (gp_stepper *st, int rc, const gp_run *run, const char *where)
{
  if (run->fail_step > 0)
    fprintf (stderr, "%s: %srun failed at step %ld (t = %.17g, h = %.17g): %s\n", prog, where,
             run->fail_step, run->fail_t, run->fail_h, gp_stepper_message (st));
  else
    fprintf (stderr, "%s: %sstart: %s\n", prog, where, gp_stepper_message (st));
  cli_exit ((rc == GP_EINVAL || rc == GP_EUNSUP) && run->fail_step == 0 ? 2 : 1);
}

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

/* What conv and tolconv measure against at T: NULL when the problem has an
   exact solution, else its committed reference.  Refused (exit 2) when
   there is neither, or when --param changed the parameters: the committed
   references hold for the defaults only (make ref checks each against
   Octave's ode45 at those); an exact solution reads the parameters, so it
   follows them. */
static const gp_reference *
study_reference (const char *verb, const cli *c, const setup *s, double T)
{
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
static const gp_block study_cols[6] = { GP_Y, GP_Z, GP_A, GP_LAM, GP_PSI, GP_QDD };

static int
study_ncols (const int present[GP_NBLOCKS])
{
  return present[GP_QDD] ? 6 : 5;
}

static void
write_err_header (FILE *f, const int present[GP_NBLOCKS])
{
  for (int j = 0; j < study_ncols (present); j++)
    fprintf (f, "\terr_%s", gp_block_name (study_cols[j]));
}

/* level k's errors, NA for a block not measured */
static void
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
static void
adaptive_options (const cli *c, double rtol, const char *rname, double *atol, const setup *s)
{
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
cmd_run_adaptive (cli *c, int argc, char **argv)
{
  setup s;
  if (!c->have_rtol)
    usage_error ("--atol, --h-init and the blocks' --rtol-B, --atol-B need --rtol (adaptive "
                 "steps)");
  if (c->have_h)
    usage_error ("--h and --rtol exclude each other: --h H for fixed steps, --rtol R "
                 "[--atol A] [--h-init H] for adaptive steps");
  if (strcmp (c->steps, "uniform") != 0)
    usage_error ("--steps %s does not apply to adaptive steps (--rtol): the controller "
                 "chooses them", c->steps);
  make_setup (c, &s);
  if (c->have_every && c->every < 1)
    usage_error ("--every = %ld must be a positive integer", c->every);
  double atol;
  adaptive_options (c, c->rtol, "--rtol", &atol, &s);
  hypothesis_notes (s.m, &s.o);
  char why[256];
  gp_stepper *st = gp_stepper_alloc (s.m, s.P, &s.o, why, sizeof why);
  if (!st)
    usage_error ("%s", why);
  gp_state *x = gp_stepper_state_alloc (st);
  char blocks[512];
  gp_control *ctl = adaptive_control (c, &s, c->rtol, atol, blocks, sizeof blocks);
  if (!x)
    usage_error ("out of memory");
  if (cli_dry_run)
    {
      gp_control_free (ctl);
      gp_state_free (x);
      gp_stepper_free (st);
      cli_free (s.params);
      return 0;
    }
  FILE *f = out_open (c->out);
  write_provenance (f, argc, argv, s.m, &s.o);
  write_problem_params (f, s.P);
  fprintf (f, "# adaptive rtol=%s atol=%s h_init=%s controller=I exponent=1/2 (error per unit "
           "step of y) safety=%s ratio=[%s, %s] grow_min=%s newton_shrink=%s\n",
           GP_NUM (ctl->rtol), GP_NUM (ctl->atol),
           c->have_h_init ? GP_NUM (c->h_init) : "default", GP_NUM (ctl->safety),
           GP_NUM (ctl->ratio_min), GP_NUM (ctl->ratio_max), GP_NUM (ctl->grow_min),
           GP_NUM (ctl->newton_shrink));
  if (blocks[0])
    fprintf (f, "# adaptive blocks tested beside y (theory/ada-mixed.md: the indicator of the "
             "last 4 - index accepted values, scaled by h^(index-1)):%s\n", blocks);
  write_header (f, &x->L);
  consistent_start (f, s.P, x);
  arow_writer w = { f, c->have_every ? c->every : 0, c->t_end };
  gp_adaptive_run run;
  int rc = gp_integrate_adaptive (st, ctl, c->have_h_init ? c->h_init : 0.0, c->t_end, x, 1,
                              write_rows_adaptive, &w, &run);
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
           "h_max=%.17g newton_iters=%ld factorizations=%ld residual_evals=%ld "
           "floor_accepts=%ld floor_max=%.3g unconverged=%ld\n", run.accepted, run.rejected,
           run.newton_failures, run.h_first, run.h_min, run.h_max, S_->newton_iters,
           S_->factorizations, S_->residual_evals, S_->floor_accepts, S_->max_floor_inc,
           S_->unconverged);
  if (blocks[0])
    {
      fprintf (f, "# steps set by");
      for (int b = 0; b < GP_NBLOCKS; b++)
        if (b == GP_Y || ctl->block[b].on)
          fprintf (f, " %s=%ld", gp_block_name ((gp_block) b), run.binding[b]);
      fprintf (f, "\n");
    }
  out_commit (f, c->out);
  gp_control_free (ctl);
  gp_state_free (x);
  gp_stepper_free (st);
  cli_free (s.params);
  return 0;
}

static int
cmd_tolconv (int argc, char **argv)
{
  cli c;
  setup s;
  parse (&c, argc, argv, 2);
  static const char *const allowed[] = { "--problem", "--method", "--out", "--t-end",
    "--rtol0", "--atol", "--h-init", "--levels", "--param", "--reference", CLI_BLOCK_TOL_OPTIONS,
    CLI_METHOD_OPTIONS, NULL };
  if (c.have_h || c.have_h0 || c.have_rtol)
    usage_error ("tolconv takes --rtol0 and --levels (tolerances rtol0 10^(-k/2)), not --h, "
                 "--h0 or --rtol");
  cli_only (&c, "tolconv", allowed);
  make_setup (&c, &s);
  if (!c.have_rtol0)
    usage_error ("--rtol0 is required");
  levels_check (c.have_levels, c.levels, 1, 20, "");
  double atol0;
  adaptive_options (&c, c.rtol0, "--rtol0", &atol0, &s);
  const gp_reference *R = study_reference ("tolconv", &c, &s, c.t_end);
  double shift = s.m->a_shift (&s.o);
  hypothesis_notes (s.m, &s.o);
  int L = (int) c.levels;
  char why[256];
  gp_stepper *st = gp_stepper_alloc (s.m, s.P, &s.o, why, sizeof why);
  if (!st)
    usage_error ("%s", why);
  gp_state *ref = reference_state (R, &s, c.t_end);
  if (cli_dry_run)
    {
      gp_state_free (ref);
      gp_stepper_free (st);
      cli_free (s.params);
      return 0;
    }
  char blocks[512];
  gp_control *ctl = adaptive_control (&c, &s, c.rtol0, atol0, blocks, sizeof blocks);
  static gp_tol_study study;
  /* the library's tolerance study has no observer: one line for all levels */
  fprintf (stderr, "%s tolconv: %d adaptive runs, rtol = %s to %s 10^(-%d/2)\n", prog, L,
           GP_NUM (c.rtol0), GP_NUM (c.rtol0), L - 1);
  int rc = gp_tol_study_run (st, ctl, c.have_h_init ? c.h_init : 0.0, L, c.t_end, ref, &study);
  gp_control_free (ctl);
  if (rc != GP_OK)
    {
      fprintf (stderr, "%s: level %d (rtol = %.17g): adaptive run failed at attempt %ld "
               "(t = %.17g, h = %.17g): %s\n", prog, study.fail_level,
               study.rtol[study.fail_level], study.run.fail_step, study.run.fail_t,
               study.run.fail_h, gp_stepper_message (st));
      cli_exit (1);
    }
  int ncols = study_ncols (study.present);
  FILE *f = out_open (c.out);
  write_provenance (f, argc, argv, s.m, &s.o);
  write_problem_params (f, s.P);
  if (R)
    fprintf (f, "# errors against %s%s%s%s\n", c.reference ? "the reference in " : "the committed ",
             c.reference ? c.reference : "", c.reference ? ": " : "", R->how);
  fprintf (f, "# adaptive runs: rtol = %s 10^(-k/2), atol = %s 10^(-k/2), k = 0..%d; errors at "
           "T; err_a is measured against a(T + %.17g h_last); NA: the problem has no such "
           "component%s\n", GP_NUM (c.rtol0), GP_NUM (atol0), L - 1, shift,
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
    for (int j = 0; j < ncols; j++)
      if (study.present[study_cols[j]])
        fprintf (f, "# slope err_%s %.3f\n", gp_block_name (study_cols[j]),
                 study.slope[study_cols[j]]);
  if (L >= 3)
    fprintf (f, "# slope: least squares of log err against log rtol over levels 0-%d; 1 is "
             "tolerance proportionality\n", L - 1);
  else
    fprintf (f, "# slope: at least 3 levels are needed for a fitted slope\n");
  out_commit (f, c.out);
  gp_state_free (ref);
  gp_stepper_free (st);
  cli_free (s.params);
  return 0;
}

static int
cmd_run (int argc, char **argv)
{
  cli c;
  setup s;
  parse (&c, argc, argv, 2);
  static const char *const allowed[] = { "--problem", "--method", "--out", "--steps", "--h",
    "--t-end", "--every", "--param", "--rtol", "--atol", "--h-init", "--allow-long",
    CLI_BLOCK_TOL_OPTIONS, CLI_METHOD_OPTIONS, NULL };
  if (c.have_h0 || c.have_levels)
    usage_error ("--h0 and --levels belong to conv, not run");
  if (c.have_rtol0)
    usage_error ("--rtol0 belongs to tolconv, not run (run takes --rtol)");
  cli_only (&c, "run", allowed);
  int blk = 0;
  for (int b = 0; b < GP_NBLOCKS; b++)
    blk |= c.have_blk_rtol[b] | c.have_blk_atol[b];
  if (c.have_rtol || c.have_atol || c.have_h_init || blk)
    return cmd_run_adaptive (&c, argc, argv);
  make_setup (&c, &s);
  if (!c.have_h)
    usage_error ("--h is required (or --rtol for adaptive steps)");
  if (c.have_every && c.every < 1)
    usage_error ("--every = %ld must be a positive integer", c.every);
  long N = steps_check (s.alt, c.h, s.P->t0, c.t_end, "--h");
  work_check ("the run", (double) N, state_size (s.P, s.m), c.allow_long, "give --allow-long");
  hypothesis_notes (s.m, &s.o);
  char why[256];
  gp_stepper *st = gp_stepper_alloc (s.m, s.P, &s.o, why, sizeof why);
  if (!st)
    usage_error ("%s", why);
  gp_state *x = gp_stepper_state_alloc (st);
  if (!x)
    usage_error ("out of memory");
  if (cli_dry_run)
    {
      gp_state_free (x);
      gp_stepper_free (st);
      cli_free (s.params);
      return 0;
    }
  FILE *f = out_open (c.out);
  write_provenance (f, argc, argv, s.m, &s.o);
  write_problem_params (f, s.P);
  write_header (f, &x->L);
  consistent_start (f, s.P, x);
  gp_steps S = { s.alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM, c.h, NULL, 0 };
  row_writer w = { f, c.have_every ? c.every : 0 };
  gp_run run;
  int rc = gp_integrate (st, &S, c.t_end, x, 1, write_rows, &w, &run);
  if (rc != GP_OK)
    run_failed (st, rc, &run, "");
  const gp_stats *S_ = gp_stepper_stats (st);
  fprintf (f, "# stats steps=%ld newton_iters=%ld factorizations=%ld residual_evals=%ld "
           "floor_accepts=%ld floor_max=%.3g unconverged=%ld\n", S_->steps, S_->newton_iters,
           S_->factorizations, S_->residual_evals, S_->floor_accepts, S_->max_floor_inc,
           S_->unconverged);
  out_commit (f, c.out);
  gp_state_free (x);
  gp_stepper_free (st);
  cli_free (s.params);
  return 0;
}

static int
cmd_conv (int argc, char **argv)
{
  cli c;
  setup s;
  parse (&c, argc, argv, 2);
  static const char *const allowed[] = { "--problem", "--method", "--out", "--steps",
    "--t-end", "--h0", "--levels", "--param", "--reference", "--allow-long", CLI_METHOD_OPTIONS,
    NULL };
  if (c.have_h || c.have_every)
    usage_error ("--h and --every belong to run, not conv");
  cli_only (&c, "conv", allowed);
  make_setup (&c, &s);
  if (!c.have_h0)
    usage_error ("--h0 is required");
  levels_check (c.have_levels, c.levels, 1, 20, "");
  const gp_reference *R = study_reference ("conv", &c, &s, c.t_end);
  double shift = s.m->a_shift (&s.o);
  double steps = study_steps (s.alt, c.h0, c.levels, s.P->t0, c.t_end);
  work_check ("the study", steps, state_size (s.P, s.m), c.allow_long, "give --allow-long");
  hypothesis_notes (s.m, &s.o);
  int L = (int) c.levels;
  char why[256];
  gp_stepper *st = gp_stepper_alloc (s.m, s.P, &s.o, why, sizeof why);
  if (!st)
    usage_error ("%s", why);
  gp_state *ref = reference_state (R, &s, c.t_end);
  if (cli_dry_run)
    {
      gp_state_free (ref);
      gp_stepper_free (st);
      cli_free (s.params);
      return 0;
    }
  static gp_study study;
  level_progress progress = { 0, L, c.h0 };
  int rc = gp_study_run (st, s.alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM, c.h0, L, c.t_end,
                         ref, conv_progress, &progress, &study);
  if (rc != GP_OK)
    {
      char level[96];
      snprintf (level, sizeof level, "level %d (h = %.17g): ", study.fail_level,
                study.h[study.fail_level]);
      run_failed (st, rc, &study.run, level);
    }
  int ncols = study_ncols (study.present);
  FILE *f = out_open (c.out);
  write_provenance (f, argc, argv, s.m, &s.o);
  write_problem_params (f, s.P);
  if (R)
    fprintf (f, "# errors against %s%s%s%s\n", c.reference ? "the reference in " : "the committed ",
             c.reference ? c.reference : "", c.reference ? ": " : "", R->how);
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
    for (int j = 0; j < ncols; j++)
      {
        gp_block b = study_cols[j];
        if (!study.present[b])
          continue;
        fprintf (f, "# order err_%s %.3f\n", gp_block_name (b), study.order[b]);
        fprintf (f, "# range err_%s levels %d-%d (h %.4g .. %.4g)\n", gp_block_name (b),
                 study.lo[b], L - 1, study.h[study.lo[b]], study.h[L - 1]);
      }
  else
    fprintf (f, "# order: at least 3 levels are needed for a fitted order\n");
  out_commit (f, c.out);
  gp_state_free (ref);
  gp_stepper_free (st);
  cli_free (s.params);
  return 0;
}

/* ---- reference -------------------------------------------------------------- */
static int
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
  static const char *const allowed[] = { "--problem", "--t-end", "--out", "--param", NULL };
  cli_only (&c, "reference", allowed);
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

static int
cmd_list (int argc, char **argv)
{
  const char *what = argc > 2 ? argv[2] : "all";
  if (strcmp (what, "params") == 0)
    return cmd_list_params (argc, argv);
  if (argc > 3)
    usage_error ("list takes at most one argument");
  int pr = strcmp (what, "problems") == 0, me = strcmp (what, "methods") == 0;
  if (!pr && !me && strcmp (what, "all") != 0)
    usage_error ("list '%s': want problems or methods (or params --problem P)", what);
  if (cli_dry_run)
    return 0;
  if (!me)
    for (const gp_problem *const *p = gp_problems (); *p; p++)
      printf ("%s\t%s\n", (*p)->name, (*p)->description);
  if (!pr)
    for (const gp_method *const *m = gp_methods (); *m; m++)
      printf ("%s\t%s\n", (*m)->name, (*m)->description);
  return 0;
}

int
galpha_main (int argc, char **argv)
{
  usage_where = NULL;   /* a variant file's refusal in an earlier call (fuzz harness) */
  /* the arguments are echoed into output headers: one line each */
  for (int i = 1; i < argc; i++)
    for (const char *p = argv[i]; *p; p++)
      if (iscntrl ((unsigned char) *p))
        usage_error ("argument %d contains a control character (0x%02x): refused, since "
                     "arguments are echoed into the output's header", i, (unsigned char) *p);
  if (argc < 2)
    {
      usage (stderr);
      return 2;
    }
  const char *verb = argv[1];
  if (strcmp (verb, "list") == 0) return cmd_list (argc, argv);
  if (strcmp (verb, "run") == 0) return cmd_run (argc, argv);
  if (strcmp (verb, "conv") == 0) return cmd_conv (argc, argv);
  if (strcmp (verb, "tolconv") == 0) return cmd_tolconv (argc, argv);
  if (strcmp (verb, "roots") == 0) return cmd_roots (argc, argv);
  if (strcmp (verb, "spectrum") == 0) return cmd_spectrum (argc, argv);
  if (strcmp (verb, "params") == 0) return cmd_params (argc, argv);
  if (strcmp (verb, "reference") == 0) return cmd_reference (argc, argv);
  if (strcmp (verb, "review") == 0) return cmd_review (argc, argv);
  if (strcmp (verb, "--help") == 0 || strcmp (verb, "help") == 0)
    {
      if (argc > 2)
        usage_error ("%s takes no arguments, not '%s'", verb, argv[2]);
      usage (stdout);
      return 0;
    }
  usage_error ("unknown verb '%s' (want list, run, conv, tolconv, roots, spectrum, params, "
               "reference or review)", verb);
}
