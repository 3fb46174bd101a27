import ClientGenCLI

// What the GenerateClients command plugin runs: clientgen's `generate-clients` with the plugins' planning code,
// which needs Foundation and so stays out of `clientgen` itself.
ClientGenCommand.main(generateClientsWith: SharedTargetPlanning())
