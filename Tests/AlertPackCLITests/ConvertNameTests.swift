import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `convert` names every input as `check` does: escaped on every line of the text report, and
/// by its own (escaped) name in JSON when that name is not UTF-8.
extension ConvertTests {
    /// Terminal control bytes that must never reach the output raw: escape, bell, a C1 CSI.
    static let controlBytes: [[UInt8]] = [[0x1B], [0x07], [0xC2, 0x9B]]

    static func rawControlBytes(_ output: Data) -> [[UInt8]] {
        let bytes = [UInt8](output)
        return controlBytes.filter { pattern in
            bytes.count >= pattern.count && (0...(bytes.count - pattern.count)).contains { Array(bytes[$0..<$0 + pattern.count]) == pattern }
        }
    }

    @Test("a name with terminal control bytes is shown escaped on every line of convert's text report, converted or NOT CONVERTED")
    func controlBytesInNames() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let sound = folder + "/ok-\u{1B}[31mred\u{07}.wav"
        let broken = folder + "/bad-\u{1B}[2J\u{9B}1;1H.wav"
        try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/chime.wav"), toPath: sound)
        try "not audio".write(toFile: broken, atomically: true, encoding: .utf8)
        for arguments in [[sound, broken], [folder]] {
            let output = try TestSupport.temporaryDirectory()
            defer { TestSupport.remove(output) }
            let result = try TestSupport.alertpack(["convert"] + arguments + ["--output-folder", output, "--color", "never"])
            #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
            #expect(Self.rawControlBytes(result.stdoutData + Data(result.stderr.utf8)).isEmpty, "\(result.stdout)")
            #expect(result.stdout.contains("bad-\\x1B[2J\\x9B1;1H.wav  NOT CONVERTED"), "\(result.stdout)")
            #expect(result.stdout.contains("ok-\\x1B[31mred\\x07.wav → \(output)/ok-\\x1B[31mred\\x07.caf"), "\(result.stdout)")
        }
    }

    @Test(
        "inputs whose names are not UTF-8, named on the command line, are listed by their escaped names in JSON and text: refused when the output would be named after them, converted into the output -o names"
    )
    func namesThatAreNotUTF8() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let script = """
            import shutil, sys
            folder = sys.argv[1].encode()
            shutil.copy(sys.argv[2], folder + b"/caf\\xe9.wav")
            shutil.copy(sys.argv[3], folder + b"/ic\\xf4n.png")
            """
        try TestSupport.peer(
            "python3",
            [
                "-c", script, folder, TestSupport.repositoryPath("Samples/sounds/chime.wav"),
                TestSupport.repositoryPath("Samples/icons/Good.xcassets/AppIcon.appiconset/Icon-App-20x20@2x.png"),
            ])
        let names = "\"$1/$(printf 'caf\\351.wav')\" \"$1/$(printf 'ic\\364n.png')\""
        let json = try TestSupport.run(
            "/bin/sh", ["-c", "exec \"$0\" convert \(names) --output-folder \"$1/out\" --format json", TestSupport.binary, folder])
        #expect(json.status == 2, "\(json.stdout)\(json.stderr)")
        let report = try ConvertOutput.of(json)
        #expect(report.conversions.map(\.input) == [folder + "/caf\\xE9.wav", folder + "/ic\\xF4n.png"], "\(json.stdout)")
        #expect(report.conversions.allSatisfy { $0.error?.contains("not valid UTF-8") == true && $0.output == nil }, "\(json.stdout)")
        #expect(!json.stdout.contains("/names-"), "an alias path leaked into the report")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out").isEmpty, "nothing written under an alias's name")
        let text = try TestSupport.run("/bin/sh", ["-c", "exec \"$0\" convert \(names) --output-folder \"$1/out\"", TestSupport.binary, folder])
        #expect(text.stdout.contains(folder + "/caf\\xE9.wav  NOT CONVERTED") && text.stdout.contains(folder + "/ic\\xF4n.png  NOT CONVERTED"))
        #expect(!text.stdout.contains("/names-"), "\(text.stdout)")
        // Named by -o, the output's name is the user's: converted, the input named as it is.
        let named = try TestSupport.run(
            "/bin/sh",
            ["-c", "exec \"$0\" convert \"$1/$(printf 'caf\\351.wav')\" -o \"$1/out/cafe.caf\" --format json", TestSupport.binary, folder])
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
        let converted = try #require(try ConvertOutput.of(named).conversions.first)
        #expect(converted.input == folder + "/caf\\xE9.wav" && converted.output == folder + "/out/cafe.caf", "\(named.stdout)")
        #expect(!named.stdout.contains("/names-"), "\(named.stdout)")
        #expect(try Self.probe(folder + "/out/cafe.caf").codec == "adpcm_ima_qt")
    }
}
