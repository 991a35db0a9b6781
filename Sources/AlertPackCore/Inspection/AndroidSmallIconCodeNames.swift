/// The small notification icons a JavaScript or TypeScript app names per notification, read
/// without running it: the `smallIcon:` member Capacitor's `LocalNotifications.schedule`,
/// notifee's `android: {…}` options and react-native-push-notification take, in the sources of
/// the project around an Android module (`PROJECT/android/app`). Every string literal the value
/// can be is taken (`isAndroid ? 'ic_stat_x' : undefined` gives `ic_stat_x`, both branches of a
/// `?:`, either side of `??` and `||`); a literal passed to a call there is not (it is the call's
/// argument, not the value). Split into tokens by the config scripts' lexer (`ConfigScriptLexer`).
package enum AndroidSmallIconCodeNames {
    /// One icon named in code.
    package struct Named: Sendable, Equatable {
        /// The resource name ("ic_stat_x" for `@drawable/ic_stat_x`, `drawable/ic_stat_x`, `ic_stat_x.png`).
        package var name: String
        /// "mipmap" when the value says so, else "drawable" (where these libraries look first).
        package var type: String
        /// The file, relative to the project's folder, and the line: `src/app.ts:12`.
        package var place: String
    }

    static let extensions: Set<String> = ["js", "jsx", "ts", "tsx", "mjs", "cjs"]
    static let keys: Set<String> = ["smallIcon"]
    static let maxFiles = 5_000
    static let maxBytes = 1 << 20
    static let maxTokens = 300_000

    /// The JavaScript project an Android module belongs to: two folders up from `android/app`
    /// (or any `android/MODULE`), when package.json is there; nil otherwise.
    package static func project(ofModule module: String) -> String? {
        let parts = module.split(separator: "/").map(String.init)
        guard parts.count >= 2, parts[parts.count - 2] == "android" else { return nil }
        let root = parts.count == 2 ? "." : parts.dropLast(2).joined(separator: "/")
        let folder = module.hasPrefix("/") && root != "." ? "/" + root : root
        return ProjectFileWalk.isFile("package.json", in: folder) ? folder : nil
    }

    /// Every small icon the project's scripts name (native folders and dependencies left out).
    package static func scan(project folder: String) -> [Named] {
        var skipped = ProjectFileWalk.Skipped.dependencies
        skipped.topLevel = ["android", "ios", "www", "dist"]
        let listing = ProjectFileWalk.files(in: folder, below: "", maxFiles: maxFiles, maxDepth: 12, skipping: skipped) {
            extensions.contains(FileName.extension(of: $0)) && !$0.hasSuffix(".d.ts")
        }
        var named: [Named] = []
        for file in listing.files {
            guard let bytes = try? ProjectFileWalk.contents(file, in: folder, maxBytes: maxBytes, what: "the script"), mentions(bytes)
            else { continue }
            var lexer = ConfigScriptLexer(bytes: bytes, maxTokens: maxTokens)
            guard let (tokens, groups) = try? lexer.run() else { continue }
            for (value, line) in literals(tokens, groups: groups) {
                guard let found = resource(value) else { continue }
                named.append(Named(name: found.name, type: found.type, place: "\(file):\(line)"))
            }
        }
        return named
    }

    /// Whether the bytes hold `smallIcon` at all: most scripts do not, and are never split.
    static func mentions(_ bytes: [UInt8]) -> Bool {
        let needle = Array("smallIcon".utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { index in
            bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle)
        }
    }

    /// The string literals of each `smallIcon:` member's value, with their lines.
    static func literals(_ tokens: [ConfigToken], groups: [Int]) -> [(value: String, line: Int)] {
        var found: [(String, Int)] = []
        for index in tokens.indices where index + 1 < tokens.count && tokens[index + 1].isPunctuator(":") {
            let key = tokens[index]
            guard key.kind == .identifier || key.kind == .string, keys.contains(key.text) else { continue }
            // `a ? smallIcon : b` is no member: a member follows `{` or `,`.
            guard index > 0, tokens[index - 1].isPunctuator("{") || tokens[index - 1].isPunctuator(",") else { continue }
            var position = index + 2
            while position < tokens.count {
                let token = tokens[position]
                if [",", "}", ")", "]", ";"].contains(where: token.isPunctuator) { break }
                if token.kind == .string || token.kind == .template(.whole) { found.append((token.text, token.line)) }
                // A call's arguments, an object or an array in the value are not what it is.
                let isCall = token.isPunctuator("(") && position > 0 && tokens[position - 1].kind == .identifier
                if groups[position] > position, isCall || !token.isPunctuator("(") {
                    position = groups[position] + 1
                    continue
                }
                position += 1
            }
        }
        return found
    }

    /// The resource a value names, as these libraries look it up: the text after `@`, a
    /// `drawable/` or `mipmap/` folder or `res://`, without an extension; nil for what is no
    /// resource name.
    static func resource(_ value: String) -> (name: String, type: String)? {
        let type = value.contains("mipmap/") ? "mipmap" : "drawable"
        var name = Substring(value)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if name.hasPrefix("@") { name = name.dropFirst() }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        guard let first = name.first, first.isASCII, first.isLetter,
            name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") })
        else { return nil }
        return (String(name), type)
    }
}
