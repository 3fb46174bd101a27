// Lets `OpenAppSettings` be called like the closure Originals/OpenAppSettings.swift registers.
extension OpenAppSettings {
    /// Opens the app's page in the system Settings app.
    func callAsFunction() async {
        await self.open()
    }
}
