## -*- texinfo -*-
## @deftypefn  {} {[@var{hit}, @var{v}] =} ref_cache ("get", @var{fn}, @var{args})
## @deftypefnx {} {} ref_cache ("put", @var{fn}, @var{args}, @var{v})
## The results of one twin's integration (the cell @var{v} of the values its
## level loop computes), kept on disk between the Octave processes of one
## `make check`: the Octave reruns of the verification programs
## (verify/ref_*.c --rerun-octave) compute each run once and put it; the
## self-tests (ref/t/selftest.t), whose %!shared blocks ask for the same runs,
## get it instead of integrating again.  Only when the environment variable
## GALPHA_REF_CACHE names a directory (the Makefile sets it to build/ref/cache
## for those two steps alone); otherwise "get" never hits and "put" does
## nothing, so `make ref`, `make bench` and a self-test run by hand compute
## everything.
##
## An entry is found by the MD5 of: the twin @var{fn}; its arguments
## @var{args} (a cell: the call's arguments that decide the computation, the
## output file excluded), written out with every double to 17 digits; the
## text of every ref/*.m and ref/problems/*.m; Octave's version; and the
## BLAS kernel (OPENBLAS_CORETYPE, OPENBLAS_NUM_THREADS).  A change to any
## of them is a different entry: a kept result is only ever reused by the
## same code on the same inputs, which computes the same bits.  The entry is
## saved in Octave's binary format (doubles exact) under a temporary name
## and renamed.
## @end deftypefn

function [hit, v] = ref_cache (op, fn, args, v)
  hit = false;
  if (nargin < 4)
    v = [];
  endif
  d = getenv ("GALPHA_REF_CACHE");
  if (isempty (d))
    return;
  endif
  file = fullfile (d, sprintf ("%s-%s.mat", fn, hash ("md5", [fn, "\n", ser(args), "\n", sources()])));
  switch (op)
    case "get"
      if (exist (file, "file"))
        s = load (file);
        hit = true;
        v = s.v;
      endif
    case "put"
      if (! exist (d, "dir"))
        mkdir (d);
      endif
      tmp = sprintf ("%s.%d.tmp", file, getpid ());
      save ("-binary", tmp, "v");
      [ok, msg] = rename (tmp, file);
      if (ok != 0)
        error ("ref_cache: %s: %s", file, msg);
      endif
    otherwise
      error ("ref_cache: unknown operation '%s' (get or put)", op);
  endswitch
endfunction

## the text of the twins and the generated problems, Octave's version and the
## BLAS kernel: once per process
function s = sources ()
  persistent src;
  if (isempty (src))
    d = fileparts (mfilename ("fullpath"));
    fs = [glob(fullfile (d, "*.m")); glob(fullfile (d, "problems", "*.m"))];
    src = sprintf ("octave %s; OPENBLAS_CORETYPE=%s; OPENBLAS_NUM_THREADS=%s\n", version (),
                   getenv ("OPENBLAS_CORETYPE"), getenv ("OPENBLAS_NUM_THREADS"));
    for i = 1:numel (fs)
      [~, nm, ext] = fileparts (fs{i});
      src = [src, nm, ext, "\n", hash("md5", fileread (fs{i})), "\n"];
    endfor
  endif
  s = src;
endfunction

## an argument written out: class, size and every value (doubles to 17 digits)
function t = ser (x)
  if (ischar (x))
    t = sprintf ("char%s:%s;", mat2str (size (x)), x);
  elseif (isnumeric (x) || islogical (x))
    t = sprintf ("%s%s:%s;", class (x), mat2str (size (x)), sprintf ("%.17g,", x));
  elseif (iscell (x))
    t = sprintf ("cell%s{", mat2str (size (x)));
    for i = 1:numel (x)
      t = [t, ser(x{i})];
    endfor
    t = [t, "}"];
  elseif (isstruct (x) && isscalar (x))
    t = "struct{";
    for [val, k] = x
      t = [t, k, "=", ser(val)];
    endfor
    t = [t, "}"];
  else
    error ("ref_cache: cannot key an argument of class %s", class (x));
  endif
endfunction
