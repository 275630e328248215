/* help.c -- the verbs of the command line as data: one row per verb (its
   name, function, one line, synopsis and the options it takes), one row per
   option of the command line that is not a method option, and the
   library's gp_option_table for the method options.  The dispatcher
   (cli/dispatch.c), usage, `galpha help [VERB]`, `galpha VERB --help`,
   `galpha help --keys` (the fuzz dictionary's words: fuzz/gendict.sh) and
   the refusal of an option a verb does not take (cli_only) are all made
   from these tables, so that they cannot drift apart. */
#include <stdio.h>
#include <string.h>
#include "galpha.h"
#include "cli.h"

/* The options of the command line other than the method options: key
   (--KEY), the value's name in usage (NULL: a flag, no value), one line. */
typedef struct
{
  const char *key, *arg, *help;
} cli_option;

static const cli_option options[] = {
  { "problem", "P", "the problem (galpha list problems)" },
  { "method", "M", "the method (galpha list methods; spectrum: ga, hht or newmark)" },
  { "h", "H", "the fixed step (--steps alt: alternating h/3, 2h/3)" },
  { "t-end", "T", "the end of the interval, after the problem's t0" },
  { "steps", "uniform|alt", "the step sequence (default uniform)" },
  { "every", "K", "write every K-th step (the first and the last always)" },
  { "param", "NAME=VALUE", "a problem parameter (galpha list params --problem P); once per NAME" },
  { "out", "FILE", "the output, put in place only on success (default: standard output; "
    "review: a directory)" },
  { "allow-long", NULL, "run work above the budget (steps x state components > 1e9)" },
  { "rtol", "R", "adaptive steps: the relative tolerance of y's local error, in (0, 1)" },
  { "atol", "A", "the absolute tolerance (default: the relative one)" },
  { "h-init", "H", "the first adaptive step, in (0, T - t0]" },
  { "h0", "H0", "the study's first step; level k takes h0 / 2^k" },
  { "levels", "L", "the study's levels, in [1, 20]" },
  { "reference", "FILE", "the reference at T (from galpha reference) for a problem without an "
    "exact solution" },
  { "rtol0", "R", "the level-0 tolerance; level k takes rtol0 10^(-k/2)" },
  { "tol", "TOL", "rk8pd's tolerance, in [1e-15, 1e-3) (default 1e-13)" },
  { "h-over-T", "X", "one h/T instead of 61 values from 1e-3 to 1e3" },
  { "from", "CONVENTION", "the convention of the values given: rho-inf, ga-old, ga-new, hht, "
    "hht-chrono, hht-opensees, newmark, jwh" },
  { "to", "CONVENTION", "print that convention only (default: every one)" },
  { "variant", "FILE", "the variant file: key = value lines (variants/, docs/contract.md)" },
  { "run", "TEMPLATE", "audit: the shell command of one level, with {h}, {out} (required) and "
    "{t_end}, {level}, {steps} (a file of the level's step sizes, one a line) replaced by "
    "shell-quoted words" },
  { "expect-order", "B=P,...", "audit: the orders the code claims per block (y=2,lambda=1): "
    "exit 1 when one is missed by more than 0.15" },
  { "a-shift", "S", "audit: the code's a approximates a(t + S h) (ga-nh: alpha_m - alpha_f; "
    "default 0)" },
  { "jobs", "N", "audit: run up to N levels at once, in [1, 64] (default 1)" },
  { "columns", "FILE", "audit: which output column is which: lines 't = time', 'y1 = x', "
    "'y2 = 3' (galpha's column = the output's header name or 1-based position)" },
  { "timeout", "S", "audit: a level running longer than S seconds is killed (default: none)" },
  { "keys", NULL, "help --keys: every verb, option and word, one a line" },
  { NULL, NULL, NULL },
};

/* the blocks with tolerances of their own: --rtol-B R [--atol-B A] */
static const gp_block tol_blocks[4] = { GP_Z, GP_A, GP_LAM, GP_PSI };

/* One row per verb, in the order of usage.  options: the keys it takes,
   space-separated, without --; METHOD stands for every method option
   (gp_option_table), BLOCKTOL for --rtol-B and --atol-B of each block of
   tol_blocks; the verb's refusal lists them in this order. */
