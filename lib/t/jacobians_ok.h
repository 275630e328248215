/* jacobians_ok.h -- for the unit tests of the problem families (included,
   not a test of its own): every derivative term of P at the state x
   against central differences (gp_problem_check_jacobians), each within
   GP_JAC_CHECK_TOL, at least min_terms of them checked; the worst
   deviation, and any term above the bound, as TAP diagnostics naming
   `where'.  CHAIN C1 and SLED C1 use it. */
#ifndef JACOBIANS_OK_H
#define JACOBIANS_OK_H
#include <math.h>
#include "galpha.h"
#include "tap.h"

static int
jacobians_ok (const gp_problem *P, const gp_state *x, const char *where, int min_terms)
{
  gp_jac_check out[GP_JAC_NTERMS];
  int rc = gp_problem_check_jacobians (P, x->t, x->y, x->z, x->a, P->m_g ? x->lam : NULL,
                                       P->m_k ? x->psi : NULL, out);
  int bad = rc != GP_OK, checked = 0;
  double worst = 0.0;
  for (int k = 0; k < GP_JAC_NTERMS; k++)
    if (out[k].checked)
      {
        checked++;
        if (!(out[k].dev <= GP_JAC_CHECK_TOL))
          {
            bad++;
            tap_diag ("%s %s: deviation %.3g at (%zu, %zu)", where,
                      gp_jac_term_name ((gp_jac_term) k), out[k].dev, out[k].row, out[k].col);
          }
        worst = fmax (worst, out[k].dev);
      }
  tap_diag ("%s: %d terms checked, worst deviation %.3g", where, checked, worst);
  return bad == 0 && checked >= min_terms;
}
#endif
