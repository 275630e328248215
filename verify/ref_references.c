/* ref_references.c -- the committed reference solutions of problems without
 * an exact solution (problems/references.c, ref/data/<cname>-t<T>-*.dat;
 * theory/ref-references.md), each computed two independent ways.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "galpha.h"
#include "problems.h"
#include "claims.h"
#include "tap.h"
#include "vcommon.h"

#define MAXV 256

/* The single data row of a reference file (after the header line). */
static int
read_row (const char *path, double *v, size_t nv)
{
  FILE *f = fopen (path, "r");
  if (!f)
    return -1;
  char line[16384];
  int row = -1;
  while (fgets (line, sizeof line, f))
    {
      if (line[0] == '#' || line[0] == 't')
        continue;
      char *p = line, *end;
      strtod (p, &end);               /* t */
      p = end;
      row = 0;
      for (size_t j = 0; j < nv; j++)
        {
          v[j] = strtod (p, &end);
          if (end == p || !isfinite (v[j]))
            row = -2;
          p = end;
        }
      break;
    }
  fclose (f);
  return row;
}

/* max over the blocks y, z, a, lambda, psi of |u - v|_inf / |v|_inf */
static double
block_rel (const gp_problem *P, const double *u, const double *v)
{
  size_t n = P->n, len[5] = { n, n, n, P->m_g, P->m_k }, off = 0;
  double worst = 0;
  for (int b = 0; b < 5; b++)
    {
      double d = 0, s = 0;
      for (size_t i = off; i < off + len[b]; i++)
        {
          d = fmax (d, fabs (u[i] - v[i]));
          s = fmax (s, fabs (v[i]));
        }
      if (len[b])
        worst = fmax (worst, d / (s > 0 ? s : 1));
      off += len[b];
    }
  return worst;
}

static void
cname_of (const char *name, char *out, size_t len)
{
  snprintf (out, len, "%s", name);
  for (char *c = out; *c; c++)
    if (*c == '-')
      *c = '_';
}

static int rerun, have_octave;
static const char *O, *octave;
static char cwd[512];

static void
setup (int mutant)
{
  (void) mutant;
  O = getenv ("O");
  O = O && *O ? O : "build";
  octave = getenv ("OCTAVE");
  octave = octave && *octave ? octave : "octave-cli";
  char cmd[4096];
  snprintf (cmd, sizeof cmd, "command -v %s >/dev/null 2>&1", octave);
  have_octave = system (cmd) == 0;
  if (!getcwd (cwd, sizeof cwd))
    tap_bail ("getcwd failed");
}

/* the current reference: its problem, values and C names */
static const gp_reference *R;
static const gp_problem *P;
static size_t nv;
static char cn[128];
static double v[MAXV], w[MAXV];
static gp_state *x;

static const char *
item (int i)
{
  static char name[160];
  const gp_reference *const *rp = gp_references ();
  for (int k = 0; k <= i; k++)
    if (!rp[k])
      return NULL;
  R = rp[i];
  /* the papers' runs: every claim of the item is about this problem */
  if (!vc_variant ())
    vc_on_names (R->problem, "%s", "");
  snprintf (name, sizeof name, "%s t=%g", R->problem, R->t);
  return name;
}

/* C1: problems/references.c holds the values of the rk8pd data file */
static void
m_values (void)
{
  P = gp_problem_by_name (R->problem);
  if (!P)
    tap_bail ("reference names unknown problem %s", R->problem);
  nv = 3 * P->n + P->m_g + P->m_k;
  if (nv != R->nvalues || nv > MAXV)
    tap_bail ("reference of %s has %zu values, want %zu", R->problem, R->nvalues, nv);
  cname_of (R->problem, cn, sizeof cn);
  char path[1024];
  snprintf (path, sizeof path, "ref/data/%s-t%g-rk8pd.dat", cn, R->t);
  int ok1 = read_row (path, v, nv) == 0 && memcmp (v, R->values, nv * sizeof (double)) == 0;
  vc_report ("C1", ok1, " %s", path);
}

/* C2: GSL rk8pd rerun at the recorded tolerance */
static void
m_rk8pd (void)
{
  double tol = 0;
  const char *k = strstr (R->how, "eps_rel = ");
  if (k)
    tol = strtod (k + 10, NULL);
  x = gp_state_alloc (P, NULL);
  long nsteps;
  int rc = tol > 0 ? gp_reference_solve (P, R->t, tol, x, &nsteps) : GP_EINVAL;
  double d2 = rc == GP_OK ? block_rel (P, x->y, R->values) : (double) INFINITY;
  vc_report ("C2", d2, " %g reproduces the committed values", tol);
}

