import Foundation

/// The libraries and bundles of a Gradle version catalog (`gradle/libs.versions.toml` beside
/// settings.gradle), as the accessors a build script names them by (`libs.firebase.messaging`,
/// `libs.bundles.firebase`), each with its `group:name`. Read line by line, never as full TOML:
/// `alias = "group:name:version"`, `alias = { module = "group:name", … }` and
/// `alias = { group = "…", name = "…", … }` under `[libraries]`, `name = ["a", "b"]` (over
/// several lines too) under `[bundles]`. Bounded: the file's size, and a bundle's text.
struct AndroidVersionCatalog: Equatable {
    /// `group:name` by accessor path below `libs.` (`firebase.messaging`).
    var libraries: [String: String] = [:]
    /// The accessor paths of a bundle's libraries, by the bundle's path below `libs.bundles.`.
    var bundles: [String: [String]] = [:]

    static let file = "gradle/libs.versions.toml"
    static let maxBytes = 1 << 20
    /// A bundle written over more lines than this is cut there: real ones list a dozen names.
    static let maxBundleBytes = 64 << 10

    init(text: String) {
        var section = ""
        var bundle: (name: String, text: String)?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.uncommented(raw)
            if var open = bundle {
                open.text += " " + line
                if line.contains("]") || open.text.utf8.count > Self.maxBundleBytes {
                    bundles[open.name] = Self.quoted(in: open.text).map(Self.accessor)
                    bundle = nil
                } else {
                    bundle = open
                }
                continue
            }
            if line.hasPrefix("[") {
                section = line.trimmingCharacters(in: .init(charactersIn: "[] "))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let alias = Self.accessor(line[..<equals].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: .init(charactersIn: "\"'")))
            let value = String(line[line.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            if section == "libraries", let coordinates = Self.coordinates(value) {
                libraries[alias] = coordinates
            } else if section == "bundles", value.hasPrefix("[") {
                if value.contains("]") { bundles[alias] = Self.quoted(in: value).map(Self.accessor) } else { bundle = (alias, value) }
            }
        }
    }

    /// The line without its `#` comment (a `#` inside quotes is kept), trimmed.
    static func uncommented(_ line: Substring) -> String {
        var quote: Character?
        var end = line.endIndex
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                end = index
                break
            }
        }
        return line[..<end].trimmingCharacters(in: .whitespaces)
    }

    /// How Gradle names an alias in accessors: `-`, `_` and `.` all become `.`.
    static func accessor(_ alias: String) -> String {
        String(alias.map { $0 == "-" || $0 == "_" ? "." : $0 })
    }

    /// The strings quoted in `text`, in order.
    static func quoted(in text: String) -> [String] {
        var found: [String] = []
        var current: String?
        var quote: Character = "\""
        for character in text {
            if var open = current {
                if character == quote {
                    found.append(open)
                    current = nil
                } else {
                    open.append(character)
                    current = open
                }
            } else if character == "\"" || character == "'" {
                quote = character
                current = ""
            }
        }
        return found
    }

    /// `group:name` of a library's value: its notation string, `module`, or `group` and `name`.
    static func coordinates(_ value: String) -> String? {
        if !value.hasPrefix("{") {
            let parts = (quoted(in: value).first ?? "").split(separator: ":")
            return parts.count >= 2 ? "\(parts[0]):\(parts[1])" : nil
        }
        var fields: [String: String] = [:]
        let body = value.trimmingCharacters(in: .init(charactersIn: "{} "))
        for pair in body.split(separator: ",") {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let key = pair[..<equals].trimmingCharacters(in: .whitespaces)
            fields[key] = quoted(in: String(pair[pair.index(after: equals)...])).first
        }
        if let module = fields["module"] { return module }
        guard let group = fields["group"], let name = fields["name"] else { return nil }
        return "\(group):\(name)"
    }

    /// The libraries an accessor path below `libs.` stands for: one library, or a bundle's.
    func coordinates(of path: String) -> [String] {
        if path.hasPrefix("bundles.") {
            return (bundles[String(path.dropFirst("bundles.".count))] ?? []).compactMap { libraries[$0] }
        }
        return libraries[path].map { [$0] } ?? []
    }
}
