import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `AlertPackError` has no free-text case: every failure is a typed case whose message is
/// written once (Support/AlertPackError+Messages.swift, or its family's own messages file). The
/// free-text cases `.malformed(String)`, `.refused(String)` and `.configuration(String)` were
/// removed in issue 43 once their last site was converted; words that truly come from elsewhere
/// (a C library's error text: `.reading(.native(_))`; git's or the system's words; a decoder's
/// `localizedDescription`) are the payload of a case that names whose words they are, never a
/// message of their own. This test keeps any such case from coming back with sites.
@Suite("typed errors")
struct TypedErrorTests {
    /// The free-text sites left (issue 43): none. Never raise it.
    static let freeTextLimit = 0

    /// Stages and files with no free-text site left: every stage of the core.
    static let clean = [
        "Convert", "Decoding", "Discovery", "Formats", "IconSets", "Inspection", "Layout", "Model", "Package", "Payload", "Pipeline",
        "Presets", "Preview", "Repair", "Reporters", "Rules", "Runtime", "Support",
    ]

    /// `.malformed(`, `.refused(` or `.configuration(` given text (not a labelled call such as
    /// `PackageRules.configuration(of:)`), in code with comments and string literals taken out.
    static func freeTextSites(in code: String) -> Int {
        let pattern = #/\.(malformed|refused|configuration)\((?!\s*[A-Za-z_]+\s*:)/#
        return code.matches(of: pattern).count
    }

    static func sites() throws -> [(file: String, count: Int)] {
        let graph = try SourceGraph.read(root: TestSupport.repositoryPath("Sources/AlertPackCore"))
        return graph.files.compactMap { file in
            let name = file.stage + "/" + file.path
            guard !name.hasPrefix("Support/AlertPackError") else { return nil }
            let count = freeTextSites(in: SourceGraph.code(of: file.text))
            return count > 0 ? (name, count) : nil
        }
    }

    @Test("the free-text error sites only shrink")
    func freeTextShrinks() throws {
        let sites = try Self.sites()
        let total = sites.map(\.count).reduce(0, +)
        let listed = sites.map { "\($0.file): \($0.count)" }.joined(separator: "\n")
        #expect(total <= Self.freeTextLimit, "\(total) free-text AlertPackError sites, over the limit \(Self.freeTextLimit):\n\(listed)")
        let dirty = sites.filter { site in Self.clean.contains { site.file == $0 || site.file.hasPrefix($0 + "/") } }
        #expect(dirty.isEmpty, "free text in converted stages:\n\(dirty.map { "\($0.file): \($0.count)" }.joined(separator: "\n"))")
    }

    @Test("AlertPackError declares no free-text case")
    func noFreeTextCase() throws {
        let declaration = try String(
            contentsOfFile: TestSupport.repositoryPath("Sources/AlertPackCore/Support/AlertPackError.swift"), encoding: .utf8)
        #expect(declaration.matches(of: #/case\s+(malformed|refused|configuration)\(/#).isEmpty)
    }

    @Test("the counter sees free text and only free text")
    func counter() {
        #expect(Self.freeTextSites(in: #"throw AlertPackError.malformed(x); .refused("" + y); .configuration(lines)"#) == 3)
        #expect(Self.freeTextSites(in: "try PackageRules.configuration(of: m, root: r); .truncatedChunk(id, at: 1)") == 0)
    }
}
