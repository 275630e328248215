/* ida_chain.c -- SUNDIALS IDA with its band linear solver on the chain of
   N bodies (problems/chain.h), for the scaling table of bench_chain
   (issue 27 item 6).  Kept apart from bench_ida.c (the dense IDA of the
   registry's problems).

   The form: the index-1 DAE in u = (q, v, a, lambda), as bench_ida.c's for
   andrews, because IDA's BDF needs index <= 2:
       q' - v = 0,   v' - a = 0,   M a - f(q, lambda) = 0,
       g_q a + g_acc(q, v) = 0        (g_acc = |v_j - v_{j-1}|^2),
   a and lambda algebraic (IDASetId), every component in the error test (as
   for andrews).  The unknowns interleaved body by body, (x_i, y_i, vx_i,
   vy_i, ax_i, ay_i, lambda_i) = u[7 i .. 7 i + 6], so the Jacobian is a
   band: lower half-width 13 (link i's row reaches body i-1's q), upper 9
   (body i's equilibrium reaches lambda_{i+1}).  The Jacobian dF/du + cj
   dF/du' is analytic (the chain's formulas below), written into IDA's band
   matrix; the band LU is SUNDIALS' (SUNLinSol_Band).  The start is the
   chain's own consistent one (a tridiagonal solve), so no IDACalcIC. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ida/ida.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_band.h>
#include <sunmatrix/sunmatrix_band.h>
#include <sundials/sundials_context.h>
#include "ida_chain.h"

#define W 7          /* unknowns per body */
#define ML 13
#define MU 9

struct ida_chain
{
  const gp_problem *P;
  size_t N;          /* bodies */
  double mass, T, t;
  SUNContext sun;
  void *mem;
  N_Vector u, up, id;
  SUNMatrix A;
  SUNLinearSolver LS;
  double *q, *v, *a, *lam, *f, *gacc;   /* unpacked (n, n, n, N, n, N) */
  char msg[256];
};

static void
unpack (ida_chain *c, const double *u)
{
  for (size_t i = 0; i < c->N; i++)
    for (int k = 0; k < 2; k++)
      {
        c->q[2 * i + k] = u[W * i + k];
        c->v[2 * i + k] = u[W * i + 2 + k];
        c->a[2 * i + k] = u[W * i + 4 + k];
      }
  for (size_t i = 0; i < c->N; i++)
    c->lam[i] = u[W * i + 6];
}

/* link j: body j minus body j-1 (the pivot for j = 0) */
static double
dlink (const double *x, size_t j, int k)
{
  return j ? x[2 * j + k] - x[2 * (j - 1) + k] : x[k];
}

static int
residual (realtype t, N_Vector uv, N_Vector upv, N_Vector Fv, void *data)
{
  ida_chain *c = data;
  const gp_problem *P = c->P;
  const double *u = N_VGetArrayPointer (uv), *up = N_VGetArrayPointer (upv);
  double *F = N_VGetArrayPointer (Fv);
  unpack (c, u);
  if (P->force (t, c->q, c->v, c->lam, NULL, c->f, P->params)
      || P->g_acc (t, c->q, c->v, c->gacc, P->params))
    return -1;
  for (size_t i = 0; i < c->N; i++)
    {
      for (int k = 0; k < 2; k++)
        {
          F[W * i + k] = up[W * i + k] - u[W * i + 2 + k];
          F[W * i + 2 + k] = up[W * i + 2 + k] - u[W * i + 4 + k];
          F[W * i + 4 + k] = c->mass * c->a[2 * i + k] - c->f[2 * i + k];
        }
      double ga = 0.0;
      for (int k = 0; k < 2; k++)
        ga += dlink (c->q, i, k) * dlink (c->a, i, k);
      F[W * i + 6] = ga + c->gacc[i];
    }
  for (size_t i = 0; i < W * c->N; i++)
    if (!isfinite (F[i]))
      return 1;
  return 0;
}

static int
jacobian (realtype t, realtype cj, N_Vector uv, N_Vector upv, N_Vector r, SUNMatrix A,
          void *data, N_Vector t1, N_Vector t2, N_Vector t3)
{
  (void) t;
  (void) upv;
  (void) r;
  (void) t1;
  (void) t2;
  (void) t3;
  ida_chain *c = data;
  size_t N = c->N;
  unpack (c, N_VGetArrayPointer (uv));
  SUNMatZero (A);
#define J(i, j, v) SM_ELEMENT_B (A, (sunindextype) (i), (sunindextype) (j)) += (v)
  for (size_t i = 0; i < N; i++)
    {
      size_t b = W * i;
      double li = c->lam[i], ln = i + 1 < N ? c->lam[i + 1] : 0.0;
      for (int k = 0; k < 2; k++)
        {
          J (b + k, b + k, cj);
          J (b + k, b + 2 + k, -1.0);
          J (b + 2 + k, b + 2 + k, cj);
          J (b + 2 + k, b + 4 + k, -1.0);
          /* M a - f: f = (0, -m grav) - lambda_i d_i + lambda_{i+1} d_{i+1} */
          size_t r4 = b + 4 + k;
          J (r4, b + 4 + k, c->mass);
          J (r4, b + k, li + ln);
          if (i > 0)
            J (r4, b - W + k, -li);
          if (i + 1 < N)
            {
              J (r4, b + W + k, -ln);
              J (r4, b + W + 6, -dlink (c->q, i + 1, k));
            }
          J (r4, b + 6, dlink (c->q, i, k));
          /* g_q a + g_acc of link i: d_i . (a_i - a_{i-1}) + |v_i - v_{i-1}|^2 */
          size_t r6 = b + 6;
          double da = dlink (c->a, i, k), dq = dlink (c->q, i, k), dv = dlink (c->v, i, k);
          J (r6, b + k, da);
          J (r6, b + 4 + k, dq);
          J (r6, b + 2 + k, 2.0 * dv);
          if (i > 0)
            {
              J (r6, b - W + k, -da);
              J (r6, b - W + 4 + k, -dq);
              J (r6, b - W + 2 + k, -2.0 * dv);
            }
        }
    }
#undef J
  return 0;
}

