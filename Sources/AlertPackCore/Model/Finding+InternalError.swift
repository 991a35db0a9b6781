extension Finding {
    /// The finding a file gets in place of its work when that work crashed alertpack (the
    /// supervisor left it out, `Supervision.exclusion(for:)`, for the reason given).
    package static func internalError(_ reason: String) -> Finding {
        Finding(
            rule: "internal-error", severity: .error, message: reason,
            fix: Fix(
                "this is a bug in alertpack, not necessarily in the file: report it with the file attached; the other files were checked as usual"))
    }
}
