#!/usr/bin/env bash
# Proves the .deb on a clean Debian 12 (`make test-package`, which `make test` runs; root only):
#   1. a minbase bookworm root, bootstrapped from the Debian mirror this machine's apt uses, with
#      the same suites; no Swift anywhere in it;
#   2. `apt-get install ./foodpin_<version>_amd64.deb` there, as a user would (Recommends included);
#   3. as an ordinary user of that root: `foodpin --version`, `todo --version`, `foodpin list`,
#      `todo add` + `todo list`, and each window opened on this machine's Xvfb, with a screenshot
#      (.build/screenshots/package-foodpin.png, package-todo.png);
#   4. `apt-get purge foodpin`: every file `dpkg -L` listed is gone (a folder stays only while
#      another package owns it or it holds something else), and the user's database is untouched.
#   scripts/test-package.sh .build/foodpin_0.2.0_amd64.deb
# Cache (~/.cache/foodpin/package-test, or $FOODPIN_PACKAGE_CACHE; outside the clone, so that a clean
# clone's `make test` does not bootstrap Debian again: a minute of it): the bootstrapped root as a
# tarball, named after the mirror and suites
# so that another mirror bootstraps anew, and the .debs apt downloaded. A warm run unpacks the
# tarball and installs from the cached .debs. The test runs in a mount namespace of its own, the
# root on a tmpfs there, and each step in the root in a namespace within it (unshare -m): every mount
# (/proc, /dev, the cache, the root itself) vanishes with the process that made it, even on a kill.
set -euo pipefail
cd "$(dirname "$0")/.."
deb=$(realpath "${1:?usage: $0 PACKAGE.deb}")
[[ $(id -u) -eq 0 ]] || { echo "test-package: needs root (debootstrap, chroot): sudo make test-package" >&2; exit 1; }
if [[ -z "${FOODPIN_PACKAGE_TEST_NAMESPACE:-}" ]]; then
    FOODPIN_PACKAGE_TEST_NAMESPACE=1 exec unshare --mount --propagation private -- "$0" "$deb"
fi
scale=${UITEST_TIMEOUT_SCALE:-1}
cache=${FOODPIN_PACKAGE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/foodpin/package-test}
root=$cache/root
shots=$PWD/.build/screenshots
mkdir -p "$cache/archives" "$shots"
started=$(date +%s)

fail() { echo "test-package: FAIL: $*" >&2; exit 1; }
step() { echo "test-package: $* ($(($(date +%s) - started)) s)"; }

