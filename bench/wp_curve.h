/* wp_curve.h -- work-precision curves: the cost a method needs for a given
   error, read off its measured (error, cost) points, and where two methods'
   costs cross (wp_curve.c). */
#ifndef GP_WP_CURVE_H
#define GP_WP_CURVE_H
#include <stddef.h>

typedef struct
{
  double err, cost;
} wp_point;

/* The work-precision front of the n points p: sorted by error (ascending),
   each point kept only when it is cheaper than every point of smaller error
   (the cheapest way measured to reach an error at most that), so the front
   has strictly increasing errors and strictly decreasing costs.  Points
   whose error or cost is not a positive finite number are left out (no
   logarithm).  front has room for n points; returns their number. */
size_t wp_front (const wp_point *p, size_t n, wp_point *front);

/* The cost at error e along a front of m points, by linear interpolation of
   log cost against log error between the two front points around e.
   Returns 0 with *cost, or 1 when e lies outside [front[0].err,
   front[m-1].err] (out of range: no extrapolation). */
int wp_cost_at (const wp_point *front, size_t m, double e, double *cost);

/* A crossing of two fronts A and B: at error err, and for errors just below
   it B is the cheaper one (b_cheaper_below = 1) or A is (0). */
typedef struct
{
  double err;
  int b_cheaper_below;
} wp_crossing;

/* The crossings of fronts a (na points) and b (nb) over their common error
   range [*lo, *hi] (both fronts interpolated; lo > hi when they do not
   overlap): the errors where log(cost_a / cost_b), piecewise linear in log
   error between the union of both fronts' errors, changes sign, largest
   error first; at most max of them into out.  Returns their number.
   *sign_hi gets the sign of cost_a - cost_b at the top of the common range
   (+1: B cheaper there, -1: A cheaper, 0: equal or no overlap). */
size_t wp_crossovers (const wp_point *a, size_t na, const wp_point *b, size_t nb,
                      wp_crossing *out, size_t max, double *lo, double *hi, int *sign_hi);

#endif
