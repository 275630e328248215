/* wp_curve.c -- work-precision curves (wp_curve.h): fronts, log-log
   interpolation along them, crossings of two of them. */
#include <math.h>
#include <stdlib.h>
#include "wp_curve.h"

static int
by_error_then_cost (const void *pa, const void *pb)
{
  const wp_point *a = pa, *b = pb;
  if (a->err != b->err)
    return a->err < b->err ? -1 : 1;
  if (a->cost != b->cost)
    return a->cost < b->cost ? -1 : 1;
  return 0;
}

static int
loggable (double v)
{
  return isfinite (v) && v > 0;
}

size_t
wp_front (const wp_point *p, size_t n, wp_point *front)
{
  size_t m = 0;
  for (size_t i = 0; i < n; i++)
    if (loggable (p[i].err) && loggable (p[i].cost))
      front[m++] = p[i];
  qsort (front, m, sizeof *front, by_error_then_cost);
  size_t k = 0;
  for (size_t i = 0; i < m; i++)
    if (k == 0 || front[i].cost < front[k - 1].cost)
      {
        /* an equal error comes after its cheaper twin and is dropped here */
        front[k++] = front[i];
      }
  return k;
}

int
wp_cost_at (const wp_point *front, size_t m, double e, double *cost)
{
  if (m == 0 || !loggable (e) || e < front[0].err || e > front[m - 1].err)
    return 1;
  size_t i = 0;
  while (i + 1 < m && front[i + 1].err < e)
    i++;
  if (e == front[i].err || i + 1 == m)
    {
      *cost = front[i].cost;
      return 0;
    }
  if (e == front[i + 1].err)
    {
      *cost = front[i + 1].cost;
      return 0;
    }
  double x0 = log (front[i].err), x1 = log (front[i + 1].err);
  double y0 = log (front[i].cost), y1 = log (front[i + 1].cost);
  double s = (log (e) - x0) / (x1 - x0);
  *cost = exp (y0 + s * (y1 - y0));
  return 0;
}

static int
descending (const void *pa, const void *pb)
{
  double a = *(const double *) pa, b = *(const double *) pb;
  return a > b ? -1 : a < b ? 1 : 0;
}

static int
sign_of (double d)
{
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

size_t
wp_crossovers (const wp_point *a, size_t na, const wp_point *b, size_t nb,
               wp_crossing *out, size_t max, double *lo, double *hi, int *sign_hi)
{
  *sign_hi = 0;
  if (na == 0 || nb == 0)
    {
      *lo = (double) INFINITY;
      *hi = -(double) INFINITY;
      return 0;
    }
  *lo = fmax (a[0].err, b[0].err);
  *hi = fmin (a[na - 1].err, b[nb - 1].err);
  if (*lo > *hi)
    return 0;
  /* the breakpoints: the range's ends and both fronts' errors inside it */
  double *e = malloc ((na + nb + 2) * sizeof *e), *d = malloc ((na + nb + 2) * sizeof *d);
  size_t ne = 0, nc = 0;
  if (!e || !d)
    {
      free (e);
      free (d);
      return 0;
    }
  e[ne++] = *lo;
  e[ne++] = *hi;
  for (size_t i = 0; i < na; i++)
    if (a[i].err > *lo && a[i].err < *hi)
      e[ne++] = a[i].err;
  for (size_t i = 0; i < nb; i++)
    if (b[i].err > *lo && b[i].err < *hi)
      e[ne++] = b[i].err;
  qsort (e, ne, sizeof *e, descending);
  size_t k = 0;
  for (size_t i = 0; i < ne; i++)
    if (k == 0 || e[i] != e[k - 1])
      e[k++] = e[i];
  ne = k;
  for (size_t i = 0; i < ne; i++)
    {
      double ca, cb;
      wp_cost_at (a, na, e[i], &ca);     /* inside both ranges by construction */
      wp_cost_at (b, nb, e[i], &cb);
      d[i] = log (ca / cb);
    }
  /* between breakpoints d is linear in log e: a sign change between two
     neighbours is one root; zeros between two opposite signs put the root
     at the first zero */
  int prev = 0;
  size_t iprev = 0;
  for (size_t i = 0; i < ne; i++)
    {
      int s = sign_of (d[i]);
      if (s == 0)
        continue;
      if (prev == 0)
        *sign_hi = s;
      else if (s != prev)
        {
          double x;
          if (iprev + 1 == i)
            {
              double x0 = log (e[iprev]), x1 = log (e[i]);
              x = exp (x0 + d[iprev] * (x1 - x0) / (d[iprev] - d[i]));
            }
          else
            x = e[iprev + 1];
          if (nc < max)
            {
              out[nc].err = x;
              out[nc].b_cheaper_below = s > 0;
            }
          nc++;
        }
      prev = s;
      iprev = i;
    }
  free (e);
  free (d);
  return nc < max ? nc : max;
}
