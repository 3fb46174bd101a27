#!/usr/bin/env bash
# What compiling each plugin costs: SwiftPM compiles every plugin of the package graph, one after the other, before a
# consumer's build starts, while the build's other core waits, so a plugin's compile time is wall time of every clean
# build. Compiles each plugin in Plugins/ (symbolic links followed, as SwiftPM follows them) and a plugin with no code
# of its own, with the flags SwiftPM 6.3 gives a plugin script, RUNS times each, and prints the median CPU and wall
# seconds of each. The module cache is shared between runs, as SwiftPM's default cache is between builds.
#
# Usage: Benchmarks/plugin-compile.sh [RUNS]   (RUNS=5)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-5}"
work="$(mktemp -d /tmp/clientgen-plugin-compile.XXXXXX)"
trap 'rm -rf "$work"' EXIT
api="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/pm/PluginAPI"
[ -d "$api" ] || { echo "no PackagePlugin library at $api" >&2; exit 1; }

mkdir -p "$work/empty"
cat > "$work/empty/Plugin.swift" <<'SWIFT'
import PackagePlugin

@main
struct Empty: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] { [] }
}
SWIFT

compile() { # plugin folder -> "cpu wall"
    local out="$work/out"
    rm -rf "$out" && mkdir -p "$out"
    find -L "$1" -name '*.swift' | sort > "$out/files"
    /usr/bin/time -f "%U %S %e" -o "$out/time" xargs swiftc -L "$api" -lPackagePlugin -Xlinker -rpath -Xlinker "$api" \
        -g -swift-version 6 -package-description-version 6.0.0 -I "$api" -module-cache-path "$work/module-cache" \
        -parse-as-library -j"$(nproc)" -Xfrontend -serialize-diagnostics-path -Xfrontend "$out/plugin.dia" \
        -o "$out/plugin" < "$out/files" > "$out/log" 2>&1 || { cat "$out/log" >&2; exit 1; }
    awk '{ printf "%.2f %.2f\n", $1 + $2, $3 }' "$out/time"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

compile "$work/empty" > /dev/null  # fills the module cache
echo "$runs runs each, $(nproc) cores; medians"
for plugin in "$work/empty" "$root"/Plugins/*/; do
    [ "$(basename "$plugin")" = Shared ] && continue
    : > "$work/results"
    for _ in $(seq 1 "$runs"); do compile "$plugin" >> "$work/results"; done
    printf "%-16s %5.2f s CPU %5.2f s wall\n" "$(basename "$plugin")" \
        "$(cut -d' ' -f1 "$work/results" | median)" "$(cut -d' ' -f2 "$work/results" | median)"
done
