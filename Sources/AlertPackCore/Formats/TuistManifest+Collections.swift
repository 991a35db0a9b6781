extension TuistExpressionParser {
    /// `[a, b]`, `[k: v, …]`, `[:]`, `[]`, from the opening bracket past the closing one.
    mutating func collection() -> TuistManifestValue {
        index += 1
        if kind(at: index) == .punctuation(UInt8(ascii: ":")), kind(at: index + 1) == .punctuation(UInt8(ascii: "]")) {
            index += 2
            return .dictionary([])
        }
        var items: [TuistManifestValue] = []
        var entries: [TuistManifestEntry] = []
        while let next = kind(at: index), next != .punctuation(UInt8(ascii: "]")) {
            let start = index
            let value = expression()
            if kind(at: index) == .punctuation(UInt8(ascii: ":")) {
                index += 1
                entries.append(TuistManifestEntry(key: value, value: expression()))
            } else {
                items.append(value)
            }
            if kind(at: index) == .punctuation(UInt8(ascii: ",")) {
                index += 1
            } else if index == start || !(kind(at: index) == .punctuation(UInt8(ascii: "]")) || kind(at: index) == nil) {
                // Not a literal alertpack reads: past it to the closing bracket.
                skipTo(closing: UInt8(ascii: "]"))
                return computed("computed: a collection alertpack does not read")
            }
        }
        if index < end { index += 1 }
        if !entries.isEmpty && !items.isEmpty { return computed("computed: a collection alertpack does not read") }
        return entries.isEmpty ? .array(items) : .dictionary(entries)
    }

    /// From an opening bracket at `index` past its closing one (nested brackets counted); at
    /// anything else, past that one token.
    mutating func skipBalanced() {
        let openers = Set("([{".utf8)
        guard case .punctuation(let byte)? = kind(at: index), openers.contains(byte) else {
            if index < end { index += 1 }
            return
        }
        var level = 0
        while let next = kind(at: index) {
            index += 1
            guard case .punctuation(let mark) = next else { continue }
            if openers.contains(mark) { level += 1 }
            if Set(")]}".utf8).contains(mark) {
                level -= 1
                if level == 0 { return }
            }
        }
    }

    /// Past the bracket `closing` that closes the level `index` is in.
    mutating func skipTo(closing: UInt8) {
        var level = 0
        while let next = kind(at: index) {
            if case .punctuation(let mark) = next {
                if Set("([{".utf8).contains(mark) { level += 1 }
                if Set(")]}".utf8).contains(mark) {
                    if level == 0 {
                        index += 1
                        return
                    }
                    level -= 1
                }
            }
            index += 1
        }
    }
}
