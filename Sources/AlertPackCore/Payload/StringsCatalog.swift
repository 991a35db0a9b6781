import Foundation

/// The localised strings of an app: every `*.lproj/Localizable.strings` and
/// `Localizable.stringsdict` below a folder, and any `*.xcstrings` catalog, as key → value per
/// language, for checking `*-loc-key` and its placeholders.
public struct StringsCatalog: Sendable {
    /// Language → key → format string ("" when only a stringsdict defines the key).
    public var languages: [String: [String: String]] = [:]
    /// Files that could not be read, with why.
    public var problems: [String] = []

    public init() {}

    public static func load(folder: String) -> StringsCatalog {
        var catalog = StringsCatalog()
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let name = enumerator?.nextObject() as? String { files.append(name) }
        for file in files.sorted() {
            let path = folder + "/" + file
            let parts = file.split(separator: "/")
            let language = parts.last { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) } ?? "Base"
            if file.hasSuffix("Localizable.strings") {
                do {
                    let entries = try parseStrings(path)
                    catalog.languages[language, default: [:]].merge(entries) { $1 }
                } catch { catalog.problems.append("\(path): \(error.message)") }
            } else if file.hasSuffix("Localizable.stringsdict") {
                guard let data = RandomAccessFile.data(path: path, maxBytes: 1 << 24),
                    let plist = (try? PropertyListSerialization.propertyList(from: data, format: nil)).map(JSONNode.init(foundation:))?.object
                else { catalog.problems.append("\(path): not a property list"); continue }
                for (key, value) in plist {
                    let format = value["NSStringLocalizedFormatKey"]?.string ?? ""
                    catalog.languages[language, default: [:]][key] = catalog.languages[language]?[key] ?? format
                }
            } else if file.hasSuffix(".xcstrings") {
                guard let data = RandomAccessFile.data(path: path, maxBytes: 1 << 24),
                    TextGuard.problem(in: [UInt8](data)) == nil, let root = try? JSONNode.parse(data), let strings = root["strings"]?.object
                else { catalog.problems.append("\(path): not a string catalog"); continue }
                let source = root["sourceLanguage"]?.string ?? "en"
                for (key, value) in strings {
                    let localizations = value["localizations"]?.object ?? [:]
                    if localizations.isEmpty { catalog.languages[source, default: [:]][key] = key }
                    for (language, entry) in localizations {
                        catalog.languages[language, default: [:]][key] = entry["stringUnit"]?["value"]?.string ?? ""
                    }
                }
            }
        }
        return catalog
    }

    /// Reads an old-style `"key" = "value";` strings file (UTF-8 or UTF-16 with a BOM),
    /// with `/* */` and `//` comments and backslash escapes.
    static func parseStrings(_ path: String) throws(AlertPackError) -> [String: String] {
        guard let data = RandomAccessFile.data(path: path, maxBytes: 1 << 24) else {
            throw AlertPackError.reading(.unreadableFile(limit: "16 MiB"))
        }
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: data, encoding: .utf16) else { throw AlertPackError.reading(.notValidText("UTF-16", file: false)) }
            text = decoded
        } else {
            guard let decoded = String(data: data, encoding: .utf8) else { throw AlertPackError.reading(.notValidText("UTF-8", file: false)) }
            text = decoded
        }
        var scanner = StringsScanner(Array(text.unicodeScalars))
        var entries: [String: String] = [:]
        while true {
            scanner.skipSpaceAndComments()
            if scanner.atEnd { break }
            let key = try scanner.quoted()
            scanner.skipSpaceAndComments()
            try scanner.expect("=")
            scanner.skipSpaceAndComments()
            let value = try scanner.quoted()
            scanner.skipSpaceAndComments()
            try scanner.expect(";")
            entries[key] = value
        }
        return entries
    }

    /// A format specifier, with its position when it has one (compiled once: every payload in
    /// every language asks).
    private static let placeholderPattern = try? NSRegularExpression(
        pattern: #"%(?:(\d+)\$)?[-+ 0#']*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j)?[@dDiuUxXoOfFeEgGcCsSpaA]"#)

    /// How many arguments a format string consumes: `%@`, `%d`, `%1$@`, ... (not `%%`).
    public static func placeholderCount(_ format: String) -> Int {
        guard let regex = placeholderPattern else { return 0 }
        let cleaned = format.replacingOccurrences(of: "%%", with: "")
        let matches = regex.matches(in: cleaned, range: NSRange(cleaned.startIndex..., in: cleaned))
        var sequential = 0
        var highest = 0
        for match in matches {
            if let range = Range(match.range(at: 1), in: cleaned), let position = Int(cleaned[range]) {
                highest = max(highest, position)
            } else {
                sequential += 1
            }
        }
        return max(sequential, highest)
    }
}

/// A cursor over a strings file.
struct StringsScanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool { index >= scalars.count }

    mutating func skipSpaceAndComments() {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count && !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index += 2
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    mutating func expect(_ character: Unicode.Scalar) throws(AlertPackError) {
        guard index < scalars.count, scalars[index] == character else {
            throw AlertPackError.reading(.expectedCharacter("\(character)", at: index))
        }
        index += 1
    }

    mutating func quoted() throws(AlertPackError) -> String {
        try expect("\"")
        var out = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" { return String(out) }
            if scalar == "\\", index < scalars.count {
                let next = scalars[index]
                index += 1
                switch next {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                default: out.append(next)
                }
            } else {
                out.append(scalar)
            }
        }
        throw AlertPackError.reading(.unclosedString)
    }
}
