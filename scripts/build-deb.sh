#!/usr/bin/env bash
# Builds foodpin_<version>_amd64.deb from release binaries already built (`make deb` builds them).
#   scripts/build-deb.sh BUILT OUTDIR      e.g. scripts/build-deb.sh .build/release .build
#   scripts/build-deb.sh --beside-lintian CHECK BUILT OUTDIR
#                                          also runs CHECK on the new .deb while lintian reads it
#                                          (`make test-package`: the package test), each on a core
# What goes in (packaging/README.md says why):
#   - exactly what `make install-files PREFIX=/usr` installs, so a data file that `make install`
#     learns to install (a D-Bus service, a search provider) is packaged with no change here;
#   - the binaries, stripped, refused if they would load anything from a Swift toolchain;
#   - a man page per command, from its own --help (help2man, packaging/<command>.h2m,
#     scripts/man-commands.sh), the Debian changelog and copyright, the lintian overrides;
#   - DEBIAN/control from packaging/control.in, Depends from dpkg-shlibdeps, md5sums.
# Then lintian: an error fails the build, and so does a warning packaging/README.md does not explain.
set -euo pipefail
cd "$(dirname "$0")/.."
beside=""
if [[ ${1:-} == --beside-lintian ]]; then beside=${2:?usage: $0 --beside-lintian CHECK BUILT OUTDIR}; shift 2; fi
built=${1:?usage: $0 BUILT OUTDIR}
out=${2:?usage: $0 BUILT OUTDIR}
version=$(scripts/version.sh)
package=foodpin_${version}_amd64
work=.build/deb
stage=$work/$package
commands=(foodpin todo)

fail() { echo "make deb: $*" >&2; exit 1; }

# The release notes name this version (the version itself lives only in FoodPinRelease.swift).
[[ $(dpkg-parsechangelog -l packaging/changelog -S Version) == "$version" ]] ||
    fail "packaging/changelog has no entry for $version at its top: add one (dch -c packaging/changelog -v $version)"
for metainfo in data/metainfo/*.metainfo.xml; do
    newest=$(grep -m1 -o '<release version="[^"]*"' "$metainfo" | cut -d'"' -f2)
    [[ "$newest" == "$version" ]] || fail "$metainfo: the newest <release> is ${newest:-missing}, not $version"
done

# A binary that names the toolchain (NEEDED from it, RPATH/RUNPATH) would not run where Swift is absent.
for command in "${commands[@]}"; do
    binary=$built/$command
    [[ -x "$binary" ]] || fail "$binary is missing: build it with \`make deb\`"
    if ldd "$binary" | grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|/swift'; then
        fail "$binary loads the Swift runtime from the toolchain: build it with --static-swift-stdlib"
    fi
    if readelf -d "$binary" | grep -E 'RPATH|RUNPATH'; then
        fail "$binary has a library search path: build it with --disable-local-rpath"
    fi
done

rm -rf "$stage"
mkdir -p "$stage/DEBIAN"
umask 022
make --no-print-directory install-files BUILT="$built" PREFIX=/usr DESTDIR="$PWD/$stage" >/dev/null
# hicolor-icon-theme's dpkg trigger writes the cache on the user's machine; it is no package's file.
rm -f "$stage/usr/share/icons/hicolor/icon-theme.cache"
for command in "${commands[@]}"; do
    strip --remove-section=.comment --remove-section=.note --strip-unneeded "$stage/usr/bin/$command"
done

# Man pages: help2man runs the staged binary (what the user gets) for --help and --version.
mkdir -p "$stage/usr/share/man/man1"
for command in "${commands[@]}"; do
    scripts/man-commands.sh "$stage/usr/bin/$command" > "$work/$command-commands.h2m"
    LANGUAGE= LC_ALL=C.UTF-8 help2man --locale=C.UTF-8 --no-info --no-discard-stderr --section=1 \
        --include="packaging/$command.h2m" --include="$work/$command-commands.h2m" \
        --output="$work/$command.1" "$stage/usr/bin/$command"
    gzip -9n < "$work/$command.1" > "$stage/usr/share/man/man1/$command.1.gz"
done

doc=$stage/usr/share/doc/foodpin
install -Dm644 packaging/copyright "$doc/copyright"
gzip -9n < packaging/changelog > "$doc/changelog.gz"
if [[ -s packaging/lintian-overrides ]]; then
    install -Dm644 packaging/lintian-overrides "$stage/usr/share/lintian/overrides/foodpin"
fi

# Depends: the libraries the binaries load, with the versions their symbols need. Libraries that
# need a service to be useful get it named too (packaging/README.md, "Depends").
mkdir -p "$work/shlibs/debian"
printf 'Source: foodpin\n\nPackage: foodpin\nArchitecture: amd64\n' > "$work/shlibs/debian/control"
depends=$(cd "$work/shlibs" && dpkg-shlibdeps -O "${commands[@]/#/-e../$package/usr/bin/}" 2>&1 |
    sed -n 's/^shlibs:Depends=//p')
[[ -n "$depends" ]] || fail "dpkg-shlibdeps found no dependencies"
[[ $depends == *libcurl* ]] && depends+=", ca-certificates"   # FoundationNetworking: HTTPS needs the CAs
recommends=""
[[ $depends == *libsecret* ]] && recommends="gnome-keyring"  # libsecret needs a Secret Service to talk to

installed_size=$(du -s --apparent-size --block-size=1024 --exclude=DEBIAN "$stage" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@INSTALLED_SIZE@/$installed_size/" -e "s/@DEPENDS@/$depends/" \
    packaging/control.in > "$stage/DEBIAN/control"
[[ -z "$recommends" ]] || sed -i "/^Depends:/a Recommends: $recommends" "$stage/DEBIAN/control"
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

# Into OUTDIR only once lintian passed: `make deb` takes a .deb there as done. xz at level 1, not
# dpkg-deb's 6: a fifth of the CPU (14 s against 63 s for the 120 MB stage) in every cold `make test`
# for a package 17 % larger (packaging/README.md, "Compression").
dpkg-deb --root-owner-group -Zxz -z1 --build "$stage" "$work/$package.deb" >/dev/null
echo "Depends: $depends"
if [[ -z "$beside" ]]; then
    scripts/lint-deb.sh "$work/$package.deb"
else
    # lintian runs on one core for about ten seconds; the package test mostly waits on dpkg and apt.
    scripts/lint-deb.sh "$work/$package.deb" > "$work/lintian.log" 2>&1 &
    lint=$!
    checked=0
    $beside "$work/$package.deb" || checked=$?
    linted=0
    wait "$lint" || linted=$?
    cat "$work/lintian.log"
    (( linted == 0 )) || fail "lintian failed"
    (( checked == 0 )) || fail "$beside failed (exit $checked)"
fi
mkdir -p "$out"
mv "$work/$package.deb" "$out/$package.deb"
echo "make deb: $out/$package.deb ($(du -h "$out/$package.deb" | cut -f1); installed ${installed_size} KiB)"
