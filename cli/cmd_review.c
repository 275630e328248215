/* cmd_review.c -- galpha review --variant FILE [--out DIR]: every
   verification program (the theorems' sNNN_*, the adaptive driver's ada_*
   and the problem-generic claims, generic) run with --variant FILE, their
   TAP joined into one stream (one plan, the claims renumbered, each
   program's '#' evidence kept) and a summary table, claim by claim: verdict, the problem it ran on, the
   measured value, the target and the quantity with its settings.
   Each claim line of a program carries "[problem NAMES; SETTINGS]" (vcommon's
   vc_on): a claim that ran on the variant's problem is evidence about it; a
   claim on no problem (coefficients, roots, spectra) is about the method
   alone; a claim on another problem is reported as such ("holds, on another
   problem") and counted apart; a line without the tag is counted apart as
   "not stated".  The summary's first line counts the claims that ran on the
   variant's problem.  A program whose claims are not about the variant's
   method answers `1..0 # SKIP reason` and is listed as not applicable; a
   claim that cannot run for the variant is "not applicable", with its
   reason.
   Exit status 0 when no claim fails and something was checked; 1 when a
   claim fails, a program ends without completing its plan, or nothing was
   checked (the variant names a problem and no claim ran on it, or no claim
   ran at all), said plainly on the stream and on stderr; 2 for a refused
   variant file. */
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
#include "cli.h"
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

/* the programs a review runs: the theorems' sNNN_*, the adaptive driver's
   ada_* and the problem-generic claims' generic executables */
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
      int theorem = s[0] == 's' && s[1] >= '0' && s[1] <= '9' && s[2] >= '0' && s[2] <= '9'
        && s[3] >= '0' && s[3] <= '9' && s[4] == '_';
      if (!(theorem || strncmp (s, "ada_", 4) == 0 || strcmp (s, "generic") == 0)
          || strchr (s, '.') || strlen (s) >= 64)
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

/* the target after the measured value: "(observed S, want 2 +- 0.15)" ->
   "2 +- 0.15", "want <= 8" -> "<= 8", the paper runs' "bound 8" ->
   "bound 8"; "" when the claim states no number */
static void
target (const char *line, char *out, size_t n)
{
  const char *p = strstr (line, "(observed ");
  out[0] = '\0';
  if (!p || !(p = strchr (p, ',')))
    return;
  p += strspn (p, ", ");
  if (strncmp (p, "want ", 5) == 0)
    p += 5;
  size_t k = strcspn (p, ")");
  snprintf (out, n, "%.*s", (int) (k < n ? k : n - 1), p);
}

/* What a claim ran on, from its tag "[problem NAMES; SETTINGS]" (vc_on in
   the programs): names "none" for claims about coefficients, roots or
   spectra, a comma-separated list otherwise; "" when the line has no tag. */
static void
tag (const char *line, char *names, size_t nn, char *settings, size_t ns)
{
  const char *p = NULL;
  for (const char *q = strstr (line, " [problem "); q; q = strstr (q + 1, " [problem "))
    p = q;
  names[0] = settings[0] = '\0';
  if (!p)
    return;
  p += 10;
  size_t k = strcspn (p, ";]");
  snprintf (names, nn, "%.*s", (int) (k < nn ? k : nn - 1), p);
  if (p[k] == ';')
    {
      p += k + 1 + (p[k + 1] == ' ');
      k = strcspn (p, "]");
      snprintf (settings, ns, "%.*s", (int) (k < ns ? k : ns - 1), p);
    }
}

/* the quantity a claim measured: its description after the claim id, up to
   the measured value, the tag or a directive */
static void
quantity (const char *desc, size_t id_len, char *out, size_t n)
{
  const char *p = desc + id_len;
  p += strspn (p, " ");
  size_t k = strlen (p);
  const char *stops[] = { " (observed ", " [problem ", " # " };
  for (size_t i = 0; i < sizeof stops / sizeof *stops; i++)
    {
      const char *e = strstr (p, stops[i]);
      if (e && (size_t) (e - p) < k)
        k = (size_t) (e - p);
    }
  snprintf (out, n, "%.*s", (int) (k < n ? k : n - 1), p);
}

/* where a claim ran, against the variant's problem */
enum where
{
  ON_OWN,        /* the variant's problem (or, when it names none, a program's) */
  ON_NONE,       /* no problem: the method's coefficients, roots, spectra */
  ON_OTHER,      /* a problem that is not the variant's */
  ON_UNSTATED,   /* the line does not say */
  N_WHERE
};

static enum where
where_of (const char *names, const char *own)
{
  if (!names[0])
    return ON_UNSTATED;
  if (strcmp (names, "none") == 0)
    return ON_NONE;
  return !own || list_has (names, ',', own) ? ON_OWN : ON_OTHER;
}

typedef struct
{
  int holds, fails, violated, violated_fails, todo, not_applicable;
} counts;

typedef struct
{
  counts at[N_WHERE];
  int programs_na, programs_broken;
  char other[512];   /* the other problems the claims ran on, comma-separated */
} tally;

