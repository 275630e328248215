/* gp_options.c -- the options of the methods as data: one row per option
   (key, kind, words, the methods that take it, the field it sets, one line
   of help), and the functions that set, judge and print options from it.
   Every front end (cli/, a variant file, the verification programs) goes
   through these, so that an option means the same thing everywhere. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "galpha.h"

#define OFF(f) offsetof (gp_options, f)
#define NOFIELD ((size_t) -1)

/* the coefficient fields and who reads them */
#define READ_AF (GP_OPT_COEFFS | GP_OPT_HHT_ALPHA | GP_OPT_NEWMARK)
#define READ_BG (READ_AF | GP_OPT_NH)

static const gp_option_word w_on_off[] = { { "on", 1, 0 }, { "off", 0, 0 }, { NULL, 0, 0 } };
static const gp_option_word w_disc[] = {
  { "14", GP_DISC_14, 0 }, { "15", GP_DISC_15, 0 }, { NULL, 0, 0 } };
static const gp_option_word w_solve[] = {
  { "newton", GP_NHSOLVE_NEWTON, 0 }, { "explicit", GP_NHSOLVE_EXPLICIT, 0 }, { NULL, 0, 0 } };
static const gp_option_word w_comp[] = {
  { "18", GP_COMP_18, 0 }, { "reversed", GP_COMP_REVERSED, 0 }, { NULL, 0, 0 } };
static const gp_option_word w_substeps[] = {
  { "half", GP_SUBSTEPS_HALF, 0 }, { "full", GP_SUBSTEPS_FULL, 0 }, { NULL, 0, 0 } };
static const gp_option_word w_r1[] = {
  { "implicit", GP_R1_IMPLICIT, 0 }, { "explicit", GP_R1_EXPLICIT, 0 }, { NULL, 0, 0 } };
static const gp_option_word w_step_fix[] = {
  { "on", GP_STEPFIX_ON, 0 }, { "off", GP_STEPFIX_OFF, 0 },
  { "printed", GP_STEPFIX_PRINTED, GP_OPT_STEP_FIX_PRINTED }, { NULL, 0, 0 } };
static const gp_option_word w_m_alpha[] = {
  { "explicit", GP_MALPHA_EXPLICIT, 0 }, { "previous", GP_MALPHA_PREVIOUS, 0 },
  { "t0", GP_MALPHA_T0, 0 }, { NULL, 0, 0 } };
static const gp_option_word w_a_init[] = {
  { "a0", GP_AINIT_A0, GP_OPT_A_INIT }, { "exact", GP_AINIT_EXACT, GP_OPT_A_INIT },
  { "lunk-simeon", GP_AINIT_LUNK_SIMEON, GP_OPT_A_INIT_LS }, { NULL, 0, 0 } };
static const gp_option_word w_scaling[] = {
  { "on", GP_SCALING_ON, 0 }, { "off", GP_SCALING_OFF, 0 }, { NULL, 0, 0 } };
static const gp_option_word w_force_time[] = {
  { "new", GP_FORCE_TIME_NEW, 0 }, { "old", GP_FORCE_TIME_OLD, 0 }, { NULL, 0, 0 } };
static const gp_option_word w_newton[] = {
  { "verify", GP_NEWTON_VERIFY, 0 }, { "production", GP_NEWTON_PRODUCTION, 0 },
  { NULL, 0, 0 } };

/* Row order is the order of headers, usage and help.  The rows without a
   field (rho-inf, alpha) compute the coefficients. */
