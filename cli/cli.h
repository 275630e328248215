/* cli.h -- what the verbs of the command line share: the option record of
   run/conv/roots and its parser (cli/options.c), the table of verbs
   (cli/help.c), the coefficient and method-option rules, errors with exit
   status 2, and output committed only on success (cli/output.c).  The
   dispatcher is cli/dispatch.c, each verb in a file cli/cmd_VERB.c. */
#ifndef GALPHA_CLI_H
#define GALPHA_CLI_H

#include <stdio.h>
#include "galpha.h"
#include "settings.h"

extern const char *prog;

/* The process boundary (cli/main.c: main, cli_exit, cli_dry_run); the fuzz
   harness (fuzz/harness.c) links its own in place of cli/main.c.
   galpha_main is main without the process set-up: the verbs' dispatch.
   cli_exit ends galpha early with status (2 usage, 1 a failed run): every
   early end of the CLI goes through it, after the output's commit excepted
   (cli/output.c).  It frees the blocks held by cli_hold, then exits; the
   harness's returns to the harness instead.  cli_dry_run is 0 in galpha and
   1 in the harness only: each verb then returns 0 as soon as its command
   line has passed every check, before any work and before any output. */
int galpha_main (int argc, char **argv);
void cli_exit (int status) __attribute__ ((noreturn));
extern const int cli_dry_run;
/* Memory that an early cli_exit frees, so that command lines refused in
   one process (the fuzz harness) leak nothing: cli_hold (p) returns p and
   holds it (at most 8 blocks at once); cli_free (p) frees a held block;
   cli_release () frees every held block and returns how many there were. */
void *cli_hold (void *p);
void cli_free (void *p);
int cli_release (void);

/* Prints "galpha: MESSAGE" to stderr and exits with status 2 (cli_exit). */
void usage_error (const char *fmt, ...)
  __attribute__ ((noreturn, format (printf, 1, 2)));
/* Numbers of an option; a malformed or non-finite value is a usage error
   (the text judged by settings_number_text, as a variant file's). */
double parse_double (const char *opt, const char *s);
long parse_long (const char *opt, const char *s);

/* The checks of the settings module (settings/settings.h: the work budget
   SETTINGS_WORK_BUDGET, the step sequence, a study's levels and steps),
   refused with exit 2.  work_check: steps x state components against the
   budget unless allowed (lift: how to lift it). */
void work_check (const char *what, double steps, size_t size, int allowed, const char *lift);
/* The steps of h from t0 to T (uniform or alternating); refuses (exit 2)
   what the driver would refuse, naming opt and the value. */
long steps_check (int alt, double h, double t0, double T, const char *opt);
/* The levels of a study: L with lo <= L <= hi, refused (exit 2) naming the
   value; why says where the bounds come from. */
void levels_check (int have, long L, long lo, long hi, const char *why);
/* The total steps of the study h0 / 2^k, k = 0 .. levels-1 (conv, a
   variant's h0, levels, t-end): each level checked by steps_check. */
double study_steps (int alt, double h0, long levels, double t0, double T);

typedef struct
{
  const char *problem, *method, *out, *steps;
  const char *reference;      /* conv, tolconv, audit: --reference FILE */
  /* audit: --run TEMPLATE, --expect-order BLOCK=ORDER,..., --a-shift S,
     --jobs N, --timeout S, --columns FILE */
  const char *run_template, *expect_order, *columns;
  double a_shift, timeout;
  long jobs;
  int have_a_shift, have_jobs, have_timeout;
  double h, t_end, h0, rho_inf, am, af, beta, gamma, alpha;
  double rtol, atol, h_init, rtol0;   /* adaptive run, tolconv */
  int have_rtol, have_atol, have_h_init, have_rtol0;
  /* --rtol-B, --atol-B for B = z, a, lambda, psi: the block's own test */
  double blk_rtol[GP_NBLOCKS], blk_atol[GP_NBLOCKS];
  int have_blk_rtol[GP_NBLOCKS], have_blk_atol[GP_NBLOCKS];
  long every, levels;
  /* the method options (gp_option_table) in the order given: key, value */
  const char *mkey[32], *mval[32];
  int nmopt;
  int allow_long;             /* --allow-long: work above SETTINGS_WORK_BUDGET */
  unsigned given;             /* GP_OPT_* flags of the method options given */
  int have_h, have_t_end, have_h0, have_levels, have_every;
  int have_rho, have_am, have_af, have_beta, have_gamma;
  const char *seen[48];       /* the options given, each at most once */
  int nseen;
  const char *param[64];      /* the values of --param NAME=VALUE, the one
                                 repeatable option (once per NAME) */
  int nparam;
} cli;

