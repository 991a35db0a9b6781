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

        /// Rule ids (with subjects) after that were not there before, and the reverse.
        public var newFindings: [Finding] { Self.subtract(after?.findings ?? [], before?.findings ?? []) }
        public var fixedFindings: [Finding] { Self.subtract(before?.findings ?? [], after?.findings ?? []) }

        private static func subtract(_ findings: [Finding], _ other: [Finding]) -> [Finding] {
            var left = other.map { "\($0.rule) \($0.subject ?? "")" }
            return findings.filter { finding in
                guard let index = left.firstIndex(of: "\(finding.rule) \(finding.subject ?? "")") else { return true }
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
