/* test_options.c -- the method options as data (lib/gp_options.c): every row
   of the table set from text on a method that takes it and refused, with
   its reason, on one that does not; the words a method does not take; the
   values judged together; the header line made from the table; and
   gp_stepper_alloc refusing a field the method does not read:
     OPT C1  every row: its key found, the row's kind sane, at least one
             method takes it (an option nobody reads is dead vocabulary)
     OPT C2  every row: set on every method with a valid value, GP_OK where
             the method takes it (the field then holds the value) and
             GP_EUNSUP naming key and method where not
     OPT C3  every WORD row: a word not in the table is GP_EINVAL, the reason
             listing exactly the words the method takes
     OPT C4  the word-level refusals: a-init lunk-simeon on ga-nh, step-fix
             printed on ga-nh (GP_EUNSUP), taken by ga-soi2
     OPT C5  numbers: text that is not a whole number, non-finite, beyond a
             double, white space first, newton-tol outside (0, 1): GP_EINVAL
     OPT C6  gp_options_complete: rho-inf with an explicit coefficient, three
             of the four, none at all, HHT without alpha, Newmark without
             gamma, a REFUSE hypothesis (b = 1/2 on hht-odae): each GP_EINVAL
             with its reason; b set before alpha is kept
     OPT C7  gp_options_format: the header line of ga-nh at rho-inf 0.5,
             every field the method reads, none it does not
     OPT C8  gp_stepper_alloc refuses a field the method does not read when
             off its default (m_alpha for rk4, b for ga-i3, comp_order for
             nh-newmark), naming it; allocates at the defaults */
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include "galpha.h"
#include "problems.h"
#include "tap.h"

/* a valid value of row r for method m (the first word m takes) */
static const char *
valid_value (const gp_option_info *r, const gp_method *m)
{
  if (r->words)
    {
      for (const gp_option_word *w = r->words; w->word; w++)
        if (!w->needs || (m->options & w->needs))
          return w->word;
      return r->words[0].word;
    }
  if (strcmp (r->key, "rho-inf") == 0)
    return "0.5";
  if (strcmp (r->key, "alpha") == 0)
    return "-0.1";
  if (strcmp (r->key, "newton-tol") == 0)
    return "1e-10";
  if (strcmp (r->key, "jacobian-reuse") == 0)
    return "4";
  return "0.375";
}

static int
starts (const char *s, const char *prefix)
{
  return strncmp (s, prefix, strlen (prefix)) == 0;
}

