/* test_settings.c -- the run settings (settings/settings.c) and the variant
   file reader (settings/variant.c), whose refusals are returned, never
   printed:
     SET C1   every key set with a good value and refused with a bad one,
              the reason naming the key and the value (every method option
              of gp_option_table: a number refused as text, a flag refused
              other than on or off);
     SET C2   a key given twice and an unknown key refused;
     SET C3   settings_resolve's refusals, each with the index of the entry
              it is about: no method (-1), an option the method does not
              take, a word it does not take, a REFUSE hypothesis (the entry
              without which it holds), missing coefficients (the method's),
              an unsupported problem, a bad and a lone parameter, t-end at
              the problem's t0, h0 without levels, h0 not dividing the
              interval, the work budget (lifted by allow-long = on);
     SET C4   a good resolve: the problem with its parameter copy, the
              options the method reads;
     SET C5   the cores: steps, levels, study steps, work budget;
     SET C6   a variant file: a bad line refused at its line number, a
              resolve refusal at the line of its entry, the missing method
              at the file, a directory refused, a good file read;
     SET C7   `reference = FILE` in a variant: a file of galpha reference's
              format beside the variant accepted, its row's time becoming
              the t-end (or matching the one given), its values read; a
              file refused at the line of the key for another time, another
              problem, other parameters, a missing file and a variant
              without a problem. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "galpha.h"
#include "problems.h"
#include "settings.h"
#include "variant.h"
#include "tap.h"

static char why[4096];

/* a fresh settings record with the entries kv (key, value, ..., NULL) set */
static int
make (run_settings *s, const char *const *kv)
{
  settings_init (s);
  for (; kv[0]; kv += 2)
    if (settings_set (s, kv[0], kv[1], why, sizeof why) != GP_OK)
      return -1;
  return 0;
}

/* resolve of kv refused with entry `want` and a reason containing `text` */
static int
resolves_to (const char *const *kv, int want, const char *text)
{
  run_settings s;
  int entry = -99;
  if (make (&s, kv) != 0)
    {
      tap_diag ("set refused: %s", why);
      return 0;
    }
  int rc = settings_resolve (&s, why, sizeof why, &entry);
  int good = rc != GP_OK && entry == want && strstr (why, text) && !s.params;
  if (!good)
    tap_diag ("resolve: rc %d, entry %d (want %d): %s", rc, entry, want, why);
  settings_free (&s);
  return good;
}

typedef struct
{
  const char *key, *good, *bad, *reason;
} key_case;

static const key_case cases[] = {
  { "method", "ga-nh", "ga-nhh", "--method 'ga-nhh': unknown method (see galpha list methods)" },
  { "problem", "jay-nh", "jay", "--problem 'jay': unknown problem (see galpha list problems)" },
  { "steps", "alt", "random", "--steps 'random': want uniform or alt" },
  { "h0", "0.01", "0", "--h0 = 0 must be positive" },
  { "h0", "0.01", "0.1x", "--h0: '0.1x' is not a number" },
  { "levels", "4", "2", "--levels = 2 must lie in [3, 16] (a slope needs three levels)" },
  { "levels", "16", "4.5", "--levels: '4.5' is not an integer" },
  { "t-end", "1", "inf", "--t-end = inf is not a finite number" },
  { "allow-long", "on", "maybe", "allow-long = 'maybe': want on or off" },
};

static int
write_file (const char *path, const char *text)
{
  FILE *f = fopen (path, "w");
  if (!f)
    return -1;
  fputs (text, f);
  return fclose (f);
}

