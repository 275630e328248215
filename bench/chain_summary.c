/* chain_summary.c -- bench_summary --chain FILE: the scaling table of the
   chain of N bodies (bench/run.sh's chain.dat, rows of bench_chain plus
   the callgrind count) and the acceptance lines of issue 27 for it:
     acceptance chain ga-i3 exponent N=10..1000: E <= 1.2: PASS|FAIL
       (the least-squares slope of log(instructions per step) against
       log N over the rule's rows with 10 <= N <= 1000; FAIL without the
       rows at 10 and 1000)
     acceptance chain ga-i3 / IDA band at N=100: R <= 2: PASS|FAIL
     acceptance chain sparse = dense: D <= 1e-12: PASS|FAIL
       (max over the N with both rows of |x_N|, |y_N|, |lambda_1|'s
       difference over 1 + |dense value|: the two paths solve the same
       equations, their difference is the rounding of two factorizations
       in different orders, below 1e-12 of these sizes; FAIL without a
       pair of rows)
   and, for the train of N Chaplygin sleds (the rows of solver ga-nh, and
   IDA's rows of 10 unknowns per body: bench_chain --problem sled-chain),
   its own table and lines
     acceptance sled-chain ga-nh exponent N=10..1000: E <= 1.2: PASS|FAIL
     acceptance sled-chain ga-nh / IDA band at N=100: R <= 2: PASS|FAIL
     acceptance sled-chain sparse = dense: D <= 1e-12: PASS|FAIL
       (x_N, y_N and psi_1; FAIL without the rows, as above) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "chain_summary.h"

#define MAXROWS 64
typedef struct
{
  char solver[16], path[16];
  double N, unknowns, steps, instr, x, y, lam, g;
} chain_row;

static const chain_row *
find (const chain_row *r, int n, const char *solver, const char *path, double N)
{
  for (int i = 0; i < n; i++)
    if (!strcmp (r[i].solver, solver) && r[i].N == N && (!path || !strcmp (r[i].path, path)))
      return &r[i];
  return NULL;
}

static double
per_step (const chain_row *r)
{
  return r ? r->instr / r->steps : (double) NAN;
}

/* the rule's row of a galpha solver (path band or dense), not a forced
   one (path forced-dense, bench_chain --path dense) */
static const chain_row *
solver_rule_row (const chain_row *r, int n, const char *solver, double N)
{
  for (int i = 0; i < n; i++)
    if (!strcmp (r[i].solver, solver) && r[i].N == N && strcmp (r[i].path, "forced-dense"))
      return &r[i];
  return NULL;
}

static const chain_row *
rule_row (const chain_row *r, int n, double N)
{
  return solver_rule_row (r, n, "ga-i3", N);
}

/* IDA's row of the chain (7 unknowns per body) or of the sled chain (10) */
static const chain_row *
ida_row (const chain_row *r, int n, double N, double per_body)
{
  for (int i = 0; i < n; i++)
    if (!strcmp (r[i].solver, "ida") && r[i].N == N && r[i].unknowns == per_body * N)
      return &r[i];
  return NULL;
}

/* the least-squares slope of log(instructions per step) against log N
   over the rows with 10 <= N <= 1000 (NaN for fewer than two) */
static double
exponent (const chain_row *const *rows, const double *Ns, int nN)
{
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  int m = 0;
  for (int k = 0; k < nN; k++)
    if (rows[k] && Ns[k] >= 10 && Ns[k] <= 1000)
      {
        double lx = log (Ns[k]), ly = log (per_step (rows[k]));
        sx += lx;
        sy += ly;
        sxx += lx * lx;
        sxy += lx * ly;
        m++;
      }
  return m >= 2 ? (m * sxy - sx * sy) / (m * sxx - sx * sx) : (double) NAN;
}

/* the sled chain's table and acceptance lines: the ga-nh and IDA rows at
   the sizes Ns (sorted), the exponents over N = 10 .. 1000, the ratio to
   IDA at N = 100 and the rule's path against the dense LU */
