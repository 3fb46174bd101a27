// ClientGenKit is the whole library for programs that embed clientgen: the generator (ClientGenCore), import
// (ClientGenImport) and output placement with JSON diagnostics (ClientGenOutput), under the one module name it has
// always had. Tools that only generate link ClientGenCore, as the build plugin's tool does, and build in a fraction of
// the time.
@_exported import ClientGenCore
@_exported import ClientGenImport
@_exported import ClientGenOutput
