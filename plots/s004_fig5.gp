# s004_fig5.gp -- seed 004, Fig. 5 (reproduced in kind on the placeholder CVT,
# errata-s004 U1): eps = 0.1 (not reversible), h = 0.05, N = 1e5: the
# DLA-type nh-newmark (beta 0, gamma 1/2, alpha_d 1/2) against the
# compositions with substeps h and h/2 (bins of 200 steps; the modulus of the
# error of largest modulus, log scale).
# Data: verify/s004_sec_5 --long (columns t NN COMPH COMP).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption |E - E0| against t on the placeholder CVT with ε = 0.1 (not reversible), h = 0.05, N =
#caption 1e5: the DLA-type nh-newmark (β 0, γ 1/2, α_d 1/2) against the compositions with substeps
#caption h and h/2 (bins of 200 steps, log scale).
#reproduces Reproduces seed 004 Fig. 5 in kind on the placeholder CVT (errata-s004 U1).
load "plots/common.gp"
unset logscale
set logscale y
set format x "%g"
set format y "10^{%L}"
set title "Seed 004 Fig. 5 (in kind): CVT (placeholder), {/Symbol e} = 0.1, h = 0.05"
set xlabel "t"
set ylabel "|E(q_k, v_k) - E(q_0, v_0)|, largest in each bin"
set key top left
set label 1 sprintf("galpha %s | cvt eps=0.1 h=0.05 N=1e5 | %s", rev, label) at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 1:(abs($2)) with lines lw 1.5 lc rgb mc("nh-newmark") title "DLA-type (NN {/Symbol b}=0, {/Symbol a}_d=1/2)", \
     data using 1:(abs($3)) with lines lw 1 lc rgb mc("nh-newmark-comp") title "composition, substeps h", \
     data using 1:(abs($4)) with lines lw 1 dt 2 lc rgb sweep("nh-newmark-comp", 1, 2) title "composition, substeps h/2"