/* C3: the rk8pd and the ode45 references */
static void
m_ode45 (void)
{
  char path[1024];
  snprintf (path, sizeof path, "ref/data/%s-t%g-ode45.dat", cn, R->t);
  double d3 = read_row (path, w, nv) == 0 ? block_rel (P, w, R->values) : (double) INFINITY;
  vc_report ("C3", d3, "%s", "");
}

/* C4: the constraints at T */
static void
m_residuals (void)
{
  double res_p, res_v, res_a;
  x->t = R->t;
  memcpy (x->y, R->values, nv * sizeof (double));
  gp_state_residuals (P, x, &res_p, &res_v, &res_a);
  tap_diag ("%s t=%g residuals: position %.3g velocity %.3g acceleration %.3g", R->problem,
            R->t, res_p, res_v, res_a);
  vc_report ("C4", fmax (res_p, fmax (res_v, res_a)), "%s", "");
}

/* C5: (--rerun-octave) ref_reference.m reproduces the committed ode45 file */
static void
m_rerun (void)
{
  if (!rerun)
    vc_report_skip ("C5", "not requested (--rerun-octave)", "%s", "");
  else if (!have_octave)
    vc_report_skip ("C5", "Octave not installed", "%s", "");
  else
    {
      char out[1024], cmd[4096];
      if (O[0] == '/')
        snprintf (out, sizeof out, "%s/ref/%s-t%g-ode45.dat", O, cn, R->t);
      else
        snprintf (out, sizeof out, "%s/%s/ref/%s-t%g-ode45.dat", cwd, O, cn, R->t);
      snprintf (cmd, sizeof cmd, "mkdir -p '%s/%s/ref' && cd ref && %s --no-gui --quiet "
                "--eval \"ref_reference('%s', %.17g, '%s', 1e-12)\" >/dev/null 2>&1",
                O[0] == '/' ? "" : cwd, O, octave, cn, R->t, out);
      int src = system (cmd);
      double d5 = src == 0 && read_row (out, v, nv) == 0 ? block_rel (P, v, w) : (double) INFINITY;
      vc_report ("C5", d5, " reproduces the committed ode45 reference");
    }
  gp_state_free (x);
  x = NULL;
}

/* C6: andrews at t = 0.03 against the Test Set for IVP Solvers, andrews.f
   (catalogue T7) */
static void
m_testset (void)
{
  static const double testset_q[7] = {
    15.81077119629904, -15.75637105984298, 0.4082224013073101e-1, -0.5347301163226948,
    0.5244099658805304, 0.5347301163226948, 1.048080741042263 };
  const gp_reference *A = gp_reference_at ("andrews", 0.03);
  double worst = (double) INFINITY;
  if (A)
    {
      worst = 0;
      for (int i = 0; i < 7; i++)
        {
          double r = fabs (A->values[i] - testset_q[i]) / fabs (testset_q[i]);
          tap_diag ("andrews angle %d: ours %.16g, Test Set %.16g, relative %.2e", i + 1,
                    A->values[i], testset_q[i], r);
          worst = fmax (worst, r);
        }
    }
  vc_report ("C6", worst, "%s", "");
}

#define REFS { "the committed references, checked against themselves", "nothing run" }
static const vc_claim claims[] = {
  { .id = "C1", .skip = REFS, .measure = m_values, .check = VC_TRUE,
    .text = "problems/references.c equals" },
  { .id = "C2", .skip = REFS, .measure = m_rk8pd, .check = VC_LE, .target = 1e-12,
    .text = "rk8pd rerun at tol" },
  { .id = "C3", .skip = REFS, .measure = m_ode45, .check = VC_LE, .target = 1e-9,
    .text = "rk8pd and Octave ode45 agree (blockwise relative max-norm)" },
  { .id = "C4", .skip = REFS, .measure = m_residuals, .check = VC_LE, .target = 1e-10,
    .text = "reference satisfies the position, velocity and acceleration levels" },
  { .id = "C5", .skip = REFS, .measure = m_rerun, .check = VC_LE, .target = 1e-12,
    .text = "Octave rerun" },
  { .id = "C6", .skip = REFS, .measure = m_testset, .check = VC_LE, .target = 1e-8, .once = 1,
    .text = "andrews t=0.03 angles against the published Test Set reference (relative)" },
};

int
main (int argc, char **argv)
{
  static const vc_program prog = {
    .id = "REF-REFERENCES", .problem = "C6: andrews", .claims = claims,
    .nclaims = (int) (sizeof claims / sizeof claims[0]), .newton = 1, .setup = setup,
    .flag = "--rerun-octave", .flag_given = &rerun, .item = item,
  };
  return vc_run (argc, argv, &prog);
}