static const gp_option_info table[] = {
  { "rho-inf", GP_OPTION_NUMBER, "R", GP_OPT_COEFFS, 0, NULL, NOFIELD, NULL,
    "spectral radius at infinity in [0, 1]: Chung-Hulbert's alpha_m, alpha_f, beta, gamma" },
  { "alpha-m", GP_OPTION_NUMBER, "A", GP_OPT_COEFFS, READ_AF, "alpha_m", OFF (c.alpha_m), NULL,
    "alpha_m, given with alpha-f, beta and gamma instead of rho-inf" },
  { "alpha-f", GP_OPTION_NUMBER, "A", GP_OPT_COEFFS, READ_AF, "alpha_f", OFF (c.alpha_f), NULL,
    "alpha_f, given with alpha-m, beta and gamma" },
  { "beta", GP_OPTION_NUMBER, "B", GP_OPT_COEFFS | GP_OPT_NEWMARK | GP_OPT_NH, READ_BG, "beta",
    OFF (c.beta), NULL, "beta (Newmark, the nh-newmark family, or with alpha-m and alpha-f)" },
  { "gamma", GP_OPTION_NUMBER, "G", GP_OPT_COEFFS | GP_OPT_NEWMARK | GP_OPT_NH, READ_BG, "gamma",
    OFF (c.gamma), NULL, "gamma (as beta)" },
  { "alpha", GP_OPTION_NUMBER, "A", GP_OPT_HHT_ALPHA, 0, NULL, NOFIELD, NULL,
    "HHT-alpha's alpha in [-1/3, 0] (the hht methods need it)" },
  { "alpha-d", GP_OPTION_NUMBER, "AD", GP_OPT_NH, GP_OPT_NH, "alpha_d", OFF (c.alpha_d), NULL,
    "where the constraints are discretized (seed 004 eqs. 14-15, 18)" },
  { "disc", GP_OPTION_WORD, NULL, GP_OPT_NH, GP_OPT_NH, "disc", OFF (disc), w_disc,
    "the discrete constraint: seed 004 eq. 14 or eq. 15" },
  { "solve", GP_OPTION_WORD, NULL, GP_OPT_NH_SOLVE, GP_OPT_NH_SOLVE, "solve", OFF (nh_solve),
    w_solve, "the step by Newton, or by Prop 3.8's two linear solves" },
  { "comp-order", GP_OPTION_WORD, NULL, GP_OPT_COMP_ORDER, GP_OPT_COMP_ORDER, "comp_order",
    OFF (comp_order), w_comp, "eq. 18 (Phi^{1-alpha_d} first) or the reversed composition" },
  { "substeps", GP_OPTION_WORD, NULL, GP_OPT_SUBSTEPS, GP_OPT_SUBSTEPS, "substeps",
    OFF (substeps), w_substeps, "the two factors with h/2 each, or one factor per step" },
  { "b", GP_OPTION_NUMBER, "B", GP_OPT_B, GP_OPT_B, "b", OFF (c.b), NULL,
    "the extended HHT-alpha's b (seed 002)" },
  { "r1", GP_OPTION_WORD, NULL, GP_OPT_R1, GP_OPT_R1, "r1", OFF (r1), w_r1,
    "R1 at the new position (eq. 3.4) or at y0 + h z0 (eq. 3.5)" },
  { "midpoint", GP_OPTION_FLAG, NULL, GP_OPT_MIDPOINT, GP_OPT_MIDPOINT, "midpoint",
    OFF (midpoint), w_on_off, "the midpoint variant of seed 002 sec. 3.3" },
  { "step-fix", GP_OPTION_WORD, NULL, GP_OPT_STEP_FIX, GP_OPT_STEP_FIX, "step_fix",
    OFF (step_fix), w_step_fix, "the correction at a change of step size (printed: seed 001's "
    "as extracted)" },
  { "m-alpha", GP_OPTION_WORD, NULL, GP_OPT_M_ALPHA, GP_OPT_M_ALPHA, "m_alpha", OFF (m_alpha),
    w_m_alpha, "M at t0 + alpha h by the explicit predictor, the previous step's, or M(t0, y0)" },
  { "a-init", GP_OPTION_WORD, NULL, GP_OPT_A_INIT | GP_OPT_A_INIT_LS,
    GP_OPT_A_INIT | GP_OPT_A_INIT_LS, "a_init", OFF (a_init), w_a_init,
    "the starting a: a0, a(t0 + alpha h), or seed 001 eq. (10)" },
  { "scaling", GP_OPTION_WORD, NULL, GP_OPT_SCALING, GP_OPT_SCALING, "scaling", OFF (scaling),
    w_scaling, "the Newton system scaled as seed 003 eqs. (8)-(10)" },
  { "newton-tol", GP_OPTION_NUMBER, "TOL", GP_OPT_NEWTON_TOL, GP_OPT_NEWTON_TOL, "newton_tol",
    OFF (newton_tol), NULL, "Newton's tolerance in (0, 1)" },
  { "newton", GP_OPTION_WORD, NULL, GP_OPT_NEWTON_MODE, GP_OPT_NEWTON_MODE, "newton",
    OFF (newton_mode), w_newton, "full Newton to newton-tol (verify) or simplified Newton to "
    "the step's error level (production)" },
  { "jacobian-reuse", GP_OPTION_NUMBER, "K", GP_OPT_NEWTON_MODE, GP_OPT_NEWTON_MODE,
    "jacobian_reuse", OFF (jacobian_reuse), NULL, "production: the iteration matrix's LU kept "
    "for up to K steps (an integer >= 1; 1: fresh at every step)" },
  { "force-time", GP_OPTION_WORD, NULL, GP_OPT_FORCE_TIME, GP_OPT_FORCE_TIME, "force_time",
    OFF (force_time), w_force_time, "a probe, never a method (galpha audit's): old evaluates "
    "the new point's forces and constraints at t_n, not t_{n+1}; new (the default) is the "
    "method" },
  { NULL, 0, NULL, 0, 0, NULL, 0, NULL, NULL },
};

