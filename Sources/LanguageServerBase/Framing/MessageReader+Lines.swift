/// One header line as the reader found it.
enum HeaderLine {
    /// A line's bytes, without its `\n` or `\r\n`.
    case line(ArraySlice<UInt8>)
    /// A line longer than the input buffer; it has been skipped through its line break.
    case tooLong
    /// The input ended (a last line without a line break is dropped).
    case end
}

extension MessageReader {
    /// Reads one line ending in `\n`, dropping a `\r` before it.
    mutating func readLine() -> HeaderLine {
        var scanned = 0
        while true {
            if let newline = inputBuffer.firstIndex(of: UInt8(ascii: "\n"), from: scanned) {
                var line = ArraySlice(inputBuffer.peek(newline))
                inputBuffer.skip(newline + 1)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return .line(line)
            }
            scanned = inputBuffer.count
            if inputBuffer.isFull {
                skipThroughLineBreak()
                return .tooLong
            }
            guard inputBuffer.fill() else {
                inputBuffer.skip(inputBuffer.count)
                return .end
            }
        }
    }

    /// Discards input through the next `\n`, or to the end of input.
    private mutating func skipThroughLineBreak() {
        while true {
            if let newline = inputBuffer.firstIndex(of: UInt8(ascii: "\n"), from: 0) {
                inputBuffer.skip(newline + 1)
                return
            }
            inputBuffer.skip(inputBuffer.count)
            guard inputBuffer.fill() else { return }
        }
    }
}
