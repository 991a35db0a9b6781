import AlertPackTestSupport
import Foundation

/// The core's sources as the structure tests read them: which stage folder declares each
/// top-level type, and which types each file names. Read from the text (comments and string
/// literals taken out), so the tests need no compiler and can be fed made-up sources too.
struct SourceGraph {
    struct File {
        /// The stage folder: the first component under `Sources/AlertPackCore`.
        var stage: String
        /// Relative to the stage folder.
        var path: String
        var text: String
    }

    /// A type named in a file of a stage that comes before (or beside) the stage declaring it.
    struct Reference: Hashable, CustomStringConvertible {
        var file: String
        var stage: String
        var type: String
        var declaredIn: String

        var description: String { "\(stage)/\(file) names \(type), declared in \(declaredIn)/" }
    }

    var files: [File]

    /// Every Swift file under `root`, by stage folder.
    static func read(root: String) throws -> SourceGraph {
        var files: [File] = []
        let manager = FileManager.default
        for stage in try manager.contentsOfDirectory(atPath: root).sorted() {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root + "/" + stage, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let walker = manager.enumerator(atPath: root + "/" + stage)
            while let relative = walker?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let text = try String(contentsOfFile: root + "/" + stage + "/" + relative, encoding: .utf8)
                files.append(File(stage: stage, path: relative, text: text))
            }
        }
        return SourceGraph(files: files.sorted { ($0.stage, $0.path) < ($1.stage, $1.path) })
    }

    var stages: Set<String> { Set(files.map(\.stage)) }

    /// The stage of each top-level type (struct, enum, class, actor, protocol, typealias).
    /// Top-level names are unique in a module, so each has one stage.
    var declarations: [String: String] {
        var declared: [String: String] = [:]
        for file in files {
            for name in Self.topLevelDeclarations(in: Self.code(of: file.text)) { declared[name] = file.stage }
        }
        return declared
    }

    /// References that run against `layers` (earliest first; the stages of one layer are
    /// siblings and may not name each other's types). Stages missing from `layers` are not judged.
    func backwardReferences(layers: [[String]]) -> [Reference] {
        var rank: [String: Int] = [:]
        for (index, layer) in layers.enumerated() { for stage in layer { rank[stage] = index } }
        let declared = declarations
        var found = Set<Reference>()
        for file in files {
            guard let own = rank[file.stage] else { continue }
            for name in Self.capitalisedWords(in: Self.code(of: file.text)) {
                guard let stage = declared[name], stage != file.stage, let other = rank[stage], other >= own else { continue }
                found.insert(Reference(file: file.path, stage: file.stage, type: name, declaredIn: stage))
            }
        }
        return found.sorted { $0.description < $1.description }
    }

    /// The text without comments and string literals (their words are not references).
    static func code(of text: String) -> String {
        var out = ""
        var characters = Array(text.unicodeScalars)[...]
        while let first = characters.first {
            if characters.starts(with: "//".unicodeScalars) {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if characters.starts(with: "/*".unicodeScalars) {
                var depth = 0
                while !characters.isEmpty {
                    if characters.starts(with: "/*".unicodeScalars) {
                        depth += 1
                        characters.removeFirst(2)
                    } else if characters.starts(with: "*/".unicodeScalars) {
                        depth -= 1
                        characters.removeFirst(2)
                        if depth == 0 { break }
                    } else {
                        characters.removeFirst()
                    }
                }
            } else if characters.starts(with: "\"\"\"".unicodeScalars) {
                characters.removeFirst(3)
                while !characters.isEmpty && !characters.starts(with: "\"\"\"".unicodeScalars) { characters.removeFirst() }
                characters = characters.dropFirst(3)
                out += "\"\""
            } else if first == "\"" {
                characters.removeFirst()
                while let next = characters.first, next != "\"", next != "\n" {
                    characters.removeFirst()
                    if next == "\\" { characters = characters.dropFirst() }
                }
                characters = characters.dropFirst()
                out += "\"\""
            } else {
                out.unicodeScalars.append(first)
                characters.removeFirst()
            }
        }
        return out
    }

    /// Names declared at the start of a line (top level), after attributes and modifiers.
    static func topLevelDeclarations(in code: String) -> [String] {
        let keywords: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
        let modifiers: Set<Substring> = ["public", "package", "internal", "private", "fileprivate", "final", "indirect"]
        var names: [String] = []
        for line in code.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("\t") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" })[...]
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) { words.removeFirst() }
            guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { continue }
            names.append(String(words[words.startIndex + 1]))
        }
        return names
    }

    /// Every word that starts with a capital letter.
    static func capitalisedWords(in code: String) -> Set<String> {
        var words = Set<String>()
        var current = ""
        for character in code.unicodeScalars {
            if CharacterSet.alphanumerics.contains(character) || character == "_" {
                current.unicodeScalars.append(character)
            } else {
                if let first = current.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first) { words.insert(current) }
                current = ""
            }
        }
        return words
    }

    /// Each function's and initialiser's name and length in lines, from its declaration to the
    /// brace that closes it at the declaration's indent (one-line bodies are left out).
    static func functionLengths(in text: String) -> [(name: String, length: Int)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let modifiers: Set<Substring> = [
            "public", "package", "private", "fileprivate", "internal", "static", "mutating", "override", "final", "nonisolated", "@discardableResult",
        ]
        var result: [(name: String, length: Int)] = []
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            var words = line.dropFirst(indent).split(separator: " ")[...]
            while let word = words.first, modifiers.contains(word) || word.hasPrefix("@") { words.removeFirst() }
            guard let first = words.first else { continue }
            let name: String
            if first == "func", words.count > 1 {
                name = String(words[words.startIndex + 1].prefix { $0 != "(" && $0 != "<" })
            } else if first.hasPrefix("init(") || first.hasPrefix("init?(") || first.hasPrefix("init<") {
                name = "init"
            } else {
                continue
            }
            if line.hasSuffix("}") && line.filter({ $0 == "{" }).count == line.filter({ $0 == "}" }).count { continue }
            let closing = String(repeating: " ", count: indent) + "}"
            guard
                let end = lines[(index + 1)...].firstIndex(where: { candidate in
                    candidate.hasPrefix(closing)
                        && (candidate.count == closing.count || [" ", ")"].contains(candidate.dropFirst(closing.count).first!))
                })
            else { continue }
            result.append((name, end - index + 1))
        }
        return result
    }
}
