/// The sounds an app's Swift names by literal for AlarmKit alarms and Live Activity alerts: a
/// `.named("…")` of `AlertConfiguration.AlertSound` (which AlarmKit's configurations take too),
/// read over `SwiftLexer`'s tokens in the files that import AlarmKit or ActivityKit, where the
/// context says it is a sound: `AlertSound.named(`, `sound: .named(`, or `= .named(` after an
/// `AlertSound` type. A name built at run time is not a literal, and is not read.
package enum AlarmSoundLiterals {
    static let frameworks: Set<String> = ["AlarmKit", "ActivityKit"]

    /// Every literal sound name below `folder`, with its file (relative to `folder`) and line.
    package static func read(below folder: String) -> [AlarmSoundReference] {
        WidgetSourceFiles.files(below: folder, extensions: ["swift"]).flatMap { file -> [AlarmSoundReference] in
            guard let tokens = WidgetSourceFiles.tokens(path: folder + "/" + file, mentioning: frameworks.sorted()) else { return [] }
            return references(in: tokens, file: file)
        }
    }

    /// The references of one file's tokens (none when it imports neither framework).
    static func references(in tokens: [SwiftLexer.Token], file: String) -> [AlarmSoundReference] {
        var imported: [String] = []
        for (index, token) in tokens.enumerated() where token.kind == .word("import") && index + 1 < tokens.count {
            if case .word(let module) = tokens[index + 1].kind, frameworks.contains(module) { imported.append(module) }
        }
        guard let framework = imported.contains("AlarmKit") ? "AlarmKit" : imported.first else { return [] }
        var found: [AlarmSoundReference] = []
        for index in tokens.indices.dropFirst() where tokens[index].kind == .word("named") {
            guard tokens[index - 1].kind == .punctuation(UInt8(ascii: ".")), index + 3 < tokens.count,
                tokens[index + 1].kind == .punctuation(UInt8(ascii: "(")), case .string(let name?) = tokens[index + 2].kind,
                tokens[index + 3].kind == .punctuation(UInt8(ascii: ")")), isSound(tokens, dot: index - 1)
            else { continue }
            found.append(AlarmSoundReference(file: file, line: tokens[index].line, name: name, framework: framework))
        }
        return found
    }

    /// Whether the `.named` whose dot is at `dot` makes a sound: `AlertSound.named`, a `sound:`
    /// argument, or a value given to something typed `AlertSound` on the same line.
    static func isSound(_ tokens: [SwiftLexer.Token], dot: Int) -> Bool {
        guard dot >= 1 else { return false }
        let before = tokens[dot - 1].kind
        if before == .word("AlertSound") { return true }
        if before == .punctuation(UInt8(ascii: ":")), dot >= 2, tokens[dot - 2].kind == .word("sound") { return true }
        guard before == .punctuation(UInt8(ascii: "=")) else { return false }
        let line = tokens[dot].line
        var at = dot - 1
        while at > 0 && tokens[at - 1].line == line {
            at -= 1
            if tokens[at].kind == .word("AlertSound") { return true }
        }
        return false
    }
}
