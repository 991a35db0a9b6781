import Foundation

/// The findings a repository had when it adopted alertpack (`check --write-baseline`): a check
/// with `--baseline` reports only findings that are not in it, so a gate can be switched on
/// before the old findings are fixed.
///
/// An entry is a rule id, the file's path relative to its repository (the top of its git work
/// tree, or else the baseline file's folder), the finding's subject (`Finding.subject`), its
/// severity and its message class (`Finding.messageClass`, for a rule of several kinds of
/// message): never a line, a measured value, a time or an absolute path. Moving the checkout,
/// naming files in another order or adding files keeps every entry; editing a file keeps its
/// entries as long as the same rule fires on the same subject, in the same class, at no higher
/// severity. A finding whose severity rose (an App Store icon's opaque alpha channel, a warning,
/// that became transparent pixels, an error), or whose measured value crossed into another class
/// at the same severity (`opaque-alpha` to `transparent-pixels` where opaque alpha is set to be
/// an error), is new. Entries are counted: a rule that fires twice on one file with no subject
/// needs two.
///
/// Version 2 records the severity, and the class where the finding has one (an optional
/// `class`: an entry without it matches a finding of any class, so version 2 files written
/// before classes keep working); version 1 files (no severity) are still read, and their entries
/// match a finding of any severity, as they did: write the baseline again to record severities
/// (`check` says so while it reads a version 1 file).
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        public var path: String
        public var subject: String
        /// The finding's severity when the baseline was written; nil for an entry of a version 1
        /// baseline, which matches any severity.
        public var severity: Severity?
        /// The finding's message class; nil for a rule of one kind of message, and for an entry
        /// written before classes were recorded, which matches any class.
        public var messageClass: String?

        public init(rule: String, path: String, subject: String, severity: Severity?, messageClass: String? = nil) {
            self.rule = rule
            self.path = path
            self.subject = subject
            self.severity = severity
            self.messageClass = messageClass
        }

        /// An entry of no known severity, as a version 1 baseline has them.
        public init(rule: String, path: String, subject: String = "") {
            self.init(rule: rule, path: path, subject: subject, severity: nil)
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.subject, a.severity?.rawValue ?? "", a.messageClass ?? "")
                < (b.path, b.rule, b.subject, b.severity?.rawValue ?? "", b.messageClass ?? "")
        }

        /// The entries that can stand for a finding of this entry's rule, path, subject,
        /// severity and class, best first: the same class, then none recorded (written before
        /// classes); within each, the same severity, a higher one (the finding got milder), then
        /// one of unknown severity (version 1). An entry of another class never does.
        var candidates: [Entry] {
            guard let severity else { return [self] }
            let higher = Severity.allCases.filter { $0 > severity }.sorted()
            let classes = messageClass == nil ? [nil] : [messageClass, nil]
            return classes.flatMap { kind in
                ([severity] + higher).map { Entry(rule: rule, path: path, subject: subject, severity: $0, messageClass: kind) }
                    + [Entry(rule: rule, path: path, subject: subject, severity: nil, messageClass: kind)]
            }
        }
    }

    /// How many findings each entry stands for.
    public private(set) var counts: [Entry: Int] = [:]

    public init() {}

    public var isEmpty: Bool { counts.isEmpty }
    /// The number of findings it stands for.
    public var total: Int { counts.values.reduce(0, +) }

    public mutating func add(_ entry: Entry, count: Int = 1) { counts[entry, default: 0] += count }

    /// Takes one finding off the entry that stands for it (`Entry.candidates`); false when none
    /// has any left: the finding is new.
    mutating func take(_ finding: Entry) -> Bool {
        for entry in finding.candidates {
            guard let count = counts[entry], count > 0 else { continue }
            counts[entry] = count == 1 ? nil : count - 1
            return true
        }
        return false
    }

    /// Whether some entry has no severity (read from a version 1 file).
    public var lacksSeverities: Bool { counts.keys.contains { $0.severity == nil } }

    /// The entries of other files than `paths`: what a run that checked only those keeps.
    func excluding(paths: Set<String>) -> Baseline {
        var kept = Baseline()
        for (entry, count) in counts where !paths.contains(entry.path) { kept.add(entry, count: count) }
        return kept
    }

    static let format = "alertpack-baseline"
    /// The version written: 2 records each finding's severity, and its class where it has one
    /// (1, without either, is still read).
    public static let version = 2

    /// Reads a baseline file; a file that is not one is a configuration error naming it.
    public static func read(path: String) throws(AlertPackError) -> Baseline {
        guard let data = RandomAccessFile.data(path: path, maxBytes: 256 << 20) else {
            throw AlertPackError.config(.baseline(path, .unreadable))
        }
        let root: JSONNode
        do throws(AlertPackError) {
            root = try JSONNode.parse(data)
        } catch {
            throw AlertPackError.config(.baseline(path, .notJSON(error.message)))
        }
        guard root["format"]?.string == format, let version = root["version"]?.number else {
            throw AlertPackError.config(.baseline(path, .notBaseline))
        }
        guard version == 1 || version == Double(Self.version) else {
            throw AlertPackError.config(.baseline(path, .version(JSONValue.format(version, decimals: 3), reads: Self.version)))
        }
        guard let findings = root["findings"]?.array else { throw AlertPackError.config(.baseline(path, .noFindings)) }
        var baseline = Baseline()
        for (index, item) in findings.enumerated() {
            guard let rule = item["rule"]?.string, let file = item["path"]?.string else {
                throw AlertPackError.config(.baseline(path, .findingWithoutRule(index: index)))
            }
            let count = item["count"]?.number ?? 1
            guard count >= 1, count <= 1e9, count == count.rounded() else {
                throw AlertPackError.config(.baseline(path, .count(index: index)))
            }
            var severity: Severity?
            if let level = item["severity"] {
                guard let text = level.string, let known = Severity(rawValue: text) else {
                    throw AlertPackError.config(.baseline(path, .severity(index: index)))
                }
                severity = known
            }
            var messageClass: String?
            if let kind = item["class"] {
                guard let text = kind.string, !text.isEmpty else {
                    throw AlertPackError.config(.baseline(path, .messageClass(index: index)))
                }
                messageClass = text
            }
            let entry = Entry(rule: rule, path: file, subject: item["subject"]?.string ?? "", severity: severity, messageClass: messageClass)
            baseline.add(entry, count: Int(count))
        }
        return baseline
    }

    /// The file's bytes: entries sorted by path, rule, subject, severity and class, so the same findings always
    /// give the same bytes and a diff of two baselines reads well.
    public func encoded() -> Data {
        let findings = counts.keys.sorted().map { entry -> JSONValue in
            var members: [(String, JSONValue)] = [("rule", .string(entry.rule)), ("path", .string(entry.path))]
            if !entry.subject.isEmpty { members.append(("subject", .string(entry.subject))) }
            if let severity = entry.severity { members.append(("severity", .string(severity.rawValue))) }
            if let kind = entry.messageClass { members.append(("class", .string(kind))) }
            if counts[entry]! > 1 { members.append(("count", .int(Int64(counts[entry]!)))) }
            return .object(members)
        }
        let document = JSONValue.object([("format", .string(Self.format)), ("version", .int(Int64(Self.version))), ("findings", .array(findings))])
        return Data(document.serialized().utf8)
    }
}
