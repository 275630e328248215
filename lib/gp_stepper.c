/* gp_stepper.c -- the method-independent part of a stepper: allocation of
   what the method's shape asks for, dispatch, the one Newton, history that is
   committed only with an accepted step, statistics, transactional failure. */
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gp_impl.h"

static const gp_method *const all_methods[] = { &gp_method_ga_nh, &gp_method_ga_soi2, &gp_method_ga_i3, &gp_method_ga,
                                                 &gp_method_hht_odae, &gp_method_hht_i2,
                                                 &gp_method_hht, &gp_method_newmark,
                                                 &gp_method_nh_newmark, &gp_method_nh_newmark_comp,
                                                 &gp_method_nh_newmark_tj,
                                                 &gp_method_rk4, NULL };

const gp_method *const *
gp_methods (void)
{
  return all_methods;
}

const gp_method *
gp_method_by_name (const char *name)
{
  for (const gp_method *const *m = all_methods; *m; m++)
    if (strcmp ((*m)->name, name) == 0)
      return *m;
  return NULL;
}

/* the sparse path's rule for the whole process (gp_testing.h) */
static int test_path = GP_PATH_RULE;

void
gp_sparse_set_test_path (int path)
{
  test_path = path;
}

/* The Newton workspace of a step: on the sparse path when the problem
   gives sparse blocks, the method a pattern of its Newton matrix, and the
   band LU after the RCM ordering is cheaper than the dense LU by
   gp_band_preferred's rule (or a test forces a path); dense otherwise.
   NULL when out of memory. */
static gp_newton *
newton_for (gp_stepper *s)
{
  const gp_method *m = s->method;
  size_t N = s->shape.unknowns;
  size_t nnz = s->P->sparse && m->pattern && test_path != GP_PATH_DENSE
    ? m->pattern (s->P, &s->o, NULL, NULL) : 0;
  if (nnz)
    {
      s->pat_row = malloc (nnz * sizeof (size_t));
      s->pat_col = malloc (nnz * sizeof (size_t));
      if (!s->pat_row || !s->pat_col)
        return NULL;
      m->pattern (s->P, &s->o, s->pat_row, s->pat_col);
      gp_band *B = gp_band_alloc (N, nnz, s->pat_row, s->pat_col,
                                  test_path != GP_PATH_BAND_UNORDERED);
      if (!B)
        return NULL;
      if (test_path != GP_PATH_RULE
          || gp_band_preferred (N, gp_band_lower (B), gp_band_upper (B), nnz))
        return gp_newton_alloc_band (N, nnz, B);
      gp_band_free (B);
    }
  return gp_newton_alloc (N);
}

int
gp_stepper_newton_band (const gp_stepper *s)
{
  return s && s->newton && s->newton->band;
}

gp_stepper *
gp_stepper_alloc (const gp_method *m, const gp_problem *P, const gp_options *o,
                  char *why, size_t len)
{
  if (!(o->newton_tol > 0.0 && o->newton_tol < 1.0))
    {
      snprintf (why, len, "newton_tol = %s must lie in (0, 1)", GP_NUM (o->newton_tol));
      return NULL;
    }
  if (o->newton_mode != GP_NEWTON_VERIFY && o->newton_mode != GP_NEWTON_PRODUCTION)
    {
      snprintf (why, len, "newton_mode = %d is neither verify (0) nor production (1)",
                (int) o->newton_mode);
      return NULL;
    }
  if (!GP_JACOBIAN_REUSE_OK (o->jacobian_reuse))
    {
      snprintf (why, len, "jacobian_reuse = %s must be an integer in [1, %d]",
                GP_NUM (o->jacobian_reuse), GP_JACOBIAN_REUSE_MAX);
      return NULL;
    }
  if (o->newton_maxit < 1)
    {
      snprintf (why, len, "newton_maxit = %d must be at least 1", o->newton_maxit);
      return NULL;
    }
  if (gp_options_unread (o, m, why, len) != GP_OK
      || gp_hypothesis_violated (m, o, GP_HYP_REFUSE, NULL, why, len)
      || m->supports (P, why, len) != GP_OK)
    return NULL;
  gp_stepper *s = calloc (1, sizeof *s);
  if (!s)
    goto nomem;
  s->method = m;
  s->P = P;
  s->o = *o;
  s->shape = m->shape (P, o);
  gp_layout_of (P, m, &s->layout);
  if (s->shape.unknowns)
    s->newton = newton_for (s);
  if (s->shape.start_unknowns)
    s->newton_start = gp_newton_alloc (s->shape.start_unknowns);
  /* +1: no malloc(0) */
  s->work = calloc (s->shape.work + 1, sizeof (double));
  s->hist = calloc (s->shape.history + 1, sizeof (double));
  s->hist_next = calloc (s->shape.history + 1, sizeof (double));
  s->est = calloc (P->n + 1, sizeof (double));
  int proj_sparse;
  s->proj = calloc (gp_adapt_proj_size (s, &proj_sparse) + 1, sizeof (double));
  if (proj_sparse && gp_rows_init (&s->proj_rows, &P->sparse->gy, P->m_g, P->n) != GP_OK)
    {
      gp_stepper_free (s);
      goto nomem;
    }
  s->proj_piv = calloc (P->n + P->m_g + P->m_k + 1, sizeof (size_t));
  if ((s->shape.unknowns && !s->newton) || (s->shape.start_unknowns && !s->newton_start)
      || !s->work || !s->hist || !s->hist_next || !s->est
      || !s->proj || !s->proj_piv)
    {
      gp_stepper_free (s);
      goto nomem;
    }
  if (m->alloc && m->alloc (s) != GP_OK)
    {
      gp_stepper_free (s);
      goto nomem;
    }
  return s;
nomem:
  snprintf (why, len, "out of memory");
  return NULL;
}

