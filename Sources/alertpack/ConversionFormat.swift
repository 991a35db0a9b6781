import ArgumentParser

/// What a command whose result is a `CommandReport` (`convert`, `fix`, `icons`, `preview`)
/// reports in: the text summary, or its JSON contract.
enum ConversionFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
