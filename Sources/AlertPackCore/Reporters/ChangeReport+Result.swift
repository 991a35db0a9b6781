extension ChangeReport {
    /// The result of `report --changed-since`: the comparison, as a page (HTML), as a Markdown
    /// summary (its text) and as JSON (each changed asset's verdicts and findings that came
    /// and went).
    public struct Result: Sendable {
        public var comparison: ChangeComparison
        /// The preset the files were judged with.
        public var preset: String

        public init(comparison: ChangeComparison, preset: String) {
            self.comparison = comparison
            self.preset = preset
        }

        /// The page, side by side (`ChangeReport.html`).
        public var page: String { ChangeReport.html(comparison, preset: preset) }
    }
}

extension ChangeReport.Result: CommandReport {
    public struct Body: Encodable {
        var preset: String
        var revision: String
        var notes: [String]
        var changes: [Change]
    }

    struct Change: Encodable {
        var path: String
        var before: String?
        var after: String?
        var newFindings: [JSONValue]
        var fixedFindings: [JSONValue]
    }

    public var body: Body {
        let changes = comparison.pairs.map { pair in
            Change(
                path: pair.path, before: pair.before?.verdict.rawValue, after: pair.after?.verdict.rawValue,
                newFindings: pair.newFindings.map(FactsJSON.finding), fixedFindings: pair.fixedFindings.map(FactsJSON.finding))
        }
        return Body(preset: preset, revision: comparison.revision, notes: comparison.notes, changes: changes)
    }

    /// The Markdown summary for a pull request (`ChangeReport.markdown`): no colour.
    public func text(style: TerminalStyle) -> String { ChangeReport.markdown(comparison) }

    public func html() -> String? { page }
}
