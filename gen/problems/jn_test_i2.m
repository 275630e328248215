## jn-test-i2: the Jay-Negrut test problem (seed 002, section 5.1; catalogue
## T4) written in the index-2 form of seed 002 section 6: the constraint is
## the velocity level k = g_t + g_y z of jn-test, and its multiplier psi plays
## lambda's role in r.  Same exact solution as jn-test (psi(t) = lambda(t)).
## In the HHT split, f_hht = (y1 z2 + 2 y2 z1, y2 z2/2 - 2 y1 z1 y2 z2) and
## r = (e^t y1 psi, y2 psi^2); here f = f_hht + r.
function P = jn_test_i2 ()
  syms t real
  y = gp_vec ("y", 2);  z = gp_vec ("z", 2);  psi = gp_vec ("psi", 1);
  P.name = "jn-test-i2";
  P.description = "jn-test in index-2 form: k = g_t + g_y z, multiplier psi (seed 002, sec. 6)";
  P.about = {"Problem jn-test-i2: seed 002 section 5.1 (catalogue T4) in the index-2 form of section 6.", ...
             "k = 2 y1 y2 z1 + y1^2 z2 (= g_t + g_y z of g = y1^2 y2 - 1), r = (e^t y1 psi, y2 psi^2).", ...
             "Acceleration level at t0: psi^2 + 2 psi - 3 = 0, spurious root -3."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = sym ([]);  P.psi = psi;
  P.par = cell (0, 4);
  P.M = sym (eye (2));
  P.f = [y(1)*z(2) + 2*y(2)*z(1) + exp(t)*y(1)*psi(1);
         y(2)*z(2)/2 - 2*y(1)*z(1)*y(2)*z(2) + y(2)*psi(1)^2];
  P.g = sym ([]);
  P.k = 2*y(1)*y(2)*z(1) + y(1)^2*z(2);
  P.exact.y = [exp(t); exp(-2*t)];
  P.exact.psi = exp(-t);
  P.t0 = 0;  P.y0 = [1; 1];  P.z0 = [1; -2];
  P.a_start = [0; 0];  P.lam_start = [];  P.psi_start = 0.5;
endfunction