static void
add_other (tally *T, const char *names)
{
  char one[64];
  for (const char *p = names; *p;)
    {
      size_t k = strcspn (p, ",");
      snprintf (one, sizeof one, "%.*s", (int) (k < 63 ? k : 63), p);
      size_t n = strlen (one), l = strlen (T->other);
      if (!list_has (T->other, ',', one) && l + n + 2 < sizeof T->other)
        snprintf (T->other + l, sizeof T->other - l, "%s%s", l ? "," : "", one);
      p += k + (p[k] == ',');
    }
}

/* One claim line of a program: its verdict, counted where it ran. */
static const char *
verdict (const char *line, const char *next, enum where w, tally *T)
{
  counts *c = &T->at[w];
  int ok = strncmp (line, "ok ", 3) == 0;
  int other = w == ON_OTHER;
  if (strstr (line, "# SKIP hypothesis violated"))
    {
      /* the program's next line says what was measured all the same */
      int f = next && strncmp (next, "# measured under the violated hypothesis: the claim fails",
                               57) == 0;
      c->violated++;
      c->violated_fails += f;
      if (other)
        return f ? "hypothesis violated (measured: fails), on another problem"
          : "hypothesis violated (measured: holds), on another problem";
      return f ? "hypothesis violated (measured: fails)" : "hypothesis violated (measured: holds)";
    }
  if (strstr (line, "# SKIP"))
    {
      c->not_applicable++;
      return "not applicable";
    }
  if (strstr (line, "# TODO"))
    {
      c->todo++;
      return ok ? "known failure (TODO), holds" : "known failure (TODO)";
    }
  if (ok)
    {
      c->holds++;
      return other ? "holds, on another problem" : "holds";
    }
  c->fails++;
  return other ? "fails, on another problem" : "fails";
}

/* the claims that failed so far, wherever they ran */
static int
fails_of (const tally *T)
{
  int f = 0;
  for (int w = 0; w < N_WHERE; w++)
    f += T->at[w].fails;
  return f;
}

static int
ran (const counts *c)
{
  return c->holds + c->fails + c->violated + c->todo;
}

/* "H hold, F fail, V under a violated hypothesis (VF of them measured
   failing), T known failures (TODO)" */
