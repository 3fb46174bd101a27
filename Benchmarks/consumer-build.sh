#!/usr/bin/env bash
# Consumer build cost, side by side in one run. Creates, in a temporary folder, three copies of one package with the
# same struct-style clients:
#   (a) hand-written: the Swift code clientgen generates, committed as source;
#   (b) plugin:       the .client specs, generated during the build by ClientGenPlugin;
#   (c) macro:        the same clients written with @DependencyClient (which builds swift-syntax).
# Times a clean `swift build` of each (dependencies included, package resolution excluded), then a no-op rebuild and
# a one-spec-changed rebuild of (b), counting generator runs, and prints each round's ratios b/a and (b-a)/(c-a), the
# plugin's overhead as a share of the macro's, and that overhead b-a in seconds, and their medians.
#
# Usage: Benchmarks/consumer-build.sh        (CLIENTS=20 clients; REPEAT=1 round of a, b, c)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
clients="${CLIENTS:-20}"
rounds="${REPEAT:-1}"
work="$(mktemp -d /tmp/clientgen-consumer-bench.XXXXXX)"
echo "working in $work"

now() { date +%s.%N; }
elapsed() { awk -v start="$1" -v end="$2" 'BEGIN { printf "%.2f", end - start }'; }
calc() { awk "BEGIN { printf \"%.4f\", $1 }"; }

write_manifest() { # name, extra dependency lines, target dependency list, plugin line
    cat > "$work/$1/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Bench$1",
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
$2
    ],
    targets: [
        .target(name: "Clients", dependencies: [$3]$4)
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
}

write_models() {
    cat > "$work/$1/Sources/Clients/Item.swift" <<'MODELS'
/// What the benchmark clients return.
public struct Item: Sendable, Equatable {
    public var id: Int
    public init(id: Int) { self.id = id }
}
MODELS
}

spec() { # index
    cat <<SPEC
/// Benchmark client $1.
@style(struct)
public client Client$1 {
    func fetch(id: Int) async throws -> Item
    func search(_ query: String) async throws -> [Item]
    @placeholder(false)
    func isCached(id: Int) -> Bool
    func refresh() async
    func count(in folder: String) async throws -> Int
    func latest() -> Item?
}
SPEC
}

macro_client() { # index
    cat <<SWIFT
import Dependencies
import DependenciesMacros

/// Benchmark client $1.
@DependencyClient
public struct Client$1: Sendable {
    public var fetch: @Sendable (_ id: Int) async throws -> Item
    public var search: @Sendable (_ query: String) async throws -> [Item]
    public var isCached: @Sendable (_ id: Int) -> Bool = { _ in false }
    public var refresh: @Sendable () async -> Void
    public var count: @Sendable (_ folder: String) async throws -> Int
    public var latest: @Sendable () -> Item?
}

extension Client$1: TestDependencyKey {
    public static let testValue = Client$1()
}

extension DependencyValues {
    public var client$1: Client$1 {
        get { self[Client$1.self] }
        set { self[Client$1.self] = newValue }
    }
}
SWIFT
}

echo "== creating the three packages with $clients clients each"
mkdir -p "$work/specs" "$work"/{handwritten,plugin,macro}/Sources/Clients
for i in $(seq 1 "$clients"); do
    spec "$i" > "$work/specs/Client$i.client"
    spec "$i" > "$work/plugin/Sources/Clients/Client$i.client"
    macro_client "$i" > "$work/macro/Sources/Clients/Client$i.swift"
done
(cd "$root" && swift build --product clientgen > /dev/null)
"$root/.build/debug/clientgen" generate "$work/specs" --output "$work/handwritten/Sources/Clients"
for variant in handwritten plugin macro; do write_models "$variant"; done
dependencies='.product(name: "Dependencies", package: "swift-dependencies")'
write_manifest handwritten "" "$dependencies" ""
write_manifest plugin "        .package(name: \"clientgen\", path: \"$root\")," "$dependencies" \
    ', plugins: [.plugin(name: "ClientGenPlugin", package: "clientgen")]'