static const cli_verb verbs[] = {
  { "list", cmd_list, "the problems and the methods, or a problem's parameters",
    "galpha list [problems|methods]\n"
    "galpha list params --problem P\n", "problem" },
  { "run", cmd_run, "one integration: a row per step (fixed steps, or adaptive with --rtol)",
    "galpha run   --problem P --method M [METHOD OPTIONS] --h H --t-end T\n"
    "             [--steps uniform|alt] [--every K] [--param NAME=VALUE ...] [--out FILE]\n"
    "             [--allow-long]\n"
    "galpha run   --problem P --method M [METHOD OPTIONS] --rtol R [--atol A] [--h-init H]\n"
    "             [BLOCK TOLERANCES] --t-end T [--every K] [--param NAME=VALUE ...]\n"
    "             [--out FILE]   (adaptive)\n",
    "problem method out steps h t-end every param rtol atol h-init allow-long BLOCKTOL METHOD" },
  { "conv", cmd_conv, "the convergence study h0 / 2^k: errors at T and the fitted orders",
    "galpha conv  --problem P --method M [METHOD OPTIONS] --t-end T --h0 H0\n"
    "             --levels L [--steps uniform|alt] [--param NAME=VALUE ...] [--reference FILE]\n"
    "             [--out FILE] [--allow-long]\n",
    "problem method out steps t-end h0 levels param reference allow-long METHOD" },
  { "tolconv", cmd_tolconv, "the tolerance study rtol0 10^(-k/2) of adaptive runs: errors and "
    "slopes",
    "galpha tolconv --problem P --method M [METHOD OPTIONS] --t-end T --rtol0 R\n"
    "             --levels L [--atol A] [--h-init H] [BLOCK TOLERANCES] [--param NAME=VALUE ...]\n"
    "             [--reference FILE] [--out FILE]\n",
    "problem method out t-end rtol0 atol h-init levels param reference BLOCKTOL METHOD" },
  { "roots", cmd_roots, "the roots of rho and sigma and the amplification eigenvalues, with "
    "verdicts",
    "galpha roots [--rho-inf R | --alpha-m A --alpha-f A --beta B --gamma G | --alpha A]\n",
    "rho-inf alpha-m alpha-f beta gamma alpha" },
  { "spectrum", cmd_spectrum, "the spectral radius on the oscillator against h/T",
    "galpha spectrum --method ga|hht|newmark [--rho-inf R | --alpha-m A --alpha-f A\n"
    "             --beta B --gamma G | --alpha A | --beta B --gamma G] [--h-over-T X]\n"
    "             [--out FILE]\n",
    "method out rho-inf alpha-m alpha-f beta gamma alpha h-over-T" },
  { "params", cmd_params, "a coefficient set in every convention, with verdicts",
    "galpha params --from CONVENTION VALUES [--to CONVENTION]   (VALUES: those of the\n"
    "             convention, e.g. --rho-inf R)\n",
    "from to rho-inf alpha-m alpha-f beta gamma alpha" },
  { "reference", cmd_reference, "a problem's solution at T by GSL's rk8pd (for --reference)",
    "galpha reference --problem P --t-end T [--tol TOL] [--param NAME=VALUE ...] [--out FILE]\n",
    "problem t-end out param tol" },
  { "check", cmd_check, "a problem's derivative terms against central differences, with verdicts",
    "galpha check --problem P [--t-end T] [--param NAME=VALUE ...] [--out FILE]\n"
    "             (at t0 and at the middle and end of [t0, T], default T = t0 + 0.2)\n",
    "problem t-end param out" },
  { "review", cmd_review, "every theorem check of a variant's method, with a verdict each",
    "galpha review --variant FILE [--out DIR]   (FILE: key = value lines, see variants/ and\n"
    "             docs/contract.md)\n",
    "variant out" },
  { "audit", cmd_audit, "another code's trajectories h0 / 2^k: errors, orders per block, "
    "residuals, verdicts",
    "galpha audit --problem P --run 'CMD ... {h} ... {t_end} ... {out}' --h0 H0 --levels L\n"
    "             [--t-end T] [--param NAME=VALUE ...] [--reference FILE] [--a-shift S]\n"
    "             [--expect-order BLOCK=ORDER,...] [--jobs N] [--timeout S] [--out FILE]\n"
    "             [--columns FILE]   (the output's columns mapped to t, y1 .., lambda1 ..)\n"
    "             [--steps uniform|alt]   (alt: h/3, 2h/3, the code reading {steps})\n"
    "             [--method M [METHOD OPTIONS]]   (compare step by step, with probes)\n",
    "problem run t-end h0 levels steps param reference a-shift expect-order jobs timeout out "
    "columns method METHOD" },
  { "help", cmd_help, "this overview, or a verb's synopsis and options",
    "galpha help [VERB | --keys]      galpha VERB --help\n", "keys" },
  { NULL, NULL, NULL, NULL, NULL },
};

