/* twin.c -- see twin.h. */
#include <glob.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include "tap.h"
#include "twin.h"
#include "vcommon.h"

#define OUT_TOKEN "@OUT@"
#define MAX_COLS 512
#define LOG_LINES 20

static const char *
octave (void)
{
  const char *o = getenv ("OCTAVE");
  return o && *o ? o : "octave-cli";
}

/* the twins' directory: the parent of the committed tables'
   (vc_ref_data_dir: $GALPHA_REF_DIR, else ref/data), so that the variable
   means the same directory for the C-against-Octave programs and here */
static const char *
ref_dir (void)
{
  static char d[960];
  snprintf (d, sizeof d, "%.950s/..", vc_ref_data_dir ());
  return d;
}

static int
have_octave (void)
{
  static int known = -1;
  if (known < 0)
    {
      char cmd[1200];
      snprintf (cmd, sizeof cmd, "command -v '%s' >/dev/null 2>&1", octave ());
      known = strchr (octave (), '\'') == NULL && system (cmd) == 0;
    }
  return known;
}

static int
file_exists (const char *f)
{
  struct stat st;
  return stat (f, &st) == 0 && S_ISREG (st.st_mode);
}

/* $GALPHA_TWIN_CACHE, else twin-cache beside the data directory (the build
   directory's; not in it: the data files are compared across builds) */
static void
cache_dir (char *d, size_t n)
{
  const char *c = getenv ("GALPHA_TWIN_CACHE"), *data = getenv ("GALPHA_DATA_DIR");
  if (c && *c)
    snprintf (d, n, "%s", c);
  else if (data && *data)
    snprintf (d, n, "%s/../twin-cache", data);
  else
    snprintf (d, n, "build/twin-cache");
}

static void
mkdir_p (const char *dir)
{
  char p[1024];
  snprintf (p, sizeof p, "%s", dir);
  for (char *s = p + 1; *s; s++)
    if (*s == '/')
      {
        *s = '\0';
        mkdir (p, 0777);
        *s = '/';
      }
  mkdir (p, 0777);
}

/* FNV-1a, 64 bits: a key, not a defence against anyone */
static uint64_t
fnv (uint64_t h, const void *data, size_t n)
{
  const unsigned char *p = data;
  for (size_t i = 0; i < n; i++)
    {
      h ^= p[i];
      h *= UINT64_C (1099511628211);
    }
  return h;
}

static uint64_t
fnv_str (uint64_t h, const char *s)
{
  return fnv (h, s, strlen (s) + 1);
}

/* the text of every .m file in ref/ and ref/problems/, the Octave command and
   the BLAS kernel: a change to any is another cache entry */
static uint64_t
sources_hash (void)
{
  static int done;
  static uint64_t h;
  if (done)
    return h;
  done = 1;
  h = UINT64_C (14695981039346656037);
  h = fnv_str (h, octave ());
  const char *env[] = { "OPENBLAS_CORETYPE", "OPENBLAS_NUM_THREADS" };
  for (int i = 0; i < 2; i++)
    h = fnv_str (h, getenv (env[i]) ? getenv (env[i]) : "-");
  const char *pat[] = { "%s/*.m", "%s/problems/*.m" };
  for (int i = 0; i < 2; i++)
    {
      char g[1100];
      glob_t gl;
      snprintf (g, sizeof g, pat[i], ref_dir ());
      if (glob (g, 0, NULL, &gl) != 0)
        continue;
      for (size_t k = 0; k < gl.gl_pathc; k++)
        {
          FILE *f = fopen (gl.gl_pathv[k], "rb");
          h = fnv_str (h, gl.gl_pathv[k]);
          if (!f)
            continue;
          char buf[4096];
          size_t got;
          while ((got = fread (buf, 1, sizeof buf, f)) > 0)
            h = fnv (h, buf, got);
          fclose (f);
        }
      globfree (&gl);
    }
  return h;
}

/* a != b beyond rounding (the coefficients computed from alpha) */
static int
differs (double a, double b)
{
  return fabs (a - b) > 4e-16 * fmax (1.0, fabs (b));
}

