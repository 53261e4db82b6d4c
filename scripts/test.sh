#!/usr/bin/env bash
# The README's test command: everything the tests are, on a fresh machine (Debian, the Rust
# toolchain from rustup). Installs the system packages the tests need if any is missing
# (scripts/install-system-deps.sh: apt-get as root, else sudo), then runs
#   1. cargo test: every unit, integration and doc test (they read ../shared/testdata);
#   2. scripts/xvfb-clipboard.sh: copying from the real window under Xvfb to the X clipboard;
#   3. scripts/memory-check.sh: the window's peak memory on 512 MiB of random bytes (release build).
# Arguments go to cargo test (e.g. `scripts/test.sh --release`). Exit 0 only if all pass.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo >/dev/null 2>&1; then
  echo "test.sh: cargo not found: this project needs the Rust toolchain (https://rustup.rs) on PATH" >&2
  exit 1
fi
data=${UTF8_INSPECTOR_TESTDATA:-../shared/testdata}
if [ ! -d "$data" ]; then
  echo "test.sh: $data is missing: the tests need it (see README, 'Test data')" >&2
  exit 1
fi
bash scripts/install-system-deps.sh

mkdir -p target
status=0
cargo test --locked "$@" 2>&1 | tee target/test.log || status=1
# One closing line over all test binaries (cargo's own last line is the doc-test binary's).
awk '/^test result:/ { p += $4; f += $6; i += $8 } END {
  printf "cargo test: %d passed, %d failed, %d ignored\n", p, f, i }' target/test.log
if [ "$status" -ne 0 ]; then
  echo "test.sh: cargo test failed (log: target/test.log)" >&2
  exit 1
fi

# The clipboard check runs the binary cargo test just built (target/debug, or BIN).
if [[ " $* " == *" --release "* ]]; then
  export BIN=${BIN:-target/release/utf8-inspector}
fi
if ! bash scripts/xvfb-clipboard.sh; then
  echo "test.sh: the clipboard check under Xvfb failed" >&2
  exit 1
fi
if ! bash scripts/memory-check.sh; then
  echo "test.sh: the window's peak memory is above its limit (scripts/memory-check.sh)" >&2
  exit 1
fi
echo "test.sh: all tests passed"
