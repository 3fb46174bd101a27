#!/usr/bin/env bash
# Builds and runs Tests/Fixtures/CompileMatrix: the committed goldens, their support code and their behaviour tests
# under Swift 5 mode with complete strict concurrency, ExistentialAny, InternalImportsByDefault,
# MemberImportVisibility, NonisolatedNonsendingByDefault and default MainActor isolation, warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/../Tests/Fixtures/CompileMatrix"
swift build --build-tests
swift test
