/* gp_dense.c -- the library's small dense kernel: LU factorization with
   partial pivoting, the solve with its factors, and y = A x, on row-major
   arrays that the caller owns (nothing is allocated here).

   Why not GSL.  The Newton matrices of the library are tiny (7 x 7 for the
   rolling disk, 13 x 13 for Andrews).  There GSL's per-call overhead
   dominates: gsl_linalg_LU_decomp allocates its pivot vector on every call
   and reaches every element through views and out-of-line BLAS calls, so a
   7 x 7 factorization costs about 3 times the arithmetic (issue 12).  GSL
   stays the reference: lib/t/test_dense.c compares this kernel with
   gsl_linalg_LU_decomp/_solve on random well-conditioned and
   ill-conditioned matrices and on singular ones.

   The operations and their order are those of GSL 2.7's unblocked LU
   (LU_decomp_L2, after LAPACK's dgetf2, used by GSL for n <= 24) and of
   its gslcblas kernels: the pivot is the first entry of largest modulus in
   the column (idamax), whole rows are swapped, the column below the pivot
   is multiplied by 1/pivot (divided by it when |pivot| < DBL_MIN), the
   trailing block gets the rank-1 update a_ik += u_jk (-l_ij), and the
   triangular solves accumulate tmp -= a_ij x_j in increasing j (dtrsv).
   With -ffp-contract=off (no fused multiply-add) the results are therefore
   bit-identical to GSL's, for every compiler: the test checks that too.
   One exception, for n >= GP_DENSE_SKIP_MIN: the rows of zero multipliers
   (below). */
#include <float.h>
#include <math.h>
#include "gp_impl.h"

/* The specializations for constant n (gp_lu_factor) need the body inlined
   at each call; gcc's size heuristics stop doing so once the elimination
   has its skipping loop beside the plain one, so it is asked for. */
#if defined __GNUC__
#define DENSE_INLINE __attribute__ ((always_inline)) inline
#else
#define DENSE_INLINE inline
#endif

/* Rows of zero multipliers.  The Newton matrices are full of structural
   zeros (the zero block of [M -f_lambda; g_y 0], decoupled coordinates,
   constraint rows): 38% of the elimination's multiply-adds on Andrews'
   13 x 13 matrices, 77% on the chain's at N = 100, lie in rows whose
   multiplier l is exactly zero.  For n >= GP_DENSE_SKIP_MIN the
   elimination skips those rows.  Below that the test on every row costs
   more than the work it saves (callgrind, the factorizations of whole
   runs: +8% at n = 7 on the rolling disk, +7% at n = 9 on the chain of 3
   bodies; -5% at 12 and 13, -41% at 30, -75% at 300).

   What the skip changes.  The row's update would add p_k = u_k (-l), a
   zero when u_k is finite, and a + (+-0) is a to the bit for every a but
   -0, which u_k (-l) = +0 turns into +0.  The updates never make a -0 (a
   sum is -0 only when both terms are), so for a matrix without -0 the
   factors are GSL's to the bit.  A -0 of the matrix (the Newton matrices'
   -f_lambda block holds them: the negation of g_q's zeros) can stay -0
   where GSL's factors have +0, and the multipliers formed from such an
   entry then differ in sign too: the factors are GSL's but for the sign of
   entries that are zero in both.  That difference reaches the solve only
   through a running sum that is -0, which only a -0 of the right-hand side
   starts (gp_lu_solve): the solutions of right-hand sides without -0 are
   GSL's to the bit.  A non-finite u_k would give p_k = NaN, which GSL
   spreads into the row and on to a pivot, where gp_lu_factor reports it
   (Newton relies on that): a column whose u is not all finite is updated
   in full.  The test is a sum, finite when every u_k is (or overflowing:
   then the column is only updated in full). */
static inline int
row_finite (const double *u, size_t m)
{
  double s = 0.0;
  for (size_t k = 0; k < m; k++)
    s += u[k];
  return fabs (s) <= DBL_MAX;
}

/* a += u t, the update of one row (the entries' operations as in the
   two-row loop) */
static inline void
row_update (double *a, const double *u, double t, size_t m)
{
  for (size_t k = 0; k < m; k++)
    a[k] += u[k] * t;
}

