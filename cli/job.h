/* job.h -- the skeleton that run, adaptive run, conv and tolconv share
   (cli/job.c): the setup of a problem and a method from the command line,
   and one begin/end pair around each verb's own body:
     job_parse   the command line (the verb then makes its own checks)
     job_setup   problem, parameters, method, steps, method options, t-end
     job_begin   hypothesis notes, stepper, state or reference, control;
                 1 on a dry run (everything freed: the verb returns 0)
     job_output  the output opened, provenance and parameter lines written
     job_end     the output committed, everything freed; returns 0 */
#ifndef GALPHA_CLI_JOB_H
#define GALPHA_CLI_JOB_H

#include <stdio.h>
#include "galpha.h"
#include "problems.h"
#include "cli.h"

typedef struct
{
  const gp_problem *P;          /* &Pc: the run's own copy */
  gp_problem Pc;
  void *params;                 /* Pc's parameters when --param is given */
  const gp_method *m;
  gp_options o;
  int alt;
} setup;

typedef struct
{
  cli c;                        /* the command line */
  setup s;
  int argc;                     /* the command line again, for the provenance line */
  char **argv;
  gp_stepper *st;
  gp_state *x;                  /* run: the state; conv, tolconv: the reference at T
                                   (NULL: the problem's exact solution) */
  gp_control *ctl;              /* adaptive run, tolconv: the step control */
  char blocks[512];             /* the blocks ctl tests beside y, for the header */
  FILE *f;                      /* the output, from job_output */
} job;

void job_parse (job *j, int argc, char **argv);
void job_setup (job *j);
/* study: x is the reference R at T (NULL R: none), else the stepper's
   state; rtol > 0: the control of rtol, atol and the blocks' options */
int job_begin (job *j, int study, const gp_reference *R, double rtol, double atol);
FILE *job_output (job *j);
int job_end (job *j);

/* the header line of the columns and one row (the output order of the
   blocks: CONTRACT.md) */
void write_header (FILE *f, const gp_layout *L);
void write_row (FILE *f, const gp_state *x);
/* x := the consistent start of P (exit 1 naming the problem when it
   fails), its residuals as a comment line of f */
void consistent_start (FILE *f, const gp_problem *P, gp_state *x);
/* A failed run: step, time and reason, after where (a study's level, or
   ""); exit 1 (2 for a start refused for its parameters or the problem's
   class). */
void run_failed (gp_stepper *st, int rc, const gp_run *run, const char *where)
  __attribute__ ((noreturn));

/* the studies (conv, tolconv): what they measure against at T (NULL: the
   exact solution; refused when there is neither), and their error columns */
const gp_reference *study_reference (const char *verb, const job *j, double T);
int study_ncols (const int present[GP_NBLOCKS]);
extern const gp_block study_cols[6];
void write_err_header (FILE *f, const int present[GP_NBLOCKS]);
void write_err_cells (FILE *f, const int present[GP_NBLOCKS],
                      double (*err)[GP_STUDY_MAX_LEVELS], int k);
/* the tolerances of run --rtol and tolconv, refused (exit 2) with the
   value named; atol defaults to rtol */
void adaptive_options (const job *j, double rtol, const char *rname, double *atol);

#endif
