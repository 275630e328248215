#!/usr/bin/perl
# tapcmp.pl OLD NEW -- do two texts (a theory document and its regenerated
# version, or README.md and its regenerated version) say the same thing, up to
# the round-off digits that differ between compilers and optimisation levels?
#
# The rule (tools/docs.sh --check uses it in place of cmp):
#  - both texts have the same number of lines;
#  - each line is split into numeric tokens and the rest.  A numeric token is
#    a decimal number, optionally signed and with an exponent (2.014, -2.5,
#    1e-06, 3.84e-14) that stands on its own: digits inside a word or an id
#    are text (C13, S000-6.1, T1, t0, f4, cond1, am-1);
#  - the rest must be identical, and so must the TAP test number of an
#    "ok N" / "not ok N" line: claim ids, ok / not ok, # SKIP / # TODO and
#    the descriptions match exactly;
#  - numeric tokens a (old) and b (new) must agree to
#        |a - b| <= max(RTOL * max(|a|, |b|), ATOL * S)
#    with RTOL = 2e-2, ATOL = 0.2, and S the largest number that follows
#    "bound " or "+- " in the old or the new line (the claim's stated bound or
#    slack), 0 if there is none.  So an order 2.006 may read 2.005 but not
#    2.2 (RTOL; ATOL * 0.1 is smaller); an error of 0 under "bound 1e-12" may
#    read 1.3e-13 (what gcc -O0 measures) but not 3e-13: a value far below its
#    bound is round-off, and only its distance from the bound is a result.
#    Counts ("4 of 5 claims ok") must match exactly in practice (RTOL * 5 < 1).
# Exit 0 when the texts agree; 1 when not, printing each differing line pair
# (old first, then new) with the number that is off; 2 on bad usage.
# TAPCMP_RTOL and TAPCMP_ATOL override the two constants.
use strict;
use warnings;

my $RTOL = $ENV{TAPCMP_RTOL} // 2e-2;
my $ATOL = $ENV{TAPCMP_ATOL} // 0.2;
my $SHOW = 20;    # differing lines printed at most

# a number that stands on its own: not preceded by a word character or a dot
# (except a range "a..b"), nor by a word character and a sign ("S000-6.1");
# not followed by a word character or by ".<digit>"
my $num = qr/(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?/;
my $tok = qr/(?:(?<![\w.])|(?<=\.\.))(?<!\w[-+])[-+]?$num(?![\w]|\.\d)/;

@ARGV == 2 or do { print STDERR "usage: tapcmp.pl OLD NEW\n"; exit 2 };
my @a = slurp($ARGV[0]);
my @b = slurp($ARGV[1]);

if (@a != @b) {
  printf "tapcmp: %s has %d lines, %s has %d\n", $ARGV[0], scalar @a, $ARGV[1], scalar @b;
  show_diff();
  exit 1;
}
my $bad = 0;
for my $i (0 .. $#a) {
  my $why = differ($a[$i], $b[$i]);
  next unless defined $why;
  if ($bad < $SHOW) {
    printf "tapcmp: line %d: %s\n< %s\n> %s\n", $i + 1, $why, $a[$i], $b[$i];
  }
  $bad++;
}
print "tapcmp: ... and ", $bad - $SHOW, " more\n" if $bad > $SHOW;
exit($bad ? 1 : 0);

sub slurp {
  my ($f) = @_;
  open my $fh, '<', $f or do { print STDERR "tapcmp: $f: $!\n"; exit 2 };
  my @l = <$fh>;
  close $fh;
  chomp @l;
  return @l;
}

# the largest stated bound or slack of a line, 0 if none
sub scale {
  my ($l) = @_;
  my $s = 0;
  while ($l =~ /(?:bound |\+- )([-+]?$num)(?![\w]|\.\d)/g) {
    $s = abs($1) if abs($1) > $s;
  }
  return $s;
}

# undef when lines x and y agree, else the reason
sub differ {
  my ($x, $y) = @_;
  return undef if $x eq $y;
  # the TAP test number is part of the text
  my ($px, $py) = ('', '');
  $px = $1 if $x =~ s/^((?:not )?ok \d+)//;
  $py = $1 if $y =~ s/^((?:not )?ok \d+)//;
  return "status or test number differs" if $px ne $py;
  my @tx = split /($tok)/, $x, -1;
  my @ty = split /($tok)/, $y, -1;
  return "text differs" if @tx != @ty;
  my $s = scale($x);
  my $sy = scale($y);
  $s = $sy if $sy > $s;
  for (my $k = 0; $k < @tx; $k++) {
    if ($k % 2 == 0) {
      return "text differs" if $tx[$k] ne $ty[$k];
      next;
    }
    my ($u, $v) = ($tx[$k], $ty[$k]);
    my $m = abs($u) > abs($v) ? abs($u) : abs($v);
    my $tol = $RTOL * $m;
    $tol = $ATOL * $s if $ATOL * $s > $tol;
    return sprintf("%s and %s differ by more than %.3g", $u, $v, $tol)
      if abs($u - $v) > $tol;
  }
  return undef;
}

# line counts differ: a plain diff says where
sub show_diff {
  open my $d, '-|', 'diff', $ARGV[0], $ARGV[1] or return;
  my $n = 0;
  while (my $l = <$d>) { print $l if $n++ < $SHOW; }
  close $d;
}
