# s003_fig2.gp -- seed 003, Fig. 2: the slider-crank (reconstructed model, see
# the catalogue's T6) under ga-i3, CH(rho_inf = 0.7), h = 5e-3, t in [0, 1]:
# the crank angle theta1 (q3) and the position x4 of the mass (q8).
# Data: every step, written by verify/s003_eq_41 (columns t q1..q10 ...).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption The crank angle θ1 (q3) and the position x4 of the mass (q8) of the slider-crank under
#caption ga-i3, CH(ρ∞ = 0.7), h = 5e-3, t in [0, 1].
#reproduces Reproduces seed 003 Fig. 2 on a reconstructed model (errata-s003 D2: the paper's geometry,
#reproduces its Fig. 1, is not available).
load "plots/common.gp"
unset logscale
set format x "%g"
set format y "%g"
set title "Seed 003 Fig. 2: slider-crank (reconstructed), ga-i3, {/Symbol r}_{/Symbol \245} = 0.7, h = 5e-3"
set xlabel "t"
set ylabel "{/Symbol q}_1 [rad]"
set y2label "x_4 [m]"
set ytics nomirror
set y2tics
set key top left
set label 1 sprintf("galpha %s | ga-i3 CH(0.7) | %s", rev, label) at screen 0.02, screen 0.03 font ",7" noenhanced
plot data using 1:4 with lines lw 1.5 lc rgb cc(1) title "{/Symbol q}_1 (q_3)", \
     data using 1:9 axes x1y2 with lines lw 1.5 dt 2 lc rgb cc(2) title "x_4 (q_8)"
