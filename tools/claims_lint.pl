#!/usr/bin/perl
# claims_lint.pl DOC LIST -- a converted verification program's table of
# claims (LIST: its `--list-claims` output, verify/claims.h) and its theory
# document's claims table (DOC: its table with a claim and a bound column)
# state the same claims: every claim of the program has a row in the
# document (a row may name several: "C2–C4, C6"), every row's claim is the
# program's (C0 is vc_done's), and where the row's "bound" column states the
# check, it is the program's:
#   order T +- S   the cell has "T ± S" (a target the measure states,
#                  "measured": "within S" or "± S");
#   le B           the cell has "≤ B" or "± B" (a worst deviation), or is B;
#   ge B           the cell has "≥ B";
#   true           (an identity or yes/no: the cell's words, not checked);
#   le, ge with a bound the measure states ("measured": e.g. 10 eps |J0|):
#                  the cell has "≤" or "≥", the direction.
# Numbers compare to 1e-9 relative.  With TAP (claims_lint.pl DOC LIST TAP,
# the program's papers' run), every claim line must also name its problem,
# " [problem P]" (what its measure named with vc_on, or the program's
# declaration, vc_program.problem; "none" for a claim about coefficients,
# roots or a table).  Exit 0 when they agree, 1 (each disagreement printed)
# when not, 2 on bad usage.
use strict;
use warnings;
use utf8;
use open qw(:std :encoding(UTF-8));

@ARGV == 2 || @ARGV == 3 or do { print STDERR "usage: claims_lint.pl DOC LIST [TAP]\n"; exit 2 };
my ($doc, $list, $tap) = @ARGV;
my $bad = 0;
sub err { print "lint: $doc: @_\n"; $bad = 1 }

my %prog;    # Cn -> [check, target, slack]
open my $lf, '<', $list or do { print STDERR "claims_lint: $list: $!\n"; exit 2 };
while (<$lf>) {
  chomp;
  my @f = split /\t/;
  next unless @f >= 5 && $f[1] =~ /^C\d+$/;
  $prog{$f[1]} = [@f[2, 3, 4]];
}
close $lf;

# the claims table: the table whose header has a "claim" and a "bound" column
open my $df, '<', $doc or do { print STDERR "claims_lint: $doc: $!\n"; exit 2 };
my ($in, $ccol, $bcol, %row) = (0, -1, -1);
while (<$df>) {
  chomp;
  if (!/^\|/) { last if $in; next }
  my @c = map { s/^\s+|\s+$//gr } split /(?<!\\)\|/, $_, -1;
  shift @c;
  if (!$in) {
    my ($cc, $bc) = (-1, -1);
    for my $i (0 .. $#c) {
      $cc = $i if $c[$i] =~ /^claims?$/i;
      $bc = $i if $c[$i] =~ /^bound/i;
    }
    ($in, $ccol, $bcol) = (1, $cc, $bc) if $cc >= 0 && $bc >= 0;
    next;
  }
  next if $c[$ccol] =~ /^[-: ]+$/;
  my $ids = $c[$ccol] =~ s/[–—]/-/gr;
  for my $part (split /\s*,\s*/, $ids) {
    if ($part =~ /^C(\d+)\s*-\s*C?(\d+)$/) { $row{"C$_"} = $c[$bcol] for $1 .. $2 }
    elsif ($part =~ /^(C\d+)$/) { $row{$1} = $c[$bcol] }
  }
}
close $df;
err("no claims table (a table with a claim and a bound column)") if !$in;

my $num = qr/[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?/;
sub same { my ($a, $b) = @_; abs($a - $b) <= 1e-9 * (abs($a) + abs($b)) }
sub has {    # does the cell have OP followed by the number v?
  my ($cell, $op, $v) = @_;
  while ($cell =~ /\Q$op\E\s*($num)/g) { return 1 if same($1, $v) }
  return 0;
}

for my $id (sort { substr($a, 1) <=> substr($b, 1) } keys %prog) {
  my ($check, $t, $s) = @{$prog{$id}};
  if (!exists $row{$id}) { err("$id is in the program's table of claims, not in the document's"); next }
  my $cell = $row{$id} =~ s/−/-/gr =~ s/±/+-/gr =~ s/≤/<=/gr =~ s/≥/>=/gr =~ s/\\\|/|/gr;
  next if $check eq 'true';
  my $ok = $check =~ /^(le|ge)$/ && $t eq 'measured' ? index($cell, $check eq 'le' ? '<=' : '>=') >= 0
         : $check eq 'order' && $t eq 'measured' ? has($cell, 'within', $s) || has($cell, '+-', $s)
         : $check eq 'order' ? scalar(grep { same($_->[0], $t) && same($_->[1], $s) } pairs($cell))
         : $check eq 'le' ? (has($cell, '<=', $t) || has($cell, '+-', $t) || ($cell =~ /^($num)$/ && same($1, $t)))
         : $check eq 'ge' ? has($cell, '>=', $t)
         : 0;
  err("$id: the program checks $check $t" . ($check eq 'order' ? " +- $s" : '')
      . ", the document's bound reads '$row{$id}'") unless $ok;
}
for my $id (sort keys %row) {
  err("the document's claims table has $id, which the program's table of claims does not")
    unless exists $prog{$id} || $id eq 'C0';
}
problem_tags($tap) if defined $tap;
exit $bad;

# every claim line of the TAP names its problem
sub problem_tags {
  my ($file) = @_;
  open my $tf, '<', $file or do { print STDERR "claims_lint: $file: $!\n"; exit 2 };
  my @without;
  while (<$tf>) {
    next unless /^(?:not )?ok \d+ - (\S+) (C\d+)/;
    push @without, $2 unless / \[problem [^\]]+\]/;
  }
  close $tf;
  err(scalar(@without) . " claim lines of the program's TAP name no problem (' [problem P]': "
      . "vc_on in the measure, or vc_program.problem): @without") if @without;
}

# every "T +- S" of a cell
sub pairs {
  my ($cell) = @_;
  my @r;
  push @r, [$1, $2] while $cell =~ /($num)\s*\+-\s*($num)/g;
  return @r;
}