static void
on_error (int code, const char *module, const char *function, char *msg, void *data)
{
  ida_chain *c = data;
  snprintf (c->msg, sizeof c->msg, "%s %s (%d): %s", module, function, code, msg);
}

void
ida_chain_free (ida_chain *c)
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

ida_chain *
ida_chain_alloc (const gp_problem *P, double mass, double tol, double T, char *why,
                 size_t len)
{
  ida_chain *c = calloc (1, sizeof *c);
  if (!c)
    {
      snprintf (why, len, "out of memory");
      return NULL;
    }
  size_t N = P->m_g, n = P->n, NU = W * N;
  c->P = P;
  c->N = N;
  c->mass = mass;
  c->T = T;
  c->t = P->t0;
  c->q = malloc ((4 * n + 2 * N) * sizeof (double));
  if (!c->q || SUNContext_Create (NULL, &c->sun) != 0)
    {
      snprintf (why, len, "out of memory");
      ida_chain_free (c);
      return NULL;
    }
  c->v = c->q + n;
  c->a = c->v + n;
  c->f = c->a + n;
  c->lam = c->f + n;
  c->gacc = c->lam + N;
  c->u = N_VNew_Serial ((sunindextype) NU, c->sun);
  c->up = N_VNew_Serial ((sunindextype) NU, c->sun);
  c->id = N_VNew_Serial ((sunindextype) NU, c->sun);
  c->A = SUNBandMatrix ((sunindextype) NU, MU, ML, c->sun);
  if (!c->u || !c->up || !c->id || !c->A
      || !(c->LS = SUNLinSol_Band (c->u, c->A, c->sun)) || !(c->mem = IDACreate (c->sun)))
    {
      snprintf (why, len, "IDA: allocation failed");
      ida_chain_free (c);
      return NULL;
    }
  double *u = N_VGetArrayPointer (c->u), *up = N_VGetArrayPointer (c->up),
    *id = N_VGetArrayPointer (c->id);
  for (size_t i = 0; i < N; i++)
    {
      for (int k = 0; k < 2; k++)
        {
          u[W * i + k] = P->y0[2 * i + k];
          u[W * i + 2 + k] = P->z0[2 * i + k];
          u[W * i + 4 + k] = P->a_start[2 * i + k];
          up[W * i + k] = P->z0[2 * i + k];
          up[W * i + 2 + k] = P->a_start[2 * i + k];
          up[W * i + 4 + k] = 0.0;
          id[W * i + k] = id[W * i + 2 + k] = 1.0;
          id[W * i + 4 + k] = 0.0;
        }
      u[W * i + 6] = P->lam_start[i];
      up[W * i + 6] = 0.0;
      id[W * i + 6] = 0.0;
    }
  if (IDASetErrHandlerFn (c->mem, on_error, c) < 0
      || IDAInit (c->mem, residual, c->t, c->u, c->up) < 0
      || IDASStolerances (c->mem, tol, tol) < 0 || IDASetUserData (c->mem, c) < 0
      || IDASetLinearSolver (c->mem, c->LS, c->A) < 0 || IDASetJacFn (c->mem, jacobian) < 0
      || IDASetMaxNumSteps (c->mem, 10000000L) < 0 || IDASetStopTime (c->mem, T) < 0
      || IDASetId (c->mem, c->id) < 0)
    {
      snprintf (why, len, "IDA: setup failed (%s)", c->msg);
      ida_chain_free (c);
      return NULL;
    }
  return c;
}

int
ida_chain_integrate (void *ctx)
{
  ida_chain *c = ctx;
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
ida_chain_result (const ida_chain *c, double *q, double *lam, bench_counts *k)
{
  const double *u = N_VGetArrayPointer (c->u);
  for (size_t i = 0; i < c->N; i++)
    {
      q[2 * i] = u[W * i];
      q[2 * i + 1] = u[W * i + 1];
      lam[i] = u[W * i + 6];
    }
  long v;
  memset (k, 0, sizeof *k);
  IDAGetNumSteps (c->mem, &v);
  k->steps = v;
  long etf = 0, ncf = 0;
  IDAGetNumErrTestFails (c->mem, &etf);
  IDAGetNumNonlinSolvConvFails (c->mem, &ncf);
  k->rejected = etf + ncf;
  IDAGetNumNonlinSolvIters (c->mem, &v);
  k->newton_iters = v;
  IDAGetNumResEvals (c->mem, &v);
  k->residual_evals = v;
  IDAGetNumJacEvals (c->mem, &v);
  k->jacobian_evals = v;
  IDAGetNumLinSolvSetups (c->mem, &v);
  k->factorizations = v;
}

const char *
ida_chain_message (const ida_chain *c)
{
  return c->msg;
}
