# s004_fig1.gp -- seed 004, Fig. 1 (reproduced in kind): energy error
# E(q_k, v_k) - E(q_0, v_0) against t on the nonholonomic particle (catalogue
# T8, V = (x^2 + y^2)/2), h = 0.1, N = 1e5: nh-newmark beta 0 gamma 1/2
# alpha_d 1/2 (= DLA), RK4, and the composition nh-newmark-comp.  Each point
# is the error of largest modulus in a bin of 200 steps (dt = 20) (plotted: its modulus,
# log scale).
# Data: verify/s004_sec_5 --long (columns t NN RK4 COMP).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption Energy error |E(q_k, v_k) - E(q_0, v_0)| against t on the nonholonomic particle (V = (x^2
#caption + y^2)/2), h = 0.1, N = 1e5: nh-newmark β 0, γ 1/2, α_d 1/2 (= DLA), RK4 and the
#caption composition nh-newmark-comp; each point the error of largest modulus in a bin of 200
#caption steps, log scale.
#reproduces Reproduces seed 004 Fig. 1 in kind: the paper's step size, horizon and potential are lost
#reproduces (S004-SEC5); RK4 is best over the catalogue's horizon and drifts after it (S004-SEC5
#reproduces C1-C2).
load "plots/common.gp"
unset logscale
set logscale y
set format x "%g"
set format y "10^{%L}"
set title "Seed 004 Fig. 1 (in kind): nonholonomic particle, h = 0.1"
set xlabel "t"
set ylabel "|E(q_k, v_k) - E(q_0, v_0)|, largest in each bin"
set key bottom right
set label 1 sprintf("galpha %s | nh-particle h=0.1 N=1e5 | %s", rev, label) at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 1:(abs($2)) with lines lw 1.5 lc rgb mc("nh-newmark") title "NN {/Symbol b}=0, {/Symbol g}=1/2 (DLA)", \
     data using 1:(abs($4)) with lines lw 1.5 lc rgb mc("nh-newmark-comp") title "composition (Prop 3.6)", \
     data using 1:(abs($3)) with lines lw 2 lc rgb mc("rk4") title "RK4"