static void
summarize_sleds (const chain_row *r, int n, const double *Ns, int nN)
{
  printf ("sled chain of N Chaplygin sleds (bench_chain --problem sled-chain, ga-nh):\n");
  printf ("%6s %16s %16s %12s %16s %8s %10s\n", "N", "ga-nh rule", "ga-nh dense LU",
          "dense/rule", "IDA band", "IDA steps", "ga-nh/IDA");
  const chain_row *gs[MAXROWS] = { NULL }, *is[MAXROWS] = { NULL };
  double dmax = -1.0;
  int have10 = 0, have1000 = 0;
  for (int k = 0; k < nN; k++)
    {
      const chain_row *g = solver_rule_row (r, n, "ga-nh", Ns[k]);
      const chain_row *d = find (r, n, "ga-nh", "forced-dense", Ns[k]);
      const chain_row *ida = ida_row (r, n, Ns[k], 10);
      if (!d && g && !strcmp (g->path, "dense"))
        d = g;
      gs[k] = g;
      is[k] = ida;
      if (!g && !d && !ida)
        continue;
      char gb[32] = "-", db[32] = "-", rb[32] = "-", ib[32] = "-", sb[32] = "-", qb[32] = "-";
      if (g)
        snprintf (gb, sizeof gb, "%.0f (%s)", per_step (g), g->path);
      if (d)
        snprintf (db, sizeof db, "%.0f", per_step (d));
      if (g && d)
        snprintf (rb, sizeof rb, "%.3g", per_step (d) / per_step (g));
      if (ida)
        {
          snprintf (ib, sizeof ib, "%.0f", per_step (ida));
          snprintf (sb, sizeof sb, "%.0f", ida->steps);
        }
      if (g && ida)
        snprintf (qb, sizeof qb, "%.3g", per_step (g) / per_step (ida));
      printf ("%6.0f %16s %16s %12s %16s %8s %10s\n", Ns[k], gb, db, rb, ib, sb, qb);
      if (g && d && g != d)
        {
          double v[3][2] = { { g->x, d->x }, { g->y, d->y }, { g->lam, d->lam } };
          for (int q = 0; q < 3; q++)
            dmax = fmax (dmax, fabs (v[q][0] - v[q][1]) / (1.0 + fabs (v[q][1])));
        }
      have10 |= g && Ns[k] == 10;
      have1000 |= g && Ns[k] == 1000;
    }
  double E = exponent (gs, Ns, nN), EI = exponent (is, Ns, nN);
  printf ("instructions per step ~ N^E over N = 10..1000: ga-nh (rule) E = %.3f, IDA band "
          "E = %.3f\n", E, EI);
  printf ("acceptance sled-chain ga-nh exponent N=10..1000: %.3f <= 1.2: %s\n", E,
          have10 && have1000 && E <= 1.2 ? "PASS" : "FAIL");
  const chain_row *g100 = solver_rule_row (r, n, "ga-nh", 100), *i100 = ida_row (r, n, 100, 10);
  double R = g100 && i100 ? per_step (g100) / per_step (i100) : (double) NAN;
  printf ("acceptance sled-chain ga-nh / IDA band at N=100: %.3g <= 2: %s\n", R,
          R <= 2.0 ? "PASS" : "FAIL");
  printf ("acceptance sled-chain sparse = dense: max relative difference of x_N, y_N, psi_1 "
          "%.3g <= 1e-12: %s\n", dmax, dmax >= 0.0 && dmax <= 1e-12 ? "PASS" : "FAIL");
}

