/// The head of every JSON document alertpack writes: the document's schema version and the
/// tool that wrote it, before the document's own members. Written here and nowhere else: a
/// command's report (`CommandReport`), the check's JSON report and the package manifest all
/// start with it.
public struct JSONEnvelope: Sendable {
    /// The document's schema version; nil for a document released without one (preview's).
    public var schemaVersion: Int?
    /// The tool recorded as the writer (a manifest read back keeps the one it recorded).
    public var tool: (name: String, version: String)

    public init(schemaVersion: Int?, tool: (name: String, version: String) = (ToolInfo.name, ToolInfo.version)) {
        self.schemaVersion = schemaVersion
        self.tool = tool
    }

    /// The schema version of the reports' JSON contract (`--format json`, the commands' JSON):
    /// later versions add keys; they never remove or rename one.
    public static let reportSchemaVersion = 1

    /// The envelope of a report.
    public static let report = JSONEnvelope(schemaVersion: reportSchemaVersion)

    /// The envelope's members.
    public var members: [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if let schemaVersion { members.append(("schemaVersion", .int(Int64(schemaVersion)))) }
        members.append(("tool", .object([("name", .string(tool.name)), ("version", .string(tool.version))])))
        return members
    }

    /// The document: the envelope, then `body`'s members (a body that is no object is put
    /// under "body").
    public func document(_ body: JSONValue) -> JSONValue {
        guard case .object(let bodyMembers) = body else { return .object(members + [("body", body)]) }
        return .object(members + bodyMembers)
    }
}
