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
    /// Why a text was not read, and where in it when that is known.
    package struct Failure: Error, Sendable {
        /// "not valid YAML" or "not read".
        package var summary: String
        package var detail: String
        package var position: YAMLPositions.Position?

        /// The whole message, the position said in words: "not valid YAML: line 3, column 15: …".
        package var message: String { error.message }

        /// The failure as the error alertpack throws.
        package var error: AlertPackError {
            .reading(.notYAML(summary, line: position?.line, column: position?.column, detail: detail))
        }
    }

    package static func load(_ text: String) throws(AlertPackError) -> Any? {
        do {
            return try loadLocated(text).value
        } catch {
            throw error.error
        }
    }

    /// The text's value and where each of its values is written.
    package static func loadLocated(_ text: String) throws(Failure) -> (value: Any?, positions: YAMLPositions) {
        let bytes = Array(text.utf8)
        if let problem = TextGuard.problem(in: bytes) ?? structureProblem(in: bytes, limits: TextGuard.Limits()) {
            throw Failure(summary: "not read", detail: problem)
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            let (detail, position) = describe(error, in: text)
            throw Failure(summary: "not valid YAML", detail: TextGuard.userMessage(detail), position: position)
        }
        guard let node else { return (nil, YAMLPositions()) }
        if let (problem, mark) = problem(in: node, depth: 0) {
            throw Failure(summary: "not read", detail: problem, position: mark.map { .init(line: $0.line, column: $0.column) })
        }
        return (node.any, YAMLPositions(of: node))
    }

    /// Yams' error without the lines it quotes from the file (a preset or config named by path
    /// may be any readable file, and its contents must not reach a log): the reason, and where.
    /// libyaml places an error it meets at the end of the input (a quote or a bracket never
    /// closed) at the end of the file; it is said where what was never closed starts.
    static func describe(_ error: any Error, in text: String) -> (String, YAMLPositions.Position?) {
        let parts: (context: YamlError.Context?, problem: String, mark: Mark)
        switch error as? YamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            parts = (context, problem, mark)
        default:
            let first = "\(error)".split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "\(error)"
            return (VisibleText.of(String(first.prefix(200))), nil)
        }
        let problem = VisibleText.of(String(parts.problem.prefix(200)))
        guard let context = parts.context else { return (problem, .init(line: parts.mark.line, column: parts.mark.column)) }
        let what = VisibleText.of(String(context.text.prefix(200)))
        let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).lastIndex { !$0.allSatisfy(\.isWhitespace) } ?? 0
        if parts.mark.line > lastLine + 1 || problem.contains("end of stream") {
            return ("\(what) here: \(problem) at the end of the file", .init(line: context.mark.line, column: context.mark.column))
        }
        return (
            "\(problem) (\(what) at line \(context.mark.line), column \(context.mark.column))",
            .init(line: parts.mark.line, column: parts.mark.column)
        )
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

    /// The first thing Yams would crash on, and where: a mapping key that is a list or a table
    /// (every key must be plain text), or a base-60 integer that does not fit in 64 bits.
    private static func problem(in node: Node, depth: Int) -> (String, Mark?)? {
        guard depth < 256 else { return ("it is nested more than 256 levels deep", node.mark) }
        switch node {
        case .scalar(let scalar):
            guard node.tag.description == Tag.Name.int.rawValue, scalar.string.contains(":"), !sexagesimalFits(scalar.string) else { return nil }
            return (
                "the number \(scalar.string.prefix(40)) is too large"
                    + " (YAML reads digits separated by colons as one base-60 number); quote it to keep it as text", node.mark
            )
        case .sequence(let sequence):
            for item in sequence { if let problem = problem(in: item, depth: depth + 1) { return problem } }
            return nil
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard case .scalar = key else {
                    return ("a key is a list or a table; keys must be plain text", key.mark)
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
