# common.gp -- shared style of the paper figures (loaded by every figN.gp).
# Make passes: data (input file), out (output file), term (pdf|png), rev ("id" and the
# figure's id: the first 12 hex digits of the SHA-256 of the data file, the script and
# this file; not the git revision, so that the same data and script give the same bytes).
if (!exists("data") || !exists("out") || !exists("term")) exit error "set data=, out= and term="
if (!exists("rev")) rev = "unknown"
if (!exists("label")) label = data
if (term eq "pdf") set terminal pdfcairo enhanced font "Helvetica,10" size 12cm,10cm
if (term eq "png") set terminal pngcairo enhanced font "Helvetica,10" size 900,750
set output out
set logscale xy
set format x "10^{%L}"
set format y "10^{%L}"
set grid xtics ytics mxtics mytics lc rgb "#dddddd"
set key top left box opaque
# the default colour of line type 5 (#f0e442) is a pale yellow that vanishes
# on white: a brown instead (distinct from line type 4, orange)
set linetype 5 lc rgb "#8b4513"
set datafile commentschars "#"
set datafile missing "NA"
set bmargin 6
