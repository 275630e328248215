/* bench_ida.c -- one integration by SUNDIALS IDA (variable-order,
   variable-step BDF, orders 1-5) of a galpha problem in residual form
   F(t, u, u') = 0, for the benchmarks.  SUNDIALS 6 API (SUNContext), serial
   N_Vector, dense SUNMatrix and dense direct linear solver, the Jacobian
   dF/du + cj dF/du' from the problem's callbacks.

   Nonholonomic problems (m_g = 0, m_k > 0; rolling-disk): the index-2 DAE
   in the problem's own variables, u = (y, z, psi):
       y' - z = 0,   M(t,y) z' - f(t,y,z,psi) = 0,   k(t,y,z) = 0.
   psi is an index-2 variable: it is excluded from IDA's error test
   (IDASetSuppressAlg with IDASetId, y and z differential), as index-2
   Hessenberg systems require.  Every Jacobian block is analytic: d/dy (M z')
   is mass_dv, f_y, f_z, f_psi from force_jac, k_y, k_z from k_jac.

   Holonomic problems (m_g > 0, m_k = 0; andrews): the index-1 DAE
   u = (q, v, a, lambda):
       q' - v = 0,   v' - a = 0,   M(t,q) a - f(t,q,v,lambda) = 0,
       g_q(t,q) a + g_acc(t,q,v) = 0,
   the acceleration-level constraint, so a and lambda are index-1 algebraic
   variables.  They are excluded from the error test (IDASetId: q, v
   differential; IDASetSuppressAlg), as IDA's documentation recommends for
   algebraic components whose errors need no control: a and lambda are
   functions of (t, q, v) solved to the Newton tolerance at every step, and
   their local errors follow from q's and v's (issue 27: keeping them in
   the test cost about three times the steps at equal error in q; the form
   with them in the test is not kept).  Why this form and not the index-3
   one: IDA's BDF needs index <= 2 for its error test and Newton, and the
   index-1 form is the one the measurements used (as the Test Set's
   index-1 Andrews); why not index 2 (G v = 0 with lambda of index 2): a and
   lambda come out of every step consistent at the acceleration level.  The
   price: q drifts off g(t,q) = 0 and v off g_t + g_q v = 0 (the index
   reduction is not stabilized); the result rows report |g| and |g_t + g_q v|
   at T.  Jacobian blocks: d/dq (M a) = mass_dv, f_q, f_v, f_lambda from
   force_jac, g_q from g_jac; d/dq (g_q a) = G_q(t,q,a) - G_q(t,q,0) and
   d/dv g_acc = 2 G_q(t,q,v) from gv_jac (G = g_t + g_q v, G_q = g_tq +
   g_qq v; g_acc = g_tt + 2 g_tq v + g_qq(v,v)).  One block has no
   analytic source: d/dq g_acc needs third derivatives of g, which the
   generated problem code does not have; it is formed by central
   differences of the problem's g_acc, column by column (2n calls of g_acc
   per Jacobian, step eps^(1/3) max(|q_j|, 1), relative error about 1e-10).

   Consistent initial values from the library (gp_state_consistent to
   1e-15): u(t0) and u'(t0) = (z0, a0, 0) resp. (v0, a0, 0, 0), whose
   residual is zero to that tolerance (the derivatives of psi, a and lambda
   do not enter F), so IDACalcIC is not needed.  The integration lands on T
   by IDASetStopTime. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ida/ida.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>
#include <sundials/sundials_context.h>
#include "bench.h"

typedef enum { FORM_NH_INDEX2, FORM_HOLO_INDEX1 } form_kind;

struct bench_ida
{
  const gp_problem *P;
  form_kind form;
  size_t n, mg, mk, N;       /* N: IDA's unknowns */
  double T, tol, t;
  SUNContext sun;
  void *mem;
  N_Vector u, up, id;
  SUNMatrix A;
  SUNLinearSolver LS;
  int rc;
  char msg[256];
  /* scratch for the residual and the Jacobian */
  double *M, *dMv, *fy, *fz, *flam, *fpsi, *ky, *kz, *kt, *gy, *gt, *Gy, *Gy0,
    *gacc, *gacc1, *qpert, *zero, *f, *F0, *F1, *u1, *up1, *J;
};