/* a += u ta, b += u tb: two rows' updates sharing the loads of u */
static inline void
row_pair (double *a, double ta, double *b, double tb, const double *u, size_t m)
{
  for (size_t k = 0; k < m; k++)
    {
      double uk = u[k];
      a[k] += uk * ta;
      b[k] += uk * tb;
    }
}

static DENSE_INLINE int
lu_factor_n (double *A, size_t n, size_t *piv, int skip)
{
  int zero_at = 0, bad_at = 0;
  double *const end = A + n * n;
  for (size_t j = 0; j < n; j++)
    {
      double *Aj = A + j * n;
      /* the first entry of largest modulus in column j, rows j..n-1 */
      size_t p = j;
      double max = 0.0;
      const double *c = Aj + j;
      for (size_t i = j; i < n; i++, c += n)
        {
          double v = fabs (*c);
          if (v > max)
            {
              max = v;
              p = i;
            }
        }
      piv[j] = p;
      double *Ap = A + p * n;
      /* the multipliers l_ij = a_ij (1/pivot) (a_ij / pivot when |pivot| <
         DBL_MIN), each row's formed just before its update: GSL scales the
         whole column first, which gives the same values */
      int scale = 0, divide = 0;
      double ajj = Ap[j], r = 1.0;
      if (ajj != 0.0)
        {
          if (p != j)
            for (size_t k = 0; k < n; k++)
              {
                double t = Aj[k];
                Aj[k] = Ap[k];
                Ap[k] = t;
              }
          if (!(fabs (ajj) <= DBL_MAX) && !bad_at)
            bad_at = (int) j + 1;
          if (fabs (ajj) >= DBL_MIN)
            {
              r = 1.0 / ajj;
              scale = 1;
            }
          else
            divide = 1;
        }
      else if (!zero_at)
        zero_at = (int) j + 1;
      /* the trailing update A22 += (-l) u^T, two rows at a time: they share
         the loads of u, and each entry gets the same one multiply-add, so
         the rows may be paired in any way */
      const double *u = Aj + j + 1;
      size_t m = n - j - 1;
      if (!skip)
        {
          double *Ai = Aj + n;
          for (; Ai + n < end; Ai += 2 * n)
            {
              double *Bi = Ai + n;
              if (scale)
                {
                  Ai[j] *= r;
                  Bi[j] *= r;
                }
              else if (divide)
                {
                  Ai[j] /= ajj;
                  Bi[j] /= ajj;
                }
              row_pair (Ai + j + 1, -Ai[j], Bi + j + 1, -Bi[j], u, m);
            }
          if (Ai < end)
            {
              if (scale)
                Ai[j] *= r;
              else if (divide)
                Ai[j] /= ajj;
              row_update (Ai + j + 1, u, -Ai[j], m);
            }
          continue;
        }
      /* the same, a row whose multiplier is exactly zero skipped ("Rows of
         zero multipliers" above); the rows that take the update paired as
         they come */
      int u_finite = -1;        /* not yet known: only a zero multiplier asks */
      double *held = NULL, th = 0.0;
      for (double *Ai = Aj + n; Ai < end; Ai += n)
        {
          if (scale)
            Ai[j] *= r;
          else if (divide)
            Ai[j] /= ajj;
          double ta = -Ai[j];
          if (ta == 0.0)
            {
              if (u_finite < 0)
                u_finite = row_finite (u, m);
              if (u_finite)
                continue;
            }
          if (held)
            {
              row_pair (held, th, Ai + j + 1, ta, u, m);
              held = NULL;
            }
          else
            {
              held = Ai + j + 1;
              th = ta;
            }
        }
      if (held)
        row_update (held, u, th, m);
    }
  return bad_at ? -bad_at : zero_at;
}

/* The sizes of the papers' Newton and acceleration-level systems get the
   same code with n a constant, which the compiler unrolls and schedules
   for it; the operations and their order are the same for every n, so the
   bits are too (the rolling disk's 7 and Andrews' 13; whether zero
   multipliers are skipped depends on n alone). */
int
gp_lu_factor (double *A, size_t n, size_t *piv)
{
  switch (n)
    {
    case 7:
      return lu_factor_n (A, 7, piv, 0);
    case 13:
      return lu_factor_n (A, 13, piv, 1);
    default:
      return lu_factor_n (A, n, piv, n >= GP_DENSE_SKIP_MIN);
    }
}