/* gp_options.given has a bit per row */
typedef char rows_fit_given[(sizeof table / sizeof table[0] - 1 <= 32) ? 1 : -1];

/* the enums are stored as int-sized objects */
typedef char enums_are_ints[(sizeof (gp_malpha) == sizeof (int)
                             && sizeof (gp_newton_mode) == sizeof (int)
                             && sizeof (gp_force_time) == sizeof (int)) ? 1 : -1];

const gp_option_info *
gp_option_table (void)
{
  return table;
}

const gp_option_info *
gp_option_find (const char *key)
{
  for (const gp_option_info *r = table; key && r->key; r++)
    if (strcmp (r->key, key) == 0)
      return r;
  return NULL;
}

static int
word_taken (const gp_method *m, const gp_option_info *r, const gp_option_word *w)
{
  return (m->options & r->reads) && (!w->needs || (m->options & w->needs));
}

int
gp_method_takes (const gp_method *m, const gp_option_info *r)
{
  if (!(m->options & r->reads))
    return 0;
  if (!r->words)
    return 1;
  for (const gp_option_word *w = r->words; w->word; w++)
    if (word_taken (m, r, w))
      return 1;
  return 0;
}

static double *
dfield (gp_options *o, const gp_option_info *r)
{
  return (double *) ((char *) o + r->offset);
}

static int *
ifield (gp_options *o, const gp_option_info *r)
{
  return (int *) ((char *) o + r->offset);
}

/* "a, b or c": the words of r that m takes */
static void
word_list (const gp_method *m, const gp_option_info *r, char *buf, size_t len)
{
  int n = 0, k = 0;
  for (const gp_option_word *w = r->words; w->word; w++)
    n += word_taken (m, r, w);
  buf[0] = '\0';
  for (const gp_option_word *w = r->words; w->word; w++)
    if (word_taken (m, r, w))
      {
        size_t at = strlen (buf);
        snprintf (buf + at, len - at, "%s%s", k == 0 ? "" : k == n - 1 ? " or " : ", ",
                  w->word);
        k++;
      }
}

/* the value as a finite number, or why not: the whole text, no leading
   white space, and a value that neither overflowed nor underflowed to 0 */
