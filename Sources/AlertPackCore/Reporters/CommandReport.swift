/// A command's result, written the same way by every command: as JSON (an `Encodable` body
/// under the one envelope, `JSONEnvelope`), as text for the terminal, and as a page when it has
/// one. Adding a command means adding a result type that conforms; the command line picks the
/// rendering its output options ask for.
public protocol CommandReport {
    associatedtype Body: Encodable
    /// The envelope the JSON document starts with (by default the reports' schema version and
    /// the tool).
    static var envelope: JSONEnvelope { get }
    /// What the JSON document holds after the envelope: its members, in order.
    var body: Body { get }
    /// The text for the terminal (`style` colours it).
    func text(style: TerminalStyle) -> String
    /// A self-contained HTML page, for a result that has one.
    func html() -> String?
    /// The JSON document as text (by default `jsonDocument()` serialized).
    func json() -> String
}

extension CommandReport {
    public static var envelope: JSONEnvelope { .report }

    public func html() -> String? { nil }

    /// The JSON document: the envelope, then the body's members.
    public func jsonDocument() -> JSONValue {
        do {
            return Self.envelope.document(try JSONValueEncoder.encode(body))
        } catch {
            // A body is made of strings, numbers and JSON values: nothing in it throws.
            preconditionFailure("\(Self.self).Body cannot be encoded: \(error)")
        }
    }

    /// The JSON document as text.
    public func json() -> String { jsonDocument().serialized() }
}
