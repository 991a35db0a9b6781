/// What changed since a git revision, checked before and after (`report --changed-since`): each
/// changed asset's report at the revision (its context taken from git into a private folder:
/// its set, its document, the projects above it) beside its report in the working tree.
public struct ChangeComparison: Sendable {
    /// One changed asset: nil before when it is new, nil after when it was deleted.
    public struct Pair: Sendable {
        /// Relative to the repository's top.
        public var path: String
        public var before: FileReport?
        public var after: FileReport?

        /// Findings after that were not there before, as a baseline tells them (rule and
        /// subject): one whose severity rose (a warning that became an error), or whose message
        /// class changed (`Finding.messageClass`), is new too.
        public var newFindings: [Finding] {
            Self.subtract(after?.findings ?? [], before?.findings ?? []) { $1.severity >= $0.severity && $1.messageClass == $0.messageClass }
        }
        /// Findings before whose rule and subject no finding after has.
        public var fixedFindings: [Finding] { Self.subtract(before?.findings ?? [], after?.findings ?? []) { _, _ in true } }

        /// `findings` less those `other` accounts for: each finding of `other` accounts for one
        /// of the same rule and subject that `covers` accepts (the finding, the other), the
        /// most severe first (a report's findings are in that order).
        private static func subtract(_ findings: [Finding], _ other: [Finding], covers: (Finding, Finding) -> Bool) -> [Finding] {
            var left = other
            return findings.filter { finding in
                let index = left.indices.filter {
                    left[$0].rule == finding.rule && (left[$0].subject ?? "") == (finding.subject ?? "") && covers(finding, left[$0])
                }.min { left[$0].severity < left[$1].severity }
                guard let index else { return true }
                left.remove(at: index)
                return false
            }
        }
    }

    public var revision: String
    public var pairs: [Pair]
    /// Why nothing could be checked at the revision, if so (the tree is still compared).
    public var notes: [String] = []
}
