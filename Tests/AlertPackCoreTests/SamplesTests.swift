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
        let text = try! String(contentsOfFile: TestSupport.repositoryPath("Samples/README.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 6, cells[1].hasPrefix("`") else { return nil }
            let findings = cells[4] == "—" ? [] : cells[4].split(separator: ",").map {
                String($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
            }
            return Row(file: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), verdict: cells[3], findings: Set(findings))
        }
    }()

    @Test("each sample gets the verdict and findings its table row lists", arguments: rows)
    func sampleMatchesTable(_ row: Row) throws {
        let report = try TestSupport.check(TestSupport.repositoryPath("Samples/" + row.file))
        #expect(report.verdict.rawValue == row.verdict, "\(report.findings)")
        #expect(report.ruleIDs == row.findings, "\(report.findings)")
    }

    @Test("every file in Samples/sounds has a row, and the samples stay small")
    func everySampleListed() throws {
        let folder = TestSupport.repositoryPath("Samples/sounds")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }
        #expect(Set(files.map { "sounds/" + $0 }) == Set(Self.rows.map(\.file)))
        let total = try files.reduce(0) { sum, name in
            sum + (try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as! Int)
        }
        #expect(total < 2_000_000)
    }
}