const cli_verb *
cli_verbs (void)
{
  return verbs;
}

/* the row of the verb named by the first word of name ("list params":
   list), NULL when none */
const cli_verb *
cli_verb_find (const char *name)
{
  size_t n = strcspn (name, " ");
  for (const cli_verb *v = verbs; v->name; v++)
    if (strlen (v->name) == n && strncmp (v->name, name, n) == 0)
      return v;
  return NULL;
}

static const cli_option *
option_find (const char *key)
{
  for (const cli_option *o = options; o->key; o++)
    if (strcmp (o->key, key) == 0)
      return o;
  return NULL;
}

int
cli_flag (const char *key)
{
  const gp_option_info *m = gp_option_find (key);
  const cli_option *o = option_find (key);
  return (m && m->kind == GP_OPTION_FLAG) || (o && !o->arg) || strcmp (key, "help") == 0;
}

/* Calls each (key, ctx) for the options of v in order, METHOD and BLOCKTOL
   expanded; stops at a nonzero return and returns it. */
static int
each_option (const cli_verb *v, int (*each) (const char *key, void *ctx), void *ctx)
{
  const char *p = v->options;
  while (*p)
    {
      char key[32];
      size_t n = strcspn (p, " ");
      snprintf (key, sizeof key, "%.*s", (int) n, p);
      p += n + (p[n] == ' ');
      int rc = 0;
      if (strcmp (key, "METHOD") == 0)
        for (const gp_option_info *o = gp_option_table (); o->key && !rc; o++)
          rc = each (o->key, ctx);
      else if (strcmp (key, "BLOCKTOL") == 0)
        for (int b = 0; b < 4 && !rc; b++)
          {
            char k[32];
            snprintf (k, sizeof k, "rtol-%s", gp_block_name (tol_blocks[b]));
            if (!(rc = each (k, ctx)))
              {
                snprintf (k, sizeof k, "atol-%s", gp_block_name (tol_blocks[b]));
                rc = each (k, ctx);
              }
          }
      else
        rc = each (key, ctx);
      if (rc)
        return rc;
    }
  return 0;
}

static int
is_key (const char *key, void *ctx)
{
  return strcmp (key, (const char *) ctx) == 0;
}

typedef struct
{
  char *buf;
  size_t len;
} list_buf;

static int
add_key (const char *key, void *ctx)
{
  list_buf *l = ctx;
  size_t n = strlen (l->buf);
  snprintf (l->buf + n, l->len - n, "%s--%s", n ? " " : "", key);
  return 0;
}

int
cli_verb_takes (const cli_verb *v, const char *key)
{
  return each_option (v, is_key, (void *) key);
}

void
cli_only (const cli *c, const char *verb)
{
  const cli_verb *v = cli_verb_find (verb);
  for (int j = 0; v && j < c->nseen; j++)
    if (strncmp (c->seen[j], "--", 2) != 0 || !cli_verb_takes (v, c->seen[j] + 2))
      {
        char list[1024] = "";
        list_buf l = { list, sizeof list };
        each_option (v, add_key, &l);
        usage_error ("option %s does not apply to galpha %s (it takes %s)", c->seen[j], verb,
                     list);
      }
}

/* the methods that take option o, ", "-separated */
static void
methods_taking (const gp_option_info *o, char *buf, size_t len)
{
  buf[0] = '\0';
  for (const gp_method *const *m = gp_methods (); *m; m++)
    if (gp_method_takes (*m, o))
      {
        size_t n = strlen (buf);
        snprintf (buf + n, len - n, "%s%s", n ? ", " : "", (*m)->name);
      }
}

