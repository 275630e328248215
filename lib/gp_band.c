/* gp_band.c -- the sparse Newton path's linear algebra: a matrix given as
   a fixed pattern of (row, col) entries (repeats add), reordered once by
   reverse Cuthill-McKee into a band, then assembled, factored by a band LU
   with partial pivoting and solved at every refresh, without allocating
   (theory/library.md, "The sparse Newton path").

   Why a band LU and not a general sparse solver.  The problems that give
   sparse blocks are chains of bodies: each body couples to its neighbours
   only, so after an ordering that keeps neighbours together (RCM, which
   finds the interleaving of positions and multipliers by itself) the
   matrix is a band of a few entries on either side, whatever N.  A band
   LU then costs N kl (kl + ku) multiply-adds, linear in N, needs no
   allocation after this file's alloc (SuiteSparse's klu_factor allocates
   its numeric object at every call, which the library promises never to
   do while stepping), and its operations are fixed by the pattern, so the
   bits are the same for every compiler (-ffp-contract=off).

   Storage: LAPACK's band layout (dgbtrf), column-major, ld = 2 kl + ku + 1
   rows per column; entry (i, j) of the permuted matrix at
   ab[(kv + i - j) + j ld], kv = kl + ku, the top kl rows of each column
   room for the fill of the row interchanges.  The factorization is
   LAPACK's unblocked dgbtf2: the pivot is the first entry of largest
   modulus in the column (rows j .. j + kl), rows swapped over the columns
   the current stage touches, multipliers scaled by 1/pivot, rank-1 update. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "gp_impl.h"

struct gp_band
{
  size_t N, nnz;
  size_t kl, ku, ld;
  size_t *perm;        /* new index i is old unknown perm[i] */
  size_t *slot;        /* entry k of the pattern: its offset in ab */
  double *ab;          /* ld * N */
  double *b;           /* a permuted right-hand side */
  size_t *piv;
  const size_t *row, *col;   /* the caller's pattern (kept by the caller) */
  size_t *inv;         /* old -> new */
  size_t *first;       /* entry k: the first entry of the pattern at its (row, col) */
  double *sum;         /* nnz: the values with repeats summed (at the first) */
};

/* adjacency of the symmetric pattern without its diagonal, as sorted
   unique lists: adj[start[i] .. start[i+1]) */
static int
adjacency (size_t N, size_t nnz, const size_t *row, const size_t *col, size_t **start_out,
           size_t **adj_out)
{
  size_t *start = calloc (N + 2, sizeof (size_t));
  size_t *adj = malloc ((2 * nnz + 1) * sizeof (size_t));
  if (!start || !adj)
    {
      free (start);
      free (adj);
      return GP_ENOMEM;
    }
  for (size_t k = 0; k < nnz; k++)
    if (row[k] != col[k])
      {
        start[row[k] + 2]++;
        start[col[k] + 2]++;
      }
  for (size_t i = 0; i < N; i++)
    start[i + 2] += start[i + 1];
  for (size_t k = 0; k < nnz; k++)
    if (row[k] != col[k])
      {
        adj[start[row[k] + 1]++] = col[k];
        adj[start[col[k] + 1]++] = row[k];
      }
  /* start[i] .. start[i+1] now delimit i's list; sort and drop repeats
     (insertion sort: the lists are a few entries long) */
  size_t out = 0;
  for (size_t i = 0; i < N; i++)
    {
      size_t a = start[i], e = start[i + 1];
      for (size_t p = a + 1; p < e; p++)
        {
          size_t v = adj[p], q = p;
          for (; q > a && adj[q - 1] > v; q--)
            adj[q] = adj[q - 1];
          adj[q] = v;
        }
      start[i] = out;
      for (size_t p = a; p < e; p++)
        if (p == a || adj[p] != adj[p - 1])
          adj[out++] = adj[p];
    }
  start[N] = out;
  *start_out = start;
  *adj_out = adj;
  return GP_OK;
}

/* Breadth-first from root over the unvisited nodes (mark 0), neighbours in
   increasing degree (then index): the Cuthill-McKee order appended to
   order[*len..]; returns the index in order of the last level's first node */
