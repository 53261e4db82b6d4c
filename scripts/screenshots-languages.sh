#!/usr/bin/env bash
# Screenshots of the window in Polish, Portuguese and German for the README (issue 21): the
# inspector on C0 80, a legacy file's banner, and the Diagnosis tab of a mojibake file (the
# French UDHR read as windows-1252 and saved as UTF-8). The language comes from the locale (LANG),
# as on a user's machine; the side tab from a settings file in a scratch data folder.
# Usage: scripts/screenshots-languages.sh [OUT_DIR]  (default docs/); needs the debug binary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh >/dev/null
bin=${BIN:-target/debug/utf8-inspector}
[ -x "$bin" ] || cargo build --quiet
out=${1:-docs}
mkdir -p "$out"
work=$(mktemp -d)
trap 'kill $app $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
app=
xvfb=
python3 - "$work/mojibake-fr.txt" <<'PY'
import sys
text = open("../shared/testdata/udhr/fra.txt", encoding="utf-8").read()[:1500]
open(sys.argv[1], "w", encoding="utf-8").write(text.encode("utf-8").decode("cp1252", "replace"))
PY
shot() { # LANG_CODE LOCALE NAME FILE OFFSET TAB
  mkdir -p "$work/xdg/utf8-inspector"
  printf '{\n    "settings": "(side_tab:%s)",\n}\n' "$6" > "$work/xdg/utf8-inspector/app.ron"
  rm -f "$work/display"
  Xvfb -displayfd 3 -screen 0 1280x800x24 3>"$work/display" >/dev/null 2>&1 &
  xvfb=$!
  for _ in $(seq 1 100); do [ -s "$work/display" ] && break; sleep 0.1; done
  export DISPLAY=:$(head -1 "$work/display")
  LANG=$2 LANGUAGE= LC_ALL= XDG_DATA_HOME="$work/xdg" XDG_RUNTIME_DIR=/tmp \
    "$bin" "$4" --offset "$5" >/dev/null 2>&1 &
  app=$!
  for _ in $(seq 1 100); do
    xdotool search --name utf8-inspector >/dev/null 2>&1 && break
    sleep 0.2
  done
  # Drawn when the picture is no longer black (a loaded machine takes a while for the first
  # frames and the diagnosis); then a little more for the diagnosis to arrive.
  for _ in $(seq 1 30); do
    sleep 2
    import -window root "$out/lang-$1-$3.png"
    mean=$(convert "$out/lang-$1-$3.png" -format '%[fx:mean]' info:)
    awk -v m="$mean" 'BEGIN { exit !(m > 0.03) }' && break
  done
  sleep 4
  import -window root "$out/lang-$1-$3.png"
  kill "$app" "$xvfb" 2>/dev/null || true
  wait "$app" "$xvfb" 2>/dev/null || true
  echo "$out/lang-$1-$3.png"
}
for l in pl:pl_PL.UTF-8 pt:pt_BR.UTF-8 de:de_DE.UTF-8; do
  code=${l%%:*}
  locale=${l#*:}
  shot "$code" "$locale" c0-80 assets/examples/overlong-nul.bin 1 Inspector
  shot "$code" "$locale" banner assets/examples/polish-iso-8859-2.txt 0 Inspector
  shot "$code" "$locale" diagnosis "$work/mojibake-fr.txt" 0 Diagnosis
done