void
gp_stepper_free (gp_stepper *s)
{
  if (!s)
    return;
  if (s->method->free)
    s->method->free (s);
  gp_newton_free (s->newton);
  gp_newton_free (s->newton_start);
  free (s->work);
  free (s->hist);
  free (s->hist_next);
  free (s->est);
  free (s->proj);
  gp_rows_free (&s->proj_rows);
  free (s->proj_piv);
  free (s->audit_work);
  free (s->pat_row);
  free (s->pat_col);
  free (s);
}

gp_state *
gp_stepper_state_alloc (const gp_stepper *s)
{
  return gp_state_alloc (s->P, s->method);
}

void
gp_stepper_reset (gp_stepper *s)
{
  s->hist_valid = 0;
  s->can_undo = 0;
  s->est_valid = 0;
  s->floor_hint = 0.0;
  if (s->newton)
    memset (&s->newton->kept, 0, sizeof s->newton->kept);   /* a run from the start
                                                               forms its own matrices */
  if (s->method->reset)
    s->method->reset (s);
}

int
gp_stepper_start (gp_stepper *s, double h, gp_state *x)
{
  s->msg[0] = '\0';
  gp_stepper_reset (s);
  if (!(h != 0.0 && isfinite (h)))
    {
      snprintf (s->msg, sizeof s->msg, "step size h = %s must be nonzero and finite", GP_NUM (h));
      return GP_EINVAL;
    }
  return s->method->start (s, h, x);
}

int
gp_stepper_step_with (gp_stepper *s, const gp_coeffs *c, double h, gp_state *x)
{
  s->msg[0] = '\0';
  if (!(h != 0.0 && isfinite (h)))
    {
      snprintf (s->msg, sizeof s->msg, "step size h = %s must be nonzero and finite", GP_NUM (h));
      return GP_EINVAL;
    }
  s->est_valid = 0;
  s->can_undo = 0;
  s->floor_next = s->floor_hint;
  s->undo_floor_hint = s->floor_hint;
  /* the kept factorization is committed with the step, like the history */
  s->step_h = h;
  s->step_c = c;
  const int reuse = s->newton && s->o.jacobian_reuse > 1
    && s->o.newton_mode == GP_NEWTON_PRODUCTION;
  if (reuse)
    {
      s->undo_kept = s->newton->kept;
      s->newton->next = s->newton->kept;
    }
  int rc = s->method->step (s, c, h, x);
  if (rc == GP_OK)
    {
      s->stats.steps++;
      if (s->method->estimate)
        s->est_valid = 1;   /* computed on demand from the committed history */
      s->undo_hist_valid = s->hist_valid;
      s->can_undo = 1;
      s->floor_hint = s->floor_next;     /* committed with the step */
      if (reuse)
        s->newton->kept = s->newton->next;
      if (s->shape.history)
        {
          /* commit: the history the step wrote becomes the accepted one
             (the previous one stays in hist_next until the next step, so
             that gp_stepper_undo can take the step back) */
          double *t = s->hist;
          s->hist = s->hist_next;
          s->hist_next = t;
          s->hist_valid = 1;
        }
    }
  else
    {
      s->stats.failed_steps++;
      s->est_valid = 0;
    }
  return rc;
}

int
gp_stepper_step (gp_stepper *s, double h, gp_state *x)
{
  return gp_stepper_step_with (s, &s->o.c, h, x);
}