static const char *
form_words (form_kind k)
{
  return k == FORM_NH_INDEX2
    ? "SUNDIALS " SUNDIALS_VERSION " IDA, BDF orders 1-5, rtol = atol, dense LU, analytic "
      "Jacobian; index-2 DAE u = (y, z, psi): y' = z, M z' = f(t,y,z,psi), k(t,y,z) = 0; "
      "psi out of the error test (IDASetSuppressAlg)"
    : "SUNDIALS " SUNDIALS_VERSION " IDA, BDF orders 1-5, rtol = atol, dense LU, analytic "
      "Jacobian but for d(g_acc)/dq (central differences: no third derivatives of g); "
      "index-1 DAE u = (q, v, a, lambda): q' = v, v' = a, M a = f(t,q,v,lambda), "
      "g_q a + g_acc = 0; a and lambda out of the error test (IDASetSuppressAlg)";
}

/* F(t, u, u') of the formulation, into F (N) */
static int
residual_of (bench_ida *b, double t, const double *u, const double *up, double *F)
{
  const gp_problem *P = b->P;
  size_t n = b->n, i, j;
  void *par = P->params;
  if (b->form == FORM_NH_INDEX2)
    {
      const double *y = u, *z = u + n, *psi = u + 2 * n, *zp = up + n;
      if (P->mass (t, y, b->M, par) || P->force (t, y, z, psi, psi, b->f, par)
          || P->k (t, y, z, F + 2 * n, par))
        return 1;
      for (i = 0; i < n; i++)
        {
          double Mzp = 0.0;
          for (j = 0; j < n; j++)
            Mzp += b->M[i * n + j] * zp[j];
          F[i] = up[i] - z[i];
          F[n + i] = Mzp - b->f[i];
        }
      return 0;
    }
  size_t mg = b->mg;
  const double *q = u, *v = u + n, *a = u + 2 * n, *lam = u + 3 * n;
  if (P->mass (t, q, b->M, par) || P->force (t, q, v, lam, lam + mg, b->f, par)
      || P->g_jac (t, q, b->gy, b->gt, par) || P->g_acc (t, q, v, b->gacc, par))
    return 1;
  for (i = 0; i < n; i++)
    {
      double Ma = 0.0;
      for (j = 0; j < n; j++)
        Ma += b->M[i * n + j] * a[j];
      F[i] = up[i] - v[i];
      F[n + i] = up[n + i] - a[i];
      F[2 * n + i] = Ma - b->f[i];
    }
  for (i = 0; i < mg; i++)
    {
      double ga = 0.0;
      for (j = 0; j < n; j++)
        ga += b->gy[i * n + j] * a[j];
      F[3 * n + i] = ga + b->gacc[i];
    }
  return 0;
}

static int
all_finite (const double *x, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (!isfinite (x[i]))
      return 0;
  return 1;
}

static int
ida_residual (realtype t, N_Vector u, N_Vector up, N_Vector F, void *data)
{
  bench_ida *b = data;
  double *Fv = N_VGetArrayPointer (F);
  if (residual_of (b, t, N_VGetArrayPointer (u), N_VGetArrayPointer (up), Fv))
    return -1;          /* unrecoverable: a callback failed */
  return all_finite (Fv, b->N) ? 0 : 1;   /* recoverable: IDA cuts the step */
}

