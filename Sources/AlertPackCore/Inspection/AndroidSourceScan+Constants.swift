/// A channel id is most often a constant (`const val CHANNEL_ID = "alerts"`, `static final
/// String CHANNEL_ID = "alerts";`) rather than a literal at the call: the id is read through a
/// constant declared once in the same file with a plain string. A name assigned more than once,
/// or to anything but one string, is not read (never guessed).
extension AndroidSourceScan {
    /// What a file's channels look names up in, built once per file in one pass, so that a file
    /// of many channels does not walk its tokens again for each one.
    struct NameTables {
        /// Every name assigned in the file, with the string it is declared with when it is
        /// assigned exactly once to one plain string (nil otherwise).
        var constants: [String: String?] = [:]
        /// Each name's assignments (`name =`, `name: Type =`) in the file's order: the name's
        /// token and its `=`.
        var assignments: [String: [(name: Int, equals: Int)]] = [:]
    }

    /// The file's name tables.
    func nameTables() -> NameTables {
        var tables = NameTables()
        for index in tokens.indices where tokens[index].kind == .identifier {
            // An assignment's `=` is within three tokens of its name (`x: Uri =`), and not `==`.
            if let equals = (index + 1...index + 3).first(where: { isPunctuation($0, "=") }), !isPunctuation(equals + 1, "="),
                let name = text(index)
            {
                tables.assignments[name, default: []].append((index, equals))
            }
        }
        tables.constants = constantTable()
        return tables
    }

    /// Every name assigned in this file, with the string it is declared with when it is assigned
    /// exactly once to one plain string (nil otherwise).
    func constantTable() -> [String: String?] {
        var table: [String: String?] = [:]
        for index in tokens.indices where tokens[index].kind == .identifier {
            // `NAME = "…"` or `NAME: String = "…"`, ended by `;` or the line's end.
            var equals = index + 1
            if isPunctuation(equals, ":"), text(equals + 1) == "String" { equals += 2 }
            guard isPunctuation(equals, "="), !isPunctuation(equals + 1, "="), equals + 1 < tokens.count, let name = text(index) else {
                continue
            }
            var value: String? = nil
            if case .string(let parts, false) = tokens[equals + 1].kind, parts.count == 1, !parts[0].isEmpty {
                let next = equals + 2
                let ended = next >= tokens.count || isPunctuation(next, ";") || tokens[next].line != tokens[equals + 1].line
                if ended { value = parts[0] }
            }
            // A second assignment makes the name unknown, whatever either says.
            table[name] = table[name] == nil ? .some(value) : .some(nil)
        }
        return table
    }

    /// The constant an id argument names: `CHANNEL_ID`, or a qualified `Channels.CHANNEL_ID`
    /// (`Companion.CHANNEL_ID`), looked up in this file's `constants` by its last name.
    func constantID(_ indices: [Int], constants: [String: String?]) -> String? {
        guard let last = indices.last, text(last) != nil else { return nil }
        // Only identifiers joined by dots: `A.B.C`.
        for (offset, index) in indices.enumerated() {
            let ok = offset % 2 == 0 ? text(index) != nil : isPunctuation(index, ".")
            if !ok { return nil }
        }
        return text(last).flatMap { constants[$0] ?? nil }
    }
}
