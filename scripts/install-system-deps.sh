#!/usr/bin/env bash
# The system packages the tests need beyond the Rust toolchain (Debian), installed if missing: as
# root with apt-get, else through sudo. Installs nothing when everything is there. scripts/test.sh
# runs it first; run it alone to prepare a machine.
#
#   scripts/install-system-deps.sh           install what is missing
#   scripts/install-system-deps.sh --check   only list what is missing (exit 1 if anything is)
set -euo pipefail

check_only=false
case "${1:-}" in
  --check) check_only=true ;;
  "") ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

# Commands the tests run: "command package what for".
commands=(
  "mkfifo coreutils tests/cli.rs: a FIFO given to check"
  "kill procps tests/cli_writes.rs: SIGINT and SIGTERM to a conversion being written"
  "setpriv util-linux tests/hostile.rs: a file another user cannot read"
  "script bsdutils tests/cli.rs: the progress line on a pseudo-terminal"
  "git git tests/cli.rs: check skips what .gitignore names"
  "desktop-file-validate desktop-file-utils tests/packaging.rs: the desktop entry"
  "nroff groff-base tests/packaging.rs: the man page renders"
  "Xvfb xvfb scripts/xvfb-clipboard.sh: an X server without a screen"
  "xdotool xdotool scripts/xvfb-clipboard.sh: keys into the window"
  "xclip xclip scripts/xvfb-clipboard.sh: reads the X clipboard back"
  "gzip gzip tests/project_tree.rs: a real gzip file"
  "xz xz-utils tests/project_tree.rs: a real xz file"
  "bzip2 bzip2 tests/project_tree.rs: a real bzip2 file"
  "zstd zstd tests/project_tree.rs: a real Zstandard file"
  "lz4 lz4 tests/project_tree.rs: a real LZ4 file"
  "zip zip tests/project_tree.rs: real ZIP, JAR and EPUB files"
  "tar tar tests/project_tree.rs: a real tar file"
  "ar binutils tests/project_tree.rs: a real ar archive"
  "convert imagemagick tests/project_tree.rs: real PNG, GIF, JPEG, BMP, TIFF, WebP, ICO images"
  "sqlite3 sqlite3 tests/project_tree.rs: a real SQLite database"
)
# Libraries nothing runs by name (loaded with dlopen): "package what for".
libraries=(
  "mesa-vulkan-drivers tests/gui.rs: lavapipe, software Vulkan for the render snapshots"
  "libvulkan1 tests/gui.rs: the Vulkan loader"
  "libegl1 the window's OpenGL (EGL) under Xvfb"
  "libgl1-mesa-dri the window's software OpenGL (llvmpipe) under Xvfb"
  "libxkbcommon-x11-0 the window's keyboard on X11 (scripts/xvfb-clipboard.sh)"
  "libxcursor1 the window's cursors on X11 (scripts/xvfb-clipboard.sh)"
  "libxi6 the window's input on X11 (scripts/xvfb-clipboard.sh)"
)

need=()
why=()
installed() {
  [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]
}
have_dpkg=false
command -v dpkg-query >/dev/null 2>&1 && have_dpkg=true
# With dpkg, the package decides, not a command of that name on PATH: a machine may carry a
# stand-in (a `convert` that only prints PNGs, in /usr/local/bin) that hides a missing package.
for entry in "${commands[@]}"; do
  read -r cmd pkg what <<<"$entry"
  if { $have_dpkg && ! installed "$pkg"; } || ! command -v "$cmd" >/dev/null 2>&1; then
    need+=("$pkg")
    why+=("  $pkg: $cmd ($what)")
  fi
done
for entry in "${libraries[@]}"; do
  read -r pkg what <<<"$entry"
  if ! $have_dpkg || ! installed "$pkg"; then
    need+=("$pkg")
    why+=("  $pkg: $what")
  fi
done

if [ ${#need[@]} -eq 0 ]; then
  echo "install-system-deps: every system package the tests need is installed"
  exit 0
fi
echo "install-system-deps: missing for the tests:" >&2
printf '%s\n' "${why[@]}" >&2
if $check_only; then
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1 || ! $have_dpkg; then
  echo "install-system-deps: no apt-get/dpkg here (this script knows Debian and its derivatives):" \
    "install the equivalents of these Debian packages by hand: ${need[*]}" >&2
  exit 1
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "install-system-deps: not root and no sudo: as root, run" \
      "apt-get install ${need[*]}" >&2
    exit 1
  fi
  sudo=(sudo)
  echo "install-system-deps: installing with sudo (it may ask for your password)" >&2
fi
echo "install-system-deps: apt-get install ${need[*]}" >&2
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
  "${need[@]}" >/dev/null
# Check again: a package that installed but did not bring its command is a wrong name above.
if ! bash "$0" --check >/dev/null 2>&1; then
  echo "install-system-deps: still missing after apt-get:" >&2
  bash "$0" --check || true
  exit 1
fi
