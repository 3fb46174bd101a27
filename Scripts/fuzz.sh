#!/usr/bin/env bash
# Fuzzes the lexer, parser, validator and emitters with libFuzzer and AddressSanitizer.
#
# Usage: Scripts/fuzz.sh [seconds]       (default 60; FUZZ_JOBS=2 runs two fuzzers in parallel)
#
# The corpus starts from Specs/, the diagnostic fixtures and earlier findings (Tests/ClientGenKitTests/Fixtures/Fuzz),
# and grows in .build-fuzz/corpus across runs. A crash, hang (an input taking over 10 s) or sanitizer report stops the
# run and is saved as .build-fuzz/crash-* or timeout-*: add it to Tests/ClientGenKitTests/Fixtures/Fuzz, where the
# FuzzRegressionTests replay every file on each `swift test`.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
jobs="${FUZZ_JOBS:-1}"
work="$root/.build-fuzz"
mkdir -p "$work/corpus"
cp "$root"/Specs/*.client "$root"/Tests/ClientGenKitTests/Fixtures/Diagnostics/*.client "$work/corpus/"
cp "$root"/Tests/ClientGenKitTests/Fixtures/Fuzz/* "$work/corpus/" 2>/dev/null || true

echo "== building the fuzzer"
# Assertions stay on (-assert-config Debug): the parser's loop-progress guard asserts, so a loop that stops
# consuming input is a finding rather than a silent early exit.
swiftc -sanitize=fuzzer,address -O -assert-config Debug -g -parse-as-library \
    -module-name ClientGenCore -package-name clientgen \
    $(find "$root/Sources/ClientGenCore" -name '*.swift') "$root/Tests/Fuzz/FuzzTarget.swift" \
    -o "$work/fuzz-clientgen"

echo "== fuzzing for $seconds s with $jobs job(s)"
cd "$work"
options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=8192 -print_final_stats=1
    -artifact_prefix="$work/")
if [ "$jobs" -gt 1 ]; then
    # Parallel jobs write their output to fuzz-<n>.log.
    ./fuzz-clientgen corpus "${options[@]}" -jobs="$jobs" -workers="$jobs"
else
    ./fuzz-clientgen corpus "${options[@]}"
fi
