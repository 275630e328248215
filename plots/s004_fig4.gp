# s004_fig4.gp -- seed 004, Fig. 4 (reproduced in kind on the placeholder CVT
# of catalogue T10, errata-s004 U1): E - E0 against t for eps = 0, h = 0.05,
# N = 1e5: nh-newmark beta 0 and 1/6 (gamma 1/2, alpha_d 1/2), RK4 and the
# composition (bins of 200 steps, error of largest modulus; plotted: its
# modulus, log scale).
# Data: verify/s004_sec_5 --long (columns t NN NN6 RK4 COMP).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption |E - E0| against t on the placeholder CVT with ε = 0, h = 0.05, N = 1e5: nh-newmark β 0
#caption and 1/6 (γ 1/2, α_d 1/2), RK4 and the composition (error of largest modulus in bins of 200
#caption steps, log scale).
#reproduces Reproduces seed 004 Fig. 4 in kind on a placeholder CVT: the paper's CVT data are lost
#reproduces (errata-s004 U1).
load "plots/common.gp"
unset logscale
set logscale y
set format x "%g"
set format y "10^{%L}"
set title "Seed 004 Fig. 4 (in kind): CVT (placeholder), {/Symbol e} = 0, h = 0.05"
set xlabel "t"
set ylabel "|E(q_k, v_k) - E(q_0, v_0)|, largest in each bin"
set key bottom right
set label 1 sprintf("galpha %s | cvt eps=0 h=0.05 N=1e5 | %s", rev, label) at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 1:(abs($2)) with lines lw 1 lc rgb mc("nh-newmark") title "NN {/Symbol b}=0 (DLA)", \
     data using 1:(abs($3)) with lines lw 1 dt 2 lc rgb sweep("nh-newmark", 1, 2) title "NN {/Symbol b}=1/6", \
     data using 1:(abs($4)) with lines lw 1.5 lc rgb mc("rk4") title "RK4", \
     data using 1:(abs($5)) with lines lw 1 lc rgb mc("nh-newmark-comp") title "composition"
