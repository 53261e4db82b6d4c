#!/usr/bin/env bash
# The real window under Xvfb while another process truncates, empties, appends to, replaces and
# deletes the file it shows (its last megabyte on screen). Passes if the window survives every step;
# leaves screenshots in bench-data/faults-*.png. Installs xvfb, xdotool and imagemagick if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
command -v Xvfb >/dev/null || need+=(xvfb)
command -v import >/dev/null || need+=(imagemagick)
dpkg -s libgl1-mesa-dri >/dev/null 2>&1 || need+=(libgl1-mesa-dri libegl1)
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
cargo build --release --quiet
mkdir -p bench-data
f=bench-data/faults.txt
python3 -c "import sys; sys.stdout.write(('héllo wörld ≠ 😀 \xff\n' * 200000))" > /dev/null 2>&1 || true
printf 'h\xc3\xa9llo w\xc3\xb6rld \xe2\x89\xa0 \xc0\xaf\n%.0s' $(seq 1 150000) > "$f"
size=$(stat -c %s "$f")
export DISPLAY=:97
Xvfb :97 -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
target/release/utf8-inspector "$f" --offset $((size - 1048576)) >/dev/null 2>&1 &
app=$!
sleep 4
alive() { if kill -0 "$app" 2>/dev/null; then echo "$1: window alive"; else echo "$1: WINDOW DIED"; exit 1; fi; }
shot() { import -window root "bench-data/faults-$1.png"; }
alive "opened ($size bytes, last MiB on screen)"
truncate -s $((size / 2)) "$f"; sleep 2; alive "truncated to half"; shot half
truncate -s 0 "$f"; sleep 2; alive "truncated to zero"; shot zero
printf 'appended\n' >> "$f"; sleep 2; alive "appended to"
printf 'replacement\n' > bench-data/faults-new.txt; mv bench-data/faults-new.txt "$f"; sleep 2; alive "replaced by rename"; shot replaced
rm "$f"; sleep 2; alive "deleted"; shot deleted
kill "$app"
echo "all steps survived"
