/* ida_sleds.c -- SUNDIALS IDA with its band linear solver on the train of N
   Chaplygin sleds (problems/sled_chain.h), beside ida_chain.c's chain in
   bench_chain's scaling table.

   The form: the index-1 DAE in u = (q, v, a, psi), the blades differentiated
   once along the motion (d/dt k(q, v) = k_q v + k_v a, k_v = k_z):
       q' - v = 0,   v' - a = 0,   M a - f(q, v, psi) = 0,
       k_z(q) a + k_q(q, v) v = 0,
   a and psi algebraic (IDASetId), every component in the error test (as for
   the chain).  The unknowns interleaved body by body, (x, y, theta, vx, vy,
   omega, ax, ay, alpha, psi)_i = u[10 i .. 10 i + 9], and the rows in the
   same order, so the Jacobian is a band: lower half-width 17 (body i's
   equilibrium reaches body i-1's position), upper 5 (it reaches body
   i+1's).  The Jacobian dF/du + cj dF/du' is analytic: M, f_q, f_qd and
   f_psi from the problem's sparse blocks (their patterns mapped to the
   interleaved unknowns), the blades' rows from their formulas below; the
   band LU is SUNDIALS' (SUNLinSol_Band).  The start is the problem's own
   consistent one (a solve per body), so no IDACalcIC. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ida/ida.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_band.h>
#include <sunmatrix/sunmatrix_band.h>
#include <sundials/sundials_context.h>
#include "ida_sleds.h"

#define W 10         /* unknowns per body */
#define ML 17
#define MU 5

struct ida_sleds
{
  const gp_problem *P;
  size_t N;          /* bodies */
  double offset, T, t;
  SUNContext sun;
  void *mem;
  N_Vector u, up, id;
  SUNMatrix A;
  SUNLinearSolver LS;
  double *q, *v, *a, *psi, *f, *M, *fy, *fz, *fp;   /* unpacked, and the blocks' values */
  char msg[256];
};

/* the interleaved index of coordinate c (0..3N-1) in block off (0: q, 3: v,
   6: a): body c / 3, component c % 3 */
static size_t
at (size_t c, size_t off)
{
  return W * (c / 3) + off + c % 3;
}

static void
unpack (ida_sleds *c, const double *u)
{
  for (size_t k = 0; k < 3 * c->N; k++)
    {
      c->q[k] = u[at (k, 0)];
      c->v[k] = u[at (k, 3)];
      c->a[k] = u[at (k, 6)];
    }
  for (size_t i = 0; i < c->N; i++)
    c->psi[i] = u[W * i + 9];
}

static int
residual (realtype t, N_Vector uv, N_Vector upv, N_Vector Fv, void *data)
{
  ida_sleds *c = data;
  const gp_problem *P = c->P;
  const gp_sparse_jac *S = P->sparse;
  const double *u = N_VGetArrayPointer (uv), *up = N_VGetArrayPointer (upv);
  double *F = N_VGetArrayPointer (Fv);
  unpack (c, u);
  if (P->force (t, c->q, c->v, NULL, c->psi, c->f, P->params)
      || S->mass (t, c->q, c->M, P->params))
    return 1;
  size_t n = 3 * c->N;
  for (size_t k = 0; k < n; k++)
    {
      F[at (k, 0)] = up[at (k, 0)] - u[at (k, 3)];
      F[at (k, 3)] = up[at (k, 3)] - u[at (k, 6)];
      F[at (k, 6)] = -c->f[k];
    }
  for (size_t e = 0; e < S->M.nnz; e++)
    F[at (S->M.row[e], 6)] += c->M[e] * c->a[S->M.col[e]];
  for (size_t i = 0; i < c->N; i++)
    {
      const double *q = c->q + 3 * i, *v = c->v + 3 * i, *a = c->a + 3 * i;
      double sn = sin (q[2]), cs = cos (q[2]);
      F[W * i + 9] = -sn * a[0] + cs * a[1] - c->offset * a[2]
                     + (-cs * v[0] - sn * v[1]) * v[2];
    }
  for (size_t k = 0; k < W * c->N; k++)
    if (!isfinite (F[k]))
      return 1;
  return 0;
}

