/* cmd_audit.c -- galpha audit: another code's trajectories judged from
   outside (issue 28).  For k = 0 .. L-1 the user's command template runs
   through /bin/sh -c with {h} = h0 / 2^k, {t_end} = T, {level} = k,
   {out} = a file in a private temporary directory and {steps} = a file
   there holding the level's step sizes one a line (--steps alt: h/3, 2h/3
   alternating, the variable grid a step-change correction acts on), each
   replaced by a shell-quoted word; its output (a header line in galpha
   run's format, `t` then block-named columns y1.. z1.. a1.. qdd1..
   lambda1.. psi1.., then rows of numbers; '#' lines are comments) is read,
   its time grid checked (the level's grid, ending at T), and the audit
   reports per level the error of every block at T against the exact
   solution or a reference, the maximum over the coarsest grid's points
   (exact solutions only), the error after the first step (the start's
   transient) and the constraint residuals at T; then the fitted orders
   (gp_order_fit over the asymptotic range) and one `# audit:` line per
   block, judged against --expect-order when given.  A level that fails
   (its command's exit status or signal, a timeout, an unreadable output, a
   wrong grid) is named with its stderr's last lines; the others are kept,
   and the orders come from the levels that ran when there are at least 3
   of them (exit 1 all the same).  The temporary directory is removed in
   every case (exit, a caught signal).
   With --method M [METHOD OPTIONS] (issue 28 item 2, "which method is
   it"), galpha's stepper runs M on each level's grid in lockstep with the
   rows read and names the first step and block where the trajectory
   differs by more than CMP_BOUND (relative to max(1, |block|)); beside it,
   probes of the field's mix-ups that M's options express (alpha_m and
   alpha_f swapped, the other weight convention, HHT's beta and gamma of the
   other sign convention or alpha clamped to 0, the other a0, the other
   M_alpha, forces at t_n, no step-change correction) say which of them the
   trajectory matches; a probe whose trajectory is M's own on this problem
   and grid (forces at t_n on a problem that does not depend on t, the
   step-change correction on a uniform grid) is reported not applicable.
   With --method, a is measured as M's a: against what M's a approximates
   (M's a_shift, and for the HHT family f = M^-1 f_app), unless --a-shift
   says otherwise.  Not the method as given: exit 1. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "galpha.h"
#include "gp_analysis.h"
#include "problems.h"
#include "cli.h"
#include "settings.h"
#include "reference_file.h"

#define MAX_LEVELS 20
#define MAX_JOBS 64
#define SLACK 0.15     /* an order claim's slack, as the review's */

/* the blocks an output may have, in the order of galpha run's columns */
static const gp_block blocks[6] = { GP_Y, GP_Z, GP_A, GP_QDD, GP_LAM, GP_PSI };
#define NB 6
#define DNAN ((double) NAN)   /* NAN is a float in clang's math.h */

typedef struct
{
  double h;
  long N;
  int ran;                      /* 1: the output was read and judged */
  char why[1536];               /* a failed level's reason */
  int present[NB];
  double err[NB], maxerr[NB], first[NB];
  double res_pos, res_vel;
  pid_t pid;
  double deadline;
  int running, timed_out;
} level;

/* ---- the private directory, removed in every case ------------------------ */
static char tmpdir[1024];
static char names[MAX_LEVELS][3][32];   /* levelK.out, levelK.log, levelK.steps */
static int grid_alt;            /* --steps alt: h/3, 2h/3 alternating */
static int nlevels;
static level lv[MAX_LEVELS];

static void
remove_tree (void)
{
  if (!tmpdir[0])
    return;
  DIR *d = opendir (tmpdir);
  if (d)
    {
      struct dirent *e;
      while ((e = readdir (d)))
        if (strcmp (e->d_name, ".") && strcmp (e->d_name, ".."))
          unlinkat (dirfd (d), e->d_name, 0);
      closedir (d);
    }
  rmdir (tmpdir);
  tmpdir[0] = '\0';
}

static void
kill_running (void)
{
  for (int k = 0; k < nlevels; k++)
    if (lv[k].running && lv[k].pid > 0)
      kill (-lv[k].pid, SIGKILL);
}

static void
at_exit (void)
{
  kill_running ();
  for (int k = 0; k < nlevels; k++)
    if (lv[k].running && lv[k].pid > 0)
      waitpid (lv[k].pid, NULL, 0);
  remove_tree ();
}

