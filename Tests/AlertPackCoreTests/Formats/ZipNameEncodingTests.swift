import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Names whose bytes are not UTF-8 (CP437, Shift-JIS, Latin-1, as old Windows zippers write
/// them): `verify`'s policy refuses them as before; a built app's policy lists them as
/// undecodable, keeps their bytes, and holds them to the other names by their bytes only.
/// Zips are written in the test by Python's zipfile with the names' raw bytes; Info-ZIP's
/// `unzip -Z1` is the witness of what each zip holds.
@Suite("zip names that are not UTF-8", .serialized, TestSupport.needs("python3", "unzip"))
struct ZipNameEncodingTests {
    /// A zip at `path` of `names` (each a string whose characters are the name's bytes, passed
    /// in hex; a "U:" prefix sets the UTF-8 flag), each holding a few bytes of data.
    static func write(_ names: [String], to path: String) throws {
        let code = """
            import sys, zipfile, warnings
            flagged = set()
            def raw(self):
                bits = (self.flag_bits | 0x800) if self.filename in flagged else (self.flag_bits & ~0x800)
                return self.filename.encode("latin-1"), bits
            zipfile.ZipInfo._encodeFilenameFlags = raw
            warnings.simplefilter("ignore")  # a name written twice is one of the cases
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                for argument in sys.argv[2:]:
                    name = bytes.fromhex(argument.removeprefix("U:"))
                    info = zipfile.ZipInfo("x", date_time=(2026, 1, 2, 3, 4, 6))
                    info.filename = name.decode("latin-1")  # zipfile cuts a name at NUL: set after
                    if argument.startswith("U:"):
                        flagged.add(info.filename)
                    z.writestr(info, b"" if name.endswith(b"/") else b"data of " + name)
            """
        let hex = names.map { name in
            let flagged = name.hasPrefix("U:")
            return (flagged ? "U:" : "") + bytes(flagged ? String(name.dropFirst(2)) : name).map { String(format: "%02x", $0) }.joined()
        }
        try TestSupport.peer("python3", ["-c", code, path] + hex)
    }

    /// A name's bytes as `write` takes them (each character one byte).
    static func bytes(_ name: String) -> [UInt8] { name.unicodeScalars.map { UInt8($0.value) } }

    /// Writes a zip of `names` in a fresh folder and hands it to `body`.
    static func withZip(_ names: [String], _ body: (String) throws -> Void) throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try write(names, to: folder + "/odd.zip")
        try body(folder + "/odd.zip")
    }

    @Test(
        "a name not UTF-8, unflagged or flagged, is refused by verify and listed by a built app's policy, its bytes as unzip lists them",
        arguments: [
            // CP437 "café", Shift-JIS "テスト", Latin-1 "réveil", and invalid bytes flagged UTF-8.
            ("res/caf\u{82}.txt", "not marked UTF-8"), ("ja/\u{83}e\u{83}X\u{83}g.txt", "not marked UTF-8"),
            ("R\u{E9}veil.caf", "not marked UTF-8"), ("U:bad\u{C3}(.txt", "is marked UTF-8 but its name is not UTF-8"),
        ])
    func listed(_ name: String, _ refusal: String) throws {
        try Self.withZip(["Info.plist", "res/", name, "z.txt"]) { zip in
            let error = #expect(throws: AlertPackError.self) { try ZipReader(path: zip) }
            #expect(error?.message.contains(refusal) == true, "\(String(describing: error?.message))")
            let reader = try ZipReader(path: zip, policy: .ipa)
            let odd = try #require(reader.entries.first { $0.undecodableName })
            let raw = Self.bytes(name.hasPrefix("U:") ? String(name.dropFirst(2)) : name)
            #expect(odd.nameBytes == raw && odd.name == VisibleText.of(raw) && !odd.isFolder)
            #expect(reader.entries.filter(\.undecodableName).count == 1)
            // The witness lists every entry, the odd one in its own bytes, in central directory order.
            let listed = try TestSupport.peer("unzip", ["-Z1", zip]).stdoutData
            #expect(Array(listed) == reader.entries.flatMap { $0.nameBytes + [0x0A] })
            // Its bytes unpack as any entry's, as the witness unpacks them.
            var data: [UInt8] = []
            #expect(try reader.unpack(odd, limit: .max) { data += $0 })
            #expect(data == Array("data of ".utf8) + raw)
        }
    }

    @Test(
        "names not UTF-8 are held to the others by their bytes: the same bytes twice, or a file with entries below it, are refused",
        arguments: [
            (["a/caf\u{82}.txt", "a/caf\u{82}.txt"], "entry a/caf\\x82.txt appears twice"),
            (["x\u{82}", "x\u{82}/y.txt"], "entry x\\x82/y.txt lies below x\\x82, which is a file"),
            (["res", "res/caf\u{82}.txt"], "entry res/caf\\x82.txt lies below res, which is a file"),
            (["a\u{82}/b", "a\u{82}/b/c\u{82}.txt"], "entry a\\x82/b/c\\x82.txt lies below a\\x82/b, which is a file"),
            (["ok.txt", "nul\u{82}\u{0}.txt"], "has a NUL byte in its name"),
        ])
    func refusedByBytes(_ names: [String], _ words: String) throws {
        try Self.withZip(names) { zip in
            let error = #expect(throws: AlertPackError.self) { try ZipReader(path: zip, policy: .ipa) }
            #expect(error?.message.contains(words) == true, "\(String(describing: error?.message))")
        }
    }

    @Test("names not UTF-8 that differ in their bytes are two entries, case or not; a folder so named holds its files")
    func distinctBytes() throws {
        let names = ["A\u{82}.txt", "a\u{82}.txt", "d\u{82}/", "d\u{82}/f.txt", "caf\u{E9}.txt", "caf\u{82}.txt"]
        try Self.withZip(names) { zip in
            let reader = try ZipReader(path: zip, policy: .ipa)
            #expect(reader.entries.map(\.nameBytes) == names.map(Self.bytes))
            #expect(reader.entries.map(\.undecodableName) == Array(repeating: true, count: 6))
            #expect(reader.entries.map(\.isFolder) == [false, false, true, false, false, false])
            let listed = try TestSupport.peer("unzip", ["-Z1", zip]).stdout.split(separator: "\n")
            #expect(listed.count == reader.entries.count)
        }
    }

    @Test(
        "a name over 1024 bytes or 128 parts is refused by both policies at once, naming its start, UTF-8 or not",
        arguments: [
            ("a/", 20_000, "x", "40001 bytes in 20001 parts"), ("a/", 20_000, "\u{82}", "40001 bytes in 20001 parts"),
            ("/", 128, "x", "129 bytes in 129 parts"), ("n", 1024, "n", "1025 bytes in 1 parts"),
        ])
    func overlongName(_ repeated: String, _ times: Int, _ last: String, _ words: String) throws {
        let name = String(repeating: repeated, count: times) + last
        try Self.withZip(["Info.plist", name]) { zip in
            for policy in [ZipReader.Policy.verify, .ipa] {
                let error = #expect(throws: AlertPackError.self) { try ZipReader(path: zip, policy: policy) }
                let message = error?.message ?? ""
                #expect(message.contains(words) && message.contains("over 1024 bytes or 128 parts is refused"), "\(words)")
                #expect(message.contains("entry " + String(name.prefix(80))) && message.count < 600, "\(words)")
            }
            // The witness (zipfile; unzip cuts such a name) reads the name whole: the zip is refused for it alone.
            let code = "import sys, zipfile; print(max(len(i.filename) for i in zipfile.ZipFile(sys.argv[1]).infolist()))"
            let longest = try TestSupport.peer("python3", ["-c", code, zip]).stdout
            #expect(longest.trimmingCharacters(in: .whitespacesAndNewlines) == String(name.unicodeScalars.count), "\(words)")
        }
    }

    @Test("names at the bounds are read; one below a file is still found, by its text or its bytes")
    func namesAtTheBounds() throws {
        let deep = Array(repeating: "d", count: 126).joined(separator: "/")
        try Self.withZip(["Info.plist", deep + "/x.txt", deep + "/y\u{82}"]) { zip in
            let reader = try ZipReader(path: zip, policy: .ipa)
            let listed = try TestSupport.peer("unzip", ["-Z1", zip]).stdoutData.split(separator: 0x0A)
            #expect(reader.entries.map(\.nameBytes) == listed.map(Array.init))
        }
        let file = Array(repeating: "d", count: 60).joined(separator: "/")
        for (below, shown) in [(file + "/d/x.txt", file + "/d/x.txt"), (file + "/d/\u{82}", file + "/d/\\x82")] {
            try Self.withZip(["Info.plist", file, below]) { zip in
                let error = #expect(throws: AlertPackError.self) { try ZipReader(path: zip, policy: .ipa) }
                #expect(
                    error?.message.contains("entry \(shown) lies below \(file), which is a file") == true, "\(String(describing: error?.message))")
            }
        }
    }

    @Test("checking thousands of deep names costs each name its length, not the length of every folder above it")
    func deepNamesAreLinear() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        // 4,000 names of 127 parts and about 1,000 bytes, half of them not UTF-8: 4 MB of names.
        let code = """
            import sys, zipfile
            zipfile.ZipInfo._encodeFilenameFlags = lambda self: (self.filename.encode("latin-1"), self.flag_bits)
            with zipfile.ZipFile(sys.argv[1], "w") as z:
                for n in range(4000):
                    name = "/".join(["p%05d" % n] * 126) + ("/f.txt" if n % 2 else "/f\\x82.txt")
                    info = zipfile.ZipInfo("x", date_time=(2026, 1, 2, 3, 4, 6))
                    info.filename = name
                    z.writestr(info, b"")
            """
        try TestSupport.peer("python3", ["-c", code, folder + "/deep.zip"])
        // Every prefix of every name folded would take well over a minute, each name once about a
        // second: a quadratic check shows as a suite that overruns (speed is `make bench`'s, never asserted here).
        let reader = try ZipReader(path: folder + "/deep.zip", policy: .ipa)
        #expect(reader.entries.count == 4000 && reader.entries.filter(\.undecodableName).count == 2000)
    }
}
