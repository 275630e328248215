/* vcommon.c -- see vcommon.h. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <gsl/gsl_blas.h>
#include <gsl/gsl_linalg.h>
#include "tap.h"
#include "variant.h"
#include "vcommon.h"

static const char *plan_id = "?";
static int plan_newton;

static const char *review_id, *review_methods, *review_why_not;
static int (*review_applies) (const struct variant *v);
static variant the_variant;
static int have_variant;

void
vc_reviews (const char *id, const char *methods)
{
  review_id = id;
  review_methods = methods;
}

void
vc_reviews_when (const char *id, const char *methods,
                 int (*applies) (const struct variant *v), const char *why_not)
{
  vc_reviews (id, methods);
  review_applies = applies;
  review_why_not = why_not;
}

const variant *
vc_variant (void)
{
  return have_variant ? &the_variant : NULL;
}


/* --variant FILE: read into the run settings by galpha's rules (a refused
   file exits 2, "PROGRAM: FILE:LINE: reason"); a program that reviews no
   method, or not this one, answers with a skipped plan */
static void
load_variant (const char *prog_name, const char *file)
{
  char why[4096];
  if (variant_load (file, &the_variant, why, sizeof why) != 0)
    {
      fprintf (stderr, "%s: %s\n", prog_name, why);
      exit (2);
    }
  const char *m = the_variant.m->name;
  if (!review_methods)
    {
      const char *base = strrchr (prog_name, '/');
      printf ("1..0 # SKIP %s: no claim of this program is about a method's parameters "
              "(its claims hold the paper's settings fixed)\n", base ? base + 1 : prog_name);
      exit (0);
    }
  if (!list_has (review_methods, ' ', m))
    {
      printf ("1..0 # SKIP %s checks %s, not %s\n", review_id, review_methods, m);
      exit (0);
    }
  if (review_applies && !review_applies (&the_variant))
    {
      printf ("1..0 # SKIP %s: %s\n", review_id, review_why_not);
      exit (0);
    }
  have_variant = 1;
  tap_want_words (1);
  printf ("# VARIANT %s: method %s%s%s -- the claims below are about this variant\n",
          the_variant.path, m, the_variant.P ? ", problem " : "",
          the_variant.P ? the_variant.P->name : "");
  /* what the file's keys resolved to, every option the method reads */
  char opts[1024];
  gp_options_format (&the_variant.o, the_variant.m, opts, sizeof opts);
  printf ("# VARIANT options: %s%s\n", opts, the_variant.have_newton_tol ? ""
          : " (the file sets no newton-tol: the program's own tolerance is used)");
  if (the_variant.s.have_reference)
    printf ("# VARIANT reference: %s, its row at t = %s%s (%s)\n",
            variant_value (&the_variant, "reference"), GP_NUM (the_variant.s.ref.t),
            the_variant.s.e_t_end == the_variant.s.e_reference ? ", which is the t-end" : "",
            the_variant.s.ref.how);
}

const gp_reference *
vc_variant_reference (const gp_problem *P, double T)
{
  static gp_reference R;
  const run_settings *s = &the_variant.s;
  if (!have_variant || !s->have_reference || !the_variant.P || !P
      || strcmp (P->name, the_variant.P->name) != 0
      || !(fabs (s->ref.t - T) <= 1e-12 * fmax (1.0, fabs (T))))
    return NULL;
  char want[512], have[512];
  settings_params_changes (the_variant.P, want, sizeof want);
  settings_params_changes (P, have, sizeof have);
  if (strcmp (want, have) != 0)
    return NULL;
  R.problem = the_variant.P->name;
  R.t = s->ref.t;
  R.nvalues = s->ref.nvalues;
  R.values = s->ref.values;
  R.how = s->ref.how;
  return &R;
}

void
vc_variant_options (const gp_method *m, gp_options *o)
{
  if (!have_variant || the_variant.m != m)
    return;
  double tol = o->newton_tol;
  int maxit = o->newton_maxit;
  *o = the_variant.o;
  if (!the_variant.have_newton_tol)
    o->newton_tol = tol;
  o->newton_maxit = maxit;
}

void
vc_variant_study (double *h0, int *levels, double *t_end)
{
  if (!have_variant)
    return;
  if (h0 && the_variant.have_h0)
    *h0 = the_variant.h0;
  if (levels && the_variant.have_levels)
    *levels = (int) the_variant.levels;
  if (t_end && the_variant.have_t_end)
    *t_end = the_variant.t_end;
}

