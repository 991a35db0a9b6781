/// Reads a rule's values from its preset entry, one typed accessor per kind of value.
///
/// Each accessor records the key's kind and meaning (its `ParameterSpec`); when reading, a
/// missing value or one of the wrong kind is recorded as a problem and a neutral value returned,
/// so every problem in a preset is reported at once rather than the first.
package struct ParameterReader {
    /// A key whose value could not be used.
    package struct Problem: Sendable, Equatable {
        package var spec: ParameterSpec
        /// nil when the key is missing.
        package var found: PresetValue?
    }

    private let values: [String: PresetValue]?
    package private(set) var specs: [ParameterSpec] = []
    package private(set) var problems: [Problem] = []

    /// A reader over a rule's values (without `severity` and `source`).
    package init(values: [String: PresetValue]) { self.values = values }

    private init() { self.values = nil }

    /// A reader that only records which parameters are read: documentation, not values.
    package static var describing: ParameterReader { ParameterReader() }

    package mutating func number(_ key: String, _ summary: String) -> Double {
        read(key, .number, summary, neutral: 0) { value in value.number.flatMap { $0.isFinite ? $0 : nil } }
    }

    /// A count or size: a whole number, at least 0.
    package mutating func wholeNumber(_ key: String, _ summary: String) -> Int {
        read(key, .wholeNumber, summary, neutral: 0) { value in value.number.flatMap { $0 >= 0 ? Int(exactly: $0) : nil } }
    }

    package mutating func string(_ key: String, _ summary: String) -> String {
        read(key, .text, summary, neutral: "") { $0.string }
    }

    package mutating func list(_ key: String, _ summary: String) -> [String] {
        read(key, .list, summary, neutral: []) { $0.strings }
    }

    package mutating func numbers(_ key: String, _ summary: String) -> [Double] {
        read(key, .numbers, summary, neutral: []) { $0.numbers }
    }

    /// A table of lists of strings (e.g. extension → containers).
    package mutating func table(_ key: String, _ summary: String) -> [String: [String]] {
        read(key, .table, summary, neutral: [:]) { value in
            guard let table = value.table else { return nil }
            let lists = table.compactMapValues(\.strings)
            return lists.count == table.count ? lists : nil
        }
    }

    package mutating func severity(_ key: String, _ summary: String) -> Severity {
        read(key, .severity, summary, neutral: .warning) { $0.string.flatMap(Severity.init(rawValue:)) }
    }

    package mutating func flag(_ key: String, _ summary: String) -> Bool {
        read(key, .flag, summary, neutral: false) { value in if case .bool(let flag) = value { flag } else { nil } }
    }

    private mutating func read<Value>(
        _ key: String, _ kind: ParameterSpec.Kind, _ summary: String, neutral: Value, _ convert: (PresetValue) -> Value?
    ) -> Value {
        let spec = ParameterSpec(key, kind, summary)
        specs.append(spec)
        guard let values else { return neutral }
        guard let found = values[key] else {
            problems.append(Problem(spec: spec, found: nil))
            return neutral
        }
        guard let value = convert(found) else {
            problems.append(Problem(spec: spec, found: found))
            return neutral
        }
        return value
    }
}
