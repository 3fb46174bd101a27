#!/usr/bin/env bash
# What compiling ClientGenCore costs, two revisions side by side: the module every consumer of the build plugin
# compiles before its own code. Each pair compiles revision A, then B, from scratch with the flags SwiftPM gives a
# dependency in a debug build (batch mode on two jobs, -incremental, an index store, -enable-testing, -g), and prints
# each build's CPU and wall seconds and the size of its object code, then the medians of the pairs' ratios A/B.
# Time is what counts: a smaller object can cost more to compile (BENCHMARKS.md, "The build plugin's tool").
#
# Usage: Benchmarks/core-compile.sh REV_A REV_B [PAIRS]   (a revision may be "." for the working tree; PAIRS=5)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
[ $# -ge 2 ] || { echo "usage: $0 REV_A REV_B [PAIRS]" >&2; exit 2; }
pairs="${3:-5}"
work="$(mktemp -d /tmp/clientgen-core-compile.XXXXXX)"
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT

sources_of() { # revision, folder -> a copy of ClientGenCore's sources
    mkdir -p "$2"
    if [ "$1" = "." ]; then
        cp -R "$root/Sources/ClientGenCore" "$2/"
    else
        (cd "$root" && git archive "$1" Sources/ClientGenCore) | tar -x -C "$2" --strip-components=1
    fi
}
sources_of "$1" "$work/a"
sources_of "$2" "$work/b"

compile() { # sources folder -> "cpu wall text"
    local out="$work/build"
    rm -rf "$out" && mkdir -p "$out"
    find "$1/ClientGenCore" -name '*.swift' | sort > "$out/files"
    # -incremental needs an output file map naming each file's outputs, as SwiftPM writes one.
    python3 - "$out" <<'PYTHON'
import json, os, sys
out = sys.argv[1]
entries = {"": {"swift-dependencies": out + "/module.swiftdeps"}}
for path in open(out + "/files").read().split("\n")[:-1]:
    stem = out + "/" + os.path.basename(path)[:-len(".swift")]
    entries[path] = {"object": stem + ".o", "swift-dependencies": stem + ".swiftdeps", "dependencies": stem + ".d",
                     "swiftmodule": stem + "~partial.swiftmodule", "diagnostics": stem + ".dia"}
json.dump(entries, open(out + "/output-file-map.json", "w"))
PYTHON
    # From inside the build's folder, so that nothing the compiler writes can land elsewhere.
    (cd "$out" && /usr/bin/time -f "%U %S %e" -o "$out/time" xargs swiftc -module-name ClientGenCore -emit-dependencies \
        -emit-module -emit-module-path "$out/ClientGenCore.swiftmodule" -output-file-map "$out/output-file-map.json" \
        -parse-as-library -incremental -enable-batch-mode -j2 -serialize-diagnostics -index-store-path "$out/index" \
        -Onone -enable-testing -g -DSWIFT_PACKAGE -DDEBUG -module-cache-path "$out/cache" -swift-version 6 \
        -package-name clientgen -c < "$out/files" > /dev/null 2> "$out/log") || { cat "$out/log" >&2; exit 1; }
    local text
    text=$(size "$out"/*.o | awk 'NR > 1 { total += $1 } END { print total }')
    awk -v text="$text" '{ printf "%.2f %.2f %d\n", $1 + $2, $3, text }' "$out/time"
}

echo "A = $1, B = $2, $pairs pairs, $(nproc) cores"
ratios="$work/ratios"
: > "$ratios"
for pair in $(seq 1 "$pairs"); do
    compile "$work/a" > "$work/result-a"
    compile "$work/b" > "$work/result-b"
    read -r cpu_a wall_a text_a < "$work/result-a"
    read -r cpu_b wall_b text_b < "$work/result-b"
    printf "pair %d  A: %6.2f s CPU %6.2f s wall %9d B text   B: %6.2f s CPU %6.2f s wall %9d B text\n" \
        "$pair" "$cpu_a" "$wall_a" "$text_a" "$cpu_b" "$wall_b" "$text_b"
    awk -v ca="$cpu_a" -v cb="$cpu_b" -v wa="$wall_a" -v wb="$wall_b" 'BEGIN { print ca / cb, wa / wb }' >> "$ratios"
done
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
printf "A/B CPU  median %.3f\n" "$(cut -d' ' -f1 "$ratios" | median)"
printf "A/B wall median %.3f\n" "$(cut -d' ' -f2 "$ratios" | median)"
