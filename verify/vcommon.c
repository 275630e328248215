/* vcommon.c -- see vcommon.h. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <gsl/gsl_blas.h>
#include <gsl/gsl_linalg.h>
#include "tap.h"
#include "vcommon.h"

int
vc_args (int argc, char **argv, const vc_mutant *mutants, int nmut)
{
  int sel = -1;
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--list-mutants") == 0)
        {
          for (int k = 0; k < nmut; k++)
            printf ("%s\t%s\n", mutants[k].name, mutants[k].what);
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
      else
        {
          fprintf (stderr, "%s: unknown argument '%s' (use --mutant NAME or "
                   "--list-mutants)\n", argv[0], argv[i]);
          exit (2);
        }
    }
  if (sel >= 0)
    printf ("# MUTANT %s: %s -- this run is expected to fail\n",
            mutants[sel].name, mutants[sel].what);
  return sel;
}

FILE *
vc_data_open (const char *file, int mutant)
{
  if (mutant >= 0)
    return NULL;
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
vc_stepper (const gp_method *m, const gp_problem *P, const gp_options *o)
{
  char why[256];
  gp_stepper *s = gp_stepper_alloc (m, P, o, why, sizeof why);
  if (!s)
    tap_bail ("%s on %s: %s", m->name, P->name, why);
  return s;
}

int
vc_integrate (gp_stepper *s, const gp_problem *P, double h, long N,
              gp_state *x, long *fail_step)
{
  *fail_step = 0;
  int rc = gp_state_consistent (P, x, 1e-15);
  if (rc == GP_OK)
    rc = gp_stepper_start (s, h, x);
  for (long i = 0; rc == GP_OK && i < N; i++)
    {
      rc = gp_stepper_step (s, h, x);
      if (rc != GP_OK)
        *fail_step = i + 1;
    }
  return rc;
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
vc_errors (const gp_problem *P, const gp_state *x, double shift, double e[4])
{
  gp_state *r = gp_state_alloc (P);
  double err[5];
  if (!r || gp_state_errors (P, x, shift, r, err) != GP_OK)
    tap_bail ("global errors of %s: no exact solution", P->name);
  e[0] = err[0];
  e[1] = err[1];
  e[2] = err[2];
  e[3] = err[4];
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
  x->t = t;
  P->exact (t, x->y, x->z, NULL, x->lam, x->psi, P->params);
  P->exact (t + a_shift, NULL, NULL, x->a, NULL, NULL, P->params);
}
