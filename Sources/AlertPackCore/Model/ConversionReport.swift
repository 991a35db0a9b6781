/// The result of a `convert` run, in input order.
public struct ConversionReport: Sendable {
    public var preset: String
    public var results: [ConversionResult]

    public struct Summary: Sendable, Equatable {
        public var inputs = 0, converted = 0, pass = 0, warn = 0, fail = 0, errors = 0
    }

    public var summary: Summary {
        var summary = Summary()
        for result in results {
            summary.inputs += 1
            guard let after = result.after, result.error == nil else { summary.errors += 1; continue }
            summary.converted += 1
            switch after.verdict {
            case .pass: summary.pass += 1
            case .warn: summary.warn += 1
            case .fail: summary.fail += 1
            }
        }
        return summary
    }

    /// 2 when any input could not be converted; 1 when an output still has errors (or
    /// warnings, with `strict`); else 0.
    public func exitCode(strict: Bool) -> Int32 {
        let summary = self.summary
        if summary.errors > 0 { return 2 }
        if summary.fail > 0 || (strict && summary.warn > 0) { return 1 }
        return 0
    }
}