int
summarize_chain (const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    {
      fprintf (stderr, "bench_summary: cannot read %s\n", path);
      return 1;
    }
  chain_row r[MAXROWS];
  int n = 0;
  char line[1024];
  printf ("chain of N bodies (bench_chain, %s):\n", path);
  while (fgets (line, sizeof line, f))
    {
      if (line[0] == '#')
        {
          printf ("%s", line);
          continue;
        }
      chain_row c;
      double it, fac, kw;
      if (n < MAXROWS
          && sscanf (line, "%15s %15s %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf %lf", c.solver,
                     c.path, &c.N, &c.unknowns, &c.steps, &it, &fac, &kw, &c.x, &c.y, &c.lam,
                     &c.g, &c.instr) == 13)
        r[n++] = c;
    }
  fclose (f);
  printf ("%6s %16s %16s %16s %8s %10s\n", "N", "ga-i3 rule", "ga-i3 dense LU", "IDA band",
          "IDA steps", "ga-i3/IDA");
  double Ns[MAXROWS];
  int nN = 0;
  for (int i = 0; i < n; i++)
    {
      int seen = 0;
      for (int j = 0; j < nN; j++)
        seen |= Ns[j] == r[i].N;
      if (!seen)
        Ns[nN++] = r[i].N;
    }
  for (int i = 1; i < nN; i++)
    for (int j = i; j > 0 && Ns[j - 1] > Ns[j]; j--)
      {
        double t = Ns[j];
        Ns[j] = Ns[j - 1];
        Ns[j - 1] = t;
      }
  double sx = 0, sy = 0, sxx = 0, sxy = 0, dmax = -1.0;
  int m = 0, have10 = 0, have1000 = 0;
  for (int k = 0; k < nN; k++)
    {
      const chain_row *g = rule_row (r, n, Ns[k]);
      const chain_row *d = find (r, n, "ga-i3", "forced-dense", Ns[k]);
      if (!d && g && !strcmp (g->path, "dense"))
        d = g;
      const chain_row *ida = ida_row (r, n, Ns[k], 7);
      char gb[32] = "-", db[32] = "-", ib[32] = "-", sb[32] = "-", rb[32] = "-";
      if (g)
        snprintf (gb, sizeof gb, "%.0f (%s)", per_step (g), g->path);
      if (d)
        snprintf (db, sizeof db, "%.0f", per_step (d));
      if (ida)
        {
          snprintf (ib, sizeof ib, "%.0f", per_step (ida));
          snprintf (sb, sizeof sb, "%.0f", ida->steps);
        }
      if (g && ida)
        snprintf (rb, sizeof rb, "%.3g", per_step (g) / per_step (ida));
      printf ("%6.0f %16s %16s %16s %8s %10s\n", Ns[k], gb, db, ib, sb, rb);
      if (g && d && g != d)
        {
          double v[3][2] = { { g->x, d->x }, { g->y, d->y }, { g->lam, d->lam } };
          for (int q = 0; q < 3; q++)
            dmax = fmax (dmax, fabs (v[q][0] - v[q][1]) / (1.0 + fabs (v[q][1])));
        }
      if (g && Ns[k] >= 10 && Ns[k] <= 1000)
        {
          double lx = log (Ns[k]), ly = log (per_step (g));
          sx += lx;
          sy += ly;
          sxx += lx * lx;
          sxy += lx * ly;
          m++;
          have10 |= Ns[k] == 10;
          have1000 |= Ns[k] == 1000;
        }
    }
  double E = m >= 2 ? (m * sxy - sx * sy) / (m * sxx - sx * sx) : (double) NAN;
  /* IDA's own exponent, for comparison */
  double ix = 0, iy = 0, ixx = 0, ixy = 0;
  int mi = 0;
  for (int k = 0; k < nN; k++)
    {
      const chain_row *ida = ida_row (r, n, Ns[k], 7);
      if (ida && Ns[k] >= 10 && Ns[k] <= 1000)
        {
          double lx = log (Ns[k]), ly = log (per_step (ida));
          ix += lx;
          iy += ly;
          ixx += lx * lx;
          ixy += lx * ly;
          mi++;
        }
    }
  double EI = mi >= 2 ? (mi * ixy - ix * iy) / (mi * ixx - ix * ix) : (double) NAN;
  printf ("instructions per step ~ N^E over N = 10..1000: ga-i3 (rule) E = %.3f, IDA band "
          "E = %.3f\n", E, EI);
  int ok = have10 && have1000 && E <= 1.2;
  printf ("acceptance chain ga-i3 exponent N=10..1000: %.3f <= 1.2: %s\n", E,
          ok ? "PASS" : "FAIL");
  const chain_row *g100 = rule_row (r, n, 100), *i100 = ida_row (r, n, 100, 7);
  double R = g100 && i100 ? per_step (g100) / per_step (i100) : (double) NAN;
  printf ("acceptance chain ga-i3 / IDA band at N=100: %.3g <= 2: %s\n", R,
          R <= 2.0 ? "PASS" : "FAIL");
  printf ("acceptance chain sparse = dense: max relative difference of x_N, y_N, lambda_1 "
          "%.3g <= 1e-12: %s\n", dmax, dmax >= 0.0 && dmax <= 1e-12 ? "PASS" : "FAIL");
  summarize_sleds (r, n, Ns, nN);
  return 0;
}
