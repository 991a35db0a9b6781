/// The sound rules on the bundled files that payloads name: a payload whose sound the app ships
/// but that fails its check plays the default sound (`notify.bundle-file` says which error).
/// Each file is checked once per run.
struct BundledSoundChecks {
    let checker: Checker
    private var errors: [String: Finding?] = [:]

    init(checker: Checker) { self.checker = checker }

    /// `receiver` with the first error of the bundled sound `payload` names, when it has one.
    mutating func judging(_ payload: PayloadSubject, for receiver: NotificationReceiver) -> NotificationReceiver {
        guard let name = payload.soundName, name != "default", let path = receiver.bundlePaths[name] else { return receiver }
        if errors[path] == nil {
            let report = checker.check(paths: [path]).files.first { $0.path == path }
            errors[path] = .some(report?.findings.first { $0.severity == .error && $0.rule.hasPrefix("sound.") })
        }
        var judged = receiver
        if let error = errors[path] ?? nil { judged.failingSounds[name] = error }
        return judged
    }
}
