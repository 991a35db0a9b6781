import Foundation

// Usage: rule-registry-generator OUTPUT.swift PRESET.yml... RULE.swift...
// Writes `RuleRegistry.all`: one instance of each rule type, in the order the presets list the
// rules' ids (the platforms' presets one after the other: ios.yml, android.yml, then web.yml); and each
// rule's `description` and `Parameters`, from its doc comment (RuleDocument.swift) and the
// severity its preset entry gives it. Each file must declare one
// rule type whose name and folder follow from its id (`launch.size` →
// Launch/LaunchSizeRule.swift); every id must have a preset entry and every preset entry a rule.
// A problem fails the build, naming the file.
var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: rule-registry-generator OUTPUT PRESET... RULE...\n".utf8))
    exit(2)
}
let outputPath = arguments.removeFirst()
let presetPaths = Array(arguments.prefix { $0.hasSuffix(".yml") })
arguments.removeFirst(presetPaths.count)
var problems: [String] = []

/// The ids the preset's `rules:` mapping lists, in its order, with the severity each entry sets.
func presetEntries(_ text: String) -> [(id: String, severity: String?)] {
    var entries: [(id: String, severity: String?)] = []
    var inRules = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if !line.hasPrefix(" ") && !line.hasPrefix("#") && !line.isEmpty { inRules = line.hasPrefix("rules:") }
        guard inRules else { continue }
        if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
            let id = line.dropFirst(2).dropLast()
            if id.contains("."), !id.hasPrefix("#") { entries.append((String(id), nil)) }
        } else if line.hasPrefix("    severity: "), !line.hasPrefix("     "), !entries.isEmpty, entries[entries.count - 1].severity == nil {
            entries[entries.count - 1].severity = line.dropFirst("    severity: ".count).trimmingCharacters(in: .whitespaces)
        }
    }
    return entries
}

/// "launch-image" → "LaunchImage".
func camel(_ text: Substring) -> String {
    text.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

var documents: [String: RuleDocument] = [:]
for path in arguments {
    let url = URL(fileURLWithPath: path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        problems.append("\(path): cannot be read")
        continue
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let types = lines.compactMap(RuleDocument.declaredStruct).filter { $0.hasSuffix("Rule") }
    guard types.count == 1, let type = types.first else {
        problems.append("\(path): declares \(types.count) rule types; a rule file declares one")
        continue
    }
    var found: [String] = []
    let document = RuleDocument(type: type, lines: lines, problems: &found)
    problems += found.map { "\(path): \($0)" }
    guard found.isEmpty else { continue }
    let id = document.id
    let parts = id.split(separator: ".", maxSplits: 1)
    guard parts.count == 2 else {
        problems.append("\(path): the id '\(id)' is not family.name")
        continue
    }
    let family = camel(parts[0])
    let expected = family + camel(parts[1]) + "Rule"
    // Acronyms keep their capitals (ImageCgBIRule, PayloadJSONRule); only the letters must agree.
    if type.lowercased() != expected.lowercased() { problems.append("\(path): the rule '\(id)' must be named \(expected), not \(type)") }
    if url.deletingLastPathComponent().lastPathComponent != family {
        problems.append("\(path): the rule '\(id)' belongs in Rules/\(family)/")
    }
    if url.deletingPathExtension().lastPathComponent != type { problems.append("\(path): the file must be named \(type).swift") }
    if let other = documents[id] { problems.append("\(path): the id '\(id)' is also \(other.type)'s") }
    documents[id] = document
}

var entries: [(id: String, severity: String?)] = []
for presetPath in presetPaths {
    let presetText = (try? String(contentsOfFile: presetPath, encoding: .utf8)) ?? ""
    for entry in presetEntries(presetText) {
        if documents[entry.id] == nil { problems.append("\(presetPath): the entry '\(entry.id)' has no rule file") }
        if entries.contains(where: { $0.id == entry.id }) { problems.append("\(presetPath): the entry '\(entry.id)' is another preset's") }
        // The platform's preset's severity is the rule's default: every rule is on in it.
        if !RuleDocument.severities.contains(entry.severity ?? "") {
            problems.append("\(presetPath): the entry '\(entry.id)' needs a severity (error, warning or info)")
        }
        entries.append(entry)
    }
}
let order = entries.map(\.id)
for id in documents.keys.sorted() where !order.contains(id) {
    problems.append("\(presetPaths.joined(separator: ", ")): no entry for the rule '\(id)' (\(documents[id]!.type))")
}

guard problems.isEmpty else {
    for problem in problems { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
    exit(1)
}

var source = """
    // Generated by rule-registry-generator from the rule files under Sources/AlertPackCore/Rules,
    // in the order of the entries of Presets/ios.yml, Presets/android.yml, then Presets/web.yml. Do not edit. A snapshot of it is kept, not
    // compiled, at docs/RuleRegistry.generated.swift, so that it can be read before a build
    // (RuleIdentityTests holds the two equal; ALERTPACK_RECORD_REGISTRY=1 writes it again).
    extension RuleRegistry {
        /// Every rule once, in catalogue order: the order of `alertpack rules` and docs/rules.md.
        package static let all: [any Rule] = [
    \(order.map { "        \(documents[$0]!.type)()," }.joined(separator: "\n"))
        ]
    }

    /// Every rule's id, typed: how code names a rule outside its own file (`RuleID.soundDuration`,
    /// never the string "sound.duration"). One case per rule, in catalogue order; the raw value is
    /// the id the preset, the reports and the baselines write.
    package enum RuleID: String, CaseIterable, Sendable {
    \(order.map { "    case \(RuleEmitter.caseName(of: $0)) = \(RuleEmitter.literal($0))" }.joined(separator: "\n"))
    }

    """
for entry in entries { source += "\n" + RuleEmitter.extensionSource(documents[entry.id]!, severity: entry.severity!) }
try source.write(toFile: outputPath, atomically: true, encoding: .utf8)
