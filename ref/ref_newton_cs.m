## -*- texinfo -*-
## @deftypefn {} {[@var{X}, @var{it}, @var{s}, @var{c}] =} ref_newton_cs (@var{G}, @var{X}, @var{label}, @var{t})
## The Newton iteration of the Octave twins (ref_s001_soi2, ref_s002_hht,
## ref_s003_ga_i3): Jacobian of @var{G} by complex step (exact to rounding,
## from the residual alone, independent of the C code's analytic Jacobians),
## solves by backslash.  Stops one iteration after the scaled increment
## s = max |dX_i|/(1+|X_i|) first reaches 1e-13, or when s fails to halve
## at s <= 1e-6: with an exact Jacobian the convergence is quadratic down to
## the rounding floor, so such a stall means the floor has been reached.
## @var{it}: iterations; @var{s}: the last increment; @var{c}: the 1-norm
## condition of the last Jacobian (computed only when asked for).  Fails
## after 30 iterations, naming @var{label} and @var{t}.
## @end deftypefn
function [X, it, s, c] = ref_newton_cs (G, X, label, t)
  hc = 1e-30;
  m = numel (X);
  sprev = Inf;
  done = false;
  for it = 1:30
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
    if (done || (s <= 1e-6 && s > 0.5*sprev))
      if (nargout > 3)
        c = cond (J, 1);
      endif
      return;
    endif
    done = s <= 1e-13;
    sprev = s;
  endfor
  error ("%s: Newton did not converge in 30 iterations (t = %.17g)", label, t);
endfunction
