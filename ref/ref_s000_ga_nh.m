## -*- texinfo -*-
## @deftypefn {} {@var{res} =} ref_s000_ga_nh (@var{outfile})
## Independent Octave reference for the generalized-alpha method "ga-nh"
## (Jay & Negrut form, eq. 2.3) applied to the index-2 nonholonomic problem
## "jay-nh" (see jay_nh_problem.m).  Writes a tab-separated table to
## @var{outfile} (skipped if empty or omitted) and, if an output is requested,
## returns the results as a struct (fields coef, a0, psi0, levels, data).
##
## Method.  Chung-Hulbert coefficients with rho_inf = 0.2:
##   alpha_m = (2 rho - 1)/(rho + 1), alpha_f = rho/(rho + 1),
##   alpha = alpha_m - alpha_f, gamma = 1/2 - alpha, beta = (1 - alpha)^2/4.
## One step (t0,y0,z0,a_al,psi0) -> (t1 = t0 + h, y1, z1, a_1al, psi1):
##   y1 = y0 + h z0 + h^2/2 ((1 - 2 beta) a_al + 2 beta a_1al)
##   z1 = z0 + h ((1 - gamma) a_al + gamma a_1al)
##   (1 - alpha_m) M1 a_1al + alpha_m Ma a_al
##                       = (1 - alpha_f) f(t1,y1,z1,psi1) + alpha_f f(t0,y0,z0,psi0)
##   0 = k(t1, y1, z1)
## with explicit mass matrices M1 = M(t0 + (1+alpha) h, y0 + (1+alpha) h z0)
## and Ma = M(t0 + alpha h, y0 + alpha h z0).  The propagated acceleration is
## a <- a_1al, started with a_al = a0 (consistent acceleration).  The a_1al
## value approximates a(t1 + alpha h), so errors in a are measured there.
##
## Why this is independent of the C implementation: the C code eliminates
## y1, z1 and iterates on (a_1al, psi1) with a hand-derived Jacobian.  Here
## all 7 unknowns X = (y1, z1, a_1al, psi1) are kept, the four equation groups
## are stacked as one residual G(X) (constraint row divided by h), and the
## Jacobian is obtained numerically by the complex-step method
##   J(:,j) = imag (G (X + i*1e-30*e_j)) / 1e-30,
## which is exact to round-off but needs no derivative formulas at all.  The
## consistent initial (a0, psi0) is found the same way.
##
## Output: levels h = 0.1*2^-k, k = 0..5, N = round(1/h) steps on [0, 1],
## t_n = n*h, one row per step including n = 0.  The file is written under
## a temporary name and renamed at the end.
## @end deftypefn

