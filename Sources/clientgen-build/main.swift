// The build plugin's tool: generates one spec into one file. It links the generator alone (ClientGenCore), so that a
// consumer's clean build compiles nothing of clientgen that generating a spec does not need; `clientgen` is the full
// command line.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// A closed pipe or a file size limit is an error a write reports, not a signal that kills the build's tool.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
exit(BuildTool.run(Array(CommandLine.arguments.dropFirst())))
