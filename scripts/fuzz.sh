#!/usr/bin/env bash
# Fuzzes the codec and the scanner (fuzz/fuzz_targets/decode.rs): arbitrary bytes, one-shot and in
# chunkings the input chooses, checked against std, String::from_utf8_lossy and encoding_rs, and every
# scanner fast path against its plain reference.
#
#   scripts/fuzz.sh [SECONDS]     (default 1800)
#
# libFuzzer needs nightly-only flags; RUSTC_BOOTSTRAP=1 lets the stable toolchain here use them.
# Seeds: the committed minimised corpus (fuzz/corpus-min/) plus the shared test data.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
secs=${1:-1800}
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
mkdir -p corpus/decode
cp -n corpus-min/* corpus/decode/ 2>/dev/null || true
cp -n ../../shared/testdata/kuhn/UTF-8-test.txt corpus/decode/kuhn 2>/dev/null || true
cp -n ../../shared/testdata/vectors/flenniken/utf8tests.bin corpus/decode/flenniken 2>/dev/null || true
RUSTC_BOOTSTRAP=1 cargo fuzz run decode corpus/decode -- \
  -max_total_time="$secs" -max_len=4096 -print_final_stats=1
# Keep the corpus small in git: minimise into corpus-min/.
rm -rf corpus-min.new && mkdir corpus-min.new
RUSTC_BOOTSTRAP=1 cargo fuzz cmin decode corpus/decode -- -max_len=4096 >/dev/null 2>&1 || true
cp corpus/decode/* corpus-min.new/ && rm -rf corpus-min && mv corpus-min.new corpus-min
echo "corpus-min: $(ls corpus-min | wc -l) inputs"
