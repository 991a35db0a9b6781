/// "Did you mean …?" for a misspelt rule id or key: the known name nearest by edit distance,
/// when it is near enough to be a slip (a third of the name's length, at least two edits).
package enum Suggestion {
    /// The closest of `known` to `name`, or nil when none is close.
    package static func closest(to name: String, among known: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) || (distance == best?.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        guard let best, best.distance > 0, best.distance <= max(2, typed.count / 3) else { return nil }
        return best.name
    }

    /// " (did you mean 'x'?)", or "" when nothing is close.
    package static func phrase(for name: String, among known: some Sequence<String>) -> String {
        closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, with a swap of two neighbours counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
