/* bench_summary.c -- the benchmark summary from the work-precision data of
   bench/run.sh: for each wp-PROBLEM.dat the table, the cost ratios galpha /
   IDA at errors 1e-2 .. 1e-6 and the crossover errors (wp_curve.c), and,
   with --floor FILE, the library against its hand-specialized floors
   (bench/floor.c; the acceptance lines of issue 12), with --twin FILE, the
   wall-time ratio of the Octave twin to the C library on the same scheme,
   with --chain FILE the chain of N bodies' scaling table (chain_summary.c).

     bench_summary [--twin FILE] [--floor FILE] [--chain FILE] wp-PROBLEM.dat...

   A .dat file is tab-separated with one header line naming at least the
   columns problem, method, h, rtol, err_y, err_z, res_pos, res_vel, steps,
   rejected, newton_iters, residual_evals, jacobian_evals, factorizations,
   instructions, cpu_min, cpu_median, repeats; '#' lines are provenance,
   echoed.  The method named ida is IDA; each one that is neither ida nor
   rk4 is a galpha method of the ratios (fixed steps, e.g. ga-nh, and
   adaptive steps, ga-nh-adaptive), each compared with ida (rk4 rows are
   shown, not compared).
   The twin FILE has lines `IMPL<TAB>wall_s<TAB>steps` (IMPL c or octave;
   every run must have taken the same steps) and '#' lines, echoed (e.g.
   why Octave was skipped).

   Output lines the tests read (bench/t/bench.t):
     ratio PROBLEM at error 1e-04: instructions R (...) cpu_min R
     ratio PROBLEM at error 1e-06: out of range (...)
   (with several galpha methods, `ratio PROBLEM METHOD at error ...')
     crossover PROBLEM instructions: ida cheaper than M below error E
     crossover PROBLEM instructions: none in the common error range [A, B]: ...
     twin ratio octave/c (min wall): R
     acceptance PROBLEM LIB h=H: instructions per step L / F = R <= B: PASS|FAIL
     split PROBLEM LIB h=H: problem callbacks per step L / F = R; machinery per step L / F = R
     adaptive PROBLEM M-adaptive rtol R: err_y E, instructions A, M F at that error: ratio Q
     acceptance PROBLEM M-adaptive no dearer than M at equal err_y: ratios .. : PASS|FAIL
   The floor FILE has the columns of a wp file (rows of several problems),
   optionally callback_instr (the instructions inside the problem's
   generated callbacks), and lines `# accept PROBLEM LIB FLOOR H BOUND
   [ISSUE]` (summarize_floor).
   Exit status 0, 1 for unreadable or malformed input, 2 for bad usage. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "wp_curve.h"
#include "chain_summary.h"

#define MAX_COLS 64
#define MAX_ROWS 512
#define MAX_LINE 8192
#define MAX_NOTES 32

static const char *const needed[] = {
  "problem", "method", "h", "rtol", "err_y", "err_z", "res_pos", "res_vel", "steps",
  "rejected", "newton_iters", "residual_evals", "jacobian_evals", "factorizations",
  "instructions", "cpu_min", "cpu_median", "repeats", "callback_instr", NULL
};
/* a column a file may lack (its rows read NA): the instructions inside the
   problem's generated callbacks, which only the floor file has */
#define OPTIONAL_COL C_CB
enum
{
  C_PROBLEM, C_METHOD, C_H, C_RTOL, C_ERR_Y, C_ERR_Z, C_RES_POS, C_RES_VEL, C_STEPS,
  C_REJECTED, C_NEWTON, C_RES, C_JAC, C_LU, C_INSTR, C_CPU_MIN, C_CPU_MED, C_REPEATS, C_CB, C_N
};

typedef struct
{
  char *f[C_N];
} row;

typedef struct
{
  const char *path;
  char *notes[MAX_NOTES];
  size_t nnotes;
  row rows[MAX_ROWS];
  size_t nrows;
} table;

static void
fail (const char *path, long line, const char *what)
{
  fprintf (stderr, "bench_summary: %s:%ld: %s\n", path, line, what);
  exit (1);
}

static char *
dup (const char *s)
{
  size_t n = strlen (s) + 1;
  char *d = malloc (n);
  if (!d)
    {
      fprintf (stderr, "bench_summary: out of memory\n");
      exit (1);
    }
  return memcpy (d, s, n);
}

