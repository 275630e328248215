## slider-crank: crank, connecting rod, slider and a spring-coupled mass
## (seed 003, section 5.1; catalogue T6).  The paper's geometry figure is not
## available: this is the catalogue's reconstruction [P] -- 10 absolute
## coordinates q = (x1, y1, th1, x2, y2, th2, x3, x4, x5, y5), 8 holonomic
## constraints, no gravity, massless hinge (x5, y5): M is singular, the
## saddle matrix [M G'; G 0] is not.  No energy: the crank is driven by the
## applied torque (the problem is treated as driven, like andrews).
function P = slider_crank ()
  syms t real
  y = gp_vec ("y", 10);  z = gp_vec ("z", 10);  lam = gp_vec ("lam", 8);
  syms kspring l1 l2 m1 m2 m3 m4 torque real
  P.name = "slider-crank";
  P.description = "slider-crank with spring-coupled mass, 10 coordinates, 8 constraints (seed 003, sec. 5.1)";
  P.about = {"Problem slider-crank: seed 003 section 5.1 (catalogue T6, reconstructed model [P]).", ...
             "q = (x1, y1, th1, x2, y2, th2, x3, x4, x5, y5); bars with I = m l^2/12; the spring", ...
             "between bodies 3 and 4 is undeformed at t0 (d0 = 0); constant torque on the crank."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = lam;  P.psi = sym ([]);
  P.par = {"kspring", 1000, "spring constant (N/m)", "[0, inf)"; "l1", 0.3, "crank length", "(0, inf)";
           "l2", 0.6, "rod length", "(0, inf)"; "m1", 0.36, "crank mass", "(0, inf)";
           "m2", 0.15, "rod mass", "(0, inf)"; "m3", 0.1, "slider mass", "(0, inf)";
           "m4", 0.7, "spring-coupled mass", "(0, inf)"; "torque", 1, "torque on the crank (N m)", "(-inf, inf)"};
  I1 = m1*l1^2/12;  I2 = m2*l2^2/12;
  P.M = diag ([m1, m1, I1, m2, m2, I2, m3, m4, 0, 0]);
  x1 = y(1); y1 = y(2); th1 = y(3); x2 = y(4); y2 = y(5); th2 = y(6); x3 = y(7); x4 = y(8); x5 = y(9); y5 = y(10);
  P.g = [x1 - l1/2*cos(th1); y1 - l1/2*sin(th1); x5 - l1*cos(th1); y5 - l1*sin(th1);
         x2 - x5 - l2/2*cos(th2); y2 - y5 - l2/2*sin(th2); x3 - x5 - l2*cos(th2); -y5 - l2*sin(th2)];
  spring = kspring*(x4 - x3);
  P.f = [0; 0; torque; 0; 0; 0; spring; -spring; 0; 0] - jacobian (P.g, y).' * lam;
  P.k = sym ([]);
  ## th1 = pi/2, th2 = -pi/6: the positions follow from the constraints exactly
  s3 = sqrt (3);
  P.references = [1];   # make ref: a committed reference at these times
  P.t0 = 0;
  P.y0 = [0; 0.15; pi/2; 0.3*s3/2; 0.15; -pi/6; 0.6*s3/2; 0.6*s3/2; 0; 0.3];
  P.z0 = zeros (10, 1);
  P.a_start = zeros (10, 1);  P.lam_start = zeros (8, 1);  P.psi_start = [];
endfunction