# The Debian archives apt uses here: "URI CODENAME" for each origin-Debian index (bookworm,
# bookworm-updates, bookworm-security), by codename even where sources.list says "stable".
sources=$(apt-cache policy | awk '
    /^ *[0-9]+ (https?|file):/ && $NF == "Packages" { uri = $2; next }
    /^ +release / && uri != "" {
        if ($0 ~ /o=Debian,/ && match($0, /n=[^,]+/)) print uri, substr($0, RSTART + 2, RLENGTH - 2)
        uri = ""
    }' | sort -u)
mirror=$(awk '$2 == "bookworm" { print $1; exit }' <<<"$sources")
[[ -n "$mirror" ]] || fail "apt here has no Debian bookworm archive (apt-cache policy): cannot pick a mirror"
tarball=$cache/bookworm-minbase-$(sha256sum <<<"$sources" | cut -c1-12).tar

# Runs a command in the root, as root or (`in_root as tester …`) as the user, in a mount namespace of
# its own; every step execs the next, so with `exec` the command takes over this process's id. The X display is this
# machine's Xvfb, reached through its abstract socket.
tester_id=4242
in_root() {
    local ids=0:0 home=/root run=""
    [[ "$1" == as ]] && { ids=$tester_id:$tester_id home=/home/$2; shift 2; }
    [[ "$1" == exec ]] && { run=exec; shift; }   # in a background subshell: $! is then the command
    $run unshare --mount --propagation private -- /bin/sh -ec '
        root=$1 archives=$2 ids=$3 home=$4; shift 4
        mount -t proc proc "$root/proc"
        mount --rbind /dev "$root/dev"
        mount --bind "$archives" "$root/var/cache/apt/archives"
        exec chroot --userspec="$ids" "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME="$home" \
            LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive DISPLAY="${DISPLAY:-}" GDK_BACKEND=x11 \
            XDG_RUNTIME_DIR="/tmp/runtime-${ids%%:*}" "$@"
    ' in-root "$root" "$cache/archives" "$ids" "$home" "$@"
}

if [[ ! -f "$tarball" ]]; then
    step "bootstrapping bookworm (minbase) from $mirror"
    mkdir -p "$cache/bootstrap"
    mount -t tmpfs -o size=2g,mode=0755 package-test-bootstrap "$cache/bootstrap"
    debootstrap --variant=minbase bookworm "$cache/bootstrap" "$mirror" > "$cache/debootstrap.log" 2>&1 ||
        fail "debootstrap failed; see $cache/debootstrap.log"
    rm -f "$cache/bootstrap/etc/apt/sources.list"
    while read -r uri suite; do
        printf 'Types: deb\nURIs: %s\nSuites: %s\nComponents: main\n\n' "$uri" "$suite"
    done <<<"$sources" > "$cache/bootstrap/etc/apt/sources.list.d/debian.sources"
    rm -f "$cache"/bootstrap/var/cache/apt/archives/*.deb
    tar -C "$cache/bootstrap" --numeric-owner -cf "$tarball.part" . && mv "$tarball.part" "$tarball"
    umount "$cache/bootstrap"
fi
mkdir -p "$root"
mount -t tmpfs -o size=4g,mode=0755 package-test "$root"   # a root of ~600 MB; files are fast here
tar -C "$root" --numeric-owner -xf "$tarball"
step "root unpacked"
in_root sh -c '! command -v swift && ! ls -d /opt/swift /usr/lib/swift /usr/share/swift 2>/dev/null' >/dev/null ||
    fail "the root has a Swift toolchain"

cp "$deb" "$root/tmp/"
in_root sh -ec 'apt-get -qq update && apt-get -y -q -o Dpkg::Options::=--force-unsafe-io install "/tmp/$1" \
    > /tmp/apt-install.log 2>&1 ||
    { cat /tmp/apt-install.log; exit 1; }' install "$(basename "$deb")" || fail "apt-get install of the package"
step "installed with $(grep -c '^Unpacking ' "$root/tmp/apt-install.log") packages"
in_root useradd --create-home --uid $tester_id --user-group tester
in_root sh -c "mkdir -m 0700 /tmp/runtime-$tester_id && chown tester: /tmp/runtime-$tester_id"

# The command lines, as the user.
version=$(in_root as tester foodpin --version)
[[ "$version" == "foodpin $(scripts/version.sh)" ]] || fail "foodpin --version printed '$version'"
[[ $(in_root as tester todo --version) == "todo $(scripts/version.sh)" ]] || fail "todo --version"
for command in foodpin todo; do
    libraries=$(in_root ldd "/usr/bin/$command")
    ! grep -E 'not found|swift' <<<"$libraries" || fail "$command does not find its libraries in the root"
done
list=$(in_root as tester foodpin list)
grep -q '^  Cafe Deadend — Coffee & Tea Shop — Hong Kong$' <<<"$list" || fail "foodpin list: $list"
[[ $(wc -l <<<"$list") -eq 21 ]] || fail "foodpin list printed $(wc -l <<<"$list") restaurants, not the 21 samples"
in_root as tester todo add "Book a table at Cafe Deadend" >/dev/null
[[ $(in_root as tester todo list) == "1. Book a table at Cafe Deadend" ]] || fail "todo list after todo add"
for page in foodpin todo; do
    [[ -f "$root/usr/share/man/man1/$page.1.gz" ]] || fail "no man page for $page"
done
step "command lines work"

# The windows: each must map and paint (the screenshot of a window that has not painted its content
# holds a handful of colours; a list with text, hundreds). Waits poll the condition up to a deadline.
window_shows() {
    local program=$1 title=$2 shot=$shots/package-$1.png pid id="" colours=0
    in_root as tester exec "$program" > "$cache/$program.log" 2>&1 &
    pid=$!   # the app's own: in_root execs it
    local deadline=$((SECONDS + 60 * scale))
    while [[ $SECONDS -lt $deadline ]]; do
        kill -0 "$pid" 2>/dev/null || { cat "$cache/$program.log"; fail "$program exited before showing a window"; }
        [[ -z "$id" ]] && id=$(xdotool search --onlyvisible --pid "$pid" --name "^$title\$" 2>/dev/null | head -n1 || true)
        if [[ -n "$id" ]] && import -window "$id" "$shot" 2>/dev/null; then
            colours=$(convert "$shot" -format %k info:)
            [[ $colours -ge 200 ]] && break
        fi
        sleep 0.2
    done
    kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true
    [[ -n "$id" ]] || { cat "$cache/$program.log"; fail "no $title window appeared"; }
    [[ $colours -ge 200 ]] || fail "the $title window did not paint its content ($colours colours): $shot"
    step "$title window painted: $shot"
}
export -f in_root window_shows fail step
export root cache shots scale started tester_id
scripts/with-display.sh bash -ec 'window_shows foodpin FoodPin; window_shows todo To-Do' ||
    fail "a window"

# Purge: every file the package installed goes; the user's data stays as it was.
data=/home/tester/.local/share/foodpin/foodpin.sqlite3
before=$(sha256sum "$root$data" | cut -d' ' -f1)
in_root dpkg -L foodpin > "$cache/installed-files"
in_root apt-get -y -qq purge foodpin > "$cache/apt-purge.log" 2>&1 || fail "apt-get purge: $(cat "$cache/apt-purge.log")"
in_root dpkg -s foodpin >/dev/null 2>&1 && fail "dpkg still knows foodpin after the purge"
left=()
while read -r path; do
    [[ -z "$path" || "$path" == "/." ]] && continue
    if [[ -d "$root$path" && ! -L "$root$path" ]]; then
        # A folder may stay while another package owns it or it holds something that is not ours.
        in_root dpkg -S "$path" >/dev/null 2>&1 || [[ -n $(ls -A "$root$path") ]] || left+=("$path/")
    elif [[ -e "$root$path" || -L "$root$path" ]]; then
        left+=("$path")
    fi
done < "$cache/installed-files"
[[ ${#left[@]} -eq 0 ]] || fail "left behind by the purge: ${left[*]}"
[[ $(sha256sum "$root$data" | cut -d' ' -f1) == "$before" ]] || fail "the purge changed the user's database"
step "purged: $(wc -l < "$cache/installed-files") paths gone, the user's data kept"

echo "test-package: 1 passed, 0 failed ($(($(date +%s) - started)) s)"