/* "--KEY ARG" of a method option: its words a|b|c, or its arg; a flag alone */
static void
method_option_usage (const gp_option_info *o, char *buf, size_t len)
{
  snprintf (buf, len, "--%s", o->key);
  if (o->kind == GP_OPTION_FLAG)
    return;
  if (o->kind == GP_OPTION_NUMBER || !o->words)
    {
      size_t n = strlen (buf);
      snprintf (buf + n, len - n, " %s", o->arg ? o->arg : "X");
      return;
    }
  for (const gp_option_word *w = o->words; w->word; w++)
    {
      size_t n = strlen (buf);
      snprintf (buf + n, len - n, "%s%s", w == o->words ? " " : "|", w->word);
    }
}

/* "  USE" in a column of 29, then text wrapped at 79 columns beside it
   (below it when USE is wider than the column) */
static void
print_item (FILE *to, const char *use, const char *text)
{
  int col = fprintf (to, "  %s", use);
  if (col > 28)
    {
      fprintf (to, "\n");
      col = 0;
    }
  for (const char *p = text; *p;)
    {
      size_t n = strcspn (p, " ");
      if (col > 29 && col + 1 + (int) n > 79)
        {
          fprintf (to, "\n");
          col = 0;
        }
      if (col < 29)
        col += fprintf (to, "%*s", 29 - col, "");
      else
        col += fprintf (to, " ");
      col += fprintf (to, "%.*s", (int) n, p);
      p += n;
      while (*p == ' ')
        p++;
    }
  fprintf (to, "\n");
}

/* one option: "  --KEY ARG" and its line; a method option's methods when
   methods is set */
typedef struct
{
  FILE *to;
  int methods;          /* 1: the methods that take a method option */
  int skip_methods;     /* 1: no method option (printed in their own section) */
} printing;

static int
print_option (const char *key, void *ctx)
{
  const printing *pr = ctx;
  FILE *to = pr->to;
  char use[160], who[1024];
  const gp_option_info *m = gp_option_find (key);
  const cli_option *o = option_find (key);
  if (m && !o)
    {
      if (pr->skip_methods)
        return 0;
      method_option_usage (m, use, sizeof use);
      /* the one method option whose default is galpha's, not the library's (cli/job.c) */
      const char *dflt = strcmp (m->key, "newton") == 0 ? "; default production" : "";
      char text[1536];
      if (pr->methods)
        methods_taking (m, who, sizeof who);
      snprintf (text, sizeof text, "%s%s%s%s%s", m->help, dflt, pr->methods ? " (methods: " : "",
                pr->methods ? who : "", pr->methods ? ")" : "");
      print_item (to, use, text);
    }
  else if (o)
    {
      snprintf (use, sizeof use, "--%s%s%s", key, o->arg ? " " : "", o->arg ? o->arg : "");
      print_item (to, use, o->help);
    }
  else   /* --rtol-B, --atol-B */
    {
      int r = key[0] == 'r';
      snprintf (use, sizeof use, "--%s %s", key, r ? "R" : "A");
      snprintf (who, sizeof who, "block %s's %s tolerance in the error test beside y%s",
                key + 5, r ? "relative" : "absolute", r ? "" : " (default: its rtol)");
      print_item (to, use, who);
    }
  return 0;
}

static void
print_synopsis (FILE *to, const char *syn, int *first)
{
  for (const char *p = syn; *p;)
    {
      size_t n = strcspn (p, "\n");
      fprintf (to, "%s%.*s\n", *first ? "usage: " : "       ", (int) n, p);
      *first = 0;
      p += n + (p[n] == '\n');
    }
}

static void
print_method_options (FILE *to)
{
  fprintf (to, "METHOD OPTIONS (each method takes those it reads; an option given to another "
           "method is refused):\n");
  printing pr = { to, 1, 0 };
  for (const gp_option_info *o = gp_option_table (); o->key; o++)
    print_option (o->key, &pr);
}

