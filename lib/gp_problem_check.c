/* gp_problem_check.c -- every analytic derivative term a problem provides
   against central differences of the callback it differentiates, at one
   point (galpha.h, "checking a problem"; theory/problems-check.md, C1, C6
   and C8, whose arithmetic this is: verify/problems_check.c calls it).
   Never prints; allocates its scratch on each call. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"
#include "gp_impl.h"

static const char *const term_names[GP_JAC_NTERMS] = {
  "f_y", "f_z", "f_lambda", "f_psi", "d(Mv)/dy", "g_y", "g_t", "g_acc", "k_y", "k_z", "k_t",
  "G_y", "G_t", "r_y", "r_z", "r_lambda", "r_psi",
};

const char *
gp_jac_term_name (gp_jac_term k)
{
  return k >= 0 && k < GP_JAC_NTERMS ? term_names[k] : "?";
}

/* the difference step of an argument x */
static double
step_for (double x)
{
  return 1e-5 * fmax (1.0, fabs (x));
}

static double
maxabs (const double *A, size_t n)
{
  double m = 0;
  for (size_t i = 0; i < n; i++)
    m = fmax (m, fabs (A[i]));
  return m;
}

/* The deviation of one column: the differences fd against the analytic
   an (len rows), max |fd - an| / max(fscale, |an|_max) (unscaled when that
   is 0); *row gets the row of the largest |fd - an|. */
static double
col_dev (const double *fd, const double *an, size_t len, double fscale, size_t *row)
{
  double d = 0, s = fscale;
  *row = 0;
  for (size_t i = 0; i < len; i++)
    {
      double e = fabs (fd[i] - an[i]);
      if (e > d)
        *row = i;
      d = fmax (d, e);
      s = fmax (s, fabs (an[i]));
    }
  return s > 0 ? d / s : d;
}

/* The refinement of a column's difference step: when the deviation at the
   step exceeds GP_JAC_CHECK_TOL, the column is measured again with steps 10
   and 100 times smaller, and each replaces the deviation kept only when it
   is at least 10 times smaller: truncation falls with the step's square
   (100 times), the deviation of a wrong entry does not fall, and is
   reported as the first step measures it. */
#define NREFINE 3
static const double refine[NREFINE] = { 1.0, 0.1, 0.01 };

/* the deviation of refinement rf of a column (col_dev's arguments), kept
   by that rule in *best, *brow: 1 when no refinement is needed */
static int
keep_best (int rf, const double *fd, const double *an, size_t len, double fscale,
           double *best, size_t *brow)
{
  size_t row;
  double e = col_dev (fd, an, len, fscale, &row);
  if (rf == 0 || e < 0.1 * *best)
    {
      *best = e;
      *brow = row;
    }
  return rf == 0 && !(*best > GP_JAC_CHECK_TOL);
}

/* column col of term r deviates by err at row: the worst column is kept (a
   NaN one always: the last of them) */
static void
record (gp_jac_check *r, double err, size_t row, size_t col)
{
  r->checked = 1;
  if (err > r->dev || isnan (err))
    {
      r->dev = err;
      r->row = row;
      r->col = col;
    }
}

/* a callback that failed: the term cannot be compared */
static int
failed (gp_jac_check *r)
{
  r->checked = 1;
  r->dev = (double) NAN;
  return GP_EFUNC;
}

/* The force-shaped terms (force: f_*, reaction: r_*) at (t, y, z, lam, psi),
   the arguments perturbed one at a time in place (restored). */
static int
force_shaped (const gp_problem *P, gp_force_fn *fn, double t, double *y, double *z,
              double *lam, double *psi, const double *Jy, const double *Jz, const double *Jl,
              const double *Jp, gp_jac_check *out, const gp_jac_term terms[4], double *w)
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k;
  double *f0 = w, *fpl = w + n, *fmi = w + 2 * n, *col = w + 3 * n, *an = w + 4 * n;
  int rc = GP_OK;
  if (fn (t, y, z, lam, psi, f0, P->params))
    {
      for (int b = 0; b < 4; b++)
        failed (&out[terms[b]]);
      return GP_EFUNC;
    }
  double fs = maxabs (f0, n);
  struct { double *arg; size_t len; const double *J; size_t ld; } blk[4] = {
    { y, n, Jy, n }, { z, n, Jz, n }, { lam, mg, Jl, mg }, { psi, mk, Jp, mk } };
  for (int b = 0; b < 4; b++)
    for (size_t j = 0; j < blk[b].len; j++)
      {
        double keep = blk[b].arg[j], best = 0;
        size_t brow = 0;
        int bad = 0;
        for (int rf = 0; rf < NREFINE && !bad; rf++)
          {
            double d = step_for (keep) * refine[rf];
            blk[b].arg[j] = keep + d;
            bad = fn (t, y, z, lam, psi, fpl, P->params);
            blk[b].arg[j] = keep - d;
            bad |= fn (t, y, z, lam, psi, fmi, P->params);
            blk[b].arg[j] = keep;
            for (size_t i = 0; i < n && !bad; i++)
              {
                col[i] = (fpl[i] - fmi[i]) / (2 * d);
                an[i] = blk[b].J[i * blk[b].ld + j];
              }
            if (!bad && keep_best (rf, col, an, n, fs, &best, &brow))
              break;
          }
        if (bad)
          rc = failed (&out[terms[b]]);
        else
          record (&out[terms[b]], best, brow, j);
      }
  return rc;
}

