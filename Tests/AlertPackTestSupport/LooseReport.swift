import Foundation
import Testing

/// A check report read loosely, as the tests of project and config readers look at it: each
/// file's dictionary by its path (facts differ by kind, so no `Decodable` declares them all), and
/// a file's findings as "rule severity", sorted.
package enum LooseReport {
    /// The files of the JSON report `result` printed, by path.
    package static func files(_ result: TestSupport.ProcessResult) throws -> [String: [String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any], "\(result.stderr)")
        let files = try #require(document["files"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: files.map { ($0["path"] as? String ?? "", $0) })
    }

    /// A file's findings as "rule severity", sorted.
    package static func findings(_ file: [String: Any]?) -> [String] {
        ((file?["findings"] as? [[String: Any]]) ?? []).map { "\($0["rule"] ?? "") \($0["severity"] ?? "")" }.sorted()
    }
}