static size_t
bfs (size_t root, const size_t *start, const size_t *adj, char *mark, size_t *order,
     size_t *len)
{
  size_t head = *len, level_start = *len;
  order[(*len)++] = root;
  mark[root] = 1;
  size_t level_end = *len;
  while (head < *len)
    {
      if (head == level_end)
        {
          level_start = head;
          level_end = *len;
        }
      size_t v = order[head++];
      size_t first = *len;
      for (size_t p = start[v]; p < start[v + 1]; p++)
        if (!mark[adj[p]])
          {
            mark[adj[p]] = 1;
            /* insert by degree, ties by index (stable) */
            size_t u = adj[p], du = start[u + 1] - start[u], q = *len;
            for (; q > first; q--)
              {
                size_t w = order[q - 1];
                if (start[w + 1] - start[w] <= du)
                  break;
                order[q] = w;
              }
            order[q] = u;
            (*len)++;
          }
    }
  return level_start;
}

/* reverse Cuthill-McKee: each component from a pseudo-peripheral node
   (the least-degree node of the last BFS level, as long as that deepens
   the search, at most 8 times) */
static int
rcm (size_t N, const size_t *start, const size_t *adj, size_t *perm)
{
  char *mark = calloc (N + 1, 1), *seen = calloc (N + 1, 1);
  size_t *tmp = malloc ((N + 1) * sizeof (size_t));
  if (!mark || !seen || !tmp)
    {
      free (mark);
      free (seen);
      free (tmp);
      return GP_ENOMEM;
    }
  size_t len = 0;
  for (;;)
    {
      size_t root = N;
      for (size_t i = 0; i < N; i++)
        if (!mark[i] && (root == N || start[i + 1] - start[i] < start[root + 1] - start[root]))
          root = i;
      if (root == N)
        break;
      size_t depth = 0;
      for (int round = 0; round < 8; round++)
        {
          size_t tl = 0;
          memcpy (seen, mark, N);
          size_t last = bfs (root, start, adj, seen, tmp, &tl);
          size_t d = last;     /* a proxy of the eccentricity: nodes before the last level */
          if (round > 0 && d <= depth)
            break;
          depth = d;
          size_t best = tmp[last];
          for (size_t q = last; q < tl; q++)
            if (start[tmp[q] + 1] - start[tmp[q]] < start[best + 1] - start[best])
              best = tmp[q];
          if (best == root)
            break;
          root = best;
        }
      bfs (root, start, adj, mark, perm, &len);
    }
  for (size_t i = 0; i < N / 2; i++)
    {
      size_t t = perm[i];
      perm[i] = perm[N - 1 - i];
      perm[N - 1 - i] = t;
    }
  free (mark);
  free (seen);
  free (tmp);
  return GP_OK;
}

void
gp_band_free (gp_band *B)
{
  if (!B)
    return;
  free (B->perm);
  free (B->inv);
  free (B->slot);
  free (B->ab);
  free (B->b);
  free (B->piv);
  free (B->first);
  free (B->sum);
  free (B);
}

gp_band *
gp_band_alloc (size_t N, size_t nnz, const size_t *row, const size_t *col, int ordered)
{
  gp_band *B = calloc (1, sizeof *B);
  size_t *start = NULL, *adj = NULL;
  if (!B)
    return NULL;
  B->N = N;
  B->nnz = nnz;
  B->row = row;
  B->col = col;
  B->perm = malloc ((N + 1) * sizeof (size_t));
  B->inv = malloc ((N + 1) * sizeof (size_t));
  B->slot = malloc ((nnz + 1) * sizeof (size_t));
  B->b = malloc ((N + 1) * sizeof (double));
  B->piv = malloc ((N + 1) * sizeof (size_t));
  if (!B->perm || !B->inv || !B->slot || !B->b || !B->piv)
    goto fail;
  if (ordered)
    {
      if (adjacency (N, nnz, row, col, &start, &adj) != GP_OK
          || rcm (N, start, adj, B->perm) != GP_OK)
        goto fail;
    }
  else
    for (size_t i = 0; i < N; i++)
      B->perm[i] = i;
  for (size_t i = 0; i < N; i++)
    B->inv[B->perm[i]] = i;
  for (size_t k = 0; k < nnz; k++)
    {
      size_t r = B->inv[row[k]], c = B->inv[col[k]];
      if (r > c && r - c > B->kl)
        B->kl = r - c;
      if (c > r && c - r > B->ku)
        B->ku = c - r;
    }
  B->ld = 2 * B->kl + B->ku + 1;
  for (size_t k = 0; k < nnz; k++)
    {
      size_t r = B->inv[row[k]], c = B->inv[col[k]];
      B->slot[k] = (B->kl + B->ku + r - c) + c * B->ld;
    }
  B->ab = malloc ((B->ld * N + 1) * sizeof (double));
  B->first = malloc ((nnz + 1) * sizeof (size_t));
  B->sum = malloc ((nnz + 1) * sizeof (double));
  size_t *at = malloc ((B->ld * N + 1) * sizeof (size_t));
  if (!B->ab || !B->first || !B->sum || !at)
    {
      free (at);
      goto fail;
    }
  for (size_t q = 0; q < B->ld * N; q++)
    at[q] = nnz;
  for (size_t k = 0; k < nnz; k++)
    {
      if (at[B->slot[k]] == nnz)
        at[B->slot[k]] = k;
      B->first[k] = at[B->slot[k]];
    }
  free (at);
  free (start);
  free (adj);
  return B;
fail:
  free (start);
  free (adj);
  gp_band_free (B);
  return NULL;
}

