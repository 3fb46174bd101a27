// What Originals/AppIconClient.swift declares besides the endpoints.
extension AppIconClient {
    @MainActor
    init(application: AppShell) {
        self.init(
            alternateIconName: { application.alternateIconName },
            supportsAlternateIcons: { application.supportsAlternateIcons },
            setAlternateIconName: { try await application.setAlternateIconName($0) },
            open: { url, _ in await application.open(url) },
            setInterfaceStyle: { style in await MainActor.run { application.interfaceStyle = style } }
        )
    }
}