static int
number_of (const char *key, const char *value, double *v, char *why, size_t len)
{
  char *end;
  errno = 0;
  *v = strtod (value, &end);
  const char *bad = NULL;
  if (isspace ((unsigned char) value[0]) || end == value || *end != '\0')
    bad = "is not a number";
  else if (errno == ERANGE && (fabs (*v) == HUGE_VAL || *v == 0))
    bad = "is not a number (beyond the range of a double)";
  else if (!isfinite (*v))
    bad = "is not a finite number";
  if (bad)
    {
      snprintf (why, len, "%s: '%s' %s", key, value, bad);
      return GP_EINVAL;
    }
  return GP_OK;
}

int
gp_options_set (gp_options *o, const gp_method *m, const char *key, const char *value,
                char *why, size_t len)
{
  const gp_option_info *r = gp_option_find (key);
  if (!r)
    {
      snprintf (why, len, "%s is not an option of galpha's methods", key ? key : "(null)");
      return GP_EINVAL;
    }
  if (!(m->options & r->reads))
    {
      snprintf (why, len, "%s does not apply to method %s", key, m->name);
      return GP_EUNSUP;
    }
  if (r->words)
    {
      const gp_option_word *w = r->words;
      while (w->word && strcmp (w->word, value) != 0)
        w++;
      if (w->word && !word_taken (m, r, w))
        {
          snprintf (why, len, "%s %s does not apply to method %s", key, value, m->name);
          return GP_EUNSUP;
        }
      if (!w->word)
        {
          char list[128];
          word_list (m, r, list, sizeof list);
          snprintf (why, len, "%s '%s': want %s", key, value, list);
          return GP_EINVAL;
        }
      *ifield (o, r) = w->value;
    }
  else
    {
      double v;
      int rc = number_of (key, value, &v, why, len);
      if (rc != GP_OK)
        return rc;
      /* rho-inf and alpha compute the four coefficients; b and alpha_d,
         set by their own keys, are kept whatever the order of the keys */
      gp_coeffs k = o->c;
      if (strcmp (key, "rho-inf") == 0 || strcmp (key, "alpha") == 0)
        {
          char reason[256];
          rc = key[0] == 'r' ? gp_coeffs_chung_hulbert (v, &k, reason, sizeof reason)
                             : gp_coeffs_hht (v, &k, reason, sizeof reason);
          if (rc != GP_OK)
            {
              snprintf (why, len, "%s", reason);   /* "rho_inf = V is outside ..." */
              return GP_EINVAL;
            }
          k.b = o->c.b;
          k.alpha_d = o->c.alpha_d;
          o->c = k;
        }
      else if (strcmp (key, "newton-tol") == 0 && !(v > 0 && v < 1))
        {
          snprintf (why, len, "%s = %s must lie in (0, 1)", key, GP_NUM (v));
          return GP_EINVAL;
        }
      else if (strcmp (key, "jacobian-reuse") == 0 && !GP_JACOBIAN_REUSE_OK (v))
        {
          snprintf (why, len, "%s = %s must be an integer in [1, %d]", key, GP_NUM (v),
                    GP_JACOBIAN_REUSE_MAX);
          return GP_EINVAL;
        }
      else
        *dfield (o, r) = v;
    }
  o->given |= 1u << (r - table);
  return GP_OK;
}

static int
given (const gp_options *o, const char *key)
{
  const gp_option_info *r = gp_option_find (key);
  return (o->given >> (r - table)) & 1u;
}

int
gp_options_complete (gp_options *o, const gp_method *m, char *why, size_t len)
{
  int rho = given (o, "rho-inf"), hht = given (o, "alpha");
  int four = given (o, "alpha-m") + given (o, "alpha-f") + given (o, "beta") + given (o, "gamma");
  int bg = given (o, "beta") + given (o, "gamma");
  if (m->options & GP_OPT_COEFFS)
    {
      if (rho && four)
        {
          snprintf (why, len, "give the coefficients one way: rho-inf, or all of alpha-m, "
                    "alpha-f, beta and gamma");
          return GP_EINVAL;
        }
      if (four && four < 4)
        {
          snprintf (why, len, "explicit coefficients need all of alpha-m, alpha-f, beta and "
                    "gamma (%d given)", four);
          return GP_EINVAL;
        }
      if (!rho && !four)
        {
          snprintf (why, len, "method %s: coefficients needed: rho-inf, or all of alpha-m, "
                    "alpha-f, beta and gamma", m->name);
          return GP_EINVAL;
        }
    }
  if ((m->options & GP_OPT_HHT_ALPHA) && !hht)
    {
      snprintf (why, len, "method %s needs alpha (HHT-alpha, in [-1/3, 0])", m->name);
      return GP_EINVAL;
    }
  if ((m->options & GP_OPT_NEWMARK) && bg < 2)
    {
      snprintf (why, len, "method %s needs beta and gamma", m->name);
      return GP_EINVAL;
    }
  if (gp_hypothesis_violated (m, o, GP_HYP_REFUSE, NULL, why, len))
    return GP_EINVAL;
  return GP_OK;
}

