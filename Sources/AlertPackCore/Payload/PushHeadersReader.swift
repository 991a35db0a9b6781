import Foundation

/// The APNs request headers a `.headers` file gives for the payload beside it (`X.json` and
/// `X.headers`): one `name: value` line each, as a sender writes them. Absent headers are nil.
package struct PushHeaders: Sendable, Equatable {
    package var pushType: PushType?
    package var topic: String?
    package var priority: Int?
    package var expiration: Int64?
    package var collapseID: String?
    /// A broadcast push's channel (`apns-channel-id`).
    package var channelID: String?

    package init() {}
}

/// Reads a `.headers` file. A header file is a hand-written handful of lines, so anything a
/// request could not carry is refused with the line: a NUL or other control byte, a carriage
/// return inside a line (one header smuggled into another), a line too long for any header, a
/// name given twice (a sender would send one of them, and which is not ours to guess), a name
/// APNs does not read or a value it would refuse. Blank lines and `#` comments are skipped.
package enum PushHeadersReader {
    package static let maxFileBytes = 16384
    package static let maxLineBytes = 1024
    /// The headers read, in the order Apple documents them: those of a request to a device
    /// token, then the two of a broadcast push ("Sending channel management and broadcast push
    /// requests to APNs"), then the HTTP headers every client sends. `apns-id` and
    /// `apns-request-id` must be UUIDs (APNs refuses another value) and are not kept;
    /// `authorization` (a provider token, never kept nor shown) and the HTTP ones are accepted and
    /// not used.
    package static let known = [
        "authorization", "apns-push-type", "apns-topic", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-id",
        "apns-channel-id", "apns-request-id", "content-type", "content-length", "user-agent",
    ]
    /// The priorities Apple documents ("Sending notification requests to APNs"): 10 at once, 5
    /// when the device's power allows, 1 when it prefers power over all else.
    package static let priorities = [1, 5, 10]

    /// The headers file beside a payload file: `X.json` → `X.headers`.
    package static func companion(of payloadPath: String) -> String {
        (payloadPath as NSString).deletingPathExtension + ".headers"
    }

    /// Reads the file at `path`; errors name the file.
    package static func read(path: String) throws(AlertPackError) -> PushHeaders {
        do throws(AlertPackError) {
            let file = try RandomAccessFile(path: path)
            guard file.size <= Int64(maxFileBytes) else {
                throw AlertPackError.content(.pushHeaders(.tooLarge(bytes: file.size, limit: maxFileBytes)))
            }
            return try parse(try file.read(at: 0, count: Int(file.size), what: "headers"))
        } catch {
            throw AlertPackError.inFile(path, error)
        }
    }

    /// Parses the bytes of a headers file.
    package static func parse(_ bytes: [UInt8]) throws(AlertPackError) -> PushHeaders {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw AlertPackError.content(.pushHeaders(.notUTF8)) }
        var headers = PushHeaders()
        var seen: [String: Int] = [:]
        for (index, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = raw.last == 0x0D ? raw.dropLast() : raw[...]
            guard line.count <= maxLineBytes else { throw problem(.lineTooLong(line: number, limit: maxLineBytes)) }
            if let byte = line.first(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) {
                throw problem(.controlByte(line: number, byte: byte))
            }
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            guard let colon = text.firstIndex(of: ":") else { throw problem(.noColon(line: number)) }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard known.contains(name) else { throw problem(.unknownHeader(name, line: number, known: known)) }
            if let first = seen[name] { throw problem(.duplicate(name, line: number, first: first)) }
            seen[name] = number
            try assign(name, value, line: number, to: &headers)
        }
        return headers
    }

    /// Checks one header's value and keeps it.
    static func assign(_ name: String, _ value: String, line: Int, to headers: inout PushHeaders) throws(AlertPackError) {
        func bad(_ expected: String) -> AlertPackError { problem(.badValue(name, value: value, line: line, expected: expected)) }
        switch name {
        case "apns-push-type":
            guard let type = PushType(rawValue: value) else {
                throw bad("one of " + PushType.allCases.map(\.rawValue).joined(separator: ", "))
            }
            headers.pushType = type
        case "apns-topic":
            guard !value.isEmpty, !value.contains(where: \.isWhitespace) else { throw bad("a bundle identifier with its suffix") }
            headers.topic = value
        case "apns-priority":
            guard let priority = Int(value), priorities.contains(priority) else { throw bad("1, 5 or 10 (the priorities Apple documents)") }
            headers.priority = priority
        case "apns-expiration":
            guard let time = Int64(value), time >= 0 else { throw bad("a UNIX time in seconds, or 0") }
            headers.expiration = time
        case "apns-collapse-id":
            guard !value.isEmpty, value.utf8.count <= 64 else { throw bad("1 to 64 bytes") }
            headers.collapseID = value
        case "apns-channel-id":
            // APNs hands out channel ids in base64; Apple's own example decodes to 13 bytes, so
            // only the encoding is held to, as liveactivity.input-push-channel holds it.
            guard isChannelID(value) else { throw bad("a channel id in base64, as APNs gave it") }
            headers.channelID = value
        case "apns-id", "apns-request-id":
            guard UUID(uuidString: value) != nil else { throw bad("a UUID (8-4-4-4-12 hexadecimal digits)") }
        default: break
        }
    }

    /// Whether `text` is a channel id as APNs writes one: base64 (letters, digits, `+` and `/`) in
    /// groups of four, padded with at most two `=`, not empty. The one test of a channel id, for
    /// the `apns-channel-id` header and `aps.input-push-channel` alike, so the two never disagree.
    package static func isChannelID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count % 4 == 0 else { return false }
        let padding = bytes.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding <= 2 else { return false }
        return bytes.dropLast(padding).allSatisfy { byte in
            (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
        }
    }

    static func problem(_ problem: AlertPackError.PushHeadersProblem) -> AlertPackError { .content(.pushHeaders(problem)) }
}
