## jn-test: the Jay-Negrut holonomic test problem (seed 002, section 5.1;
## catalogue T4).  n = 2, one holonomic constraint, M = I, nonlinear in lambda.
## In the HHT split of seed 002, f_hht = (y1 z2 + 2 y2 z1, y2 z2/2 - 2 y1 z1 y2 z2)
## and r = (e^t y1 lambda, y2 lambda^2); here f = f_hht + r.
function P = jn_test ()
  syms t real
  y = gp_vec ("y", 2);  z = gp_vec ("z", 2);  lam = gp_vec ("lam", 1);
  P.name = "jn-test";
  P.description = "Jay-Negrut holonomic test problem, nonlinear in lambda (seed 002, sec. 5.1)";
  P.about = {"Problem jn-test: seed 002 section 5.1 (catalogue T4).", ...
             "f = f_hht + r with f_hht = (y1 z2 + 2 y2 z1, y2 z2/2 - 2 y1 z1 y2 z2), r = (e^t y1 lam, y2 lam^2).", ...
             "Acceleration level at t0: lambda^2 + 2 lambda - 3 = 0, spurious root -3."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = lam;  P.psi = sym ([]);
  P.par = cell (0, 4);
  P.M = sym (eye (2));
  P.f = [y(1)*z(2) + 2*y(2)*z(1) + exp(t)*y(1)*lam(1);
         y(2)*z(2)/2 - 2*y(1)*z(1)*y(2)*z(2) + y(2)*lam(1)^2];
  P.g = y(1)^2*y(2) - 1;
  P.k = sym ([]);
  P.exact.y = [exp(t); exp(-2*t)];
  P.exact.lam = exp(-t);
  P.t0 = 0;  P.y0 = [1; 1];  P.z0 = [1; -2];
  P.a_start = [0; 0];  P.lam_start = 0.5;  P.psi_start = [];
endfunction
