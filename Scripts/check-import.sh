#!/usr/bin/env bash
# Proves `clientgen import` on the real-world corpus end to end: copies Tests/Fixtures/RealWorld/Originals, and the
# shapes import once failed on (Tests/Fixtures/ImportedApp/Shapes), into the ImportedApp fixture package, imports the
# clients listed in its clients.txt (every client that needs no hand edit) into specs and extras files next to the
# sources, deletes each declaration the import lists as replaced by the generated code (and the DependenciesMacros
# imports nothing needs any more), adds the files of the app import was not given (Tests/Fixtures/ImportedApp/
# NotImported: live values, which must keep working), builds the package through the build plugin, warnings as errors,
# and runs its tests, which check that live `@Dependency`s still get those live values.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
app="$root/Tests/Fixtures/ImportedApp"
sources="$app/Sources/ImportedApp"
notes="$(mktemp)"
trap 'rm -f "$notes"' EXIT

swift build --package-path "$root" --product clientgen >/dev/null
clientgen="$(swift build --package-path "$root" --show-bin-path)/clientgen"

rm -rf "$sources"
mkdir -p "$sources/Shapes"
cp -R "$root/Tests/Fixtures/RealWorld/Originals/." "$sources/"
cp -R "$app/Shapes/." "$sources/Shapes/"

echo "== import the corpus"
clients=()
while read -r name; do clients+=(--client "$name"); done < <(grep -v '^#' "$app/clients.txt" | grep .)
# The live module (Live, which imports ImportedApp) is given too: import must leave what it declares there.
(cd "$app" && "$clientgen" import Sources/ImportedApp Live --output Sources/ImportedApp/Imported "${clients[@]}" >"$notes")
grep -c "^imported" "$notes" | sed 's/^/clients imported: /'

echo "== delete the declarations the generated code replaces"
# Each note reads `path:line:col: note: delete <what> (lines <first>-<last>): ...`; delete bottom-up per file so that
# earlier line numbers stay valid.
grep ': note: delete ' "$notes" | sed -E 's/^([^:]+):[0-9]+:[0-9]+: note: delete .* \(lines ([0-9]+)-([0-9]+)\).*$/\1 \2 \3/' |
    sort -k1,1 -k2,2nr | while read -r file first last; do
        case "$file" in
        Sources/ImportedApp/*) sed -i "${first},${last}d" "$app/$file" ;;
        *) echo "check-import: import listed a declaration of another module for deletion: $file" >&2 && exit 1 ;;
        esac
    done
find "$sources" -name '*.swift' -exec sed -i '/^import DependenciesMacros$/d' {} +

echo "== add the files import was not given"
mkdir -p "$sources/NotImported"
cp -R "$app/NotImported/." "$sources/NotImported/"

echo "== build the imported app through the build plugin"
# SwiftPM keeps its build plan while the manifest is unchanged, and the plan lists the files of the last run.
touch "$app/Package.swift"
swift build --package-path "$app" --build-tests

echo "== the live values import did not read are still the app's"
swift test --package-path "$app" --skip-build
echo "check-import: the imported corpus builds, and keeps its live values"
