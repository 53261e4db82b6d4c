#!/usr/bin/env bash
# End-to-end comparisons of the release binary with peer tools on this machine.
#
#   check  vs isutf8 (moreutils) and iconv -f UTF-8 on a cached 256 MiB multilingual file, plus
#          peak resident memory of check on 256 MiB and on 4 GiB (memory must not grow with size);
#   dump --color always  vs hexyl --color=always, dump --color never vs xxd, on 32 MiB.
#
# Inputs are built from ../shared/testdata (the 18-language Wikipedia corpus) into bench-data/
# (git-ignored). Installs hyperfine, moreutils, hexyl and GNU time from Debian when missing.
# Prints ratios (peer time / our time); absolute times on these machines are noise.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=../shared/testdata/perf/unicode_lipsum/wikipedia_mars
[ -d "$corpus" ] || { echo "missing $corpus" >&2; exit 1; }

need=()
command -v hyperfine >/dev/null || need+=(hyperfine)
command -v isutf8 >/dev/null || need+=(moreutils)
command -v hexyl >/dev/null || need+=(hexyl)
[ -x /usr/bin/time ] || need+=(time)
command -v xxd >/dev/null || need+=(xxd)
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

cargo build --release --quiet
bin=target/release/utf8-inspector
mkdir -p bench-data
make_file() { # NAME SIZE_MIB
  local f=bench-data/$1
  if [ ! -f "$f" ] || [ "$(stat -c %s "$f")" -lt $(($2 * 1048576 - 1048576)) ]; then
    cat "$corpus"/*.utf8.txt > bench-data/one.txt
    : > "$f"
    while [ "$(stat -c %s "$f")" -lt $(($2 * 1048576)) ]; do cat bench-data/one.txt >> "$f"; done
  fi
  echo "$f"
}
big=$(make_file multilingual-256MiB.txt 256)
small=bench-data/multilingual-32MiB.txt
head -c $((32 * 1048576)) "$big" > "$small"
cat "$big" "$small" > /dev/null # warm the page cache

mean() { # hyperfine JSON → mean seconds of command N
  python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['results'][int(sys.argv[2])]['mean'])" "$1" "$2"
}
ratio() { python3 -c "import sys; print(f'{float(sys.argv[1])/float(sys.argv[2]):.2f}')" "$1" "$2"; }

echo "== check, 256 MiB cached =="
hyperfine -N --warmup 2 --runs 10 --export-json bench-data/check.json \
  "$bin check $big" "isutf8 $big" "iconv -f UTF-8 -t UTF-8 $big -o /dev/null" >/dev/null
ours=$(mean bench-data/check.json 0); isu=$(mean bench-data/check.json 1); ico=$(mean bench-data/check.json 2)
echo "check: ${ours}s  isutf8: ${isu}s  iconv: ${ico}s"
echo "isutf8/check = $(ratio "$isu" "$ours")x   iconv/check = $(ratio "$ico" "$ours")x"

echo "== peak resident memory of check =="
rss() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; }
echo "check 256 MiB: $(rss "$bin" check "$big") KiB   isutf8 256 MiB: $(rss isutf8 "$big") KiB"
if [ "${SKIP_4G:-0}" != 1 ]; then
  four=bench-data/multilingual-4GiB.txt
  if [ ! -f "$four" ]; then for _ in $(seq 16); do cat "$big"; done > "$four"; fi
  echo "check 4 GiB: $(rss "$bin" check "$four") KiB"
fi

echo "== dump, 32 MiB =="
# Like with like: colour against hexyl's colour, plain against xxd's plain.
hyperfine -N --warmup 1 --runs 5 --export-json bench-data/dump.json --output=null \
  "$bin dump --color always $small" "hexyl --color=always $small" \
  "$bin dump --color never $small" "xxd $small" >/dev/null
ours=$(mean bench-data/dump.json 0); hx=$(mean bench-data/dump.json 1)
plain=$(mean bench-data/dump.json 2); xx=$(mean bench-data/dump.json 3)
echo "dump --color always: ${ours}s  hexyl --color=always: ${hx}s  dump --color never: ${plain}s  xxd: ${xx}s"
echo "hexyl/dump (colour) = $(ratio "$hx" "$ours")x (goal >= 5)   xxd/dump (plain) = $(ratio "$xx" "$plain")x (goal >= 1)"
echo "dump throughput: $(python3 -c "print(f'{32/float(\"$ours\"):.0f}')") MiB/s"
