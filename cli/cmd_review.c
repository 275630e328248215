/* cmd_review.c -- galpha review --variant FILE [--out DIR]: every
   verification program run with --variant FILE, their TAP joined into one
   stream (one plan, the claims renumbered, each program's '#' evidence kept)
   and a summary table, claim by claim: holds, fails, hypothesis violated
   (with whether the measured claim held all the same), or a known failure.
   A program whose claims are not about the variant's method answers
   `1..0 # SKIP reason` and is listed as not applicable.
   Exit status 0 when no claim fails, 1 when one does (or a program ends
   without completing its plan), 2 for a refused variant file. */
#define _GNU_SOURCE   /* realpath; O_TMPFILE to try --out DIR before the work */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "galpha.h"
#include "variant.h"

#define MAX_PROGRAMS 128

typedef struct
{
  char name[64];      /* s000_thm_4_1 */
  char *out;          /* its standard output */
  size_t len;
  int status;         /* exit status, or 128 + signal */
} run_t;

/* the directory of the verification programs: $GALPHA_VERIFY_DIR, else
   ../verify beside this executable (build/bin/galpha -> build/verify) */
static void
verify_dir (char *dir, size_t n)
{
  const char *env = getenv ("GALPHA_VERIFY_DIR");
  if (env && *env)
    {
      snprintf (dir, n, "%s", env);
      return;
    }
  char exe[4096];
  ssize_t k = readlink ("/proc/self/exe", exe, sizeof exe - 1);
  if (k <= 0)
    usage_error ("cannot find this executable (/proc/self/exe): set GALPHA_VERIFY_DIR");
  exe[k] = '\0';
  char *slash = strrchr (exe, '/');
  *slash = '\0';
  if (snprintf (dir, n, "%s/../verify", exe) >= (int) n)
    usage_error ("the path of this executable is too long: set GALPHA_VERIFY_DIR");
}

static int
by_name (const void *a, const void *b)
{
  return strcmp ((const char *) a, (const char *) b);
}

/* the theorem programs: sNNN_* executables */
static int
find_programs (const char *dir, char names[][64])
{
  DIR *d = opendir (dir);
  if (!d)
    usage_error ("verification programs: cannot open %s: %s (build them: make; or set "
                 "GALPHA_VERIFY_DIR)", dir, strerror (errno));
  int n = 0;
  for (struct dirent *e; (e = readdir (d)) && n < MAX_PROGRAMS;)
    {
      const char *s = e->d_name;
      if (!(s[0] == 's' && s[1] >= '0' && s[1] <= '9' && s[2] >= '0' && s[2] <= '9'
            && s[3] >= '0' && s[3] <= '9' && s[4] == '_') || strchr (s, '.')
          || strlen (s) >= 64)
        continue;
      char path[4200];
      struct stat st;
      snprintf (path, sizeof path, "%.4000s/%.63s", dir, s);
      if (stat (path, &st) == 0 && S_ISREG (st.st_mode) && (st.st_mode & S_IXUSR))
        snprintf (names[n++], 64, "%.63s", s);   /* strlen (s) < 64, checked above */
    }
  closedir (d);
  if (n == 0)
    usage_error ("no verification programs in %s (build them: make)", dir);
  qsort (names, (size_t) n, 64, by_name);
  return n;
}

/* runs path --variant file, collecting its standard output */
static void
run_program (const char *path, const char *file, run_t *r)
{
  int fd[2];
  if (pipe (fd) != 0)
    {
      perror ("galpha: pipe");
      cli_exit (1);
    }
  fflush (NULL);
  pid_t pid = fork ();
  if (pid < 0)
    {
      perror ("galpha: fork");
      cli_exit (1);
    }
  if (pid == 0)
    {
      close (fd[0]);
      dup2 (fd[1], 1);
      close (fd[1]);
      execl (path, path, "--variant", file, (char *) NULL);
      fprintf (stderr, "galpha: cannot run %s: %s\n", path, strerror (errno));
      _exit (127);
    }
  close (fd[1]);
  size_t cap = 1 << 16;
  r->out = malloc (cap);
  r->len = 0;
  for (;;)
    {
      if (!r->out)
        {
          fprintf (stderr, "galpha: out of memory\n");
          cli_exit (1);
        }
      ssize_t k = read (fd[0], r->out + r->len, cap - r->len - 1);
      if (k < 0 && errno == EINTR)
        continue;
      if (k <= 0)
        break;
      r->len += (size_t) k;
      if (cap - r->len < 4096)
        r->out = realloc (r->out, cap *= 2);
    }
  close (fd[0]);
  r->out[r->len] = '\0';
  int st;
  while (waitpid (pid, &st, 0) < 0 && errno == EINTR)
    ;
  r->status = WIFEXITED (st) ? WEXITSTATUS (st) : 128 + WTERMSIG (st);
}