int
main (void)
{
  tap_plan (7);
  char val[512];

  /* C1 */
  int bad = 0, n = 0;
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++, n++)
    {
      run_settings s;
      settings_init (&s);
      int ok = settings_set (&s, cases[k].key, cases[k].good, why, sizeof why) == GP_OK
        && s.n == 1;
      settings_init (&s);
      ok = ok && settings_set (&s, cases[k].key, cases[k].bad, why, sizeof why) == GP_EINVAL
        && s.n == 0 && strcmp (why, cases[k].reason) == 0;
      if (!ok)
        {
          bad++;
          tap_diag ("%s: good %s, bad %s: got '%s'", cases[k].key, cases[k].good, cases[k].bad,
                    why);
        }
    }
  for (const gp_option_info *o = gp_option_table (); o->key; o++, n++)
    {
      run_settings s;
      const char *good = o->kind == GP_OPTION_NUMBER ? "0.25" : o->kind == GP_OPTION_FLAG ? "on"
        : o->words[0].word;
      const char *badv = o->kind == GP_OPTION_FLAG ? "yes" : "x1";
      char want[256];
      if (o->kind == GP_OPTION_NUMBER)
        snprintf (want, sizeof want, "--%s: 'x1' is not a number", o->key);
      else if (o->kind == GP_OPTION_FLAG)
        snprintf (want, sizeof want, "%s = 'yes': want on or off", o->key);
      else
        want[0] = '\0';   /* a word: judged against the method by resolve */
      settings_init (&s);
      int ok = settings_set (&s, o->key, good, why, sizeof why) == GP_OK;
      settings_init (&s);
      int rc = settings_set (&s, o->key, badv, why, sizeof why);
      ok = ok && (want[0] ? rc == GP_EINVAL && strcmp (why, want) == 0 : rc == GP_OK);
      if (!ok)
        {
          bad++;
          tap_diag ("option %s: got '%s'", o->key, why);
        }
    }
  {
    run_settings s;
    settings_init (&s);
    n++;
    if (settings_set (&s, "param.m", "2", why, sizeof why) != GP_OK || s.n != 1)
      bad++;
  }
  tap_ok (bad == 0, "SET C1 %d keys set with a good value and refused with a bad one, the "
          "reason naming key and value (%d wrong)", n, bad);

  /* C2 */
  {
    run_settings s;
    settings_init (&s);
    int ok = settings_set (&s, "rho-inf", "0.2", why, sizeof why) == GP_OK
      && settings_set (&s, "rho-inf", "0.3", why, sizeof why) == GP_EINVAL
      && strcmp (why, "key 'rho-inf' given twice: give it once") == 0;
    ok = ok && settings_set (&s, "rho", "0.3", why, sizeof why) == GP_EINVAL
      && strncmp (why, "unknown key 'rho' (the keys are", 31) == 0;
    ok = ok && settings_set (&s, "param.", "0.3", why, sizeof why) == GP_EINVAL
      && strncmp (why, "unknown key 'param.'", 20) == 0 && s.n == 1;
    tap_ok (ok, "SET C2 a key given twice and unknown keys refused (last: %s)", why);
  }

  /* C3 */
  {
    static const char *const no_method[] = { "rho-inf", "0.2", NULL };
    static const char *const not_taken[] = { "method", "ga-nh", "rho-inf", "0.2", "b", "0.3",
                                             NULL };
    static const char *const bad_word[] = { "method", "ga-nh", "m-alpha", "later", "rho-inf",
                                            "0.2", NULL };
    static const char *const refused[] = { "method", "hht-odae", "problem", "jn-test", "alpha",
                                           "-0.1", "b", "0.5", NULL };
    static const char *const no_coeffs[] = { "problem", "jay-nh", "method", "ga-nh", NULL };
    static const char *const unsupported[] = { "method", "ga-nh", "rho-inf", "0.2", "problem",
                                               "andrews", NULL };
    static const char *const bad_param[] = { "method", "ga-nh", "problem", "rolling-disk",
                                             "rho-inf", "0.2", "param.m", "2", "param.mass",
                                             "2", NULL };
    static const char *const lone_param[] = { "method", "ga-nh", "rho-inf", "0.2", "param.m",
                                              "2", NULL };
    static const char *const start_param[] = { "method", "ga-nh", "problem", "rolling-disk",
                                               "param.r", "1", "param.grav", "1e308",
                                               "rho-inf", "0.2", NULL };
    static const char *const t_end_t0[] = { "method", "ga-nh", "rho-inf", "0.2", "t-end", "0",
                                            "problem", "jay-nh", NULL };
    static const char *const h0_alone[] = { "method", "ga-nh", "rho-inf", "0.2", "h0", "0.1",
                                            NULL };
    static const char *const h0_dividing[] = { "method", "ga-nh", "problem", "jay-nh", "rho-inf",
                                               "0.5", "h0", "0.3", "levels", "3", "t-end", "1",
                                               NULL };
    static const char *const budget[] = { "method", "ga-nh", "problem", "jay-nh", "rho-inf",
                                          "0.5", "levels", "14", "t-end", "1", "h0", "1e-4",
                                          NULL };
    int r[13];
    r[0] = resolves_to (no_method, -1, "no method");
    r[1] = resolves_to (not_taken, 2, "option --b does not apply to method ga-nh");
    r[2] = resolves_to (bad_word, 1, "--m-alpha 'later': want explicit, previous or t0");
    r[3] = resolves_to (refused, 3, "b = 0.5 violates b != 1/2");
    r[4] = resolves_to (no_coeffs, 1, "coefficients needed");
    r[5] = resolves_to (unsupported, 2, "--problem andrews: ");
    r[6] = resolves_to (bad_param, 4, "--param 'mass=2': problem rolling-disk has no "
                        "parameter 'mass'");
    r[7] = resolves_to (lone_param, 2, "--param m=2: a problem parameter needs `problem = P`");
    r[8] = resolves_to (start_param, 3, "--param grav=1e+308: the problem's consistent start");
    r[9] = resolves_to (t_end_t0, 2, "--t-end = 0 must exceed the problem's t0 = 0");
    r[10] = resolves_to (h0_alone, 2, "--h0 = 0.1 needs `levels = L` and `t-end = T`");
    r[11] = resolves_to (h0_dividing, 3, "--h0: h = 0.3 does not divide the interval [0, 1]");
    r[12] = resolves_to (budget, 5, "the study of h0 = 0.0001, levels = 14, t-end = 1: "
                         "1.638e+08 steps x 7 state components = 1.15e+09, above the work "
                         "budget of 1e+09");
    int fails = 0;
    for (int k = 0; k < 13; k++)
      fails += !r[k];
    run_settings s;
    int entry;
    int lifted = make (&s, budget) == 0
      && settings_set (&s, "allow-long", "on", why, sizeof why) == GP_OK
      && settings_resolve (&s, why, sizeof why, &entry) == GP_OK;
    settings_free (&s);
    tap_ok (fails == 0 && lifted, "SET C3 13 refusals of settings_resolve, each with the "
            "entry it is about (%d wrong), and allow-long = on lifts the budget (%s)", fails,
            lifted ? "yes" : "no");
  }

  /* C4 */
  {
    static const char *const good[] = { "method", "ga-nh", "problem", "rolling-disk", "param.m",
                                        "3", "m-alpha", "previous", "rho-inf", "0.5", "steps",
                                        "alt", "h0", "0.05", "levels", "3", "t-end", "1",
                                        "newton-tol", "1e-10", NULL };
    run_settings s;
    int entry = -99;
    int ok = make (&s, good) == 0 && settings_resolve (&s, why, sizeof why, &entry) == GP_OK;
    char changes[256] = "";
    if (ok)
      settings_params_changes (s.P, changes, sizeof changes);
    ok = ok && s.P == &s.Pc && s.params && s.P->params == s.params && s.P != s.P0
      && s.P0->params != s.params && strcmp (changes, "m=3") == 0 && s.alt && s.have_h0
      && s.levels == 3 && s.t_end == 1 && s.have_newton_tol && s.o.newton_tol == 1e-10
      && s.o.m_alpha == GP_MALPHA_PREVIOUS;
    gp_coeffs k;
    ok = ok && gp_coeffs_chung_hulbert (0.5, &k, why, sizeof why) == 0
      && s.o.c.alpha_m == k.alpha_m && s.o.c.gamma == k.gamma;
    if (!ok)
      tap_diag ("resolve: %s; P %s, changes '%s'", why, s.P ? s.P->name : "none", changes);
    settings_free (&s);
    tap_ok (ok && !s.params, "SET C4 a good resolve: rolling-disk with m = 3 in its own copy "
            "(changes '%s'), the options set, the study read (%s)", changes,
            ok ? "ok" : why);
  }

  /* C5 */
  {
    int ok = settings_steps_count (0, 0.25, 0, 1, "--h", why, sizeof why) == 4
      && settings_steps_count (0, 0.3, 0, 1, "--h", why, sizeof why) == -1
      && strncmp (why, "--h: h = 0.3 does not divide", 28) == 0
      && settings_steps_count (0, -1, 0, 1, "--h", why, sizeof why) == -1
      && strcmp (why, "--h = -1 must be positive") == 0;
    ok = ok && settings_levels_check (0, 0, 2, 20, "", why, sizeof why) == GP_EINVAL
      && strcmp (why, "--levels is required: an integer in [2, 20]") == 0
      && settings_levels_check (1, 21, 2, 20, " (x)", why, sizeof why) == GP_EINVAL
      && strcmp (why, "--levels = 21 must lie in [2, 20] (x)") == 0
      && settings_levels_check (1, 20, 2, 20, "", why, sizeof why) == GP_OK;
    ok = ok && settings_study_steps (0, 0.25, 3, 0, 1, why, sizeof why) == 4 + 8 + 16
      && settings_study_steps (0, 0.25, 3, 0, 1.1, why, sizeof why) == -1;
    ok = ok && settings_work_check ("w", 1e8, 10, 0, "lift", why, sizeof why) == GP_OK
      && settings_work_check ("w", 1e8, 11, 1, "lift", why, sizeof why) == GP_OK
      && settings_work_check ("w", 1e8, 11, 0, "lift", why, sizeof why) == GP_EINVAL
      && strstr (why, "w: 1e+08 steps x 11 state components = 1.1e+09, above the work budget");
    tap_ok (ok, "SET C5 the cores: steps, levels, study steps and the work budget (last: %s)",
            why);
  }

  /* C6 */
  {
    char dir[] = "/tmp/test_settings.XXXXXX";
    if (!mkdtemp (dir))
      tap_bail ("mkdtemp failed");
    char path[256];
    variant v;
    int ok = 1;
    snprintf (path, sizeof path, "%s/bad-line.conf", dir);
    write_file (path, "# a variant\nmethod = ga-nh\nrho-inf = 0.2x\n");
    snprintf (val, sizeof val, "%s:3: --rho-inf: '0.2x' is not a number", path);
    ok &= variant_load (path, &v, why, sizeof why) == -1 && strcmp (why, val) == 0;
    if (!ok)
      tap_diag ("bad line: %s", why);
    snprintf (path, sizeof path, "%s/refused.conf", dir);
    write_file (path, "method = hht-odae\n\nproblem = jn-test\nalpha = -0.1 # HHT\nb = 0.5\n");
    snprintf (val, sizeof val, "%s:5: b = 0.5 violates b != 1/2", path);
    ok &= variant_load (path, &v, why, sizeof why) == -1 && strncmp (why, val, strlen (val)) == 0
      && !v.s.params;
    snprintf (path, sizeof path, "%s/twice.conf", dir);
    write_file (path, "method = ga-nh\nrho-inf = 0.2\nrho-inf = 0.3\n");
    snprintf (val, sizeof val, "%s:3: key 'rho-inf' given twice (first at line 2)", path);
    ok &= variant_load (path, &v, why, sizeof why) == -1 && strcmp (why, val) == 0;
    snprintf (path, sizeof path, "%s/no-method.conf", dir);
    write_file (path, "rho-inf = 0.2\n");
    snprintf (val, sizeof val, "%s: no `method = M` line", path);
    ok &= variant_load (path, &v, why, sizeof why) == -1 && strncmp (why, val, strlen (val)) == 0;
    snprintf (val, sizeof val, "%s: not a regular file (a directory)", dir);
    ok &= variant_load (dir, &v, why, sizeof why) == -1 && strncmp (why, val, strlen (val)) == 0;
    snprintf (path, sizeof path, "%s/good.conf", dir);
    write_file (path, "method = ga-nh\nproblem = rolling-disk\nparam.m = 3\nrho-inf = 0.2\n"
                "steps = alt\n");
    ok &= variant_load (path, &v, why, sizeof why) == 0 && v.m == gp_method_by_name ("ga-nh")
      && v.P && v.params && strcmp (v.P->name, "rolling-disk") == 0 && v.alt && v.n == 5
      && v.line[4] == 5 && strcmp (v.name, "good") == 0
      && strcmp (variant_value (&v, "param.m"), "3") == 0;
    variant_free (&v);
    for (const char *f = "bad-line.conf\0refused.conf\0twice.conf\0no-method.conf\0good.conf\0";
         *f; f += strlen (f) + 1)
      {
        snprintf (path, sizeof path, "%s/%s", dir, f);
        unlink (path);
      }
    rmdir (dir);
    tap_ok (ok, "SET C6 a variant file: a bad line at its number, a resolve refusal at its "
            "entry's line, the missing method at the file, a directory refused, a good file "
            "read (last: %s)", why);
  }
  /* C7 */
  {
    char dir[] = "/tmp/test_settings.XXXXXX";
    if (!mkdtemp (dir))
      tap_bail ("mkdtemp failed");
    char path[256], ref[256], text[4096];
    const gp_problem *P = gp_problem_by_name ("jn-pendulum");
    gp_state *x = gp_state_alloc (P, NULL);
    long steps;
    if (gp_reference_solve (P, 1.0, 1e-10, x, &steps) != GP_OK)
      tap_bail ("jn-pendulum's reference at 1 failed");
    /* galpha reference --out's format: how, the header, one row */
    size_t k = (size_t) snprintf (text, sizeof text, "# reference of jn-pendulum at t = 1: "
                                  "rk8pd\nt\ty1\ty2\ty3\tz1\tz2\tz3\ta1\ta2\ta3\tlambda1\t"
                                  "lambda2\n1");
    for (size_t j = 0; j < x->L.size; j++)
      k += (size_t) snprintf (text + k, sizeof text - k, "\t%.17g", x->v[j]);
    snprintf (text + k, sizeof text - k, "\n");
    snprintf (ref, sizeof ref, "%s/ref1.dat", dir);
    write_file (ref, text);
    variant v;
    int ok = 1, ncase = 0;
    const char *head = "method = hht-odae\nalpha = -0.1\nproblem = jn-pendulum\n";
    /* good: relative to the variant, no t-end: the row's time is the t-end */
    snprintf (path, sizeof path, "%s/good.conf", dir);
    snprintf (text, sizeof text, "%sreference = ref1.dat\n", head);
    write_file (path, text);
    int good = variant_load (path, &v, why, sizeof why) == 0 && v.s.have_reference
      && v.have_t_end && v.t_end == 1.0 && v.s.e_t_end == v.s.e_reference
      && v.s.ref.nvalues == x->L.size
      && memcmp (v.s.ref.values, x->v, x->L.size * sizeof (double)) == 0
      && strncmp (v.s.ref.how, "reference of jn-pendulum", 24) == 0;
    if (!good)
      tap_diag ("the good file: %s", why);
    variant_free (&v);
    ok &= good, ncase++;
    /* good, with its t-end */
    snprintf (text, sizeof text, "%st-end = 1\nreference = %s\n", head, ref);
    write_file (path, text);
    good = variant_load (path, &v, why, sizeof why) == 0 && v.t_end == 1.0
      && v.s.e_t_end != v.s.e_reference;
    if (!good)
      tap_diag ("the good file with t-end = 1: %s", why);
    variant_free (&v);
    ok &= good, ncase++;
    /* refused at the key's line */
    struct { const char *file, *want; } refusals[] = {
      { "method = hht-odae\nalpha = -0.1\nproblem = jn-pendulum\nt-end = 2\nreference = ref1.dat\n",
        ":5: --reference ref1.dat: no row at t = 2 (the study's --t-end)" },
      { "method = ga-i3\nrho-inf = 0.7\nproblem = andrews\nreference = ref1.dat\n",
        ":4: --reference ref1.dat:2: column 5 is 'z1', want 'y4' (problem andrews" },
      { "method = hht-odae\nalpha = -0.1\nproblem = jn-pendulum\nparam.c = 50\n"
        "reference = ref1.dat\n",
        ":5: --reference ref1.dat:1: computed with the default parameters, problem jn-pendulum "
        "has the parameters c=50" },
      { "method = hht-odae\nalpha = -0.1\nproblem = jn-test\nreference = ref1.dat\n",
        ":4: --reference ref1.dat:2: column" },
      { "method = hht-odae\nreference = none.dat\nalpha = -0.1\nproblem = jn-pendulum\n",
        ":2: --reference none.dat: No such file" },
      { "method = hht-odae\nalpha = -0.1\nreference = ref1.dat\n",
        ":3: --reference ref1.dat: a reference needs `problem = P`" },
    };
    for (size_t i = 0; i < sizeof refusals / sizeof *refusals; i++)
      {
        write_file (path, refusals[i].file);
        snprintf (val, sizeof val, "%s%s", path, refusals[i].want);
        good = variant_load (path, &v, why, sizeof why) == -1
          && strncmp (why, val, strlen (val)) == 0 && !v.s.params;
        if (!good)
          tap_diag ("case %zu: '%s', want '%s'", i, why, val);
        ok &= good, ncase++;
      }
    /* another problem said by the file (same columns: its name line) */
    snprintf (text, sizeof text, "%sreference = ref1.dat\n", head);
    write_file (path, text);
    FILE *f = fopen (ref, "r");
    size_t got = f ? fread (text, 1, sizeof text - 1, f) : 0;
    if (f)
      fclose (f);
    text[got] = '\0';
    memcpy (text + 15, "jn-pendulu_", 11);   /* "# reference of " is 15 bytes */
    write_file (ref, text);
    snprintf (val, sizeof val, "%s:4: --reference ref1.dat:1: a reference of jn-pendulu_, not "
              "of problem jn-pendulum", path);
    good = variant_load (path, &v, why, sizeof why) == -1 && strcmp (why, val) == 0;
    if (!good)
      tap_diag ("another problem: '%s', want '%s'", why, val);
    ok &= good, ncase++;
    gp_state_free (x);
    unlink (path);
    unlink (ref);
    rmdir (dir);
    tap_ok (ok, "SET C7 reference = FILE: accepted beside the variant (its time the t-end, or "
            "the given one), refused at the key's line for another time, problem, parameters, a "
            "missing file, no problem (%d cases; last: %s)", ncase, why);
  }
  return tap_done ();
}