/* J (row-major N*N) := dF/du + cj dF/du' at (t, u, u') */
static int
jacobian_of (bench_ida *b, double t, double cj, const double *u, const double *up, double *J)
{
  const gp_problem *P = b->P;
  size_t n = b->n, N = b->N, i, j;
  void *par = P->params;
  memset (J, 0, N * N * sizeof *J);
  for (i = 0; i < n; i++)          /* y' - z  resp.  q' - v */
    {
      J[i * N + i] = cj;
      J[i * N + n + i] = -1.0;
    }
  if (b->form == FORM_NH_INDEX2)
    {
      size_t mk = b->mk;
      const double *y = u, *z = u + n, *psi = u + 2 * n, *zp = up + n;
      if (P->mass (t, y, b->M, par) || P->mass_dv (t, y, zp, b->dMv, par)
          || P->force_jac (t, y, z, psi, psi, b->fy, b->fz, NULL, b->fpsi, par)
          || P->k_jac (t, y, z, b->ky, b->kz, b->kt, par))
        return 1;
      for (i = 0; i < n; i++)          /* M z' - f */
        {
          double *row = J + (n + i) * N;
          for (j = 0; j < n; j++)
            {
              row[j] = b->dMv[i * n + j] - b->fy[i * n + j];
              row[n + j] = cj * b->M[i * n + j] - b->fz[i * n + j];
            }
          for (j = 0; j < mk; j++)
            row[2 * n + j] = -b->fpsi[i * mk + j];
        }
      for (i = 0; i < mk; i++)         /* k(t, y, z) */
        {
          double *row = J + (2 * n + i) * N;
          for (j = 0; j < n; j++)
            {
              row[j] = b->ky[i * n + j];
              row[n + j] = b->kz[i * n + j];
            }
        }
      return 0;
    }
  size_t mg = b->mg;
  const double *q = u, *v = u + n, *a = u + 2 * n, *lam = u + 3 * n;
  for (i = 0; i < n; i++)          /* v' - a */
    {
      J[(n + i) * N + n + i] = cj;
      J[(n + i) * N + 2 * n + i] = -1.0;
    }
  if (P->mass (t, q, b->M, par) || P->mass_dv (t, q, a, b->dMv, par)
      || P->force_jac (t, q, v, lam, lam + mg, b->fy, b->fz, b->flam, NULL, par)
      || P->g_jac (t, q, b->gy, b->gt, par))
    return 1;
  for (i = 0; i < n; i++)          /* M a - f */
    {
      double *row = J + (2 * n + i) * N;
      for (j = 0; j < n; j++)
        {
          row[j] = b->dMv[i * n + j] - b->fy[i * n + j];
          row[n + j] = -b->fz[i * n + j];
          row[2 * n + j] = b->M[i * n + j];
        }
      for (j = 0; j < mg; j++)
        row[3 * n + j] = -b->flam[i * mg + j];
    }
  /* g_q a + g_acc: d/dq (g_q a) = G_q(t,q,a) - G_q(t,q,0) (gv_jac's G_q
     holds g_tq, which g_q a lacks); d/dv g_acc = 2 G_q(t,q,v) */
  if (P->gv_jac (t, q, a, b->Gy, b->gt, par) || P->gv_jac (t, q, b->zero, b->Gy0, b->gt, par))
    return 1;
  for (i = 0; i < mg; i++)
    {
      double *row = J + (3 * n + i) * N;
      for (j = 0; j < n; j++)
        {
          row[j] = b->Gy[i * n + j] - b->Gy0[i * n + j];
          row[2 * n + j] = b->gy[i * n + j];
        }
    }
  if (P->gv_jac (t, q, v, b->Gy, b->gt, par))
    return 1;
  for (i = 0; i < mg; i++)
    for (j = 0; j < n; j++)
      J[(3 * n + i) * N + n + j] = 2.0 * b->Gy[i * n + j];
  /* d/dq g_acc by central differences (no third derivatives of g) */
  memcpy (b->qpert, q, n * sizeof *q);
  for (j = 0; j < n; j++)
    {
      double d = cbrt (DBL_EPSILON) * fmax (fabs (q[j]), 1.0);
      double qp = q[j] + d, qm = q[j] - d;
      b->qpert[j] = qp;
      if (P->g_acc (t, b->qpert, v, b->gacc1, par))
        return 1;
      b->qpert[j] = qm;
      if (P->g_acc (t, b->qpert, v, b->gacc, par))
        return 1;
      b->qpert[j] = q[j];
      for (i = 0; i < mg; i++)
        J[(3 * n + i) * N + j] += (b->gacc1[i] - b->gacc[i]) / (qp - qm);
    }
  return 0;
}

static int
ida_jacobian (realtype t, realtype cj, N_Vector u, N_Vector up, N_Vector r, SUNMatrix A,
              void *data, N_Vector t1, N_Vector t2, N_Vector t3)
{
  (void) r;
  (void) t1;
  (void) t2;
  (void) t3;
  bench_ida *b = data;
  size_t N = b->N;
  double *J = b->J;
  if (jacobian_of (b, t, cj, N_VGetArrayPointer (u), N_VGetArrayPointer (up), J))
    return -1;
  if (!all_finite (J, N * N))
    return 1;
  for (size_t i = 0; i < N; i++)
    for (size_t j = 0; j < N; j++)
      SM_ELEMENT_D (A, (sunindextype) i, (sunindextype) j) = J[i * N + j];
  return 0;
}