const gp_problem *
vc_variant_problem (const gp_problem *own, int (*fits) (const gp_problem *P))
{
  if (!have_variant || !the_variant.P)
    return own;
  if (fits && !fits (the_variant.P))
    {
      tap_diag ("the variant's problem %s does not suit %s: its claims use %s", the_variant.P->name,
                review_id, own->name);
      return own;
    }
  return the_variant.P;
}

/* the problems named by vc_on so far, for C0 (every solve of the run); in
   the papers' runs also those of every vc_stepper (a program whose claims
   name no problem still solves on some) */
static char problems_used[512];

static void
note_in (char *list, size_t n, const char *name)
{
  if (list_has (list, ',', name))
    return;
  size_t k = strlen (list);
  snprintf (list + k, n - k, "%s%s", k ? "," : "", name);
}

static void
note_problem (const char *name)
{
  note_in (problems_used, sizeof problems_used, name);
}

const char *
vc_problems_used (void)
{
  return problems_used;
}

static void
set_context (const char *names, const char *settings, va_list ap)
{
  char what[512], set[400];
  vsnprintf (set, sizeof set, settings, ap);
  /* the papers' runs name the problem alone (their lines state the
     settings), and nothing where the program named none there */
  if (!have_variant && !names[0])
    snprintf (what, sizeof what, "%s", "");
  else if (have_variant)
    snprintf (what, sizeof what, "problem %s; %s", names, set);
  else
    snprintf (what, sizeof what, "problem %s", names);
  tap_context (what);
}

void
vc_on (const gp_problem *P, const char *settings, ...)
{
  if (P)
    note_problem (P->name);
  va_list ap;
  va_start (ap, settings);
  set_context (P ? P->name : "none", settings, ap);
  va_end (ap);
}

void
vc_on_names (const char *names, const char *settings, ...)
{
  char one[64];
  for (const char *p = names; *p;)
    {
      size_t k = strcspn (p, ",");
      snprintf (one, sizeof one, "%.*s", (int) (k < 63 ? k : 63), p);
      if (strcmp (one, "none") != 0)
        note_problem (one);
      p += k + (p[k] == ',');
    }
  va_list ap;
  va_start (ap, settings);
  set_context (names, settings, ap);
  va_end (ap);
}

int
vc_hypotheses (const gp_method *m, const gp_options *o, const char *theorem)
{
  /* the paper's settings hold them by construction; a deliberately wrong
     variant (--mutant) must fail its claims, not be excused from them */
  if (!have_variant)
    return 0;
  char why[512];
  int violated = gp_hypothesis_violated (m, o, GP_HYP_THEOREM, theorem, why, sizeof why);
  tap_hypothesis (violated ? why : NULL);
  return violated;
}

void
vc_hypotheses_end (void)
{
  tap_hypothesis (NULL);
}

int
vc_args (int argc, char **argv, const vc_mutant *mutants, int nmut,
         const char *extra, int *extra_given)
{
  int sel = -1;
  const char *variant_file = NULL;
  if (extra_given)
    *extra_given = 0;
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--variant") == 0 && i + 1 < argc && !variant_file)
        {
          variant_file = argv[++i];
          continue;
        }
      if (strcmp (argv[i], "--list-mutants") == 0)
        {
          for (int k = 0; k < nmut; k++)
            printf ("%s\t%s\t%s\n", mutants[k].name, mutants[k].breaks, mutants[k].what);
          exit (0);
        }
      else if (strcmp (argv[i], "--mutant") == 0 && i + 1 < argc)
        {
          const char *name = argv[++i];
          for (int k = 0; k < nmut; k++)
            if (strcmp (mutants[k].name, name) == 0)
              sel = k;
          if (sel < 0)
            {
              fprintf (stderr, "%s: unknown mutant '%s' (see --list-mutants)\n",
                       argv[0], name);
              exit (2);
            }
        }
      else if (extra && strcmp (argv[i], extra) == 0)
        *extra_given = 1;
      else
        {
          fprintf (stderr, "%s: unknown argument '%s' (want %s%s%s)\n", argv[0], argv[i],
                   nmut ? "--mutant NAME or --list-mutants" : "",
                   nmut && extra ? " or " : "", extra ? extra : "");
          exit (2);
        }
    }
  if (variant_file && (sel >= 0 || (extra_given && *extra_given)))
    {
      fprintf (stderr, "%s: --variant takes no other argument\n", argv[0]);
      exit (2);
    }
  if (variant_file)
    load_variant (argv[0], variant_file);
  if (sel >= 0)
    printf ("# MUTANT %s: %s -- this run is expected to fail %s\n",
            mutants[sel].name, mutants[sel].what, mutants[sel].breaks);
  return sel;
}

