// Modelled on the shapes in Sourcery's AutoMockable test context (krzysztofzablocki/Sourcery,
// Templates/Tests/Context/AutoMockable.swift): a marker-protocol-annotated protocol (`: AutoMockable`) with
// non-escaping closure parameters (alone and after another parameter), an escaping one, a closure-returning member, a
// static requirement, `@discardableResult`, a reserved-word method name, async and throwing effectful properties, and
// protocol-extension defaults for a property and for a method with a defaulted parameter. Here it exports GPX files.
// Written for this corpus; nothing is copied.
import Foundation

/// Marks protocols Sourcery generates mocks for.
protocol AutoMockable {}

protocol ExportPipeline: AutoMockable {
    static func fileExtension(for format: String) -> String

    var canExport: Bool { get }
    var lastExportName: String? { get async }
    var exportDirectory: URL { get async throws }

    func exportEach(_ body: (URL) -> Void)
    func export(name: String, _ writer: (inout Data) throws -> Void) rethrows
    func exportLater(_ completion: @escaping (Result<URL, Error>) -> Void)
    func progressHandler() -> ((Double) -> Void)?
    @discardableResult
    func `continue`(with pendingName: String) -> Bool
    func report(message: String)
}

extension ExportPipeline {
    var canExport: Bool { true }

    func report(message: String = "Export finished") {
        print(message)
    }
}

final class GPXExportPipeline: ExportPipeline {
    static func fileExtension(for format: String) -> String {
        format.lowercased() == "gpx" ? "gpx" : "json"
    }

    private var exported: [URL] = []
    private let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("Exports")

    var lastExportName: String? {
        get async { exported.last?.lastPathComponent }
    }

    var exportDirectory: URL {
        get async throws { directory }
    }

    func exportEach(_ body: (URL) -> Void) {
        exported.forEach(body)
    }

    func export(name: String, _ writer: (inout Data) throws -> Void) rethrows {
        var data = Data("<gpx>".utf8)
        try writer(&data)
        data.append(Data("</gpx>".utf8))
        exported.append(directory.appendingPathComponent(name).appendingPathExtension("gpx"))
    }

    func exportLater(_ completion: @escaping (Result<URL, Error>) -> Void) {
        completion(exported.last.map(Result.success) ?? .failure(CocoaError(.fileNoSuchFile)))
    }

    func progressHandler() -> ((Double) -> Void)? { nil }

    func `continue`(with pendingName: String) -> Bool {
        exported.contains { $0.deletingPathExtension().lastPathComponent == pendingName }
    }

    func report(message: String) {
        print("[export] \(message)")
    }
}
