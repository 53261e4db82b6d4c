#!/usr/bin/env bash
# Installs the program for one user (or under PREFIX): the binary (cargo install), the man page, the
# bash/zsh/fish completions (all generated from the command-line definition by the binary itself),
# and the desktop entry and icon, so the file manager's "Open with" offers utf8-inspector for text
# files.
#
#   scripts/install-desktop.sh            # into ~/.local (and ~/.cargo/bin for the binary)
#   PREFIX=/usr/local scripts/install-desktop.sh
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${PREFIX:-$HOME/.local}
cargo install --locked --path .
bin=$(command -v utf8-inspector || echo "$HOME/.cargo/bin/utf8-inspector")
install -d "$prefix/share/man/man1" "$prefix/share/applications" \
  "$prefix/share/icons/hicolor/scalable/apps" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
"$bin" generate man > "$prefix/share/man/man1/utf8-inspector.1"
"$bin" generate bash > "$prefix/share/bash-completion/completions/utf8-inspector"
"$bin" generate zsh > "$prefix/share/zsh/site-functions/_utf8-inspector"
"$bin" generate fish > "$prefix/share/fish/vendor_completions.d/utf8-inspector.fish"
install -m 644 assets/utf8-inspector.desktop "$prefix/share/applications/"
install -m 644 assets/utf8-inspector.svg "$prefix/share/icons/hicolor/scalable/apps/"
command -v update-desktop-database >/dev/null && update-desktop-database "$prefix/share/applications" || true
echo "installed: $bin, man page, completions, desktop entry under $prefix"