void
vc_plan (const char *id, int claims, int newton)
{
  plan_id = id;
  plan_newton = newton;
  tap_plan (claims + (newton ? 1 : 0));
}

int
vc_done (void)
{
  if (!plan_newton)
    return tap_done ();
  const gp_stats *S = gp_newton_totals ();
  /* C0 is about every solve of this process: the problems of all the
     claims above */
  vc_on_names (problems_used[0] ? problems_used : "none", "every Newton solve of this run");
  if (have_variant && S->newton_solves == 0)
    {
      /* every claim about this variant was skipped before any solve */
      tap_skip ("no Newton solve ran for the variant", "%s C0 no Newton solve accepted "
                "unconverged", plan_id);
      return tap_done ();
    }
  tap_diag ("Newton, every solve of this run: %ld solves, %ld iterations (%.2f per solve), "
            "%ld accepted at the rounding floor, largest contraction %.3g, largest "
            "final increment / max(tol, floor) %.3g", S->newton_solves, S->newton_iters,
            S->newton_solves ? (double) S->newton_iters / (double) S->newton_solves : 0.0,
            S->floor_accepts, S->max_contraction, S->max_final_ratio);
  tap_ok (S->newton_solves > 0 && S->unconverged == 0, "%s C0 no Newton solve accepted "
          "unconverged (library statistics: %ld of %ld solves)", plan_id, S->unconverged,
          S->newton_solves);
  return tap_done ();
}

FILE *
vc_data_open (const char *file, int mutant)
{
  if (mutant >= 0 || have_variant)
    return NULL;   /* the data files are the paper run's */
  const char *dir = getenv ("GALPHA_DATA_DIR");
  if (!dir || !*dir)
    dir = "build/data";
  char path[4096];
  /* create the directory and its parent (build/data) */
  snprintf (path, sizeof path, "%s", dir);
  char *slash = strrchr (path, '/');
  if (slash && slash != path)
    {
      *slash = '\0';
      mkdir (path, 0777);
    }
  if (mkdir (dir, 0777) != 0 && errno != EEXIST)
    tap_bail ("cannot create data directory %s: %s", dir, strerror (errno));
  snprintf (path, sizeof path, "%s/%s", dir, file);
  FILE *f = fopen (path, "w");
  if (!f)
    tap_bail ("cannot write %s: %s", path, strerror (errno));
  return f;
}

gp_stepper *
vc_stepper (const gp_method *m, const gp_problem *P, const gp_options *o,
            const gp_test_switches *sw)
{
  char why[256];
  gp_stepper *s = gp_stepper_alloc (m, P, o, why, sizeof why);
  if (!s)
    tap_bail ("%s on %s: %s", m->name, P->name, why);
  if (!have_variant)
    note_problem (P->name);
  if (sw)
    gp_stepper_set_test_switches (s, sw);
  return s;
}

void
vc_study (gp_stepper *s, gp_steps_kind kind, double H0, int L, double T,
          const gp_state *ref, gp_study *out)
{
  if (gp_study_run (s, kind, H0, L, T, ref, NULL, NULL, out) != GP_OK)
    tap_bail ("%s on %s: level %d (h = %g) failed at step %ld (t = %.6g): %s",
              gp_stepper_method (s)->name, gp_stepper_problem (s)->name,
              out->fail_level, out->h[out->fail_level], out->run.fail_step,
              out->run.fail_t, gp_stepper_message (s));
}

double
vc_dist (const double *a, const double *b, size_t n)
{
  double s = 0;
  for (size_t i = 0; i < n; i++)
    s += (a[i] - b[i]) * (a[i] - b[i]);
  return sqrt (s);
}

double
vc_norm (const double *a, size_t n)
{
  double s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i] * a[i];
  return sqrt (s);
}

