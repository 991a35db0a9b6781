import Yams

/// Where a YAML file writes each of its values: key paths as messages name them
/// (`rules.sound.long`, `overrides[1].files`, `suppress[0].rule`) with the line and column (from
/// 1, columns in Unicode scalars, as libyaml counts them) of the value and of its key.
package struct YAMLPositions: Sendable, Equatable {
    package struct Position: Sendable, Equatable, CustomStringConvertible {
        package var line: Int
        package var column: Int

        package init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// `line:column`, as compilers print a position after a file's path.
        package var description: String { "\(line):\(column)" }
    }

    private var values: [String: Position] = [:]
    private var keys: [String: Position] = [:]

    package init() {}

    /// The positions of every value and key under `node` (already checked by SafeYAML: keys are
    /// plain scalars, nesting is bounded).
    init(of node: Node) {
        record(node, at: "")
    }

    private mutating func record(_ node: Node, at path: String) {
        if let mark = node.mark { values[path] = Position(line: mark.line, column: mark.column) }
        switch node {
        case .scalar:
            break
        case .sequence(let sequence):
            for (index, item) in sequence.enumerated() { record(item, at: "\(path)[\(index)]") }
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard case .scalar(let scalar) = key else { continue }
                let inner = path.isEmpty ? scalar.string : "\(path).\(scalar.string)"
                if let mark = key.mark { keys[inner] = Position(line: mark.line, column: mark.column) }
                record(value, at: inner)
            }
        }
    }

    /// Where the value at `path` is written; for a path the file does not have (a key that is
    /// missing), where the nearest table or list that holds it is.
    package func value(at path: String) -> Position? {
        var path = path
        while true {
            if let position = values[path] { return position }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return values[""] }
            path = String(path[..<cut])
        }
    }

    /// Where the key of the value at `path` is written (for a key that should not be there).
    package func key(at path: String) -> Position? {
        keys[path] ?? value(at: path)
    }
}