int
twin_prepare (const gp_method *m, const gp_problem *P, const gp_options *o, double h,
              double T, int params_default, twin_run *r)
{
  memset (r, 0, sizeof *r);
  r->h = h;
  r->T = T;
  char oname[128];
  snprintf (oname, sizeof oname, "%s", P->name);
  for (char *c = oname; *c; c++)
    if (*c == '-')
      *c = '_';
  const char *twin = NULL;
  char args[700] = "";
  if (strcmp (m->name, "ga-i3") == 0)
    {
      twin = "ref_s003_ga_i3";
      snprintf (args, sizeof args, "'%s', '" OUT_TOKEN "', struct ('h', '%.17g', 't_end', "
                "'%.17g', 'am', '%.17g', 'af', '%.17g', 'beta', '%.17g', 'gamma', '%.17g')",
                oname, h, T, o->c.alpha_m, o->c.alpha_f, o->c.beta, o->c.gamma);
      snprintf (r->what, sizeof r->what, "ref/%s.m, alpha_m %.6g, alpha_f %.6g, beta %.6g, "
                "gamma %.6g", twin, o->c.alpha_m, o->c.alpha_f, o->c.beta, o->c.gamma);
    }
  else if (strcmp (m->name, "hht-odae") == 0)
    {
      twin = "ref_s002_hht";
      double af = o->c.alpha_f;
      if (o->c.alpha_m != 0.0 || differs (o->c.gamma, 0.5 + af)
          || differs (o->c.beta, (1.0 + af) * (1.0 + af) / 4.0))
        {
          snprintf (r->why, sizeof r->why, "not applicable (needs HHT-alpha's coefficients: the "
                    "twin %s.m takes alpha alone, beta = (1 - alpha)^2/4, gamma = 1/2 - alpha; "
                    "the options give alpha_m %.17g, alpha_f %.17g, beta %.17g, gamma %.17g)",
                    twin, o->c.alpha_m, af, o->c.beta, o->c.gamma);
          return 0;
        }
      const char *form = o->midpoint ? "midpoint" : o->r1 == GP_R1_EXPLICIT ? "explicit"
        : "implicit";
      char b[64] = "";
      if (!o->midpoint)
        snprintf (b, sizeof b, ", 'b', '%.17g'", o->c.b);
      snprintf (args, sizeof args, "'%s', '" OUT_TOKEN "', struct ('h', '%.17g', 't_end', "
                "'%.17g', 'alpha', '%.17g'%s, 'problem', '%s')", form, h, T, -af, b, oname);
      snprintf (r->what, sizeof r->what, "ref/%s.m run %s, alpha %.6g%s%.6g", twin, form, -af,
                o->midpoint ? "" : ", b ", o->midpoint ? 0.0 : o->c.b);
      if (o->midpoint)
        r->what[strlen (r->what) - 1] = '\0';   /* no b: drop the 0 */
    }
  if (!twin)
    {
      snprintf (r->why, sizeof r->why, "not applicable (needs an Octave twin of the method: "
                "ga-i3 and hht-odae have one, %s none)", m->name);
      return 0;
    }
  if (o->newton_mode != GP_NEWTON_VERIFY)
    {
      snprintf (r->why, sizeof r->why, "not applicable (needs newton = verify: the twin solves "
                "each step to its rounding floor, the library's production Newton stops at the "
                "step's error level)");
      return 0;
    }
  if (!params_default)
    {
      snprintf (r->why, sizeof r->why, "not applicable (needs %s's default parameters: its "
                "Octave code has them built in)", P->name);
      return 0;
    }
  char f[1200];
  snprintf (f, sizeof f, "%s/%s.m", ref_dir (), twin);
  if (!file_exists (f))
    {
      snprintf (r->why, sizeof r->why, "not applicable (needs the twin's source %.300s: run from "
                "the source tree, or set GALPHA_REF_DIR)", f);
      return 0;
    }
  snprintf (f, sizeof f, "%s/problems/%s_problem.m", ref_dir (), oname);
  if (!file_exists (f))
    {
      snprintf (r->why, sizeof r->why, "not applicable (needs the problem's Octave code %.300s, "
                "which `make gen` writes from its description)", f);
      return 0;
    }
  if (!have_octave ())
    {
      snprintf (r->why, sizeof r->why, "not applicable (needs %s: not found)", octave ());
      return 0;
    }
  snprintf (r->call, sizeof r->call, "%s (%s)", twin, args);
  char dir[1024];
  cache_dir (dir, sizeof dir);
  uint64_t key = fnv_str (sources_hash (), r->call);
  snprintf (r->file, sizeof r->file, "%.800s/%s-%.100s-%016llx.dat", dir, twin, oname,
            (unsigned long long) key);
  return 1;
}

/* the call with its output file */
static void
put_call (FILE *f, const char *call, const char *out)
{
  const char *p = strstr (call, OUT_TOKEN);
  fprintf (f, "%.*s%s%s", (int) (p - call), call, out, p + strlen (OUT_TOKEN));
}