int
main (void)
{
  tap_plan (8);
  char why[512];

  /* C1 */
  int rows = 0, bad = 0;
  char dead[256] = "";
  for (const gp_option_info *r = gp_option_table (); r->key; r++)
    {
      rows++;
      int taken = 0;
      for (const gp_method *const *mp = gp_methods (); *mp; mp++)
        taken |= gp_method_takes (*mp, r);
      if (gp_option_find (r->key) != r || !taken || !r->help || !*r->help
          || ((r->kind != GP_OPTION_NUMBER) != (r->words != NULL)))
        {
          bad++;
          snprintf (dead + strlen (dead), sizeof dead - strlen (dead), " %s", r->key);
        }
    }
  tap_ok (bad == 0 && rows >= 20, "OPT C1 every one of the %d rows is found by its key, has help, "
          "a kind that matches its words, and a method that takes it (bad:%s)", rows,
          bad ? dead : " none");

  /* C2 */
  int sets = 0, refusals = 0, wrong = 0;
  for (const gp_option_info *r = gp_option_table (); r->key; r++)
    for (const gp_method *const *mp = gp_methods (); *mp; mp++)
      {
        gp_options o;
        gp_options_for (*mp, &o);
        const char *v = valid_value (r, *mp);
        int rc = gp_options_set (&o, *mp, r->key, v, why, sizeof why);
        if (gp_method_takes (*mp, r))
          {
            sets++;
            int held = 1;
            if (r->field && r->kind == GP_OPTION_NUMBER)
              held = *(const double *) ((const char *) &o + r->offset) == strtod (v, NULL);
            if (rc != GP_OK || !held)
              {
                wrong++;
                tap_diag ("%s = %s on %s: rc %d (%s), held %d", r->key, v, (*mp)->name, rc,
                          rc ? why : "", held);
              }
          }
        else
          {
            refusals++;
            char want[128];
            snprintf (want, sizeof want, "%s does not apply to method %s", r->key, (*mp)->name);
            if (rc != GP_EUNSUP || strcmp (why, want) != 0)
              {
                wrong++;
                tap_diag ("%s on %s: rc %d, '%s'", r->key, (*mp)->name, rc, why);
              }
          }
      }
  tap_ok (wrong == 0 && sets > 0 && refusals > 0, "OPT C2 %d settings on methods that take the "
          "option hold their value, %d on methods that do not are GP_EUNSUP naming key and "
          "method (wrong: %d)", sets, refusals, wrong);

  /* C3 */
  int lists = 0;
  wrong = 0;
  for (const gp_option_info *r = gp_option_table (); r->key; r++)
    if (r->words)
      for (const gp_method *const *mp = gp_methods (); *mp; mp++)
        if (gp_method_takes (*mp, r))
          {
            gp_options o;
            gp_options_for (*mp, &o);
            int rc = gp_options_set (&o, *mp, r->key, "sideways", why, sizeof why);
            char want[256];
            snprintf (want, sizeof want, "%s 'sideways': want ", r->key);
            int ok = rc == GP_EINVAL && starts (why, want);
            for (const gp_option_word *w = r->words; w->word && ok; w++)
              {
                int listed = strstr (why + strlen (want), w->word) != NULL;
                int takes = !w->needs || ((*mp)->options & w->needs);
                /* "on" is inside no other word of these tables */
                ok = listed == takes;
              }
            lists++;
            if (!ok)
              {
                wrong++;
                tap_diag ("%s on %s: '%s'", r->key, (*mp)->name, why);
              }
          }
  tap_ok (wrong == 0 && lists > 0, "OPT C3 %d refusals of an unknown word list exactly the words "
          "the method takes (wrong: %d)", lists, wrong);

  /* C4 */
  {
    gp_options o;
    gp_options_for (&gp_method_ga_nh, &o);
    int a = gp_options_set (&o, &gp_method_ga_nh, "a-init", "lunk-simeon", why, sizeof why);
    int a_ok = a == GP_EUNSUP && strcmp (why, "a-init lunk-simeon does not apply to method ga-nh") == 0;
    int b = gp_options_set (&o, &gp_method_ga_nh, "step-fix", "printed", why, sizeof why);
    int b_ok = b == GP_EUNSUP;
    gp_options_for (&gp_method_ga_soi2, &o);
    int c = gp_options_set (&o, &gp_method_ga_soi2, "a-init", "lunk-simeon", why, sizeof why)
      | gp_options_set (&o, &gp_method_ga_soi2, "step-fix", "printed", why, sizeof why);
    tap_ok (a_ok && b_ok && c == GP_OK && o.a_init == GP_AINIT_LUNK_SIMEON
            && o.step_fix == GP_STEPFIX_PRINTED, "OPT C4 a-init lunk-simeon and step-fix printed: "
            "refused on ga-nh (rc %d, %d), taken by ga-soi2 (rc %d)", a, b, c);
  }

  /* C5 */
  {
    static const char *const texts[][2] = {
      { "b", "0.3x" }, { "b", "" }, { "b", " 0.3" }, { "b", "inf" }, { "b", "nan" },
      { "b", "1e999" }, { "b", "1e-999" }, { "newton-tol", "0" }, { "newton-tol", "1" },
      { "rho-inf", "1.5" }, { "alpha", "0.1" }, { "jacobian-reuse", "0" },
      { "jacobian-reuse", "2.5" }, { "jacobian-reuse", "1001" } };
    int n = (int) (sizeof texts / sizeof texts[0]), refused = 0;
    for (int i = 0; i < n; i++)
      {
        const gp_method *m = strcmp (texts[i][0], "rho-inf") == 0 ? &gp_method_ga_nh
                             : strcmp (texts[i][0], "newton-tol") == 0 ? &gp_method_ga_nh
                             : strcmp (texts[i][0], "jacobian-reuse") == 0 ? &gp_method_ga_i3
                             : &gp_method_hht_odae;
        gp_options o;
        gp_options_for (m, &o);
        int rc = gp_options_set (&o, m, texts[i][0], texts[i][1], why, sizeof why);
        if (rc == GP_EINVAL)
          refused++;
        else
          tap_diag ("%s = '%s' on %s: rc %d", texts[i][0], texts[i][1], m->name, rc);
      }
    tap_ok (refused == n, "OPT C5 %d of %d malformed or out-of-range numbers refused with "
            "GP_EINVAL", refused, n);
  }

  /* C6 */
  {
    struct { const gp_method *m; const char *kv[8]; const char *reason; } cases[] = {
      { &gp_method_ga_nh, { "rho-inf", "0.5", "alpha-m", "0.1" }, "give the coefficients one way" },
      { &gp_method_ga_nh, { "alpha-m", "0.1", "alpha-f", "0.2", "beta", "0.3" },
        "explicit coefficients need all of" },
      { &gp_method_ga_nh, { NULL }, "method ga-nh: coefficients needed" },
      { &gp_method_hht_odae, { "b", "0.3" }, "method hht-odae needs alpha" },
      { &gp_method_newmark, { "beta", "0.25" }, "method newmark needs beta and gamma" },
      { &gp_method_hht_odae, { "alpha", "-0.1", "b", "0.5" }, "b = 0.5 violates b != 1/2" },
    };
    int n = (int) (sizeof cases / sizeof cases[0]), ok = 0;
    for (int i = 0; i < n; i++)
      {
        gp_options o;
        gp_options_for (cases[i].m, &o);
        for (int k = 0; k < 8 && cases[i].kv[k]; k += 2)
          gp_options_set (&o, cases[i].m, cases[i].kv[k], cases[i].kv[k + 1], why, sizeof why);
        int rc = gp_options_complete (&o, cases[i].m, why, sizeof why);
        if (rc == GP_EINVAL && starts (why, cases[i].reason))
          ok++;
        else
          tap_diag ("case %d: rc %d, '%s' (want '%s')", i, rc, why, cases[i].reason);
      }
    gp_options o;
    gp_options_for (&gp_method_hht_odae, &o);
    int rc = gp_options_set (&o, &gp_method_hht_odae, "b", "0.3", why, sizeof why)
      | gp_options_set (&o, &gp_method_hht_odae, "alpha", "-0.1", why, sizeof why)
      | gp_options_complete (&o, &gp_method_hht_odae, why, sizeof why);
    tap_ok (ok == n && rc == GP_OK && o.c.b == 0.3 && o.c.alpha_f == 0.1,
            "OPT C6 %d of %d combinations refused with their reason; b = 0.3 before alpha = -0.1 "
            "kept (b %g, alpha_f %g)", ok, n, o.c.b, o.c.alpha_f);
  }

  /* C7 */
  {
    gp_options o;
    gp_options_for (&gp_method_ga_nh, &o);
    gp_options_set (&o, &gp_method_ga_nh, "rho-inf", "0.5", why, sizeof why);
    char line[512];
    gp_options_format (&o, &gp_method_ga_nh, line, sizeof line);
    const char *want = "alpha_m=0 alpha_f=0.33333333333333331 beta=0.44444444444444442 "
      "gamma=0.83333333333333326 step_fix=on m_alpha=explicit a_init=a0 newton_tol=1e-12 "
      "newton=verify jacobian_reuse=3";
    tap_ok (strcmp (line, want) == 0, "OPT C7 the header line of ga-nh at rho-inf 0.5 from the "
            "table: '%s'", line);
  }

  /* C8 */
  {
    struct { const gp_method *m; const gp_problem *P; const char *field; } cases[] = {
      { &gp_method_rk4, &gp_problem_oscillator, "m_alpha" },
      { &gp_method_ga_i3, &gp_problem_andrews, "b" },
      { &gp_method_nh_newmark, &gp_problem_nh_particle, "comp_order" },
    };
    int n = (int) (sizeof cases / sizeof cases[0]), ok = 0;
    for (int i = 0; i < n; i++)
      {
        gp_options o;
        gp_options_for (cases[i].m, &o);
        if (cases[i].m == &gp_method_ga_i3)
          gp_options_set (&o, cases[i].m, "rho-inf", "0.5", why, sizeof why);
        gp_stepper *s = gp_stepper_alloc (cases[i].m, cases[i].P, &o, why, sizeof why);
        int at_default = s != NULL;
        gp_stepper_free (s);
        if (strcmp (cases[i].field, "m_alpha") == 0)
          o.m_alpha = GP_MALPHA_PREVIOUS;
        else if (strcmp (cases[i].field, "b") == 0)
          o.c.b = 0.3;
        else
          o.comp_order = GP_COMP_REVERSED;
        s = gp_stepper_alloc (cases[i].m, cases[i].P, &o, why, sizeof why);
        char want[64];
        snprintf (want, sizeof want, "%s = ", cases[i].field);
        if (at_default && !s && starts (why, want) && strstr (why, "does not read"))
          ok++;
        else
          tap_diag ("%s: default %s, off it %s ('%s')", cases[i].m->name,
                    at_default ? "allocated" : "refused", s ? "allocated" : "refused", why);
        gp_stepper_free (s);
      }
    tap_ok (ok == n, "OPT C8 gp_stepper_alloc refuses %d of %d fields the method does not read "
            "when off their default, and allocates at the defaults", ok, n);
  }
  return tap_done ();
}