/* splits line at tabs in place; returns the number of fields */
static size_t
split (char *line, char **fields, size_t max)
{
  size_t n = 0;
  char *p = line;
  for (;;)
    {
      if (n == max)
        return max + 1;
      fields[n++] = p;
      char *t = strchr (p, '\t');
      if (!t)
        break;
      *t = '\0';
      p = t + 1;
    }
  return n;
}

static void
read_table (const char *path, table *T, int one_problem)
{
  FILE *f = fopen (path, "r");
  if (!f)
    fail (path, 0, "cannot open");
  T->path = path;
  T->nnotes = T->nrows = 0;
  char line[MAX_LINE];
  int col[C_N];
  size_t ncols = 0;
  long ln = 0;
  while (fgets (line, sizeof line, f))
    {
      ln++;
      size_t len = strlen (line);
      if (len && line[len - 1] == '\n')
        line[--len] = '\0';
      else if (!feof (f))
        fail (path, ln, "line too long");
      if (line[0] == '#')
        {
          if (T->nnotes < MAX_NOTES)
            T->notes[T->nnotes++] = dup (line);
          continue;
        }
      if (len == 0)
        continue;
      char *fields[MAX_COLS + 1];
      size_t n = split (line, fields, MAX_COLS);
      if (n > MAX_COLS)
        fail (path, ln, "too many columns");
      if (ncols == 0)
        {
          ncols = n;
          for (int c = 0; c < C_N; c++)
            {
              col[c] = -1;
              for (size_t j = 0; j < n; j++)
                if (strcmp (fields[j], needed[c]) == 0)
                  col[c] = (int) j;
              if (col[c] < 0 && c != OPTIONAL_COL)
                {
                  char msg[128];
                  snprintf (msg, sizeof msg, "the header lacks column %s", needed[c]);
                  fail (path, ln, msg);
                }
            }
          continue;
        }
      if (n != ncols)
        fail (path, ln, "the row has not as many fields as the header");
      if (T->nrows == MAX_ROWS)
        fail (path, ln, "too many rows");
      row *r = &T->rows[T->nrows++];
      for (int c = 0; c < C_N; c++)
        r->f[c] = dup (col[c] < 0 ? "NA" : fields[col[c]]);
    }
  if (ferror (f))
    fail (path, ln, "read error");
  fclose (f);
  if (ncols == 0)
    fail (path, ln, "no header line");
  if (T->nrows == 0)
    fail (path, ln, "no rows");
  for (size_t i = 1; one_problem && i < T->nrows; i++)
    if (strcmp (T->rows[i].f[C_PROBLEM], T->rows[0].f[C_PROBLEM]) != 0)
      fail (path, 0, "rows of more than one problem");
}

/* the field as a number; NaN for NA or anything else that is not one */
static double
num (const row *r, int c)
{
  char *end;
  double v = strtod (r->f[c], &end);
  return end == r->f[c] || *end ? (double) NAN : v;
}

static void
free_table (table *T)
{
  for (size_t i = 0; i < T->nnotes; i++)
    free (T->notes[i]);
  for (size_t i = 0; i < T->nrows; i++)
    for (int c = 0; c < C_N; c++)
      free (T->rows[i].f[c]);
}

/* a residual column: its value, or NA where the problem has no such constraint */
static const char *
residual (const row *r, int c, char *buf, size_t len)
{
  double v = num (r, c);
  if (isnan (v))
    return "NA";
  snprintf (buf, len, "%.3g", v);
  return buf;
}

static void
print_table (const table *T)
{
  printf ("%-7s %-10s %-10s %-10s %-10s %-10s %7s %4s %7s %7s %6s %6s %13s %10s %10s %10s\n",
          "method", "h|rtol", "err_y", "err_z", "res_pos", "res_vel", "steps", "rej",
          "newton", "res", "jac", "LU", "instructions", "instr/step", "cpu_min_ms",
          "cpu_med_ms");
  for (size_t i = 0; i < T->nrows; i++)
    {
      const row *r = &T->rows[i];
      int ida = strcmp (r->f[C_METHOD], "ida") == 0;
      double steps = num (r, C_STEPS), instr = num (r, C_INSTR);
      char b1[32], b2[32];
      printf ("%-7s %-10.4g %-10.3e %-10.3e %-10s %-10s %7s %4s %7s %7s %6s %6s %13s "
              "%10.0f %10.4g %10.4g\n", r->f[C_METHOD], num (r, ida ? C_RTOL : C_H),
              num (r, C_ERR_Y), num (r, C_ERR_Z), residual (r, C_RES_POS, b1, sizeof b1),
              residual (r, C_RES_VEL, b2, sizeof b2),
              r->f[C_STEPS], r->f[C_REJECTED], r->f[C_NEWTON], r->f[C_RES], r->f[C_JAC],
              r->f[C_LU], r->f[C_INSTR], instr / steps, 1e3 * num (r, C_CPU_MIN),
              1e3 * num (r, C_CPU_MED));
    }
}