write_manifest macro "" "$dependencies, .product(name: \"DependenciesMacros\", package: \"swift-dependencies\")" ""

echo "== resolving packages (not timed)"
for variant in handwritten plugin macro; do (cd "$work/$variant" && swift package resolve > /dev/null); done

clean_build() { # variant -> seconds
    (cd "$work/$1" && swift package clean > /dev/null && rm -rf .build/x86_64-unknown-linux-gnu .build/plugins)
    local start end
    start=$(now)
    (cd "$work/$1" && swift build > "$work/$1.log" 2>&1) || { tail -n 30 "$work/$1.log"; exit 1; }
    end=$(now)
    elapsed "$start" "$end"
}

declare -A total=([handwritten]=0 [plugin]=0 [macro]=0)
declare -A this
plugin_ratios="" overhead_shares="" overheads=""
for round in $(seq 1 "$rounds"); do
    for variant in handwritten plugin macro; do
        seconds=$(clean_build "$variant")
        this[$variant]=$seconds
        total[$variant]=$(calc "${total[$variant]} + $seconds")
        printf "round %d  %-12s clean build %7.1f s\n" "$round" "$variant" "$seconds"
    done
    # Each round's ratios compare builds made minutes apart, so the machine's drift cancels out of them.
    ratio=$(calc "${this[plugin]} / ${this[handwritten]}")
    share=$(calc "(${this[plugin]} - ${this[handwritten]}) / (${this[macro]} - ${this[handwritten]})")
    overhead=$(calc "${this[plugin]} - ${this[handwritten]}")
    plugin_ratios="$plugin_ratios $ratio" overhead_shares="$overhead_shares $share" overheads="$overheads $overhead"
    printf "round %d  b/a = %.2f   (b-a)/(c-a) = %.3f   b-a = %.1f s\n" "$round" "$ratio" "$share" "$overhead"
done
median() { tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "== incremental builds of (b)"
plugin="$work/plugin"
(cd "$plugin" && swift build > /dev/null 2>&1)  # settling build: SwiftPM 6.3 recompiles once after a clean build
start=$(now); (cd "$plugin" && swift build -v > "$work/noop.log" 2>&1); end=$(now)
noop=$(elapsed "$start" "$end")
noop_runs=$(grep -cE "clientgen-build-tool'? generate " "$work/noop.log" || true)
cp "$plugin/Sources/Clients/Client1.client" "$work/Client1.client.bak"
perl -pi -e 's/    func latest\(\) -> Item\?/    func latest() -> Item?\n    func ping() async/' "$plugin/Sources/Clients/Client1.client"
start=$(now); (cd "$plugin" && swift build -v > "$work/change.log" 2>&1); end=$(now)
change=$(elapsed "$start" "$end")
change_runs=$(grep -cE "clientgen-build-tool'? generate " "$work/change.log" || true)
cp "$work/Client1.client.bak" "$plugin/Sources/Clients/Client1.client"

a=$(calc "${total[handwritten]} / $rounds")
b=$(calc "${total[plugin]} / $rounds")
c=$(calc "${total[macro]} / $rounds")
echo
echo "== results ($clients clients, $(nproc) cores, mean of $rounds round(s), clean builds include dependencies)"
printf "(a) hand-written   clean build  %7.1f s\n" "$a"
printf "(b) clientgen      clean build  %7.1f s\n" "$b"
printf "(c) macro          clean build  %7.1f s\n" "$c"
printf "b/a = %.2f   (median of the rounds' ratios; target <= 1.35)\n" "$(echo "$plugin_ratios" | median)"
printf "(b-a)/(c-a) = %.3f   (the plugin's overhead as a share of the macro's, median of the rounds; target <= 0.10)\n" \
    "$(echo "$overhead_shares" | median)"
printf "b-a = %.1f s   (the plugin's clean-build overhead, median of the rounds)\n" "$(echo "$overheads" | median)"
printf "(b) no-op rebuild            %5.1f s, generator runs: %d (target 0)\n" "$noop" "$noop_runs"
printf "(b) one spec changed rebuild %5.1f s, generator runs: %d\n" "$change" "$change_runs"