static const int caught[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
static struct sigaction old_action[4];

/* async-signal-safe: the children killed, the known names removed */
static void
on_signal (int sig)
{
  kill_running ();
  if (tmpdir[0])
    {
      char p[1100];
      for (int k = 0; k < nlevels; k++)
        for (int j = 0; j < 3; j++)
          {
            size_t a = strlen (tmpdir), b = strlen (names[k][j]);
            if (a + b + 2 > sizeof p)
              continue;
            memcpy (p, tmpdir, a);
            p[a] = '/';
            memcpy (p + a + 1, names[k][j], b + 1);
            unlink (p);
          }
      rmdir (tmpdir);
    }
  for (int i = 0; i < 4; i++)
    if (caught[i] == sig)
      sigaction (sig, &old_action[i], NULL);
  raise (sig);
}

static void
guard (void)
{
  atexit (at_exit);
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigemptyset (&sa.sa_mask);
  for (int i = 0; i < 4; i++)
    sigaction (caught[i], &sa, &old_action[i]);
}

/* ---- the template ------------------------------------------------------- */
static const char *const holders[] = { "h", "out", "t_end", "level", "steps", NULL };

/* refuses (exit 2) a template without {h} (or {steps}) or {out}, or with
   an unknown {word} (not after '$': the shell's ${VAR} is the user's) */
static void
template_check (const char *t)
{
  if (!t)
    usage_error ("--run TEMPLATE is required: the command of one level, e.g. --run 'mycode "
                 "--h {h} --t-end {t_end} --out {out}'");
  if (!strstr (t, "{h}") && !strstr (t, "{steps}"))
    usage_error ("--run '%s' has no {h}: the step size must reach the command (or the step "
                 "sizes, {steps})", t);
  if (!strstr (t, "{out}"))
    usage_error ("--run '%s' has no {out}: the command must write its trajectory to the file "
                 "galpha names", t);
  for (const char *p = strchr (t, '{'); p; p = strchr (p + 1, '{'))
    {
      if (p > t && p[-1] == '$')
        continue;
      size_t n = strspn (p + 1, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789");
      if (p[1 + n] != '}' || n == 0)
        continue;
      int known = 0;
      for (const char *const *h = holders; *h; h++)
        known |= strlen (*h) == n && strncmp (*h, p + 1, n) == 0;
      if (!known)
        usage_error ("--run: unknown placeholder {%.*s} (want {h}, {out}, {t_end}, {level}, "
                     "{steps})",
                     (int) n, p + 1);
    }
}

/* s as one shell word: '...' with each ' as '\'' */
static void
append_quoted (char *buf, size_t len, const char *s)
{
  size_t n = strlen (buf);
  if (n + 1 < len)
    buf[n++] = '\'';
  for (; *s && n + 5 < len; s++)
    if (*s == '\'')
      {
        memcpy (buf + n, "'\\''", 4);
        n += 4;
      }
    else
      buf[n++] = *s;
  if (n + 1 < len)
    buf[n++] = '\'';
  buf[n] = '\0';
}

static int
command_of (const char *t, const char *h, const char *out, const char *tend, const char *k,
            const char *steps, char *buf, size_t len)
{
  buf[0] = '\0';
  for (const char *p = t; *p;)
    {
      const char *val = NULL;
      size_t skip = 0;
      if (*p == '{' && !(p > t && p[-1] == '$'))
        {
          if (strncmp (p, "{h}", 3) == 0) val = h, skip = 3;
          else if (strncmp (p, "{out}", 5) == 0) val = out, skip = 5;
          else if (strncmp (p, "{t_end}", 7) == 0) val = tend, skip = 7;
          else if (strncmp (p, "{level}", 7) == 0) val = k, skip = 7;
          else if (strncmp (p, "{steps}", 7) == 0) val = steps, skip = 7;
        }
      if (val)
        {
          append_quoted (buf, len, val);
          p += skip;
        }
      else
        {
          size_t n = strlen (buf);
          if (n + 2 >= len)
            return -1;
          buf[n] = *p++;
          buf[n + 1] = '\0';
        }
    }
  return strlen (buf) + 8 >= len ? -1 : 0;
}

/* ---- running the levels ----------------------------------------------------- */
static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + 1e-9 * (double) ts.tv_nsec;
}

static void
path_of (int k, int j, char *buf, size_t len)
{
  snprintf (buf, len, "%s/%s", tmpdir, names[k][j]);
}

static void
start_level (int k, const char *cmd, double timeout)
{
  char log[1100];
  path_of (k, 1, log, sizeof log);
  fflush (NULL);
  pid_t pid = fork ();
  if (pid < 0)
    {
      snprintf (lv[k].why, sizeof lv[k].why, "fork: %s", strerror (errno));
      return;
    }
  if (pid == 0)
    {
      setpgid (0, 0);
      int in = open ("/dev/null", O_RDONLY);
      int fd = open (log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
      if (in < 0 || fd < 0)
        _exit (126);
      dup2 (in, 0);
      dup2 (fd, 1);
      dup2 (fd, 2);
      close (in);
      close (fd);
      execl ("/bin/sh", "sh", "-c", cmd, (char *) NULL);
      _exit (127);
    }
  setpgid (pid, pid);
  lv[k].pid = pid;
  lv[k].running = 1;
  lv[k].deadline = timeout > 0 ? now () + timeout : HUGE_VAL;
}

/* the last 3 lines of level k's standard output and error, "; "-joined */
static void
log_tail (int k, char *buf, size_t len)
{
  char path[1100], text[4096];
  path_of (k, 1, path, sizeof path);
  buf[0] = '\0';
  FILE *f = fopen (path, "r");
  if (!f)
    return;
  fseek (f, 0, SEEK_END);
  long size = ftell (f);
  long from = size > (long) sizeof text - 1 ? size - (long) sizeof text + 1 : 0;
  fseek (f, from, SEEK_SET);
  size_t n = fread (text, 1, sizeof text - 1, f);
  fclose (f);
  text[n] = '\0';
  while (n > 0 && (text[n - 1] == '\n' || text[n - 1] == '\r'))
    text[--n] = '\0';
  int lines = 0;
  char *p = text + n;
  while (p > text && lines < 3)
    {
      p--;
      if (*p == '\n')
        lines++;
    }
  if (*p == '\n')
    p++;
  for (char *q = p; *q; q++)
    if (*q == '\n' || *q == '\t' || (unsigned char) *q < 32)
      *q = *q == '\n' ? '|' : ' ';
  if (*p)
    snprintf (buf, len, "; its output ends: %.600s", p);
}

static void
finished (int k, int status)
{
  level *l = &lv[k];
  l->running = 0;
  kill (-l->pid, SIGKILL);   /* whatever it left running in its group */
  char tail[700];
  log_tail (k, tail, sizeof tail);
  if (l->timed_out)
    snprintf (l->why, sizeof l->why, "timed out (killed after --timeout)%s", tail);
  else if (WIFSIGNALED (status))
    snprintf (l->why, sizeof l->why, "the command was killed by signal %d%s", WTERMSIG (status),
              tail);
  else if (WIFEXITED (status) && WEXITSTATUS (status) != 0)
    snprintf (l->why, sizeof l->why, "the command exited with status %d%s",
              WEXITSTATUS (status), tail);
}

/* the time of row i of level l's grid (the last one T) */
static double
grid_time (const level *l, double t0, double T, long i)
{
  gp_steps S = { grid_alt ? GP_STEPS_ALT : GP_STEPS_UNIFORM, l->h, NULL, 0 };
  return gp_steps_time (&S, t0, T, i);
}

/* level k's step sizes, one a line, into {steps}; 0, or -1 (why filled) */
static int
write_steps (int k, double t0, double T)
{
  char path[1100];
  path_of (k, 2, path, sizeof path);
  FILE *f = fopen (path, "w");
  if (!f)
    {
      snprintf (lv[k].why, sizeof lv[k].why, "{steps}: %s", strerror (errno));
      return -1;
    }
  for (long i = 1; i <= lv[k].N; i++)
    fprintf (f, "%.17g\n", grid_time (&lv[k], t0, T, i) - grid_time (&lv[k], t0, T, i - 1));
  if (fclose (f) != 0)
    {
      snprintf (lv[k].why, sizeof lv[k].why, "{steps}: %s", strerror (errno));
      return -1;
    }
  return 0;
}

static void
run_all (const char *template, double t0, double T, double timeout, int jobs)
{
  int next = 0, running = 0;
  char tend[GP_NUM_LEN];
  gp_num (tend, T);
  while (next < nlevels || running > 0)
    {
      while (next < nlevels && running < jobs)
        {
          char h[GP_NUM_LEN], out[1100], steps[1100], k[16], cmd[8192];
          snprintf (h, sizeof h, "%.17g", lv[next].h);
          path_of (next, 0, out, sizeof out);
          path_of (next, 2, steps, sizeof steps);
          snprintf (k, sizeof k, "%d", next);
          if (strstr (template, "{steps}") && write_steps (next, t0, T) != 0)
            ;   /* the level fails, named */
          else if (command_of (template, h, out, tend, k, steps, cmd, sizeof cmd) != 0)
            snprintf (lv[next].why, sizeof lv[next].why, "the command is longer than %zu bytes",
                      sizeof cmd - 8);
          else
            {
              fprintf (stderr, "%s audit: level %d of 0-%d (h = %s): %s\n", prog, next,
                       nlevels - 1, h, cmd);
              start_level (next, cmd, timeout);
              running += lv[next].running;
            }
          next++;
        }
      int any = 0;
      for (int k = 0; k < nlevels; k++)
        if (lv[k].running)
          {
            int status;
            pid_t r = waitpid (lv[k].pid, &status, WNOHANG);
            if (r == lv[k].pid)
              {
                finished (k, status);
                running--;
                any = 1;
              }
            else if (now () > lv[k].deadline && !lv[k].timed_out)
              {
                lv[k].timed_out = 1;
                kill (-lv[k].pid, SIGKILL);
              }
          }
      if (!any && running > 0)
        {
          struct timespec ts = { 0, 10000000 };
          nanosleep (&ts, NULL);
        }
    }
}

/* ---- reading an output ------------------------------------------------------- */
typedef struct
{
  const gp_problem *P;
  gp_state *ref, *xT;           /* scratch: the exact solution; the row at T */
  double a_shift;
  double T;
  const double *refT;           /* y z a lambda psi at T, NULL: exact solution */
  int a_at_T;                   /* the reference's a may be compared (a_shift 0) */
  gp_stepper *a_st;             /* --method's stepper when its a is not y'' (a_of), else NULL */
} audit_ctx;

/* ---- which method is it: galpha's method and its probes, step by step --- */
#define MAX_CMP 10   /* the method and its probes (ga-nh has 6) */
#define CMP_BOUND 1e-8   /* a deviation above it is a difference, not rounding */
typedef struct
{
  char name[1300];
  char na[300];                 /* a probe not run: why (st NULL) */
  gp_stepper *st;
  gp_state *x;
} comparator;
typedef struct
{
  int failed;                   /* galpha's run failed (Newton, ...) */
  long first_step;              /* -1: agrees at every step */
  double first_t, first_dev, max_dev;
  int first_block;
  double max_vs_method;         /* a probe: its largest deviation from the method's run */
} cmp_result;
static comparator cmp[MAX_CMP];
static int ncmp;
static cmp_result cres[MAX_LEVELS][MAX_CMP];

static size_t
block_len (const gp_problem *P, gp_block b)
{
  return b == GP_LAM ? P->m_g : b == GP_PSI ? P->m_k : P->n;
}

/* which block and index column name s is (b = -1: not a block's column) */
static void
column_of (const char *s, int *b, long *idx)
{
  static const char *const nm[NB] = { "y", "z", "a", "qdd", "lambda", "psi" };
  *b = -1;
  for (int j = 0; j < NB; j++)
    {
      size_t n = strlen (nm[j]);
      if (strncmp (s, nm[j], n) == 0 && s[n] >= '1' && s[n] <= '9'
          && strspn (s + n, "0123456789") == strlen (s + n))
        {
          *b = j;
          *idx = strtol (s + n, NULL, 10);
          return;
        }
    }
}

/* ---- --columns FILE: the output's columns mapped to galpha's ---------------- */
#define MAX_MAP 256
typedef struct
{
  int b;                        /* -2: t; else the block's index in blocks[] */
  long idx;                     /* the block's 1-based component */
  long pos;                     /* the output's 1-based column; 0: by name */
  char name[64];                /* the output's column name (pos 0) */
  char text[160];               /* the mapping's line as written */
  long line;
} colmap;
static colmap cmap[MAX_MAP];
static int ncmap;
static const char *cmap_file;
static int cmap_present[NB];
static char map_why[1600];      /* a mapping line the output does not fit */

static void
trim (char **s)
{
  *s += strspn (*s, " \t");
  size_t n = strlen (*s);
  while (n > 0 && ((*s)[n - 1] == ' ' || (*s)[n - 1] == '\t'))
    (*s)[--n] = '\0';
}

/* FILE's lines 'GALPHA = OUTPUT' ('#' comments, blank lines): GALPHA is t
   or a block's column (y1, lambda2, ...), OUTPUT the output's header name
   or 1-based position; refused (exit 2) naming the line */
static void
columns_read (const char *file, const gp_problem *P)
{
  FILE *f = fopen (file, "r");
  if (!f)
    usage_error ("--columns %s: %s", file, strerror (errno));
  char buf[1024];
  long ln = 0;
  int have_t = 0, count[NB] = { 0 };
  cmap_file = file;
  while (fgets (buf, sizeof buf, f))
    {
      ln++;
      buf[strcspn (buf, "\r\n")] = '\0';
      char *hash = strchr (buf, '#');
      if (hash)
        *hash = '\0';
      char *l = buf;
      trim (&l);
      if (!*l)
        continue;
      colmap *m = &cmap[ncmap];
      snprintf (m->text, sizeof m->text, "%s", l);
      char *r = strchr (l, '=');
      if (!r)
        usage_error ("--columns %s line %ld: '%s' is not GALPHA_COLUMN = OUTPUT_COLUMN (e.g. "
                     "'y1 = x' or 'y1 = 2')", file, ln, m->text);
      *r++ = '\0';
      trim (&l);
      trim (&r);
      if (!*l || !*r || strpbrk (r, " \t=") || strpbrk (l, " \t"))
        usage_error ("--columns %s line %ld: '%s' is not GALPHA_COLUMN = OUTPUT_COLUMN (one word "
                     "each side)", file, ln, m->text);
      if (ncmap == MAX_MAP)
        usage_error ("--columns %s line %ld: more than %d lines", file, ln, MAX_MAP);
      m->line = ln;
      m->idx = 0;
      if (strcmp (l, "t") == 0)
        m->b = -2, have_t = 1;
      else
        {
          column_of (l, &m->b, &m->idx);
          if (m->b < 0)
            usage_error ("--columns %s line %ld: '%s': unknown column '%s' of galpha (want t, "
                         "or a block y, z, a, qdd, lambda, psi with a 1-based component: y1, "
                         "lambda2)", file, ln, m->text, l);
          size_t n = block_len (P, blocks[m->b]);
          if ((size_t) m->idx > n)
            usage_error ("--columns %s line %ld: '%s': problem %s has %zu %s value%s", file, ln,
                         m->text, P->name, n, gp_block_name (blocks[m->b]), n == 1 ? "" : "s");
          count[m->b]++;
        }
      for (int q = 0; q < ncmap; q++)
        if (cmap[q].b == m->b && cmap[q].idx == m->idx)
          usage_error ("--columns %s line %ld: '%s': %s is already mapped on line %ld", file, ln,
                       m->text, l, cmap[q].line);
      m->pos = 0;
      if (strspn (r, "0123456789") == strlen (r))
        {
          m->pos = strtol (r, NULL, 10);
          if (m->pos < 1 || strlen (r) > 6)
            usage_error ("--columns %s line %ld: '%s': a column's position counts from 1", file,
                         ln, m->text);
        }
      else if (strlen (r) >= sizeof m->name)
        usage_error ("--columns %s line %ld: '%s': a column name of more than %zu characters",
                     file, ln, m->text, sizeof m->name - 1);
      else
        snprintf (m->name, sizeof m->name, "%s", r);
      ncmap++;
    }
  fclose (f);
  if (!have_t)
    usage_error ("--columns %s: no line maps t (e.g. 't = time' or 't = 1')", file);
  for (int j = 0; j < NB; j++)
    {
      size_t want = block_len (P, blocks[j]);
      cmap_present[j] = count[j] > 0 && want > 0;
      for (size_t i = 1; count[j] && i <= want; i++)
        {
          int got = 0;
          for (int q = 0; q < ncmap; q++)
            got |= cmap[q].b == j && (size_t) cmap[q].idx == i;
          if (!got)
            usage_error ("--columns %s: %s%zu is not mapped (a block is mapped whole: %d of the "
                         "%zu %s columns of problem %s)", file, gp_block_name (blocks[j]), i,
                         count[j], want, gp_block_name (blocks[j]), P->name);
        }
    }
  if (!count[0])
    usage_error ("--columns %s: no y column is mapped (y1 .. y%zu of problem %s)", file, P->n,
                 P->name);
}

/* errors per block of the row's values v[NB] against the exact solution at
   t (a at t + shift), or the values r (y z a lambda psi); qdd against a(t);
   with A->a_st, a against that method's a (a_of) at the exact y, z at
   t + shift, or at r's y, z */
static void
errors_of (const audit_ctx *A, const int present[NB], double *const v[NB], double t,
           double shift, const double *r, int a_ok, double e[NB])
{
  const gp_problem *P = A->P;
  gp_state *x = A->ref;
  double qdd[1024];
  if (!r)
    {
      gp_state_exact (P, t, shift, x);
      if (P->n <= 1024)
        P->exact (t, NULL, NULL, qdd, NULL, NULL, P->params);
    }
  else
    {
      memcpy (x->v, r, x->L.size * sizeof (double));
      if (P->n <= 1024)
        memcpy (qdd, x->a, P->n * sizeof (double));
    }
  double am[1024], ys[1024], zs[1024];
  int am_ok = 0;
  if (A->a_st && present[2] && a_ok && P->n <= 1024)
    {
      const gp_method *m = gp_stepper_method (A->a_st);
      if (r)
        am_ok = m->a_of (A->a_st, t, x->y, x->z, am) == GP_OK;
      else
        am_ok = P->exact (t + shift, ys, zs, NULL, NULL, NULL, P->params) == 0
          && m->a_of (A->a_st, t + shift, ys, zs, am) == GP_OK;
    }
  for (int j = 0; j < NB; j++)
    {
      e[j] = DNAN;
      if (!present[j] || (blocks[j] == GP_A && !a_ok) || (blocks[j] == GP_QDD && P->n > 1024)
          || (blocks[j] == GP_A && A->a_st && !am_ok))
        continue;
      const double *ref = blocks[j] == GP_QDD ? qdd : blocks[j] == GP_A && A->a_st ? am
        : gp_state_block (x, blocks[j]);
      double s = 0;
      for (size_t i = 0; i < block_len (P, blocks[j]); i++)
        s += (v[j][i] - ref[i]) * (v[j][i] - ref[i]);
      e[j] = sqrt (s);
    }
}

/* block j's 2-norm deviation of w from g, relative to max(1, |g|) */
static double
block_dev (size_t n, const double *w, const double *g)
{
  double d = 0, m = 0;
  for (size_t u = 0; u < n; u++)
    {
      d += (w[u] - g[u]) * (w[u] - g[u]);
      m += g[u] * g[u];
    }
  return sqrt (d) / fmax (1.0, sqrt (m));
}

/* comparator q against the row's values v at row i of level k */
static void
compare_row (int k, int q, const gp_problem *P, const int present[NB], double *const v[NB],
             long i)
{
  cmp_result *r = &cres[k][q];
  const gp_state *x = cmp[q].x;
  for (int j = 0; j < NB; j++)
    {
      size_t n = block_len (P, blocks[j]);
      if (!present[j] || x->L.len[blocks[j]] != n || n == 0)
        continue;
      double dev = block_dev (n, v[j], gp_state_block (x, blocks[j]));
      if (dev > r->max_dev || isnan (dev))
        r->max_dev = dev;
      if (r->first_step < 0 && !(dev <= CMP_BOUND))
        {
          r->first_step = i;
          r->first_t = x->t;
          r->first_dev = dev;
          r->first_block = j;
        }
    }
}

/* every comparator: row 0 the consistent start and the method's start,
   row i one step to the grid time tg */
static void
compare_step (int k, const gp_problem *P, const int present[NB], double *const v[NB], long i,
              double tg, double h1)
{
  for (int q = 0; q < ncmp; q++)
    {
      cmp_result *r = &cres[k][q];
      if (r->failed || !cmp[q].st)
        continue;
      gp_state *x = cmp[q].x;
      int rc;
      if (i == 0)
        {
          gp_stepper_reset (cmp[q].st);
          r->first_step = -1;
          r->max_dev = 0;
          r->max_vs_method = 0;
          rc = gp_state_consistent (P, x, 1e-15);
          if (rc == GP_OK)
            rc = gp_stepper_start (cmp[q].st, h1, x);
        }
      else
        {
          rc = gp_stepper_step (cmp[q].st, tg - x->t, x);
          x->t = tg;
        }
      if (rc != GP_OK)
        {
          r->failed = 1;
          continue;
        }
      compare_row (k, q, P, present, v, i);
    }
  /* how far each probe's run is from the method's: a probe that never
     leaves it cannot be told apart from the method here */
  for (int q = 1; q < ncmp; q++)
    {
      cmp_result *r = &cres[k][q];
      if (r->failed || !cmp[q].st || cres[k][0].failed)
        continue;
      for (int j = 0; j < NB; j++)
        {
          size_t n = block_len (P, blocks[j]);
          if (!present[j] || cmp[q].x->L.len[blocks[j]] != n || n == 0)
            continue;
          double dev = block_dev (n, gp_state_block (cmp[q].x, blocks[j]),
                                  gp_state_block (cmp[0].x, blocks[j]));
          if (dev > r->max_vs_method || isnan (dev))
            r->max_vs_method = dev;
        }
    }
}

#define FAIL(...) do { snprintf (l->why, sizeof l->why, __VA_ARGS__); goto done; } while (0)

/* level k's output: read, grid checked, errors measured; l->ran on success */
static void
read_level (int k, const audit_ctx *A, const double *first_ref, int first_a_ok)
{
  level *l = &lv[k];
  const gp_problem *P = A->P;
  char path[1100];
  path_of (k, 0, path, sizeof path);
  FILE *f = fopen (path, "r");
  char *line = NULL;
  size_t cap = 0;
  int *cb = NULL;
  long *ci = NULL;
  double *vals = NULL;
  double *v[NB] = { 0 };
  if (!f)
    {
      snprintf (l->why, sizeof l->why, "the command wrote no output file {out} (%s)",
                strerror (errno));
      return;
    }
  long lineno = 0, ncols = 0, row = 0, tcol = 0;
  int header = 0;
  for (int j = 0; j < NB; j++)
    {
      l->maxerr[j] = 0;
      l->first[j] = DNAN;
      l->err[j] = DNAN;
      v[j] = calloc (block_len (P, blocks[j]) + 1, sizeof (double));
      if (!v[j])
        FAIL ("out of memory");
    }
  double t0 = P->t0;
  while (getline (&line, &cap, f) > 0)
    {
      lineno++;
      line[strcspn (line, "\r\n")] = '\0';
      char *p = line + strspn (line, " \t");
      if (*p == '#' || *p == '\0')
        continue;
      char *save = NULL, *tok;
      if (!header && ncmap)
        {
          /* --columns: the first line a header when a word is not a number */
          long n = 1;
          for (const char *q = p; *q; q++)
            n += *q == '\t' || *q == ' ';
          char **word = calloc ((size_t) n + 1, sizeof *word);
          char *copy = strdup (p);
          cb = calloc ((size_t) n + 1, sizeof *cb);
          ci = calloc ((size_t) n + 1, sizeof *ci);
          vals = calloc ((size_t) n + 1, sizeof *vals);
          if (!word || !copy || !cb || !ci || !vals)
            {
              free (word);
              free (copy);
              FAIL ("out of memory");
            }
          int is_header = 0;
          for (tok = strtok_r (copy, " \t", &save); tok; tok = strtok_r (NULL, " \t", &save))
            {
              char *end;
              (void) strtod (tok, &end);
              is_header |= end == tok || *end;
              cb[ncols] = -1;
              word[ncols++] = tok;
            }
          for (int q = 0; q < ncmap && !map_why[0]; q++)
            {
              const colmap *m = &cmap[q];
              long pos = m->pos;
              if (!pos)
                for (long c = 0; c < ncols && is_header; c++)
                  if (strcmp (word[c], m->name) == 0)
                    pos = c + 1;
              char at[200];
              snprintf (at, sizeof at, "--columns %s line %ld: '%.150s'", cmap_file, m->line,
                        m->text);
              if (!pos && !is_header)
                snprintf (map_why, sizeof map_why, "%s: the output of level %d (h = %s) has no "
                          "header line to find '%s' in (its line %ld holds numbers only)", at, k,
                          GP_NUM (l->h), m->name, lineno);
              else if (!pos)
                snprintf (map_why, sizeof map_why, "%s: no column '%s' in the header of level "
                          "%d's output (h = %s, line %ld: %.600s)", at, m->name, k,
                          GP_NUM (l->h), lineno, p);
              else if (pos > ncols)
                snprintf (map_why, sizeof map_why, "%s: column %ld is missing: the output of "
                          "level %d (h = %s) has %ld columns (line %ld)", at, pos, k,
                          GP_NUM (l->h), ncols, lineno);
              else if (cb[pos - 1] != -1)
                snprintf (map_why, sizeof map_why, "%s: column %ld of the output is mapped "
                          "twice", at, pos);
              else if (m->b == -2)
                tcol = pos - 1, cb[pos - 1] = -2;
              else
                cb[pos - 1] = m->b, ci[pos - 1] = m->idx;
            }
          free (word);
          free (copy);
          if (map_why[0])
            goto done;
          cb[tcol] = -1;
          for (int j = 0; j < NB; j++)
            l->present[j] = cmap_present[j];
          header = 1;
          if (is_header)
            continue;
        }
      if (!header)
        {
          long n = 1;
          for (const char *q = p; *q; q++)
            n += *q == '\t' || *q == ' ';
          cb = calloc ((size_t) n + 1, sizeof *cb);
          ci = calloc ((size_t) n + 1, sizeof *ci);
          vals = calloc ((size_t) n + 1, sizeof *vals);
          if (!cb || !ci || !vals)
            FAIL ("out of memory");
          int seen_count[NB] = { 0 };
          for (tok = strtok_r (p, " \t", &save); tok; tok = strtok_r (NULL, " \t", &save))
            {
              if (ncols == 0 && strcmp (tok, "t") != 0)
                FAIL ("{out} line %ld: the header's first column is '%s', want 't' (galpha "
                      "run's format: t y1 .. z1 .. a1 .. lambda1 .. psi1 ..)", lineno, tok);
              int b = -1;
              long idx = 0;
              if (ncols > 0)
                column_of (tok, &b, &idx);
              if (b >= 0 && (size_t) idx > block_len (P, blocks[b]))
                FAIL ("{out} line %ld: column %ld '%s': problem %s has %zu %s values", lineno,
                      ncols + 1, tok, P->name, block_len (P, blocks[b]),
                      gp_block_name (blocks[b]));
              if (b >= 0)
                {
                  for (long c = 1; c < ncols; c++)
                    if (cb[c] == b && ci[c] == idx)
                      FAIL ("{out} line %ld: column '%s' twice (columns %ld and %ld)", lineno,
                            tok, c + 1, ncols + 1);
                  seen_count[b]++;
                }
              cb[ncols] = b;
              ci[ncols] = idx;
              ncols++;
            }
          for (int j = 0; j < NB; j++)
            {
              size_t want = block_len (P, blocks[j]);
              if (seen_count[j] && (size_t) seen_count[j] != want)
                {
                  for (size_t i = 1; i <= want; i++)
                    {
                      int got = 0;
                      for (long c = 1; c < ncols; c++)
                        got |= cb[c] == j && (size_t) ci[c] == i;
                      if (!got)
                        FAIL ("{out} line %ld: column %s%zu is missing (the header has %d of "
                              "the %zu %s columns of problem %s)", lineno,
                              gp_block_name (blocks[j]), i, seen_count[j], want,
                              gp_block_name (blocks[j]), P->name);
                    }
                }
              l->present[j] = seen_count[j] > 0 && want > 0;
            }
          if (!l->present[0])
            FAIL ("{out} line %ld: no y columns (y1 .. y%zu of problem %s)", lineno, P->n,
                  P->name);
          header = 1;
          continue;
        }
      long c = 0;
      for (tok = strtok_r (p, " \t", &save); tok; tok = strtok_r (NULL, " \t", &save), c++)
        {
          char *end;
          double x = strtod (tok, &end);
          if (c >= ncols)
            FAIL ("{out} line %ld: more than the header's %ld columns", lineno, ncols);
          if (end == tok || *end || !isfinite (x))
            FAIL ("{out} line %ld: column %ld: '%.40s' is not a finite number", lineno, c + 1,
                  tok);
          vals[c] = x;
        }
      if (c < ncols)
        FAIL ("{out} line %ld: %ld columns, the header has %ld (column %ld missing)", lineno, c,
              ncols, c + 1);
      /* the grid: row i at the level's grid time i, the last at T */
      if (row > l->N)
        FAIL ("{out} line %ld: a row after T = %s (t = %s): the grid %s has %ld steps",
              lineno, GP_NUM (A->T), GP_NUM (vals[tcol]), grid_alt ? "of steps h/3, 2h/3"
              : "t0 + i h", l->N);
      double tg = grid_time (l, t0, A->T, row);
      double hl = row ? tg - grid_time (l, t0, A->T, row - 1) : l->h;   /* the step into row */
      if (!(fabs (vals[tcol] - tg) <= 1e-6 * l->h / (grid_alt ? 3 : 1)))
        FAIL ("{out} line %ld: t = %s, want %s (row %ld of the grid %s, h = %s): not the "
              "requested grid", lineno, GP_NUM (vals[tcol]), GP_NUM (tg), row,
              grid_alt ? "of steps h/3, 2h/3 alternating" : "t0 + i h", GP_NUM (l->h));
      for (long cc = 0; cc < ncols; cc++)
        if (cb[cc] >= 0)
          v[cb[cc]][ci[cc] - 1] = vals[cc];
      if (ncmp)
        compare_step (k, P, l->present, v, row, tg, grid_time (l, t0, A->T, 1) - t0);
      double e[NB];
      /* the coarsest grid's points (alt: its pair ends t0 + i h0, on every level's grid) */
      long every = lround (lv[0].h / l->h) * (grid_alt ? 2 : 1);
      if (!A->refT && row > 0 && row % every == 0)
        {
          errors_of (A, l->present, v, tg, A->a_shift * hl, NULL, 1, e);
          for (int j = 0; j < NB; j++)
            if (e[j] > l->maxerr[j] || isnan (e[j]))
              l->maxerr[j] = e[j];
        }
      if (row == 1)
        {
          errors_of (A, l->present, v, tg, A->a_shift * hl, first_ref, first_a_ok, e);
          memcpy (l->first, e, sizeof e);
        }
      if (row == l->N)
        {
          errors_of (A, l->present, v, tg, A->a_shift * hl, A->refT, A->a_at_T, l->err);
          gp_state *x = A->xT;
          memset (x->v, 0, x->L.size * sizeof (double));
          x->t = A->T;
          const gp_block sb[5] = { GP_Y, GP_Z, GP_A, GP_LAM, GP_PSI };
          const int sj[5] = { 0, 1, 2, 4, 5 };
          for (int q = 0; q < 5; q++)
            if (l->present[sj[q]])
              memcpy (gp_state_block (x, sb[q]), v[sj[q]],
                      block_len (P, blocks[sj[q]]) * sizeof (double));
          double ra;
          if (gp_state_residuals (P, x, &l->res_pos, &l->res_vel, &ra) != GP_OK)
            l->res_pos = l->res_vel = DNAN;
          if (!l->present[1])
            l->res_vel = DNAN;
        }
      row++;
    }
  if (!header)
    FAIL ("{out}: no header line (t, then block-named columns as galpha run writes them)");
  if (row != l->N + 1)
    FAIL ("{out}: %ld rows, want %ld (t0 = %s to T = %s by %s = %s, the start included)", row,
          l->N + 1, GP_NUM (t0), GP_NUM (A->T), grid_alt ? "h/3, 2h/3 alternating, h"
          : "h", GP_NUM (l->h));
  l->ran = 1;
done:
  if (!l->ran)
    for (int j = 0; j < NB; j++)
      l->present[j] = 0;
  free (line);
  free (cb);
  free (ci);
  free (vals);
  for (int j = 0; j < NB; j++)
    free (v[j]);
  fclose (f);
}

/* ---- orders ---------------------------------------------------------------- */
/* the fitted order of e over the levels that ran with e finite and > 0:
   DNAN with fewer than 3 */
static double
order_of (double (*get) (const level *, int), int j, int *lo, int *hi, int *n)
{
  double h[MAX_LEVELS], e[MAX_LEVELS];
  int idx[MAX_LEVELS];
  *n = 0;
  for (int k = 0; k < nlevels; k++)
    {
      double x = lv[k].ran ? get (&lv[k], j) : DNAN;
      if (isfinite (x) && x > 0)
        {
          h[*n] = lv[k].h;
          e[*n] = x;
          idx[(*n)++] = k;
        }
    }
  if (*n < 3)
    return DNAN;
  int l0;
  double p = gp_order_fit (h, e, *n, &l0);
  *lo = idx[l0];
  *hi = idx[*n - 1];
  return p;
}

static double get_err (const level *l, int j) { return l->err[j]; }
static double get_max (const level *l, int j) { return l->maxerr[j]; }
static double get_first (const level *l, int j) { return l->first[j]; }
static double get_res (const level *l, int j) { return j ? l->res_vel : l->res_pos; }

static void
cell (FILE *f, double x)
{
  if (isfinite (x))
    fprintf (f, "\t%.17g", x);
  else
    fprintf (f, "\tNA");
}

/* --expect-order B=P,...: the target of each block (DNAN: none) */
static void
parse_expect (const char *s, double want[NB])
{
  for (int j = 0; j < NB; j++)
    want[j] = DNAN;
  if (!s)
    return;
  char buf[512];
  snprintf (buf, sizeof buf, "%s", s);
  char *save = NULL;
  for (char *tok = strtok_r (buf, ",", &save); tok; tok = strtok_r (NULL, ",", &save))
    {
      char *eq = strchr (tok, '=');
      if (!eq)
        usage_error ("--expect-order '%s': '%s' is not BLOCK=ORDER", s, tok);
      *eq = '\0';
      int b = -1;
      for (int j = 0; j < NB; j++)
        if (strcmp (tok, gp_block_name (blocks[j])) == 0)
          b = j;
      if (b < 0)
        usage_error ("--expect-order: unknown block '%s' (want y, z, a, qdd, lambda, psi)", tok);
      double x;
      const char *bad = settings_number_text (eq + 1, &x);
      if (bad || !isfinite (x) || x <= 0)
        usage_error ("--expect-order %s=%s: the order must be a positive number", tok, eq + 1);
      want[b] = x;
    }
}

/* --method M [METHOD OPTIONS]: the method as given, judged by the settings
   module as run's are (exit 2), into *m, *o */
static void
method_of (const cli *c, const gp_problem *P, const gp_method **m, gp_options *o)
{
  run_settings rs;
  char why[512];
  int entry;
  settings_init (&rs);
  if (settings_set (&rs, "problem", c->problem, why, sizeof why) != GP_OK
      || settings_set (&rs, "method", c->method, why, sizeof why) != GP_OK)
    usage_error ("%s", why);
  for (int i = 0; i < c->nmopt; i++)
    if (settings_set (&rs, c->mkey[i], c->mval[i], why, sizeof why) != GP_OK)
      usage_error ("%s", why);
  if (settings_resolve (&rs, why, sizeof why, &entry) != GP_OK)
    usage_error ("%s", why);
  *m = rs.m;
  *o = rs.o;
  cli_newton_default (c, *m, o);   /* the regime of galpha run's trajectories */
  settings_free (&rs);
  if ((*m)->supports (P, why, sizeof why) != GP_OK)
    usage_error ("%s", why);
}

/* comparator q: method m with options o, named; a probe refused by the
   method is left out */
static void
add_comparator (const gp_method *m, const gp_problem *P, const gp_options *o, const char *name)
{
  char why[256];
  if (ncmp == MAX_CMP)
    usage_error ("audit: more than %d comparators (MAX_CMP)", MAX_CMP);
  gp_stepper *st = gp_stepper_alloc (m, P, o, why, sizeof why);
  if (!st)
    {
      if (ncmp == 0)
        usage_error ("%s", why);
      fprintf (stderr, "%s: audit: probe %s left out: %s\n", prog, name, why);
      return;
    }
  gp_state *x = gp_stepper_state_alloc (st);
  if (!x)
    usage_error ("out of memory");
  cmp[ncmp].st = st;
  cmp[ncmp].x = x;
  cmp[ncmp].na[0] = '\0';
  snprintf (cmp[ncmp].name, sizeof cmp[ncmp].name, "%s", name);
  ncmp++;
}

/* a probe reported as not applicable, with why, and not run */
static void
add_not_applicable (const char *name, const char *why)
{
  if (ncmp == MAX_CMP)
    usage_error ("audit: more than %d comparators (MAX_CMP)", MAX_CMP);
  cmp[ncmp].st = NULL;
  cmp[ncmp].x = NULL;
  snprintf (cmp[ncmp].name, sizeof cmp[ncmp].name, "%s", name);
  snprintf (cmp[ncmp].na, sizeof cmp[ncmp].na, "%s", why);
  ncmp++;
}

/* the method as given, then the probes of the field's recurring mix-ups
   that the method's options can express */
static void
comparators (const gp_method *m, const gp_problem *P, const gp_options *o0)
{
  char opts[1024], name[1200];
  gp_options_format (o0, m, opts, sizeof opts);
  snprintf (name, sizeof name, "%s %s", m->name, opts);
  add_comparator (m, P, o0, name);
  gp_options o;
  if (m->options & GP_OPT_COEFFS)
    {
      o = *o0;
      o.c.alpha_m = o0->c.alpha_f;
      o.c.alpha_f = o0->c.alpha_m;
      add_comparator (m, P, &o, "alpha_m and alpha_f swapped");
      o = *o0;
      o.c.alpha_m = 1 - o0->c.alpha_m;
      o.c.alpha_f = 1 - o0->c.alpha_f;
      add_comparator (m, P, &o, "the other convention (weights on the new value: alpha_m, "
                      "alpha_f -> 1 - alpha_m, 1 - alpha_f)");
    }
  if (m->options & GP_OPT_A_INIT)
    {
      o = *o0;
      o.a_init = o0->a_init == GP_AINIT_A0 ? GP_AINIT_EXACT : GP_AINIT_A0;
      add_comparator (m, P, &o, o.a_init == GP_AINIT_A0 ? "a-init a0 (the consistent a(t0))"
                      : "a-init exact (a(t0 + alpha h))");
    }
  if (m->options & GP_OPT_M_ALPHA)
    {
      o = *o0;
      o.m_alpha = o0->m_alpha == GP_MALPHA_EXPLICIT ? GP_MALPHA_PREVIOUS : GP_MALPHA_EXPLICIT;
      add_comparator (m, P, &o, o.m_alpha == GP_MALPHA_PREVIOUS ? "m-alpha previous"
                      : "m-alpha explicit");
    }
  if (m->options & GP_OPT_HHT_ALPHA)
    {
      /* HHT-alpha's conventions: alpha <= 0 (Hilber-Hughes-Taylor, Chrono)
         or >= 0 (the sign flipped), 1 + alpha (OpenSees).  A value of one
         given to a code of another lies outside [-1/3, 0], where galpha
         refuses to step; what runs is beta and gamma taken from the other
         sign's formulas, or the value clamped into the range */
      double al = gp_coeffs_alpha (&o0->c);
      o = *o0;
      o.c.beta = 0.25 * (1 + al) * (1 + al);
      o.c.gamma = 0.5 + al;
      add_comparator (m, P, &o, "beta and gamma of the other sign convention (beta = (1 + "
                      "alpha)^2/4, gamma = 1/2 + alpha; alpha as given in the weights)");
      o = *o0;
      char why[8];
      gp_coeffs_hht (0.0, &o.c, why, sizeof why);
      o.c.b = o0->c.b;
      add_comparator (m, P, &o, "alpha = 0 (another convention's value, -alpha or OpenSees' "
                      "1 + alpha, clamped into [-1/3, 0] as Chrono's HHT does)");
    }
  if (m->options & GP_OPT_FORCE_TIME)
    {
      o = *o0;
      o.force_time = o0->force_time == GP_FORCE_TIME_NEW ? GP_FORCE_TIME_OLD
        : GP_FORCE_TIME_NEW;
      add_comparator (m, P, &o, o.force_time == GP_FORCE_TIME_OLD
                      ? "forces and constraints at t_n instead of t_{n+1} (force-time old)"
                      : "forces and constraints at t_{n+1} (force-time new)");
    }
  else
    {
      char why[128];
      snprintf (why, sizeof why, "method %s has no force-time probe option", m->name);
      add_not_applicable ("forces and constraints at t_n instead of t_{n+1}", why);
    }
  const char *nofix = "no step-change correction (step-fix off)";
  if ((m->options & GP_OPT_STEP_FIX) && !grid_alt)
    add_not_applicable (nofix, "needs a variable step grid: --steps alt, the code reading "
                        "{steps}");
  else if (m->options & GP_OPT_STEP_FIX)
    {
      o = *o0;
      o.step_fix = o0->step_fix == GP_STEPFIX_OFF ? GP_STEPFIX_ON : GP_STEPFIX_OFF;
      add_comparator (m, P, &o, o.step_fix == GP_STEPFIX_OFF ? nofix
                      : "the step-change correction (2.3) (step-fix on)");
    }
  else
    {
      char why[128];
      snprintf (why, sizeof why, "method %s has no step-change correction to leave out",
                m->name);
      add_not_applicable (nofix, why);
    }
}

static void
comparators_free (void)
{
  for (int q = 0; q < ncmp; q++)
    if (cmp[q].st)
      {
        gp_state_free (cmp[q].x);
        gp_stepper_free (cmp[q].st);
      }
  ncmp = 0;
}

/* the comparison's lines; returns 1 when the trajectory is not the method
   as given */
static int
write_comparison (FILE *f)
{
  fprintf (f, "# compare: galpha's %s step by step on every level's grid from the consistent "
           "start; a difference: a block's 2-norm deviation above %g max(1, |block|)\n",
           cmp[0].name, CMP_BOUND);
  int matches[MAX_CMP];
  int method_failed = 0;
  for (int k = 0; k < nlevels; k++)
    method_failed |= lv[k].ran && cres[k][0].failed;
  for (int q = 0; q < ncmp; q++)
    {
      matches[q] = 1;
      double worst = 0, vs = 0;
      int failed = 0;
      if (cmp[q].na[0])
        {
          matches[q] = 0;
          fprintf (f, "# probe: %s: not applicable (%s)\n", cmp[q].name, cmp[q].na);
          continue;
        }
      for (int k = 0; k < nlevels; k++)
        {
          if (!lv[k].ran)
            continue;
          const cmp_result *r = &cres[k][q];
          vs = fmax (vs, r->max_vs_method);
          if (r->failed)
            {
              matches[q] = 0;
              failed = 1;
              if (q == 0)
                fprintf (f, "# compare: level %d: galpha's run of the method failed\n", k);
              continue;
            }
          worst = fmax (worst, r->max_dev);
          if (r->first_step >= 0)
            {
              matches[q] = 0;
              if (q == 0)
                fprintf (f, "# compare: level %d (h = %s): differs first at step %ld (t = %s) "
                         "in %s by %.3g (largest %.3g)\n", k, GP_NUM (lv[k].h), r->first_step,
                         GP_NUM (r->first_t), gp_block_name (blocks[r->first_block]),
                         r->first_dev, r->max_dev);
            }
          else if (q == 0)
            fprintf (f, "# compare: level %d (h = %s): agrees at all %ld steps (largest "
                     "deviation %.3g)\n", k, GP_NUM (lv[k].h), lv[k].N, r->max_dev);
        }
      if (q > 0)
        {
          if (failed)
            fprintf (f, "# probe: %s: galpha's run of it failed (it differs)\n", cmp[q].name);
          else if (!method_failed && vs <= CMP_BOUND)
            {
              fprintf (f, "# probe: %s: not applicable here (its run is the method's on every "
                       "level: largest difference %.3g, so no trajectory tells them apart)\n",
                       cmp[q].name, vs);
              matches[q] = 0;
            }
          else
            fprintf (f, "# probe: %s: %s (largest deviation %.3g)\n", cmp[q].name,
                     matches[q] ? "MATCHES at every step" : "differs", worst);
        }
    }
  if (matches[0])
    fprintf (f, "# compare: verdict: the trajectory is galpha's %s to rounding\n", cmp[0].name);
  else
    {
      int any = 0;
      for (int q = 1; q < ncmp; q++)
        if (matches[q])
          {
            fprintf (f, "# compare: verdict: not the method as given; it matches the probe: "
                     "%s\n", cmp[q].name);
            any = 1;
          }
      if (!any)
        fprintf (f, "# compare: verdict: not the method as given, and no probe matches\n");
    }
  return !matches[0];
}

int
cmd_audit (int argc, char **argv)
{
  cli cl, *c = &cl;
  parse (c, argc, argv, 2);
  cli_only (c, "audit");
  template_check (c->run_template);
  if (!c->problem)
    usage_error ("--problem is required (see galpha list problems)");
  const gp_problem *P0 = gp_problem_by_name (c->problem);
  if (!P0)
    usage_error ("unknown problem '%s' (see galpha list problems)", c->problem);
  gp_problem Pc;
  void *params = problem_with_params (c, P0, &Pc);
  const gp_problem *P = &Pc;
  if (!c->have_h0)
    usage_error ("--h0 is required");
  if (!(c->h0 > 0))
    usage_error ("--h0 = %s must be positive", GP_NUM (c->h0));
  levels_check (c->have_levels, c->levels, 1, MAX_LEVELS, "");
  if (c->have_jobs && (c->jobs < 1 || c->jobs > MAX_JOBS))
    usage_error ("--jobs = %ld must lie in [1, %d]", c->jobs, MAX_JOBS);
  if (c->have_timeout && !(c->timeout > 0))
    usage_error ("--timeout = %s must be positive (seconds)", GP_NUM (c->timeout));
  if (strcmp (c->steps, "uniform") != 0 && strcmp (c->steps, "alt") != 0)
    usage_error ("--steps '%s': want uniform or alt (h/3, 2h/3 alternating)", c->steps);
  grid_alt = strcmp (c->steps, "alt") == 0;
  double want[NB];
  parse_expect (c->expect_order, want);
  if (c->columns)
    columns_read (c->columns, P);
  const gp_method *m = NULL;
  gp_options mo;
  if (c->method)
    method_of (c, P, &m, &mo);
  else if (c->nmopt)
    usage_error ("--%s: a method option needs --method M (the method to compare with)",
                 c->mkey[0]);
  static reference_file F;
  double T = c->t_end;
  if (!c->have_t_end)
    {
      if (!c->reference)
        usage_error ("--t-end is required (or --reference FILE, whose last row is then T)");
      reference_file_read (c->reference, P, DNAN, &F);
      T = F.t;
    }
  if (!(T > P->t0))
    usage_error ("--t-end = %s must exceed the problem's t0 = %s", GP_NUM (T), GP_NUM (P->t0));
  study_steps (grid_alt, c->h0, c->levels, P->t0, T);   /* each h0 / 2^k divides T - t0 */
  /* what the errors at T are measured against */
  const double *refT = NULL;
  char how[700] = "the exact solution";
  if (c->reference)
    {
      if (P->exact)
        usage_error ("--reference %s: problem %s has an exact solution; the audit measures "
                     "against it (leave --reference out)", c->reference, P->name);
      if (c->have_t_end)
        reference_file_read (c->reference, P, T, &F);
      refT = F.values;
      snprintf (how, sizeof how, "the reference in %s: %.500s", c->reference, F.how);
    }
  else if (!P->exact && !problem_params_changes (P)[0] && gp_reference_at (P->name, T))
    {
      const gp_reference *R = gp_reference_at (P->name, T);
      refT = R->values;
      snprintf (how, sizeof how, "the committed reference: %.600s", R->how);
    }
  else if (!P->exact)
    snprintf (how, sizeof how, "GSL's rk8pd (tol 1e-13), computed now");
  /* a: --a-shift, else with --method what its a approximates */
  double shift = c->have_a_shift ? c->a_shift : m && m->a_shift ? m->a_shift (&mo) : 0.0;
  gp_stepper *a_st = NULL;
  if (m && m->a_of && !c->have_a_shift)
    {
      char why[256];
      a_st = gp_stepper_alloc (m, P, &mo, why, sizeof why);
      if (!a_st)
        usage_error ("%s", why);
    }
  nlevels = (int) c->levels;
  for (int k = 0; k < nlevels; k++)
    {
      lv[k].h = ldexp (c->h0, -k);
      lv[k].N = steps_check (grid_alt, lv[k].h, P->t0, T, "--h0");
      snprintf (names[k][0], sizeof names[k][0], "level%d.out", k);
      snprintf (names[k][1], sizeof names[k][1], "level%d.log", k);
      snprintf (names[k][2], sizeof names[k][2], "level%d.steps", k);
    }
  if (cli_dry_run)
    {
      cli_free (params);
      return 0;
    }
  if (m)
    comparators (m, P, &mo);
  /* the references: at T (computed when neither exact nor given), and after
     the first step of each level (no exact solution: computed) */
  gp_state *ref = gp_state_alloc (P, NULL), *xT = gp_state_alloc (P, NULL);
  gp_state *rT = gp_state_alloc (P, NULL);
  static double first_ref[MAX_LEVELS][SETTINGS_REFERENCE_MAX];
  if (!ref || !xT || !rT || ref->L.size > SETTINGS_REFERENCE_MAX)
    usage_error ("out of memory");
  if (!P->exact && !refT)
    {
      long ns;
      int rc = gp_reference_solve (P, T, 1e-13, rT, &ns);
      if (rc != GP_OK)
        {
          fprintf (stderr, "%s: the reference at T = %s: %s\n", prog, GP_NUM (T),
                   gp_strerror (rc));
          cli_exit (1);
        }
      refT = rT->v;
    }
  if (!P->exact)
    for (int k = 0; k < nlevels; k++)
      {
        long ns;
        double t1 = grid_time (&lv[k], P->t0, T, 1);
        if (gp_reference_solve (P, t1, 1e-13, ref, &ns) != GP_OK)
          {
            fprintf (stderr, "%s: the reference after the first step (t = %s) failed\n", prog,
                     GP_NUM (t1));
            cli_exit (1);
          }
        memcpy (first_ref[k], ref->v, ref->L.size * sizeof (double));
      }
  /* the private directory, then the runs */
  const char *td = getenv ("TMPDIR");
  if (!td || !td[0] || strlen (td) > 1000)
    td = "/tmp";
  guard ();
  snprintf (tmpdir, sizeof tmpdir, "%s/galpha-audit.XXXXXX", td);
  if (!mkdtemp (tmpdir))
    {
      fprintf (stderr, "%s: audit: a temporary directory in %s: %s\n", prog, td,
               strerror (errno));
      tmpdir[0] = '\0';
      cli_exit (1);
    }
  run_all (c->run_template, P->t0, T, c->have_timeout ? c->timeout : 0,
           c->have_jobs ? (int) c->jobs : 1);
  audit_ctx A = { P, ref, xT, shift, T, refT, P->exact || shift == 0.0, a_st };
  int nran = 0, nfail = 0;
  for (int k = 0; k < nlevels; k++)
    {
      if (!lv[k].why[0])
        read_level (k, &A, P->exact ? NULL : first_ref[k], P->exact || shift == 0.0);
      if (map_why[0])
        break;
      if (lv[k].ran)
        nran++;
      else
        {
          nfail++;
          fprintf (stderr, "%s: audit: level %d (h = %s) failed: %s\n", prog, k,
                   GP_NUM (lv[k].h), lv[k].why);
        }
    }
  remove_tree ();
  gp_state_free (ref);
  gp_state_free (xT);
  gp_state_free (rT);
  gp_stepper_free (a_st);
  cli_free (params);
  if (map_why[0])
    {
      comparators_free ();
      usage_error ("%s", map_why);
    }
  if (nran < 3)
    {
      fprintf (stderr, "%s: audit: %d of %d levels ran; at least 3 are needed for an order: "
               "no report\n", prog, nran, nlevels);
      cli_exit (1);
    }
  /* the blocks of every level that ran */
  int present[NB];
  for (int j = 0; j < NB; j++)
    {
      present[j] = 1;
      for (int k = 0; k < nlevels; k++)
        if (lv[k].ran)
          present[j] &= lv[k].present[j];
    }
  FILE *f = out_open (c->out);
  fprintf (f, "#");
  for (int i = 0; i < argc; i++)
    fprintf (f, " %s", i == 0 ? "galpha" : argv[i]);
  fprintf (f, "\n# audit of the command %s\n", c->run_template);
  if (ncmap)
    fprintf (f, "# its columns mapped by %s (%d lines)\n", c->columns, ncmap);
  fprintf (f, "# problem %s, t0 = %s, T = %s, levels 0-%d: h = %s / 2^k%s\n", P->name,
           GP_NUM (P->t0), GP_NUM (T), nlevels - 1, GP_NUM (c->h0),
           grid_alt ? ", steps h/3, 2h/3 alternating (--steps alt)" : "");
  write_problem_params (f, P);
  char ahow[300];
  if (a_st)
    snprintf (ahow, sizeof ahow, "galpha's %s's a (not y''; its a_of at the exact or reference "
              "y, z)", m->name);
  else
    snprintf (ahow, sizeof ahow, "y''");
  fprintf (f, "# errors at T against %s; a against %s at t + %s h (%s, h the step into the "
           "row)%s\n", how, ahow, GP_NUM (shift), c->have_a_shift ? "--a-shift" : m
           ? "the method's a_shift" : "no --a-shift",
           P->exact || shift == 0.0 ? "" : " (not measured: a reference holds a(T) only)");
  fprintf (f, "# max_B: the largest error over the coarsest grid's %s after t0 (exact "
           "solution only); first_B: the error after the first step; res_pos, res_vel: |g|, "
           "|(g_t + g_y z, k)| at T\n", grid_alt ? "pair ends t0 + i h0" : "points");
  for (int k = 0; k < nlevels; k++)
    if (!lv[k].ran)
      fprintf (f, "# level %d (h = %s) failed: %s\n", k, GP_NUM (lv[k].h), lv[k].why);
  fprintf (f, "level\th\tsteps");
  for (int j = 0; j < NB; j++)
    if (present[j])
      fprintf (f, "\terr_%s", gp_block_name (blocks[j]));
  if (P->exact)
    for (int j = 0; j < NB; j++)
      if (present[j])
        fprintf (f, "\tmax_%s", gp_block_name (blocks[j]));
  for (int j = 0; j < NB; j++)
    if (present[j] && (blocks[j] == GP_A || blocks[j] == GP_LAM || blocks[j] == GP_PSI))
      fprintf (f, "\tfirst_%s", gp_block_name (blocks[j]));
  fprintf (f, "\tres_pos\tres_vel\n");
  for (int k = 0; k < nlevels; k++)
    {
      if (!lv[k].ran)
        continue;
      fprintf (f, "%d\t%.17g\t%ld", k, lv[k].h, lv[k].N);
      for (int j = 0; j < NB; j++)
        if (present[j])
          cell (f, lv[k].err[j]);
      if (P->exact)
        for (int j = 0; j < NB; j++)
          if (present[j])
            cell (f, lv[k].maxerr[j]);
      for (int j = 0; j < NB; j++)
        if (present[j] && (blocks[j] == GP_A || blocks[j] == GP_LAM || blocks[j] == GP_PSI))
          cell (f, lv[k].first[j]);
      cell (f, lv[k].res_pos);
      cell (f, lv[k].res_vel);
      fprintf (f, "\n");
    }
  int missed = 0;
  char miss[1024] = "";
  for (int j = 0; j < NB; j++)
    {
      const char *name = gp_block_name (blocks[j]);
      int lo, hi, n, lo2, hi2, n2;
      if (!present[j])
        {
          if (isfinite (want[j]))
            {
              fprintf (f, "# audit: %s: not in the output: want order %s: MISSED\n", name,
                       GP_NUM (want[j]));
              missed++;
              snprintf (miss + strlen (miss), sizeof miss - strlen (miss), " %s (absent)",
                        name);
            }
          continue;
        }
      double p = order_of (get_err, j, &lo, &hi, &n);
      double pm = P->exact ? order_of (get_max, j, &lo2, &hi2, &n2) : DNAN;
      char at[128] = "not measured", mx[128] = "";
      if (isfinite (p))
        {
          fprintf (f, "# order err_%s %.3f\n# range err_%s levels %d-%d (h %.4g .. %.4g)\n",
                   name, p, name, lo, hi, lv[lo].h, lv[hi].h);
          snprintf (at, sizeof at, "order %.2f at T (levels %d-%d)", p, lo, hi);
        }
      else if (isfinite (lv[0].err[j]) || n > 0)
        snprintf (at, sizeof at, "no order at T (%d levels with a nonzero error)", n);
      if (isfinite (pm))
        {
          fprintf (f, "# order max_%s %.3f\n", name, pm);
          snprintf (mx, sizeof mx, ", %.2f max over the run", pm);
        }
      if (isfinite (want[j]))
        {
          int ok = isfinite (p) && fabs (p - want[j]) <= SLACK;
          fprintf (f, "# audit: %s %s%s: want %s: %s\n", name, at, mx, GP_NUM (want[j]),
                   ok ? "ok" : "MISSED (more than 0.15 off)");
          if (!ok)
            {
              missed++;
              snprintf (miss + strlen (miss), sizeof miss - strlen (miss), " %s (%.2f, want %s)",
                        name, p, GP_NUM (want[j]));
            }
        }
      else
        fprintf (f, "# audit: %s %s%s (no --expect-order: reported only)\n", name, at, mx);
      if (blocks[j] == GP_A || blocks[j] == GP_LAM || blocks[j] == GP_PSI)
        {
          double pf = order_of (get_first, j, &lo, &hi, &n);
          double e0 = DNAN, e1 = DNAN;
          for (int k = 0; k < nlevels; k++)
            if (lv[k].ran && isfinite (lv[k].first[j]))
              {
                if (isnan (e0))
                  e0 = lv[k].first[j];
                e1 = lv[k].first[j];
              }
          if (isfinite (pf))
            fprintf (f, "# audit: transient %s: first-step error %.3g (coarsest) .. %.3g "
                     "(finest), order %.2f: %s\n", name, e0, e1, pf,
                     pf >= 0.5 ? "shrinks with h" : "does NOT shrink with h");
          else if (isfinite (e0))
            fprintf (f, "# audit: transient %s: first-step error %.3g .. %.3g (no order)\n",
                     name, e0, e1);
        }
    }
  int fin = -1;
  for (int k = 0; k < nlevels; k++)
    if (lv[k].ran)
      fin = k;
  {
    int lo, hi, n;
    double pp = order_of (get_res, 0, &lo, &hi, &n), pv = order_of (get_res, 1, &lo, &hi, &n);
    fprintf (f, "# audit: constraint residuals at T (h = %s): position %.3g%s, velocity %.3g%s\n",
             GP_NUM (lv[fin].h), lv[fin].res_pos, "", lv[fin].res_vel, "");
    /* an order only for residuals above rounding at every level */
    if (isfinite (pp) && lv[fin].res_pos > 1e-12)
      fprintf (f, "# order res_pos %.3f\n", pp);
    if (isfinite (pv) && lv[fin].res_vel > 1e-12)
      fprintf (f, "# order res_vel %.3f\n", pv);
  }
  if (nfail)
    fprintf (f, "# audit: %d of %d levels failed (named above); orders from the %d that ran\n",
             nfail, nlevels, nran);
  int differs = ncmp ? write_comparison (f) : 0;
  comparators_free ();
  out_commit (f, c->out);
  if (differs)
    fprintf (stderr, "%s: audit: the trajectory is not galpha's %s (see the # compare lines)\n",
             prog, m->name);
  if (missed)
    fprintf (stderr, "%s: audit: %d block(s) miss the expected order by more than 0.15:%s\n",
             prog, missed, miss);
  if (nfail)
    fprintf (stderr, "%s: audit: %d of %d levels failed\n", prog, nfail, nlevels);
  return missed || nfail || differs ? 1 : 0;
}
