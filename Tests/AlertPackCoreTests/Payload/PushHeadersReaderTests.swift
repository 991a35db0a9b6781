import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `.headers` files beside payloads: the generated ones read as the script wrote them (python3's
/// own reading of the same lines is the witness), and hostile ones refused with typed errors that
/// name the file.
struct PushHeadersReaderTests {
    @Test("the generated headers files read as written")
    func generated() throws {
        let folder = TestSupport.repositoryPath("Samples/payloads/push")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".headers") }.sorted()
        #expect(names.count >= 8)
        // The witness: python3 splits each line at its first colon.
        let script = "import sys\nfor line in open(sys.argv[1]):\n    k, v = line.split(':', 1)\n    print(k.strip() + '=' + v.strip())"
        for name in names {
            let path = folder + "/" + name
            let headers = try PushHeadersReader.read(path: path)
            var fields: [String: String] = [:]
            for line in try TestSupport.run("python3", ["-c", script, path]).stdout.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                fields[parts[0]] = parts[1]
            }
            #expect(headers.pushType?.rawValue == fields["apns-push-type"], "\(name)")
            #expect(headers.topic == fields["apns-topic"], "\(name)")
            #expect(headers.priority.map(String.init) == fields["apns-priority"], "\(name)")
            #expect(headers.expiration.map(String.init) == fields["apns-expiration"], "\(name)")
        }
        #expect(PushHeadersReader.companion(of: "a/b.json") == "a/b.headers")
    }

    @Test("CRLF lines, comments, blank lines and names in any case are read")
    func tolerated() throws {
        let headers = try PushHeadersReader.parse(Array("# sent by the relay\r\n\r\nAPNS-Push-Type: liveactivity\r\napns-priority:5\r\n".utf8))
        #expect(headers.pushType == .liveactivity && headers.priority == 5 && headers.topic == nil)
    }

    @Test("authorization, a documented request header, is accepted and its value kept nowhere")
    func authorization() throws {
        let headers = try PushHeadersReader.parse(Array("authorization: bearer eyJhbGciOiJFUzI1NiJ9.secret\napns-priority: 1\n".utf8))
        #expect(headers.priority == 1 && !String(describing: headers).contains("secret"))
        // Given twice, the message names the header, never the token.
        #expect(throws: AlertPackError.content(.pushHeaders(.duplicate("authorization", line: 2, first: 1)))) {
            try PushHeadersReader.parse(Array("authorization: bearer secret\nauthorization: bearer secret\n".utf8))
        }
    }

    @Test("a broadcast push's headers (Apple's channel id example) and the HTTP headers a client sends are read")
    func broadcast() throws {
        let text = """
            apns-push-type: liveactivity
            apns-channel-id: dHN0LXNyY2gtY2hubA==
            apns-request-id: 8F5A2C4E-0B1D-4E6F-9A3B-7C2D1E0F4A5B
            content-type: application/json
            user-agent: relay/1.0
            """
        let headers = try PushHeadersReader.parse(Array(text.utf8))
        #expect(headers.pushType == .liveactivity && headers.channelID == "dHN0LXNyY2gtY2hubA==")
        // apns-id, a UUID, is checked and not kept.
        let withID = try PushHeadersReader.parse(Array("apns-id: 123E4567-E89B-12D3-A456-4266141740A0\napns-priority: 10\n".utf8))
        #expect(withID.priority == 10 && !String(describing: withID).contains("123E4567"))
    }

    static let hostile: [(String, [UInt8], AlertPackError.PushHeadersProblem)] = [
        (
            "channel id not base64", Array("apns-channel-id: not base64!\n".utf8),
            .badValue("apns-channel-id", value: "not base64!", line: 1, expected: "a channel id in base64, as APNs gave it")
        ),
        (
            "channel id padded three times", Array("apns-channel-id: YQ===\n".utf8),
            .badValue("apns-channel-id", value: "YQ===", line: 1, expected: "a channel id in base64, as APNs gave it")
        ),
        (
            "apns-id not a UUID", Array("apns-id: 1234\n".utf8),
            .badValue("apns-id", value: "1234", line: 1, expected: "a UUID (8-4-4-4-12 hexadecimal digits)")
        ),
        (
            "request id not a UUID", Array("apns-request-id: 42\n".utf8),
            .badValue("apns-request-id", value: "42", line: 1, expected: "a UUID (8-4-4-4-12 hexadecimal digits)")
        ),
        ("CR injection", Array("apns-topic: a\rapns-push-type: voip\n".utf8), .controlByte(line: 1, byte: 0x0D)),
        ("NUL", Array("apns-push-type: alert\napns-topic: a\0b\n".utf8), .controlByte(line: 2, byte: 0)),
        ("huge line", Array(("apns-topic: " + String(repeating: "a", count: 5000) + "\n").utf8), .lineTooLong(line: 1, limit: 1024)),
        ("duplicate", Array("apns-priority: 5\napns-topic: a\nAPNS-PRIORITY: 10\n".utf8), .duplicate("apns-priority", line: 3, first: 1)),
        ("no colon", Array("apns-push-type liveactivity\n".utf8), .noColon(line: 1)),
        ("unknown", Array("x-apns-token: x\n".utf8), .unknownHeader("x-apns-token", line: 1, known: PushHeadersReader.known)),
        (
            "priority 0", Array("apns-priority: 0\n".utf8),
            .badValue("apns-priority", value: "0", line: 1, expected: "1, 5 or 10 (the priorities Apple documents)")
        ),
        (
            "priority 7", Array("apns-priority: 7\n".utf8),
            .badValue("apns-priority", value: "7", line: 1, expected: "1, 5 or 10 (the priorities Apple documents)")
        ),
        (
            "bad type", Array("apns-push-type: live-activity\n".utf8),
            .badValue(
                "apns-push-type", value: "live-activity", line: 1,
                expected: "one of " + PushType.allCases.map(\.rawValue).joined(separator: ", "))
        ),
        ("not UTF-8", [0x61, 0x3A, 0xFF, 0x0A], .notUTF8),
    ]

    @Test("hostile files are refused with the case and the file's name", arguments: 0..<hostile.count)
    func refused(_ index: Int) throws {
        let (label, bytes, problem) = Self.hostile[index]
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/push.headers"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(throws: AlertPackError.inFile(path, .content(.pushHeaders(problem))), "\(label)") { try PushHeadersReader.read(path: path) }
        do {
            _ = try PushHeadersReader.read(path: path)
        } catch {
            #expect(error.message.hasPrefix(path + ": line") || error.message.contains("UTF-8"), "\(error.message)")
        }
    }

    @Test("a file over the limit is refused before it is read")
    func tooLarge() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let path = folder + "/big.headers"
        try Data(repeating: 0x0A, count: PushHeadersReader.maxFileBytes + 1).write(to: URL(fileURLWithPath: path))
        #expect(throws: AlertPackError.inFile(path, .content(.pushHeaders(.tooLarge(bytes: 16385, limit: 16384))))) {
            try PushHeadersReader.read(path: path)
        }
    }
}
