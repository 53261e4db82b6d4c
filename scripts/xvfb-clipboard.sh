#!/usr/bin/env bash
# Copy through the real OS: the window under Xvfb, a selection, Ctrl+C, and the X clipboard read
# back with xclip. Passes only if what arrives on the system clipboard is the selected text. Run by
# scripts/test.sh after `cargo test` (it uses the debug binary that built; BIN overrides). Its system
# packages (xvfb, xdotool, xclip, Mesa, the X client libraries) come from
# scripts/install-system-deps.sh, which it runs first (a no-op when they are installed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh >/dev/null
bin=${BIN:-target/debug/utf8-inspector}
[ -x "$bin" ] || cargo build --quiet
work=$(mktemp -d)
app=
xvfb=
trap 'kill $app $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
# A fresh X server for each case: Xvfb picks a free display and writes its number when it is
# ready (others may run one too). One server for all cases sometimes went away as a killed window
# closed, failing every case after it.
start_x() {
  if [ -n "$xvfb" ]; then
    kill "$xvfb" 2>/dev/null || true
    wait "$xvfb" 2>/dev/null || true
  fi
  rm -f "$work/display"
  Xvfb -displayfd 3 -screen 0 1400x900x24 3>"$work/display" >/dev/null 2>&1 &
  xvfb=$!
  for _ in $(seq 1 100); do
    [ -s "$work/display" ] && break
    sleep 0.1
  done
  [ -s "$work/display" ] || { echo "FAIL: Xvfb did not start"; exit 1; }
  DISPLAY=:$(head -1 "$work/display")
  export DISPLAY
}
fail=0
# The app's window id, once it is mapped (up to 10 s); fails if none comes.
find_window() {
  local wid=
  for _ in $(seq 1 100); do
    wid=$(xdotool search --name utf8-inspector 2>/dev/null | tail -1 || true)
    [ -n "$wid" ] && { echo "$wid"; return 0; }
    sleep 0.1
  done
  return 1
}
# FILE OFFSET EXPECTED [PRESSES [KEYS [BEFORE]]]: open FILE selecting the character at OFFSET,
# press Right PRESSES times 5 ms apart (key repeat speed), then BEFORE (another key, e.g. ctrl+End),
# then KEYS (ctrl+c: text; ctrl+shift+c: hex; ctrl+alt+c: an escaped string), read the clipboard.
copy_case() {
  start_x
  printf 'placeholder' | xclip -selection clipboard
  "$bin" "$1" --offset "$2" >/dev/null 2>&1 &
  app=$!
  local wid
  wid=$(find_window) || { echo "FAIL: no window for $1"; fail=1; return; }
  # The window takes the focus once it is mapped (a BadMatch before that).
  for _ in $(seq 1 100); do
    xdotool windowfocus --sync "$wid" >/dev/null 2>&1 && break
    sleep 0.2
  done
  # Ready when the window answers a key: Ctrl+C replaces the placeholder with the character at the
  # cursor (polled, not a fixed sleep: a loaded machine may take many seconds for the first frames
  # and the diagnosis, which switches a UTF-16 file to its code units).
  local ready=
  for _ in $(seq 1 60); do
    xdotool key ctrl+c
    sleep 0.5
    if [ "$(timeout 5 xclip -o -selection clipboard 2>/dev/null || true)" != placeholder ]; then
      ready=1
      break
    fi
  done
  [ -n "$ready" ] || { echo "FAIL: $(basename "$1"): the window never answered Ctrl+C"; fail=1; return; }
  sleep 1 # the diagnosis may still switch the reading; let it settle before the real copy
  printf 'placeholder' | xclip -selection clipboard
  if [ "${4:-0}" -gt 0 ]; then
    # shellcheck disable=SC2046
    xdotool key --delay 5 $(printf 'Right %.0s' $(seq 1 "$4"))
    sleep 0.5
  fi
  if [ -n "${6:-}" ]; then
    xdotool key "$6"
    sleep 0.5
  fi
  xdotool key "${5:-ctrl+c}"
  for _ in $(seq 1 20); do
    [ "$(timeout 5 xclip -o -selection clipboard 2>/dev/null || true)" != placeholder ] && break
    sleep 0.25
  done
  local got
  got=$(timeout 5 xclip -o -selection clipboard 2>/dev/null || true)
  if [ "$got" = "$3" ]; then
    echo "ok: $(basename "$1") at $2, ${4:-0} Right presses, ${5:-ctrl+c} → clipboard holds '$got'"
  else
    echo "FAIL: $(basename "$1") at $2 → clipboard holds '$got', expected '$3'"
    fail=1
  fi
  kill "$app" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
  app=
}
printf 'h\xc3\xa9llo \xe2\x89\xa0 w\xc3\xb6rld\n' > "$work/utf8.txt"
copy_case "$work/utf8.txt" 1 "é"
copy_case "$work/utf8.txt" 7 "≠"
copy_case "$work/utf8.txt" 1 "c3 a9" 0 ctrl+shift+c
copy_case "$work/utf8.txt" 1 '\u{e9}' 0 ctrl+alt+c
# UTF-16LE with a BOM: "A😀B"; the pair D83D DE00 at bytes 4–7 is one unit, copied as its character.
printf '\xff\xfeA\x00\x3d\xd8\x00\xdeB\x00\n\x00' > "$work/utf16.txt"
copy_case "$work/utf16.txt" 5 "😀"
# Twenty Right presses at 5 ms: the cursor moves twenty bytes (byte 20 is "k"), none lost.
printf '0123456789abcdefghijklmnopqrstuvwxyz\n' > "$work/keys.txt"
copy_case "$work/keys.txt" 0 "k" 20
# Ctrl+End on a file ending in é lands on the whole é (it landed on A9 alone and copied U+FFFD).
printf 'caf\xc3\xa9' > "$work/ends.txt"
copy_case "$work/ends.txt" 0 "é" 0 ctrl+c ctrl+End
copy_case "$work/ends.txt" 0 "c3 a9" 0 ctrl+shift+c ctrl+End
# Shift+Right from "h" selects "h" and C3, cutting é: the text copy takes the whole é, the hex
# copy exactly the two selected bytes.
copy_case "$work/utf8.txt" 0 "hé" 0 ctrl+c shift+Right
copy_case "$work/utf8.txt" 0 "68 c3" 0 ctrl+shift+c shift+Right
# Ctrl+O where no file dialog can open (no D-Bus session bus, no zenity on PATH: the app runs with
# neither, whatever this machine has): the "Open a file" field appears at once; a typed path and
# Enter open the file, and Ctrl+C copies its first character.
open_case() {
  start_x
  printf 'placeholder' | xclip -selection clipboard
  env -u DBUS_SESSION_BUS_ADDRESS XDG_RUNTIME_DIR="$work" PATH="$work/no-tools" "$bin" >/dev/null 2>&1 &
  app=$!
  local wid
  wid=$(find_window) || { echo "FAIL: no window for Ctrl+O"; fail=1; return; }
  for _ in $(seq 1 100); do
    xdotool windowfocus --sync "$wid" >/dev/null 2>&1 && break
    sleep 0.2
  done
  sleep 2
  xdotool key ctrl+o
  sleep 1
  xdotool type --delay 20 "$1"
  xdotool key Return
  local got=placeholder
  for _ in $(seq 1 40); do
    sleep 0.5
    xdotool key ctrl+c
    got=$(timeout 5 xclip -o -selection clipboard 2>/dev/null || true)
    [ "$got" != placeholder ] && break
  done
  if [ "$got" = "$2" ]; then
    echo "ok: Ctrl+O without a dialog, typed $(basename "$1"), Enter, Ctrl+C → '$got'"
  else
    echo "FAIL: Ctrl+O without a dialog, typed $1 → clipboard holds '$got', expected '$2'"
    fail=1
  fi
  kill "$app" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
  app=
}
open_case "$work/ends.txt" "c"
# SIGTERM (a logout, kill) closes the window as its close button does: it exits 0 and what it
# remembers is saved (killed, it lost what changed in the last 30 seconds).
term_case() {
  start_x
  mkdir -p "$work/home"
  HOME="$work/home" "$bin" "$work/utf8.txt" >/dev/null 2>&1 &
  app=$!
  local wid
  wid=$(find_window) || { echo "FAIL: no window for the SIGTERM case"; fail=1; return; }
  sleep 2
  kill -TERM "$app"
  local code=0
  wait "$app" || code=$?
  app=
  local saved
  saved=$(find "$work/home" -name app.ron | head -1)
  if [ "$code" = 0 ] && [ -n "$saved" ]; then
    echo "ok: SIGTERM closes the window (exit 0) and its settings are saved ($(basename "$saved"))"
  else
    echo "FAIL: SIGTERM: exit $code, settings file '${saved}'"
    fail=1
  fi
}
term_case
exit $fail
