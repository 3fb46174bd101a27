// The values CampsiteStorageClient's key names: copied into the ImportedApp target after the import, so clientgen
// import never reads them.
import Dependencies

extension CampsiteStorageClient {
    static let live = Self(
        campsites: { ["Lakeside 4", "Pine 12"] },
        reserve: { _, _ in }
    )

    static let failing = Self(
        campsites: {
            reportIssue("CampsiteStorageClient.campsites is not implemented")
            return []
        },
        reserve: { _, _ in reportIssue("CampsiteStorageClient.reserve is not implemented") }
    )

    static let preview = Self(
        campsites: { ["Preview 1"] },
        reserve: { _, _ in }
    )
}
