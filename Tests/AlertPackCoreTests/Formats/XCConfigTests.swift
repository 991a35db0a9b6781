import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `XCConfig`, the reader of Xcode build settings files: the fixture project's files, and files
/// written to test includes, comments, conditions and $(inherited); unreadable and cyclic
/// includes give what was read, never a hang.
struct XCConfigTests {
    @Test(".xcconfig files: includes (a cycle stops), optional includes, comments, conditions left out, $(inherited)")
    func xcconfig() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try
            "#include \"b.xcconfig\"\n#include? \"missing.xcconfig\"\nNAMES = $(inherited) Dark // the dark one\nICON[sdk=macosx*] = Mac\nICON = AppIcon\n"
            .write(toFile: folder + "/a.xcconfig", atomically: true, encoding: .utf8)
        try "#include \"a.xcconfig\"\nNAMES = Light\nICON = Old\nURL = https://example.com/x\n".write(
            toFile: folder + "/b.xcconfig", atomically: true, encoding: .utf8)
        let settings = XCConfig.settings(path: folder + "/a.xcconfig")
        #expect(settings["NAMES"] == "Light Dark")
        #expect(settings["ICON"] == "AppIcon")
        // As Xcode reads it: "//" starts a comment anywhere, even in a URL (projects write /$()/).
        #expect(settings["URL"] == "https:")
        #expect(BuildSettings.words("\"Dark Icon\" Light  \"\"") == ["Dark Icon", "Light", ""])
        #expect(XcodeProject.expand("A$(X)${Y}$(Z)", ["X": "1", "Y": "$(X)2"]) == ("A112", ["Z"]))
    }

    @Test("the Good fixture's Base.xcconfig, with its include, as its lines say (a text search as the witness)")
    func fixture() throws {
        let folder = TestSupport.repositoryPath("Tests/Fixtures/projects/Good/Config")
        let settings = XCConfig.settings(path: folder + "/Base.xcconfig")
        var written: [String: String] = [:]
        for file in ["Shared.xcconfig", "Base.xcconfig"] {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("//") && line.contains("=") && !line.contains("[") {
                let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let value = parts[1].components(separatedBy: "//")[0].trimmingCharacters(in: CharacterSet(charactersIn: " \t;"))
                written[parts[0]] = BuildSettings.inheriting(value, from: written[parts[0]])
            }
        }
        #expect(!settings.isEmpty)
        #expect(settings == written, "ours \(settings), the text \(written)")
    }

    @Test("a missing file, a folder, a file past 1 MiB and a 20-deep include chain give no settings or stop, never hang")
    func hostile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        #expect(XCConfig.settings(path: folder + "/missing.xcconfig").isEmpty)
        #expect(XCConfig.settings(path: folder).isEmpty)
        try Data(repeating: 0x41, count: (1 << 20) + 1).write(to: URL(fileURLWithPath: folder + "/huge.xcconfig"))
        #expect(XCConfig.settings(path: folder + "/huge.xcconfig").isEmpty)
        for index in 0..<20 {
            try "#include \"\(index + 1).xcconfig\"\nLEVEL\(index) = \(index)\n".write(
                toFile: folder + "/\(index).xcconfig", atomically: true, encoding: .utf8)
        }
        let chain = XCConfig.settings(path: folder + "/0.xcconfig")
        #expect(chain["LEVEL0"] == "0" && chain["LEVEL15"] == "15" && chain["LEVEL16"] == nil, "\(chain)")
    }
}
