## -*- texinfo -*-
## @deftypefn {} {@var{P} =} jay_nh_problem ()
## Problem "jay-nh": index-2 DAE with n = 2 coordinates and one nonholonomic
## (velocity-level) constraint,
##
##   y' = z,  z' = a,  0 = M(t,y) a - f(t,y,z,psi),  0 = k(t,y,z),
##
##   M(t,y)       = [ y1, y2 - exp(-2t) ; sin(y1 - exp(t)), y1*y2 ]
##   f(t,y,z,psi) = [ exp(t)*(y1*z2 + 2*y2*z1) + exp(2t)*y1*psi ;
##                    exp(-t)*(0.5*y2*z2 - 2*y1*z1*y2*z2 + y2*psi^2) ]
##   k(t,y,z)     = z1^2*z2 + 6*y1*y2*z1 - 4
##
## with exact solution y = (e^t, e^-2t), z = (e^t, -2e^-2t),
## a = (e^t, 4e^-2t), psi = e^-t and start t0 = 0, y0 = (1,1), z0 = (1,-2).
##
## Returns a struct of function handles (all column vectors in and out):
##   P.M(t,y), P.f(t,y,z,psi), P.k(t,y,z), P.kt(t,y,z), P.ky(t,y,z),
##   P.kz(t,y,z), P.exact(t) -> [y; z; a; psi], plus P.t0, P.y0, P.z0.
## Every expression is complex-analytic in y, z and psi (no abs, no conj, no
## ' transpose), so the functions may be fed complex-step perturbed arguments.
## @end deftypefn

function P = jay_nh_problem ()
  P.M     = @jay_nh_M;
  P.f     = @jay_nh_f;
  P.k     = @jay_nh_k;
  P.kt    = @(t, y, z) 0;
  P.ky    = @(t, y, z) [6*y(2)*z(1), 6*y(1)*z(1)];          # row, dk/dy
  P.kz    = @(t, y, z) [2*z(1)*z(2) + 6*y(1)*y(2), z(1)^2];  # row, dk/dz
  P.exact = @jay_nh_exact;
  P.t0    = 0;
  P.y0    = [1; 1];
  P.z0    = [1; -2];
endfunction

function M = jay_nh_M (t, y)
  M = [ y(1),               y(2) - exp(-2*t);
        sin(y(1) - exp(t)), y(1)*y(2)        ];
endfunction

function F = jay_nh_f (t, y, z, psi)
  F = [ exp(t)*(y(1)*z(2) + 2*y(2)*z(1)) + exp(2*t)*y(1)*psi;
        exp(-t)*(0.5*y(2)*z(2) - 2*y(1)*z(1)*y(2)*z(2) + y(2)*psi^2) ];
endfunction

function g = jay_nh_k (t, y, z)
  g = z(1)^2*z(2) + 6*y(1)*y(2)*z(1) - 4;
endfunction

function x = jay_nh_exact (t)
  ## x = [y1; y2; z1; z2; a1; a2; psi]
  x = [ exp(t); exp(-2*t); exp(t); -2*exp(-2*t); exp(t); 4*exp(-2*t); exp(-t) ];
endfunction