void
vc_errors (const gp_problem *P, const gp_state *x, double a_shift,
           double err[GP_NBLOCKS])
{
  gp_state *r = gp_state_alloc (P, NULL);
  if (!r || gp_state_errors (P, x, a_shift, r, err) != GP_OK)
    tap_bail ("global errors of %s: no exact solution", P->name);
  gp_state_free (r);
}

void
vc_blocks_exact (const gp_problem *P, double t, double *M, double *F, double *K)
{
  double y[16], z[16], psi[16];
  P->exact (t, y, z, NULL, NULL, psi, P->params);
  P->mass (t, y, M, P->params);
  P->force_jac (t, y, z, NULL, psi, NULL, NULL, NULL, F, P->params);
  P->k_jac (t, y, z, NULL, K, NULL, P->params);
}

void
vc_matmul (const double *A, const double *B, double *C, size_t r, size_t k, size_t c)
{
  gsl_matrix_const_view Av = gsl_matrix_const_view_array (A, r, k);
  gsl_matrix_const_view Bv = gsl_matrix_const_view_array (B, k, c);
  gsl_matrix_view Cv = gsl_matrix_view_array (C, r, c);
  gsl_blas_dgemm (CblasNoTrans, CblasNoTrans, 1.0, &Av.matrix, &Bv.matrix, 0.0, &Cv.matrix);
}

int
vc_inverse (const double *A, double *Ainv, size_t n)
{
  gsl_matrix *LU = gsl_matrix_alloc (n, n);
  gsl_permutation *p = gsl_permutation_alloc (n);
  int sgn, rc = 0;
  memcpy (LU->data, A, n * n * sizeof (double));
  gsl_linalg_LU_decomp (LU, p, &sgn);
  for (size_t i = 0; i < n; i++)
    if (gsl_matrix_get (LU, i, i) == 0.0)
      rc = 1;
  if (!rc)
    {
      gsl_matrix_view inv = gsl_matrix_view_array (Ainv, n, n);
      gsl_linalg_LU_invert (LU, p, &inv.matrix);
    }
  gsl_matrix_free (LU);
  gsl_permutation_free (p);
  return rc;
}

double
vc_maxabs (const double *A, size_t n)
{
  double m = 0;
  for (size_t i = 0; i < n; i++)
    m = fmax (m, fabs (A[i]));
  return m;
}

int
vc_projectors (size_t n, size_t m, const double *M, const double *F,
               const double *K, double *Pm, double *Qm)
{
  double Mi[256], MiF[256], S[256], Si[256], MiFSi[256];
  if (n > 16 || m > 16 || vc_inverse (M, Mi, n))
    return 1;
  vc_matmul (Mi, F, MiF, n, n, m);
  vc_matmul (K, MiF, S, m, n, m);
  if (vc_inverse (S, Si, m))
    return 1;
  vc_matmul (MiF, Si, MiFSi, n, m, m);
  vc_matmul (MiFSi, K, Qm, n, m, n);
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++)
      Pm[i * n + j] = (i == j) - Qm[i * n + j];
  return 0;
}

void
vc_matvec (const double *A, const double *x, double *y, size_t r, size_t c)
{
  vc_matmul (A, x, y, r, c, 1);
}

void
vc_state_exact (const gp_problem *P, double t, double a_shift, gp_state *x)
{
  if (gp_state_exact (P, t, a_shift, x) != GP_OK)
    tap_bail ("exact solution of %s at t = %g failed", P->name, t);
}

/* m's a at the exact solution at time t (only when m->a_of), with a
   stepper of m for its workspace.  a_of reads no option: any set the
   method accepts will do, its defaults or else HHT's alpha = 0 (the HHT
   family refuses Chung-Hulbert's alpha_m != 0). */
static void
method_a_exact (const gp_method *m, const gp_problem *P, double t, double *a)
{
  gp_options o;
  char why[256];
  gp_options_for (m, &o);
  gp_stepper *s = gp_stepper_alloc (m, P, &o, why, sizeof why);
  if (!s && gp_coeffs_hht (0.0, &o.c, why, sizeof why) == GP_OK)
    s = gp_stepper_alloc (m, P, &o, why, sizeof why);
  if (!s)
    tap_bail ("%s on %s: %s", m->name, P->name, why);
  gp_state *r = gp_state_alloc (P, NULL);
  if (!r || P->exact (t, r->y, r->z, NULL, NULL, NULL, P->params)
      || m->a_of (s, t, r->y, r->z, a) != GP_OK)
    tap_bail ("%s's a at the exact solution of %s at t = %g failed", m->name, P->name, t);
  gp_state_free (r);
  gp_stepper_free (s);
}

