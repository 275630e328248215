## oscillator: the undamped single degree of freedom y'' = -omega^2 y, the
## linear test equation of the spectral analysis (amplification matrices).
function P = oscillator ()
  syms t real
  y = gp_vec ("y", 1);  z = gp_vec ("z", 1);
  syms omega real
  P.name = "oscillator";
  P.description = "undamped oscillator y'' = -omega^2 y, exact solution (spectral analysis)";
  P.about = {"Problem oscillator: y'' = -omega^2 y, y(0) = 1, y'(0) = 0, y = cos(omega t)."};
  P.t = t;  P.y = y;  P.z = z;  P.lam = sym ([]);  P.psi = sym ([]);
  P.par = {"omega", 1, "angular frequency", "(0, inf)"};
  P.M = sym (1);
  P.f = -omega^2*y(1);
  P.g = sym ([]);  P.k = sym ([]);
  P.energy = z(1)^2/2 + omega^2*y(1)^2/2;
  P.exact.y = cos (omega*t);
  P.t0 = 0;  P.y0 = 1;  P.z0 = 0;
  P.a_start = 0;  P.lam_start = [];  P.psi_start = [];
endfunction