static int
jacobian (realtype t, realtype cj, N_Vector uv, N_Vector upv, N_Vector r, SUNMatrix A,
          void *data, N_Vector t1, N_Vector t2, N_Vector t3)
{
  (void) upv;
  (void) r;
  (void) t1;
  (void) t2;
  (void) t3;
  ida_sleds *c = data;
  const gp_problem *P = c->P;
  const gp_sparse_jac *S = P->sparse;
  size_t N = c->N, n = 3 * N;
  unpack (c, N_VGetArrayPointer (uv));
  if (S->mass (t, c->q, c->M, P->params)
      || S->force_jac (t, c->q, c->v, NULL, c->psi, c->fy, c->fz, NULL, c->fp, P->params))
    return 1;
  SUNMatZero (A);
#define J(i, j, v) SM_ELEMENT_B (A, (sunindextype) (i), (sunindextype) (j)) += (v)
  for (size_t k = 0; k < n; k++)
    {
      J (at (k, 0), at (k, 0), cj);
      J (at (k, 0), at (k, 3), -1.0);
      J (at (k, 3), at (k, 3), cj);
      J (at (k, 3), at (k, 6), -1.0);
    }
  /* M a - f: M's entries in the columns of a, -f_q in those of q, -f_qd
     in those of v, -f_psi in psi's */
  for (size_t e = 0; e < S->M.nnz; e++)
    J (at (S->M.row[e], 6), at (S->M.col[e], 6), c->M[e]);
  for (size_t e = 0; e < S->fy.nnz; e++)
    J (at (S->fy.row[e], 6), at (S->fy.col[e], 0), -c->fy[e]);
  for (size_t e = 0; e < S->fz.nnz; e++)
    J (at (S->fz.row[e], 6), at (S->fz.col[e], 3), -c->fz[e]);
  for (size_t e = 0; e < S->fpsi.nnz; e++)
    J (at (S->fpsi.row[e], 6), W * S->fpsi.col[e] + 9, -c->fp[e]);
  /* the blade's row -sin th ax + cos th ay - b alpha + (-cos th vx - sin th
     vy) omega: its derivatives in theta, v and a */
  for (size_t i = 0; i < N; i++)
    {
      const double *v = c->v + 3 * i, *a = c->a + 3 * i;
      double sn = sin (c->q[3 * i + 2]), cs = cos (c->q[3 * i + 2]);
      size_t row = W * i + 9, b = W * i;
      J (row, b + 2, -cs * a[0] - sn * a[1] + (sn * v[0] - cs * v[1]) * v[2]);
      J (row, b + 3, -cs * v[2]);
      J (row, b + 4, -sn * v[2]);
      J (row, b + 5, -cs * v[0] - sn * v[1]);
      J (row, b + 6, -sn);
      J (row, b + 7, cs);
      J (row, b + 8, -c->offset);
    }
#undef J
  return 0;
}

static void
on_error (int code, const char *module, const char *function, char *msg, void *data)
{
  ida_sleds *c = data;
  snprintf (c->msg, sizeof c->msg, "%s %s (%d): %s", module, function, code, msg);
}

void
ida_sleds_free (ida_sleds *c)
{
  if (!c)
    return;
  if (c->mem)
    IDAFree (&c->mem);
  if (c->LS)
    SUNLinSolFree (c->LS);
  if (c->A)
    SUNMatDestroy (c->A);
  if (c->u)
    N_VDestroy (c->u);
  if (c->up)
    N_VDestroy (c->up);
  if (c->id)
    N_VDestroy (c->id);
  if (c->sun)
    SUNContext_Free (&c->sun);
  free (c->q);
  free (c);
}

/* whether every entry of the sparse blocks lies within the band ML, MU of
   the interleaved order (a problem other than the sleds may not) */
static int
within_band (const gp_problem *P)
{
  const gp_sparse_jac *S = P->sparse;
  const struct { const gp_pattern *p; size_t co; } blk[4] = {
    { &S->M, 6 }, { &S->fy, 0 }, { &S->fz, 3 }, { &S->fpsi, 9 } };
  for (int b = 0; b < 4; b++)
    for (size_t e = 0; e < blk[b].p->nnz; e++)
      {
        size_t i = at (blk[b].p->row[e], 6);
        size_t j = blk[b].co == 9 ? W * blk[b].p->col[e] + 9 : at (blk[b].p->col[e], blk[b].co);
        if (i > j + ML || j > i + MU)
          return 0;
      }
  return 1;
}

