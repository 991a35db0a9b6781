import Foundation

/// `lint-payload --transport fcm|webpush`: the files are read as for APNs (one JSON value, an
/// array, or JSON Lines; the same size, nesting and UTF-8 guards), and each document is judged as
/// the transport's: an FCM v1 message by the `payload.fcm-*` rules, its `apns` block by the APNs
/// rules and its `webpush` block by the `payload.webpush-*` rules (their findings say which block),
/// or a Web Push plaintext by the `payload.webpush-*` rules.
extension PayloadLinter {
    func lintTransportPayloads(paths: [String]) -> CheckReport {
        let limits = configuration.rules.payloadLimits
        var problems: [String] = []
        let found = expand(paths, extensions: Self.payloadExtensions, problems: &problems)
        let read = supervision.map(
            found, path: { $0 },
            skipped: { path, reason in [TransportItem.reported(Self.leftOut(path, reason))] }
        ) { path in PayloadReader.read(path: path, limits: limits).map(TransportItem.document) }
        var files: [FileReport] = []
        let supervision = supervision
        ParallelMap.forEachInOrder(
            Array(read.joined()), jobs: supervision.jobs ?? jobs, window: 64,
            { (item: TransportItem) -> FileReport in
                switch item {
                case .reported(let report): return report
                case .document(let document):
                    return supervision.perform(document.path, skipped: { Self.leftOut(document.path, $0) }) { judge(document) }
                }
            }
        ) { files.append($0) }
        var report = CheckReport(preset: configuration.preset.name, files: named(files), problems: problems, command: "lint-payload")
        report.textMeasure = textMeasure
        report.transport = transport.rawValue
        return report
    }

    /// One document's report under its transport's rules.
    func judge(_ document: PayloadDocument) -> FileReport {
        let rules = configuration.rules
        guard transport == .fcm else {
            return FileReport(path: document.path, kind: .payload, facts: .none, findings: rules.evaluate(WebPushSubject(document: document)))
        }
        let subject = FcmSubject(document: document)
        var findings = rules.evaluate(subject)
        var push = PushFacts.assumedAlert
        if let apns = subject.request.apnsPayload {
            var payload = PayloadSubject(document: PayloadDocument(path: document.path, value: apns), context: context)
            let headers = subject.request.apnsHeaders
            push = PushTypeInference.facts(
                option: context.pushType, headers: headers, headersFile: headers.map { _ in subject.path("apns.headers") }, root: apns)
            payload.push = push
            // What APNs delivers (payload.*, liveactivity.*, notify.*): the notification's words are
            // the message's own, shared by every platform, not the block's.
            let delivery = rules.evaluate(payload).filter { !Self.wordingFamilies.contains(String($0.rule.prefix { $0 != "." })) }
            findings += Self.said(delivery, in: subject.path("apns"))
        }
        if let webpush = subject.request.block("webpush") {
            let block = WebPushSubject(
                document: PayloadDocument(path: document.path, value: .object(webpush)), block: subject.path("webpush"),
                inheritedTitle: subject.request.block("notification")?["title"]?.string)
            findings += Self.said(rules.evaluate(block), in: subject.path("webpush"))
        }
        let facts: AssetFacts = subject.request.apnsPayload == nil ? .none : .payload(push)
        return FileReport(path: document.path, kind: .payload, facts: facts, findings: findings)
    }

    /// The rule families about a notification's words (the HIG's), left out of the apns block.
    static let wordingFamilies: Set<String> = ["text", "loc", "action"]

    /// A block's findings, each saying which block it is about (and keeping them apart from the
    /// message's own in a baseline).
    static func said(_ findings: [Finding], in block: String) -> [Finding] {
        findings.map { finding in
            var said = finding
            said.message = "\(block) block: " + finding.message
            said.subject = block + (finding.subject.map { ": " + $0 } ?? "")
            return said
        }
    }

    private static func leftOut(_ path: String, _ reason: String) -> FileReport {
        FileReport(path: path, kind: .payload, facts: .none, findings: [Finding.internalError(reason)])
    }
}

/// A document to judge, or the report of a file the supervisor left out.
private enum TransportItem: Sendable {
    case document(PayloadDocument)
    case reported(FileReport)
}
