# s004_fig2.gp -- seed 004, Fig. 2 (reproduced in kind): the chaotic
# nonholonomic particle (catalogue T9, McLachlan-Perlmutter start, E0 = 3.06).
# Top: E - E0 against t at h = 0.05 (the catalogue's step), t <= 1e4, for
# nh-newmark beta 0 and 1/6 (gamma 1/2, alpha_d 1/2), RK4 and the
# composition (bins of 40 steps, error of largest modulus).  Bottom: median
# over 16 random starts of equal energy of max |E - E0| over [0, t], h = 0.1.
# Data: verify/s004_sec_5 --long (index 0: h = 0.05; 1: h = 0.1; 2: medians).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption The chaotic nonholonomic particle (McLachlan-Perlmutter start, E0 = 3.06). Top: E - E0
#caption against t at h = 0.05, t up to 1e4, for nh-newmark β 0 and 1/6 (γ 1/2, α_d 1/2), RK4 and
#caption the composition (error of largest modulus in bins of 40 steps). Bottom: median over 16
#caption random starts of equal energy of max |E - E0| over [0, t], h = 0.1; each method in one
#caption colour in both panels.
#reproduces Reproduces seed 004 Fig. 2 in kind (the paper's step sizes and horizon are lost); the
#reproduces bottom panel is this project's addition.
load "plots/common.gp"
set multiplot layout 2,1
unset logscale
set format x "%g"
set format y "%g"
set title "Seed 004 Fig. 2 (in kind): chaotic nonholonomic particle, h = 0.05" font ",9"
set xlabel "t"
set ylabel "E - E_0"
set key bottom left font ",7"
set bmargin 3
plot data index 0 using 1:2 with lines lw 1 lc rgb mc("nh-newmark") title "NN {/Symbol b}=0", \
     data index 0 using 1:3 with lines lw 1 dt 2 lc rgb sweep("nh-newmark", 1, 2) title "NN {/Symbol b}=1/6", \
     data index 0 using 1:4 with lines lw 1.5 lc rgb mc("rk4") title "RK4", \
     data index 0 using 1:5 with lines lw 1 lc rgb mc("nh-newmark-comp") title "composition"
set logscale xy
set format x "10^{%L}"
set format y "10^{%L}"
set title "16 random starts of energy 3.06, h = 0.1: median of max_{[0,t]} |E - E_0|" font ",9"
set ylabel "median max |E - E_0|"
set key top left font ",7"
set bmargin 6
stats data index 2 using 1 nooutput
set xrange [STATS_min / 1.3 : STATS_max * 1.3]
set label 1 sprintf("galpha %s | nh-chaotic | %s", rev, label) at screen 0.02, screen 0.02 font ",7" noenhanced
plot data index 2 using 1:2 with linespoints lc rgb mc("nh-newmark") pt mp("nh-newmark") lw 1 title "NN {/Symbol b}=0", \
     data index 2 using 1:3 with linespoints lc rgb mc("rk4") pt mp("rk4") lw 1.5 title "RK4", \
     data index 2 using 1:4 with linespoints lc rgb mc("nh-newmark-comp") pt mp("nh-newmark-comp") lw 1 title "composition"
unset multiplot
