/// A rule's values, typed, read from the preset once when a configuration resolves.
///
/// The initialiser names each key once, with its kind and meaning: the same code reads a preset,
/// checks the kinds of its values, and lists the parameters for `alertpack rules` and
/// docs/rules.md (run against a `ParameterReader` that only describes). So a key cannot be
/// documented under one name and read under another, and a rule never sees a missing value.
package protocol RuleParameters: Sendable {
    init(_ preset: inout ParameterReader)
}

/// The parameters of a rule that takes none.
package struct NoParameters: RuleParameters {
    package init(_ preset: inout ParameterReader) {}
}

extension RuleParameters {
    /// The parameters this type reads, in the order it reads them.
    package static var specs: [ParameterSpec] {
        var reader = ParameterReader.describing
        _ = Self(&reader)
        return reader.specs
    }

    /// Reads the values of one rule's preset entry; `problems` names every missing key and every
    /// value of the wrong kind (the caller knows the preset and the rule to name).
    package static func read(_ values: [String: PresetValue]) -> (parameters: Self, reader: ParameterReader) {
        var reader = ParameterReader(values: values)
        let parameters = Self(&reader)
        return (parameters, reader)
    }
}
