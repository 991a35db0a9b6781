extension TuistProject {
    /// Modules a manifest imports that are neither Tuist's own nor the system's: Tuist plugins
    /// (`plugins:` of `Tuist/Config.swift` or `Tuist.swift`, fetched from git or a local path),
    /// whose helpers alertpack does not read, so a target they compute is explained.
    static let ownModules: Set<String> = [
        "ProjectDescription", "ProjectDescriptionHelpers", "Foundation", "Swift", "Darwin", "Glibc", "Dispatch",
    ]
    /// More imports than a manifest has.
    static let maxImports = 64

    /// The plugin modules `bytes` (a manifest) imports, in the order written, each once:
    /// `import Name`, `import struct Name.Type`, `@testable import Name`.
    static func pluginImports(_ bytes: [UInt8]) -> [(module: String, line: Int)] {
        var lexer = SwiftLexer(bytes: bytes)
        let tokens = lexer.tokens()
        var found: [(module: String, line: Int)] = []
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        for (index, token) in tokens.enumerated() where token.kind == .word("import") && found.count < maxImports {
            var next = index + 1
            if next < tokens.count, case .word(let kind) = tokens[next].kind, kinds.contains(kind) { next += 1 }
            guard next < tokens.count, case .word(let module) = tokens[next].kind else { continue }
            if !ownModules.contains(module) && !found.contains(where: { $0.module == module }) { found.append((module, token.line)) }
        }
        return found
    }

    /// What `notRead` says of each plugin a manifest imports.
    static func pluginNotes(_ bytes: [UInt8]) -> [String] {
        pluginImports(bytes).map { import_ in
            "import \(import_.module) (line \(import_.line)): a Tuist plugin's helpers, not read: what the manifest takes from it is not known"
        }
    }
}
