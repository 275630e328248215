/* vcommon.h -- helpers shared by the verification programs: arguments
   (deliberately wrong variants), the plan with the suite-wide Newton claim,
   data files, steppers, and a few dense-matrix helpers.  Integration loops,
   convergence studies and hypotheses live in the library (galpha.h). */
#ifndef GP_VCOMMON_H
#define GP_VCOMMON_H
#include <stdio.h>
#include "galpha.h"
#include "gp_testing.h"
#include "problems.h"

/* A deliberately wrong variant of a program's method or check: with
   `--mutant NAME` the program runs its claims against it and must fail
   exactly the claims `breaks` names ("C1,C3", or "bail" when the run must
   end in a bail-out). */
typedef struct
{
  const char *name, *breaks, *what;
} vc_mutant;

/* Parses `--mutant NAME` and `--list-mutants` (prints NAME<TAB>BREAKS<TAB>WHAT
   and exits).  Returns the index of the selected mutant, or -1 for the real
   method.  Exits 2 on an unknown argument or mutant.  `extra` names one more
   flag the program accepts (NULL: none); *extra_given says whether it was. */
int vc_args (int argc, char **argv, const vc_mutant *mutants, int nmut,
             const char *extra, int *extra_given);
/* ---- method variants (galpha review, make verify VARIANT=FILE) ----------
   `--variant FILE` (settings/variant.h) makes a program check its claims for the
   variant instead of the paper's settings.  A program that can names its
   theorem id and the methods whose claims it checks (space-separated)
   with vc_reviews before vc_args; a program that does not, or a variant of
   another method, answers `1..0 # SKIP reason` and exits 0.  Under a
   variant no data file is written. */
struct variant;
void vc_reviews (const char *id, const char *methods);
/* vc_reviews for a program whose claims are about only some variants of
   its methods: a variant of them for which applies (v) is 0 gets
   `1..0 # SKIP ID: why_not`. */
void vc_reviews_when (const char *id, const char *methods,
                      int (*applies) (const struct variant *v), const char *why_not);
/* The variant of this run (fields: settings/variant.h), or NULL (the paper's
   settings). */
const struct variant *vc_variant (void);
/* *o := the variant's options when its method is m (the program's Newton
   tolerance and iteration limit kept unless the variant sets newton-tol);
   unchanged otherwise. */
void vc_variant_options (const gp_method *m, gp_options *o);
/* The variant's step study over a program's own: each of h0, levels,
   t_end (NULL: not the program's) the variant's where the file gives it,
   else left as the program set it; nothing without a variant. */
void vc_variant_study (double *h0, int *levels, double *t_end);
/* The variant's problem when it names one and fits accepts it (fits NULL:
   any), else own (with a note why). */
const gp_problem *vc_variant_problem (const gp_problem *own,
                                      int (*fits) (const gp_problem *P));
/* The variant's `reference = FILE` (settings/variant.h) as a reference
   at T: the file's row (y, z, a, lambda, psi of the problem's layout
   without a method, as gp_reference_at's), when the variant names one, P
   is the variant's problem with the same parameters (by name and
   settings_params_changes, so a copy of it qualifies) and T its time
   (within 1e-12 relative; without a t-end in the file T is that time, the
   variant's t_end).  NULL otherwise: no variant, no reference, another
   problem or time.  The file was judged when the variant was read (its
   columns, problem, parameters and time: a bad one exits 2 naming its
   line), and "# VARIANT reference: FILE, its row at t = T (how)" is
   printed.  A program that measures against a reference at T asks for it
   first, before the committed reference (gp_reference_at) and a computed
   one. */
const gp_reference *vc_variant_reference (const gp_problem *P, double T);
/* Before the claims that assume `theorem`'s hypotheses (ids as in the
   method's hypothesis table, e.g. "S000-6.1"): when (m, o) violates one,
   the claims up to vc_hypotheses_end are reported as SKIP hypothesis
   violated, still measured (tap_hypothesis).  Returns 1 when violated.
   Without a variant it does nothing: the paper's settings hold the
   hypotheses, and a --mutant run must fail its claims, not skip them. */
int vc_hypotheses (const gp_method *m, const gp_options *o, const char *theorem);
void vc_hypotheses_end (void);
/* What the claims that follow ran on: the problem P (NULL:
   none, the claims are about the method's coefficients, roots or spectrum)
   and the settings the printf-style format names, at least the step
   sequence actually used ("h0 = 0.01, 4 levels, t-end 1") and any method
   setting that is not the variant's.  Printed on every claim line as
   "[problem NAME; SETTINGS]" (tap_context), which galpha review reads to
   count the claims that ran on the variant's own problem.  Without a
   variant the settings are left out ("[problem NAME]"): the papers' lines
   state them in their text. */
void vc_on (const gp_problem *P, const char *settings, ...)
  __attribute__ ((format (printf, 2, 3)));
