#!/bin/sh
# Replaces scripts/tzdb/tzdata.zi with the one in Debian's `tzdata` package: the tzdb source of that
# version, backzone included (Debian builds with PACKRATDATA=backzone PACKRATLIST=zone.tab), in zic's
# input form. Downloads the package and unpacks it in a temporary directory; the machine's own tzdata
# is left as it is.
#   apt-get update && scripts/tzdb/fetch-tzdata.sh [Debian version, e.g. 2026f-0+deb12u1; default the newest]
# then `npx tsx scripts/generate-zone-table.ts`, run test/astro/time-zones.test.ts, and commit both files.
set -eu
target="$(cd "$(dirname "$0")" && pwd)/tzdata.zi"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download "tzdata${1:+=$1}"
dpkg-deb -x tzdata_*.deb unpacked
zi=unpacked/usr/share/zoneinfo/tzdata.zi
grep -q '^# ddeps .*backzone' "$zi" || { echo "$(ls tzdata_*.deb): tzdata.zi was not built with backzone" >&2; exit 1; }
cp "$zi" "$target"
echo "$(ls tzdata_*.deb) → $target: $(sed -n 's/^# version /tzdb /p' "$target")"