int
gp_problem_check_jacobians (const gp_problem *P, double t, const double y0[],
                            const double z0[], const double a[], const double lam0[],
                            const double psi0[], gp_jac_check out[GP_JAC_NTERMS])
{
  size_t n = P->n, mg = P->m_g, mk = P->m_k, m = mg > mk ? mg : mk;
  for (int k = 0; k < GP_JAC_NTERMS; k++)
    out[k] = (gp_jac_check) { 0, 0.0, 0, 0 };
  /* y, z, lam, psi (perturbed in place), the analytic terms, the work of
     one column */
  size_t need = 2 * n + mg + mk                   /* y, z, lam, psi */
    + 4 * n * n + 2 * n * m                       /* J_y, J_z, J_lam, J_psi */
    + 3 * n * n                                   /* dMv, M(y + d), M(y - d) */
    + 5 * (n + m)                                 /* columns */
    + 4 * m * n + 8 * m + 2 * m;                  /* g, k, G terms */
  double *w = malloc ((need + 1) * sizeof *w);
  if (!w)
    return GP_ENOMEM;
  double *y = w, *z = y + n, *lam = z + n, *psi = lam + mg;
  double *Jy = psi + mk, *Jz = Jy + n * n, *Jl = Jz + n * n, *Jp = Jl + n * m;
  double *dMv = Jp + n * m, *Mp = dMv + n * n, *Mm = Mp + n * n;
  double *cw = Mm + n * n;                      /* 5 (n + m) */
  double *Ty = cw + 5 * (n + m), *Tz = Ty + m * n, *Tyy = Tz + m * n, *Gy = Tyy + m * n;
  double *Tt = Gy + m * n, *Ttt = Tt + m, *vp = Ttt + m, *vm = vp + m, *Gt = vm + m;
  double *G0 = Gt + m, *G1 = G0 + m, *Tc = G1 + m, *Ta = Tc + m, *gt0 = Ta + m;
  memcpy (y, y0, n * sizeof *y);
  memcpy (z, z0, n * sizeof *z);
  if (mg)
    memcpy (lam, lam0, mg * sizeof *lam);
  if (mk)
    memcpy (psi, psi0, mk * sizeof *psi);
  int rc = GP_OK;
  static const gp_jac_term fterms[4] = { GP_JAC_F_Y, GP_JAC_F_Z, GP_JAC_F_LAM, GP_JAC_F_PSI };
  static const gp_jac_term rterms[4] = { GP_JAC_R_Y, GP_JAC_R_Z, GP_JAC_R_LAM, GP_JAC_R_PSI };

  /* f_y, f_z, f_lambda, f_psi */
  if (P->force_jac (t, y, z, lam, psi, Jy, Jz, mg ? Jl : NULL, mk ? Jp : NULL, P->params))
    for (int b = 0; b < 4; b++)
      rc = failed (&out[fterms[b]]);
  else if (force_shaped (P, P->force, t, y, z, lam, psi, Jy, Jz, Jl, Jp, out, fterms, cw))
    rc = GP_EFUNC;
  if (!mg)
    out[GP_JAC_F_LAM].checked = 0;
  if (!mk)
    out[GP_JAC_F_PSI].checked = 0;

  /* d(M v)/dy with v = a */
  if (P->mass_dv && a)
    {
      gp_jac_check *r = &out[GP_JAC_DMV_Y];
      double *col = cw, *an = cw + n, *v1 = cw + 2 * n, *v2 = cw + 3 * n;
      if (P->mass_dv (t, y, a, dMv, P->params) || P->mass (t, y, Mm, P->params))
        rc = failed (r);
      else
        {
          gp_matvec (Mm, a, v1, n, n);
          double scale = maxabs (v1, n);
          for (size_t j = 0; j < n; j++)
            {
              double keep = y[j], best = 0;
              size_t brow = 0;
              int bad = 0;
              for (int rf = 0; rf < NREFINE && !bad; rf++)
                {
                  double d = step_for (keep) * refine[rf];
                  y[j] = keep + d;
                  bad = P->mass (t, y, Mp, P->params);
                  y[j] = keep - d;
                  bad |= P->mass (t, y, Mm, P->params);
                  y[j] = keep;
                  if (bad)
                    break;
                  gp_matvec (Mp, a, v1, n, n);
                  gp_matvec (Mm, a, v2, n, n);
                  for (size_t i = 0; i < n; i++)
                    {
                      col[i] = (v1[i] - v2[i]) / (2 * d);
                      an[i] = dMv[i * n + j];
                    }
                  if (keep_best (rf, col, an, n, scale, &best, &brow))
                    break;
                }
              if (bad)
                rc = failed (r);
              else
                record (r, best, brow, j);
            }
        }
    }

  /* g_y, g_t, g_acc */
  if (mg)
    {
      double *gp = vp, *gm = vm, *gc = Tc, *ga = Ta;
      if (P->g_jac (t, y, Ty, Tt, P->params))
        {
          rc = failed (&out[GP_JAC_G_Y]);
          failed (&out[GP_JAC_G_T]);
          failed (&out[GP_JAC_G_ACC]);
        }
      else
        {
          for (size_t j = 0; j < n; j++)
            {
              double keep = y[j], best = 0;
              size_t brow = 0;
              int bad = 0;
              for (int rf = 0; rf < NREFINE && !bad; rf++)
                {
                  double d = step_for (keep) * refine[rf];
                  y[j] = keep + d;
                  bad = P->g (t, y, gp, P->params);
                  y[j] = keep - d;
                  bad |= P->g (t, y, gm, P->params);
                  y[j] = keep;
                  for (size_t i = 0; i < mg && !bad; i++)
                    {
                      gc[i] = (gp[i] - gm[i]) / (2 * d);
                      ga[i] = Ty[i * n + j];
                    }
                  if (!bad && keep_best (rf, gc, ga, mg, 0, &best, &brow))
                    break;
                }
              if (bad)
                rc = failed (&out[GP_JAC_G_Y]);
              else
                record (&out[GP_JAC_G_Y], best, brow, j);
            }
          {
            double best = 0;
            size_t brow = 0;
            int bad = 0;
            for (int rf = 0; rf < NREFINE && !bad; rf++)
              {
                double d = step_for (t) * refine[rf];
                bad = P->g (t + d, y, gp, P->params) || P->g (t - d, y, gm, P->params);
                for (size_t i = 0; i < mg && !bad; i++)
                  gc[i] = (gp[i] - gm[i]) / (2 * d);
                if (!bad && keep_best (rf, gc, Tt, mg, maxabs (Ty, mg * n), &best, &brow))
                  break;
              }
            if (bad)
              rc = failed (&out[GP_JAC_G_T]);
            else
              record (&out[GP_JAC_G_T], best, brow, 0);
          }
          /* g_acc = d/ds [g_t + g_y z] along (t, y) + s (1, z), z fixed */
          double *yy = cw, best = 0;
          size_t brow = 0;
          int bad = P->g_acc (t, y, z, Ta, P->params);
          for (int rf = 0; rf < NREFINE && !bad; rf++)
            {
              double d = 1e-5 * refine[rf];
              for (int sgn = 0; sgn < 2 && !bad; sgn++)
                {
                  double s = sgn ? -d : d, *G = sgn ? G1 : G0;
                  for (size_t j = 0; j < n; j++)
                    yy[j] = y[j] + s * z[j];
                  bad |= P->g_jac (t + s, yy, Tyy, Ttt, P->params);
                  gp_matvec (Tyy, z, G, mg, n);
                  for (size_t i = 0; i < mg; i++)
                    G[i] += Ttt[i];
                }
              for (size_t i = 0; i < mg && !bad; i++)
                gc[i] = (G0[i] - G1[i]) / (2 * d);
              if (!bad && keep_best (rf, gc, Ta, mg, maxabs (Ty, mg * n) * maxabs (z, n),
                                    &best, &brow))
                break;
            }
          if (bad)
            rc = failed (&out[GP_JAC_G_ACC]);
          else
            record (&out[GP_JAC_G_ACC], best, brow, 0);
        }
    }

  /* k_y, k_z, k_t */
  if (mk)
    {
      double *kp = vp, *km = vm, *kc = Tc, *ka = Ta;
      if (P->k_jac (t, y, z, Ty, Tz, Tt, P->params))
        {
          rc = failed (&out[GP_JAC_K_Y]);
          failed (&out[GP_JAC_K_Z]);
          failed (&out[GP_JAC_K_T]);
        }
      else
        {
          struct { double *arg; const double *J; gp_jac_term k; } kb[2] = {
            { y, Ty, GP_JAC_K_Y }, { z, Tz, GP_JAC_K_Z } };
          for (int b = 0; b < 2; b++)
            for (size_t j = 0; j < n; j++)
              {
                double keep = kb[b].arg[j], best = 0;
                size_t brow = 0;
                int bad = 0;
                for (int rf = 0; rf < NREFINE && !bad; rf++)
                  {
                    double d = step_for (keep) * refine[rf];
                    kb[b].arg[j] = keep + d;
                    bad = P->k (t, y, z, kp, P->params);
                    kb[b].arg[j] = keep - d;
                    bad |= P->k (t, y, z, km, P->params);
                    kb[b].arg[j] = keep;
                    for (size_t i = 0; i < mk && !bad; i++)
                      {
                        kc[i] = (kp[i] - km[i]) / (2 * d);
                        ka[i] = kb[b].J[i * n + j];
                      }
                    if (!bad && keep_best (rf, kc, ka, mk, 0, &best, &brow))
                      break;
                  }
                if (bad)
                  rc = failed (&out[kb[b].k]);
                else
                  record (&out[kb[b].k], best, brow, j);
              }
          double best = 0, kscale = fmax (maxabs (Ty, mk * n), maxabs (Tz, mk * n));
          size_t brow = 0;
          int bad = 0;
          for (int rf = 0; rf < NREFINE && !bad; rf++)
            {
              double d = step_for (t) * refine[rf];
              bad = P->k (t + d, y, z, kp, P->params) || P->k (t - d, y, z, km, P->params);
              for (size_t i = 0; i < mk && !bad; i++)
                kc[i] = (kp[i] - km[i]) / (2 * d);
              if (!bad && keep_best (rf, kc, Tt, mk, kscale, &best, &brow))
                break;
            }
          if (bad)
            rc = failed (&out[GP_JAC_K_T]);
          else
            record (&out[GP_JAC_K_T], best, brow, 0);
        }
    }

  /* G_y, G_t of gv_jac: differences of G = g_t + g_y z (from g_jac) in y and t */
  if (mg && P->gv_jac)
    {
      double *Gp = vp, *Gm = vm, *col = Tc, *an = Ta;
      if (P->gv_jac (t, y, z, Gy, Gt, P->params) || P->g_jac (t, y, Ty, gt0, P->params))
        {
          rc = failed (&out[GP_JAC_GV_Y]);
          failed (&out[GP_JAC_GV_T]);
        }
      else
        {
          double s = fmax (maxabs (Gy, mg * n), fmax (maxabs (Gt, mg), maxabs (gt0, mg)));
          for (size_t j = 0; j <= n; j++)
            {
              double *arg = j < n ? &y[j] : &t, keep = *arg, best = 0;
              size_t brow = 0;
              int bad = 0;
              for (int rf = 0; rf < NREFINE && !bad; rf++)
                {
                  double d = step_for (keep) * refine[rf];
                  for (int sg = 0; sg < 2; sg++)
                    {
                      double *G = sg ? Gm : Gp;
                      *arg = keep + (sg ? -d : d);
                      bad |= P->g_jac (t, y, Ty, Tt, P->params);
                      gp_matvec (Ty, z, G, mg, n);
                      for (size_t i = 0; i < mg; i++)
                        G[i] += Tt[i];
                    }
                  *arg = keep;
                  for (size_t i = 0; i < mg && !bad; i++)
                    {
                      col[i] = (Gp[i] - Gm[i]) / (2 * d);
                      an[i] = j < n ? Gy[i * n + j] : Gt[i];
                    }
                  if (!bad && keep_best (rf, col, an, mg, s, &best, &brow))
                    break;
                }
              gp_jac_term k = j < n ? GP_JAC_GV_Y : GP_JAC_GV_T;
              if (bad)
                rc = failed (&out[k]);
              else
                record (&out[k], best, brow, j < n ? j : 0);
            }
        }
    }

  /* r_y, r_z, r_lambda, r_psi of reaction_jac */
  if (P->reaction && P->reaction_jac)
    {
      if (P->reaction_jac (t, y, z, lam, psi, Jy, Jz, mg ? Jl : NULL, mk ? Jp : NULL, P->params))
        for (int b = 0; b < 4; b++)
          rc = failed (&out[rterms[b]]);
      else if (force_shaped (P, P->reaction, t, y, z, lam, psi, Jy, Jz, Jl, Jp, out, rterms, cw))
        rc = GP_EFUNC;
      if (!mg)
        out[GP_JAC_R_LAM].checked = 0;
      if (!mk)
        out[GP_JAC_R_PSI].checked = 0;
    }
  free (w);
  return rc;
}
