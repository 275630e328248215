/* test_dense.c -- the library's small dense kernel (lib/gp_dense.c) against
   GSL, the reference: LU with partial pivoting, the solve with its factors,
   the permutation of the factors' rows and y = A x, on random
   well-conditioned matrices (n = 1..40: the sizes of the library's Newton
   matrices and beyond), on ill-conditioned ones (Hilbert matrices; random
   matrices with singular values down to 1e-13), on exactly singular ones (a
   zero column, a repeated row, the zero matrix), and with the row and
   column scales of the methods' Newton matrices (rows scaled by beta h^2,
   multiplier columns of 1e3).

   What must hold: the factors, the pivots and the solutions are those of
   GSL's gsl_linalg_LU_decomp and gsl_linalg_LU_solve to the bit (the kernel
   repeats GSL 2.7's operations in GSL's order; claims DENSE C1-C3, for GSL
   2.7, whose unblocked LU serves n <= 24), and independently of that, the
   solutions agree with GSL's within 64 eps cond_1(A) relative and have a
   backward error of a few eps (C4, C5); a zero pivot is reported where GSL
   reports one (C6).  And the comparison can fail: a kernel without row
   interchanges and a solve that skips the pivots' swaps are rejected by the
   same checks (C7, C8).  C9 repeats C1-C2 on many matrices of the library's
   sizes; C10: a non-finite entry anywhere leaves a non-finite pivot, which
   Newton relies on instead of sweeping every matrix (gp_newton.c), also
   where the kernel skips the rows of zero multipliers.

   For n >= GP_DENSE_SKIP_MIN the kernel skips a row whose multiplier is
   exactly zero (gp_dense.c, "Rows of zero multipliers").  Dense random
   matrices have no zero multiplier, so C11-C13 hold structured ones, with
   the number of zero multipliers in GSL's factors of the sizes the kernel
   skips at (the rows skipped): the zero patterns of the papers' Newton
   matrices (rolling disk, ga-nh, 7 x 7: not skipped; Andrews, ga-i3,
   13 x 13), saddle-point matrices [M -G^T; G 0] with a decoupled M, and
   random matrices with half their entries zero, n = 1..24.  Without a -0
   entry the factors, pivots and solutions are GSL's to the bit (C11).
   With the -0 entries the Newton matrices hold (-f_lambda: the negation of
   g_q's zeros) the factors are GSL's to the bit except the sign of entries
   that are zero in both (GSL's update adds u (-0) = +0 to a -0 and makes
   it +0; the skipped row keeps the -0), the pivots are GSL's, and the
   solutions of right-hand sides without a -0 are GSL's to the bit (C12).
   C13: a row skipped in column 0 that is the pivot of column 1, in each
   place among the rows that take the update (which the kernel pairs). */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <gsl/gsl_blas.h>
#include <gsl/gsl_errno.h>
#include <gsl/gsl_linalg.h>
#include <gsl/gsl_version.h>
#include "gp_impl.h"
#include "tap.h"

#define NMAX 40
#define NBITS 24    /* GSL 2.7 factors n <= 24 unblocked (LU_decomp_L2) */