/* the value after "(observed " in a claim line, or "" */
static void
measured (const char *line, char *out, size_t n)
{
  const char *p = strstr (line, "(observed ");
  out[0] = '\0';
  if (!p)
    return;
  p += 10;
  size_t k = strcspn (p, ",)");
  snprintf (out, n, "%.*s", (int) (k < n ? k : n - 1), p);
}

typedef struct
{
  int holds, fails, violated, violated_fails, todo, skipped, programs_na, programs_broken;
} tally;

/* One claim line of a program: its verdict, for the summary and the table. */
static const char *
verdict (const char *line, const char *next, tally *T)
{
  int ok = strncmp (line, "ok ", 3) == 0;
  if (strstr (line, "# SKIP hypothesis violated"))
    {
      /* the program's next line says what was measured all the same */
      int f = next && strncmp (next, "# measured under the violated hypothesis: the claim fails",
                               57) == 0;
      T->violated++;
      T->violated_fails += f;
      return f ? "hypothesis violated (measured: fails)" : "hypothesis violated (measured: holds)";
    }
  if (strstr (line, "# SKIP"))
    {
      T->skipped++;
      return "skipped";
    }
  if (strstr (line, "# TODO"))
    {
      T->todo++;
      return ok ? "known failure (TODO), holds" : "known failure (TODO)";
    }
  if (ok)
    {
      T->holds++;
      return "holds";
    }
  T->fails++;
  return "fails";
}

/* mkdir -p: dir and its missing parents; 0, or -1 with errno */
static int
make_dirs (const char *dir)
{
  char p[4096];
  if (snprintf (p, sizeof p, "%s", dir) >= (int) sizeof p)
    {
      errno = ENAMETOOLONG;
      return -1;
    }
  for (char *s = p + 1; *s; s++)
    if (*s == '/')
      {
        *s = '\0';
        if (mkdir (p, 0777) != 0 && errno != EEXIST)
          return -1;
        *s = '/';
      }
  if (mkdir (p, 0777) != 0 && errno != EEXIST)
    return -1;
  struct stat st;
  if (stat (p, &st) != 0)
    return -1;
  if (!S_ISDIR (st.st_mode))
    {
      errno = ENOTDIR;
      return -1;
    }
  return 0;
}

/* --out DIR, the directory every output file is written in by name
   (cli/output.c: never through a link inside it) */
static int out_dirfd = -1;

/* --out DIR made and checked before any work (exit 2 naming DIR and why):
   a directory where a file can be created, and none of the names the
   review writes (summary.tsv, PROGRAM.tap) held by a directory, which a
   file cannot replace */