/* the front of one method's (err_y, column c) points */
static size_t
front_of (const table *T, const char *method, int c, wp_point *front)
{
  wp_point p[MAX_ROWS];
  size_t n = 0;
  for (size_t i = 0; i < T->nrows; i++)
    if (strcmp (T->rows[i].f[C_METHOD], method) == 0)
      {
        p[n].err = num (&T->rows[i], C_ERR_Y);
        p[n].cost = num (&T->rows[i], c);
        n++;
      }
  return wp_front (p, n, front);
}

static void
print_crossovers (const char *problem, const char *what, const char *gm, const wp_point *g,
                  size_t ng, const wp_point *ida, size_t ni)
{
  wp_crossing x[16];
  double lo, hi;
  int sign_hi;
  size_t nx = wp_crossovers (g, ng, ida, ni, x, 16, &lo, &hi, &sign_hi);
  if (lo > hi)
    {
      printf ("crossover %s %s: none: the error ranges of %s and ida do not overlap\n",
              problem, what, gm);
      return;
    }
  for (size_t i = 0; i < nx; i++)
    printf ("crossover %s %s: %s cheaper than %s below error %.6g\n", problem, what,
            x[i].b_cheaper_below ? "ida" : gm, x[i].b_cheaper_below ? gm : "ida", x[i].err);
  if (nx == 0)
    printf ("crossover %s %s: none in the common error range [%.4g, %.4g]: %s cheaper "
            "throughout\n", problem, what, lo, hi,
            sign_hi > 0 ? "ida" : sign_hi < 0 ? gm : "neither is");
}

/* the ratios and crossovers of one galpha method gm against ida; label is
   the problem, or "problem method" when the table has several galpha
   methods (fixed and adaptive steps) */
static void
summarize_method (const table *T, const char *problem, const char *gm, const char *label)
{
  wp_point gi[MAX_ROWS], ii[MAX_ROWS], gc[MAX_ROWS], ic[MAX_ROWS];
  size_t ngi = front_of (T, gm, C_INSTR, gi), nii = front_of (T, "ida", C_INSTR, ii);
  size_t ngc = front_of (T, gm, C_CPU_MIN, gc), nic = front_of (T, "ida", C_CPU_MIN, ic);
  printf ("cost ratios %s / ida at equal err_y (log-log interpolation along each method's "
          "work-precision front; cpu_min: loaded machine):\n", gm);
  static const double errs[] = { 1e-2, 1e-3, 1e-4, 1e-5, 1e-6 };
  for (size_t k = 0; k < sizeof errs / sizeof *errs; k++)
    {
      double e = errs[k], cg, ci, tg, ti;
      if (wp_cost_at (gi, ngi, e, &cg) || wp_cost_at (ii, nii, e, &ci))
        {
          printf ("ratio %s at error %.0e: out of range (%s reaches err_y ", label, e, gm);
          if (ngi)
            printf ("%.3g .. %.3g", gi[0].err, gi[ngi - 1].err);
          else
            printf ("nothing");
          printf (", ida ");
          if (nii)
            printf ("%.3g .. %.3g)\n", ii[0].err, ii[nii - 1].err);
          else
            printf ("nothing)\n");
          continue;
        }
      printf ("ratio %s at error %.0e: instructions %.3g (%s %.4g, ida %.4g)", label, e,
              cg / ci, gm, cg, ci);
      if (!wp_cost_at (gc, ngc, e, &tg) && !wp_cost_at (ic, nic, e, &ti))
        printf (" cpu_min %.3g\n", tg / ti);
      else
        printf (" cpu_min out of range\n");
    }
  print_crossovers (problem, "instructions", gm, gi, ngi, ii, nii);
  print_crossovers (problem, "cpu_min", gm, gc, ngc, ic, nic);
}

