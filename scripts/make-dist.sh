#!/usr/bin/env bash
# Packs a release from a build with the Swift standard library linked statically:
#   scripts/make-dist.sh BINARY VERSION OUTDIR
# writes OUTDIR/alertpack-VERSION-linux-x86_64.tar.gz (bin/, share/ with the man page and the
# bash, zsh and fish completions, the licences, the README) and OUTDIR/alertpack_VERSION_amd64.deb
# (the same files under /usr, Depends on the run-time libraries, Recommends ffmpeg). Both are
# reproducible: names sorted, owners root, times the last commit's.
set -euo pipefail
binary=${1:?usage: scripts/make-dist.sh BINARY VERSION OUTDIR}
version=${2:?version}
out=${3:?outdir}
cd "$(dirname "$0")/.."
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# One tree of what is installed, under a prefix.
stage() {
  local prefix=$1
  install -D -m 755 "$binary" "$prefix/bin/alertpack"
  strip --strip-unneeded "$prefix/bin/alertpack"
  "$binary" --generate-completion-script bash > "$work/alertpack.bash"
  "$binary" --generate-completion-script zsh > "$work/_alertpack"
  "$binary" --generate-completion-script fish > "$work/alertpack.fish"
  install -D -m 644 "$work/alertpack.bash" "$prefix/share/bash-completion/completions/alertpack"
  install -D -m 644 "$work/_alertpack" "$prefix/share/zsh/site-functions/_alertpack"
  install -D -m 644 "$work/alertpack.fish" "$prefix/share/fish/vendor_completions.d/alertpack.fish"
  install -D -m 644 .build-tools/man/alertpack.1 "$prefix/share/man/man1/alertpack.1"
}

name=alertpack-$version-linux-x86_64
stage "$work/$name"
install -m 644 LICENSE THIRD_PARTY.md README.md "$work/$name/"
tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner -C "$work" -cf - "$name" | gzip -n -9 > "$out/$name.tar.gz"

root=$work/deb
stage "$root/usr"
gzip -n -9 "$root/usr/share/man/man1/alertpack.1"
install -d "$root/usr/share/doc/alertpack"
{ echo "alertpack is licensed under the Apache License 2.0 (/usr/share/common-licenses/Apache-2.0)."; echo; cat THIRD_PARTY.md; } \
  > "$root/usr/share/doc/alertpack/copyright"
install -d "$root/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: alertpack
Version: $version
Architecture: amd64
Maintainer: AlertPack developers <alertpack@users.noreply.github.com>
Installed-Size: $size
Depends: libc6, libstdc++6, libgcc-s1, libsndfile1, libpng16-16, liblcms2-2, libisal2, libsamplerate0, libxml2, zlib1g, libharfbuzz0b, libfreetype6, libfontconfig1, libicu72
Recommends: ffmpeg, librsvg2-2, fonts-inter, fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji
Section: utils
Priority: optional
Homepage: https://github.com/alertpack/alertpack
Description: check, convert and package the assets iOS notifications use
 alertpack validates custom alert sounds, notification and app icons (asset
 catalogs and Icon Composer documents), launch images, notification
 attachments and payloads against Apple's rules; converts sounds into a
 format iOS plays; and packages the approved assets with a manifest.
CONTROL
find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
dpkg-deb --root-owner-group -Zxz --build "$root" "$out/alertpack_${version}_amd64.deb" > /dev/null
ls -l "$out/$name.tar.gz" "$out/alertpack_${version}_amd64.deb"
