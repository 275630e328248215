## nh-chaotic: the chaotic nonholonomic particle of McLachlan and Perlmutter
## (seed 004, section 4.2; catalogue T9).  q = (x, y1..y3, z1..z3) in R^7,
## M = I, V = (|q|^2 + sum y_i^2 z_i^2 + z1^2 z2^2)/2, constraint
## x' + sum y_i z_i' = 0 (catalogue [U]: the natural generalisation of the
## contact oscillator).  Initial values of odelab, E0 = 3.06.
function P = nh_chaotic ()
  syms t real
  y = gp_vec ("y", 7);  z = gp_vec ("z", 7);  psi = gp_vec ("psi", 1);
  P.name = "nh-chaotic";
  P.description = "chaotic nonholonomic particle in R^7 (McLachlan-Perlmutter; seed 004, sec. 4.2)";
  P.about = {"Problem nh-chaotic: seed 004 section 4.2 (catalogue T9); constraint [U]:", ...
             "x' + y1 z1' + y2 z2' + y3 z3' = 0 in the coordinates q = (x, y1..y3, z1..z3)."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = sym ([]);  P.psi = psi;
  P.par = cell (0, 4);
  V = (sum (y.^2) + y(2)^2*y(5)^2 + y(3)^2*y(6)^2 + y(4)^2*y(7)^2 + y(5)^2*y(6)^2)/2;
  P.energy = (z.' * z)/2 + V;
  P.M = sym (eye (7));
  P.k = z(1) + y(2)*z(5) + y(3)*z(6) + y(4)*z(7);
  P.f = -jacobian (V, y).' - jacobian (P.k, z).' * psi;
  P.g = sym ([]);
  th = pi/9;
  P.references = [1];   # make ref: a committed reference at these times
  P.t0 = 0;  P.y0 = [cos(th); 0.6; 0.4; 0.2; 1; 1; 1];  P.z0 = [0; sin(th); 0; 0; 0; 0; 0];
  P.a_start = zeros (7, 1);  P.lam_start = [];  P.psi_start = 0;
endfunction
