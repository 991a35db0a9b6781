/// An ignore pattern parsed once into its parts (`**`, or a name pattern as tokens) and matched
/// in time proportional to the pattern's and the path's lengths' product: `**` as a whole part
/// matches any number of folders (`**/` zero or more), `*` any run of characters but `/`, `?` one,
/// `[...]` a class (`!` or `^` negates, ranges allowed), `\` quotes the next character. A
/// backtracking matcher (fnmatch, or trying every split at each `**`) takes time exponential in
/// the number of stars on hostile patterns; this one fills a table instead.
struct CompiledGlob: Sendable {
    enum Token: Sendable { case byte(UInt8), one, run, set(Set<UInt8>, negated: Bool) }
    enum Part: Sendable {
        case anyFolders
        case name([Token])
    }

    let parts: [Part]
    /// The pattern holds a slash: it is matched against paths, not names.
    let anchored: Bool
    /// The leading parts that are plain names (no wildcard, no class): the first names of any
    /// path the pattern matches are exactly these, so a path whose first names differ is turned
    /// away without the table (a walk meets every file, and most are nowhere near the pattern).
    let literalHead: [[UInt8]]

    init(_ pattern: String) {
        anchored = pattern.contains("/")
        parts = pattern.split(separator: "/", omittingEmptySubsequences: false).map { part in
            part == "**" ? .anyFolders : .name(Self.tokens(Array(part.utf8)))
        }
        var head: [[UInt8]] = []
        for part in parts {
            guard case .name(let tokens) = part else { break }
            let bytes = tokens.compactMap { token -> UInt8? in if case .byte(let byte) = token { byte } else { nil } }
            guard bytes.count == tokens.count else { break }
            head.append(bytes)
        }
        literalHead = head
    }

    /// Whether a name of `path` differs from the pattern's plain leading names (a definite no).
    private func differsInHead(_ path: String) -> Bool {
        // Name by name, byte by byte, with nothing made: it runs for every file a walk meets.
        var index = 0, offset = 0
        for byte in path.utf8 {
            guard index < literalHead.count else { return false }
            let name = literalHead[index]
            if byte == UInt8(ascii: "/") {
                if offset != name.count { return true }
                index += 1
                offset = 0
            } else {
                if offset >= name.count || name[offset] != byte { return true }
                offset += 1
            }
        }
        // The path ends inside (or right after) a leading name: it differs unless whole.
        return index < literalHead.count && offset != literalHead[index].count
    }

    func matches(_ path: String) -> Bool {
        if !literalHead.isEmpty && differsInHead(path) { return false }
        return Self.fullMatch(parts, path.split(separator: "/", omittingEmptySubsequences: false).map { Array($0.utf8) })
    }

    /// The parts against the names, by the table.
    static func fullMatch(_ parts: [Part], _ names: [[UInt8]]) -> Bool {
        // matches[i][j]: parts[i...] match names[j...]; filled from the end.
        var next = [Bool](repeating: false, count: names.count + 1)
        next[names.count] = true
        for i in stride(from: parts.count - 1, through: 0, by: -1) {
            var row = [Bool](repeating: false, count: names.count + 1)
            for j in stride(from: names.count, through: 0, by: -1) {
                switch parts[i] {
                case .anyFolders:
                    // Zero folders (skip the part), or one more folder.
                    row[j] = next[j] || (j < names.count && row[j + 1])
                case .name(let tokens):
                    row[j] = j < names.count && next[j + 1] && Self.matches(tokens, names[j])
                }
            }
            next = row
        }
        return next[0]
    }

    /// A part of a pattern as tokens: a literal byte, any one byte, any run, or a class.
    static func tokens(_ pattern: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while index < pattern.count {
            let byte = pattern[index]
            switch byte {
            case UInt8(ascii: "*"):
                if case .run = tokens.last {} else { tokens.append(.run) }
                index += 1
            case UInt8(ascii: "?"):
                tokens.append(.one)
                index += 1
            case UInt8(ascii: "\\") where index + 1 < pattern.count:
                tokens.append(.byte(pattern[index + 1]))
                index += 2
            case UInt8(ascii: "["):
                var cursor = index + 1
                var negated = false
                if cursor < pattern.count && (pattern[cursor] == UInt8(ascii: "!") || pattern[cursor] == UInt8(ascii: "^")) {
                    negated = true
                    cursor += 1
                }
                var members = Set<UInt8>()
                var first = true
                while cursor < pattern.count && (first || pattern[cursor] != UInt8(ascii: "]")) {
                    first = false
                    if cursor + 2 < pattern.count && pattern[cursor + 1] == UInt8(ascii: "-") && pattern[cursor + 2] != UInt8(ascii: "]") {
                        let (low, high) = (pattern[cursor], pattern[cursor + 2])
                        if low <= high { for member in low...high { members.insert(member) } }
                        cursor += 3
                    } else {
                        members.insert(pattern[cursor])
                        cursor += 1
                    }
                }
                if cursor < pattern.count {
                    tokens.append(.set(members, negated: negated))
                    index = cursor + 1
                } else {
                    // No closing bracket: a literal "[", as fnmatch takes it.
                    tokens.append(.byte(byte))
                    index += 1
                }
            default:
                tokens.append(.byte(byte))
                index += 1
            }
        }
        return tokens
    }

    /// One part's tokens against one name, by dynamic programming over both.
    static func matches(_ tokens: [Token], _ name: [UInt8]) -> Bool {
        // As fnmatch without FNM_PERIOD (what was used before): a leading dot is an ordinary
        // character (the walk skips hidden names anyway).
        var next = [Bool](repeating: false, count: name.count + 1)
        next[name.count] = true
        for token in tokens.reversed() {
            var row = [Bool](repeating: false, count: name.count + 1)
            for j in stride(from: name.count, through: 0, by: -1) {
                switch token {
                case .run: row[j] = next[j] || (j < name.count && row[j + 1])
                case .one: row[j] = j < name.count && next[j + 1]
                case .byte(let byte): row[j] = j < name.count && name[j] == byte && next[j + 1]
                case .set(let members, let negated): row[j] = j < name.count && members.contains(name[j]) != negated && next[j + 1]
                }
            }
            next = row
        }
        return next[0]
    }
}
