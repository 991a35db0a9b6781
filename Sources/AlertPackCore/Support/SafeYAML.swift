import Yams

/// YAML as alertpack reads it (actions files, presets, `.alertpack.yml`): checked by `TextGuard`
/// for depth and aliases, composed into nodes, and refused when a mapping key is not a plain
/// value (`? [a, b]: c`) or a base-60 number too large for an integer (`1:0:0:0:0:0:0:0:0:0:0`,
/// YAML 1.1's sexagesimal form), both of which Yams turns into a crash instead of an error (found
/// by fuzzing). Only then is it made into Swift values.
enum SafeYAML {
    static func load(_ text: String) throws(FormatError) -> Any? {
        if let problem = TextGuard.problem(in: Array(text.utf8)) { throw FormatError("not read: \(problem)") }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw FormatError("not valid YAML: \(TextGuard.userMessage("\(error)"))")
        }
        guard let node else { return nil }
        if let problem = problem(in: node, depth: 0) { throw FormatError("not read: \(problem)") }
        return node.any
    }

    /// The first thing Yams would crash on: a mapping key that is a list or a table (every key
    /// must be plain text), or a base-60 integer that does not fit in 64 bits.
    private static func problem(in node: Node, depth: Int) -> String? {
        guard depth < 256 else { return "it is nested more than 256 levels deep" }
        switch node {
        case .scalar(let scalar):
            guard node.tag.description == Tag.Name.int.rawValue, scalar.string.contains(":"), !sexagesimalFits(scalar.string) else { return nil }
            return "the number \(scalar.string.prefix(40)) at line \(node.mark.map { String($0.line) } ?? "?") is too large"
                + " (YAML reads digits separated by colons as one base-60 number); quote it to keep it as text"
        case .sequence(let sequence):
            for item in sequence { if let problem = problem(in: item, depth: depth + 1) { return problem } }
            return nil
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard case .scalar = key else {
                    return "a key at line \(key.mark.map { String($0.line) } ?? "?") is a list or a table; keys must be plain text"
                }
                if let problem = problem(in: key, depth: depth + 1) ?? problem(in: value, depth: depth + 1) { return problem }
            }
            return nil
        }
    }

    /// Whether Yams can make `text` (a base-60 integer such as `1:30`) into an Int: the same
    /// steps as its constructor (digits from the right, each times a base that grows by 60 after
    /// every digit, the last one included), with every product and sum checked for overflow.
    static func sexagesimalFits(_ text: String) -> Bool {
        var digits = text
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits.removeFirst() }
        var base = 1
        var value = 0
        for part in digits.components(separatedBy: ":").compactMap({ Int($0, radix: 10) }).reversed() {
            let (product, productOverflow) = part.multipliedReportingOverflow(by: base)
            let (sum, sumOverflow) = value.addingReportingOverflow(product)
            let (nextBase, baseOverflow) = base.multipliedReportingOverflow(by: 60)
            guard !productOverflow, !sumOverflow, !baseOverflow else { return false }
            (value, base) = (sum, nextBase)
        }
        return true
    }
}
