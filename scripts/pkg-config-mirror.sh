#!/usr/bin/env bash
# Mirrors the system's pkg-config files into DIR (default .build/pkgconfig) without the compiler flags
# SwiftPM refuses. SwiftPM reads .pc files itself, keeps only -I/-D/-L/-l flags, and warns about every
# other one ("prohibited flag(s): -pthread, -mfpmath=sse, -msse, -msse2": glib's and graphene's), a
# line a new user takes for a failed build (issue 29). Neither flag matters here: -pthread only defines
# _REENTRANT (threads are in glibc's libc since 2.34) and graphene's SSE flags are x86-32 settings that
# x86-64 has by default. The Makefile puts DIR first on PKG_CONFIG_PATH; a file changed by a package
# upgrade is mirrored again because DIR is made anew whenever a system .pc file is newer.
set -euo pipefail
dir=${1:-.build/pkgconfig}
system_dirs=$(pkg-config --variable pc_path pkg-config | tr ':' ' ')
newest=$(find $system_dirs -maxdepth 1 -name '*.pc' -newer "$dir/.stamp" 2>/dev/null | head -1 || true)
if [[ -f $dir/.stamp && -z $newest ]]; then exit 0; fi
rm -rf "$dir.new" && mkdir -p "$dir.new"
for system_dir in $system_dirs; do
  [[ -d $system_dir ]] || continue
  for pc in "$system_dir"/*.pc; do
    [[ -e $pc ]] || continue
    name=$(basename "$pc")
    [[ -e $dir.new/$name ]] && continue   # the first directory on pkg-config's path wins, as for pkg-config
    sed -E '/^(Cflags|Libs)/{s/(^|[[:space:]])-(pthread|mfpmath=sse|msse2?)([[:space:]]|$)/\1\3/g;s/(^|[[:space:]])-(pthread|mfpmath=sse|msse2?)([[:space:]]|$)/\1\3/g}' "$pc" >"$dir.new/$name"
  done
done
touch "$dir.new/.stamp"
rm -rf "$dir" && mv "$dir.new" "$dir"
