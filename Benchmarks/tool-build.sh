#!/usr/bin/env bash
# What building the build plugin's tool costs: the build every consumer pays for in a clean build, before any of its
# own code compiles. Builds one product of a revision of this repository from clean, several times, timing each build
# (wall and CPU), then once more with the compiler's statistics (-stats-output-dir), and prints the CPU time of every
# module by compiler phase.
#
# Usage: Benchmarks/tool-build.sh [--revision REV] [--product NAME] [--runs N]
#   --revision REV   a commit to measure (default: the working tree), copied with `git archive`
#   --product NAME   the product to build (default: clientgen-build, the build plugin's tool; clientgen before it)
#   --runs N         clean builds to time (default 3)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
revision="" product="" runs=3
while [ $# -gt 0 ]; do
    case "$1" in
        --revision) revision="$2"; shift 2 ;;
        --product) product="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        *) echo "unknown argument $1" >&2; exit 64 ;;
    esac
done
work="$(mktemp -d /tmp/clientgen-tool-build.XXXXXX)"
trap 'rm -rf "$work"' EXIT
if [ -n "$revision" ]; then
    mkdir "$work/package"
    git -C "$root" archive "$revision" | tar -x -C "$work/package"
    package="$work/package"
else
    package="$root"
fi
if [ -z "$product" ]; then
    if grep -q '"clientgen-build"' "$package/Package.swift"; then product=clientgen-build; else product=clientgen; fi
fi
scratch="$work/build"
echo "== $product of ${revision:-the working tree}, $runs clean builds ($(nproc) cores)"
swift package --package-path "$package" --scratch-path "$scratch" resolve > /dev/null

clean() { rm -rf "$scratch/x86_64-unknown-linux-gnu" "$scratch/debug" "$scratch"/*.yaml "$scratch/build.db"; }
for run in $(seq 1 "$runs"); do
    clean
    /usr/bin/time -f "%e %U %S" -o "$work/time" \
        swift build --package-path "$package" --scratch-path "$scratch" --product "$product" > "$work/log" 2>&1 ||
        { tail -n 20 "$work/log"; exit 1; }
    read -r wall user system < "$work/time"
    printf "run %d: %6.2f s wall, %6.2f s CPU\n" "$run" "$wall" "$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')"
done

echo "== compiler statistics of one more clean build (CPU seconds summed over each module's compiler jobs)"
clean
stats="$work/stats"
mkdir -p "$stats"
swift build --package-path "$package" --scratch-path "$scratch" --product "$product" \
    -Xswiftc -stats-output-dir -Xswiftc "$stats" > "$work/log" 2>&1 || { tail -n 20 "$work/log"; exit 1; }
python3 - "$stats" <<'PYTHON'
import collections, glob, json, re, sys

# A job's file is named after its module and primary file: ...-swift-frontend-<Module>-<File>.swift-<target>-o-Onone...
phases = {
    "parse": "time.swift.parse-and-resolve-imports.wall",
    "sema": "time.swift.perform-sema.wall",
    "SILGen": "time.swift.SILGen.wall",
    "SIL opt": "time.swift.SIL optimization.wall",
    "IRGen": "time.swift.IRGen.wall",
}
modules = collections.defaultdict(collections.Counter)
for path in glob.glob(sys.argv[1] + "/*.json"):
    data = json.load(open(path))
    total = next((v for k, v in data.items() if k.startswith("time.swift-frontend.") and k.endswith(".wall")), None)
    match = re.search(r"swift-frontend-([A-Za-z_][A-Za-z0-9_]*)-", path)
    if total is None or not match:
        continue
    counts = modules[match.group(1)]
    counts["jobs"] += 1
    counts["total"] += total
    named = 0.0
    for phase, key in phases.items():
        counts[phase] += data.get(key, 0.0)
        named += data.get(key, 0.0)
    # What the named timers leave is mostly LLVM: optimization passes, instruction selection, object emission.
    counts["LLVM and rest"] += total - named
    counts["object bytes"] += data.get("LLVM.NumLLVMBytesOutput", 0)
columns = ["jobs", "total"] + list(phases) + ["LLVM and rest"]
print("| module | " + " | ".join(columns) + " | object KB |")
print("| --- |" + " ---: |" * (len(columns) + 1))
for name, counts in sorted(modules.items(), key=lambda item: -item[1]["total"]):
    cells = [f"{counts['jobs']:.0f}"] + [f"{counts[c]:.2f}" for c in columns[1:]]
    print(f"| {name} | " + " | ".join(cells) + f" | {counts['object bytes'] / 1024:.0f} |")
PYTHON
