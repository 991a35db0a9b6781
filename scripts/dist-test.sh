#!/usr/bin/env bash
# Proves the release on a clean Debian bookworm root, as a new user meets it (make dist-test):
#   scripts/dist-test.sh ROOT DEB TARBALL REFERENCE_BINARY
# ROOT is a bookworm root made by debootstrap (made here when missing; needs root and the
# network, as apt does). Inside it, with nothing else installed: `apt-get install ./the.deb`
# (which brings the libraries it names, and ffmpeg as recommended), `alertpack check Samples`,
# whose JSON report must equal the source build's byte for byte; the man page and completions
# are where Debian keeps them; the tarball's binary, unpacked in /opt, gives the same report.
set -euo pipefail
root=${1:?usage: scripts/dist-test.sh ROOT DEB TARBALL REFERENCE_BINARY}
deb=${2:?deb}
tarball=${3:?tarball}
reference=${4:?reference binary}
cd "$(dirname "$0")/.."
fail() { echo "dist-test: $*" >&2; exit 1; }
[ "$(id -u)" = 0 ] || fail "needs root (debootstrap, chroot)"
if [ ! -x "$root/usr/bin/apt-get" ]; then
  command -v debootstrap >/dev/null || apt-get install -y -q debootstrap > /dev/null
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian > "$root.log" 2>&1 || fail "debootstrap failed: see $root.log"
fi
# A fresh copy each time: what one run installs must not help the next.
run_root=$(mktemp -d /tmp/alertpack-dist-root.XXXXXX)
cleanup() {
  for m in dev/pts dev proc; do umount "$run_root/$m" 2>/dev/null || true; done
  rm -rf "$run_root"
}
trap cleanup EXIT
cp -a "$root/." "$run_root/"
cp /etc/resolv.conf "$run_root/etc/resolv.conf"
mount -t proc proc "$run_root/proc"
mount --bind /dev "$run_root/dev"
mkdir -p "$run_root/work"
cp "$deb" "$run_root/work/"
cp "$tarball" "$run_root/work/"
cp -a Samples .alertpack.yml "$run_root/work/"
in_root() { chroot "$run_root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

in_root sh -c 'command -v alertpack' && fail "alertpack is already in the clean root"
in_root apt-get update -q > /dev/null
in_root sh -c "cd /work && apt-get install -y -q ./$(basename "$deb")" > "$run_root/work/apt.log" 2>&1 || { tail -20 "$run_root/work/apt.log"; fail "apt-get install of the .deb failed"; }
in_root alertpack --version
[ -f "$run_root/usr/share/man/man1/alertpack.1.gz" ] || fail "no man page"
[ -f "$run_root/usr/share/bash-completion/completions/alertpack" ] || fail "no bash completion"

expected=$(mktemp)
"$reference" check Samples --format json > "$expected" || true
in_root sh -c 'cd /work && alertpack check Samples --format json' > "$run_root/work/deb.json" || true
cmp -s "$expected" "$run_root/work/deb.json" || { diff "$expected" "$run_root/work/deb.json" | head -20; fail "the .deb's report differs from the source build's"; }

in_root sh -c "mkdir -p /opt && tar -xzf /work/$(basename "$tarball") -C /opt"
in_root sh -c "cd /work && /opt/$(basename "$tarball" .tar.gz)/bin/alertpack check Samples --format json" > "$run_root/work/tar.json" || true
cmp -s "$expected" "$run_root/work/tar.json" || fail "the tarball's report differs from the source build's"
rm -f "$expected"
echo "dist-test: the .deb installs with apt-get on a clean bookworm root and its report equals the source build's; so does the tarball's"