void
twin_compute (twin_run *runs, int n)
{
  int misses = 0;
  for (int i = 0; i < n; i++)
    misses += !runs[i].why[0] && !file_exists (runs[i].file);
  if (!misses)
    return;
  char dir[1024], script[1100], log[1100], abs_ref[3100];
  cache_dir (dir, sizeof dir);
  mkdir_p (dir);
  long pid = (long) getpid ();
  snprintf (script, sizeof script, "%s/batch-%ld.m", dir, pid);
  snprintf (log, sizeof log, "%s/batch-%ld.log", dir, pid);
  /* Octave's addpath wants a path that holds wherever it runs */
  if (ref_dir ()[0] == '/')
    snprintf (abs_ref, sizeof abs_ref, "%s", ref_dir ());
  else
    {
      char cwd[2048];
      if (!getcwd (cwd, sizeof cwd))
        tap_bail ("twin: the working directory: too long or gone");
      snprintf (abs_ref, sizeof abs_ref, "%.2047s/%.1000s", cwd, ref_dir ());
    }
  FILE *f = fopen (script, "w");
  if (!f)
    tap_bail ("twin: cannot write %s", script);
  fprintf (f, "addpath ('%s');\n", abs_ref);
  for (int i = 0; i < n; i++)
    {
      if (runs[i].why[0] || file_exists (runs[i].file))
        continue;
      char tmp[1200];
      snprintf (tmp, sizeof tmp, "%s.%ld.tmp", runs[i].file, pid);
      fprintf (f, "try\n  ");
      put_call (f, runs[i].call, tmp);
      fprintf (f, ";\ncatch err\n  fprintf (stderr, 'twin run %d: %%s\\n', err.message);\n"
               "end\n", i);
    }
  fclose (f);
  char cmd[3000];
  snprintf (cmd, sizeof cmd, "'%s' --no-gui --quiet --eval \"source ('%s')\" > '%s' 2>&1",
            octave (), script, log);
  fflush (stdout);
  int rc = system (cmd);
  int missing = 0;
  for (int i = 0; i < n; i++)
    {
      if (runs[i].why[0] || file_exists (runs[i].file))
        continue;
      char tmp[1200];
      snprintf (tmp, sizeof tmp, "%s.%ld.tmp", runs[i].file, pid);
      if (rc == 0 && file_exists (tmp))
        rename (tmp, runs[i].file);
      else
        {
          remove (tmp);
          missing++;
        }
    }
  if (missing)
    {
      FILE *lf = fopen (log, "r");
      char line[512];
      tap_diag ("the Octave twins (%s, exit status %d) left %d of %d runs without output; "
                "its log:", octave (), rc, missing, misses);
      char id[32];
      snprintf (id, sizeof id, "%ld", pid);
      for (int k = 0; lf && k < LOG_LINES && fgets (line, sizeof line, lf); k++)
        {
          /* the process id names the batch's files: PID, so that the lines
             are the same run to run */
          char out[600] = "", *p = line, *q;
          line[strcspn (line, "\n")] = '\0';
          while ((q = strstr (p, id)))
            {
              size_t l = strlen (out);
              snprintf (out + l, sizeof out - l, "%.*sPID", (int) (q - p), p);
              p = q + strlen (id);
            }
          size_t l = strlen (out);
          snprintf (out + l, sizeof out - l, "%s", p);
          tap_diag ("  %s", out);
        }
      if (lf)
        fclose (lf);
    }
  remove (script);
  remove (log);
}

/* the library's run: every state of it */
typedef struct
{
  double *v;
  long rows, size;
} trajectory;

static int
keep_row (const gp_state *x, long i, long N, void *ctx)
{
  trajectory *tr = ctx;
  if (i == 0)
    {
      free (tr->v);
      tr->rows = N + 1;
      tr->size = (long) x->L.size + 1;
      if (!(tr->v = malloc ((size_t) (tr->rows * tr->size) * sizeof *tr->v)))
        return 1;
    }
  tr->v[i * tr->size] = x->t;
  memcpy (tr->v + i * tr->size + 1, x->v, x->L.size * sizeof *x->v);
  return 0;
}

/* which block and 1-based component column name s is (-1: none) */
static int
column_block (const char *s, long *idx)
{
  static const gp_block bl[] = { GP_Y, GP_Z, GP_A, GP_QDD, GP_LAM, GP_PSI };
  for (int j = 0; j < 6; j++)
    {
      const char *nm = gp_block_name (bl[j]);
      size_t k = strlen (nm);
      if (strncmp (s, nm, k) == 0 && s[k] >= '1' && s[k] <= '9'
          && strspn (s + k, "0123456789") == strlen (s + k))
        {
          *idx = strtol (s + k, NULL, 10);
          return (int) bl[j];
        }
    }
  return -1;
}

