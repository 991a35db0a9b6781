import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Java and Kotlin sources of a module's source sets (`src/*/java`, `src/*/kotlin`), walked
/// bounded and read as tokens (`JVMSourceLexer`: a name in a comment or in an unrelated string is
/// never taken for a reference): small icons, raw resources by id or by name, channels' sounds.
extension AndroidProjectReader {
    static let sourceExtensions: Set<String> = ["java", "kt"]

    static func readCode(folder: String, sets: [String], limits: Limits, facts: inout AndroidProjectFacts) -> AndroidCodeFacts {
        var code = AndroidCodeFacts()
        var budget = limits.maxSourceFiles
        for set in sets {
            for root in ["src/\(set)/java", "src/\(set)/kotlin"] {
                guard budget > 0 else { return code }
                if ProjectFileWalk.kind(of: ProjectFileWalk.join(folder, root)) == S_IFLNK {
                    facts.notRead.append("\(root): a link, not followed")
                    continue
                }
                let listing = ProjectFileWalk.files(in: folder, below: root, maxFiles: budget, maxDepth: limits.maxSourceDepth) {
                    sourceExtensions.contains(FileName.extension(of: $0))
                }
                if listing.truncated {
                    facts.notRead.append(
                        "\(root): over \(limits.maxSourceFiles) files or \(limits.maxSourceDepth) folders deep; the rest are not read")
                }
                budget -= listing.files.count
                for file in listing.files {
                    do {
                        let bytes = try ProjectFileWalk.contents(file, in: folder, maxBytes: limits.maxSourceBytes, what: file) ?? []
                        var lexer = JVMSourceLexer(bytes: bytes, language: file.hasSuffix(".java") ? .java : .templated)
                        AndroidSourceScan(tokens: lexer.tokens(), bytes: bytes, file: file).add(to: &code)
                        code.filesRead += 1
                    } catch {
                        facts.unreadable.append(AndroidUnreadableFile(file: file, error: error))
                    }
                }
            }
        }
        return code
    }
}

/// One source file's tokens and what they name.
struct AndroidSourceScan {
    typealias Token = JVMSourceLexer.Token
    let tokens: [Token]
    let bytes: [UInt8]
    let file: String

    func text(_ index: Int) -> String? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return nil }
        return String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }

    func isPunctuation(_ index: Int, _ byte: Character) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation(byte.asciiValue ?? 0)
    }

    func use(_ type: String, _ name: String, at index: Int) -> AndroidCodeFacts.Use {
        AndroidCodeFacts.Use(type: type, name: name, file: file, line: tokens[index].line)
    }

    func add(to code: inout AndroidCodeFacts) {
        // The file's names, looked up at its first channel and kept for the rest.
        var tables: NameTables? = nil
        for index in tokens.indices {
            if let (type, name) = resourceID(at: index), type == "raw" {
                code.rawByID.append(use("raw", name, at: index))
            }
            if case .string = tokens[index].kind {
                code.rawByName += rawNames(at: index).map { use("raw", $0, at: index) }
            }
            switch text(index) {
            case "setSmallIcon":
                let icon = arguments(after: index).first?.compactMap { resourceID(at: $0) }.first
                if let (type, name) = icon, type == "drawable" || type == "mipmap" { code.smallIcons.append(use(type, name, at: index)) }
            case "getIdentifier":
                if let name = identifierLookup(at: index) { code.rawByName.append(use("raw", name, at: index)) }
            case "appendPath":
                if let name = appendedRawName(at: index) { code.rawByName.append(use("raw", name, at: index)) }
            case "NotificationChannel" where isPunctuation(index + 1, "("):
                if tables == nil { tables = nameTables() }
                code.channels.append(channel(at: index, arguments: arguments(after: index), tables: tables ?? NameTables()))
            case "NotificationChannelCompat" where text(index + 2) == "Builder" && isPunctuation(index + 3, "("):
                if tables == nil { tables = nameTables() }
                code.channels.append(channel(at: index, arguments: arguments(after: index + 2), tables: tables ?? NameTables()))
            default: break
            }
        }
    }

    /// `R.type.name` starting at `index` (not `android.R`, the framework's): its type and name.
    func resourceID(at index: Int) -> (String, String)? {
        guard text(index) == "R", isPunctuation(index + 1, "."), let type = text(index + 2), isPunctuation(index + 3, "."),
            let name = text(index + 4), !(isPunctuation(index - 1, ".") && text(index - 2) == "android")
        else { return nil }
        return (type, name)
    }

    /// The arguments of the call whose name is at `index`, as token indices, split at top-level commas.
    func arguments(after index: Int) -> [[Int]] {
        guard isPunctuation(index + 1, "(") else { return [] }
        var parts: [[Int]] = [[]]
        var depth = 0
        for position in (index + 1)..<tokens.count {
            switch tokens[position].kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
                depth += 1
                if depth == 1 { continue }
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                depth -= 1
                if depth == 0 { return parts.filter { !$0.isEmpty } }
            case .punctuation(UInt8(ascii: ",")) where depth == 1:
                parts.append([])
                continue
            default: break
            }
            parts[parts.count - 1].append(position)
        }
        return parts.filter { !$0.isEmpty }
    }

    /// The raw names a string at `index` gives as `…/raw/NAME`: in an `android.resource://`
    /// string, or in one that follows such a string closely (`"android.resource://" + pkg + "/raw/x"`).
    func rawNames(at index: Int) -> [String] {
        guard case .string(let parts, _) = tokens[index].kind else { return [] }
        let text = parts.joined(separator: "\u{0}")
        let scheme = "android.resource://"
        // `ContentResolver.SCHEME_ANDROID_RESOURCE + "://" + pkg + "/raw/x"` names the scheme by its constant.
        let nearScheme =
            text.contains(scheme)
            || (max(0, index - 12)..<index).contains { earlier in
                if case .string(let before, _) = tokens[earlier].kind { return before.joined().contains(scheme) }
                return self.text(earlier) == "SCHEME_ANDROID_RESOURCE"
            }
        guard nearScheme else { return [] }
        var names: [String] = []
        var rest = Substring(text.hasPrefix("raw/") ? "/" + text : text)
        while let found = rest.range(of: "/raw/") {
            let name = rest[found.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            if !name.isEmpty { names.append(String(name)) }
            rest = rest[found.upperBound...]
        }
        return names
    }

    /// `Uri.Builder()…appendPath("raw").appendPath("beep")`: the name after the `raw` segment.
    func appendedRawName(at index: Int) -> String? {
        guard let first = arguments(after: index).first, first.count == 1,
            tokens[first[0]].kind == .string(parts: ["raw"], templated: false), let close = first.last.map({ $0 + 1 }),
            isPunctuation(close + 1, "."), text(close + 2) == "appendPath",
            let next = arguments(after: close + 2).first, next.count == 1, case .string(let name, false) = tokens[next[0]].kind
        else { return nil }
        return name.first
    }

    /// `getIdentifier("beep", "raw", …)` or `getIdentifier("pkg:raw/beep", null, null)`: the name.
    func identifierLookup(at index: Int) -> String? {
        let arguments = arguments(after: index)
        guard let first = arguments.first, first.count == 1, case .string(let name, false) = tokens[first[0]].kind, let text = name.first
        else { return nil }
        if let slash = text.range(of: ":raw/") { return String(text[slash.upperBound...]) }
        guard arguments.count > 1, arguments[1].count == 1, tokens[arguments[1][0]].kind == .string(parts: ["raw"], templated: false) else {
            return nil
        }
        return text
    }
}
