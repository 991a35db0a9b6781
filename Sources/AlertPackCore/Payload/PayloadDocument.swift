import Foundation

/// One notification payload read from a file: its JSON (an object, when it parsed), its size
/// as APNs counts it (UTF-8 bytes of the minified JSON), and where it came from.
public struct PayloadDocument: Sendable {
    /// The file, with `[n]` for an element of a JSON array or `:n` for a line of JSON Lines.
    public var path: String
    /// The parsed top level, or nil with `problem` set.
    public var root: JSONNode?
    public var problem: String?
    /// UTF-8 bytes of the payload with insignificant whitespace removed.
    public var bytes: Int
    /// Each member's share of `bytes`, by the same count (`PayloadMembers`): what a size
    /// finding names as the largest keys.
    package var memberBytes: [String: Int] = [:]
}

/// Reads payload files: one JSON object, a JSON array of them, or JSON Lines. Refuses, with a
/// reason, files that are too large, not UTF-8, nested deeper than a payload ever is, or not JSON
/// — before Foundation's parser sees them.
public enum PayloadReader {
    public struct Limits: Sendable {
        public var maxFileBytes: Int
        public var maxNesting: Int

        public init(maxFileBytes: Int, maxNesting: Int) {
            self.maxFileBytes = maxFileBytes
            self.maxNesting = maxNesting
        }
    }

    public static func read(path: String, limits: Limits) -> [PayloadDocument] {
        func failure(_ message: String) -> [PayloadDocument] { [PayloadDocument(path: path, root: nil, problem: message, bytes: 0)] }
        // Only a regular file is opened (a FIFO would hang the run), and its size is checked first.
        let data: Data
        do throws(AlertPackError) {
            let file = try RandomAccessFile(path: path)
            guard file.size <= Int64(limits.maxFileBytes) else {
                return failure(
                    "the file is \(file.size) bytes; payload files over \(limits.maxFileBytes) bytes are not read (APNs accepts at most 5120)")
            }
            data = Data(try file.read(at: 0, count: Int(file.size), what: "payload"))
        } catch {
            return failure("cannot read the file: \(error.message)")
        }
        guard String(data: data, encoding: .utf8) != nil else {
            return failure("the file is not valid UTF-8 (APNs payloads are UTF-8 JSON)")
        }
        let bytes = [UInt8](data)
        if let whole = parse(bytes[...], limits: limits, at: path) {
            if case .success(let value) = whole {
                if let array = value.array {
                    let parts = split(topLevelArray: bytes)
                    return array.enumerated().map { index, element in
                        PayloadDocument(
                            path: "\(path)[\(index)]", root: element, problem: nil,
                            bytes: index < parts.count ? minifiedCount(parts[index]) : 0,
                            memberBytes: index < parts.count ? PayloadMembers.sizes(parts[index]) : [:])
                    }
                }
                return [
                    PayloadDocument(
                        path: path, root: value, problem: nil, bytes: minifiedCount(bytes[...]), memberBytes: PayloadMembers.sizes(bytes[...]))
                ]
            }
            if case .notStrict(let message) = whole { return failure(message) }
            // Not one JSON value: JSON Lines, when it has several non-empty lines.
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let nonEmpty = lines.enumerated().filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
            if nonEmpty.count > 1 {
                return nonEmpty.map { index, line in
                    let shown = "\(path):\(index + 1)"
                    switch parse(line, limits: limits, at: shown) {
                    case .success(let value)?:
                        return PayloadDocument(
                            path: shown, root: value, problem: nil, bytes: minifiedCount(line), memberBytes: PayloadMembers.sizes(line))
                    case .failure(let message)?, .notStrict(let message)?: return PayloadDocument(path: shown, root: nil, problem: message, bytes: 0)
                    case nil: return PayloadDocument(path: shown, root: nil, problem: "empty line", bytes: 0)
                    }
                }
            }
            if case .failure(let message) = whole { return failure(message) }
        }
        return failure("the file is empty")
    }

    enum Parsed {
        case success(JSONNode)
        case failure(String)
        /// Read by Foundation, refused by a strict parser (`StrictJSON`).
        case notStrict(String)
    }

    /// Parses one JSON text after checking its nesting depth (deep nesting can exhaust the stack).
    static func parse(_ bytes: ArraySlice<UInt8>, limits: Limits, at path: String) -> Parsed? {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return nil }
        let depth = nestingDepth(bytes)
        guard depth <= limits.maxNesting else {
            return .failure("the JSON is nested \(depth) levels deep; a payload never needs more than \(limits.maxNesting)")
        }
        let value: JSONNode
        do throws(AlertPackError) {
            value = try JSONNode.parse(bytes)
        } catch {
            return .failure(error.message)
        }
        // One JSON value as Foundation reads it, but not as APNs does: said as the file's one
        // problem (never taken apart as JSON Lines).
        if let comma = StrictJSON.trailingComma(in: bytes) {
            return .notStrict(
                "a comma before the closing \(comma.closer) at line \(comma.line), column \(comma.column): JSON allows none there, and APNs refuses the payload"
            )
        }
        if let twice = StrictJSON.duplicateName(in: bytes) {
            return .notStrict(
                "the key \"\(twice.name)\" is given twice in one object (line \(twice.line), column \(twice.column)): which value APNs or the app keeps is not defined"
            )
        }
        return .success(value)
    }

    /// The deepest nesting of `[` and `{` outside strings.
    static func nestingDepth(_ bytes: ArraySlice<UInt8>) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x5B, 0x7B: depth += 1; deepest = max(deepest, depth)
            case 0x5D, 0x7D: depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// UTF-8 bytes once whitespace outside strings is removed: what a sender puts on the wire.
    static func minifiedCount(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0, inString = false, escaped = false
        for byte in bytes {
            if inString {
                count += 1
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
            } else if byte == 0x22 {
                inString = true
                count += 1
            } else if byte != 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09 {
                count += 1
            }
        }
        return count
    }

    /// The byte ranges of a top-level array's elements.
    static func split(topLevelArray bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var depth = 0, inString = false, escaped = false, start = -1
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x5B, 0x7B:
                depth += 1
                if depth == 1 { start = index + 1; continue }
            case 0x5D, 0x7D:
                if depth == 1, start >= 0, index > start { parts.append(bytes[start..<index]) }
                depth -= 1
            case 0x2C where depth == 1:
                parts.append(bytes[start..<index])
                start = index + 1
            default: break
            }
        }
        return parts
    }
}
