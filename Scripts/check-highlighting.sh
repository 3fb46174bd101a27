#!/usr/bin/env bash
# Checks the editor support in Editors/, headless and offline, with python3 and vim:
#   1. the TextMate grammar (Editors/TextMate) is valid and its regexes compile; a tokenizer written for the test puts
#      the expected scopes on the fixtures (Editors/Tests/expectations.txt) and runs over every spec in bounded time;
#      the VS Code extension (Editors/VSCode) names that grammar;
#   2. Vim (Editors/Vim) detects `*.client`, applies the ftplugin, puts the expected groups on the fixtures, and
#      highlights every spec without an error message;
#   3. each check fails when an expectation is wrong (`--sabotage`), so a green run means something;
#   4. the fixture is a spec clientgen accepts, when a clientgen binary is at hand ($CLIENTGEN, or .build/debug);
#   5. the VS Code extension's code starts `clientgen lsp`, follows its setting and restarts (node, with stand-ins for
#      VS Code's modules: Editors/Tests/check_vscode_extension.js), and that check fails on a wrong expectation too.
# Set VIM_BINARY to check another Vim (such as nvim: `VIM_BINARY=nvim`).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
tests=Editors/Tests
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

fail() {
    echo "check-highlighting: FAILED: $*" >&2
    exit 1
}

command -v python3 >/dev/null || fail "python3 not found"
command -v node >/dev/null || fail "node not found (Debian: apt-get install nodejs)"
command -v "${VIM_BINARY:-vim}" >/dev/null || fail "${VIM_BINARY:-vim} not found (Debian: apt-get install vim)"

shopt -s nullglob
specs=(Specs/*.client Tests/Fixtures/RealWorld/Specs/*.client)
[ "${#specs[@]}" -gt 0 ] || fail "no specs found under Specs/ and Tests/Fixtures/RealWorld/Specs/"
passed=0
failed=0

# Both checks run, whatever the first finds, so that one run shows every difference.
echo "== TextMate grammar and VS Code extension: structure, regexes, scopes at the expected positions, every spec"
if timeout 300 python3 "$tests/check_textmate.py" "${specs[@]}"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

echo "== Vim: filetype, ftplugin, groups at the expected positions, every spec without errors"
if timeout 300 python3 "$tests/check_vim.py" "${specs[@]}"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
[ "$failed" -eq 0 ] || fail "$failed of 2 checks failed (see above)"

echo "== each check fails on a wrong expectation"
for check in check_textmate check_vim; do
    if timeout 300 python3 "$tests/$check.py" --sabotage >"$log" 2>&1; then
        cat "$log"
        fail "$check.py passed with a wrong expectation"
    fi
    grep -q "^check_.*: FAILED: 1 of [0-9]* positions" "$log" || { cat "$log"; fail "$check.py failed for another reason"; }
    echo "$check.py --sabotage: failed, as it must ($(grep -c '^+[^+]' "$log") line of diff)"
done
passed=$((passed + 1))

echo "== the VS Code extension's code, with stand-ins for VS Code's modules"
timeout 60 node "$tests/check_vscode_extension.js" || fail "check_vscode_extension.js failed"
if timeout 60 node "$tests/check_vscode_extension.js" --sabotage >"$log" 2>&1; then
    cat "$log"
    fail "check_vscode_extension.js passed with a wrong expectation"
fi
grep -q "^check_vscode_extension: FAILED: 1 of" "$log" || { cat "$log"; fail "check_vscode_extension.js failed for another reason"; }
echo "check_vscode_extension.js --sabotage: failed, as it must"
passed=$((passed + 2))

echo "== the fixture is a spec clientgen accepts"
clientgen="${CLIENTGEN:-}"
if [ -z "$clientgen" ] && [ -x .build/debug/clientgen ]; then
    clientgen=.build/debug/clientgen
fi
if [ -n "$clientgen" ]; then
    "$clientgen" lint "$tests/Highlighting.client" >"$log" 2>&1 || { cat "$log"; fail "clientgen lint rejects $tests/Highlighting.client"; }
    [ ! -s "$log" ] || { cat "$log"; fail "clientgen lint warns about $tests/Highlighting.client"; }
    echo "$clientgen lint $tests/Highlighting.client: no diagnostics"
    passed=$((passed + 1))
else
    echo "skipped: no clientgen binary (build it, or set CLIENTGEN)"
fi

echo "check-highlighting: $passed passed, 0 failed"
