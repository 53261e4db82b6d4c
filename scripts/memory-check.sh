#!/usr/bin/env bash
# Peak resident memory of the window on 512 MiB of random bytes (issue 20's goal: ≤ 150 MiB), the
# release build under Xvfb 1280×800: opens the file, waits until the scan is done (the process idle
# for four seconds), reads VmHWM, and fails above the limit. Run by scripts/test.sh (so by CI) after
# the tests: it builds the release binary (minutes on a bare machine) and needs 512 MiB of disk.
# What it counts: about 55 MiB of the total is Mesa's llvmpipe (libLLVM) under Xvfb, 17 MiB the
# binary's pages, the rest ours (the 100,000 listed errors are 4.8 MB). LIMIT_MIB overrides the limit.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh >/dev/null
cargo build --release --quiet
limit=${LIMIT_MIB:-150}
work=$(mktemp -d)
app=
xvfb=
trap 'kill $app $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
head -c 512M /dev/urandom > "$work/random.bin"
Xvfb -displayfd 3 -screen 0 1280x800x24 3>"$work/display" >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 1 100); do [ -s "$work/display" ] && break; sleep 0.1; done
DISPLAY=:$(head -1 "$work/display") XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp} \
  XDG_DATA_HOME="$work/xdg" target/release/utf8-inspector "$work/random.bin" >/dev/null 2>&1 &
app=$!
prev=0
idle=0
for i in $(seq 1 300); do
  sleep 1
  t=$(awk '{print $14+$15}' "/proc/$app/stat")
  if [ "$i" -gt 3 ] && [ $((t - prev)) -lt 10 ]; then idle=$((idle + 1)); else idle=0; fi
  [ "$idle" -ge 4 ] && break
  prev=$t
done
kib=$(awk '/VmHWM/ {print $2}' "/proc/$app/status")
mib=$(awk -v k="$kib" 'BEGIN { printf "%.1f", k / 1024 }')
echo "peak resident memory: $mib MiB (VmHWM, after ${i}s; limit $limit MiB)"
awk -v k="$kib" -v l="$limit" 'BEGIN { exit !(k / 1024 <= l) }' || { echo "FAIL: above $limit MiB"; exit 1; }
echo "ok"
