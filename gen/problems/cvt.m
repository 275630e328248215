## cvt: a continuously variable transmission driven by a pendulum (Modin and
## Verdier; seed 004, section 4.3; catalogue T10).  The seed lost the data:
## this is the catalogue's PLACEHOLDER structure [P] with its functions as
## parameter families (theory/errata-s004.md):
##   V(x) = -vamp cos x + epsilon sin 2x,  f(x) = famp cos x + foff,
##   L = |q'|^2/2 - V(x) - (y^2 + z^2)/2,  constraint z' - f(x) y' = 0.
function P = cvt ()
  syms t real
  y = gp_vec ("y", 3);  z = gp_vec ("z", 3);  psi = gp_vec ("psi", 1);
  syms epsilon vamp famp foff real
  P.name = "cvt";
  P.description = "pendulum-driven CVT, PLACEHOLDER data (seed 004, sec. 4.3; see errata-s004)";
  P.about = {"Problem cvt: seed 004 section 4.3 (catalogue T10).  PLACEHOLDER [P]: the", ...
             "Modin-Verdier functions and constants are unknown; V, f and epsilon are parameters."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = sym ([]);  P.psi = psi;
  P.par = {"epsilon", 0, "asymmetry of the pendulum (0: reversible)", "(-inf, inf)";
           "vamp", 1, "pendulum V = -vamp cos x", "(-inf, inf)";
           "famp", 1, "coupling f(x) = famp cos x + foff", "(-inf, inf)";
           "foff", 0, "coupling offset", "(-inf, inf)"};
  V = -vamp*cos(y(1)) + epsilon*sin(2*y(1)) + (y(2)^2 + y(3)^2)/2;
  P.energy = (z.' * z)/2 + V;
  P.M = sym (eye (3));
  P.k = z(3) - (famp*cos(y(1)) + foff)*z(2);
  P.f = -jacobian (V, y).' - jacobian (P.k, z).' * psi;
  P.g = sym ([]);
  P.references = [1];   # make ref: a committed reference at these times
  P.t0 = 0;  P.y0 = [0; 1; 0];  P.z0 = [2.5; 0; 0];
  P.a_start = [0; 0; 0];  P.lam_start = [];  P.psi_start = 0;
endfunction