/* a second band of the same pattern and ordering, with its own factors
   (gp_newton's second slot: a kept factorization and a fresh one side by
   side); NULL when out of memory */
gp_band *
gp_band_twin (const gp_band *A)
{
  gp_band *B = malloc (sizeof *B);
  if (!B)
    return NULL;
  *B = *A;
  size_t N = A->N, nnz = A->nnz;
  B->perm = malloc ((N + 1) * sizeof (size_t));
  B->inv = malloc ((N + 1) * sizeof (size_t));
  B->slot = malloc ((nnz + 1) * sizeof (size_t));
  B->first = malloc ((nnz + 1) * sizeof (size_t));
  B->ab = malloc ((A->ld * N + 1) * sizeof (double));
  B->b = malloc ((N + 1) * sizeof (double));
  B->piv = malloc ((N + 1) * sizeof (size_t));
  B->sum = malloc ((nnz + 1) * sizeof (double));
  if (!B->perm || !B->inv || !B->slot || !B->first || !B->ab || !B->b || !B->piv || !B->sum)
    {
      gp_band_free (B);
      return NULL;
    }
  memcpy (B->perm, A->perm, N * sizeof (size_t));
  memcpy (B->inv, A->inv, N * sizeof (size_t));
  memcpy (B->slot, A->slot, nnz * sizeof (size_t));
  memcpy (B->first, A->first, nnz * sizeof (size_t));
  return B;
}

size_t
gp_band_lower (const gp_band *B)
{
  return B->kl;
}

size_t
gp_band_upper (const gp_band *B)
{
  return B->ku;
}

/* The rule of the sparse path: the band LU when its multiply-adds, N kl
   (kl + ku + 1) for the elimination with fill plus the assembly and the
   permutations (nnz + 2 N, counted as multiply-adds), are at most the
   dense LU's N^3 / 3; the dense LU otherwise (small systems, and patterns
   that no ordering makes narrow).  Measured on the chain (bench_chain,
   callgrind, ga-i3 production, 100 steps): the band path costs 1.10, 1.06
   times the dense one at N = 2, 3 bodies (6, 9 unknowns) and 0.94, 0.82,
   0.64 at N = 4, 5, 6; the rule picks dense up to N = 3 and the band from
   N = 4, where it first pays. */
int
gp_band_preferred (size_t N, size_t kl, size_t ku, size_t nnz)
{
  double n = (double) N;
  double band = n * (double) kl * (double) (kl + ku + 1) + (double) nnz + 2.0 * n;
  return band <= n * n * n / 3.0;
}

int
gp_band_factor (gp_band *B, const double *vals)
{
  const size_t N = B->N, kl = B->kl, kv = B->kl + B->ku, ld = B->ld;
  double *ab = B->ab;
  memset (ab, 0, ld * N * sizeof (double));
  for (size_t k = 0; k < B->nnz; k++)
    ab[B->slot[k]] += vals[k];
  if (!gp_all_finite (ab, ld * N))
    return -1;
  int zero_at = 0, bad_at = 0;
  size_t ju = 0;     /* the last column the stages so far touched */
#define AB(i, j) ab[(kv + (i) - (j)) + (j) * ld]
  for (size_t j = 0; j < N; j++)
    {
      size_t km = kl < N - 1 - j ? kl : N - 1 - j;
      size_t p = 0;
      double max = 0.0;
      for (size_t i = 0; i <= km; i++)
        {
          double v = fabs (AB (j + i, j));
          if (v > max)
            {
              max = v;
              p = i;
            }
        }
      B->piv[j] = j + p;
      double ajj = AB (j + p, j);
      if (ajj == 0.0)
        {
          if (!zero_at)
            zero_at = (int) j + 1;
          continue;
        }
      if (!(fabs (ajj) <= DBL_MAX) && !bad_at)
        bad_at = (int) j + 1;
      size_t jr = j + B->ku + p;
      if (jr > N - 1)
        jr = N - 1;
      if (jr > ju)
        ju = jr;
      if (p)
        for (size_t c = j; c <= ju; c++)
          {
            double t = AB (j, c);
            AB (j, c) = AB (j + p, c);
            AB (j + p, c) = t;
          }
      if (km == 0)
        continue;
      double *l = &AB (j + 1, j);    /* the column below the pivot: contiguous */
      if (fabs (ajj) >= DBL_MIN)
        {
          double r = 1.0 / ajj;
          for (size_t i = 0; i < km; i++)
            l[i] *= r;
        }
      else
        for (size_t i = 0; i < km; i++)
          l[i] /= ajj;
      for (size_t c = j + 1; c <= ju; c++)
        {
          double u = -AB (j, c);
          if (u == 0.0)
            continue;   /* a zero of the band: the update adds nothing */
          double *a = &AB (j + 1, c);
          for (size_t i = 0; i < km; i++)
            a[i] += l[i] * u;
        }
    }
  return bad_at ? -bad_at : zero_at;
}

