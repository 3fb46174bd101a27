import ClientGenCore

/// The one command line the build plugin passes, the same as `clientgen generate`'s for one spec:
/// `generate <spec> --output-file <file> [--context <spec>]... [--emit <artifacts>] [--import <module>]...`.
struct BuildRequest: Equatable {
    static let usage =
        "usage: clientgen-build generate <spec> --output-file <file> [--context <spec>]... [--emit <artifacts>] "
        + "[--import <module>]..."

    var specPath: String
    var outputPath: String
    var contextPaths: [String] = []
    var artifacts = Set(Artifact.allCases)
    var imports: [String] = []

    init(parsing arguments: [String]) throws(BuildToolFailure) {
        guard arguments.first == "generate" else {
            throw BuildToolFailure(
                arguments.first.map { .unknownCommand($0, suggestion: "generate") } ?? .noCommand)
        }
        var specs: [String] = []
        var output: String?
        var emit: String?
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                specs.append(argument)
                continue
            }
            guard index < arguments.count else { throw BuildToolFailure(.missingValue(argument)) }
            let value = arguments[index]
            index += 1
            switch argument {
            case "--output-file": output = try Self.once(argument, value, previous: output)
            case "--emit": emit = try Self.once(argument, value, previous: emit)
            case "--context": contextPaths.append(try Self.nonEmpty(argument, value))
            case "--import": imports.append(try Self.checkedImport(value))
            default:
                let known = ["--output-file", "--context", "--emit", "--import"]
                throw BuildToolFailure(
                    .unknownOption(
                        argument, command: "generate", suggestion: Spelling.closest(to: argument, in: known)))
            }
        }
        guard specs.count == 1, let spec = specs.first else {
            throw BuildToolFailure(
                specs.isEmpty ? .missingInputs("generate", kind: ".client") : .outputFileNeedsOneSpec)
        }
        guard let output else { throw BuildToolFailure(.missingValue("--output-file")) }
        specPath = spec
        outputPath = output
        if let emit { artifacts = try Self.artifacts(emit) }
    }

    private static func once(_ option: String, _ value: String, previous: String?) throws(BuildToolFailure) -> String {
        guard previous == nil else { throw BuildToolFailure(.repeatedOption(option)) }
        return try nonEmpty(option, value)
    }

    private static func nonEmpty(_ option: String, _ value: String) throws(BuildToolFailure) -> String {
        guard !value.isEmpty else { throw BuildToolFailure(.emptyValue(option)) }
        return value
    }

    private static func checkedImport(_ value: String) throws(BuildToolFailure) -> String {
        do {
            _ = try ModuleImport(parsing: value)
            return value
        } catch {
            throw BuildToolFailure(.invalidImportValue(error))
        }
    }

    private static func artifacts(_ list: String) throws(BuildToolFailure) -> Set<Artifact> {
        do {
            return try Artifact.list(list)
        } catch {
            throw BuildToolFailure(error)
        }
    }
}
