import AlertPackCore
import ArgumentParser

/// What a command's output options are: its formats, and what `--strict` fails on (a command
/// with nothing to be strict about has no `--strict`). Each command's contract is one type
/// below; the options themselves are declared once, in `OutputOptions` and `StrictOption`.
protocol OutputContract {
    associatedtype Format: ExpressibleByArgument & CaseIterable
    associatedtype Strictness: StrictChoice
    static var defaultFormat: Format { get }
}

/// A contract whose `--strict` exists: its help says what fails with it.
protocol StrictContract {
    static var strictHelp: String { get }
}

/// `--strict`, or nothing: what `OutputOptions` holds for it.
protocol StrictChoice: ParsableArguments {
    var strict: Bool { get }
}

/// `--strict`: warnings fail the run too (exit 1).
struct StrictOption<Contract: StrictContract>: StrictChoice {
    @Flag(help: ArgumentHelp(Contract.strictHelp))
    var strict = false
}

/// No `--strict`: the command's exit code does not depend on warnings.
struct NoStrictOption: StrictChoice {
    var strict: Bool { false }
}

/// `--format`: one of the contract's formats.
struct FormatOption<Contract: OutputContract>: ParsableArguments {
    @Option(help: "Output format.")
    var format: Contract.Format = Contract.defaultFormat
}

/// `--color`.
struct ColorOption: ParsableArguments {
    @Option(help: "Colour: auto (on a terminal), always, never.")
    var color: ColorChoice = .auto

    /// Colour for standard output, as `--color` and the terminal say.
    var style: TerminalStyle { TerminalStyle(enabled: color.enabled(default: Output.colorOnStandardOutput)) }
}

/// How a command's result is written: `--format`, `--strict` (where the contract has it) and
/// `--color`, for every command that reports. (`ReportingOptions` lays the same three out among
/// the options of a check's report.)
struct OutputOptions<Contract: OutputContract>: ParsableArguments {
    @OptionGroup var formatOption: FormatOption<Contract>
    @OptionGroup var strictness: Contract.Strictness
    @OptionGroup var colorOption: ColorOption

    var format: Contract.Format { formatOption.format }
    var strict: Bool { strictness.strict }
    var style: TerminalStyle { colorOption.style }
}

extension OutputOptions where Contract.Format == ConversionFormat {
    /// Writes a command's result to standard output in the chosen format.
    func write(_ report: some CommandReport) {
        Output.write(format == .json ? report.json() : report.text(style: style))
    }
}

/// `check`, `report`, `package`, `verify` and the linters: findings in every report format.
enum FindingsOutput: OutputContract, StrictContract {
    typealias Strictness = StrictOption<Self>
    static let defaultFormat = ReportFormat.text
    static let strictHelp = "Exit 1 on warnings too."
}

/// `convert`.
enum ConversionOutput: OutputContract, StrictContract {
    typealias Strictness = StrictOption<Self>
    static let defaultFormat = ConversionFormat.text
    static let strictHelp = "Exit 1 when an output has warnings."
}

/// `fix`.
enum RepairOutput: OutputContract, StrictContract {
    typealias Strictness = StrictOption<Self>
    static let defaultFormat = ConversionFormat.text
    static let strictHelp = "Exit 1 when a file still has warnings after the repairs."
}

/// `icons` and `preview`: their exit code says only whether the work was done.
enum MadeOutput: OutputContract {
    typealias Strictness = NoStrictOption
    static let defaultFormat = ConversionFormat.text
}