/* the solve in the band's order: L then U (dgbtrs) */
static void
solve_permuted (const gp_band *B, double *b)
{
  const size_t N = B->N, kl = B->kl, kv = B->kl + B->ku, ld = B->ld;
  const double *ab = B->ab;
  for (size_t j = 0; j + 1 < N; j++)
    {
      size_t lm = kl < N - 1 - j ? kl : N - 1 - j, p = B->piv[j];
      if (p != j)
        {
          double t = b[j];
          b[j] = b[p];
          b[p] = t;
        }
      double bj = b[j];
      const double *l = &AB (j + 1, j);
      for (size_t i = 0; i < lm; i++)
        b[j + 1 + i] -= l[i] * bj;
    }
  for (size_t j = N; j-- > 0;)
    {
      b[j] /= AB (j, j);
      double bj = b[j];
      size_t i0 = j > kv ? j - kv : 0;
      for (size_t i = i0; i < j; i++)
        b[i] -= AB (i, j) * bj;
    }
#undef AB
}

void
gp_band_solve (gp_band *B, double *x)
{
  const size_t N = B->N;
  for (size_t i = 0; i < N; i++)
    B->b[i] = x[B->perm[i]];
  solve_permuted (B, B->b);
  for (size_t i = 0; i < N; i++)
    x[B->perm[i]] = B->b[i];
}

/* Skeel's componentwise floor of gp_newton.c's floor_estimate, on the band
   path: max_i 2 eps (|J^-1| |J| m)_i / (1 + |x_i|) (without its safety
   factor), |J| m from the pattern's values, |J^-1| column by column (N solves: only when an iteration stalls).
   Jm gets |J| m in the unknowns' order (the residual check's scale); col
   and acc are scratch of N doubles each. */
double
gp_band_floor (gp_band *B, const double *vals, const double *mag, const double *x,
               double *Jm, double *col, double *acc)
{
  const size_t N = B->N;
  /* |J| m from the values, each (row, col)'s repeats summed before the
     modulus as the matrix holds them (the factors overwrote the band) */
  /* a zero or non-finite pivot: no floor, so that no stall is accepted at it */
  for (size_t j = 0; j < N; j++)
    {
      double d = B->ab[(B->kl + B->ku) + j * B->ld];
      if (!(d != 0.0 && isfinite (d)))
        return 0.0;
    }
  memset (B->sum, 0, B->nnz * sizeof (double));
  for (size_t k = 0; k < B->nnz; k++)
    B->sum[B->first[k]] += vals[k];
  memset (Jm, 0, N * sizeof (double));
  for (size_t k = 0; k < B->nnz; k++)
    if (B->first[k] == k)
      Jm[B->row[k]] += fabs (B->sum[k]) * mag[B->col[k]];
  memset (acc, 0, N * sizeof (double));
  for (size_t k = 0; k < N; k++)
    {
      memset (col, 0, N * sizeof (double));
      col[k] = 1.0;
      gp_band_solve (B, col);
      for (size_t i = 0; i < N; i++)
        acc[i] += fabs (col[i]) * Jm[k];
    }
  double fl = 0.0;
  for (size_t i = 0; i < N; i++)
    fl = fmax (fl, 2.0 * DBL_EPSILON * acc[i] / (1.0 + fabs (x[i])));
  return fl;
}
