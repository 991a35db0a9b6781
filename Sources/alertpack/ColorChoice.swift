import ArgumentParser

/// `--color`: whether a report written to the terminal is coloured.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    func enabled(default automatic: Bool) -> Bool {
        switch self {
        case .auto: return automatic
        case .always: return true
        case .never: return false
        }
    }
}
