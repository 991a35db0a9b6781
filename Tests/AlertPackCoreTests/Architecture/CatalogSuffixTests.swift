import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The asset catalog set suffixes (`.appiconset`, `.launchimage`, ...) are written once, in
/// `ContainerFolder.CatalogSet`: code that tells a set by its folder's name, names a set's folder
/// or takes a set's name from it asks there (`init?(folder:)`, `init?(folderIgnoringCase:)`,
/// `name(ofFolder:)`, `folder(named:)`), so discovery, inspection, the packager and the icon
/// maker agree on what a set is.
@Suite("catalog suffixes")
struct CatalogSuffixTests {
    /// The file that writes the suffixes.
    static let owner = "Discovery/ContainerFolder.swift"

    /// How many places may name a suffix in words, inside a message (a finding, a fix, an
    /// error): "no AppIcon.appiconset is in the project's folder" reads better spelled out. Lower
    /// it when one goes; never raise it for code.
    static let inWordsLimit = 7

    /// The suffixes looked for: the sets alertpack judges, and the other kinds of set a catalog
    /// holds (which, if ever needed, are added to `ContainerFolder.CatalogSet` first).
    static var suffixes: [String] {
        ContainerFolder.CatalogSet.allCases.map(\.rawValue) + [".imageset", ".colorset", ".symbolset", ".dataset"]
    }

    /// The suffixes in `text`, comments left out: `code` where a string literal starts with one,
    /// in any case (a name matched, built or cut: `hasSuffix(".appiconset")`, `name +
    /// ".appiconset"`), `words` where one follows other text in a literal (a message; as Xcode
    /// writes it, so `.launchImage` the enum case is not one).
    static func uses(in text: String, suffixes: [String]) -> (code: Int, words: Int) {
        var code = 0
        var words = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let written = withoutComment(String(line))
            for suffix in suffixes {
                code += written.lowercased().components(separatedBy: "\"" + suffix).count - 1
                words += written.components(separatedBy: suffix).count - written.components(separatedBy: "\"" + suffix).count
            }
        }
        return (code, words)
    }

    /// A line without its comment: a `//` outside a string literal and all after it.
    static func withoutComment(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" { return String(line[..<line.index(before: index)]) }
            previous = character
            index = line.index(after: index)
        }
        return line
    }

    @Test("no catalog set suffix is written outside ContainerFolder: code asks ContainerFolder.CatalogSet")
    func suffixesWrittenOnce() throws {
        let root = TestSupport.repositoryPath("Sources/AlertPackCore")
        let files = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String])
        var inCode: [String] = []
        var inWords: [String] = []
        var total = 0
        var scanned = 0
        for file in files.sorted() where file.hasSuffix(".swift") && file != Self.owner {
            scanned += 1
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            let (code, words) = Self.uses(in: text, suffixes: Self.suffixes)
            if code > 0 { inCode.append("\(file): \(code)") }
            if words > 0 { inWords.append("\(file): \(words)") }
            total += words
        }
        #expect(scanned > 100)
        #expect(inCode.isEmpty, "use ContainerFolder.CatalogSet instead of a suffix literal:\n\(inCode.joined(separator: "\n"))")
        #expect(
            total <= Self.inWordsLimit,
            "\(total) messages name a catalog set suffix, over the limit \(Self.inWordsLimit):\n\(inWords.joined(separator: "\n"))")
    }

    @Test("the scan tells a suffix in code from one in words, and skips comments")
    func scanReading() {
        let suffixes = [".appiconset", ".launchimage"]
        let counts = { (text: String) -> [Int] in
            let found = Self.uses(in: text, suffixes: suffixes)
            return [found.code, found.words]
        }
        #expect(counts("guard name.hasSuffix(\".appiconset\") else { return }") == [1, 0])
        #expect(counts("let folder = name + \".LaunchImage\"") == [1, 0])
        #expect(counts("fix: \"add \\(name).appiconset to the project\"") == [0, 1])
        #expect(counts("/// The `.appiconset` folder\nlet x = 1 // an AppIcon.appiconset") == [0, 0])
        #expect(counts("let url = \"https://example.com\" + \".appiconset\"") == [1, 0])
        #expect(counts("guard set.kind == .launchImage else { return [] }") == [0, 0])
    }

    @Test("ContainerFolder.CatalogSet reads and names a set's folder as the code it replaced did")
    func catalogSetNames() {
        let appIcon = ContainerFolder.CatalogSet.appIcon
        #expect(appIcon.folder(named: "Summer") == "Summer.appiconset")
        #expect(appIcon.name(ofFolder: "Targets/App/Assets.xcassets/Summer.appiconset") == "Summer")
        #expect(ContainerFolder.CatalogSet(folder: "Assets.xcassets/LaunchImage.launchimage") == .launchImage)
        #expect(ContainerFolder.CatalogSet(folder: "AppIcon.APPICONSET") == nil)
        #expect(ContainerFolder.CatalogSet(folderIgnoringCase: "AppIcon.APPICONSET") == .appIcon)
        #expect(ContainerFolder.CatalogSet(folder: "AppIcon.imageset") == nil)
    }
}
