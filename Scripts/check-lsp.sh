#!/usr/bin/env bash
# Drives `clientgen lsp` from a real LSP client: pytest-lsp (on pygls) in Tests/LanguageServer starts the server with
# VS Code's and Neovim's capabilities and checks diagnostics (exact positions after an emoji, catalog ids, specs of the
# workspace resolved), a quick fix that applies, hover, completion, definition, references and rename across specs, document
# and workspace symbols, formatting of a document and of a range, semantic tokens, folding ranges, highlights,
# expand selection, the code lens that opens the generated Swift, shutdown and exit.
#
# Needs python3 with pytest-lsp (`pip install pytest-lsp`). Builds clientgen (debug) unless $CLIENTGEN names a binary.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

fail() {
    echo "check-lsp: FAILED: $*" >&2
    exit 1
}

command -v python3 >/dev/null || fail "python3 not found"
python3 -c 'import pytest_lsp' 2>/dev/null || fail "pytest-lsp not installed (pip install pytest-lsp)"

if [ -z "${CLIENTGEN:-}" ]; then
    swift build --product clientgen
    CLIENTGEN="$(swift build --product clientgen --show-bin-path)/clientgen"
fi
[ -x "$CLIENTGEN" ] || fail "no clientgen binary at $CLIENTGEN"
export CLIENTGEN
export PYTHONDONTWRITEBYTECODE=1

cd Tests/LanguageServer
timeout 600 python3 -m pytest -p no:cacheprovider -q "$@" || fail "the LSP session tests failed (see above)"
echo "check-lsp: passed"