int
gp_stepper_undo (gp_stepper *s)
{
  if (!s->can_undo)
    {
      snprintf (s->msg, sizeof s->msg, "no step to undo: undo follows a successful step");
      return GP_EINVAL;
    }
  s->can_undo = 0;
  s->est_valid = 0;
  s->stats.steps--;
  s->stats.undone++;
  if (s->test.undo_keeps_history)
    return GP_OK;
  /* the production regime's floor is history too: the step it came with
     is taken back */
  if (!s->test.undo_keeps_floor)
    s->floor_hint = s->undo_floor_hint;
  if (s->newton && s->o.jacobian_reuse > 1 && s->o.newton_mode == GP_NEWTON_PRODUCTION
      && !s->test.undo_keeps_matrix)
    s->newton->kept = s->undo_kept;
  if (s->shape.history)
    {
      double *t = s->hist;
      s->hist = s->hist_next;
      s->hist_next = t;
    }
  s->hist_valid = s->undo_hist_valid;
  return GP_OK;
}

double *
gp_stepper_estimate_next (gp_stepper *s)
{
  return s->est;
}

void
gp_stepper_estimate_done (gp_stepper *s)
{
  if (s->test.est_factor != 0.0 && s->test.est_factor != 1.0)
    for (size_t i = 0; i < s->P->n; i++)
      s->est[i] *= s->test.est_factor;
  s->est_valid = 1;
}

/* the audit of the iteration matrix at the solution x (gp_testing.h) */
static void
audit_jacobian (gp_stepper *s, gp_step_system *sys, void *ctx, const double *x)
{
  gp_jacobian_audit *a = s->audit;
  /* the system of this solve: a method may solve a larger one than its
     steps' (ga-soi2's Lunk-Simeon start has a_alpha as one more unknown) */
  size_t N = s->newton->N;
  if (s->newton->band)
    {
      a->worst = (double) NAN;   /* not applicable on the sparse path (needs a dense J) */
      return;
    }
  if (N > s->audit_n)
    {
      double *w = realloc (s->audit_work, (N * N + 5 * N + 1) * sizeof (double));
      if (!w)
        {
          a->worst = (double) NAN;   /* an audit that could not run is no pass */
          return;
        }
      s->audit_work = w;
      s->audit_n = N;
    }
  double *J = s->audit_work, *Fp = J + N * N, *Fm = Fp + N, *xp = Fm + N, *F = xp + N;
  double *rowmax = F + N;
  double factor = s->test.jacobian_factor;
  if (sys (x, F, J, ctx) != 0)
    return;
  if (factor != 0.0 && factor != 1.0)
    for (size_t i = 0; i < N * N; i++)
      J[i] *= factor;
  memcpy (xp, x, N * sizeof *xp);
  for (size_t i = 0; i < N; i++)
    {
      rowmax[i] = 0.0;
      for (size_t k = 0; k < N; k++)
        rowmax[i] = fmax (rowmax[i], fabs (J[i * N + k]));
    }
  a->solves++;
  for (size_t j = 0; j < N; j++)
    {
      /* rounding, not truncation, dominates at 1e-6 (the deviations scale
         like 1/d: theory/generic.md); at 1e-4 both are below 1e-7 */
      double d = 1e-4 * fmax (1.0, fabs (x[j]));
      xp[j] = x[j] + d;
      int bad = sys (xp, Fp, NULL, ctx);
      xp[j] = x[j] - d;
      bad |= sys (xp, Fm, NULL, ctx);
      xp[j] = x[j];
      if (bad)
        continue;
      for (size_t i = 0; i < N; i++)
        {
          double dev = fabs (J[i * N + j] - (Fp[i] - Fm[i]) / (2.0 * d))
            / fmax (rowmax[i], DBL_MIN);
          if (!(dev <= a->worst))
            {
              a->worst = dev;
              a->row = (int) i;
              a->col = (int) j;
              a->at_solve = a->solves;
            }
        }
    }
  /* leave the method's context as the solve left it: evaluated at x */
  sys (x, F, NULL, ctx);
}

int
gp_stepper_audit_jacobian (gp_stepper *s, gp_jacobian_audit *a)
{
  free (s->audit_work);
  s->audit_work = NULL;
  s->audit_n = 0;
  s->audit = NULL;
  if (!a)
    return GP_OK;
  size_t N = s->shape.unknowns;
  s->audit_work = malloc ((N * N + 5 * N + 1) * sizeof (double));
  if (!s->audit_work)
    return GP_ENOMEM;
  s->audit_n = N;
  memset (a, 0, sizeof *a);
  s->audit = a;
  return GP_OK;
}

