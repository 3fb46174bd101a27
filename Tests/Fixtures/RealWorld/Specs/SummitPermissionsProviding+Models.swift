// The values of SummitPermissionsProviding.client (round 8, modelled on untitled-ios-sdk's PhotosAuthorization).

/// Camera-roll access levels and statuses.
public enum CameraRollAccess {
    /// What the app asks for.
    public enum Level: Equatable, Sendable {
        case addOnly
        case readWrite
    }

    /// What the hiker granted.
    public enum Status: Equatable, Sendable {
        case notDetermined
        case denied
        case authorized
    }
}
