/// A Live Activity push's `content-state` and the `ContentState` the receiving app decodes it
/// into, for the `liveactivity.state-*` rules.
package struct ActivityStateJudgement: Sendable {
    package var state: [String: JSONNode]
    package var declaration: ActivityAttributesDeclaration
    /// How the type was chosen among several, when it was.
    package var choice: String?

    package var shape: DecodedShape { declaration.contentState }

    /// "DeliveryAttributes.ContentState (Widget/DeliveryAttributes.swift:3)": the type and
    /// where its attributes are declared, and how it was chosen.
    package var described: String {
        "\(shape.typeName) (\(declaration.file):\(declaration.line)\(choice.map { ", " + $0 } ?? ""))"
    }
}

extension PayloadSubject {
    /// The content state to judge and its type: a start's `attributes-type` names it; an update
    /// or end is decoded by the activity it reaches, which the payload does not name, so the
    /// app's only `ActivityAttributes` type is taken, or of several the one that is read and
    /// shares the most keys with the state (alone); nil when no sources were read (a built
    /// app, `--app`), none declares the type, or the choice is ambiguous: nothing is judged.
    package var activityState: ActivityStateJudgement? {
        guard let aps = liveActivity, let state = aps["content-state"]?.object,
            let declared = context.receiver?.activityAttributes, !declared.isEmpty
        else { return nil }
        if liveActivityEvent == "start", let named = aps["attributes-type"]?.string {
            let matching = declared.filter { $0.name == named || $0.name.hasSuffix("." + named) }
            return matching.count == 1 ? ActivityStateJudgement(state: state, declaration: matching[0]) : nil
        }
        if declared.count == 1 { return ActivityStateJudgement(state: state, declaration: declared[0]) }
        let scored = declared.filter { $0.contentState.unread == nil }.map { declaration in
            (declaration, Set(declaration.contentState.members.map(\.key)).intersection(state.keys).count)
        }
        guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 > 0, scored.filter({ $0.1 == best.1 }).count == 1 else { return nil }
        return ActivityStateJudgement(
            state: state, declaration: best.0, choice: "the closest of the \(declared.count) ActivityAttributes types the sources declare")
    }
}

extension JSONValueType {
    /// "a number (seconds since 2001-01-01, …)", "a string or null": what the type decodes from.
    package var described: String {
        let names = kinds.map { kind -> String in
            switch kind {
            case .integer: "a whole number"
            case .number: "a number"
            case .string: "a string"
            case .bool: "true or false"
            case .array: "an array"
            case .object: "a dictionary"
            }
        }
        return (names + (nullable ? ["null"] : [])).joined(separator: " or ") + (note.map { " (\($0))" } ?? "")
    }

    /// Whether `node` decodes as this type; nil when the type is not known.
    package func accepts(_ node: JSONNode) -> Bool? {
        guard !kinds.isEmpty else { return nil }
        switch node {
        case .null: return nullable
        case .bool: return kinds.contains(.bool)
        case .string: return kinds.contains(.string)
        case .array: return kinds.contains(.array)
        case .object: return kinds.contains(.object)
        case .number(let value): return kinds.contains(.number) || (kinds.contains(.integer) && value.rounded() == value && abs(value) < 9.2e18)
        }
    }
}
