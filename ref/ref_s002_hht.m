## -*- texinfo -*-
## @deftypefn {} {@var{res} =} ref_s002_hht (@var{run}, @var{outfile}, @var{hs})
## Independent Octave reference for the extended HHT-alpha methods of Jay &
## Negrut (ETNA 26, 2007; catalogue section 3): "hht-odae" (3.4), its variants
## (3.5) and midpoint, and "hht-i2" (section 6).  @var{run} selects one of the
## committed runs (table below).  Writes a tab-separated table to @var{outfile}
## (skipped if empty or omitted) and, if an output is requested, returns the
## results as a struct.  @var{hs} overrides the run's levels (exploration).
## With @var{hs} a struct (fields h, t_end, optionally alpha and b, numbers
## or their text, and problem, a generated problem's Octave name), one run
## for `galpha audit' (tools/audit_twin.t) and ANY's twin claim: RUN's
## method on RUN's problem or hs.problem, one step size, written in galpha
## run's format (t, y, z, a, lambda); no cache, no return value.
##
## HHT coefficients from alpha in [-1/3, 0]: beta = (1-alpha)^2/4,
## gamma = 1/2 - alpha.  The problem's M z' = F_app + reaction is split as
## f = M^-1 F_app (P.fapp) and r = M^-1 reaction (P.r; the generated files
## give F_app and the reaction as forces, f = fapp + r).
##
## hht-odae, one step (t0, y0, z0, a0) -> (y1, z1, a1) with local Lambda0,
## Lambda1 (Lambda0 is not the previous lambda):
##   y1 = y0 + h z0 + h^2/2 ((1-2beta) a0 + 2beta a1) + h^2/2 ((1-b) R0 + b R1)
##   z1 = z0 + h ((1-gamma) a0 + gamma a1) + h/2 (R0 + R1)
##   a1 = (1+alpha) f(t1,y1,z1) - alpha f(t0,y0,z0)
##   R0 = r(t0,y0,Lambda0),  R1 = r(t1,y1,Lambda1)
##   0 = g(t1,y1),  0 = g_t(t1,y1) + g_y(t1,y1) z1
## variant "explicit" (3.5): R1 = r(t1, y0 + h z0, Lambda1); variant
## "midpoint": b = 0 and h/2 (R0 + R1) replaced by h R_1/2,
## R_1/2 = r(t0 + h/2, y0 + (h/2) z0, Lambda_1/2) (y1 keeps h^2/2 R0; a
## reaction that depends on z would see (z0 + z1)/2 there, as in hht-i2).
## Output lambda_{n+1} = Lambda1, or Lambda_1/2 for midpoint, which
## approximates lambda(t_{n+1} - h/2): it is attached to the midpoint of the
## step that produced it.
##
## hht-i2 on a nonholonomic problem (k(t,y,z) = 0, reaction r(t,y,z,psi)), or
## on jn-test written as index 2 (only the velocity constraint k = g_t + g_y z;
## r(t,y,z,psi) = jn-test's r with lambda := psi):
##   y1 = y0 + h z0 + h^2/2 ((1-2beta) a0 + 2beta a1) + h^2/2 R_1/2
##   z1 = z0 + h ((1-gamma) a0 + gamma a1) + h R_1/2
##   R_1/2 = r(t0 + h/2, y0 + (h/2) z0, (z0 + z1)/2, Psi_1/2),  0 = k(t1,y1,z1)
## output Psi_1/2, attached like the midpoint lambda to t_{n+1} - h/2.
##
## Start a_0 = f(t0,y0,z0) (not the full acceleration).  The n = 0 row holds
## the consistent lambda(t0) of the acceleration-level constraint
## g_y (f + r(lambda)) + g_acc = 0 (for jn-test lambda = 1, for jn-pendulum
## (375, -1049.05...)).  Variable steps "alt": h/3, 2h/3 alternating, each pair
## covering h (t_2k = t0 + k h, t_2k+1 = t_2k + h/3); with step-fix (2.3),
## before a step of size h after one of size ht != h, a0 := f0 + (h/ht)(a0 - f0)
## with f0 = f(t0,y0,z0); the table keeps the uncorrected a_n = a_n(h_{n-1}).
##
## Why this is independent of the C implementation (lib/gp_hht.c): the C code
## eliminates y1, z1, iterates on (a1, Lambda0, Lambda1) with analytic
## Jacobians from the problem's derivative callbacks, and stops at a scaled
## increment of 1e-12.  Here all unknowns X = (y1, z1, a1, Lambda0, Lambda1)
## (hht-i2: (y1, z1, a1, Psi)) are kept, the residual is stacked with the rows
## (2/h^2) y-update, (1/h) z-update, a-update, (2/h^2) g, (1/h)(g_t + g_y z1)
## (hht-i2: (1/h) k), the Jacobian is the complex-step derivative of that
## residual (from fapp, r, M and g only), the start is (y0 + h z0, z0, a0,
## lam_c, lam_c) with lam_c the consistent lambda at (t0, y0, z0) solved anew
## at every step (the centre of Thm 4.1's neighbourhood), the solves are
## backslash, and the iteration stops one iteration after the scaled
## increment max |dX_i|/(1+|X_i|) first reaches 1e-13, or when it stops
## halving below 1e-6 (the rounding floor).
##
## Runs (RUN -> ref/data/s002_hht_RUN.dat):
##   implicit     hht-odae (3.4), jn-test, [0,1], alpha = -0.15, b = 0.3, h = 0.1, 0.05, 0.025
##   explicit     hht-odae (3.5), same
##   midpoint     hht-odae midpoint, same (b = 0)
##   alt_fix_on   hht-odae (3.4), same, steps alt, H = 0.1, 0.05, step-fix on
##   alt_fix_off  the same, step-fix off
##   i2           hht-i2, jn-test as index 2, [0,1], alpha = -0.15, h = 0.1, 0.05, 0.025
##   i2_jay_nh    hht-i2, jay-nh (nonholonomic, M(t,y)), the same (the library's
##                hht-i2 takes nonholonomic problems only: the C comparison)
##   pendulum     hht-odae (3.4), jn-pendulum, [0,2], alpha = -0.3, b = 0, h = 0.02, 0.01
## One row per step including n = 0:
##   hht-odae: level h n t y(1:n) z(1:n) a(1:n) lambda(1:m) lambda0(1:m)
##   hht-i2:   level h n t y(1:n) z(1:n) a(1:n) psi(1:m)
## h is the level's step (for alt the pair length H; the step into row n is
## t_n - t_{n-1}); lambda0 is the step's local Lambda0 (n = 0: lambda(t0)).
## The file is written under a temporary name and renamed at the end.
## @end deftypefn

