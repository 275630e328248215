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
# --- the palette: the one place a colour or a point type is written -------
# (tools/figures_repro.t fails on a colour, a line type or a point type written in
# any other plots/*.gp).  The rule:
#  - a figure of several blocks of one method (errors against h, ...) draws
#    each block in its colour and symbol: bc("y"), bp("y"); the method is
#    named in the title and the footer;
#  - a figure of several methods (of one block or one quantity) draws each
#    method in its colour and symbol: mc("nh-newmark"), mp("nh-newmark");
#    settings of one method (beta = 0 and 1/6, two steps, rho_inf = 0 ... 1)
#    keep its hue and symbol: the setting the other figures draw keeps the
#    method's colour, the others take its shades, sweep(m, i, n), light
#    (i = 1) to dark (i = n), with a dash type besides where they overlap;
#  - the components of one block against t (q_1 ... q_7, lambda_1 ...) take
#    cc(i), a list of its own, as components are neither blocks nor methods;
#  - guides (slopes, a bound, a crossover) are black or grey: C_guide,
#    C_guide2; the regions of a map take C_region(k).
# Colours are Okabe and Ito's (safe for the common colour blindness) where
# they go, with brown and greys beyond; no pale yellow.  An unknown name
# stops gnuplot (an unknown colour), so a misspelt block or method fails.
pal_find(l, w, i) = i > words(l) ? 0 : word(l, i) eq w ? i : pal_find(l, w, i + 1)
pal_word(l, v, w) = pal_find(l, w, 1) > 0 ? word(v, pal_find(l, w, 1)) : "unknown:" . w
pal_int(l, v, w) = pal_find(l, w, 1) > 0 ? int(word(v, pal_find(l, w, 1))) : 1/0
# blocks: y, z, a, lambda, psi, qdd (open symbols and strokes)
pal_blocks = "y z a lambda psi qdd"
pal_bc = "#0072b2 #d55e00 #009e73 #cc79a7 #8b4513 #e69f00"
pal_bp = "4 6 2 1 3 8"
bc(b) = pal_word(pal_blocks, pal_bc, b)
bp(b) = pal_int(pal_blocks, pal_bp, b)
# methods (filled symbols); ida is SUNDIALS' IDA of make bench
pal_methods = "ga ga-nh ga-soi2 ga-i3 hht hht-odae hht-i2 newmark nh-newmark nh-newmark-comp nh-newmark-tj rk4 ida"
pal_mc = "#009e73 #0072b2 #56b4e9 #cc79a7 #d55e00 #8b4513 #a6761d #555555 #6a3d9a #e69f00 #b2182b #888888 #000000"
pal_mp = "7 5 9 11 13 5 9 11 7 5 9 13 15"
mc(m) = pal_word(pal_methods, pal_mc, m)
mp(m) = int(pal_int(pal_methods, pal_mp, m))
# shades of a method's hue for settings of one method: i of n, from light
# (i = 1: the colour at 40%, mixed with white) to dark (i = n: at 120%, mixed
# with black; mc(m) itself lies at five sixths of the way); pal_hex(c, k): the
# k-th byte (1, 2, 3) of "#rrggbb"
pal_hex1(d) = strstrt("0123456789abcdef", d) - 1
pal_hex(c, k) = 16 * pal_hex1(c[2 * k:2 * k]) + pal_hex1(c[2 * k + 1:2 * k + 1])
pal_f(i, n) = 0.4 + 0.8 * (i - 1.0) / (n > 1 ? n - 1 : 1)
pal_mix(v, i, n) = int((pal_f(i, n) <= 1 ? 255 - (255 - v) * pal_f(i, n) : v * (2 - pal_f(i, n))) + 0.5)
sweep(m, i, n) = pal_find(pal_methods, m, 1) == 0 ? "unknown:" . m : sprintf("#%02x%02x%02x", pal_mix(pal_hex(mc(m), 1), i, n), \
    pal_mix(pal_hex(mc(m), 2), i, n), pal_mix(pal_hex(mc(m), 3), i, n))
# components of one block: i = 1, 2, ...
pal_cc = "#0072b2 #d55e00 #009e73 #cc79a7 #e69f00 #56b4e9 #000000 #8b4513"
cc(i) = word(pal_cc, (i - 1) % words(pal_cc) + 1)
# guides and neutral lines
C_guide = "#000000"
C_guide2 = "#666666"
C_accent = "#0072b2"
# a shaded range (the fitted range of fig7_2)
C_shade = "#eef4ff"
P_mark = 7
# the regions of a map (region_map): 1 holds, 2 fails, 3 fails with roots inside, 4 holds with a root outside
pal_region = "#b6d7a8 #f4cccc #f1c232 #cc0000"
C_region(k) = word(pal_region, k)
C_red(k) = pal_hex(C_region(k), 1)
C_green(k) = pal_hex(C_region(k), 2)
C_blue(k) = pal_hex(C_region(k), 3)
set datafile commentschars "#"
set datafile missing "NA"
set bmargin 6
