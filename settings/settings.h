/* settings.h -- the settings of one run, between the problems (problems/)
   and the front ends (the command line, a variant file): method, its
   options, problem and its parameters, step sequence (uniform or alt), and
   the step study h0, levels, t-end with its work budget.  Set key by key
   (settings_set) with the refusal's reason returned, then judged together
   (settings_resolve), which says which entry a refusal is about.  Nothing
   here prints or exits: a front end words the reason its own way (the
   variant reader, settings/variant.c: "FILE:LINE: reason").

   The reasons name a key as galpha's option does (--h0, --param NAME), so
   that the command line and a variant file refuse the same values in the
   same words.  The cores below (steps, levels, study, state size, work
   budget, problem parameters) are the command line's checks with the
   reason returned: cli/job.c's steps_check, levels_check, study_steps and
   work_check and cli/problem_params.c's problem_with_params wrap them with
   usage_error, and cli/job.c's make_setup judges a run's method, options,
   problem and steps through settings_set and settings_resolve. */
#ifndef GALPHA_SETTINGS_H
#define GALPHA_SETTINGS_H

#include <stddef.h>
#include "galpha.h"

#define SETTINGS_MAX_ENTRIES 64
#define SETTINGS_MAX_LEVELS 16      /* the most levels of a study */
/* The work budget: steps x state components (the numbers a run computes),
   estimated before any work.  1e9 is 1 to 6 minutes of one core of the
   project's machine; above it a run starts only when asked for
   (--allow-long, `allow-long = on`). */
#define SETTINGS_WORK_BUDGET 1e9

/* A reference solution read from a file (settings_reference_read, below):
   the most values a reference row may hold (y, z, a, lambda, psi) */
#define SETTINGS_REFERENCE_MAX 1024

typedef struct
{
  double t;
  size_t nvalues;
  double values[SETTINGS_REFERENCE_MAX];   /* y, z, a, lambda, psi at t */
  char how[512];   /* the file's first comment line, or its name */
} reference_file;

typedef struct run_settings
{
  /* the entries in the order set: key and text value (a method option's
     value is judged against the method in settings_resolve) */
  int n;
  char key[SETTINGS_MAX_ENTRIES][48], value[SETTINGS_MAX_ENTRIES][96];
  /* what the entries say; e_KEY: the index of the entry of KEY (-1: none) */
  const gp_method *m;
  const gp_problem *P0;          /* the named problem (registry), or NULL */
  int alt;                       /* steps = alt */
  int have_steps, have_h0, have_levels, have_t_end, allow_long;
  double h0, t_end;
  long levels;
  int have_newton_tol;
  int e_method, e_problem, e_steps, e_h0, e_levels, e_t_end, e_reference;
  /* the directory a relative `reference` path is taken in ("" : the
     current one; the variant reader sets the variant file's) */
  char base_dir[1024];
  /* settings_resolve: the options and the problem with its parameters */
  gp_options o;
  const gp_problem *P;           /* &Pc, or NULL without a problem */
  gp_problem Pc;
  void *params;                  /* Pc's parameter copy (owned), or NULL */
  /* `reference = FILE`: settings_resolve reads the file's row at t-end
     (or, without t-end, its last row, whose time becomes t-end) */
  int have_reference;
  reference_file ref;
} run_settings;

/* Empty settings: no method, no problem, uniform steps, no study. */
void settings_init (run_settings *s);
/* Sets key to value as entry s->n.  The keys: method, problem, steps
   (uniform|alt), h0, levels, t-end, allow-long (on|off), param.NAME (a
   problem parameter), reference (a file: the reference at t-end, read by
   settings_resolve) and the method options of gp_option_table (a FLAG
   takes on|off).  Judged here: the key, the names of method and problem,
   the words of steps and the flags, numbers (finite; h0 positive, levels
   in [3, SETTINGS_MAX_LEVELS]); a method option's value is judged against
   the method by settings_resolve.  Returns GP_OK, or GP_EINVAL with why
   (the entry is then not recorded).  A key given twice is refused. */
int settings_set (run_settings *s, const char *key, const char *value, char *why, size_t len);
/* Judges the entries together: the method (required), its options in the
   order set (gp_options_set, gp_options_complete with the method's REFUSE
   hypotheses), the problem's parameters (settings_problem_params), the
   problem against the method, t-end against the problem's t0, the
   reference file (it needs the problem; settings_reference_read at t-end,
   a relative path taken in base_dir; without t-end its last row's time
   becomes t-end, refusals about it then naming the reference), and the
   study: h0 needs levels and t-end, its steps must divide the interval
   (settings_study_steps), and its work must be within the budget unless
   allow-long (settings_work_check; without a problem, the state size is
   the largest of the problems the method supports).  Returns GP_OK, or
   GP_EINVAL (GP_ENOMEM) with why and *entry the index of the entry the
   refusal is about (-1: none, such as the missing method).  A refused
   resolve holds nothing. */
