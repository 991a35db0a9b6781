#!/usr/bin/env bash
# Regenerates docs/previews: Samples/payloads/order-shipped.json drawn in English, German, Japanese
# and Arabic (banner, Lock Screen, Notification Center, expanded view, Apple Watch, alert; the
# German banner dark too), category.json's expanded view with its actions, and long-body.json's
# banner (its cut marked). PreviewTests compares fresh renderings with these bytes; README shows some.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/debug/alertpack
out=docs/previews
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
$bin preview Samples/payloads/order-shipped.json Samples/payloads/category.json Samples/payloads/long-body.json \
  --strings Samples/payloads/strings --actions Samples/actions/good.yml --out "$work/all" --format json > /dev/null
mkdir -p "$out"
rm -f "$out"/*.png
for language in en de ja ar; do
  for surface in banner lock-screen notification-center expanded watch alert; do
    cp "$work/all/order-shipped.$language.$surface.light.png" "$out/"
  done
done
cp "$work/all/order-shipped.de.banner.dark.png" "$work/all/category.base.expanded.light.png" \
  "$work/all/category.base.expanded.dark.png" "$work/all/long-body.base.banner.light.png" "$out/"
ls "$out" | wc -l
