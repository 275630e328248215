## jay-nh: L. O. Jay's index-2 nonholonomic test problem (seed 000, eq. 7.1;
## catalogue T1).  n = 2, one nonholonomic constraint, f nonlinear in psi,
## nonconstant and nonsymmetric mass matrix, exact solution known.
function P = jay_nh ()
  syms t real
  y = gp_vec ("y", 2);  z = gp_vec ("z", 2);  psi = gp_vec ("psi", 1);
  P.name = "jay-nh";
  P.description = "Jay's index-2 nonholonomic test problem, nonconstant M (seed 000, eq. 7.1)";
  P.about = {"Problem jay-nh: seed 000 eq. 7.1 (catalogue T1).", ...
             "Acceleration level at t0 reduces to psi^2 + 2 psi - 3 = 0: physical root psi0 = 1,", ...
             "spurious root -3; the Newton start psi = 0.5, a = 0 reaches the physical one."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = sym ([]);  P.psi = psi;
  P.par = cell (0, 4);
  P.M = [y(1), y(2) - exp(-2*t); sin(y(1) - exp(t)), y(1)*y(2)];
  P.f = [exp(t)*(y(1)*z(2) + 2*y(2)*z(1)) + exp(2*t)*y(1)*psi(1);
         exp(-t)*(sym(1)/2*y(2)*z(2) - 2*y(1)*z(1)*y(2)*z(2) + y(2)*psi(1)^2)];
  P.g = sym ([]);
  P.k = z(1)^2*z(2) + 6*y(1)*y(2)*z(1) - 4;
  P.exact.y = [exp(t); exp(-2*t)];
  P.exact.psi = exp(-t);
  P.t0 = 0;  P.y0 = [1; 1];  P.z0 = [1; -2];
  P.a_start = [0; 0];  P.lam_start = [];  P.psi_start = 0.5;
endfunction
