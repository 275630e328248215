# s003_fig7.gp -- seed 003, Fig. 7: the multipliers of the loop constraints, CH(0.7), of Andrews' mechanism (the 7-coordinate model of the
# Test Set, not the paper's 31-coordinate one; see the catalogue's T7) under
# ga-i3, h = 3e-4, t in [0, 0.03].  Data: every step, written by
# verify/s003_eq_41 (columns t q1..q7 qd1..qd7 qdd1..qdd7 lambda1..lambda6).
# The caption (tools/report.py shows it under the figure; {slope:COLUMN[:N]} and
# {range} are measured from the data file when the report is written):
#caption The six multipliers of the loop constraints of Andrews' mechanism (7-coordinate model)
#caption against t in [0, 0.03] under ga-i3, CH(0.7), h = 3e-4.
#reproduces Reproduces seed 003 Fig. 7 in kind: the paper plots the internal force in body 1 of its
#reproduces 31-coordinate model; here λ1 is the multiplier of the first loop constraint (errata-s003
#reproduces D1).
load "plots/common.gp"
unset logscale
set format x "%g"
set format y "%g"
set title "Seed 003 Fig. 7: multipliers, CH(0.7), Andrews' mechanism (7 coordinates), ga-i3, h = 3e-4"
set xlabel "t [s]"
set ylabel "{/Symbol l}"
set key inside top left box opaque Left reverse width 2 height 0.5 spacing 1.2
set label 1 sprintf("galpha %s | ga-i3 | %s", rev, label) at screen 0.02, screen 0.03 font ",7" noenhanced
plot for [c=23:28] data using 1:c with lines lw 1.2 lc rgb cc(c - 22) title sprintf("{/Symbol l}_%d", c - 22)