void
vc_state_exact_for (const gp_method *m, const gp_problem *P, double t, double a_shift,
                    gp_state *x)
{
  vc_state_exact (P, t, a_shift, x);
  if (m->a_of)
    method_a_exact (m, P, t + a_shift, x->a);
}

void
vc_errors_for (const gp_method *m, const gp_problem *P, const gp_state *x,
               double a_shift, double err[GP_NBLOCKS])
{
  vc_errors (P, x, a_shift, err);
  if (!m->a_of)
    return;
  double a[64];
  if (P->n > 64)
    tap_bail ("vc_errors_for: n = %zu > 64", P->n);
  method_a_exact (m, P, x->t + a_shift, a);
  err[GP_A] = 0.0;
  for (size_t i = 0; i < P->n; i++)
    err[GP_A] = hypot (err[GP_A], x->a[i] - a[i]);
}

const char *
vc_ref_data_dir (void)
{
  const char *d = getenv ("GALPHA_REF_DIR");
  return d && *d ? d : "ref/data";
}

int
vc_read_table (const char *path, int ncol, vc_table *T)
{
  static char line[1 << 16];
  FILE *f = fopen (path, "r");
  T->rows = 0;
  T->ncol = ncol;
  T->v = NULL;
  if (!f)
    return -1;
  int cap = 0;
  while (fgets (line, sizeof line, f))
    {
      if (line[0] == '#' || strncmp (line, "level", 5) == 0 || line[0] == '\n')
        continue;
      if (T->rows == cap)
        {
          cap = cap ? 2 * cap : 256;
          double *v = realloc (T->v, (size_t) cap * (size_t) ncol * sizeof (double));
          if (!v)
            tap_bail ("out of memory");
          T->v = v;
        }
      char *p = line, *end;
      double *row = T->v + (size_t) T->rows * (size_t) ncol;
      for (int j = 0; j < ncol; j++)
        {
          row[j] = strtod (p, &end);
          if (end == p || !isfinite (row[j]))
            { fclose (f); return -2; }
          p = end;
        }
      p += strspn (p, " \t\r");
      if (*p != '\n' && *p != '\0')
        { fclose (f); return -2; }
      T->rows++;
    }
  fclose (f);
  return T->rows;
}

double
vc_table_diff (const vc_table *A, const vc_table *B)
{
  double d = 0;
  for (size_t i = 0; i < (size_t) A->rows * (size_t) A->ncol; i++)
    if (i % (size_t) A->ncol >= 3)
      d = fmax (d, fabs (A->v[i] - B->v[i]) / (1 + fabs (B->v[i])));
  return d;
}

const char *
vc_octave_rerun (char *out, size_t n)
{
  const char *octave = getenv ("OCTAVE");
  char cmd[1024], cwd[512];
  if (!octave || !*octave)
    octave = "octave-cli";
  snprintf (cmd, sizeof cmd, "command -v %s >/dev/null 2>&1", octave);
  if (system (cmd) != 0)
    return NULL;
  const char *O = getenv ("O");
  O = O && *O ? O : "build";
  if (O[0] == '/')
    snprintf (out, n, "%s/ref", O);
  else
    {
      if (!getcwd (cwd, sizeof cwd))
        tap_bail ("getcwd failed");
      snprintf (out, n, "%s/%s/ref", cwd, O);
    }
  return octave;
}

int
vc_octave_eval (const char *octave, const char *out, const char *call)
{
  char cmd[4096];
  /* the committed references' BLAS kernel (the Makefile's OPENBLAS_CORETYPE):
     OpenBLAS picks its kernels by CPU, and the ill-conditioned steps
     (andrews) carry their different round-off into the last digits */
  setenv ("OPENBLAS_CORETYPE", "Haswell", 0);
  snprintf (cmd, sizeof cmd, "mkdir -p '%s' && cd ref && %s --no-gui --quiet --eval \"%s\" "
            ">/dev/null 2>&1", out, octave, call);
  return system (cmd);
}
