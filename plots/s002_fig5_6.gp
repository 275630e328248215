# s002_fig5_6.gp -- seed 002, Fig. 5.6: the pendulum angle y3(t) on [0, 4]
# (jn-pendulum), hht-odae (3.4) with b = 0 at h = 2/1600 for alpha = 0 and
# alpha = -0.3, and RK4 with h = 1e-5 on the underlying ODE (the paper's
# reference).  Data: verify/s002_fig_5 (columns t y3_alpha0 y3_alpha-0.3 y3_rk4).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption The pendulum angle y3(t) on [0, 4] (jn-pendulum), hht-odae (3.4) with b = 0 at h = 2/1600
#caption for α = 0 and α = -0.3, and RK4 with h = 1e-5 on the underlying ODE (the paper's
#caption reference); the three curves agree to the width of a line (S002-FIG5 C6).
#reproduces Reproduces seed 002 Fig. 5.6.
load "plots/common.gp"
unset logscale
set format x "%g"
set format y "%g"
set title "Seed 002 Fig. 5.6: pendulum angle y_3 = {/Symbol q}, t in [0, 4]"
set xlabel "t [s]"
set ylabel "y_3 [rad]"
set key top right
set label 1 sprintf("galpha %s | hht-odae b=0, h=1.25e-3; RK4 h=1e-5 | %s", rev, label) at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 1:4 with lines lw 3 lc rgb mc("rk4") title "RK4, h = 10^{-5} (underlying ODE)", \
     data using 1:2 with lines lw 2 lc rgb sweep("hht-odae", 1, 2) title "HHT {/Symbol a} = 0", \
     data using 1:3 with lines lw 1.5 dt 2 lc rgb sweep("hht-odae", 2, 2) title "HHT {/Symbol a} = -0.3"