/* the field of r as text */
static void
field_text (const gp_options *o, const gp_option_info *r, char *buf, size_t len)
{
  gp_options *w = (gp_options *) o;   /* read only */
  if (r->kind == GP_OPTION_NUMBER)
    {
      double v = *dfield (w, r);
      if (strcmp (r->key, "newton-tol") == 0)
        snprintf (buf, len, "%s", GP_NUM (v));
      else
        snprintf (buf, len, "%.17g", v);
      return;
    }
  int v = *ifield (w, r);
  if (r->kind == GP_OPTION_FLAG)
    {
      snprintf (buf, len, "%s", v ? "yes" : "no");
      return;
    }
  for (const gp_option_word *x = r->words; x->word; x++)
    if (x->value == v)
      {
        snprintf (buf, len, "%s", x->word);
        return;
      }
  snprintf (buf, len, "%d", v);
}

/* 1 when r's field of o is method m's default */
static int
at_default (const gp_options *o, const gp_method *m, const gp_option_info *r)
{
  gp_options d;
  gp_options_for (m, &d);
  gp_options *w = (gp_options *) o;   /* read only */
  return r->kind == GP_OPTION_NUMBER ? *dfield (w, r) == *dfield (&d, r)
                                     : *ifield (w, r) == *ifield (&d, r);
}

int
gp_options_format (const gp_options *o, const gp_method *m, char *buf, size_t len)
{
  int n = 0;
  if (len)
    buf[0] = '\0';
  for (const gp_option_info *r = table; r->key; r++)
    if (r->field && (m->options & r->shows) 
        && !((r->shows & GP_OPT_PROBES) && at_default (o, m, r)))
      {
        char v[64];
        field_text (o, r, v, sizeof v);
        n += snprintf (buf + (n < (int) len ? n : (int) len),
                       (size_t) n < len ? len - (size_t) n : 0, "%s%s=%s", n ? " " : "",
                       r->field, v);
      }
  return n;
}

int
gp_options_unread (const gp_options *o, const gp_method *m, char *why, size_t len)
{
  gp_options d;
  gp_options_for (m, &d);
  gp_options *w = (gp_options *) o;   /* read only */
  for (const gp_option_info *r = table; r->key; r++)
    {
      if (!r->field || (m->options & r->shows))
        continue;
      int same = r->kind == GP_OPTION_NUMBER
        ? *dfield (w, r) == *dfield (&d, r)
        : *ifield (w, r) == *ifield (&d, r);
      if (!same)
        {
          char v[64], dv[64];
          field_text (o, r, v, sizeof v);
          field_text (&d, r, dv, sizeof dv);
          snprintf (why, len, "%s = %s: method %s does not read %s (its value stays %s)",
                    r->field, v, m->name, r->key, dv);
          return GP_EINVAL;
        }
    }
  return GP_OK;
}

void
gp_options_keep_read (const gp_method *m, gp_options *o)
{
  gp_options d;
  gp_options_for (m, &d);
  for (const gp_option_info *r = table; r->key; r++)
    if (r->field && !(m->options & r->shows))
      {
        if (r->kind == GP_OPTION_NUMBER)
          *dfield (o, r) = *dfield (&d, r);
        else
          *ifield (o, r) = *ifield (&d, r);
      }
}
