import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Samples/README.md is a promise to users: each file gets the verdict and findings it lists.
struct SamplesTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var file: String
        var verdict: String
        var findings: Set<String>
        var testDescription: String { file }
    }

    /// The table rows of Samples/README.md.
    static let rows: [Row] = {
        // Missing or unreadable, there are no rows, and the test that every sample has one fails.
        let text = (try? String(contentsOfFile: TestSupport.repositoryPath("Samples/README.md"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 6, cells[1].hasPrefix("`") else { return nil }
            let findings =
                cells[4] == "—"
                ? []
                : cells[4].split(separator: ",").map {
                    String($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
                }
            return Row(file: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), verdict: cells[3], findings: Set(findings))
        }
    }()

    /// Everything `alertpack check Samples` reports, by path relative to Samples/.
    static let reports: [String: FileReport] = {
        let report = TestSupport.samplesReport
        return Dictionary(uniqueKeysWithValues: report.files.map { (String($0.path.dropFirst("Samples/".count)), $0) })
    }()

    @Test("each sample gets the verdict and findings its table row lists", arguments: rows)
    func sampleMatchesTable(_ row: Row) throws {
        let matching = Self.reports.filter { IgnorePatterns.glob(row.file, $0.key) }
        #expect(!matching.isEmpty, "no sample matches \(row.file)")
        for (path, report) in matching {
            #expect(report.verdict.rawValue == row.verdict, "\(path): \(report.findings)")
            #expect(report.ruleIDs == row.findings, "\(path): \(report.findings)")
        }
    }

    @Test("every reported sample has a row, and the samples stay small")
    func everySampleListed() throws {
        for path in Self.reports.keys.sorted() {
            #expect(Self.rows.contains { IgnorePatterns.glob($0.file, path) }, "\(path) has no row in Samples/README.md")
        }
        let enumerator = FileManager.default.enumerator(atPath: TestSupport.repositoryPath("Samples"))!
        var total = 0
        while let name = enumerator.nextObject() as? String {
            // The files' bytes: what a clone carries (a folder's own size is the file system's, not the repository's).
            let attributes = try FileManager.default.attributesOfItem(atPath: TestSupport.repositoryPath("Samples/" + name))
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            total += (attributes[.size] as? Int) ?? 0
        }
        #expect(total < 2_000_000)
    }
}