/* The same for a claim over several problems: names comma-separated. */
void vc_on_names (const char *names, const char *settings, ...)
  __attribute__ ((format (printf, 2, 3)));
/* The problems named so far (comma-separated; "" when none): for a claim
   about every solve of the run. */
const char *vc_problems_used (void);

/* tap_plan (claims + 1 when newton): the last claim, C0, is the Newton
   claim of vc_done, for programs that solve anything by Newton. */
void vc_plan (const char *id, int claims, int newton);
/* C0: no Newton solve of this process was accepted unconverged (the
   library's totals, gp_newton_totals), with the statistics as evidence; then
   tap_done. */
int vc_done (void);
/* Opens a data file under $GALPHA_DATA_DIR (default build/data) for writing;
   bails out on failure.  A mutant run writes nothing: returns NULL. */
FILE *vc_data_open (const char *file, int mutant);
/* A stepper with the test switches (NULL: none), or bail out with the
   reason. */
gp_stepper *vc_stepper (const gp_method *m, const gp_problem *P, const gp_options *o,
                        const gp_test_switches *sw);
/* The convergence study of the library, or bail out naming level, step,
   time and reason. */
void vc_study (gp_stepper *s, gp_steps_kind kind, double H0, int L, double T,
               const gp_state *ref, gp_study *out);
/* Global errors (per gp_block) of x against the exact solution; bails out
   when the problem has none. */
void vc_errors (const gp_problem *P, const gp_state *x, double a_shift,
                double err[GP_NBLOCKS]);
double vc_dist (const double *a, const double *b, size_t n);
double vc_norm (const double *a, size_t n);

/* The saddle blocks of seed 000 at the exact solution at time t:
   M = M(t,y), F = f_psi, K = k_z (n*n, n*m, m*n). */
void vc_blocks_exact (const gp_problem *P, double t, double *M, double *F,
                      double *K);
/* Projectors Q = M^-1 F (K M^-1 F)^-1 K and P = I - Q from blocks (n*n each).
   Returns 0, or 1 if M or K M^-1 F is singular. */
int vc_projectors (size_t n, size_t m, const double *M, const double *F,
                   const double *K, double *Pm, double *Qm);
/* C = A B for row-major A (r*k), B (k*c). */
void vc_matmul (const double *A, const double *B, double *C, size_t r, size_t k,
                size_t c);
/* Inverse of a square matrix (row-major); returns 1 if singular. */
int vc_inverse (const double *A, double *Ainv, size_t n);
/* Max-abs entry. */
double vc_maxabs (const double *A, size_t n);
/* y = A x for row-major A (r*c). */
void vc_matvec (const double *A, const double *x, double *y, size_t r, size_t c);
/* x := the exact solution at t (a = a(t + a_shift)); bails out without one. */
void vc_state_exact (const gp_problem *P, double t, double a_shift, gp_state *x);
/* The same for method m: where m's a is not y'' (m->a_of: the HHT family's
   a = M^-1 f_app, without the reaction), x->a and the error of a are taken
   against m->a_of at the exact y, z at t + a_shift. */
void vc_state_exact_for (const gp_method *m, const gp_problem *P, double t,
                         double a_shift, gp_state *x);
void vc_errors_for (const gp_method *m, const gp_problem *P, const gp_state *x,
                    double a_shift, double err[GP_NBLOCKS]);

/* The directory of the committed Octave tables: $GALPHA_REF_DIR, else
   ref/data of the source tree the program runs in (make runs the programs
   from its top); the Octave twins themselves are in its parent. */
const char *vc_ref_data_dir (void);
/* A table an Octave reference script wrote (under ref/data): rows of ncol
   numbers, the first columns level, h, n; lines starting with '#' or
   "level" and blank lines are skipped.  v holds rows * ncol values. */
typedef struct
{
  int rows, ncol;
  double *v;
} vc_table;
/* Returns the number of rows, -1 if unreadable, -2 on a malformed or
   non-finite row (T->v is then to be freed all the same). */
int vc_read_table (const char *path, int ncol, vc_table *T);
/* largest |A - B| / (1 + |B|) over A's rows and the columns from t on
   (column 3: after level, h, n) */
double vc_table_diff (const vc_table *A, const vc_table *B);
/* For the --rerun-octave claims: the Octave binary ($OCTAVE, default
   octave-cli) when it is installed, else NULL; out receives the absolute
   directory $O/ref (O default build) that the rerun writes to. */
const char *vc_octave_rerun (char *out, size_t n);
/* Runs `call` (an Octave expression, e.g. "ref_s002_hht('alt', 'DIR/f.dat')")
   with that binary inside ref/, after creating the directory out; Octave's
   own output is discarded.  Returns system()'s status (0: success). */
int vc_octave_eval (const char *octave, const char *out, const char *call);
#endif
