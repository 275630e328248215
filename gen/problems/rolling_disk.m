## rolling-disk: a disk rolling without slipping on a plane (seed 000, eq. 7.2;
## catalogue T2).  n = 5, two nonholonomic constraints.  Written as its
## Lagrangian: M and f are derived from it, so the seed's printed f4, which
## lacks the term -I2 cos(y3) z3 z5 (catalogue V.A), is not retyped; it is
## available with the parameter f4_printed = 1.
function P = rolling_disk ()
  syms t real
  y = gp_vec ("y", 5);  z = gp_vec ("z", 5);  psi = gp_vec ("psi", 2);
  syms m r I1 I2 grav f4_printed real
  P.name = "rolling-disk";
  P.description = "rolling disk, 5 coordinates, 2 nonholonomic constraints (seed 000, eq. 7.2)";
  P.about = {"Problem rolling-disk: seed 000 eq. 7.2 (catalogue T2); y = (x, y, tilt, heading, rotation).", ...
             "M and f0 come from the Lagrangian L = T - U: M = d2T/dz2,", ...
             "f0 = grad_y L - (d grad_z L / dy) z; f = f0 - k_z^T psi.", ...
             "f4_printed = 1 adds +I2 cos(y3) z3 z5 to f4: the seed's printed f4 (catalogue V.A)."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = sym ([]);  P.psi = psi;
  P.par = {"m", 2, "mass", "(0, inf)"; "r", 1, "radius", "(0, inf)";
           "I1", 2, "moment of inertia about a diameter", "(0, inf)";
           "I2", 2, "moment of inertia about the axle", "(0, inf)";
           "grav", 10, "gravitational acceleration", "(-inf, inf)";
           "f4_printed", 0, "1: use the seed's printed f4 (missing -I2 cos(y3) z3 z5)", "{0, 1}"};
  c3 = cos (y(3));  s3 = sin (y(3));  c4 = cos (y(4));  s4 = sin (y(4));
  T = m/2*(z(1)^2 + z(2)^2 + r^2*z(3)^2 + r^2*z(4)^2*s3^2) ...
      - m*r*(z(3)*c3*(z(1)*s4 - z(2)*c4) + z(4)*s3*(z(1)*c4 + z(2)*s4)) ...
      + I1/2*(z(3)^2 + z(4)^2*c3^2) + I2/2*(z(5) + z(4)*s3)^2;
  U = m*grav*r*c3;
  L = T - U;
  ## conserved with the corrected f4 only (erratum E2): the printed f4's extra
  ## term I2 cos(y3) z3 z5 does work z4 I2 cos(y3) z3 z5
  P.energy = T + U;
  pz = jacobian (L, z).';                  # grad_z L
  P.M = jacobian (pz, z);
  f0 = jacobian (L, y).' - jacobian (pz, y) * z;
  f0(4) = f0(4) + f4_printed*I2*c3*z(3)*z(5);
  P.k = [z(1) - r*c4*z(5); z(2) - r*s4*z(5)];
  P.f = f0 - jacobian (P.k, z).' * psi;
  P.g = sym ([]);
  P.references = [10];   # make ref: a committed reference at these times
  P.t0 = 0;
  P.y0 = [0.1; 0; 0.3; 0; 1];
  P.z0 = [0.1; 0; 0.02; -0.02; 0.1];
  P.a_start = zeros (5, 1);  P.lam_start = [];  P.psi_start = [0; 0];
endfunction
