import Foundation

/// The Swift a rule's document becomes: its `description` (with the default severity the preset
/// gives it) and, when it declares values, its typed `Parameters`.
enum RuleEmitter {
    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// The `RuleID` case of an id: `sound.float-pcm` → `soundFloatPcm`.
    static func caseName(of id: String) -> String {
        let words = id.split(whereSeparator: { $0 == "." || $0 == "-" })
        return String(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func extensionSource(_ rule: RuleDocument, severity: String) -> String {
        let examples = rule.examples.map { example -> String in
            let via = example.command.map { ", via: .\($0)" } ?? ""
            guard let pinned = example.fires else { return ".silent(\(literal(example.path))\(via))" }
            return ".fires(\(literal(example.path)), saying: \(literal(pinned.fragment)), as: .\(pinned.severity)\(via))"
        }
        let classes = rule.classes.map { ".init(\(literal($0.key)), \(literal($0.meaning)))" }
        var source = """
            extension \(rule.type) {
                /// The rule's id, typed.
                package static let id = RuleID.\(caseName(of: rule.id))

                package static let description = RuleDescription(
                    id: \(literal(rule.id)), name: \(literal(rule.name)), defaultSeverity: .\(severity),
                    summary: \(literal(rule.summary)),
                    rationale: \(literal(rule.rationale)),
                    source: \(literal(rule.source)),
                    parameters: \(rule.parameters.isEmpty ? "[]" : "Parameters.specs"),
                    examples: [
                        \(examples.joined(separator: ",\n            "))
                    ],
                    classes: [\(classes.joined(separator: ", "))],
                platforms: [\(rule.effectivePlatforms.map { "." + $0 }.joined(separator: ", "))])

            """
        if !rule.parameters.isEmpty {
            let fields = rule.parameters.map { "        package var \($0.key): \(RuleDocument.kinds[$0.kind]!)" }
            let reads = rule.parameters.map { "            \($0.key) = preset.\($0.kind)(\(literal($0.key)), \(literal($0.summary)))" }
            source += """

                    /// The rule's values, read from the preset.
                    package struct Parameters: RuleParameters {
                \(fields.joined(separator: "\n"))

                        package init(_ preset: inout ParameterReader) {
                \(reads.joined(separator: "\n"))
                        }
                    }

                """
        }
        if !rule.classes.isEmpty {
            let cases = rule.classes.map { "        case \($0.caseName) = \(literal($0.key))" }
            source += """

                    /// The rule's kinds of message (`- Class` in its doc comment).
                    package enum MessageClass: String, MessageClassKey, CaseIterable {
                \(cases.joined(separator: "\n"))
                    }

                """
        }
        return source + "}\n"
    }
}
