/// What to do about a finding: advice in words and, when alertpack can do it, the exact command
/// with the user's own file names and the file it writes. Reporters render it; `text` is the
/// one-line form every text format shows.
public struct Fix: Sendable, Equatable {
    /// What to do, in words: "trim it", "convert it to IMA4 in CAF".
    public var advice: String
    /// The command that does it, word by word, each quoted for a POSIX shell where it needs
    /// it (`alertpack`, `convert`, `'my beep.mp3'`, ...); empty when no command does.
    public var command: [String]
    /// The file the command writes (quoted like the command's words), when it writes one.
    public var writes: String?

    public init(_ advice: String, command: [String] = [], writes: String? = nil) {
        self.advice = advice
        self.command = command
        self.writes = writes
    }

    /// The command as one shell line.
    public var commandLine: String { command.joined(separator: " ") }

    /// "trim it: `alertpack convert beep.wav --trim-silence` (writes beep.caf)".
    public var text: String {
        guard !command.isEmpty else { return advice }
        return advice + ": `" + commandLine + "`" + (writes.map { " (writes \($0))" } ?? "")
    }

    /// The fix with every piece of text passed through `transform` (paths shown by other names).
    package func map(_ transform: (String) -> String) -> Fix {
        Fix(transform(advice), command: command.map(transform), writes: writes.map(transform))
    }
}
