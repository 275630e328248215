/* s003_multistep.h -- the coefficients of the multistep form of the
   generalized-alpha method (seed 003, eqs. 14, 15, 18, 19; CATALOGUE 4.2),
   shared by S003-EQ14 and S003-EQ20.  Header-only: the verification programs
   link tap.o and vcommon.o only, and these few lines belong to seed 003. */
#ifndef GP_S003_MULTISTEP_H
#define GP_S003_MULTISTEP_H
#include "galpha.h"

/* (14): sum a_k q_{n+k-1} + h sum u_k qd_{n+k-1} = h^2 sum b_k g_{n+k-1}
   (15): sum a_k qd_{n+k-1}                     = h   sum c_k g_{n+k-1}
   (18): sum a_k q'_{n+k-1}                     = h   sum bp_k g_{n+k-2} */
typedef struct
{
  double a[3], u[2], b[3], c[3], bp[4];
} s003_ms;

/* The catalogue's formulas, each written out from (alpha_m, alpha_f, beta,
   gamma); b' by (19) itself, not by its equivalent form. */
static inline void
s003_ms_coeffs (const gp_coeffs *p, s003_ms *k)
{
  double am = p->alpha_m, af = p->alpha_f, be = p->beta, ga = p->gamma;
  k->a[0] = -am;
  k->a[1] = -1 + 2 * am;
  k->a[2] = 1 - am;
  k->u[0] = -am;
  k->u[1] = -1 + am;
  k->b[0] = af * (0.5 - be);
  k->b[1] = (1 - af) * (0.5 - be) + af * be;
  k->b[2] = (1 - af) * be;
  k->c[0] = af * (1 - ga);
  k->c[1] = (1 - af) * (1 - ga) + af * ga;
  k->c[2] = (1 - af) * ga;
  k->bp[0] = af * (0.5 + be - ga);
  k->bp[1] = (1 - af) * (0.5 + be - ga) + af * (0.5 - 2 * be + ga);
  k->bp[2] = (1 - af) * (0.5 - 2 * be + ga) + af * be;
  k->bp[3] = (1 - af) * be;
}

/* The equivalent form of b' from b and c (the difference of (14) at n and
   n-1 with (15) at n-1 eliminating qd):
   b'0 = c0 - b0, b'1 = b0 - b1 + c1, b'2 = b1 - b2 + c2, b'3 = b2. */
static inline void
s003_ms_bp_from_bc (const s003_ms *k, double bp[4])
{
  bp[0] = k->c[0] - k->b[0];
  bp[1] = k->b[0] - k->b[1] + k->c[1];
  bp[2] = k->b[1] - k->b[2] + k->c[2];
  bp[3] = k->b[2];
}

/* gamma of the order condition (20) */
static inline double
s003_gamma20 (double alpha_m, double alpha_f)
{
  return 0.5 + alpha_f - alpha_m;
}
#endif