int settings_resolve (run_settings *s, char *why, size_t len, int *entry);
/* Frees the parameter copy. */
void settings_free (run_settings *s);
/* The value of key, or NULL; the index of key, or -1. */
const char *settings_value (const run_settings *s, const char *key);
int settings_entry (const run_settings *s, const char *key);

/* ---- the cores (reason returned; the command line's checks wrap them) -- */
/* NULL with *v set, or why s is not a number (white space, trailing
   characters, beyond the range of a double). */
const char *settings_number_text (const char *s, double *v);
/* The steps of h from t0 to T (uniform or alternating), or -1 with why
   ("OPT = H must be positive", "OPT: the driver's reason"). */
long settings_steps_count (int alt, double h, double t0, double T, const char *opt,
                           char *why, size_t len);
/* GP_OK when have and lo <= L <= hi, else GP_EINVAL with why ("--levels is
   required: ...", "--levels = L must lie in [lo, hi]" + tail). */
int settings_levels_check (int have, long L, long lo, long hi, const char *tail, char *why,
                           size_t len);
/* The total steps of the study h0 / 2^k, k = 0 .. levels-1, each level by
   settings_steps_count (named --h0, then --h0 / 2^k), or -1 with why. */
double settings_study_steps (int alt, double h0, long levels, double t0, double T, char *why,
                             size_t len);
/* The state components of method m on problem P. */
size_t settings_state_size (const gp_problem *P, const gp_method *m);
/* GP_OK when steps x size is within SETTINGS_WORK_BUDGET or allowed, else
   GP_EINVAL with why naming what, the estimate, the budget and lift (how
   to lift it). */
int settings_work_check (const char *what, double steps, size_t size, int allowed,
                         const char *lift, char *why, size_t len);
/* *P := *P0 with the parameters arg[0..n-1] ("NAME=VALUE") set in a copy
   of its parameter struct (*copy, malloc'd, the caller's to free; NULL when
   n = 0), the registry's defaults untouched.  Refuses (GP_EINVAL, *bad the
   index of the argument it is about) an unknown name, a missing '=', a
   bad, non-finite or disallowed value, a repeated name, and values with
   which P0's initial values, its consistent start or its exact solution no
   longer hold (*bad: the first argument that changed a value);
   GP_ENOMEM; SETTINGS_EFAULT for a problem without a parameter table or
   with a malformed domain (a defect of the problem, not of the input).  A
   refusal holds nothing. */
#define SETTINGS_EFAULT 100
int settings_problem_params (const gp_problem *P0, const char *const *arg, int n,
                             gp_problem *P, void **copy, char *why, size_t len, int *bad);
/* "NAME=VALUE,..." of the parameters of P that differ from their defaults
   into buf ("" when none or without a table). */
void settings_params_changes (const gp_problem *P, char *buf, size_t len);

/* ---- a reference solution from a file ----------------------------------- */
/* Reads the row at t = T (within 1e-12 relative; T NaN: the last row) of
   the file path for problem P (the format of `galpha reference --out`: '#'
   comments, a header `t y1 .. psiM` naming P's layout, data rows) into R.
   Returns GP_OK, or GP_EINVAL with why "SHOWN:LINE: reason" or "SHOWN:
   reason" (shown: the file's name in the reason): not a regular file or
   unreadable, a header that does not name P's columns, a non-finite or
   missing value, no row at T; and, where the file says them (galpha
   reference's comment lines `# reference of P at t = ...` and `# problem P
   parameters differing from the defaults: ...`), another problem or other
   parameters than P's (a file from another code says neither: only its
   columns are judged).  Used by conv and tolconv --reference FILE and a
   variant's `reference = FILE`. */
int settings_reference_read (const char *path, const char *shown, const gp_problem *P, double T,
                             reference_file *R, char *why, size_t len);

/* 1 when name is one of the sep-separated entries of list: the methods a
   program reviews (space-separated), the problems of a claim's tag
   (comma-separated: verify/vcommon.c writes them, galpha review reads
   them with this same rule) */
int list_has (const char *list, char sep, const char *name);
/* why := the formatted reason; returns GP_EINVAL (the module's refusals) */
int settings_refuse (char *why, size_t len, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4)));

#endif
