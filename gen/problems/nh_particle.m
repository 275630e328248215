## nh-particle: the nonholonomic particle (seed 004, section 4.1; catalogue T8).
## q = (x, y, z), M = I, constraint z' = y x' (k = z3 - y2 z1), potential
## V = vscale (x^2 + y^2)/2: the seed's potential is lost; vscale = 1 is the
## catalogue's proposal (bounded motion), vscale = 0 the free particle.
function P = nh_particle ()
  syms t real
  y = gp_vec ("y", 3);  z = gp_vec ("z", 3);  psi = gp_vec ("psi", 1);
  syms vscale real
  P.name = "nh-particle";
  P.description = "nonholonomic particle z' = y x', harmonic potential as a parameter (seed 004, sec. 4.1)";
  P.about = {"Problem nh-particle: seed 004 section 4.1 (catalogue T8); potential [P]:", ...
             "V = vscale (x^2 + y^2)/2.  psi = -lambda of the catalogue (f = -grad V - k_z' psi)."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = sym ([]);  P.psi = psi;
  P.par = {"vscale", 1, "potential V = vscale (x^2 + y^2)/2 (0: free particle)", "(-inf, inf)"};
  V = vscale*(y(1)^2 + y(2)^2)/2;
  P.energy = (z.' * z)/2 + V;
  P.M = sym (eye (3));
  P.k = z(3) - y(2)*z(1);
  P.f = -jacobian (V, y).' - jacobian (P.k, z).' * psi;
  P.g = sym ([]);
  P.references = [1];   # make ref: a committed reference at these times
  P.t0 = 0;  P.y0 = [0; 1; 0];  P.z0 = [1; 0; 1];
  P.a_start = [0; 0; 0];  P.lam_start = [];  P.psi_start = 0;
endfunction
