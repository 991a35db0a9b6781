import Foundation

/// The findings a repository had when it adopted alertpack (`check --write-baseline`): a check
/// with `--baseline` reports only findings that are not in it, so a gate can be switched on
/// before the old findings are fixed.
///
/// An entry is a rule id, the file's path relative to its repository (the top of its git work
/// tree, or else the baseline file's folder) and the finding's subject (`Finding.subject`):
/// never a line, a measured value, a time or an absolute path. Moving the checkout, naming files
/// in another order or adding files keeps every entry; editing a file keeps its entries as long
/// as the same rule fires on the same subject. Entries are counted: a rule that fires twice on
/// one file with no subject needs two.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        public var path: String
        public var subject: String

        public init(rule: String, path: String, subject: String = "") {
            self.rule = rule
            self.path = path
            self.subject = subject
        }

        public static func < (a: Entry, b: Entry) -> Bool { (a.path, a.rule, a.subject) < (b.path, b.rule, b.subject) }
    }

    /// How many findings each entry stands for.
    public private(set) var counts: [Entry: Int] = [:]

    public init() {}

    public var isEmpty: Bool { counts.isEmpty }
    /// The number of findings it stands for.
    public var total: Int { counts.values.reduce(0, +) }

    public mutating func add(_ entry: Entry, count: Int = 1) { counts[entry, default: 0] += count }

    /// Takes one finding off an entry; false when the entry has none left.
    mutating func take(_ entry: Entry) -> Bool {
        guard let count = counts[entry], count > 0 else { return false }
        counts[entry] = count == 1 ? nil : count - 1
        return true
    }

    /// The entries of other files than `paths`: what a run that checked only those keeps.
    func excluding(paths: Set<String>) -> Baseline {
        var kept = Baseline()
        for (entry, count) in counts where !paths.contains(entry.path) { kept.add(entry, count: count) }
        return kept
    }

    static let format = "alertpack-baseline"

    /// Reads a baseline file; a file that is not one is a configuration error naming it.
    public static func read(path: String) throws(AlertPackError) -> Baseline {
        guard let data = RandomAccessFile.data(path: path, maxBytes: 256 << 20) else {
            throw AlertPackError.configuration("--baseline \(path): cannot read the file")
        }
        let root: JSONNode
        do throws(AlertPackError) {
            root = try JSONNode.parse(data)
        } catch {
            throw AlertPackError.configuration("--baseline \(path): not JSON (\(error.message))")
        }
        guard root["format"]?.string == format, let version = root["version"]?.number else {
            throw AlertPackError.configuration("--baseline \(path): not an alertpack baseline (write one with --write-baseline)")
        }
        guard version == 1 else {
            throw AlertPackError.configuration(
                "--baseline \(path): version \(JSONValue.format(version, decimals: 3)) is not one this alertpack reads (1)")
        }
        guard let findings = root["findings"]?.array else { throw AlertPackError.configuration("--baseline \(path): has no findings list") }
        var baseline = Baseline()
        for (index, item) in findings.enumerated() {
            guard let rule = item["rule"]?.string, let file = item["path"]?.string else {
                throw AlertPackError.configuration("--baseline \(path): findings[\(index)] needs a rule and a path")
            }
            let count = item["count"]?.number ?? 1
            guard count >= 1, count <= 1e9, count == count.rounded() else {
                throw AlertPackError.configuration("--baseline \(path): findings[\(index)].count must be a whole number from 1")
            }
            baseline.add(Entry(rule: rule, path: file, subject: item["subject"]?.string ?? ""), count: Int(count))
        }
        return baseline
    }

    /// The file's bytes: entries sorted by path, rule and subject, so the same findings always
    /// give the same bytes and a diff of two baselines reads well.
    public func encoded() -> Data {
        let findings = counts.keys.sorted().map { entry -> JSONValue in
            var members: [(String, JSONValue)] = [("rule", .string(entry.rule)), ("path", .string(entry.path))]
            if !entry.subject.isEmpty { members.append(("subject", .string(entry.subject))) }
            if counts[entry]! > 1 { members.append(("count", .int(Int64(counts[entry]!)))) }
            return .object(members)
        }
        let document = JSONValue.object([("format", .string(Self.format)), ("version", .int(1)), ("findings", .array(findings))])
        return Data(document.serialized().utf8)
    }
}
