# s003_fig6.gp -- seed 003, Fig. 6: angular accelerations (the paper plots those of P), CH(0.7), of Andrews' mechanism (the 7-coordinate model of the
# Test Set, not the paper's 31-coordinate one; see the catalogue's T7) under
# ga-i3, h = 3e-4, t in [0, 0.03].  Data: every step, written by
# verify/s003_eq_41 (columns t q1..q7 qd1..qd7 qdd1..qdd7 lambda1..lambda6).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption The seven angular accelerations of Andrews' mechanism (7-coordinate model) against t in
#caption [0, 0.03] under ga-i3, CH(0.7), h = 3e-4.
#reproduces In place of seed 003 Fig. 6: the paper plots the acceleration of point P, which this model
#reproduces does not have (errata-s003 D1).
load "plots/common.gp"
unset logscale
set format x "%g"
set format y "%g"
set title "Seed 003 Fig. 6: angular accelerations, CH(0.7), Andrews' mechanism (7 coordinates), ga-i3, h = 3e-4"
set xlabel "t [s]"
set ylabel "qdd [rad/s^2]"
set key outside right top width 1 height 0.5 spacing 1.2
set label 1 sprintf("galpha %s | ga-i3 | %s", rev, label) at screen 0.02, screen 0.03 font ",7" noenhanced
plot for [c=16:22] data using 1:c with lines lw 1.2 lc rgb cc(c - 15) title sprintf("qdd_%d", c - 15)
