import AlertPackTestSupport
import Foundation
import Testing

/// The text and HTML reports say what a project's manifest, a config or a module could not be
/// read for (issue 45), as the JSON facts' `notRead` does: a count on the file's line, one line
/// per entry below its findings. Projects are written by scripts/make-tuist-projects.py,
/// scripts/make-expo-projects.py and scripts/make-native-config-projects.py.
@Suite(TestSupport.needs("python3"))
struct NotReadTextReportTests {
    static let tuist = TestSupport.generatedCorpus("make-tuist-projects.py", name: "not-read-tuist")
    static let expo = TestSupport.generatedCorpus("make-expo-projects.py", name: "not-read-expo")
    static let native = TestSupport.generatedCorpus("make-native-config-projects.py", name: "not-read-native")

    /// The `notRead` facts of the report filed under `path`.
    static func notRead(_ path: String, in folder: String) throws -> [String] {
        let files = try LooseReport.files(try TestSupport.alertpack(["check", "--format", "json", "."], in: folder))
        let file = try #require(files[path], "\(files.keys.sorted())")
        return (file["facts"] as? [String: Any])?["notRead"] as? [String] ?? []
    }

    /// The text report's block of `path`: its line and the indented lines below it.
    static func block(_ path: String, _ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(path + "  ") }) else { return [] }
        return [lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
    }

    @Test(
        "a computed Tuist target, an Expo config's computed values, a Capacitor env value: counted on the line, each entry below",
        arguments: [
            ("tuist", "computed", "./Project.swift"), ("expo", "computed", "./app.config.ts"),
            ("native", "cap-computed", "./capacitor.config.ts"),
        ])
    func textListsNotRead(_ corpus: String, _ project: String, _ path: String) throws {
        let folder = (corpus == "tuist" ? Self.tuist : corpus == "expo" ? Self.expo : Self.native) + "/" + project
        let entries = try Self.notRead(path, in: folder)
        #expect(!entries.isEmpty, "\(project)")
        let text = try TestSupport.alertpack(["check", "--verbose", "--color", "never", "."], in: folder).stdout
        let block = Self.block(path, text)
        let count = "\(entries.count) part\(entries.count == 1 ? "" : "s") not read"
        #expect(block.first?.contains(count) == true, "\(text)")
        #expect(block.filter { $0.hasPrefix("  not read ") } == entries.map { "  not read " + $0 }, "\(text)")
        // After the findings, each with its fix.
        let firstNotRead = block.firstIndex { $0.hasPrefix("  not read ") } ?? 0
        #expect(!block[firstNotRead...].contains { $0.hasPrefix("  error") || $0.hasPrefix("  warning") }, "\(block)")
    }

    @Test("a Tuist manifest's line says the count where a target is read too; one that reads everything says nothing")
    func projectLine() throws {
        let text = try TestSupport.alertpack(["check", "--verbose", "--color", "never", "."], in: Self.tuist + "/helper-app").stdout
        let entries = try Self.notRead("./Project.swift", in: Self.tuist + "/helper-app")
        #expect(Self.block("./Project.swift", text).first?.contains("· \(entries.count) part") == true, "\(text)")
        let plain = try TestSupport.alertpack(["check", "--verbose", "--color", "never", "."], in: Self.tuist + "/chime").stdout
        let chime = Self.block("./Project.swift", plain)
        #expect(chime.first.map { !$0.contains("not read") } == true && !chime.contains { $0.hasPrefix("  not read") }, "\(plain)")
    }

    @Test("a default run that hides passing files says how many of them have parts not read, the same bytes every run")
    func footerCountsHiddenNotRead() throws {
        let folder = Self.tuist
        let json = try LooseReport.files(try TestSupport.alertpack(["check", "--format", "json", "helper-app", "root-glob"], in: folder))
        // The files a default text run hides (no findings) whose facts list parts not read.
        let hidden = json.values.filter { file in
            LooseReport.findings(file).isEmpty && !((file["facts"] as? [String: Any])?["notRead"] as? [String] ?? []).isEmpty
        }
        #expect(hidden.count >= 2, "\(json.keys.sorted())")
        let run = { (arguments: [String]) in
            try TestSupport.alertpack(["check", "--color", "never"] + arguments + ["helper-app", "root-glob"], in: folder)
        }
        let text = try run([])
        #expect(text.status == 1, "\(text.stdout)\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").filter { $0.contains("parts not read") }
        #expect(lines == ["(\(hidden.count) files have parts not read; --verbose lists them)"], "\(text.stdout)")
        // Byte for byte the same, whatever the parallelism; the exit code is the verdict's.
        let serial = try run(["--jobs", "1"])
        #expect(serial.stdout == text.stdout && serial.status == text.status)
        // Listed, they need no count; one hidden file is said in the singular; none, not at all.
        let verbose = try run(["--verbose"]).stdout
        #expect(!verbose.contains("parts not read;") && verbose.contains("  not read "), "\(verbose)")
        let one = try TestSupport.alertpack(["check", "--color", "never", "."], in: folder + "/helper-app").stdout
        #expect(one.contains("(1 file has parts not read; --verbose lists them)\n"), "\(one)")
        let none = try TestSupport.alertpack(["check", "--color", "never", "."], in: folder + "/chime").stdout
        #expect(!none.contains("not read"), "\(none)")
    }

    @Test(
        "the HTML report has a not read row per entry in the file's facts, and no count row besides them",
        arguments: [("tuist", "./Project.swift"), ("expo", "./app.config.ts")])
    func htmlListsNotRead(_ corpus: String, _ path: String) throws {
        let folder = (corpus == "tuist" ? Self.tuist : Self.expo) + "/computed"
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let result = try TestSupport.alertpack(["check", ".", "--html", root + "/report.html", "--quiet"], in: folder)
        #expect(result.status == (corpus == "tuist" ? 1 : 0), "\(result.stdout)\(result.stderr)")
        let html = try String(contentsOfFile: root + "/report.html", encoding: .utf8)
        let entries = try Self.notRead(path, in: folder)
        #expect(!entries.isEmpty, "\(path)")
        for entry in entries {
            let escaped = entry.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "'", with: "&apos;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            #expect(html.contains("<tr><th>not read</th><td>\(escaped)</td></tr>"), "\(entry)")
        }
        // The facts' count ("2 parts") would read as one more part not read.
        let count = "\(entries.count) part\(entries.count == 1 ? "" : "s")"
        #expect(!html.contains("<tr><th>not read</th><td>\(count)</td></tr>"), "\(html)")
        #expect(html.components(separatedBy: "<tr><th>not read</th>").count - 1 == entries.count, "\(html)")
    }
}