/* adaptive steps against the best fixed step (issue 27 item 3): each row of
   the adaptive method gm (its name the fixed method's with "-adaptive")
   with rtol in [1e-8, 1e-3] against the fixed method's instruction front
   at the row's err_y; then the acceptance line, PASS when no ratio exceeds
   1, "not measured" where the fixed front does not reach the error */
static void
summarize_adaptive (const table *T, const char *problem, const char *gm)
{
  static const char suffix[] = "-adaptive";
  size_t lm = strlen (gm), ls = sizeof suffix - 1;
  if (lm <= ls || strcmp (gm + lm - ls, suffix) != 0)
    return;
  char fixed[64];
  snprintf (fixed, sizeof fixed, "%.*s", (int) (lm - ls), gm);
  wp_point fi[MAX_ROWS];
  size_t nfi = front_of (T, fixed, C_INSTR, fi);
  if (!nfi)
    return;
  printf ("adaptive %s against the best fixed step at equal err_y (%s's instruction front, "
          "log-log interpolation; rtol 1e-3 .. 1e-8):\n", gm, fixed);
  int measured = 0, worse = 0, unmeasured = 0;
  double rmin = (double) INFINITY, rmax = 0.0;
  for (size_t i = 0; i < T->nrows; i++)
    {
      const row *r = &T->rows[i];
      double rtol = num (r, C_RTOL);
      if (strcmp (r->f[C_METHOD], gm) != 0 || !(rtol >= 1e-8 * (1 - 1e-9) && rtol <= 1e-3 * (1 + 1e-9)))
        continue;
      double e = num (r, C_ERR_Y), ca = num (r, C_INSTR), cf;
      if (wp_cost_at (fi, nfi, e, &cf))
        {
          /* below the front's least error: no fixed step of the sweep is as
             accurate at any cost (the sweep ends where rounding stops the
             fixed steps' error from falling); above its largest: coarser
             than the coarsest fixed step */
          double lo = fmin (fi[0].err, fi[nfi - 1].err);
          printf ("adaptive %s %s rtol %.0e: err_y %.4g, out of range (%s reaches err_y %.3g .. "
                  "%.3g%s)\n", problem, gm, rtol, e, fixed, fi[0].err, fi[nfi - 1].err,
                  e < lo ? ": more accurate than every fixed step" : "");
          unmeasured++;
          continue;
        }
      double q = ca / cf;
      printf ("adaptive %s %s rtol %.0e: err_y %.4g, instructions %.4g, %s %.4g at that error: "
              "ratio %.3g\n", problem, gm, rtol, e, ca, fixed, cf, q);
      measured++;
      worse += q > 1.0;
      rmin = fmin (rmin, q);
      rmax = fmax (rmax, q);
    }
  if (!measured)
    printf ("acceptance %s %s no dearer than %s at equal err_y: not measured (no row in "
            "range)\n", problem, gm, fixed);
  else
    printf ("acceptance %s %s no dearer than %s at equal err_y: ratios %.3g .. %.3g over %d "
            "tolerances (%d dearer, %d out of %s's range): %s\n", problem, gm, fixed, rmin,
            rmax, measured, worse, unmeasured, fixed, worse ? "FAIL" : "PASS");
}

static void
summarize (const table *T)
{
  const char *problem = T->rows[0].f[C_PROBLEM];
  /* the galpha methods (neither ida nor rk4), in the order of their rows */
  const char *gms[8];
  size_t ng = 0;
  for (size_t i = 0; i < T->nrows; i++)
    {
      const char *m = T->rows[i].f[C_METHOD];
      if (strcmp (m, "ida") == 0 || strcmp (m, "rk4") == 0)
        continue;
      size_t j = 0;
      while (j < ng && strcmp (gms[j], m) != 0)
        j++;
      if (j == ng)
        {
          if (ng == sizeof gms / sizeof *gms)
            fail (T->path, 0, "more than 8 galpha methods");
          gms[ng++] = m;
        }
    }
  printf ("== %s (%s) ==\n", problem, T->path);
  for (size_t i = 0; i < T->nnotes; i++)
    printf ("%s\n", T->notes[i]);
  print_table (T);
  if (!ng)
    {
      printf ("no galpha rows: no ratios\n\n");
      return;
    }
  for (size_t j = 0; j < ng; j++)
    {
      char label[160];
      snprintf (label, sizeof label, ng > 1 ? "%s %s" : "%s", problem, gms[j]);
      summarize_method (T, problem, gms[j], label);
    }
  for (size_t j = 0; j < ng; j++)
    summarize_adaptive (T, problem, gms[j]);
  printf ("\n");
}

