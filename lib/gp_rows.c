/* gp_rows.c -- a sparse block's pattern in row order, for the products
   with a vector that the sparse path takes instead of a dense matrix
   (theory/library.md, "The sparse Newton path": memory linear in N).

   The order: by row, and within a row by increasing column; entries at the
   same (row, col) in pattern order.  gp_rows_matvec then sums each row as
   gp_matvec sums the row of the dense matrix the entries scatter into
   (zeros, then each value added in pattern order): the repeats' values
   first, then the products in increasing column from 0.  The dense sum's
   other terms are products with exact zeros, which change no partial sum
   that starts from +0 (a sum of finite terms that is zero is +0), so the
   two agree bit for bit for a finite x. */
#include <stdlib.h>
#include "gp_impl.h"

/* a stable counting sort of the entries idx[0..nnz) by key[idx[k]] < nkeys
   into out; count: nkeys + 1 zeroed slots */
static void
sort_by (const size_t *key, size_t nkeys, const size_t *idx, size_t nnz, size_t *count,
         size_t *out)
{
  for (size_t k = 0; k < nnz; k++)
    count[key[idx[k]] + 1]++;
  for (size_t r = 0; r < nkeys; r++)
    count[r + 1] += count[r];
  for (size_t k = 0; k < nnz; k++)
    out[count[key[idx[k]]]++] = idx[k];
}

int
gp_rows_init (gp_rows *R, const gp_pattern *p, size_t rows, size_t cols)
{
  size_t nnz = p->nnz, nk = rows > cols ? rows : cols;
  R->rows = rows;
  R->start = calloc (rows + 1, sizeof (size_t));
  R->ord = calloc (nnz + 1, sizeof (size_t));
  size_t *tmp = calloc (nnz + 1, sizeof (size_t));
  size_t *count = calloc (nk + 1, sizeof (size_t));
  if (!R->start || !R->ord || !tmp || !count)
    {
      free (tmp);
      free (count);
      gp_rows_free (R);
      return GP_ENOMEM;
    }
  for (size_t k = 0; k < nnz; k++)
    R->ord[k] = k;
  /* by column, then stably by row: by (row, col), repeats in pattern order */
  sort_by (p->col, cols, R->ord, nnz, count, tmp);
  for (size_t r = 0; r <= nk; r++)
    count[r] = 0;
  sort_by (p->row, rows, tmp, nnz, count, R->ord);
  for (size_t k = 0; k < nnz; k++)
    R->start[p->row[k] + 1]++;
  for (size_t r = 0; r < rows; r++)
    R->start[r + 1] += R->start[r];
  free (tmp);
  free (count);
  return GP_OK;
}

void
gp_rows_free (gp_rows *R)
{
  free (R->start);
  free (R->ord);
  R->start = NULL;
  R->ord = NULL;
}

void
gp_rows_matvec (const gp_rows *R, const gp_pattern *p, const double *vals, const double *x,
                double *y)
{
  const size_t *ord = R->ord;
  for (size_t r = 0; r < R->rows; r++)
    {
      double t = 0.0;
      size_t k = R->start[r], end = R->start[r + 1];
      while (k < end)
        {
          size_t c = p->col[ord[k]];
          double v = vals[ord[k++]];
          while (k < end && p->col[ord[k]] == c)
            v += vals[ord[k++]];
          t += x[c] * v;
        }
      y[r] = t;
    }
}
