#!/usr/bin/env bash
# What of ClientGenCore the build plugin's tool never reaches. Builds clientgen-build from a copy of the sources with
# one section per function, clears the SHF_GNU_RETAIN flag a debug build puts on every section (with it set, the
# linker may only drop deduplicated copies), links the tool again with --gc-sections --print-gc-sections, and prints
# Core's distinct code, what of it no path from `main` reaches (by kind, then the largest functions), and the bytes of
# per-file copies the linker deduplicates. BENCHMARKS.md, "The build plugin's tool", quotes it.
#
# Usage: Benchmarks/tool-dead-code.sh   (about a minute; KEEP=1 keeps the work folder)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/clientgen-dead-code.XXXXXX)"
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT

(cd "$root" && git ls-files -z Sources/ClientGenCore Sources/clientgen-build | xargs -0 tar -c) | tar -x -C "$work"
cat > "$work/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription
let sections: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"])]
let package = Package(
    name: "DeadCode",
    targets: [
        .target(name: "ClientGenCore", swiftSettings: sections),
        .executableTarget(name: "clientgen-build", dependencies: ["ClientGenCore"], swiftSettings: sections),
    ])
MANIFEST
cd "$work"
link=$(swift build --product clientgen-build -v 2>&1 | grep -E -- '-o [^ ]*/debug/clientgen-build( |$)' | tail -1)
[ -n "$link" ] || { echo "no link command in the build's output" >&2; exit 1; }

python3 - "$work" "$link" <<'PYTHON'
import collections, glob, os, re, shlex, struct, subprocess, sys

work, link = sys.argv[1], sys.argv[2]
objects = os.path.join(work, "objects")
os.makedirs(objects)

def unretain(source):  # a copy of an ELF64 object with SHF_GNU_RETAIN (0x200000) cleared on every section
    data = bytearray(open(source, "rb").read())
    offset = struct.unpack_from("<Q", data, 0x28)[0]
    size, count = struct.unpack_from("<HH", data, 0x3A)
    for index in range(count):
        at = offset + index * size + 8
        struct.pack_into("<Q", data, at, struct.unpack_from("<Q", data, at)[0] & ~0x200000)
    copy = os.path.join(objects, os.path.basename(os.path.dirname(source)) + "-" + os.path.basename(source))
    open(copy, "wb").write(data)
    return copy

arguments, copies = [], {}
for argument in shlex.split(link):
    if argument.endswith(".o") and ".build/" in argument and "/debug/" in argument:
        copy = unretain(argument)
        copies[copy] = "ClientGenCore.build" in argument
        argument = copy
    arguments.append(argument)
out = arguments.index("-o")
arguments[out + 1] = os.path.join(work, "linked")
arguments += ["-Xlinker", "--gc-sections", "-Xlinker", "--print-gc-sections"]
printed = subprocess.run(arguments, capture_output=True, text=True).stderr
removed = set(re.findall(r"removing unused section from '([^']+)' in file '([^']+)'", printed))

sections = collections.defaultdict(list)  # name -> [(bytes, removed)]
for copy, in_core in copies.items():
    if not in_core:
        continue
    for line in subprocess.run(["readelf", "-SW", copy], capture_output=True, text=True).stdout.splitlines():
        match = re.match(r"\s*\[\s*\d+\]\s+(\.text\.\S+)\s+\S+\s+\S+\s+\S+\s+(\S+)", line)
        if match:
            sections[match.group(1)].append((int(match.group(2), 16), (match.group(1), copy) in removed))

distinct = sum(copies_[0][0] for copies_ in sections.values())
dead = {name: copies_[0][0] for name, copies_ in sections.items() if all(gone for _, gone in copies_)}
duplicates = sum(size for copies_ in sections.values() for size, gone in copies_ if gone) - sum(
    size * len(sections[name]) for name, size in dead.items())
names = list(dead)
readable = subprocess.run(
    ["swift", "demangle", "--compact"], input="\n".join(name[6:] for name in names), capture_output=True, text=True
).stdout.splitlines()

def kind(symbol):
    for pattern, label in [("^outlined", "outlined copies"), ("setter|modify", "setters and modify"),
                           ("getter", "getters"), ("variable initialization", "property initializers"),
                           ("witness|metadata", "witnesses and metadata")]:
        if re.search(pattern, symbol):
            return label
    return "functions somebody wrote"

by_kind = collections.Counter()
for name, symbol in zip(names, readable):
    by_kind[kind(symbol)] += dead[name]
total_dead = sum(dead.values())
print(f"Core's distinct code: {distinct} bytes; unreachable from the tool: {total_dead} ({total_dead / distinct:.1%})")
for label, size in by_kind.most_common():
    print(f"  {label}: {size}")
print(f"per-file copies the linker deduplicates: {duplicates} bytes")
print("largest unreachable functions somebody wrote:")
written = [(dead[name], symbol) for name, symbol in zip(names, readable) if kind(symbol) == "functions somebody wrote"]
for size, symbol in sorted(written, reverse=True)[:10]:
    print(f"  {size:6d}  {symbol[:150]}")
PYTHON
