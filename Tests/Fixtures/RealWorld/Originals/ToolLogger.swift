// Modelled on the shapes of the logger in poviolabs/Lingua, a command-line tool
// (Sources/AssetGen/Infrastructure/Logger: `Logger`, `LogLevel`, `ConsoleLogger`, `Printer`), and of uber/mockolo's
// `@autoclosure` fixture (Tests/TestFuncs/TestBasicFuncs/FixtureNonSimpleFuncs.swift): a protocol requirement taking an
// `@autoclosure` message, with the defaulted convenience overloads (`level: ToolLogLevel = .info`, `#fileID`, `#line`)
// that protocol requirements cannot have living in a protocol extension, a console implementation over a printer seam
// and a capturing test double. Written for this corpus; nothing is copied.
import Foundation

enum ToolLogLevel: Int, Comparable, CaseIterable {
    case debug, info, warning, error

    static func < (lhs: ToolLogLevel, rhs: ToolLogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

protocol ToolLogger {
    func log(_ message: @autoclosure () -> String, level: ToolLogLevel, file: StaticString, line: UInt)
}

extension ToolLogger {
    func log(
        _ message: @autoclosure () -> String,
        level: ToolLogLevel = .info,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        log(message(), level: level, file: file, line: line)
    }

    func warning(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        log(message(), level: .warning, file: file, line: line)
    }

    func printUsage() {
        log("usage: trail-import <catalog-url> <output-dir> [--regions alps,tatras]")
    }
}

/// Where console output goes; standard output in the tool, a buffer in tests.
protocol ConsolePrinting {
    func printLine(_ line: String, toStandardError: Bool)
}

struct StandardConsolePrinter: ConsolePrinting {
    func printLine(_ line: String, toStandardError: Bool) {
        if toStandardError {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        } else {
            print(line)
        }
    }
}

struct ConsoleToolLogger: ToolLogger {
    var minimumLevel: ToolLogLevel = .info
    var printer: any ConsolePrinting = StandardConsolePrinter()

    func log(_ message: @autoclosure () -> String, level: ToolLogLevel, file: StaticString, line: UInt) {
        guard level >= minimumLevel else { return }
        let prefix = level >= .warning ? "\(level)".uppercased() + ": " : ""
        printer.printLine(prefix + message(), toStandardError: level >= .warning)
    }
}

final class CapturingToolLogger: ToolLogger {
    private(set) var messages: [(level: ToolLogLevel, message: String)] = []

    func log(_ message: @autoclosure () -> String, level: ToolLogLevel, file: StaticString, line: UInt) {
        messages.append((level, message()))
    }
}
