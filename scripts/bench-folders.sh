#!/usr/bin/env bash
# `check --recursive` on a folder tree against `find | xargs isutf8` in the same run (issue 11).
#
#   scripts/bench-folders.sh [FILES]     (default 10000)
#
# Builds bench-data/mix-FILES/ (git-ignored): FILES text files of 150–15,000 characters
# (log-uniform) cut from the shared UDHR corpora in 100 folders: 60% UTF-8, 25% written in a
# legacy encoding for their language (windows-1252, ISO-8859-2, windows-1251, …), 15% UTF-8 with
# 1–5 damaged bytes (issue 17's mix). Then times both
# with hyperfine (warm cache), with and without the diagnosis (--no-diagnosis validates only, as
# isutf8 does), and reports wall time, CPU use (both cores busy?) and peak memory of
# check from GNU time. Prints ratios; absolute times on these machines are noise.
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-10000}
shared=../shared/testdata
[ -d "$shared/udhr" ] || { echo "missing $shared/udhr" >&2; exit 1; }
need=()
command -v hyperfine >/dev/null || need+=(hyperfine)
command -v isutf8 >/dev/null || need+=(moreutils)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
cargo build --release --quiet
bin=$PWD/target/release/utf8-inspector
tree=bench-data/mix-$files
if [ ! -d "$tree" ]; then
  python3 - "$shared" "$tree" "$files" <<'PY'
import pathlib, random, sys
shared, tree, files = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), int(sys.argv[3])
legacy = {"ces": "iso-8859-2", "pol": "iso-8859-2", "hun": "iso-8859-2", "slk": "iso-8859-2",
          "rus": "cp1251", "ukr": "cp1251", "bul": "cp1251", "bel": "cp1251", "ell": "cp1253",
          "tur": "cp1254", "heb": "cp1255", "arb": "cp1256", "lit": "cp1257", "lvs": "cp1257",
          "vie": "cp1258", "tha": "cp874"}
texts = []
for p in sorted((shared / "udhr").glob("*.txt")):
    texts.append((p.stem, p.read_text(encoding="utf-8")))
rng = random.Random(1)
for i in range(files):
    code, t = texts[i % len(texts)]
    n = int(150 * 100 ** rng.random())
    while len(t) < n:
        t = t + "\n" + t
    start = rng.randint(0, max(0, len(t) - n))
    chunk = t[start:start + n]
    d = tree / f"d{i % 100:02d}"
    d.mkdir(parents=True, exist_ok=True)
    kind = i % 20
    if kind < 5:
        data = chunk.encode(legacy.get(code, "cp1252"), errors="ignore")
    else:
        data = bytearray(chunk.encode("utf-8"))
        if kind < 8:
            for _ in range(rng.randint(1, 5)):
                data[rng.randrange(len(data))] = rng.randrange(0x80, 0x100)
        data = bytes(data)
    (d / f"f{i:07d}.txt").write_bytes(data)
PY
fi
echo "tree: $tree ($(find "$tree" -type f | wc -l) files, $(du -sh "$tree" | cut -f1))"
hyperfine -N -i --warmup 2 --runs 10 --export-json bench-data/folders.json \
  "$bin check --recursive --quiet $tree" \
  "$bin check --recursive --quiet --no-diagnosis $tree" \
  "bash -c 'find $tree -type f -print0 | xargs -0 isutf8 >/dev/null'" >/dev/null
python3 - <<'PY'
import json
r = json.load(open("bench-data/folders.json"))["results"]
full, valid_only, peer = r[0]["mean"], r[1]["mean"], r[2]["mean"]
print(f"find | xargs isutf8 (validates only): {peer:.3f} s")
print(f"check --recursive --no-diagnosis (validates only): {valid_only:.3f} s; ratio {peer / valid_only:.2f}x (>= 1 is the goal)")
print(f"check --recursive (and names each file's encoding, looks for mojibake): {full:.3f} s; ratio {peer / full:.2f}x")
PY
for flag in "" --no-diagnosis; do
  /usr/bin/time -f "check $flag: wall %e s, CPU %P (200%% = both cores busy), peak RSS %M KiB" \
    "$bin" check --recursive --quiet $flag "$tree" >/dev/null || true
done
