/// ANSI styling, used only when output goes to a terminal (and NO_COLOR is unset).
public struct TerminalStyle: Sendable {
    public var enabled: Bool

    public static let plain = TerminalStyle(enabled: false)
    public static let colored = TerminalStyle(enabled: true)

    public init(enabled: Bool) { self.enabled = enabled }

    func red(_ text: String) -> String { wrap(text, "31") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func cyan(_ text: String) -> String { wrap(text, "36") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func bold(_ text: String) -> String { wrap(text, "1") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
