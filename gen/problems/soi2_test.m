## soi2-test: Jay's SOI2 test problem (seed 001, section 8; catalogue T3).
## n = 2, one holonomic and one nonholonomic constraint, f nonlinear in lambda.
## The seed's OCR lost parts of it; the catalogue reconstructs g = y1^2 y2 - 1
## and k = y1 z1 z2 + 2.  Variant A (default): psi = e^t with the constants -2
## and +e^{3t}; variant B (variant = 1): psi = e^{-t} with -2e^{-2t} and +e^t.
function P = soi2_test ()
  syms t real
  y = gp_vec ("y", 2);  z = gp_vec ("z", 2);  lam = gp_vec ("lam", 1);  psi = gp_vec ("psi", 1);
  syms variant real
  P.name = "soi2-test";
  P.description = "Jay's SOI2 test problem: holonomic and nonholonomic constraints (seed 001, sec. 8)";
  P.about = {"Problem soi2-test: seed 001 section 8 (catalogue T3, reconstructed).", ...
             "variant = 0: psi = e^t (catalogue variant A); variant = 1: psi = e^{-t} (variant B).", ...
             "Acceleration level at t0 has the spurious root lambda0 = -1.5, psi0 = 2.25."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = lam;  P.psi = psi;
  P.par = {"variant", 0, "0: catalogue variant A (psi = e^t), 1: variant B (psi = e^-t)", "{0, 1}"};
  P.M = [y(1), y(2) - exp(-2*t); sin(y(1) - exp(t)), y(1)*y(2)];
  c1 = -2*((1 - variant) + variant*exp(-2*t));
  c2 = (1 - variant)*exp(3*t) + variant*exp(t);
  P.g = y(1)^2*y(2) - 1;
  P.k = y(1)*z(1)*z(2) + 2;
  P.f = [exp(t)*(y(1)*z(2) + 2*y(2)*z(1)) + exp(2*t)*y(1)*lam(1) + c1;
         exp(-t)*(y(2)*z(2)/2 - 2*y(1)*z(1)*y(2)*z(2) + y(2)*lam(1)^2) + c2] ...
        - jacobian (P.k, z).' * psi;
  P.exact.y = [exp(t); exp(-2*t)];
  P.exact.lam = exp(-t);
  P.exact.psi = (1 - variant)*exp(t) + variant*exp(-t);
  P.t0 = 0;  P.y0 = [1; 1];  P.z0 = [1; -2];
  P.a_start = [0; 0];  P.lam_start = 0.5;  P.psi_start = 0.5;
endfunction
