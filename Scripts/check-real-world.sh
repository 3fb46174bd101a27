#!/usr/bin/env bash
# Builds the real-world corpus converted to specs (Tests/Fixtures/RealWorld: one spec per original client, with the
# models and hand-written extras around it) through the build plugin, against swift-dependencies, in Swift 6 mode
# with warnings as errors, and runs the tests that exercise a handful of the generated clients:
#   1. every spec under Specs/ generates a file and the target compiles;
#   2. the generator reports no warning;
#   3. the tests pass.
# Specs a generator finding blocks wait in Pending/, outside the target.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="$root/Tests/Fixtures/RealWorld"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
cd "$corpus"

fail() {
    echo "check-real-world: FAILED: $*" >&2
    echo "--- last log:" >&2
    tail -n 40 "$log" >&2
    exit 1
}

echo "== 1. build the corpus and its tests through the build plugin"
swift build --build-tests 2>&1 | tee "$log" || fail "the corpus did not build"
specs=$(find Specs -name '*.client' | wc -l)
generated=$(find .build/plugins/outputs -path '*RealWorldClients*' -name '*.client.swift' | wc -l)
[ "$specs" -eq "$generated" ] || fail "$specs specs but $generated generated files"
echo "specs built: $specs"

echo "== 2. no generator warnings"
unexpected=$(grep -F "warning:" "$log" || true)
[ -z "$unexpected" ] || fail "unexpected warnings: $unexpected"

echo "== 3. exercise the generated clients"
swift test

echo "check-real-world: all checks passed ($specs specs)"
