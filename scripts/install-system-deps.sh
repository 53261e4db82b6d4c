#!/usr/bin/env bash
# System packages the tests need beyond the Rust toolchain (Debian): mkfifo (coreutils) for a CLI
# test, script (bsdutils: a pseudo-terminal for the progress-line test), git (a .gitignore test),
# desktop-file-validate (the desktop entry test), nroff (the man page renders), and Mesa's software Vulkan (lavapipe) and EGL so that the window's render snapshots draw
# without a GPU. Installs only what is missing.
set -euo pipefail
need=()
command -v mkfifo >/dev/null 2>&1 || need+=(coreutils)
command -v setpriv >/dev/null 2>&1 || need+=(util-linux)
command -v script >/dev/null 2>&1 || need+=(bsdutils)
command -v git >/dev/null 2>&1 || need+=(git)
command -v desktop-file-validate >/dev/null 2>&1 || need+=(desktop-file-utils)
command -v nroff >/dev/null 2>&1 || need+=(groff-base)
for pkg in mesa-vulkan-drivers libvulkan1 libegl1 libgl1-mesa-dri; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