/* Factors that differ from GSL's only in the sign of entries zero in both
   (gp_lu_factor's skip) give GSL's solution to the bit unless b holds a
   -0: a product with such an entry is +-0 (the c_j and x_j are finite),
   and t - (+-0) is t for every t but -0; each running sum starts at b_i,
   and a difference is -0 only when its first operand is -0, so without a
   -0 in b no running sum is ever -0.  The products here are not skipped
   for a zero operand: a test per entry costs about what it saves, as in
   gp_matvec, and the rows are dot products, not updates of whole rows. */
static inline void
lu_solve_n (const double *LU, size_t n, const size_t *piv, double *b)
{
  for (size_t j = 0; j < n; j++)
    if (piv[j] != j)
      {
        double t = b[j];
        b[j] = b[piv[j]];
        b[piv[j]] = t;
      }
  /* L c = P b, unit lower: tmp -= l_ij c_j in increasing j; two rows at a
     time (they share the loads of c_j; row i+1's term j = i comes last, as
     in its own order) */
  size_t i = 1;
  for (; i + 1 < n; i += 2)
    {
      const double *L0 = LU + i * n, *L1 = L0 + n;
      double t0 = b[i], t1 = b[i + 1];
      for (size_t j = 0; j < i; j++)
        {
          double bj = b[j];
          t0 -= L0[j] * bj;
          t1 -= L1[j] * bj;
        }
      b[i] = t0;
      t1 -= L1[i] * t0;
      b[i + 1] = t1;
    }
  if (i < n)
    {
      const double *Li = LU + i * n;
      double tmp = b[i];
      for (size_t j = 0; j < i; j++)
        tmp -= Li[j] * b[j];
      b[i] = tmp;
    }
  /* U x = c: tmp -= u_ij x_j in increasing j */
  if (n)
    b[n - 1] = b[n - 1] / LU[(n - 1) * n + (n - 1)];
  for (i = n - 1; i > 0 && i--;)
    {
      const double *Ui = LU + i * n;
      double tmp = b[i];
      for (size_t j = i + 1; j < n; j++)
        tmp -= Ui[j] * b[j];
      b[i] = tmp / Ui[i];
    }
}

void
gp_lu_solve (const double *LU, size_t n, const size_t *piv, double *b)
{
  switch (n)
    {
    case 7:
      lu_solve_n (LU, 7, piv, b);
      break;
    case 13:
      lu_solve_n (LU, 13, piv, b);
      break;
    default:
      lu_solve_n (LU, n, piv, b);
    }
}

/* the row permutation of the factors: row i of L U is row perm[i] of A
   (GSL's gsl_permutation of the same factorization) */
void
gp_lu_perm (const size_t *piv, size_t n, size_t *perm)
{
  for (size_t i = 0; i < n; i++)
    perm[i] = i;
  for (size_t i = 0; i < n; i++)
    if (piv[i] != i)
      {
        size_t t = perm[piv[i]];
        perm[piv[i]] = perm[i];
        perm[i] = t;
      }
}

void
gp_matvec (const double *A, const double *x, double *y, size_t r, size_t c)
{
  /* two rows at a time (they share the loads of x) */
  size_t i = 0;
  for (; i + 1 < r; i += 2)
    {
      const double *A0 = A + i * c, *A1 = A0 + c;
      double t0 = 0.0, t1 = 0.0;
      for (size_t j = 0; j < c; j++)
        {
          double xj = x[j];
          t0 += xj * A0[j];
          t1 += xj * A1[j];
        }
      y[i] = t0;
      y[i + 1] = t1;
    }
  if (i < r)
    {
      const double *A0 = A + i * c;
      double t0 = 0.0;
      for (size_t j = 0; j < c; j++)
        t0 += x[j] * A0[j];
      y[i] = t0;
    }
}

void
gp_affine (const double *A, const double *x, const double *b, double *y, size_t r, size_t c)
{
  for (size_t i = 0; i < r; i++)
    {
      const double *Ai = A + i * c;
      double t = b[i];
      for (size_t j = 0; j < c; j++)
        t += Ai[j] * x[j];
      y[i] = t;
    }
}

void
gp_matmul (const double *A, const double *B, double *C, size_t r, size_t k, size_t c)
{
  for (size_t i = 0; i < r; i++)
    for (size_t j = 0; j < c; j++)
      {
        double acc = 0.0;
        for (size_t l = 0; l < k; l++)
          acc += A[i * k + l] * B[l * c + j];
        C[i * c + j] = acc;
      }
}
