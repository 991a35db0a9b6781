/// The values a Tuist manifest declares, read from its Swift source without compiling or running
/// it (Tuist builds and runs it; alertpack never does): each top-level `let` of `Project.swift`
/// (`project` is the one Tuist reads), and the top-level and `static let` values of the helper
/// files it imports (`Tuist/ProjectDescriptionHelpers`, as `Constants.bundleId`), each resolved
/// where it names another of them. A function's result, an operator, a method call on a value or
/// an interpolated string is `computed` with what stands there, never guessed.
package struct TuistManifest: Sendable {
    /// Larger than any real manifest or helper file.
    static let maxBytes = 1 << 20
    /// The most helper files read, and values kept: far more than real projects have.
    static let maxHelperFiles = 64
    static let maxBindings = 4_096

    /// Each value by name: the manifest's own over the helpers' of the same name.
    package var bindings: [String: TuistManifestValue] = [:]

    /// The manifest's values (`manifest`, the bytes of `Project.swift` or `Workspace.swift`) with
    /// the helper files' (`helpers`, each named as its project spells it, for what was not read).
    package static func read(manifest: [UInt8], helpers: [(file: String, bytes: [UInt8])] = []) -> TuistManifest {
        var tokens: [SwiftLexer.Token] = []
        var files: [TuistExpressionParser.File] = []
        for (name, bytes) in [("", manifest)] + helpers.prefix(maxHelperFiles).map({ ($0.file, $0.bytes) }) where bytes.count <= maxBytes {
            var lexer = SwiftLexer(bytes: bytes)
            let start = tokens.count
            tokens += lexer.tokens().prefix(SwiftLexer.maxTokens - tokens.count)
            files.append(.init(range: start..<tokens.count, name: name))
        }
        var parser = TuistExpressionParser(tokens: tokens, files: files)
        for file in files { parser.declare(in: file) }
        var manifest = TuistManifest()
        for name in parser.sharedStarts.keys.sorted() { manifest.bindings[name] = parser.resolve(name, own: false) }
        for name in parser.ownStarts.keys.sorted() { manifest.bindings[name] = parser.resolve(name, own: true) }
        return manifest
    }

    /// Whether the first bytes of a file are a Tuist manifest's: it imports ProjectDescription.
    package static func importsProjectDescription(_ head: [UInt8]) -> Bool {
        var lexer = SwiftLexer(bytes: head)
        let tokens = lexer.tokens()
        return zip(tokens, tokens.dropFirst()).contains { $0.kind == .word("import") && $1.kind == .word("ProjectDescription") }
    }
}

extension TuistExpressionParser {
    /// Every value `file` declares (top-level `let`/`var`, and `static let`/`var` directly in a
    /// type, named `Type.name`), remembered by where its expression starts; each expression is
    /// read here only to find where the next declaration begins.
    mutating func declare(in file: File) {
        var frames: [String?] = []
        var pendingType: String?
        index = file.range.lowerBound
        end = file.range.upperBound
        while index < end, ownStarts.count + sharedStarts.count < TuistManifest.maxBindings {
            let token = tokens[index]
            switch token.kind {
            case .punctuation(UInt8(ascii: "{")):
                frames.append(pendingType)
                pendingType = nil
            case .punctuation(UInt8(ascii: "}")):
                _ = frames.popLast()
            case .word(let word) where ["enum", "struct", "class", "extension", "actor", "protocol"].contains(word):
                if case .word(let name)? = kind(at: index + 1), !["func", "var", "let", "init", "subscript"].contains(name) { pendingType = name }
            case .word("func"), .word("init"), .word("subscript"):
                pendingType = nil
            case .word("let"), .word("var"):
                let isStatic = index > 0 && [.word("static"), .word("class")].contains(tokens[index - 1].kind)
                let type: String?? = frames.isEmpty ? .some(nil) : (frames.count == 1 && isStatic ? frames[0].map { .some($0) } : nil)
                if let type, declare(file: file, type: type) { continue }
            default: break
            }
            index += 1
        }
    }

    /// At `let`/`var`: the name and where its value starts, when it has one (`= …`), its
    /// expression passed over. False when this is no declaration alertpack keeps.
    private mutating func declare(file: File, type: String?) -> Bool {
        guard case .word(let name)? = kind(at: index + 1) else { return false }
        var cursor = index + 2
        var brackets = 0
        // Past a type annotation (`: [String: SettingValue]`) to the `=`.
        while cursor < end {
            switch tokens[cursor].kind {
            case .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "<")): brackets += 1
            case .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: ">")): brackets -= 1
            case .punctuation(UInt8(ascii: "=")) where brackets <= 0:
                let key = type.map { $0 + "." + name } ?? name
                if file.name.isEmpty && type == nil { ownStarts[key] = cursor + 1 } else { sharedStarts[key] = sharedStarts[key] ?? cursor + 1 }
                index = cursor + 1
                resolves = false
                _ = expression()
                resolves = true
                return true
            case .punctuation(UInt8(ascii: "{")), .word("let"), .word("var"), .word("func"): return false
            default: break
            }
            cursor += 1
        }
        return false
    }
}
