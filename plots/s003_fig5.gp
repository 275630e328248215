# s003_fig5.gp -- seed 003, Fig. 5: the angles (the paper plots point P and beta), CH(0.7), of Andrews' mechanism (the 7-coordinate model of the
# Test Set, not the paper's 31-coordinate one; see the catalogue's T7) under
# ga-i3, h = 3e-4, t in [0, 0.03].  Data: every step, written by
# verify/s003_eq_41 (columns t q1..q7 qd1..qd7 qdd1..qdd7 lambda1..lambda6).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption Snapshots of the motion: the seven angles q1..q7 of Andrews' mechanism (7-coordinate
#caption model) against t in [0, 0.03] under ga-i3, CH(0.7), h = 3e-4.
#reproduces In place of seed 003 Fig. 5, and a different kind of figure: the paper plots the position
#reproduces of point P and the angle β of its 31-coordinate model; this model has no point P
#reproduces (errata-s003 D1), so the figure shows all seven angles (β is q1).
load "plots/common.gp"
unset logscale
set format x "%g"
set format y "%g"
set title "Seed 003 Fig. 5: angles, CH(0.7), Andrews' mechanism (7 coordinates), ga-i3, h = 3e-4"
set xlabel "t [s]"
set ylabel "angle [rad]"
set key top left box opaque Left reverse width 2 height 0.5 spacing 1.2
set yrange [-20:20]
set label 1 sprintf("galpha %s | ga-i3 | %s", rev, label) at screen 0.02, screen 0.03 font ",7" noenhanced
plot for [c=2:8] data using 1:c with lines lw 1.2 lc rgb cc(c - 1) title (c == 2 ? "q_1 = {/Symbol b}" : sprintf("q_%d", c - 1))