ida_sleds *
ida_sleds_alloc (const gp_problem *P, double offset, double tol, double T, char *why,
                 size_t len)
{
  const gp_sparse_jac *S = P->sparse;
  if (!S || P->n != 3 * P->m_k || P->m_g || !S->force_jac || !S->mass || !within_band (P))
    {
      snprintf (why, len, "ida_sleds: problem %s is not a sled chain", P->name);
      return NULL;
    }
  ida_sleds *c = calloc (1, sizeof *c);
  if (!c)
    {
      snprintf (why, len, "out of memory");
      return NULL;
    }
  size_t N = P->m_k, n = P->n, NU = W * N;
  c->P = P;
  c->N = N;
  c->offset = offset;
  c->T = T;
  c->t = P->t0;
  c->q = malloc ((4 * n + N + S->M.nnz + S->fy.nnz + S->fz.nnz + S->fpsi.nnz + 1)
                 * sizeof (double));
  if (!c->q || SUNContext_Create (NULL, &c->sun) != 0)
    {
      snprintf (why, len, "out of memory");
      ida_sleds_free (c);
      return NULL;
    }
  c->v = c->q + n;
  c->a = c->v + n;
  c->f = c->a + n;
  c->psi = c->f + n;
  c->M = c->psi + N;
  c->fy = c->M + S->M.nnz;
  c->fz = c->fy + S->fy.nnz;
  c->fp = c->fz + S->fz.nnz;
  c->u = N_VNew_Serial ((sunindextype) NU, c->sun);
  c->up = N_VNew_Serial ((sunindextype) NU, c->sun);
  c->id = N_VNew_Serial ((sunindextype) NU, c->sun);
  c->A = SUNBandMatrix ((sunindextype) NU, MU, ML, c->sun);
  if (!c->u || !c->up || !c->id || !c->A
      || !(c->LS = SUNLinSol_Band (c->u, c->A, c->sun)) || !(c->mem = IDACreate (c->sun)))
    {
      snprintf (why, len, "IDA: allocation failed");
      ida_sleds_free (c);
      return NULL;
    }
  double *u = N_VGetArrayPointer (c->u), *up = N_VGetArrayPointer (c->up),
    *id = N_VGetArrayPointer (c->id);
  for (size_t k = 0; k < n; k++)
    {
      u[at (k, 0)] = P->y0[k];
      u[at (k, 3)] = P->z0[k];
      u[at (k, 6)] = P->a_start[k];
      up[at (k, 0)] = P->z0[k];
      up[at (k, 3)] = P->a_start[k];
      up[at (k, 6)] = 0.0;
      id[at (k, 0)] = id[at (k, 3)] = 1.0;
      id[at (k, 6)] = 0.0;
    }
  for (size_t i = 0; i < N; i++)
    {
      u[W * i + 9] = P->psi_start[i];
      up[W * i + 9] = 0.0;
      id[W * i + 9] = 0.0;
    }
  if (IDASetErrHandlerFn (c->mem, on_error, c) < 0
      || IDAInit (c->mem, residual, c->t, c->u, c->up) < 0
      || IDASStolerances (c->mem, tol, tol) < 0 || IDASetUserData (c->mem, c) < 0
      || IDASetLinearSolver (c->mem, c->LS, c->A) < 0 || IDASetJacFn (c->mem, jacobian) < 0
      || IDASetMaxNumSteps (c->mem, 10000000L) < 0 || IDASetStopTime (c->mem, T) < 0
      || IDASetId (c->mem, c->id) < 0)
    {
      snprintf (why, len, "IDA: setup failed (%s)", c->msg);
      ida_sleds_free (c);
      return NULL;
    }
  return c;
}

int
ida_sleds_integrate (void *ctx)
{
  ida_sleds *c = ctx;
  realtype tret = c->t;
  int flag = IDASolve (c->mem, c->T, &tret, c->u, c->up, IDA_NORMAL);
  c->t = tret;
  if (!((flag == IDA_SUCCESS || flag == IDA_TSTOP_RETURN) && tret == c->T))
    {
      if (flag >= 0)
        snprintf (c->msg, sizeof c->msg, "IDASolve returned %d at t = %.17g", flag, tret);
      return 1;
    }
  return 0;
}

void
ida_sleds_result (const ida_sleds *c, double *q, double *v, double *psi, bench_counts *k)
{
  const double *u = N_VGetArrayPointer (c->u);
  for (size_t j = 0; j < 3 * c->N; j++)
    {
      q[j] = u[at (j, 0)];
      v[j] = u[at (j, 3)];
    }
  for (size_t i = 0; i < c->N; i++)
    psi[i] = u[W * i + 9];
  long x;
  memset (k, 0, sizeof *k);
  IDAGetNumSteps (c->mem, &x);
  k->steps = x;
  long etf = 0, ncf = 0;
  IDAGetNumErrTestFails (c->mem, &etf);
  IDAGetNumNonlinSolvConvFails (c->mem, &ncf);
  k->rejected = etf + ncf;
  IDAGetNumNonlinSolvIters (c->mem, &x);
  k->newton_iters = x;
  IDAGetNumResEvals (c->mem, &x);
  k->residual_evals = x;
  IDAGetNumJacEvals (c->mem, &x);
  k->jacobian_evals = x;
  IDAGetNumLinSolvSetups (c->mem, &x);
  k->factorizations = x;
}

const char *
ida_sleds_message (const ida_sleds *c)
{
  return c->msg;
}