void
cli_usage (FILE *to)
{
  int first = 1;
  for (const cli_verb *v = verbs; v->name; v++)
    print_synopsis (to, v->synopsis, &first);
  fprintf (to, "VERBS:\n");
  for (const cli_verb *v = verbs; v->name; v++)
    fprintf (to, "  %-10s %s\n", v->name, v->what);
  print_method_options (to);
  fprintf (to, "BLOCK TOLERANCES (adaptive steps: the block in the error test beside y; atol "
           "defaults to rtol):\n       ");
  for (int b = 0; b < 4; b++)
    fprintf (to, "%s--rtol-%s R [--atol-%s A]", b == 0 ? "" : b == 2 ? ",\n       " : ", ",
             gp_block_name (tol_blocks[b]), gp_block_name (tol_blocks[b]));
  fprintf (to, "\n"
"WORK BUDGET: a fixed-step run, a conv study and a variant's study (h0, levels, t-end)\n"
"       are refused (exit 2) before they start when steps x state components exceed\n"
"       1e9, 1 to 6 minutes of one core; --allow-long (a variant: allow-long = on)\n"
"       runs them all the same.\n"
"OPTIONS: --KEY VALUE or --KEY=VALUE; galpha help VERB (or galpha VERB --help) lists a\n"
"       verb's options.\n");
}

/* galpha help VERB, galpha VERB --help */
static void
verb_help (const cli_verb *v)
{
  int first = 1;
  print_synopsis (stdout, v->synopsis, &first);
  printf ("%s: %s\n", v->name, v->what);
  printf ("OPTIONS (--KEY VALUE or --KEY=VALUE):\n");
  int method = strstr (v->options, "METHOD") != NULL;
  printing pr = { stdout, 0, method };
  each_option (v, print_option, &pr);
  if (method)
    print_method_options (stdout);
}

/* galpha help --keys: the verbs, every option as --KEY, and the words
   options take, one a line (each once) */
static int
print_key (const char *key, void *ctx)
{
  (void) ctx;
  printf ("--%s\n", key);
  return 0;
}

static void
print_keys (void)
{
  for (const cli_verb *v = verbs; v->name; v++)
    printf ("%s\n", v->name);
  for (const cli_option *o = options; o->key; o++)
    printf ("--%s\n", o->key);
  printf ("--help\n");
  static const cli_verb all = { "", NULL, "", "", "BLOCKTOL METHOD" };
  each_option (&all, print_key, NULL);
  printf ("problems\nmethods\nparams\nuniform\nalt\n");
  for (const gp_option_info *o = gp_option_table (); o->key; o++)
    for (const gp_option_word *w = o->words; o->kind == GP_OPTION_WORD && w && w->word; w++)
      printf ("%s\n", w->word);
}

static void
verb_names (char *buf, size_t len)
{
  buf[0] = '\0';
  size_t nv = 0;
  for (const cli_verb *v = verbs; v->name; v++)
    nv += strcmp (v->name, "help") != 0;
  size_t k = 0;
  for (const cli_verb *v = verbs; v->name; v++)
    if (strcmp (v->name, "help") != 0)
      {
        size_t n = strlen (buf);
        k++;
        snprintf (buf + n, len - n, "%s%s", k == 1 ? "" : k == nv ? " or " : ", ", v->name);
      }
}

void
unknown_verb (const char *verb)
{
  char names[256];
  verb_names (names, sizeof names);
  usage_error ("unknown verb '%s' (want %s)", verb, names);
}

int
cli_help (const char *verb)
{
  if (!verb)
    {
      cli_usage (stdout);
      return 0;
    }
  if (strcmp (verb, "--keys") == 0)
    {
      print_keys ();
      return 0;
    }
  const cli_verb *v = cli_verb_find (verb);
  if (!v || strchr (verb, ' '))
    {
      char names[256];
      verb_names (names, sizeof names);
      usage_error ("help '%s': want a verb: %s, or help; or --keys", verb, names);
    }
  verb_help (v);
  return 0;
}

/* galpha help [VERB | --keys], galpha --help [VERB] */
int
cmd_help (int argc, char **argv)
{
  if (argc > 3)
    usage_error ("%s takes at most one verb, not '%s %s'", argv[1], argv[2], argv[3]);
  return cli_help (argc > 2 ? argv[2] : NULL);
}