/* a small deterministic generator (xorshift64*), uniform in [-1, 1) */
static unsigned long long rng_state = 88172645463325252ULL;
static double
urand (void)
{
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  unsigned long long r = rng_state * 2685821657736338717ULL;
  return (double) (r >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

/* the cases: a matrix of size n */
typedef struct
{
  size_t n;
  double A[NMAX * NMAX];
  char what[64];
} mcase;

#define NCASES 200
static mcase cases[NCASES];
static int ncases;

static mcase *
add_case (size_t n, const char *what)
{
  mcase *c = &cases[ncases++];
  c->n = n;
  snprintf (c->what, sizeof c->what, "%s n = %zu", what, n);
  return c;
}

/* an orthogonal matrix Q (n x n) from Householder reflections of random vectors */
static void
random_orthogonal (size_t n, double *Q)
{
  memset (Q, 0, n * n * sizeof (double));
  for (size_t i = 0; i < n; i++)
    Q[i * n + i] = 1.0;
  double v[NMAX];
  for (size_t k = 0; k < n; k++)
    {
      double s = 0.0;
      for (size_t i = 0; i < n; i++)
        {
          v[i] = urand ();
          s += v[i] * v[i];
        }
      /* Q := Q (I - 2 v v^T / v^T v) */
      for (size_t i = 0; i < n; i++)
        {
          double d = 0.0;
          for (size_t j = 0; j < n; j++)
            d += Q[i * n + j] * v[j];
          for (size_t j = 0; j < n; j++)
            Q[i * n + j] -= 2.0 * d * v[j] / s;
        }
    }
}

static void
make_cases (void)
{
  /* random well-conditioned: entries in [-1, 1] plus n on the diagonal of a
     random row (pivoting needed, condition modest) */
  for (size_t n = 1; n <= NMAX; n++)
    for (int rep = 0; rep < 3; rep++)
      {
        mcase *c = add_case (n, "random");
        for (size_t i = 0; i < n * n; i++)
          c->A[i] = urand ();
        if (rep == 0)
          for (size_t i = 0; i < n; i++)
            c->A[i * n + (i + 1) % n] += (double) n;
      }
  /* larger than GSL's unblocked range: accuracy only */
  for (size_t n = 28; n <= NMAX; n += 6)
    {
      mcase *c = add_case (n, "random");
      for (size_t i = 0; i < n * n; i++)
        c->A[i] = urand ();
    }
  /* the Newton matrices' scales: rows 0..n/2 scaled by beta h^2 = 1e-8, the
     last third of the columns (the multipliers) by 1e3 */
  for (size_t n = 5; n <= 13; n += 4)
    {
      mcase *c = add_case (n, "scaled rows and columns");
      for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
          c->A[i * n + j] = urand () * (i <= n / 2 ? 1e-8 : 1.0) * (3 * j >= 2 * n ? 1e3 : 1.0);
    }
  /* ill-conditioned: Hilbert matrices (cond_1 up to about 1e13 at n = 10) */
  for (size_t n = 3; n <= 10; n++)
    {
      mcase *c = add_case (n, "Hilbert");
      for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
          c->A[i * n + j] = 1.0 / (double) (i + j + 1);
    }
  /* ill-conditioned: U diag(s) V^T with s from 1 down to 1e-13 */
  for (size_t n = 4; n <= 16; n += 3)
    {
      mcase *c = add_case (n, "singular values 1 .. 1e-13");
      double U[NMAX * NMAX], V[NMAX * NMAX];
      random_orthogonal (n, U);
      random_orthogonal (n, V);
      for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
          {
            double s = 0.0;
            for (size_t k = 0; k < n; k++)
              s += U[i * n + k] * pow (1e-13, (double) k / (double) (n - 1)) * V[j * n + k];
            c->A[i * n + j] = s;
          }
    }
}

/* exactly singular matrices, kept apart from the cases above */
static int
make_singular (mcase *s)
{
  int k = 0;
  /* a zero column */
  s[k].n = 6;
  snprintf (s[k].what, sizeof s[k].what, "zero column 3, n = 6");
  for (size_t i = 0; i < 36; i++)
    s[k].A[i] = i % 6 == 3 ? 0.0 : urand ();
  k++;
  /* a repeated row: integers, so that elimination cancels exactly */
  s[k].n = 5;
  snprintf (s[k].what, sizeof s[k].what, "row 4 = row 1, integers, n = 5");
  for (size_t i = 0; i < 25; i++)
    s[k].A[i] = (double) ((i * 7 + 3) % 11) - 5.0;
  for (size_t j = 0; j < 5; j++)
    s[k].A[4 * 5 + j] = s[k].A[1 * 5 + j];
  k++;
  /* the zero matrix */
  s[k].n = 4;
  snprintf (s[k].what, sizeof s[k].what, "zero matrix, n = 4");
  memset (s[k].A, 0, sizeof s[k].A);
  k++;
  return k;
}

/* GSL's factors, permutation and solution of A x = b */
typedef struct
{
  double LU[NMAX * NMAX], x[NMAX];
  size_t perm[NMAX];
  int zero_pivot;
} gsl_result;

static void
gsl_solve (const mcase *c, const double *b, gsl_result *g)
{
  size_t n = c->n;
  gsl_matrix *A = gsl_matrix_alloc (n, n);
  gsl_permutation *p = gsl_permutation_alloc (n);
  gsl_vector *bv = gsl_vector_alloc (n), *xv = gsl_vector_alloc (n);
  int sgn;
  for (size_t i = 0; i < n; i++)
    {
      for (size_t j = 0; j < n; j++)
        gsl_matrix_set (A, i, j, c->A[i * n + j]);
      gsl_vector_set (bv, i, b[i]);
    }
  gsl_linalg_LU_decomp (A, p, &sgn);
  g->zero_pivot = 0;
  for (size_t i = 0; i < n; i++)
    if (gsl_matrix_get (A, i, i) == 0.0)
      g->zero_pivot = 1;
  if (!g->zero_pivot)
    gsl_linalg_LU_solve (A, p, bv, xv);
  for (size_t i = 0; i < n; i++)
    {
      for (size_t j = 0; j < n; j++)
        g->LU[i * n + j] = gsl_matrix_get (A, i, j);
      g->perm[i] = gsl_permutation_get (p, i);
      g->x[i] = g->zero_pivot ? 0.0 : gsl_vector_get (xv, i);
    }
  gsl_matrix_free (A);
  gsl_permutation_free (p);
  gsl_vector_free (bv);
  gsl_vector_free (xv);
}

/* the 1-norm condition number of A (GSL) */
static double
cond1 (const mcase *c)
{
  return gp_cond1 (c->A, c->n);
}

/* ---- deliberately wrong kernels: the comparison must reject them ---- */
static int
lu_no_pivoting (double *A, size_t n, size_t *piv)
{
  for (size_t j = 0; j < n; j++)
    {
      piv[j] = j;
      double r = 1.0 / A[j * n + j];
      for (size_t i = j + 1; i < n; i++)
        {
          A[i * n + j] *= r;
          for (size_t k = j + 1; k < n; k++)
            A[i * n + k] -= A[i * n + j] * A[j * n + k];
        }
    }
  return 0;
}

static void
solve_no_swaps (const double *LU, size_t n, const size_t *piv, double *b)
{
  size_t id[NMAX];
  (void) piv;
  for (size_t i = 0; i < n; i++)
    id[i] = i;
  gp_lu_solve (LU, n, id, b);
}

typedef int lu_fn (double *, size_t, size_t *);
typedef void solve_fn (const double *, size_t, const size_t *, double *);

/* over the cases: counts of bitwise mismatches (factors and pivots;
   solutions), the largest forward difference from GSL over 64 eps cond_1,
   the largest backward error over eps */
typedef struct
{
  int lu_mismatch, x_mismatch, worst, big, big_identical;
  double fwd, bwd;
} verdict;

static void
compare (lu_fn *lu, solve_fn *sv, verdict *v)
{
  memset (v, 0, sizeof *v);
  v->worst = -1;
  for (int k = 0; k < ncases; k++)
    {
      const mcase *c = &cases[k];
      size_t n = c->n, piv[NMAX], perm[NMAX];
      double LU[NMAX * NMAX], b[NMAX], x[NMAX];
      for (size_t i = 0; i < n; i++)
        b[i] = urand ();
      gsl_result g;
      gsl_solve (c, b, &g);
      memcpy (LU, c->A, n * n * sizeof (double));
      lu (LU, n, piv);
      gp_lu_perm (piv, n, perm);
      memcpy (x, b, n * sizeof (double));
      sv (LU, n, piv, x);
      if (n <= NBITS && (memcmp (LU, g.LU, n * n * sizeof (double))
                         || memcmp (perm, g.perm, n * sizeof (size_t))))
        v->lu_mismatch++;
      if (n <= NBITS && memcmp (x, g.x, n * sizeof (double)))
        v->x_mismatch++;
      if (n > NBITS)
        {
          v->big++;
          v->big_identical += !memcmp (LU, g.LU, n * n * sizeof (double))
            && !memcmp (x, g.x, n * sizeof (double));
        }
      /* forward: |x - x_gsl|_inf / |x_gsl|_inf against 64 eps cond_1 */
      double dmax = 0.0, xmax = 0.0;
      for (size_t i = 0; i < n; i++)
        {
          dmax = fmax (dmax, fabs (x[i] - g.x[i]));
          xmax = fmax (xmax, fabs (g.x[i]));
        }
      double f = dmax / xmax / (64.0 * DBL_EPSILON * cond1 (c));
      if (!(f <= v->fwd))
        {
          v->fwd = isnan (f) ? (double) INFINITY : f;
          v->worst = k;
        }
      /* backward: max_i |b - A x|_i / (|A| |x| + |b|)_i in eps */
      for (size_t i = 0; i < n; i++)
        {
          double r = b[i], s = fabs (b[i]);
          for (size_t j = 0; j < n; j++)
            {
              r -= c->A[i * n + j] * x[j];
              s += fabs (c->A[i * n + j] * x[j]);
            }
          double e = fabs (r) / s / DBL_EPSILON;
          v->bwd = isnan (e) ? (double) INFINITY : fmax (v->bwd, e);
        }
    }
}


/* ---- structured matrices: the rows of zero multipliers (C11-C13) ---- */

/* The zero patterns of the papers' Newton matrices, read from the library's
   own (ga-nh on rolling-disk, ga-i3 on andrews, production regime): x a
   value, + a +0, - a -0 (the -f_lambda block, the negation of a zero of
   g_q) */
static const char *const disk_pattern[7] = {
  "x+xx+x-", "+xxx+-x", "xxxxx--", "xxxxx--", "++xxxxx", "x++xx++", "+x+xx++"
};
static const char *const andrews_pattern[13] = {
  "xx+++++xxxxxx", "xx+++++xxxxxx", "++x++++xx----", "+++xx++--xx--", "+++xx++--xx--",
  "+++++xx----xx", "+++++xx----xx", "xxx++++++++++", "xxx++++++++++", "xx+xx++++++++",
  "xx+xx++++++++", "xx+++xx++++++", "xx+++xx++++++"
};

/* a matrix of the pattern, values spread over 6 decades; neg: the -0 of
   the pattern kept (else +0) */
static void
from_pattern (mcase *c, const char *const *pat, size_t n, int neg)
{
  c->n = n;
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++)
      {
        char e = pat[i][j];
        c->A[i * n + j] = e == 'x' ? urand () * pow (10.0, 3.0 * urand ())
          : e == '-' && neg ? -0.0 : 0.0;
      }
}

/* [M -G^T; G 0], M (q x q) block diagonal with 1 x 1 and 2 x 2 blocks (the
   decoupled coordinates), G (m x q) with half its entries zero; neg: -G^T
   formed by negation, as the methods form -f_lambda (-0 where G has 0) */
static void
saddle_point (mcase *c, size_t q, size_t m, int neg)
{
  size_t n = q + m;
  c->n = n;
  memset (c->A, 0, n * n * sizeof (double));
  for (size_t i = 0; i < q; i++)
    {
      c->A[i * n + i] = 2.0 + urand ();
      if (i % 3 == 1)
        {
          double o = urand ();
          c->A[i * n + i - 1] = o;
          c->A[(i - 1) * n + i] = o;
        }
    }
  for (size_t k = 0; k < m; k++)
    for (size_t i = 0; i < q; i++)
      {
        double g = urand () < 0.0 ? 0.0 : urand ();
        c->A[(q + k) * n + i] = g;
        c->A[i * n + q + k] = neg ? -g : 0.0 - g;   /* 0 - (+0) is +0 */
      }
}

/* one matrix against GSL: what the claims of C11-C13 compare */
typedef struct
{
  int lu_bits, perm_same, x_bits, up_to_zero_sign, singular;
  int zero_sign_diff;   /* factor entries zero in both, of opposite sign */
  int zero_mult;        /* zero multipliers in GSL's factors at n >= GP_DENSE_SKIP_MIN:
                           the rows skipped */
  size_t perm[NMAX];
} against;

static void
against_gsl (const mcase *c, against *r)
{
  size_t n = c->n, piv[NMAX];
  double LU[NMAX * NMAX], b[NMAX], x[NMAX];
  for (size_t i = 0; i < n; i++)
    b[i] = urand () + 0.0;      /* no -0 */
  gsl_result g;
  gsl_solve (c, b, &g);
  memcpy (LU, c->A, n * n * sizeof (double));
  gp_lu_factor (LU, n, piv);
  gp_lu_perm (piv, n, r->perm);
  memcpy (x, b, n * sizeof (double));
  r->singular = g.zero_pivot;
  if (!g.zero_pivot)
    gp_lu_solve (LU, n, piv, x);
  r->lu_bits = !memcmp (LU, g.LU, n * n * sizeof (double));
  r->perm_same = !memcmp (r->perm, g.perm, n * sizeof (size_t));
  r->x_bits = g.zero_pivot || !memcmp (x, g.x, n * sizeof (double));
  r->up_to_zero_sign = r->perm_same && r->x_bits;
  r->zero_sign_diff = 0;
  r->zero_mult = 0;
  for (size_t i = 0; i < n * n; i++)
    {
      if (memcmp (&LU[i], &g.LU[i], sizeof (double)))
        {
          if (LU[i] == 0.0 && g.LU[i] == 0.0)
            r->zero_sign_diff++;
          else
            r->up_to_zero_sign = 0;
        }
      r->zero_mult += n >= GP_DENSE_SKIP_MIN && i / n > i % n && g.LU[i] == 0.0;
    }
}

/* the pivoting cases of C13, k x k blocks C in [C 0; 0 I], n = 13 (the
   identity's rows have zero multipliers in C's columns too): row s has a
   zero multiplier in column 0 and, skipped there, holds the largest entry
   of column 1 after the elimination of column 0 (first of the tied ones:
   a row that took a wrong update, or a row not updated, would take its
   place) */
typedef struct
{
  size_t k, s;
  double C[16];
  const char *what;
} pivot_case;

static const pivot_case pivot_cases[] = {
  { 3, 1, { 1, 2, 0, 0, 1, 1, 1, 3, 2 }, "before a row updated alone" },
  { 3, 2, { 1, 2, 0, 1, 1.5, 1, 0, 1, 1 }, "after a row updated alone" },
  { 4, 3, { 1, 2, 0, 0, 1, 2.5, 1, 0, 1, 2.25, 0, 1, 0, 1, 1, 1 }, "after a pair" },
  { 4, 1, { 2, 1, 1, 1, 0, 3, 1, 2, 2, 2, 3, 1, 2, 2.5, 1, 3 }, "before a pair" },
};

int
main (void)
{
  gsl_set_error_handler_off ();
  tap_plan (13);
  make_cases ();
  int gsl27 = GSL_MAJOR_VERSION == 2 && GSL_MINOR_VERSION == 7;
  char skip[128];
  snprintf (skip, sizeof skip, "GSL %s: the bit-for-bit claims are about GSL 2.7's LU",
            GSL_VERSION);

  verdict v;
  compare (gp_lu_factor, gp_lu_solve, &v);
  int nbits = 0;
  for (int k = 0; k < ncases; k++)
    nbits += cases[k].n <= NBITS;
  tap_diag ("%d matrices, n = 1 .. %d: random, scaled rows and columns, Hilbert, "
            "singular values down to 1e-13", ncases, NMAX);
  tap_diag ("n > %d, where GSL 2.7 recurses (dtrsm, dgemm; the same operations in "
            "the same order): %d of %d factorizations and solutions identical too", NBITS,
            v.big_identical, v.big);
  if (gsl27)
    {
      tap_ok (v.lu_mismatch == 0, "DENSE C1 LU factors and row permutation bit-identical "
              "to gsl_linalg_LU_decomp on the %d matrices of n <= %d (%d differ)", nbits,
              NBITS, v.lu_mismatch);
      tap_ok (v.x_mismatch == 0, "DENSE C2 solutions bit-identical to gsl_linalg_LU_solve "
              "(%d differ)", v.x_mismatch);
    }
  else
    {
      tap_skip (skip, "DENSE C1 LU factors bit-identical to GSL");
      tap_skip (skip, "DENSE C2 solutions bit-identical to GSL");
    }

  /* y = A x against gsl_blas_dgemv, rectangular shapes included */
  int mv_mismatch = 0;
  for (size_t r = 1; r <= 13; r += 3)
    for (size_t cc = 1; cc <= 13; cc += 2)
      {
        double A[13 * 13], x[13], y[13];
        for (size_t i = 0; i < r * cc; i++)
          A[i] = urand () * (i % 5 == 0 ? 0.0 : 1.0);
        for (size_t j = 0; j < cc; j++)
          x[j] = urand ();
        gp_matvec (A, x, y, r, cc);
        gsl_matrix_view Av = gsl_matrix_view_array (A, r, cc);
        gsl_vector_view xv = gsl_vector_view_array (x, cc);
        gsl_vector *yg = gsl_vector_alloc (r);
        gsl_blas_dgemv (CblasNoTrans, 1.0, &Av.matrix, &xv.vector, 0.0, yg);
        if (memcmp (y, yg->data, r * sizeof (double)))
          mv_mismatch++;
        gsl_vector_free (yg);
      }
  if (gsl27)
    tap_ok (mv_mismatch == 0, "DENSE C3 y = A x bit-identical to gsl_blas_dgemv on 35 "
            "shapes r x c, r, c in 1..13 (%d differ)", mv_mismatch);
  else
    tap_skip (skip, "DENSE C3 y = A x bit-identical to gsl_blas_dgemv");

  tap_is_le (1.0, v.fwd, "DENSE C4 solutions agree with GSL's: largest |x - x_gsl| / "
             "|x_gsl| over 64 eps cond_1(A)%s%s", v.worst >= 0 ? ", at " : "",
             v.worst >= 0 ? cases[v.worst].what : "");
  tap_is_le (8.0, v.bwd, "DENSE C5 componentwise backward error max |b - A x|_i / "
             "(|A| |x| + |b|)_i in units of eps");

  /* singular matrices: a zero pivot where GSL has one */
  mcase sing[3];
  int ns = make_singular (sing), agree = 0;
  for (int k = 0; k < ns; k++)
    {
      double LU[NMAX * NMAX], b[NMAX] = { 0 };
      size_t piv[NMAX], n = sing[k].n;
      memcpy (LU, sing[k].A, n * n * sizeof (double));
      int info = gp_lu_factor (LU, n, piv);
      int zero = 0;
      for (size_t i = 0; i < n; i++)
        zero |= LU[i * n + i] == 0.0;
      gsl_result g;
      gsl_solve (&sing[k], b, &g);
      tap_diag ("%s: gp_lu_factor returns %d, GSL %s a zero pivot", sing[k].what, info,
                g.zero_pivot ? "has" : "does not have");
      agree += info > 0 && zero && g.zero_pivot;
    }
  tap_ok (agree == ns, "DENSE C6 exactly singular matrices: gp_lu_factor reports the "
          "first zero pivot on all %d, as GSL's factors show (%d agree)", ns, agree);

  /* the checks can fail */
  compare (lu_no_pivoting, gp_lu_solve, &v);
  tap_ok (v.lu_mismatch > 0 && !(v.fwd <= 1.0), "DENSE C7 a kernel without row "
          "interchanges is rejected: %d of %d factorizations differ from GSL, forward "
          "difference %.3g times the bound", v.lu_mismatch, ncases, v.fwd);
  compare (gp_lu_factor, solve_no_swaps, &v);
  tap_ok (v.x_mismatch > 0 && !(v.fwd <= 1.0) && !(v.bwd <= 8.0), "DENSE C8 a solve "
          "that skips the pivots' swaps is rejected: %d solutions differ, forward %.3g "
          "times the bound, backward error %.3g eps", v.x_mismatch, v.fwd, v.bwd);

  /* the sizes of the library's Newton matrices, bit for bit over many
     matrices: n = 7 (rolling disk, ga-nh) and 13 (andrews, ga-i3) */
  int bad = 0, total = 0;
  for (size_t n = 7; n <= 13; n += 6)
    for (int rep = 0; rep < 500; rep++)
      {
        mcase c;
        c.n = n;
        for (size_t i = 0; i < n * n; i++)
          c.A[i] = urand () * pow (10.0, 3.0 * urand ());
        double b[NMAX], LU[NMAX * NMAX];
        size_t piv[NMAX];
        for (size_t i = 0; i < n; i++)
          b[i] = urand ();
        gsl_result g;
        gsl_solve (&c, b, &g);
        memcpy (LU, c.A, n * n * sizeof (double));
        gp_lu_factor (LU, n, piv);
        gp_lu_solve (LU, n, piv, b);
        total++;
        bad += memcmp (b, g.x, n * sizeof (double)) != 0 || memcmp (LU, g.LU, n * n * sizeof (double)) != 0;
      }
  if (gsl27)
    tap_ok (bad == 0, "DENSE C9 n = 7 and 13, entries spread over 6 decades: factors and "
            "solutions bit-identical to GSL's on %d of %d matrices", total - bad, total);
  else
    tap_skip (skip, "DENSE C9 n = 7 and 13 bit-identical to GSL");
  /* a non-finite entry anywhere leaves a non-finite pivot (gp_newton.c
     relies on it instead of sweeping the matrix): NaN, +Inf and -Inf at
     every position of random 7 x 7 and 13 x 13 matrices, of matrices with
     the Newton matrices' zero block (the multipliers' columns of the
     constraint rows), of the papers' Newton matrices' patterns and of upper
     triangular ones, whose zero multipliers the kernel skips: there a
     non-finite entry of the pivot row reaches a pivot only through the
     update, u (-0) = NaN (gp_dense.c, row_finite) */
  int cases_nf = 0, caught = 0;
  const double bad_values[3] = { (double) NAN, (double) INFINITY, -(double) INFINITY };
  for (size_t n = 7; n <= 13; n += 6)
    for (int kind = 0; kind < 4; kind++)
      {
        double A0[NMAX * NMAX];
        mcase pc;
        if (kind == 2)
          {
            from_pattern (&pc, n == 7 ? disk_pattern : andrews_pattern, n, 1);
            memcpy (A0, pc.A, n * n * sizeof (double));
          }
        else
          for (size_t i = 0; i < n * n; i++)
            A0[i] = kind == 3 && i % n < i / n ? 0.0 : urand ();
        if (kind == 1)
          for (size_t i = n - n / 3; i < n; i++)
            for (size_t j = n - n / 3; j < n; j++)
              A0[i * n + j] = 0.0;
        for (size_t e = 0; e < n * n; e++)
          for (int b = 0; b < 3; b++)
            {
              double LU[NMAX * NMAX];
              size_t piv[NMAX];
              memcpy (LU, A0, n * n * sizeof (double));
              LU[e] = bad_values[b];
              cases_nf++;
              caught += gp_lu_factor (LU, n, piv) < 0;
            }
      }
  tap_ok (caught == cases_nf, "DENSE C10 a NaN or an infinity at any entry gives a "
          "non-finite pivot (gp_lu_factor < 0): %d of %d matrices (dense, a zero block, "
          "the Newton matrices' patterns, upper triangular)", caught, cases_nf);

  /* C11-C12: the structured matrices, without and with their -0 entries */
  int s_total[2] = { 0, 0 }, s_bits[2] = { 0, 0 }, s_ok[2] = { 0, 0 };
  int s_zmult[2] = { 0, 0 }, s_zsign[2] = { 0, 0 }, s_zsign_mats[2] = { 0, 0 };
  int s_singular[2] = { 0, 0 };
  for (int neg = 0; neg < 2; neg++)
    for (int kind = 0; kind < 4; kind++)
      for (int rep = 0; rep < (kind == 3 ? 4 : 200); rep++)
        for (size_t nn = 1; nn <= (kind == 3 ? NBITS : 1); nn++)
          {
            mcase c;
            if (kind == 0)
              from_pattern (&c, disk_pattern, 7, neg);
            else if (kind == 1)
              from_pattern (&c, andrews_pattern, 13, neg);
            else if (kind == 2)
              saddle_point (&c, 3 + (size_t) rep % 15, 1 + (size_t) rep % 5, neg);
            else
              {
                /* half the entries zero, the others' signs random: with neg
                   a zero is -0 at random */
                c.n = nn;
                for (size_t i = 0; i < nn * nn; i++)
                  {
                    double e = urand ();
                    c.A[i] = fabs (e) < 0.5 ? (neg && e < 0.0 ? -0.0 : 0.0) : e;
                  }
              }
            against r;
            against_gsl (&c, &r);
            if (r.singular)
              {
                /* GSL's factors after a zero pivot hold 0/0 = NaN, which
                   the kernel does not form (C6 checks the report only) */
                s_singular[neg]++;
                continue;
              }
            s_total[neg]++;
            s_zmult[neg] += r.zero_mult;
            s_bits[neg] += r.lu_bits && r.perm_same && r.x_bits;
            s_ok[neg] += neg ? r.up_to_zero_sign : r.lu_bits && r.perm_same && r.x_bits;
            s_zsign[neg] += r.zero_sign_diff;
            s_zsign_mats[neg] += r.zero_sign_diff > 0;
          }
  if (gsl27)
    {
      tap_ok (s_ok[0] == s_total[0] && s_zmult[0] > 0, "DENSE C11 structured matrices "
              "without -0 (the disk's and Andrews' Newton patterns, [M -G^T; G 0], half "
              "zero n = 1..%d; %d rows skipped at n >= %d): factors, pivots and solutions "
              "bit-identical to GSL's on %d of %d", NBITS, s_zmult[0], GP_DENSE_SKIP_MIN,
              s_ok[0], s_total[0]);
      tap_diag ("left out: %d and %d matrices that GSL finds singular", s_singular[0],
                s_singular[1]);
      tap_diag ("with the Newton matrices' -0 entries: %d of %d matrices bit-identical, "
                "%d with factor entries zero in both of opposite sign (%d entries in all)",
                s_bits[1], s_total[1], s_zsign_mats[1], s_zsign[1]);
      tap_ok (s_ok[1] == s_total[1] && s_zmult[1] > 0 && s_zsign_mats[1] > 0, "DENSE C12 "
              "the same with their -0 entries (%d rows skipped): pivots and solutions "
              "bit-identical to GSL's, factors too but for the sign of entries zero in "
              "both, on %d of %d", s_zmult[1], s_ok[1], s_total[1]);
    }
  else
    {
      tap_skip (skip, "DENSE C11 structured matrices bit-identical to GSL");
      tap_skip (skip, "DENSE C12 structured matrices with -0 bit-identical to GSL up to zero signs");
    }

  /* C13: a skipped row that is the next pivot, before and after rows that
     take the update alone or in a pair */
  int np = (int) (sizeof pivot_cases / sizeof pivot_cases[0]), pok = 0;
  for (int k = 0; k < np; k++)
    {
      const pivot_case *pc = &pivot_cases[k];
      mcase c;
      size_t n = 13, kk = pc->k;
      c.n = n;
      for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
          c.A[i * n + j] = i < kk && j < kk ? pc->C[i * kk + j] : i == j ? 1.0 : 0.0;
      against r;
      against_gsl (&c, &r);
      int as_claimed = c.A[pc->s * n] == 0.0 && r.perm[1] == pc->s && !r.singular;
      tap_diag ("zero multiplier in row %zu of the %zu x %zu block (%s): %s the pivot of "
                "column 1 of a regular matrix; factors and solution %s GSL's", pc->s, kk, kk, pc->what,
                as_claimed ? "is" : "is not", r.lu_bits && r.perm_same && r.x_bits
                ? "bit-identical to" : "differ from");
      pok += as_claimed && r.lu_bits && r.perm_same && r.x_bits;
    }
  if (gsl27)
    tap_ok (pok == np, "DENSE C13 a row skipped in column 0 that is the pivot of column 1 "
            "(n = 13), before and after rows updated alone and in pairs: pivots, factors "
            "and solutions bit-identical to GSL's in %d of %d", pok, np);
  else
    tap_skip (skip, "DENSE C13 skipped rows as pivots bit-identical to GSL");
  return tap_done ();
}
