// CYaml is the libyaml that Yams builds and links; its event parser is iterative, so it can
// measure a document's nesting before Yams' recursive composer sees it.
import CYaml
import Yams

/// YAML as alertpack reads it (actions files, presets, `.alertpack.yml`): checked by `TextGuard`
/// for depth and aliases, composed into nodes, and refused when a mapping key is not a plain
/// value (`? [a, b]: c`) or a base-60 number too large for an integer (`1:0:0:0:0:0:0:0:0:0:0`,
/// YAML 1.1's sexagesimal form), both of which Yams turns into a crash instead of an error (found
/// by fuzzing). Only then is it made into Swift values.
package enum SafeYAML {
    package static func load(_ text: String) throws(AlertPackError) -> Any? {
        let bytes = Array(text.utf8)
        if let problem = TextGuard.problem(in: bytes) ?? structureProblem(in: bytes, limits: TextGuard.Limits()) {
            throw AlertPackError.malformed("not read: \(problem)")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw AlertPackError.malformed("not valid YAML: \(TextGuard.userMessage(describe(error)))")
        }
        guard let node else { return nil }
        if let problem = problem(in: node, depth: 0) { throw AlertPackError.malformed("not read: \(problem)") }
        return node.any
    }

    /// Yams' error without the lines it quotes from the file (`line:column: error: scanner: what`
    /// then the line and a caret): a preset or config named by path may be any readable file, and
    /// its contents must not reach a log. Only the position and the reason are kept.
    static func describe(_ error: any Error) -> String {
        let first = "\(error)".split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "\(error)"
        guard let match = first.firstMatch(of: #/^(\d+):(\d+): error: (?:[a-z]+: )?(.*?):?$/#) else {
            return VisibleText.of(String(first.prefix(200)))
        }
        return "line \(match.1), column \(match.2): \(VisibleText.of(String(match.3.prefix(200))))"
    }

    /// Nesting and aliases exactly as Yams will meet them: libyaml's events, counted without
    /// recursion. TextGuard's byte scan must guess where quoted text starts, and a quote it takes
    /// for the start of a string (inside a plain or block scalar) can hide the brackets after it;
    /// fuzzing found such a file nested 3,881 levels deep that overflowed Yams' stack. A syntax
    /// error ends the count where Yams' own parse will stop, with Yams' message.
    static func structureProblem(in bytes: [UInt8], limits: TextGuard.Limits) -> String? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> String? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var depth = 0
            var aliases = 0
            // Values as Yams will build them, each alias counting as the whole value it names:
            // a few dozen aliases of aliases ("billion laughs") stay under the alias limit but
            // multiply into millions of values.
            var values = 0
            var anchored: [String: Int] = [:]
            var open: [(anchor: String?, start: Int)] = []
            func anchor(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? { pointer.map { String(cString: $0) } }
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > limits.maxNesting { return "it is nested more than \(limits.maxNesting) levels deep" }
                    values += 1
                    let name =
                        event.type == YAML_SEQUENCE_START_EVENT ? anchor(event.data.sequence_start.anchor) : anchor(event.data.mapping_start.anchor)
                    open.append((name, values))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    depth -= 1
                    if let (name, start) = open.popLast(), let name { anchored[name] = values - start + 1 }
                case YAML_SCALAR_EVENT:
                    values += 1
                    if let name = anchor(event.data.scalar.anchor) { anchored[name] = 1 }
                case YAML_ALIAS_EVENT:
                    aliases += 1
                    if aliases > limits.maxAliases {
                        return "it has more than \(limits.maxAliases) YAML aliases (*name), which can multiply a small file into gigabytes"
                    }
                    values += anchor(event.data.alias.anchor).flatMap { anchored[$0] } ?? 1
                case YAML_STREAM_END_EVENT, YAML_NO_EVENT:
                    return nil
                default:
                    break
                }
                if values > limits.maxValues {
                    return
                        "it expands to more than \(limits.maxValues) values (each alias counts as the value it repeats); alertpack reads no more (a built-in limit)"
                }
            }
        }
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
        // Yams drops underscores first, and reads a number that starts with 0 (after its sign) in
        // base 2, 8 or 16 instead, which cannot trap.
        var digits = text.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits.removeFirst() }
        if digits.hasPrefix("0") { return true }
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