static void
print_counts (const counts *c)
{
  printf ("%d hold, %d fail, %d under a violated hypothesis (%d of them measured failing), "
          "%d known failures (TODO)", c->holds, c->fails, c->violated, c->violated_fails, c->todo);
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
  char refusal[4096];
  if (variant_load (file, &v, refusal, sizeof refusal) != 0)
    usage_error ("%s", refusal);
  /* the review needs the names of method and problem and the entries only */
  const char *own = v.P ? v.P->name : NULL;
  variant_free (&v);
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
    fprintf (sum, "program\tclaim\tverdict\tproblem\tsettings\tmeasured\ttarget\tdescription\n");
  printf ("# galpha review of %s: method %s%s%s\n", file, v.m->name,
          own ? ", problem " : "", own ? own : "");
  for (int i = 0; i < v.n; i++)
    printf ("#   %s = %s\n", v.key[i], v.value[i]);
  printf ("1..%d\n", nclaims);
  static tally T;
  int k = 0;
  /* the table, claim by claim, after the stream */
  static char table[1 << 19];
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
            fprintf (sum, "%s\t\tnot applicable\t\t\t\t\t%.*s\n", r->name, (int) e, na);
          T.programs_na++;
          continue;
        }
      printf ("# --- %s (verify/%s.c)\n", r->name, r->name);
      int fails_before = fails_of (&T);
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
              char ran_on[256], settings[256], claim[64], m[64], want[64], what[512];
              tag (l, ran_on, sizeof ran_on, settings, sizeof settings);
              enum where w = where_of (ran_on, own);
              if (w == ON_OTHER)
                add_other (&T, ran_on);
              const char *vd = verdict (l, next, w, &T);
              printf ("%s %d - %s\n", l[0] == 'o' ? "ok" : "not ok", ++k, desc);
              int id = 0;
              /* the claim id: the description's first two words (S000-4.1 C3) */
              while (desc[id] && desc[id] != ' ')
                id++;
              if (desc[id] == ' ')
                for (id++; desc[id] && desc[id] != ' '; id++)
                  ;
              snprintf (claim, sizeof claim, "%.*s", id < 63 ? id : 63, desc);
              measured (l, m, sizeof m);
              target (l, want, sizeof want);
              quantity (desc, (size_t) id, what, sizeof what);
              const char *skip = strstr (l, "# SKIP ");
              int why = skip && strcmp (vd, "not applicable") == 0;
              if (tl < sizeof table - 1536)
                tl += (size_t) snprintf (table + tl, sizeof table - tl,
                                         "# %-16s %-38s %-16s %-10s %-12s %s%s%s%s%s\n", claim, vd,
                                         ran_on[0] ? ran_on : "(not stated)", m[0] ? m : "-",
                                         want[0] ? want : "-", what, settings[0] ? " [" : "",
                                         settings, settings[0] ? "]" : "",
                                         why ? " -- " : "");
              if (why && tl < sizeof table - 512)
                {
                  tl--;   /* the reason goes on the same row */
                  tl += (size_t) snprintf (table + tl, sizeof table - tl, "%s\n", skip + 7);
                }
              if (sum)
                {
                  size_t dl = strcspn (desc, "#");
                  while (dl && desc[dl - 1] == ' ')
                    dl--;
                  fprintf (sum, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%.*s\n", r->name, claim, vd,
                           ran_on, settings, m, want, (int) dl, desc);
                }
            }
          else if (strncmp (l, "1..", 3) != 0)
            printf ("%s%s\n", l[0] == '#' ? "" : "# ", l);
          l = next;
        }
      /* exit status 1 is the programs' answer to a failing claim; anything
         else but 0 (a bail-out, a crash, a plan not met) is a failure of its own */
      int completed = r->status == 0 || (r->status == 1 && fails_of (&T) > fails_before);
      printf ("%s %d - %s completed its plan (exit status %d)\n", completed ? "ok" : "not ok",
              ++k, r->name, r->status);
      if (!completed)
        {
          T.programs_broken++;
          if (tl < sizeof table - 256)
            tl += (size_t) snprintf (table + tl, sizeof table - tl,
                                     "# %-16s %-38s exit status %d\n", r->name,
                                     "did not complete", r->status);
          if (sum)
            fprintf (sum, "%s\t\tdid not complete\t\t\t\t\texit status %d\n", r->name,
                     r->status);
        }
    }
  counts all = { 0, 0, 0, 0, 0, 0 };
  for (int w = 0; w < N_WHERE; w++)
    {
      all.holds += T.at[w].holds;
      all.fails += T.at[w].fails;
      all.violated += T.at[w].violated;
      all.violated_fails += T.at[w].violated_fails;
      all.todo += T.at[w].todo;
      all.not_applicable += T.at[w].not_applicable;
    }
  /* the first line: what ran on the variant's own problem */
  int on_own = ran (&T.at[ON_OWN]);
  printf ("# summary of %s (method %s, %s%s): %d claims ran on %s%s: ", file, v.m->name,
          own ? "problem " : "no problem named", own ? own : "", on_own,
          own ? own : "the programs' own problems", own ? ", the variant's problem" : "");
  print_counts (&T.at[ON_OWN]);
  printf ("\n");
  if (ran (&T.at[ON_NONE]))
    {
      printf ("# on no problem (the method's coefficients, roots and spectra): %d claims: ",
              ran (&T.at[ON_NONE]));
      print_counts (&T.at[ON_NONE]);
      printf ("\n");
    }
  if (ran (&T.at[ON_OTHER]))
    {
      /* only a variant that names a problem has claims elsewhere (where_of) */
      const char *p = own ? own : "the variant's problem";
      printf ("# on other problems than %s (%s): %d claims: ", p, T.other, ran (&T.at[ON_OTHER]));
      print_counts (&T.at[ON_OTHER]);
      printf (" -- evidence about the method, not about %s\n", p);
    }
  if (ran (&T.at[ON_UNSTATED]))
    {
      printf ("# on a problem the claim lines do not state: %d claims: ", ran (&T.at[ON_UNSTATED]));
      print_counts (&T.at[ON_UNSTATED]);
      printf ("\n");
    }
  printf ("# in all: ");
  print_counts (&all);
  printf (", %d not applicable; %d programs not applicable%s\n", all.not_applicable,
          T.programs_na, T.programs_broken ? ", and programs that did not complete" : "");
  /* nothing checked is no "yes": a variant's problem that no claim could
     use, or no claim at all, is said plainly and is not exit 0 */
  int unchecked = own ? on_own == 0 : ran (&all) == 0;
  if (unchecked)
    {
      char why[900], used[700] = "";
      if (ran (&T.at[ON_NONE]))
        strcat (used, ", no problem (the method's coefficients)");
      if (T.other[0])
        snprintf (used + strlen (used), sizeof used - strlen (used), ", other problems (%s)",
                  T.other);
      if (ran (&T.at[ON_UNSTATED]))
        strcat (used, ", problems their lines do not state");
      if (own)
        snprintf (why, sizeof why, "no claim ran on %s, the variant's problem (the claims that ran "
                  "used %s); nothing here is evidence about %s", own,
                  used[0] ? used + 2 : "nothing: none ran", own);
      else
        snprintf (why, sizeof why, "no claim ran for the variant: every program or claim is not "
                  "applicable to it");
      printf ("# NOT CHECKED: %s\n", why);
      fprintf (stderr, "galpha review: not checked: %s\n", why);
    }
  printf ("# %-16s %-38s %-16s %-10s %-12s %s\n", "claim", "verdict", "problem", "measured",
          "target", "quantity [settings]");
  fputs (table, stdout);
  if (sum)
    close_file (sum, outdir, "summary.tsv");
  for (int p = 0; p < np; p++)
    free (runs[p].out);
  return all.fails || T.programs_broken || unchecked ? 1 : 0;
}