int
gp_stepper_newton (gp_stepper *s, gp_step_system *sys, void *ctx, double *x,
                   gp_step_magnitude *mag)
{
  /* a factorization is kept for the steps' systems, not for the start's (and only
     by the production regime: gp_newton.c) */
  int reuse = s->newton != s->newton_start ? (int) s->o.jacobian_reuse : 1;
  gp_newton_opts no = { s->o.newton_tol, s->o.newton_maxit, mag,
                        s->test.jacobian_factor, s->test.newton_legacy, s->o.newton_mode,
                        s->floor_hint, s->test.floor_unchecked, s->test.no_restart,
                        reuse, s->step_h, s->step_c };
  gp_newton_report r;
  int rc = gp_newton_solve (s->newton, sys, ctx, x, &no, &s->stats, &r);
  if (rc == GP_OK && s->audit)
    audit_jacobian (s, sys, ctx, x);
  if (r.floor > 0.0)
    s->floor_next = r.floor;
  if (rc != GP_OK && r.stalled)
    snprintf (s->msg, sizeof s->msg, "%s after %d iterations: stalled at the rounding floor "
              "%.3g (scaled increment %.3g), residual row %d at %.3g times its rounding "
              "level (at most %g): not a solution of the step's equations%s",
              gp_strerror (rc), r.iters, r.floor, r.last, r.resid_row, r.resid_ratio,
              GP_NEWTON_RESID_C, s->o.newton_mode == GP_NEWTON_PRODUCTION ? " (production)" : "");
  else if (rc != GP_OK)
    snprintf (s->msg, sizeof s->msg, "%s after %d iterations (last scaled increment "
              "%.3g, tolerance %.3g, rounding floor %.3g%s)", gp_strerror (rc), r.iters,
              r.last, s->o.newton_tol, r.floor,
              s->o.newton_mode == GP_NEWTON_PRODUCTION ? "; production regime" : "");
  return rc;
}

int
gp_stepper_newton_start (gp_stepper *s, gp_step_system *sys, void *ctx, double *x,
                         gp_step_magnitude *mag)
{
  if (!s->newton_start)
    {
      snprintf (s->msg, sizeof s->msg, "the method's shape asks for no start system");
      return GP_EINVAL;
    }
  /* the one Newton, counted, audited and reported as a step's, in the
     start's workspace */
  gp_newton *keep = s->newton;
  s->newton = s->newton_start;
  int rc = gp_stepper_newton (s, sys, ctx, x, mag);
  s->newton = keep;
  return rc;
}

int
gp_stepper_iteration_matrix (gp_stepper *s, double h, const gp_state *x, double *J)
{
  return s->method->iteration_matrix (s, &s->o.c, h, x, J);
}

size_t
gp_stepper_unknowns (const gp_stepper *s)
{
  return s->shape.unknowns;
}

const gp_stats *
gp_stepper_stats (const gp_stepper *s)
{
  return &s->stats;
}

const char *
gp_stepper_message (const gp_stepper *s)
{
  return s->msg;
}

void
gp_stepper_set_message (gp_stepper *s, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (s->msg, sizeof s->msg, fmt, ap);
  va_end (ap);
}

const gp_options *
gp_stepper_options (const gp_stepper *s)
{
  return &s->o;
}

const gp_method *
gp_stepper_method (const gp_stepper *s)
{
  return s->method;
}

const gp_problem *
gp_stepper_problem (const gp_stepper *s)
{
  return s->P;
}

double *
gp_stepper_work (gp_stepper *s)
{
  return s->work;
}

double *
gp_stepper_newton_residual (gp_stepper *s)
{
  return s->newton ? s->newton->F : NULL;
}

gp_stats *
gp_stepper_stats_rw (gp_stepper *s)
{
  return &s->stats;
}

const gp_test_switches *
gp_stepper_test_switches (const gp_stepper *s)
{
  return &s->test;
}

double
gp_stepper_new_time (const gp_stepper *s, double t0, double h)
{
  return s->o.force_time == GP_FORCE_TIME_OLD ? t0 : t0 + h;
}

const double *
gp_stepper_history (const gp_stepper *s)
{
  return s->hist_valid ? s->hist : NULL;
}

double *
gp_stepper_history_next (gp_stepper *s)
{
  return s->hist_next;
}

void *
gp_stepper_data (const gp_stepper *s)
{
  return s->data;
}

void
gp_stepper_set_data (gp_stepper *s, void *data)
{
  s->data = data;
}

void
gp_stepper_set_test_switches (gp_stepper *s, const gp_test_switches *t)
{
  s->test = *t;
}

/* ---- hypotheses ----------------------------------------------------------- */
int
gp_hypothesis_violated (const gp_method *m, const gp_options *o, gp_hyp_kind kind,
                        const char *theorem, char *why, size_t len)
{
  for (const gp_hypothesis *h = m->hypotheses; h && h->holds; h++)
    {
      if (h->kind != kind)
        continue;
      if (theorem && !strstr (h->theorems, theorem))
        continue;
      char val[128];
      if (!h->holds (o, val, sizeof val))
        {
          snprintf (why, len, "%s violates %s (%s)", val, h->condition, h->theorems);
          return 1;
        }
    }
  return 0;
}