int
twin_compare (const twin_run *r, gp_stepper *s, double *dev, long *N, double *ymax,
              char *detail, size_t n)
{
  *dev = (double) NAN;
  *N = 0;
  *ymax = 0.0;
  FILE *f = fopen (r->file, "r");
  if (!f)
    {
      snprintf (detail, n, "no output of the twin (its run failed: see the # lines)");
      return -1;
    }
  trajectory tr = { NULL, 0, 0 };
  gp_state *x = gp_stepper_state_alloc (s);
  gp_steps S = { GP_STEPS_UNIFORM, r->h, NULL, 0 };
  gp_run run;
  if (!x)
    tap_bail ("out of memory");
  int rc = gp_integrate (s, &S, r->T, x, 0, keep_row, &tr, &run);
  const gp_layout *L = &x->L;
  int ret = -1;
  static char line[65536];
  int col_b[MAX_COLS];
  long col_i[MAX_COLS];
  int ncol = 0, compared[GP_NBLOCKS] = { 0 };
  long row = 0;
  double worst = 0.0, wt = 0.0;
  int wb = -1;
  long ws = 0;
  if (rc != GP_OK)
    {
      snprintf (detail, n, "the library's run failed at step %ld (t = %.6g): %s", run.fail_step,
                run.fail_t, gp_stepper_message (s));
      goto out;
    }
  for (long i = 0; i < tr.rows; i++)
    {
      const double *y = tr.v + i * tr.size + 1 + L->off[GP_Y];
      double yy = 0.0;
      for (size_t c = 0; c < L->len[GP_Y]; c++)
        yy += y[c] * y[c];
      *ymax = fmax (*ymax, sqrt (yy));
    }
  while (fgets (line, sizeof line, f))
    {
      line[strcspn (line, "\n")] = '\0';
      if (line[0] == '#' || line[0] == '\0')
        continue;
      char *save = NULL, *tok = strtok_r (line, "\t", &save);
      if (ncol == 0)
        {
          /* the column names: t, then block components */
          for (; tok && ncol < MAX_COLS; tok = strtok_r (NULL, "\t", &save), ncol++)
            {
              col_b[ncol] = strcmp (tok, "t") == 0 ? -2 : column_block (tok, &col_i[ncol]);
              if (col_b[ncol] >= 0 && (size_t) col_i[ncol] > L->len[col_b[ncol]])
                {
                  snprintf (detail, n, "the twin's column %s is beyond the library's %s block "
                            "(%zu components)", tok, gp_block_name (col_b[ncol]),
                            L->len[col_b[ncol]]);
                  goto out;
                }
            }
          continue;
        }
      if (row >= tr.rows)
        {
          snprintf (detail, n, "the twin wrote more rows than the library's %ld steps + 1",
                    tr.rows - 1);
          goto out;
        }
      const double *xc = tr.v + row * tr.size;
      double xo[MAX_COLS];
      int k = 0;
      for (; tok && k < ncol; tok = strtok_r (NULL, "\t", &save), k++)
        xo[k] = strtod (tok, NULL);
      if (k != ncol)
        {
          snprintf (detail, n, "the twin's row %ld has %d of its %d columns", row, k, ncol);
          goto out;
        }
      double dd[GP_NBLOCKS] = { 0 }, oo[GP_NBLOCKS] = { 0 };
      for (k = 0; k < ncol; k++)
        {
          if (col_b[k] == -2 && fabs (xo[k] - xc[0]) > 1e-12 * fmax (1.0, fabs (xc[0])))
            {
              snprintf (detail, n, "the twin's row %ld is at t = %.17g, the library's at %.17g",
                        row, xo[k], xc[0]);
              goto out;
            }
          if (col_b[k] < 0)
            continue;
          double c = xc[1 + L->off[col_b[k]] + (size_t) col_i[k] - 1];
          dd[col_b[k]] += (c - xo[k]) * (c - xo[k]);
          oo[col_b[k]] += xo[k] * xo[k];
          compared[col_b[k]] = 1;
        }
      for (int b = 0; b < GP_NBLOCKS; b++)
        {
          double d = sqrt (dd[b]) / fmax (1.0, sqrt (oo[b]));
          if (compared[b] && !isnan (worst) && !(d <= worst))
            {
              worst = d;
              wb = b;
              ws = row;
              wt = xc[0];
            }
        }
      row++;
    }
  if (row != tr.rows)
    {
      snprintf (detail, n, "the twin wrote %ld rows, the library %ld steps + 1", row, tr.rows - 1);
      goto out;
    }
  char blocks[128] = "";
  for (int b = 0; b < GP_NBLOCKS; b++)
    if (compared[b])
      {
        size_t l = strlen (blocks);
        snprintf (blocks + l, sizeof blocks - l, "%s%s", l ? ", " : "", gp_block_name (b));
      }
  *dev = worst;
  *N = tr.rows - 1;
  snprintf (detail, n, "in %s, largest in %s at step %ld (t = %.6g)", blocks,
            wb >= 0 ? gp_block_name (wb) : "none", ws, wt);
  ret = 0;
out:
  fclose (f);
  free (tr.v);
  gp_state_free (x);
  return ret;
}