static int
cmp_double (const void *pa, const void *pb)
{
  double a = *(const double *) pa, b = *(const double *) pb;
  return a < b ? -1 : a > b ? 1 : 0;
}

static double
median (double *v, size_t n)
{
  qsort (v, n, sizeof *v, cmp_double);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

static void
summarize_twin (const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    fail (path, 0, "cannot open");
  double c[MAX_ROWS], o[MAX_ROWS];
  size_t nc = 0, no = 0;
  long steps = -1;
  char line[MAX_LINE];
  long ln = 0;
  printf ("== C against Octave on the same scheme (%s) ==\n", path);
  while (fgets (line, sizeof line, f))
    {
      ln++;
      line[strcspn (line, "\n")] = '\0';
      if (line[0] == '#')
        {
          printf ("%s\n", line);
          continue;
        }
      if (!line[0])
        continue;
      char *fields[4], *end, *end2;
      if (split (line, fields, 3) != 3)
        fail (path, ln, "want IMPL<TAB>wall_s<TAB>steps");
      double v = strtod (fields[1], &end);
      long st = strtol (fields[2], &end2, 10);
      if (end == fields[1] || *end || !(v > 0) || end2 == fields[2] || *end2 || st <= 0)
        fail (path, ln, "wall_s or steps is not a positive number");
      if (steps >= 0 && st != steps)
        fail (path, ln, "the runs did not take the same number of steps");
      steps = st;
      if (strcmp (fields[0], "c") == 0 && nc < MAX_ROWS)
        c[nc++] = v;
      else if (strcmp (fields[0], "octave") == 0 && no < MAX_ROWS)
        o[no++] = v;
      else
        fail (path, ln, "IMPL is neither c nor octave (or too many rows)");
    }
  fclose (f);
  double mc = nc ? median (c, nc) : (double) NAN;
  double mo = no ? median (o, no) : (double) NAN;
  if (nc)
    printf ("C (libgalpha): wall min %.4g s, median %.4g s of %zu runs, %ld steps\n", c[0], mc,
            nc, steps);
  if (no)
    printf ("Octave: wall min %.4g s, median %.4g s of %zu runs, %ld steps\n", o[0], mo, no,
            steps);
  if (nc && no)
    printf ("twin ratio octave/c (min wall): %.4g\ntwin ratio octave/c (median wall): %.4g\n",
            o[0] / c[0], mo / mc);
  else
    printf ("twin ratio octave/c: not measured (%s)\n", nc ? "no Octave runs" : "no C runs");
  printf ("\n");
}

/* the row of (problem, method, h), or NULL */
static const row *
find_row (const table *T, const char *problem, const char *method, double h)
{
  for (size_t i = 0; i < T->nrows; i++)
    {
      const row *r = &T->rows[i];
      if (strcmp (r->f[C_PROBLEM], problem) == 0 && strcmp (r->f[C_METHOD], method) == 0
          && num (r, C_H) == h)
        return r;
    }
  return NULL;
}

/* The library against its hand-specialized floors (issue 12): for every
   line `# accept PROBLEM LIB FLOOR H BOUND [ISSUE]` of the file, the rows
   (PROBLEM, LIB, H) and (PROBLEM, FLOOR, H), their instructions per step,
   counts per step and final errors, and the acceptance line
     acceptance PROBLEM LIB h=H: instructions per step L / F = R <= BOUND: PASS
   (FAIL when R > BOUND or a row is missing); ISSUE, when given, is the
   floor's instructions per step that the issue measured, shown beside.
   Returns the number of FAIL lines. */
static int
summarize_floor (const char *path)
{
  static table T;
  read_table (path, &T, 0);
  int fails = 0, n = 0;
  printf ("== the library against its hand-specialized floors (%s) ==\n", path);
  for (size_t i = 0; i < T.nnotes; i++)
    if (strncmp (T.notes[i], "# accept ", 9) != 0)
      printf ("%s\n", T.notes[i]);
  for (size_t i = 0; i < T.nnotes; i++)
    {
      char problem[64], lib[64], flo[64];
      double h, bound, issue = (double) NAN;
      int got = sscanf (T.notes[i], "# accept %63s %63s %63s %lf %lf %lf", problem, lib, flo,
                        &h, &bound, &issue);
      if (strncmp (T.notes[i], "# accept ", 9) != 0)
        continue;
      if (got < 5 || !(bound > 0))
        fail (path, 0, "an accept line wants PROBLEM LIB FLOOR H BOUND [ISSUE]");
      n++;
      const row *rl = find_row (&T, problem, lib, h), *rf = find_row (&T, problem, flo, h);
      if (!rl || !rf)
        {
          printf ("acceptance %s %s h=%.6g: FAIL (no row of %s)\n", problem, lib, h,
                  rl ? flo : lib);
          fails++;
          continue;
        }
      const row *rr[2] = { rl, rf };
      double ips[2], cbs[2];
      for (int k = 0; k < 2; k++)
        {
          double st = num (rr[k], C_STEPS);
          ips[k] = num (rr[k], C_INSTR) / st;
          cbs[k] = num (rr[k], C_CB) / st;
          printf ("floor %s %-12s h=%-8.6g %10.0f instructions per step, %.2f Newton iterations, "
                  "%.2f factorizations, %.2f residuals per step, err_y %.10e\n", problem,
                  rr[k]->f[C_METHOD], h, ips[k], num (rr[k], C_NEWTON) / st,
                  num (rr[k], C_LU) / st, num (rr[k], C_RES) / st, num (rr[k], C_ERR_Y));
        }
      double ey = num (rl, C_ERR_Y), ef = num (rf, C_ERR_Y), ratio = ips[0] / ips[1];
      printf ("floor %s %s h=%.6g: err_y of library and floor agree to %.2g relative\n",
              problem, lib, h, fabs (ey - ef) / fabs (ef));
      /* the same callbacks on both sides, so the comparison of the rest (the
         machinery: Newton, LU, the method's arithmetic, the driver) is the
         one a general library can improve */
      if (isfinite (cbs[0]) && isfinite (cbs[1]))
        printf ("split %s %s h=%.6g: problem callbacks per step %.0f / %.0f = %.4g; machinery "
                "per step %.0f / %.0f = %.4g\n", problem, lib, h, cbs[0], cbs[1],
                cbs[0] / cbs[1], ips[0] - cbs[0], ips[1] - cbs[1],
                (ips[0] - cbs[0]) / (ips[1] - cbs[1]));
      else
        printf ("split %s %s h=%.6g: not applicable (needs the callback_instr column)\n",
                problem, lib, h);
      int pass = ratio <= bound;
      fails += !pass;
      printf ("acceptance %s %s h=%.6g: instructions per step %.0f / %.0f = %.4g %s %.4g: %s",
              problem, lib, h, ips[0], ips[1], ratio, pass ? "<=" : ">", bound,
              pass ? "PASS" : "FAIL");
      if (!isnan (issue))
        printf (" (against the floor of issue 12, %.0f per step: %.4g)", issue, ips[0] / issue);
      printf ("\n");
    }
  if (n == 0)
    fail (path, 0, "no accept lines");
  printf ("\n");
  free_table (&T);
  return fails;
}

int
main (int argc, char **argv)
{
  const char *twin = NULL, *flo = NULL, *chain = NULL;
  int i = 1;
  for (;;)
    {
      if (i + 1 < argc && strcmp (argv[i], "--twin") == 0)
        twin = argv[i + 1];
      else if (i + 1 < argc && strcmp (argv[i], "--floor") == 0)
        flo = argv[i + 1];
      else if (i + 1 < argc && strcmp (argv[i], "--chain") == 0)
        chain = argv[i + 1];
      else
        break;
      i += 2;
    }
  if (i >= argc && !twin && !flo && !chain)
    {
      fprintf (stderr, "usage: bench_summary [--twin FILE] [--floor FILE] [--chain FILE] "
               "wp-PROBLEM.dat...\n");
      return 2;
    }
  static table T;
  for (; i < argc; i++)
    {
      read_table (argv[i], &T, 1);
      summarize (&T);
      free_table (&T);
    }
  if (flo)
    summarize_floor (flo);
  if (twin)
    summarize_twin (twin);
  if (chain && summarize_chain (chain))
    return 1;
  return 0;
}
