## jn-pendulum: a rod of length 2L pinned at the origin, centre of mass at L,
## with a torsion spring and damper (seed 002, section 5.2; catalogue T5).
## n = 3 (centre of mass y1, y2 and angle y3), two holonomic constraints.
## No energy: the torsion damper dissipates, dE/dt = -c z3^2 for
## E = z'Mz/2 + m grav y2 + kspring (y3 - 3 pi/2)^2/2.
function P = jn_pendulum ()
  syms t real
  y = gp_vec ("y", 3);  z = gp_vec ("z", 3);  lam = gp_vec ("lam", 2);
  syms m L kspring c grav real
  P.name = "jn-pendulum";
  P.description = "pendulum with torsion spring and damper, two holonomic constraints (seed 002, sec. 5.2)";
  P.about = {"Problem jn-pendulum: seed 002 section 5.2 (catalogue T5).", ...
             "Underlying ODE: (4 m L^2/3) y3'' + c y3' + k (y3 - 3 pi/2) + m g L cos y3 = 0."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = lam;  P.psi = sym ([]);
  P.par = {"m", 5, "mass", "(0, inf)"; "L", 2, "half length of the rod", "(0, inf)";
           "kspring", 3000, "torsion spring", "[0, inf)"; "c", 100, "torsion damper", "[0, inf)";
           "grav", 9.81, "gravitational acceleration", "(-inf, inf)"};
  P.M = diag ([m, m, m*L^2/3]);
  P.g = [y(1) - L*cos(y(3)); y(2) - L*sin(y(3))];
  P.f = [0; -m*grav; -c*z(3) - kspring*(y(3) - 3*sym(pi)/2)] - jacobian (P.g, y).' * lam;
  P.k = sym ([]);
  P.references = [2];   # make ref: a committed reference at these times
  P.t0 = 0;  P.y0 = [0; -2; 3*pi/2];  P.z0 = [20; 0; 10];
  P.a_start = [0; 0; 0];  P.lam_start = [0; 0];  P.psi_start = [];
endfunction
