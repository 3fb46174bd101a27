// The libFuzzer entry point for Scripts/fuzz.sh, compiled together with ClientGenCore's sources (so it sees internal
// declarations). Every input runs through the whole pipeline: lexer, parser, validator, emitters and both
// diagnostic formats. Beyond "no crash, no hang, no sanitizer report", it checks invariants that hold for any input.

/// Runs one fuzz input through the pipeline and checks the invariants; libFuzzer calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let source = SourceFile(path: "fuzz.client", bytes: bytes)
    let generator = ClientGenerator()
    let result = generator.generate([source])
    let formatter = DiagnosticFormatter(sources: result.sources)
    _ = formatter.format(result.diagnostics)
    _ = formatter.formatJSON(result.diagnostics)

    for diagnostic in result.diagnostics {
        precondition(diagnostic.range.start <= diagnostic.range.end, "inverted range")
        precondition(diagnostic.range.end <= bytes.count, "range past the end of the input")
        for fixIt in diagnostic.fixIts {
            precondition(fixIt.range.start <= fixIt.range.end && fixIt.range.end <= bytes.count, "bad fix-it range")
        }
    }
    precondition(result.files.isEmpty == result.diagnostics.containsErrors, "files written despite errors")
    let again = generator.generate([source])
    precondition(again.files == result.files && again.diagnostics == result.diagnostics, "not deterministic")
    return 0
}
