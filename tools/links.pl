#!/usr/bin/perl
# links.pl [FILE.md ...] -- every relative link of the repository's Markdown
# files must resolve inside the repository: `[text](path)`, `![alt](path)`
# and `[label]: path` outside code blocks and code spans.  The path, taken
# relative to the file, must exist and stay inside the repository (no
# ../shared/...); a `#fragment` into a Markdown file (or `#fragment` alone,
# into the file itself) must name one of its headings, by GitHub's rule
# (lower case, punctuation but `-` and `_` dropped, spaces to `-`, a repeated
# heading suffixed -1, -2, ...), or an `id="..."` / `name="..."` of an HTML
# anchor in it.  Links with a scheme (https:, mailto:) are not followed.
# Without arguments: the Markdown files git knows, tracked or about to be
# (git ls-files --cached --others --exclude-standard).  Prints one line per
# dead link and exits 1 if there is any.
use strict;
use warnings;
use utf8;
use Cwd qw(getcwd);
use File::Spec;
binmode STDOUT, ':encoding(UTF-8)';

my $root = getcwd ();
my @files = @ARGV;
if (!@files) {
  @files = grep { -f $_ } split /\n/,
    `git ls-files --cached --others --exclude-standard -- '*.md'`;
}

my %anchors;   # file -> { anchor => 1 }
sub slurp {
  my ($f) = @_;
  open my $fh, '<:encoding(UTF-8)', $f or return undef;
  local $/;
  my $t = <$fh>;
  close $fh;
  return $t;
}
# the lines of a Markdown text outside fenced code blocks
sub prose_lines {
  my ($text) = @_;
  my (@out, $fence);
  my $n = 0;
  for my $l (split /\n/, $text) {
    $n++;
    if (defined $fence) {
      undef $fence if $l =~ /^\s*\Q$fence\E\s*$/;
      next;
    }
    if ($l =~ /^\s*(```+|~~~+)/) { $fence = $1; next; }
    push @out, [$n, $l];
  }
  return @out;
}
sub slug {
  my ($h) = @_;
  $h =~ s/!?\[([^\]]*)\]\([^)]*\)/$1/g;   # links: their text
  $h =~ s/<[^>]*>//g;                      # inline HTML
  $h = lc $h;
  $h =~ s/[^\p{L}\p{N}\p{M}_\- ]//g;
  $h =~ s/ /-/g;
  return $h;
}
sub anchors_of {
  my ($f) = @_;
  return $anchors{$f} if $anchors{$f};
  my %a;
  my %seen;
  my $text = slurp ($f) // '';
  for my $p (prose_lines ($text)) {
    my $l = $p->[1];
    if ($l =~ /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/) {
      my $s = slug ($1);
      my $k = exists $seen{$s} ? "$s-" . ++$seen{$s} : $s;
      $seen{$s} //= 0;
      $a{$k} = 1;
    }
    $a{$1} = 1 while $l =~ /\b(?:id|name)="([^"]+)"/g;
  }
  return $anchors{$f} = \%a;
}

my $dead = 0;
for my $f (@files) {
  my $text = slurp ($f);
  defined $text or do { print "links: $f: cannot read\n"; $dead = 1; next };
  my (undef, $dir) = File::Spec->splitpath ($f);
  for my $p (prose_lines ($text)) {
    my ($n, $l) = @$p;
    $l =~ s/(`+).*?\1//g;                  # code spans
    my @targets;
    push @targets, $1 while $l =~ /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
    push @targets, $1 if $l =~ /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/;
    for my $t (@targets) {
      next if $t =~ /^[A-Za-z][A-Za-z0-9+.-]*:/;   # https:, mailto:, ...
      my ($path, $frag) = split /#/, $t, 2;
      my $why;
      my $target = $f;
      if ($path ne '') {
        my $rel = File::Spec->canonpath ($dir eq '' ? $path : "$dir/$path");
        # resolve .. by hand, so that a path through a missing folder fails
        my @parts;
        for my $c (split m{/}, $rel) {
          next if $c eq '.' || $c eq '';
          if ($c eq '..') {
            if (@parts) { pop @parts } else { $why = 'leaves the repository'; last }
          } else { push @parts, $c }
        }
        $target = join '/', @parts;
        $why //= 'no such file' unless $path =~ m{^/} ? 0 : -e ($target eq '' ? '.' : $target);
        $why = 'absolute path' if $path =~ m{^/};
      }
      if (!$why && defined $frag && $frag ne '' && $target =~ /\.md$/) {
        $why = "no heading or anchor #$frag in $target" unless anchors_of ($target)->{$frag};
      }
      if ($why) { print "links: $f:$n: ($t) $why\n"; $dead = 1; }
    }
  }
}
exit $dead;