/* The verbs as data (cli/help.c): name, function, one line, synopsis
   (usage lines), and the options it takes (keys without --, space-separated;
   METHOD: every method option of gp_option_table, BLOCKTOL: --rtol-B and
   --atol-B of z, a, lambda, psi).  cli_verbs () is NULL-name terminated. */
typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *what, *synopsis, *options;
} cli_verb;
const cli_verb *cli_verbs (void);
/* the verb named by the first word of name ("list params": list), or NULL */
const cli_verb *cli_verb_find (const char *name);
/* 1 when verb v takes --key */
int cli_verb_takes (const cli_verb *v, const char *key);
/* 1 when --key is a flag (no value: a method option of kind FLAG,
   --allow-long, --help) */
int cli_flag (const char *key);
/* Refuses (exit 2) every given option that verb (its first word: "list
   params" is list's) does not take, naming those it takes. */
void cli_only (const cli *c, const char *verb);
/* the overview of `galpha help` (usage, verbs, method options) */
void cli_usage (FILE *to);
/* galpha help [VERB | --keys]: 0, or exit 2 for no such verb */
int cli_help (const char *verb);
/* exit 2: "unknown verb 'V' (want list, run, ...)" */
void unknown_verb (const char *verb) __attribute__ ((noreturn));

/* The command line's Newton regime: production unless --newton is given
   (cli/job.c; run, conv, tolconv and audit's --method). */
void cli_newton_default (const cli *c, const gp_method *m, gp_options *o);
/* Parses "--name value" pairs from argv[first]. */
void parse (cli *c, int argc, char **argv, int first);
/* The coefficient set from --rho-inf, the explicit four, or --alpha (HHT,
   when allow_hht). */
void coeffs_from (const cli *c, gp_coeffs *k, int allow_hht);
/* A note on stderr for every THEOREM hypothesis the options violate. */
void hypothesis_notes (const gp_method *m, const gp_options *o);
/* Output (cli/output.c): --out is checked when parsed, before any work
   (exit 2 for what galpha must not replace).  out_open (path) returns a
   stream into a temporary beside path (standard output's in $TMPDIR when
   path is NULL), every write checked as it happens: a failed one ends the
   run at once (exit 1) naming the file and the step and time reached, the
   old file untouched.  out_commit (f, path), with out_open's path, puts the
   whole output in place only on success.  out_open_at is review's: the
   file name in the directory dirfd (shown as dir/name), committed the same
   way by out_commit (f, NULL), never written through a link.  out_reached
   records the step and time the run reached, for those messages. */
void out_check (const char *path);
FILE *out_open (const char *path);
FILE *out_open_at (int dirfd, const char *dir, const char *name);
void out_commit (FILE *f, const char *path);
void out_reached (long step, double t);
/* Registers the check of standard output at exit (exit 1 when lost). */
void out_guard_stdout (void);

/* Problem parameters (cli/problem_params.c): *P := *P0 with the parameters
   of c's --param options set in a copy of its parameter struct (returned,
   held: to be freed with cli_free; NULL without --param), the registry's
   defaults untouched.
   Refuses (exit 2) an unknown name, a missing '=', a bad, non-finite or
   disallowed value, a repeated name, and values with which P0's initial
   values or exact solution no longer hold. */
void *problem_with_params (const cli *c, const gp_problem *P0, gp_problem *P);
/* "NAME=VALUE,..." of the parameters of P that differ from their defaults
   ("" when none; a static buffer) */
const char *problem_params_changes (const gp_problem *P);
/* "# problem P parameters differing from the defaults: ..." (nothing when none) */
void write_problem_params (FILE *f, const gp_problem *P);

/* the verbs, each in its file cli/cmd_VERB.c (list params:
   cli/problem_params.c, help: cli/help.c) */
int cmd_list (int argc, char **argv);
int cmd_run (int argc, char **argv);
int cmd_conv (int argc, char **argv);
int cmd_tolconv (int argc, char **argv);
int cmd_reference (int argc, char **argv);
int cmd_help (int argc, char **argv);
int cmd_roots (int argc, char **argv);
int cmd_spectrum (int argc, char **argv);
int cmd_params (int argc, char **argv);
int cmd_list_params (int argc, char **argv);
int cmd_review (int argc, char **argv);
int cmd_check (int argc, char **argv);
int cmd_audit (int argc, char **argv);

#endif
