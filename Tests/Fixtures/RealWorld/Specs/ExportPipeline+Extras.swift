// What Originals/ExportPipeline.swift declares around the protocol.

/// Marks protocols Sourcery generates mocks for.
protocol AutoMockable {}

extension ExportPipeline {
    var canExport: Bool { true }

    func report(message: String = "Export finished") {
        print(message)
    }
}