function res = ref_s000_ga_nh (outfile)
  if (nargin < 1)
    outfile = "";
  endif

  P = jay_nh_problem ();

  ## --- method coefficients: Chung-Hulbert, rho_inf = 0.2 -----------------
  rho = 0.2;
  C.am    = (2*rho - 1) / (rho + 1);
  C.af    = rho / (rho + 1);
  C.alpha = C.am - C.af;
  C.gamma = 0.5 - C.alpha;
  C.beta  = (1 - C.alpha)^2 / 4;

  ## --- consistent initial acceleration and multiplier --------------------
  [a0, psi0] = consistent_start (P);
  assert (abs (psi0 - 1) < 1e-12 && norm (a0 - [1; 4], Inf) < 1e-12,
          "ref_s000_ga_nh: consistent start did not reach the physical root");

  ## --- integrate all levels ----------------------------------------------
  ks = 0:5;
  rows = {};
  for k = ks
    h = 0.1 * 2^(-k);
    N = round (1 / h);
    R = zeros (N+1, 11);             # level h n t y(2) z(2) a(2) psi
    y = P.y0;  z = P.z0;  a = a0;  psi = psi0;
    R(1,:) = [k, h, 0, 0, y.', z.', a.', psi];
    for n = 1:N
      t0 = (n-1) * h;                # exact grid, no accumulated sums
      t1 = n * h;
      [y, z, a, psi] = ga_step (P, C, t0, t1, h, y, z, a, psi, n);
      R(n+1,:) = [k, h, n, t1, y.', z.', a.', psi];
    endfor
    rows{end+1} = R;
  endfor

  if (! isempty (outfile))
    write_table (outfile, C, rows);
  endif

  ## Return the results only on request, so that the `make ref` call
  ## (no trailing semicolon) does not print them as ans.
  if (nargout > 0)
    res.coef = C;
    res.a0 = a0;
    res.psi0 = psi0;
    res.levels = ks;
    res.data = rows;
  endif
endfunction

## -------------------------------------------------------------------------
function [a0, psi0] = consistent_start (P)
  ## Solve M(t0,y0) a - f(t0,y0,z0,psi) = 0 and the differentiated
  ## constraint k_t + k_y z0 + k_z a = 0 for X = (a, psi), from a = 0, psi = 0.5.
  t = P.t0;  y = P.y0;  z = P.z0;
  G = @(X) [ P.M(t, y) * X(1:2) - P.f(t, y, z, X(3));
             P.kt(t, y, z) + P.ky(t, y, z) * z + P.kz(t, y, z) * X(1:2) ];
  X = newton_cs (G, [0; 0; 0.5], "consistent start", t);
  a0 = X(1:2);
  psi0 = X(3);
endfunction

## -------------------------------------------------------------------------
function [y1, z1, a1, psi1] = ga_step (P, C, t0, t1, h, y0, z0, aal, psi0, n)
  ## Explicit (frozen) mass matrices and the known force at t0.
  M1 = P.M (t0 + (1 + C.alpha)*h, y0 + h*(1 + C.alpha)*z0);
  Ma = P.M (t0 + C.alpha*h,       y0 + h*C.alpha*z0);
  f0 = P.f (t0, y0, z0, psi0);
  b  = C.beta;  g = C.gamma;  am = C.am;  af = C.af;

  ## Residual in X = [y1(2); z1(2); a_1al(2); psi1].
  G = @(X) [ X(1:2) - y0 - h*z0 - (h^2/2)*((1 - 2*b)*aal + 2*b*X(5:6));
             X(3:4) - z0 - h*((1 - g)*aal + g*X(5:6));
             (1 - am)*M1*X(5:6) + am*Ma*aal ...
               - (1 - af)*P.f(t1, X(1:2), X(3:4), X(7)) - af*f0;
             P.k(t1, X(1:2), X(3:4)) / h ];

  ## Predictor: a_1al = a_al, psi1 = psi0, y1/z1 from the update formulas.
  yp = y0 + h*z0 + (h^2/2)*aal;
  zp = z0 + h*aal;
  X = newton_cs (G, [yp; zp; aal; psi0], sprintf ("step %d", n), t1);

  y1 = X(1:2);  z1 = X(3:4);  a1 = X(5:6);  psi1 = X(7);
endfunction

## -------------------------------------------------------------------------
function X = newton_cs (G, X, label, t)
  ## Newton iteration with complex-step Jacobian.  Stops when the scaled
  ## increment max |dX_i|/(1+|X_i|) <= 1e-13, or when it is below 1e-6 and
  ## failed to at least halve (round-off floor reached).
  hc = 1e-30;
  m = numel (X);
  sprev = Inf;
  for it = 1:25
    r = G(X);
    J = zeros (numel (r), m);
    for j = 1:m
      Xc = complex (X);
      Xc(j) += 1i*hc;
      J(:,j) = imag (G(Xc)) / hc;
    endfor
    dX = -(J \ r);
    X += dX;
    s = max (abs (dX) ./ (1 + abs (X)));
    if (s <= 1e-13 || (s < 1e-6 && s > 0.5*sprev))
      return;
    endif
    sprev = s;
  endfor
  error ("ref_s000_ga_nh: Newton did not converge in 25 iterations (%s, t = %.17g)",
         label, t);
endfunction

## -------------------------------------------------------------------------
function write_table (outfile, C, rows)
  tmp = [outfile ".tmp"];
  fid = fopen (tmp, "w");
  if (fid < 0)
    error ("ref_s000_ga_nh: cannot open %s for writing", tmp);
  endif
  unwind_protect
    fprintf (fid, "# generated by ref/ref_s000_ga_nh.m -- do not edit; regenerate with `make ref`\n");
    fprintf (fid, "# octave %s; ga-nh on jay-nh; CH(rho_inf=0.2): alpha_m=%.17g alpha_f=%.17g beta=%.17g gamma=%.17g\n",
             version (), C.am, C.af, C.beta, C.gamma);
    fprintf (fid, "# a_alpha = a0, M_alpha explicit; Newton on (y1,z1,a,psi) with complex-step Jacobian, stop at scaled increment 1e-13\n");
    fprintf (fid, "level\th\tn\tt\ty1\ty2\tz1\tz2\ta1\ta2\tpsi1\n");
    fmt = ["%d\t%.17g\t%d" repmat("\t%.17g", 1, 8) "\n"];
    for i = 1:numel (rows)
      fprintf (fid, fmt, rows{i}.');
    endfor
  unwind_protect_cleanup
    fclose (fid);
  end_unwind_protect
  [err, msg] = rename (tmp, outfile);
  if (err != 0)
    unlink (tmp);
    error ("ref_s000_ga_nh: cannot rename %s to %s: %s", tmp, outfile, msg);
  endif
endfunction

## -------------------------------------------------------------------------
## Self-tests.  Run: octave-cli --eval "exit(!test('ref_s000_ga_nh','quiet'))"

%!shared res, P, errs
%! P = jay_nh_problem ();
%! res = ref_s000_ga_nh ();
%! ## global errors at t = 1: [err_y err_z err_a err_psi] per level,
%! ## a compared with the exact a(1 + alpha*h)
%! errs = zeros (numel (res.data), 4);
%! for i = 1:numel (res.data)
%!   R = res.data{i};
%!   h = R(end,2);
%!   assert (R(end,4), 1);
%!   ex1 = P.exact (1);
%!   exa = P.exact (1 + res.coef.alpha*h);
%!   errs(i,:) = [norm(R(end,5:6).' - ex1(1:2), Inf), ...
%!                norm(R(end,7:8).' - ex1(3:4), Inf), ...
%!                norm(R(end,9:10).' - exa(5:6), Inf), ...
%!                abs(R(end,11) - ex1(7))];
%! endfor

%!test
%! ## consistent start is the physical root (not psi0 = -3)
%! assert (res.psi0, 1, 1e-13);
%! assert (res.a0, [1; 4], 1e-13);
%! R = res.data{1};
%! assert (R(1,5:11), [1 1 1 -2 1 4 1], 1e-13);

%!test
%! ## coefficients for rho_inf = 0.2
%! assert (res.coef.am, -0.5, 1e-15);
%! assert (res.coef.af, 1/6, 1e-15);
%! assert (res.coef.gamma, 7/6, 1e-15);
%! assert (res.coef.beta, 25/36, 1e-15);

%!test
%! ## errors decrease with observed order near 2 over the last three levels
%! p = log2 (errs(1:end-1,:) ./ errs(2:end,:));
%! plast = p(end-2:end,:);
%! assert (all (errs(2:end,:)(:) < errs(1:end-1,:)(:)));
%! assert (all (plast(:) > 1.8 & plast(:) < 2.2), "orders: %s", mat2str (plast, 4));

%!test
%! ## the written file has the documented layout and rows for every level
%! f = [tempname() ".dat"];
%! unwind_protect
%!   ref_s000_ga_nh (f);
%!   txt = fileread (f);
%!   lines = strsplit (strtrim (txt), "\n");
%!   assert (strncmp (lines{1}, "# generated by ref/ref_s000_ga_nh.m", 35));
%!   assert (lines{4}, "level\th\tn\tt\ty1\ty2\tz1\tz2\ta1\ta2\tpsi1");
%!   D = dlmread (f, "\t", 4, 0);
%!   assert (rows (D), sum (10*2.^(0:5) + 1));
%!   assert (D, vertcat (res.data{:}));
%!   assert (! exist ([f ".tmp"], "file"));
%! unwind_protect_cleanup
%!   if (exist (f, "file"))
%!     unlink (f);
%!   endif
%! end_unwind_protect
