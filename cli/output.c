/* output.c -- output that never harms what is on disk.

   --out PATH is checked when it is parsed, before anything is computed
   (exit 2): it must name a regular file that may be replaced, or nothing,
   in an existing writable directory.  A directory, a device, FIFO or
   socket, a symbolic link (galpha neither writes through a link nor
   replaces it: give the target's path) and a read-only file are refused.
   The output is buffered in a temporary file and committed only when the
   run succeeded: written to a fresh file next to PATH (mkstemp), every write
   and the final flush and sync checked, then renamed over PATH.  A failed
   write removes the fresh file and exits 1, leaving PATH as it was; a
   signal during the commit removes it too.  Standard output is checked at
   exit, so `galpha list > /dev/full` exits 1. */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cli.h"

#define PATH_BUF 4096

/* the directory part of path ("." when it has none) */
static void
parent_of (const char *path, char *dir, size_t n)
{
  const char *slash = strrchr (path, '/');
  if (!slash)
    snprintf (dir, n, ".");
  else if (slash == path)
    snprintf (dir, n, "/");
  else
    snprintf (dir, n, "%.*s", (int) (slash - path), path);
}

void
out_check (const char *path)
{
  if (path[0] == '\0')
    usage_error ("--out '': an empty path names no file");
  if (strlen (path) + 16 > PATH_BUF)
    usage_error ("--out: a path of %zu characters is longer than %d", strlen (path),
                 PATH_BUF - 16);
  if (path[strlen (path) - 1] == '/')
    usage_error ("--out '%s' names a directory, not a file", path);
  char dir[PATH_BUF];
  parent_of (path, dir, sizeof dir);
  struct stat st;
  if (stat (dir, &st) != 0)
    usage_error ("--out '%s': its directory '%s' does not exist (%s)", path, dir,
                 strerror (errno));
  if (!S_ISDIR (st.st_mode))
    usage_error ("--out '%s': '%s' is not a directory", path, dir);
  if (access (dir, W_OK | X_OK) != 0)
    usage_error ("--out '%s': its directory '%s' is not writable (%s)", path, dir,
                 strerror (errno));
  if (lstat (path, &st) != 0)
    {
      if (errno != ENOENT)
        usage_error ("--out '%s': %s", path, strerror (errno));
      return;   /* a new file */
    }
  if (S_ISLNK (st.st_mode))
    usage_error ("--out '%s' is a symbolic link: galpha neither writes through a link "
                 "nor replaces it (give the target's path)", path);
  if (S_ISDIR (st.st_mode))
    usage_error ("--out '%s' is a directory, not a file", path);
  if (!S_ISREG (st.st_mode))
    usage_error ("--out '%s' is not a regular file (a device, FIFO or socket): galpha "
                 "writes only regular files", path);
  /* by its mode, not only by access(): a superuser may write anything, but
     a file marked read-only is not galpha's to replace */
  if (!(st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) || access (path, W_OK) != 0)
    usage_error ("--out '%s' is read-only: galpha does not replace a file it may not "
                 "write", path);
}

FILE *
out_open (void)
{
  FILE *f = tmpfile ();
  if (!f)
    {
      fprintf (stderr, "%s: cannot create a temporary file: %s\n", prog, strerror (errno));
      cli_exit (1);
    }
  return f;
}

/* the fresh file of a commit in progress, removed by a signal */
static char pending[PATH_BUF];
static volatile sig_atomic_t have_pending;
static const int caught[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT };
#define NCAUGHT ((int) (sizeof caught / sizeof caught[0]))

static void
on_signal (int sig)
{
  if (have_pending)
    unlink (pending);   /* async-signal-safe */
  signal (sig, SIG_DFL);
  raise (sig);
}

static void __attribute__ ((noreturn))
commit_failed (const char *path, const char *what, int err)
{
  if (have_pending)
    {
      unlink (pending);
      have_pending = 0;
    }
  fprintf (stderr, "%s: cannot write %s (%s: %s)%s\n", prog,
           path ? path : "standard output", what, strerror (err),
           path ? "; the file there is as it was" : "");
  _exit (1);   /* not exit: standard output would be flushed and reported again */
}

/* copies buf to dst, checking every write; returns 0 or errno */
static int
copy_all (FILE *buf, FILE *dst)
{
  if (fflush (buf) != 0 || ferror (buf))
    return errno ? errno : EIO;
  rewind (buf);
  char chunk[8192];
  size_t k;
  while ((k = fread (chunk, 1, sizeof chunk, buf)) > 0)
    if (fwrite (chunk, 1, k, dst) != k)
      return errno ? errno : EIO;
  if (ferror (buf))
    return EIO;
  if (fflush (dst) != 0)
    return errno ? errno : EIO;
  return 0;
}

void
out_commit (FILE *buf, const char *path)
{
  int err;
  if (!path)
    {
      if ((err = copy_all (buf, stdout)) != 0)
        commit_failed (NULL, "write", err);
      fclose (buf);
      return;
    }
  /* the path was checked before the run; the commit writes only a fresh
     file and renames it, so a failure leaves the old file untouched */
  struct sigaction sa, old[NCAUGHT];
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigemptyset (&sa.sa_mask);
  for (int i = 0; i < NCAUGHT; i++)
    sigaction (caught[i], &sa, &old[i]);
  snprintf (pending, sizeof pending, "%s.tmp.XXXXXX", path);
  sigset_t all, prev;
  sigfillset (&all);
  sigprocmask (SIG_BLOCK, &all, &prev);   /* name and flag set together */
  int fd = mkstemp (pending);
  err = errno;
  if (fd >= 0)
    have_pending = 1;
  sigprocmask (SIG_SETMASK, &prev, NULL);
  if (fd < 0)
    commit_failed (path, "create a file beside it", err);
  mode_t mask = umask (0);
  umask (mask);
  FILE *dst = NULL;
  if (fchmod (fd, 0666 & ~mask) != 0)
    {
      err = errno;
      close (fd);
      commit_failed (path, "set its mode", err);
    }
  if (!(dst = fdopen (fd, "w")))
    {
      err = errno;
      close (fd);
      commit_failed (path, "open", err);
    }
  if (getenv ("GALPHA_TEST_SIGNAL_IN_COMMIT"))   /* tests: a signal mid-commit */
    raise (SIGTERM);
  if ((err = copy_all (buf, dst)) != 0)
    {
      fclose (dst);
      commit_failed (path, "write", err);
    }
  if (fsync (fileno (dst)) != 0 && errno != EINVAL)
    {
      err = errno;
      fclose (dst);
      commit_failed (path, "sync", err);
    }
  if (fclose (dst) != 0)
    commit_failed (path, "close", errno);
  if (rename (pending, path) != 0)
    commit_failed (path, "rename", errno);
  have_pending = 0;
  for (int i = 0; i < NCAUGHT; i++)
    sigaction (caught[i], &old[i], NULL);
  fclose (buf);
}

/* at exit: what went to standard output really arrived */
static void
close_stdout (void)
{
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      fprintf (stderr, "%s: cannot write standard output: %s\n", prog,
               strerror (errno ? errno : EIO));
      _exit (1);
    }
}

void
out_guard_stdout (void)
{
  atexit (close_stdout);
}