function res = ref_s002_hht (run, outfile, hs)
  if (nargin < 2)
    outfile = "";
  endif
  addpath (fullfile (fileparts (mfilename ("fullpath")), "problems"));

  S = run_setup (run);
  single = nargin > 2 && isstruct (hs);
  if (single)
    ## one run for `galpha audit` (tools/audit_twin.t): RUN's method and
    ## problem, the step hs.h to hs.t_end, hs.alpha and hs.b when given
    ## (numbers or their text), written to OUTFILE in galpha run's format (t,
    ## y, z, a, lambda; psi for hht-i2); no cache, no return value.  Made
    ## deliberately wrong for the audit's probes: hs.beta, hs.gamma replace
    ## the values alpha gives, hs.force_time = "old" evaluates the new
    ## point's f, r, g and its velocity constraint at t0 instead of t0 + h
    if (strcmp (S.steps, "alt"))
      error ("ref_s002_hht: the one-run mode takes constant steps (not run '%s')", run);
    endif
    S.T = num_of (hs.t_end);
    if (isfield (hs, "alpha"))
      S.alpha = num_of (hs.alpha);
    endif
    if (isfield (hs, "b"))
      S.b = num_of (hs.b);
    endif
    if (isfield (hs, "problem"))
      ## RUN's method on another generated problem (ANY's twin claim,
      ## verify/twin.c): ref/problems/PROBLEM_problem.m
      S.P = feval ([hs.problem "_problem"]);
      S.Q = constraint_view (S.P);
    endif
    S.hs = num_of (hs.h);
  elseif (nargin > 2)
    S.hs = hs;
  endif
  P = S.P;
  C.alpha = S.alpha;
  C.beta  = (1 - S.alpha)^2 / 4;
  C.gamma = 0.5 - S.alpha;
  C.b     = S.b;
  C.force_old = false;
  if (single)
    if (isfield (hs, "beta"))
      C.beta = num_of (hs.beta);
    endif
    if (isfield (hs, "gamma"))
      C.gamma = num_of (hs.gamma);
    endif
    if (isfield (hs, "force_time"))
      if (! any (strcmp (hs.force_time, {"new", "old"})))
        error ("ref_s002_hht: force_time '%s': want new or old", hs.force_time);
      endif
      C.force_old = strcmp (hs.force_time, "old");
    endif
  endif

  Q = S.Q;
  n = P.n;  m = Q.m;
  ncol = 4 + 3*n + m + (! S.i2) * m;
  ## the consistent start and the levels: kept between Octave processes when
  ## GALPHA_REF_CACHE is set (ref_cache.m: the reruns of make check put,
  ## the self-tests get)
  key = {run, S.hs};
  hit = false;
  if (! single)
    [hit, V] = ref_cache ("get", "ref_s002_hht", key);
  endif
  if (hit)
    [lam0, a0, rows, iters, slast] = V{:};
  else
    lam0 = consistent_lambda (P, Q, P.t0, P.y0, P.z0);
    a0 = ff (P, P.t0, P.y0, P.z0);

    rows = {};
    iters = zeros (1, numel (S.hs));
    slast = zeros (1, numel (S.hs));
    for k = 1:numel (S.hs)
      H = S.hs(k);
      tt = time_grid (P.t0, S.T, H, S.steps);
      N = numel (tt) - 1;
      R = zeros (N+1, ncol);
      y = P.y0;  z = P.z0;  a = a0;
      first = [k-1, H, 0, P.t0, y.', z.', a.', lam0.'];
      if (! S.i2)
        first = [first, lam0.'];
      endif
      R(1,:) = first;
      hprev = NaN;
      for j = 1:N
        t0 = tt(j);  h = tt(j+1) - t0;
        f0 = ff (P, t0, y, z);
        ause = a;
        if (S.fix && j > 1 && h != hprev)
          ause = f0 + (h / hprev) * (a - f0);
        endif
        lc = consistent_lambda (P, Q, t0, y, z);
        if (S.i2)
          [y, z, a, L, it, s] = i2_step (P, Q, C, t0, h, y, z, ause, f0, lc, j);
          R(j+1,:) = [k-1, H, j, tt(j+1), y.', z.', a.', L.'];
        else
          [y, z, a, L, L0, it, s] = odae_step (P, Q, C, S.variant, t0, h, y, z, ause, f0, lc, j);
          R(j+1,:) = [k-1, H, j, tt(j+1), y.', z.', a.', L.', L0.'];
        endif
        iters(k) += it;
        slast(k) = max (slast(k), s);
        hprev = h;
      endfor
      rows{end+1} = R;
    endfor
    if (! single)
      ref_cache ("put", "ref_s002_hht", key, {lam0, a0, rows, iters, slast});
    endif
  endif

  if (single)
    write_single (outfile, S, C, rows{1});
    return;
  endif

  if (! isempty (outfile))
    write_table (outfile, S, C, rows);
  endif

  ## Return the results only on request, so that the `make ref` call
  ## (no trailing semicolon) does not print them as ans.
  if (nargout > 0)
    res.run = run;
    res.S = S;
    res.P = P;
    res.coef = C;
    res.lam0 = lam0;
    res.a0 = a0;
    res.iters = iters;
    res.slast = slast;
    res.data = rows;
  endif
endfunction

## -------------------------------------------------------------------------
function S = run_setup (run)
  S.run = run;
  S.variant = "implicit";
  S.steps = "const";
  S.fix = false;
  S.i2 = false;
  S.T = 1;
  S.alpha = -0.15;
  S.b = 0.3;
  S.hs = [0.1, 0.05, 0.025];
  switch (run)
    case "implicit"
    case "explicit"
      S.variant = "explicit";
    case "midpoint"
      S.variant = "midpoint";
      S.b = 0;
    case {"alt_fix_on", "alt_fix_off"}
      S.steps = "alt";
      S.fix = strcmp (run, "alt_fix_on");
      S.hs = [0.1, 0.05];
    case {"i2", "i2_jay_nh"}
      S.i2 = true;
      S.variant = "i2";
      S.b = NaN;
    case "pendulum"
      S.alpha = -0.3;
      S.b = 0;
      S.T = 2;
      S.hs = [0.02, 0.01];
    otherwise
      error ("ref_s002_hht: unknown run '%s' (implicit, explicit, midpoint, alt_fix_on, alt_fix_off, i2, i2_jay_nh, pendulum)", run);
  endswitch
  switch (run)
    case "pendulum"
      P = jn_pendulum_problem ();
    case "i2_jay_nh"
      P = jay_nh_problem ();
    otherwise
      P = jn_test_problem ();
  endswitch
  S.P = P;
  S.Q = constraint_view (P);
endfunction

## the constraint as the method sees it: m multipliers u, r(t,y,z,u) =
## M^-1 reaction, the velocity-level constraint, and the acceleration level
## that gives the consistent u
function Q = constraint_view (P)
  if (P.m_k > 0)
    Q.m = P.m_k;
    Q.start = P.psi_start;
    Q.r = @(t, y, z, u) P.M (t, y) \ P.r (t, y, z, [], u);
    Q.vel = @(t, y, z) P.k (t, y, z);
    Q.acc = @(t, y, z, u) P.kz (t, y, z) * (ff (P, t, y, z) + Q.r (t, y, z, u)) ...
                          + P.kt (t, y, z) + P.ky (t, y, z) * z;
  else
    ## holonomic, or jn-test written as index 2 (k = g_t + g_y z, psi := lambda)
    Q.m = P.m_g;
    Q.start = P.lam_start;
    Q.r = @(t, y, z, u) P.M (t, y) \ P.r (t, y, z, u, []);
    Q.vel = @(t, y, z) P.gt (t, y) + P.gy (t, y) * z;
    Q.acc = @(t, y, z, u) P.gy (t, y) * (ff (P, t, y, z) + Q.r (t, y, z, u)) ...
                          + P.gacc (t, y, z);
  endif
endfunction

## -------------------------------------------------------------------------
function tt = time_grid (t0, T, H, steps)
  ## constant: t_j = t0 + j H, the last one T; alt: t_2k = t0 + k H (the last
  ## one T), t_2k+1 = t_2k + H/3
  K = round ((T - t0) / H);
  tk = t0 + (0:K) * H;
  tk(end) = T;
  if (strcmp (steps, "const"))
    tt = tk;
  else
    tt = zeros (1, 2*K + 1);
    tt(1:2:end) = tk;
    tt(2:2:end) = tk(1:end-1) + H/3;
  endif
endfunction

## -------------------------------------------------------------------------
## the split: f = M^-1 F_app, r = M^-1 reaction
function out = ff (P, t, y, z)
  out = P.M (t, y) \ P.fapp (t, y, z);
endfunction

## -------------------------------------------------------------------------
function lam = consistent_lambda (P, Q, t, y, z)
  ## the multipliers of the acceleration level at (t, y, z): g_y (f + r(lambda))
  ## + g_acc = 0 (index 2: k_z (f + r(psi)) + k_t + k_y z = 0)
  lam = ref_newton_cs (@(u) Q.acc (t, y, z, u), Q.start, "ref_s002_hht consistent lambda", t);
endfunction

## -------------------------------------------------------------------------
function [y1, z1, a1, L1, L0, it, s] = odae_step (P, Q, C, variant, t0, h, y0, z0, a0, f0, lc, j)
  n = P.n;  m = Q.m;
  al = C.alpha;  be = C.beta;  ga = C.gamma;  b = C.b;
  t1 = t0 + h;
  te = ifelse_num (C.force_old, t0, t1);   # the time of the new point's evaluations
  yt = y0 + h*z0;                       # (3.5)'s y~1
  yp = y0 + h*z0 + (h^2/2)*(1 - 2*be)*a0;
  zp = z0 + h*(1 - ga)*a0;
  iy = 1:n;  iz = n+1:2*n;  ia = 2*n+1:3*n;  i0 = 3*n+1:3*n+m;  i1 = 3*n+m+1:3*n+2*m;

  function G = res (X)
    Y = X(iy);  Z = X(iz);  A = X(ia);
    R0 = Q.r (t0, y0, z0, X(i0));
    switch (variant)
      case "implicit"
        R1 = Q.r (te, Y, Z, X(i1));
        Ry = (1 - b)*R0 + b*R1;  Rz = (R0 + R1)/2;
      case "explicit"
        R1 = Q.r (te, yt, Z, X(i1));
        Ry = (1 - b)*R0 + b*R1;  Rz = (R0 + R1)/2;
      case "midpoint"
        Ry = R0;  Rz = Q.r (t0 + h/2, y0 + (h/2)*z0, (z0 + Z)/2, X(i1));
    endswitch
    G = [ (2/h^2) * (Y - yp - h^2*be*A - (h^2/2)*Ry);
          (1/h) * (Z - zp - h*ga*A - h*Rz);
          A - (1 + al)*ff(P, te, Y, Z) + al*f0;
          (2/h^2) * P.g(te, Y);
          (1/h) * Q.vel(te, Y, Z) ];
  endfunction

  X0 = [yt; z0; a0; lc; lc];
  [X, it, s] = ref_newton_cs (@res, X0, sprintf ("ref_s002_hht step %d", j), t1);
  y1 = X(iy);  z1 = X(iz);  a1 = X(ia);  L0 = X(i0);  L1 = X(i1);
endfunction

## -------------------------------------------------------------------------
function [y1, z1, a1, psi, it, s] = i2_step (P, Q, C, t0, h, y0, z0, a0, f0, lc, j)
  n = P.n;  m = Q.m;
  al = C.alpha;  be = C.beta;  ga = C.gamma;
  t1 = t0 + h;
  te = ifelse_num (C.force_old, t0, t1);
  yp = y0 + h*z0 + (h^2/2)*(1 - 2*be)*a0;
  zp = z0 + h*(1 - ga)*a0;
  iy = 1:n;  iz = n+1:2*n;  ia = 2*n+1:3*n;  ip = 3*n+1:3*n+m;

  function G = res (X)
    Y = X(iy);  Z = X(iz);  A = X(ia);
    Rh = Q.r (t0 + h/2, y0 + (h/2)*z0, (z0 + Z)/2, X(ip));
    G = [ (2/h^2) * (Y - yp - h^2*be*A - (h^2/2)*Rh);
          (1/h) * (Z - zp - h*ga*A - h*Rh);
          A - (1 + al)*ff(P, te, Y, Z) + al*f0;
          (1/h) * Q.vel(te, Y, Z) ];
  endfunction

  X0 = [y0 + h*z0; z0; a0; lc];
  [X, it, s] = ref_newton_cs (@res, X0, sprintf ("ref_s002_hht step %d", j), t1);
  y1 = X(iy);  z1 = X(iz);  a1 = X(ia);  psi = X(ip);
endfunction

## -------------------------------------------------------------------------
function v = num_of (x)
  if (ischar (x))
    v = str2double (x);
  else
    v = x;
  endif
endfunction

## -------------------------------------------------------------------------
## the one run in galpha run's format: t y z a lambda (psi for hht-i2)
function write_single (outfile, S, C, R)
  P = S.P;  n = P.n;  m = S.Q.m;
  ref_write_run (outfile, "ref_s002_hht", ...
                 sprintf ("ref/ref_s002_hht.m: %s (%s) on %s, h = %.17g, alpha=%.17g beta=%.17g gamma=%.17g b=%.17g",
                          ifelse_str (S.i2, "hht-i2", "hht-odae"), S.variant, P.name, S.hs, C.alpha, ...
                          C.beta, C.gamma, C.b), ...
                 {"y", n; "z", n; "a", n; ifelse_str(S.i2, "psi", "lambda"), m}, R(:, 4:4+3*n+m));
endfunction

## -------------------------------------------------------------------------
function write_table (outfile, S, C, rows)
  P = S.P;  n = P.n;  m = S.Q.m;
  if (S.i2)
    if (P.m_k > 0)
      meth = sprintf ("hht-i2 (section 6) on %s", P.name);
    else
      meth = "hht-i2 (section 6) on jn-test as index 2 (k = g_t + g_y z, psi in r's lambda)";
    endif
  else
    meth = sprintf ("hht-odae %s on %s", S.variant, P.name);
  endif
  if (strcmp (S.steps, "alt"))
    stp = sprintf ("steps alt (h/3, 2h/3), step-fix %s", ifelse_str (S.fix, "on", "off"));
  else
    stp = "steps constant";
  endif
  if (S.i2 || strcmp (S.variant, "midpoint"))
    lnote = "the multiplier of row n >= 1 is the step's midpoint value, approximating its value at t_n - h_n/2";
  else
    lnote = "lambda of row n >= 1 is the step's Lambda1 (at t_n), lambda0 its local Lambda0";
  endif
  names = @(pre, k) arrayfun (@(i) sprintf ("%s%d", pre, i), 1:k, "UniformOutput", false);
  if (S.i2)
    cols = sprintf ("columns: level h n t y(1..%d) z(1..%d) a(1..%d) psi(1..%d)", n, n, n, m);
    hdr = horzcat ({"level", "h", "n", "t"}, names ("y", n), names ("z", n), ...
                   names ("a", n), names ("psi", m));
  else
    cols = sprintf ("columns: level h n t y(1..%d) z(1..%d) a(1..%d) lambda(1..%d) lambda0(1..%d)", n, n, n, m, m);
    hdr = horzcat ({"level", "h", "n", "t"}, names ("y", n), names ("z", n), ...
                   names ("a", n), names ("lambda", m), names ("lambda0_", m));
  endif
  ref_write_table (outfile, "ref_s002_hht", {
    sprintf("generated by ref/ref_s002_hht.m (run %s) -- do not edit; regenerate with `make ref`", S.run),
    sprintf("octave %s; %s, t in [%g, %g], h =%s, %s; alpha=%.17g beta=%.17g gamma=%.17g b=%.17g",
            version (), meth, P.t0, S.T, sprintf (" %g", S.hs), stp, C.alpha, C.beta, C.gamma, C.b),
    sprintf("a_0 = f(t0,y0,z0) = M^-1 F_app; row 0 multipliers: the consistent lambda(t0); %s; Newton on all unknowns (y1, z1, a1, multipliers) from (y0 + h z0, z0, a0, consistent lambda at t_{n-1}), complex-step Jacobian, backslash, one iteration past scaled increment 1e-13 (or a stall at the rounding floor, below 1e-6)", lnote),
    cols}, hdr, rows);
endfunction

function x = ifelse_num (c, a, b)
  if (c)
    x = a;
  else
    x = b;
  endif
endfunction

function s = ifelse_str (c, a, b)
  if (c)
    s = a;
  else
    s = b;
  endif
endfunction

## -------------------------------------------------------------------------
## Self-tests.  Run: octave-cli --eval "exit(!test('ref_s002_hht','quiet'))"

%!function E = step_residuals (r)
%! ## largest residual of each step equation over every row n >= 1 of every
%! ## level, each relative to the size of its terms: [y-update, z-update,
%! ## a-update, g, g_t + g_y z (hht-i2: k)]
%! P = r.P;  C = r.coef;  S = r.S;  n = P.n;  m = S.Q.m;
%! al = C.alpha;  be = C.beta;  ga = C.gamma;  b = C.b;
%! f = @(t, y, z) P.M (t, y) \ P.fapp (t, y, z);
%! rf = S.Q.r;
%! E = zeros (1, 5);
%! for k = 1:numel (r.data)
%!   R = r.data{k};
%!   hprev = NaN;
%!   for j = 2:rows (R)
%!     o = R(j-1,:);  x = R(j,:);  t0 = o(4);  t1 = x(4);  h = t1 - t0;
%!     y0 = o(5:4+n).';  z0 = o(5+n:4+2*n).';  a0 = o(5+2*n:4+3*n).';
%!     y1 = x(5:4+n).';  z1 = x(5+n:4+2*n).';  a1 = x(5+2*n:4+3*n).';
%!     L1 = x(5+3*n:4+3*n+m).';
%!     f0 = f (t0, y0, z0);
%!     if (S.fix && j > 2 && h != hprev)
%!       a0 = f0 + (h / hprev) * (a0 - f0);
%!     endif
%!     hprev = h;
%!     if (S.i2)
%!       Ry = rf (t0 + h/2, y0 + (h/2)*z0, (z0 + z1)/2, L1);  Rz = Ry;
%!     else
%!       L0 = x(5+3*n+m:4+3*n+2*m).';
%!       R0 = rf (t0, y0, z0, L0);
%!       switch (S.variant)
%!         case "implicit"
%!           R1 = rf (t1, y1, z1, L1);
%!         case "explicit"
%!           R1 = rf (t1, y0 + h*z0, z1, L1);
%!         case "midpoint"
%!           R1 = 2*rf (t0 + h/2, y0 + (h/2)*z0, (z0 + z1)/2, L1) - R0;   # (R0+R1)/2 = R_1/2
%!           b = 0;
%!       endswitch
%!       Ry = (1 - b)*R0 + b*R1;  Rz = (R0 + R1)/2;
%!     endif
%!     ty = [y0, h*z0, (h^2/2)*(1-2*be)*a0, h^2*be*a1, (h^2/2)*Ry];
%!     tz = [z0, h*(1-ga)*a0, h*ga*a1, h*Rz];
%!     f1 = f (t1, y1, z1);
%!     e = zeros (1, 5);
%!     e(1) = norm (y1 - sum (ty, 2), Inf) / norm (abs (ty), Inf);
%!     e(2) = norm (z1 - sum (tz, 2), Inf) / norm (abs (tz), Inf);
%!     ## f1 carries the rounding of y1, z1 amplified by |f_y|, |f_z| (jn-pendulum's
%!     ## spring: 3k/(m L^2) = 450), so those terms count in a's size
%!     Fyz = zeros (n, 2*n);
%!     for i = 1:2*n
%!       w = complex ([y1; z1]);  w(i) += 1e-30i;
%!       Fyz(:,i) = imag (f (t1, w(1:n), w(n+1:end))) / 1e-30;
%!     endfor
%!     sa = abs (a1) + (1 + abs (al))*abs (f1) + abs (al)*abs (f0) ...
%!          + (1 + abs (al))*abs (Fyz)*abs ([y1; z1]);
%!     e(3) = max (abs (a1 - (1 + al)*f1 + al*f0) ./ sa);
%!     ## the velocity constraint against the size of its terms: its
%!     ## derivative in (y, z) times |(y, z)| (y1 and z1 carry rounding too),
%!     ## plus its value at z = 0 (jay-nh's k has a constant -4)
%!     Dv = zeros (m, 2*n);
%!     for i = 1:2*n
%!       w = complex ([y1; z1]);  w(i) += 1e-30i;
%!       Dv(:,i) = imag (S.Q.vel (t1, w(1:n), w(n+1:end))) / 1e-30;
%!     endfor
%!     sv = abs (Dv) * abs ([y1; z1]) + abs (S.Q.vel (t1, y1, 0*z1));
%!     e(5) = max (abs (S.Q.vel (t1, y1, z1)) ./ sv);
%!     if (S.i2)
%!       e(4) = 0;      # hht-i2 enforces only the velocity constraint
%!     else
%!       e(4) = max (abs (P.g (t1, y1)) ./ (abs (P.gy (t1, y1))*abs (y1) + 1));
%!     endif
%!     E = max (E, e);
%!   endfor
%! endfor
%!endfunction

%!function E = jn_errors (r, j0)
%! ## max over rows n >= j0 (n = 0 is row 1) of the errors against the exact
%! ## solution of jn-test or jay-nh (the same y, z, multiplier e^-t):
%! ## [y, z, a against M^-1 f_app at t_n + alpha h_n, multiplier]; the
%! ## midpoint multipliers at t_n - h_n/2; h_n = t_n - t_{n-1}
%! E = zeros (numel (r.data), 4);
%! al = r.coef.alpha;
%! mid = r.S.i2 || strcmp (r.S.variant, "midpoint");
%! for k = 1:numel (r.data)
%!   R = r.data{k};
%!   for j = j0+1:rows (R)
%!     t = R(j,4);  h = t - R(j-1,4);  ta = t + al*h;
%!     ex = r.P.exact (t);
%!     xa = r.P.exact (ta);
%!     aex = r.P.M (ta, xa(1:2)) \ r.P.fapp (ta, xa(1:2), xa(3:4));
%!     tl = t - mid*h/2;
%!     e = [norm(R(j,5:6).' - ex(1:2), Inf), norm(R(j,7:8).' - ex(3:4), Inf), ...
%!          norm(R(j,9:10).' - aex, Inf), abs(R(j,11) - exp(-tl))];
%!     E(k,:) = max (E(k,:), e);
%!   endfor
%! endfor
%!endfunction

%!shared res, names
%! names = {"implicit", "explicit", "midpoint", "alt_fix_on", "alt_fix_off", "i2", "i2_jay_nh", "pendulum"};
%! for i = 1:numel (names)
%!   res.(names{i}) = ref_s002_hht (names{i});
%! endfor

%!test
%! ## HHT coefficients: beta = (1-alpha)^2/4, gamma = 1/2 - alpha
%! C = res.implicit.coef;
%! assert ([C.alpha, C.beta, C.gamma, C.b], [-0.15, 0.330625, 0.65, 0.3], 1e-15);
%! C = res.pendulum.coef;
%! assert ([C.alpha, C.beta, C.gamma, C.b], [-0.3, 0.4225, 0.8, 0], 1e-15);

%!test
%! ## row 0: (y0, z0), a_0 = f(t0,y0,z0) (not the full acceleration) and the
%! ## consistent lambda (the root 1 of lambda^2 + 2 lambda - 3, not -3)
%! for i = 1:6
%!   R = res.(names{i}).data{1};
%!   assert (R(1,5:11), [1 1 1 -2 0 3 1], 1e-14);
%! endfor
%! ## jay-nh: M(0, y0) = I, a_0 = f_app(0, y0, z0) = (0, 3), psi = 1
%! assert (res.i2_jay_nh.data{1}(1,5:11), [1 1 1 -2 0 3 1], 1e-14);
%! r = res.pendulum;  P = r.P;  x = r.data{1}(1,:);
%! assert (x(5:13), [0, -2, 3*pi/2, 20, 0, 10, 0, -9.81, -150], 1e-12);
%! lam = x(14:15).';
%! acc = P.gy (0, P.y0) * (P.M (0, P.y0) \ P.f (0, P.y0, P.z0, lam, [])) + P.gacc (0, P.y0, P.z0);
%! assert (norm (acc, Inf) < 1e-12);
%! assert (lam, [375; -1049.05], 0.01);

%!test
%! ## every row solves its step equations to rounding: each residual relative
%! ## to the size of its terms (those of f including |f_y| |y| + |f_z| |z|)
%! ## below 1e-15 = 4.5 eps (largest measured 2.5e-16)
%! for i = 1:numel (names)
%!   E = step_residuals (res.(names{i}));
%!   assert (all (E <= 1e-15), "%s: residuals %s", names{i}, mat2str (E, 3));
%! endfor

%!test
%! ## each Newton iteration ended at a scaled increment below 1e-10 (the
%! ## floor of a is eps |y| / (beta h^2) <= 7e-12 for the smallest step here)
%! for i = 1:numel (names)
%!   assert (all (res.(names{i}).slast <= 1e-10));
%! endfor

%!test
%! ## orders (finest pair) of the largest errors over n >= 1 in y, z, a
%! ## (a against a(t_n + alpha h)): 2 +- 0.1 for (3.4), (3.5), variable steps
%! ## with (2.3) and hht-i2 (Thm 4.5; section 6 claims it without proof)
%! for nm = {"implicit", "explicit", "alt_fix_on", "i2", "i2_jay_nh"}
%!   E = jn_errors (res.(nm{1}), 1);
%!   assert (all (all (E(2:end,1:3) < E(1:end-1,1:3))));
%!   p = log2 (E(end-1,1:3) ./ E(end,1:3));
%!   assert (all (abs (p - 2) < 0.1), "%s orders: %s", nm{1}, mat2str (p, 3));
%! endfor

%!test
%! ## the multipliers (no claim in the paper): Lambda1 of (3.4), (3.5) and
%! ## variable steps converges to lambda(t_n) at order 1 +- 0.1; the midpoint
%! ## values of hht-i2 and the midpoint variant converge to lambda(t_n - h/2)
%! ## at order 2 +- 0.1 (hht-i2 on jn-test), 2 +- 0.2 (on jay-nh: 1.81, 1.89)
%! ## and 2 +- 0.3 (midpoint, 2.13 and 1.76 on the committed levels, 1.95 at
%! ## h = 1/160) over n >= 2 (the first step's value is off by O(h): a_0 =
%! ## f(t0) is O(h) from a(alpha h))
%! for nm = {"implicit", "explicit", "alt_fix_on"}
%!   E = jn_errors (res.(nm{1}), 1);
%!   p = log2 (E(end-1,4) ./ E(end,4));
%!   assert (abs (p - 1) < 0.1, "%s lambda order %.3g", nm{1}, p);
%! endfor
%! for nm = {"i2", "i2_jay_nh"; 0.1, 0.2}
%!   E = jn_errors (res.(nm{1}), 2);
%!   p = log2 (E(1:end-1,4) ./ E(2:end,4));
%!   assert (all (abs (p - 2) < nm{2}), "%s psi orders %s", nm{1}, mat2str (p, 3));
%! endfor
%! E = jn_errors (res.midpoint, 2);
%! p = log2 (E(1:end-1,4) ./ E(2:end,4));
%! assert (all (abs (p - 2) < 0.3), "midpoint lambda orders %s", mat2str (p, 3));

%!test
%! ## midpoint variant: z and a at order 2 +- 0.15 on the committed levels;
%! ## y's errors are 10 times smaller than (3.4)'s and reach the asymptotic
%! ## range only later (orders 1.37, 1.44 here), so y is checked on
%! ## h = 1/80, 1/160, 1/320: order 2 +- 0.1 on the finest pair
%! E = jn_errors (res.midpoint, 1);
%! p = log2 (E(end-1,2:3) ./ E(end,2:3));
%! assert (all (abs (p - 2) < 0.15), "midpoint orders %s", mat2str (p, 3));
%! E = jn_errors (ref_s002_hht ("midpoint", "", [0.0125, 0.00625, 0.003125]), 1);
%! p = log2 (E(end-1,1:3) ./ E(end,1:3));
%! assert (all (abs (p - 2) < 0.1), "midpoint fine orders %s", mat2str (p, 3));

%!test
%! ## variable steps without (2.3): order 1 (paper Fig 5.3).  H = 0.1, 0.05 lie
%! ## before the asymptotic range (errors fall 20-fold, then rise; orders
%! ## 0.5-0.8 at H = 1/80), so the order is measured on H = 1/160, 1/320:
%! ## 1 +- 0.2 in y, z, a
%! E = jn_errors (ref_s002_hht ("alt_fix_off", "", [0.00625, 0.003125]), 1);
%! p = log2 (E(1,1:3) ./ E(2,1:3));
%! assert (all (abs (p - 1) < 0.2), "alt_fix_off orders %s", mat2str (p, 3));

%!test
%! ## jn-pendulum: errors at t = 2 against the committed ode45 reference:
%! ## y at order 2 +- 0.1; z falls at least 4-fold (measured 9.7: order 3.3,
%! ## the levels lie before z's asymptotic range)
%! r = res.pendulum;
%! S = dlmread (fullfile (fileparts (which ("ref_s002_hht")), "data", ...
%!                        "jn_pendulum-t2-ode45.dat"), "\t", 2, 0);
%! E = zeros (2, 2);
%! for k = 1:2
%!   x = r.data{k}(end,:);
%!   assert (x(4), 2);
%!   E(k,:) = [norm(x(5:7) - S(2:4), Inf), norm(x(8:10) - S(5:7), Inf)];
%! endfor
%! assert (abs (log2 (E(1,1) / E(2,1)) - 2) < 0.1);
%! assert (E(1,2) / E(2,2) >= 4);

%!test
%! ## the written files have the documented layout and every row
%! for nm = {"alt_fix_on", "i2"}
%!   f = [tempname() ".dat"];
%!   unwind_protect
%!     ref_s002_hht (nm{1}, f);
%!     lines = strsplit (strtrim (fileread (f)), "\n");
%!     assert (strncmp (lines{1}, "# generated by ref/ref_s002_hht.m", 33));
%!     hdr = strsplit (lines{5}, "\t");
%!     if (strcmp (nm{1}, "i2"))
%!       assert (lines{4}, "# columns: level h n t y(1..2) z(1..2) a(1..2) psi(1..1)");
%!       assert (hdr, {"level", "h", "n", "t", "y1", "y2", "z1", "z2", "a1", "a2", "psi1"});
%!     else
%!       assert (lines{4}, "# columns: level h n t y(1..2) z(1..2) a(1..2) lambda(1..1) lambda0(1..1)");
%!       assert (hdr, {"level", "h", "n", "t", "y1", "y2", "z1", "z2", "a1", "a2", "lambda1", "lambda0_1"});
%!     endif
%!     D = dlmread (f, "\t", 5, 0);
%!     assert (D, vertcat (res.(nm{1}).data{:}));
%!     assert (! exist ([f ".tmp"], "file"));
%!   unwind_protect_cleanup
%!     if (exist (f, "file"))
%!       unlink (f);
%!     endif
%!   end_unwind_protect
%! endfor
%! assert (rows (vertcat (res.alt_fix_on.data{:})), 21 + 41);
%! assert (rows (vertcat (res.pendulum.data{:})), 101 + 201);
