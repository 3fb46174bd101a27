// What Originals/ToolLogger.swift declares around the protocol.
import Foundation

enum ToolLogLevel: Int, Comparable, CaseIterable {
    case debug, info, warning, error

    static func < (lhs: ToolLogLevel, rhs: ToolLogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
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