static void
open_out_dir (const char *outdir, char names[][64], int np)
{
  if (make_dirs (outdir) != 0)
    usage_error ("--out %s: %s", outdir, strerror (errno));
  out_dirfd = open (outdir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (out_dirfd < 0)
    usage_error ("--out %s: %s", outdir, strerror (errno));
  /* by trying, not by access(): a superuser passes access() on a
     read-only file system; an unnamed file leaves nothing behind */
  int probe = -1;
#ifdef O_TMPFILE
  probe = openat (out_dirfd, ".", O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
  if (probe < 0 && (errno == EACCES || errno == EPERM || errno == EROFS || errno == ENOSPC
                    || errno == EDQUOT))
    usage_error ("--out %s: the review cannot create its files there (%s)", outdir,
                 strerror (errno));
#endif
  if (probe >= 0)
    close (probe);
  else if (faccessat (out_dirfd, ".", W_OK | X_OK, 0) != 0)
    usage_error ("--out %s: the review cannot create its files there (%s)", outdir,
                 strerror (errno));
  for (int p = -1; p < np; p++)
    {
      char fn[80];
      snprintf (fn, sizeof fn, "%.63s%s", p < 0 ? "summary" : names[p], p < 0 ? ".tsv" : ".tap");
      struct stat st;
      if (fstatat (out_dirfd, fn, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISDIR (st.st_mode))
        usage_error ("--out %s: %s there is a directory, which the review's file of that "
                     "name cannot replace", outdir, fn);
    }
}

/* a program that answers `1..0 # SKIP reason`: its claims are not about
   the variant's method */
static int
not_applicable (const run_t *r)
{
  return r->status == 0 && strncmp (r->out, "1..0 # SKIP ", 12) == 0;
}

/* a file of --out DIR, committed by close_file (cli/output.c: written in
   full or not at all, a write error ending the review at once, exit 1) */
static FILE *
out_file (const char *dir, const char *name)
{
  return out_open_at (out_dirfd, dir, name);
}

static void
close_file (FILE *f, const char *dir, const char *name)
{
  (void) dir;
  (void) name;
  out_commit (f, NULL);
}

int
cmd_review (int argc, char **argv)
{
  const char *file = NULL, *outdir = NULL;
  for (int i = 2; i < argc; i++)
    {
      if (i + 1 >= argc)
        usage_error ("option %s needs a value (review takes --variant FILE [--out DIR])", argv[i]);
      if (strcmp (argv[i], "--variant") == 0 && !file)
        file = argv[++i];
      else if (strcmp (argv[i], "--out") == 0 && !outdir)
        outdir = argv[++i];
      else
        usage_error ("review: unexpected argument '%s' (review takes --variant FILE "
                     "[--out DIR], each once)", argv[i]);
    }
  if (!file)
    usage_error ("review needs --variant FILE (see variants/ and CONTRACT.md)");
  static variant v;
  variant_load (file, &v);
  variant_free (&v);   /* the review needs the method's name only */
  if (cli_dry_run)
    return 0;
  char dir[4096];
  verify_dir (dir, sizeof dir);
  static char names[MAX_PROGRAMS][64];
  int np = find_programs (dir, names);
  if (outdir)
    open_out_dir (outdir, names, np);
  char abs[4096];
  if (!realpath (file, abs))
    usage_error ("variant file %s: %s", file, strerror (errno));

  static run_t runs[MAX_PROGRAMS];
  int nclaims = 0;
  for (int p = 0; p < np; p++)
    {
      char path[4200];
      snprintf (path, sizeof path, "%.4000s/%.63s", dir, names[p]);
      snprintf (runs[p].name, sizeof runs[p].name, "%.63s", names[p]);
      fprintf (stderr, "galpha review: %s\n", names[p]);
      run_program (path, abs, &runs[p]);
      for (char *l = runs[p].out; l && *l; l = strchr (l, '\n') ? strchr (l, '\n') + 1 : NULL)
        nclaims += strncmp (l, "ok ", 3) == 0 || strncmp (l, "not ok ", 7) == 0;
      /* one more claim per applicable program: it completed its plan */
      nclaims += !(not_applicable (&runs[p]));
    }

  FILE *sum = outdir ? out_file (outdir, "summary.tsv") : NULL;
  if (sum)
    fprintf (sum, "program\tclaim\tverdict\tmeasured\tdescription\n");
  printf ("# galpha review of %s: method %s%s%s\n", file, v.m->name,
          v.P ? ", problem " : "", v.P ? v.P->name : "");
  for (int i = 0; i < v.n; i++)
    printf ("#   %s = %s\n", v.key[i], v.value[i]);
  printf ("1..%d\n", nclaims);
  tally T = { 0, 0, 0, 0, 0, 0, 0, 0 };
  int k = 0;
  /* the table, claim by claim, after the stream */
  static char table[1 << 18];
  size_t tl = 0;
  for (int p = 0; p < np; p++)
    {
      run_t *r = &runs[p];
      FILE *tap = NULL;
      if (outdir)
        {
          char fn[80];
          snprintf (fn, sizeof fn, "%.63s.tap", r->name);
          tap = out_file (outdir, fn);
          fputs (r->out, tap);
          close_file (tap, outdir, fn);
        }
      const char *na = r->out + 12;
      if (not_applicable (r))
        {
          size_t e = strcspn (na, "\n");
          printf ("# %s: not applicable: %.*s\n", r->name, (int) e, na);
          if (sum)
            fprintf (sum, "%s\t\tnot applicable\t\t%.*s\n", r->name, (int) e, na);
          T.programs_na++;
          continue;
        }
      printf ("# --- %s (verify/%s.c)\n", r->name, r->name);
      int fails_before = T.fails;
      for (char *l = r->out; l && *l;)
        {
          char *nl = strchr (l, '\n');
          if (nl)
            *nl = '\0';
          char *next = nl ? nl + 1 : NULL;
          if (strncmp (l, "ok ", 3) == 0 || strncmp (l, "not ok ", 7) == 0)
            {
              const char *desc = strstr (l, " - ");
              desc = desc ? desc + 3 : "";
              const char *vd = verdict (l, next, &T);
              printf ("%s %d - %s\n", l[0] == 'o' ? "ok" : "not ok", ++k, desc);
              char claim[64], m[64];
              int w = 0;
              /* the claim id: the description's first two words (S000-4.1 C3) */
              while (desc[w] && desc[w] != ' ')
                w++;
              if (desc[w] == ' ')
                for (w++; desc[w] && desc[w] != ' '; w++)
                  ;
              snprintf (claim, sizeof claim, "%.*s", w < 63 ? w : 63, desc);
              measured (l, m, sizeof m);
              if (tl < sizeof table - 256)
                tl += (size_t) snprintf (table + tl, sizeof table - tl, "# %-22s %-38s %s\n",
                                         claim, vd, m);
              if (sum)
                {
                  size_t dl = strcspn (desc, "#");
                  while (dl && desc[dl - 1] == ' ')
                    dl--;
                  fprintf (sum, "%s\t%s\t%s\t%s\t%.*s\n", r->name, claim, vd, m, (int) dl, desc);
                }
            }
          else if (strncmp (l, "1..", 3) != 0)
            printf ("%s%s\n", l[0] == '#' ? "" : "# ", l);
          l = next;
        }
      /* exit status 1 is the programs' answer to a failing claim; anything
         else but 0 (a bail-out, a crash, a plan not met) is a failure of its own */
      int completed = r->status == 0 || (r->status == 1 && T.fails > fails_before);
      printf ("%s %d - %s completed its plan (exit status %d)\n", completed ? "ok" : "not ok",
              ++k, r->name, r->status);
      if (!completed)
        {
          T.programs_broken++;
          if (tl < sizeof table - 256)
            tl += (size_t) snprintf (table + tl, sizeof table - tl,
                                     "# %-22s %-38s exit status %d\n", r->name,
                                     "did not complete", r->status);
          if (sum)
            fprintf (sum, "%s\t\tdid not complete\t\texit status %d\n", r->name, r->status);
        }
    }
  printf ("# summary of %s (method %s): %d claims hold, %d fail, %d under a violated hypothesis "
          "(%d of them measured failing), %d known failures (TODO), %d skipped; %d programs "
          "not applicable%s\n", file, v.m->name, T.holds, T.fails, T.violated, T.violated_fails,
          T.todo, T.skipped, T.programs_na, T.programs_broken ? ", and programs that did not "
          "complete" : "");
  printf ("# %-22s %-38s %s\n", "claim", "verdict", "measured");
  fputs (table, stdout);
  if (sum)
    close_file (sum, outdir, "summary.tsv");
  for (int p = 0; p < np; p++)
    free (runs[p].out);
  return T.fails || T.programs_broken ? 1 : 0;
}
