/// Converts between `file://` URIs, as LSP names documents, and file-system paths.
///
/// Paths become URIs with every byte percent-encoded except the unreserved characters (`A-Z a-z 0-9 - . _ ~`) and
/// `/`, so spaces and non-ASCII text survive (`/My Specs/Café.client` is `file:///My%20Specs/Caf%C3%A9.client`).
/// URIs become paths by percent-decoding their UTF-8, in either case of hex digit, whatever the client chose to
/// encode: VS Code writes `file:///c%3A/Users/...` for Windows drives, which is read as `/c:/Users/...` (the module
/// builds for POSIX systems only, where that is the path's spelling; `hasDriveLetter` tells such paths apart).
public enum FileURI {
    /// The path of a `file:` URI; `nil` for another scheme or a host other than `localhost` (a remote share).
    ///
    /// A query or fragment is dropped; a `%` not followed by two hex digits is kept as it is; bytes that do not
    /// decode as UTF-8 become U+FFFD.
    public static func path(fromURI uri: String) -> String? {
        var bytes = Array(uri.utf8)
        let scheme = Array("file:".utf8)
        guard bytes.count >= scheme.count, zip(bytes, scheme).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) else {
            return nil
        }
        bytes.removeFirst(scheme.count)
        if let end = bytes.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            bytes.removeSubrange(end...)
        }
        if bytes.starts(with: "//".utf8) {
            let authorityEnd = bytes[2...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            let host = String(decoding: percentDecoded(bytes[2..<authorityEnd]), as: UTF8.self)
            guard host.isEmpty || host.lowercased() == "localhost" else { return nil }
            bytes.removeSubrange(..<authorityEnd)
        }
        let path = String(decoding: percentDecoded(bytes[...]), as: UTF8.self)
        return path.isEmpty ? "/" : path
    }

    /// The `file://` URI of an absolute `path`.
    public static func uri(fromPath path: String) -> String {
        var path = path
        if !path.hasPrefix("/") { path = "/" + path }
        var encoded = Array("file://".utf8)
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                encoded.append(byte)
            } else {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// `bytes` with each `%XX` replaced by the byte it stands for.
    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Whether `path` starts with `/X:`, a Windows drive as a URI path writes it.
    public static func hasDriveLetter(_ path: String) -> Bool {
        let bytes = Array(path.utf8.prefix(3))
        return bytes.count == 3 && bytes[0] == UInt8(ascii: "/") && bytes[2] == UInt8(ascii: ":")
            && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[1] | 0x20)
    }
}