void
bench_ida_free (bench_ida *b)
{
  if (!b)
    return;
  if (b->mem)
    IDAFree (&b->mem);
  if (b->LS)
    SUNLinSolFree (b->LS);
  if (b->A)
    SUNMatDestroy (b->A);
  if (b->u)
    N_VDestroy (b->u);
  if (b->up)
    N_VDestroy (b->up);
  if (b->id)
    N_VDestroy (b->id);
  if (b->sun)
    SUNContext_Free (&b->sun);
  free (b->M);
  free (b);
}

/* IDA's error handler: keep the last message for the row's failure report
   instead of printing every one */
static void
ida_error (int code, const char *module, const char *function, char *msg, void *data)
{
  bench_ida *b = data;
  snprintf (b->msg, sizeof b->msg, "%s %s (%d): %s", module, function, code, msg);
}

#define IDA_TRY(call)                                                   \
  do {                                                                  \
    int flag_ = (call);                                                 \
    if (flag_ < 0)                                                      \
      {                                                                 \
        snprintf (why, len, "%s failed: %d (%s)", #call, flag_, b->msg); \
        bench_ida_free (b);                                             \
        return NULL;                                                    \
      }                                                                 \
  } while (0)

bench_ida *
bench_ida_alloc (const gp_problem *P, double tol, double T, char *why, size_t len)
{
  if (!(tol > 0) || !isfinite (tol))
    {
      snprintf (why, len, "IDA: tolerance %g is not a positive number", tol);
      return NULL;
    }
  form_kind form;
  if (P->m_g == 0 && P->m_k > 0 && P->k && P->k_jac)
    form = FORM_NH_INDEX2;
  else if (P->m_g > 0 && P->m_k == 0 && P->g_jac && P->g_acc && P->gv_jac)
    form = FORM_HOLO_INDEX1;
  else
    {
      snprintf (why, len, "IDA: problem %s has neither only nonholonomic nor only holonomic "
                "constraints with their callbacks (g_jac, g_acc, gv_jac resp. k, k_jac)",
                P->name);
      return NULL;
    }
  if (!P->mass_dv || !P->force_jac)
    {
      snprintf (why, len, "IDA: problem %s lacks mass_dv or force_jac", P->name);
      return NULL;
    }
  bench_ida *b = calloc (1, sizeof *b);
  if (!b)
    {
      snprintf (why, len, "out of memory");
      return NULL;
    }
  b->P = P;
  b->form = form;
  b->n = P->n;
  b->mg = P->m_g;
  b->mk = P->m_k;
  b->N = form == FORM_NH_INDEX2 ? 2 * b->n + b->mk : 3 * b->n + b->mg;
  b->T = T;
  b->tol = tol;
  b->rc = -1;
  size_t n = b->n, mg = b->mg, mk = b->mk, N = b->N;
  size_t total = 4 * n * n + n * mg + n * mk + 2 * mk * n + mk + 3 * mg * n + mg
    + 3 * mg + 3 * n + 2 * N + N * N + 2 * N;
  b->M = malloc (total * sizeof (double));
  if (!b->M)
    {
      snprintf (why, len, "out of memory");
      free (b);
      return NULL;
    }
  double *w = b->M + n * n;
  b->dMv = w; w += n * n;
  b->fy = w; w += n * n;
  b->fz = w; w += n * n;
  b->flam = w; w += n * mg;
  b->fpsi = w; w += n * mk;
  b->ky = w; w += mk * n;
  b->kz = w; w += mk * n;
  b->kt = w; w += mk;
  b->gy = w; w += mg * n;
  b->Gy = w; w += mg * n;
  b->Gy0 = w; w += mg * n;
  b->gt = w; w += mg;
  b->gacc = w; w += mg;
  b->gacc1 = w; w += mg;
  b->qpert = w; w += n;
  b->zero = w; w += n;
  b->f = w; w += n;
  b->F1 = w; w += N;
  b->u1 = w; w += N;
  b->F0 = w; w += N;
  b->up1 = w; w += N;
  b->J = w; w += N * N;           /* row-major, before it goes into A */
  memset (b->zero, 0, n * sizeof *b->zero);

  /* the consistent start from the library */
  gp_state *x0 = gp_state_alloc (P, NULL);
  if (!x0)
    {
      snprintf (why, len, "out of memory");
      bench_ida_free (b);
      return NULL;
    }
  int rc = gp_state_consistent (P, x0, 1e-15);
  if (rc != GP_OK)
    {
      snprintf (why, len, "consistent initial values of %s: %s", P->name, gp_strerror (rc));
      gp_state_free (x0);
      bench_ida_free (b);
      return NULL;
    }
  b->t = x0->t;
  if (SUNContext_Create (NULL, &b->sun) != 0)
    {
      snprintf (why, len, "SUNContext_Create failed");
      gp_state_free (x0);
      bench_ida_free (b);
      return NULL;
    }
  b->u = N_VNew_Serial ((sunindextype) N, b->sun);
  b->up = N_VNew_Serial ((sunindextype) N, b->sun);
  b->id = N_VNew_Serial ((sunindextype) N, b->sun);
  b->A = SUNDenseMatrix ((sunindextype) N, (sunindextype) N, b->sun);
  if (!b->u || !b->up || !b->id || !b->A)
    {
      snprintf (why, len, "out of memory");
      gp_state_free (x0);
      bench_ida_free (b);
      return NULL;
    }
  b->LS = SUNLinSol_Dense (b->u, b->A, b->sun);
  double *u = N_VGetArrayPointer (b->u), *up = N_VGetArrayPointer (b->up),
    *id = N_VGetArrayPointer (b->id);
  memset (up, 0, N * sizeof *up);
  if (form == FORM_NH_INDEX2)
    {
      memcpy (u, x0->y, n * sizeof *u);
      memcpy (u + n, x0->z, n * sizeof *u);
      memcpy (u + 2 * n, x0->psi, mk * sizeof *u);
      memcpy (up, x0->z, n * sizeof *up);
      memcpy (up + n, x0->a, n * sizeof *up);
      for (size_t i = 0; i < N; i++)
        id[i] = i < 2 * n ? 1.0 : 0.0;
    }
  else
    {
      memcpy (u, x0->y, n * sizeof *u);
      memcpy (u + n, x0->z, n * sizeof *u);
      memcpy (u + 2 * n, x0->a, n * sizeof *u);
      memcpy (u + 3 * n, x0->lam, mg * sizeof *u);
      memcpy (up, x0->z, n * sizeof *up);
      memcpy (up + n, x0->a, n * sizeof *up);
      for (size_t i = 0; i < N; i++)
        id[i] = i < 2 * n ? 1.0 : 0.0;
    }
  gp_state_free (x0);
  if (!b->LS)
    {
      snprintf (why, len, "SUNLinSol_Dense failed");
      bench_ida_free (b);
      return NULL;
    }
  b->mem = IDACreate (b->sun);
  if (!b->mem)
    {
      snprintf (why, len, "IDACreate failed");
      bench_ida_free (b);
      return NULL;
    }
  IDA_TRY (IDASetErrHandlerFn (b->mem, ida_error, b));
  IDA_TRY (IDAInit (b->mem, ida_residual, b->t, b->u, b->up));
  IDA_TRY (IDASStolerances (b->mem, tol, tol));
  IDA_TRY (IDASetUserData (b->mem, b));
  IDA_TRY (IDASetLinearSolver (b->mem, b->LS, b->A));
  IDA_TRY (IDASetJacFn (b->mem, ida_jacobian));
  IDA_TRY (IDASetMaxOrd (b->mem, 5));
  IDA_TRY (IDASetMaxNumSteps (b->mem, 10000000L));
  IDA_TRY (IDASetStopTime (b->mem, T));
  IDA_TRY (IDASetId (b->mem, b->id));
  IDA_TRY (IDASetSuppressAlg (b->mem, SUNTRUE));   /* psi; a and lambda */
  /* the start's residual: consistent to the Newton tolerance, so no IDACalcIC */
  if (residual_of (b, b->t, u, up, b->F0))
    {
      snprintf (why, len, "the residual at the start failed");
      bench_ida_free (b);
      return NULL;
    }
  double r0 = 0.0;
  for (size_t i = 0; i < N; i++)
    r0 = fmax (r0, fabs (b->F0[i]) / (1.0 + fabs (u[i])));
  if (!(r0 <= 1e-10))
    {
      snprintf (why, len, "IDA: the start is not consistent: max |F_i| / (1 + |u_i|) = %g", r0);
      bench_ida_free (b);
      return NULL;
    }
  return b;
}

int
bench_ida_integrate (void *ctx)
{
  bench_ida *b = ctx;
  realtype tret = b->t;
  int flag = IDASolve (b->mem, b->T, &tret, b->u, b->up, IDA_NORMAL);
  b->t = tret;
  b->rc = (flag == IDA_SUCCESS || flag == IDA_TSTOP_RETURN) && tret == b->T ? 0 : 1;
  if (b->rc && flag >= 0)
    snprintf (b->msg, sizeof b->msg, "IDASolve returned %d at t = %.17g, not at T = %.17g",
              flag, tret, b->T);
  return b->rc;
}

int
bench_ida_state (const bench_ida *b, gp_state *x)
{
  size_t n = b->n;
  const double *u = N_VGetArrayPointer (b->u), *up = N_VGetArrayPointer (b->up);
  x->t = b->t;
  memcpy (x->y, u, n * sizeof *u);
  memcpy (x->z, u + n, n * sizeof *u);
  if (b->form == FORM_NH_INDEX2)
    {
      memcpy (x->a, up + n, n * sizeof *u);
      memcpy (x->psi, u + 2 * n, b->mk * sizeof *u);
    }
  else
    {
      memcpy (x->a, u + 2 * n, n * sizeof *u);
      memcpy (x->lam, u + 3 * n, b->mg * sizeof *u);
    }
  return 0;
}

void
bench_ida_counts (const bench_ida *b, bench_counts *c)
{
  long netf = 0, ncfn = 0, nre = 0, nreLS = 0;
  IDAGetNumSteps (b->mem, &c->steps);
  IDAGetNumErrTestFails (b->mem, &netf);
  IDAGetNumNonlinSolvConvFails (b->mem, &ncfn);
  IDAGetNumNonlinSolvIters (b->mem, &c->newton_iters);
  IDAGetNumResEvals (b->mem, &nre);
  IDAGetNumLinResEvals (b->mem, &nreLS);   /* 0 with the analytic Jacobian */
  IDAGetNumJacEvals (b->mem, &c->jacobian_evals);
  IDAGetNumLinSolvSetups (b->mem, &c->factorizations);
  c->rejected = netf + ncfn;
  c->residual_evals = nre + nreLS;
}

const char *
bench_ida_message (const bench_ida *b)
{
  return b->msg;
}

const char *
bench_ida_formulation (const bench_ida *b)
{
  return form_words (b->form);
}

int
bench_ida_check_jacobian (bench_ida *b, double *dev)
{
  size_t N = b->N;
  realtype cj = 0.0;
  if (IDAGetCurrentCj (b->mem, &cj) != IDA_SUCCESS)
    return 1;
  const double *u = N_VGetArrayPointer (b->u), *up = N_VGetArrayPointer (b->up);
  double *J = b->J;
  if (jacobian_of (b, b->t, cj, u, up, J))
    return 1;
  *dev = 0.0;
  for (size_t j = 0; j < N; j++)
    {
      double d = cbrt (DBL_EPSILON) * fmax (fabs (u[j]), 1.0);
      memcpy (b->u1, u, N * sizeof *u);
      memcpy (b->up1, up, N * sizeof *up);
      b->u1[j] = u[j] + d;
      b->up1[j] = up[j] + cj * d;
      if (residual_of (b, b->t, b->u1, b->up1, b->F1))
        return 1;
      b->u1[j] = u[j] - d;
      b->up1[j] = up[j] - cj * d;
      if (residual_of (b, b->t, b->u1, b->up1, b->F0))
        return 1;
      for (size_t i = 0; i < N; i++)
        {
          double fd = (b->F1[i] - b->F0[i]) / (2.0 * d);
          *dev = fmax (*dev, fabs (fd - J[i * N + j]) / (1.0 + fabs (J[i * N + j])));
        }
    }
  return 0;
}
