// What Originals/TrailDownloadClient.swift declares besides the endpoint.
import Foundation

extension TrailDownloadClient {
    /// Progress of a download, then its data.
    package enum Event: Equatable, Sendable {
        /// The downloaded data.
        case response(Data)
        /// How far the download is, from 0 to 1.
        case updateProgress(Double)
    }
}
