/* options.c -- what every verb of the command line shares: its errors
   (usage_error, exit 2), the blocks an early exit frees (cli_hold), the
   numbers of an option, the shared parser of "--name value" pairs (the
   method options through the library's gp_option_table), the coefficient
   set and the method options of a run. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "cli.h"

const char *prog = "galpha";


void
usage_error (const char *fmt, ...)
{
  char msg[2048];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (msg, sizeof msg, fmt, ap);
  va_end (ap);
  fprintf (stderr, "%s: %s\n", prog, msg);
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

/* ---- option parsing -------------------------------------------------- */

double
parse_double (const char *opt, const char *s)
{
  double v;
  const char *bad = settings_number_text (s, &v);
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
      else if (IS ("--run")) c->run_template = v;
      else if (IS ("--expect-order")) c->expect_order = v;
      else if (IS ("--columns")) c->columns = v;
      else if (IS ("--a-shift")) { c->a_shift = parse_double (o, v); c->have_a_shift = 1; }
      else if (IS ("--jobs")) { c->jobs = parse_long (o, v); c->have_jobs = 1; }
      else if (IS ("--timeout")) { c->timeout = parse_double (o, v); c->have_timeout = 1; }
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
