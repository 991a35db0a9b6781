extension AlertPackError {
    /// What is wrong with a `.headers` file beside a payload (`name: value` lines of the APNs
    /// request headers). Each is said with the line, so a user finds it; the caller wraps it in
    /// `.inFile` to name the file.
    public enum PushHeadersProblem: Sendable, Equatable {
        /// The file is over `limit` bytes (a headers file is a few lines).
        case tooLarge(bytes: Int64, limit: Int)
        /// The file is not UTF-8.
        case notUTF8
        /// Line `line` is over `limit` bytes.
        case lineTooLong(line: Int, limit: Int)
        /// Line `line` holds the control byte `byte` (a NUL, or a carriage return that does not end
        /// the line: a header injected into another).
        case controlByte(line: Int, byte: UInt8)
        /// Line `line` is not `name: value`.
        case noColon(line: Int)
        /// Line `line` names a header that is not one of `known`.
        case unknownHeader(_ name: String, line: Int, known: [String])
        /// Line `line` gives `name` again; it was first given on line `first`.
        case duplicate(_ name: String, line: Int, first: Int)
        /// Line `line` gives `name` a value it cannot have; `expected` says what it can.
        case badValue(_ name: String, value: String, line: Int, expected: String)
    }
}

extension AlertPackError.PushHeadersProblem {
    var message: String {
        switch self {
        case .tooLarge(let bytes, let limit): "the headers file is \(bytes) bytes; one over \(limit) bytes is not read"
        case .notUTF8: "the headers file is not valid UTF-8"
        case .lineTooLong(let line, let limit): "line \(line) is over \(limit) bytes; no APNs header is that long"
        case .controlByte(let line, let byte):
            "line \(line) holds the control byte \(byte == 0 ? "NUL" : byte == 0x0D ? "CR" : String(format: "0x%02X", byte))"
                + (byte == 0x0D ? " inside the line (a header hidden in another)" : "") + "; a header value is printable text"
        case .noColon(let line): "line \(line) is not \"name: value\""
        case .unknownHeader(let name, let line, let known):
            "line \(line) names the header \"\(name)\", which is not one of \(known.joined(separator: ", "))"
        case .duplicate(let name, let line, let first): "line \(line) gives \(name) again (first on line \(first)); give each header once"
        case .badValue(let name, let value, let line, let expected): "line \(line): \(name) is \"\(value)\"; must be \(expected)"
        }
    }
}
