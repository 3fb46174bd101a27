import ClientGenCLI

ClientGenCommand.main()
