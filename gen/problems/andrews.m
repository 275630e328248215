## andrews: Andrews' squeezing mechanism in the 7-coordinate relative
## formulation of Hairer-Wanner and the Test Set for IVP Solvers (andrews.f;
## seed 003, section 5.2; catalogue T7).  q = (beta, Theta, gamma, Phi, delta,
## Omega, epsilon), 6 holonomic loop-closure constraints, M(q) q'' = f(q, q')
## - G(q)' lambda.  The seed's 31-coordinate model is not available; the body
## angles (beta in particular) are the same, the multipliers are not.
## No energy: the mechanism is driven by the torque mom.
function P = andrews ()
  syms t real
  y = gp_vec ("y", 7);  z = gp_vec ("z", 7);  lam = gp_vec ("lam", 6);
  names = {"m1", .04325, "mass 1"; "m2", .00365, "mass 2"; "m3", .02373, "mass 3";
           "m4", .00706, "mass 4"; "m5", .07050, "mass 5"; "m6", .00706, "mass 6";
           "m7", .05498, "mass 7"; "I1", 2.194e-6, "inertia 1"; "I2", 4.410e-7, "inertia 2";
           "I3", 5.255e-6, "inertia 3"; "I4", 5.667e-7, "inertia 4"; "I5", 1.169e-5, "inertia 5";
           "I6", 5.667e-7, "inertia 6"; "I7", 1.912e-5, "inertia 7";
           "xa", -.06934, "fixed point A x"; "ya", -.00227, "fixed point A y";
           "xb", -.03635, "fixed point B x"; "yb", .03273, "fixed point B y";
           "xc", .014, "fixed point C x"; "yc", .072, "fixed point C y";
           "c0", 4530, "spring constant"; "l0", .07785, "spring rest length";
           "d", .028, "length d"; "da", .0115, "length da"; "e", .02, "length e";
           "ea", .01421, "length ea"; "rr", .007, "length rr"; "ra", .00092, "length ra";
           "ss", .035, "length ss"; "sa", .01874, "length sa"; "sb", .01043, "length sb";
           "sc", .018, "length sc"; "sd", .02, "length sd"; "ta", .02308, "length ta";
           "tb", .00916, "length tb"; "u", .04, "length u"; "ua", .01228, "length ua";
           "ub", .00449, "length ub"; "zf", .02, "length zf"; "zt", .04, "length zt";
           "fa", .01421, "length fa"; "mom", .033, "drive torque"};
  ## allowed values: masses, inertias and lengths positive, the spring
  ## constant non-negative, positions of the fixed points and the torque any
  names(:,4) = {"(0, inf)"};
  names(ismember (names(:,1), {"xa", "ya", "xb", "yb", "xc", "yc", "mom"}), 4) = {"(-inf, inf)"};
  names(strcmp (names(:,1), "c0"), 4) = {"[0, inf)"};
  for i = 1:rows (names)
    S.(names{i,1}) = sym (names{i,1}, "real");
  endfor
  P.name = "andrews";
  P.description = "Andrews' squeezing mechanism, 7 coordinates, 6 constraints (Test Set; seed 003, sec. 5.2)";
  P.about = {"Problem andrews: Test Set for IVP Solvers andrews.f, Hairer-Wanner VII.7 (catalogue T7).", ...
             "q = (beta, Theta, gamma, Phi, delta, Omega, epsilon); lambda multiplies the 6 loop closures."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = lam;  P.psi = sym ([]);
  P.par = names;
  be = y(1); th = y(2); ga = y(3); ph = y(4); de = y(5); om = y(6); ep = y(7);
  bep = z(1); thp = z(2); php = z(4); dep = z(5); omp = z(6); epp = z(7);
  m1 = S.m1; m2 = S.m2; m3 = S.m3; m4 = S.m4; m5 = S.m5; m6 = S.m6; m7 = S.m7;
  I1 = S.I1; I2 = S.I2; I3 = S.I3; I4 = S.I4; I5 = S.I5; I6 = S.I6; I7 = S.I7;
  d = S.d; da = S.da; e = S.e; ea = S.ea; rr = S.rr; ra = S.ra; ss = S.ss; sa = S.sa;
  sb = S.sb; sc = S.sc; sd = S.sd; ta = S.ta; tb = S.tb; u = S.u; ua = S.ua; ub = S.ub;
  zf = S.zf; zt = S.zt; fa = S.fa; mom = S.mom; c0 = S.c0; l0 = S.l0;
  M = sym (zeros (7));
  M(1,1) = m1*ra^2 + m2*(rr^2 - 2*da*rr*cos(th) + da^2) + I1 + I2;
  M(2,1) = m2*(da^2 - da*rr*cos(th)) + I2;  M(1,2) = M(2,1);
  M(2,2) = m2*da^2 + I2;
  M(3,3) = m3*(sa^2 + sb^2) + I3;
  M(4,4) = m4*(e - ea)^2 + I4;
  M(5,4) = m4*((e - ea)^2 + zt*(e - ea)*sin(ph)) + I4;  M(4,5) = M(5,4);
  M(5,5) = m4*(zt^2 + 2*zt*(e - ea)*sin(ph) + (e - ea)^2) + m5*(ta^2 + tb^2) + I4 + I5;
  M(6,6) = m6*(zf - fa)^2 + I6;
  M(7,6) = m6*((zf - fa)^2 - u*(zf - fa)*sin(om)) + I6;  M(6,7) = M(7,6);
  M(7,7) = m6*((zf - fa)^2 - 2*u*(zf - fa)*sin(om) + u^2) + m7*(ua^2 + ub^2) + I6 + I7;
  P.M = M;
  xd = sd*cos(ga) + sc*sin(ga) + S.xb;  yd = sd*sin(ga) - sc*cos(ga) + S.yb;
  Ls = sqrt ((xd - S.xc)^2 + (yd - S.yc)^2);
  F = -c0*(Ls - l0)/Ls;
  fx = F*(xd - S.xc);  fy = F*(yd - S.yc);
  f0 = [mom - m2*da*rr*thp*(thp + 2*bep)*sin(th);
        m2*da*rr*bep^2*sin(th);
        fx*(sc*cos(ga) - sd*sin(ga)) + fy*(sd*cos(ga) + sc*sin(ga));
        m4*zt*(e - ea)*dep^2*cos(ph);
        -m4*zt*(e - ea)*php*(php + 2*dep)*cos(ph);
        -m6*u*(zf - fa)*epp^2*cos(om);
        m6*u*(zf - fa)*omp*(omp + 2*epp)*cos(om)];
  P.g = [rr*cos(be) - d*cos(be + th) - ss*sin(ga) - S.xb;
         rr*sin(be) - d*sin(be + th) + ss*cos(ga) - S.yb;
         rr*cos(be) - d*cos(be + th) - e*sin(ph + de) - zt*cos(de) - S.xa;
         rr*sin(be) - d*sin(be + th) + e*cos(ph + de) - zt*sin(de) - S.ya;
         rr*cos(be) - d*cos(be + th) - zf*cos(om + ep) - u*sin(ep) - S.xa;
         rr*sin(be) - d*sin(be + th) - zf*sin(om + ep) + u*cos(ep) - S.ya];
  P.f = f0 - jacobian (P.g, y).' * lam;
  P.k = sym ([]);
  P.references = [0.03];   # make ref: a committed reference at these times
  P.t0 = 0;
  P.y0 = [str2double("-0.0617138900142764496358948458001"); 0;
          str2double("0.455279819163070380255912382449");
          str2double("0.222668390165885884674473185609");
          str2double("0.487364979543842550225598953530");
          str2double("-0.222668390165885884674473185609");
          str2double("1.23054744454982119249735015568")];
  P.z0 = zeros (7, 1);
  P.a_start = zeros (7, 1);  P.lam_start = zeros (6, 1);  P.psi_start = [];
endfunction
