import AlertPackCore
import ArgumentParser
import Foundation

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Repair, in place, every finding that has a safe repair, and check again.",
        discussion: """
            Sounds: re-encoded under their own name when their data or header cannot play (a .caf \
            holding MP3 becomes IMA4 in CAF; a .wav holding float or AIFF data, 16-bit PCM in WAV), \
            cut under the duration limit with a fade-out, leading and trailing silence trimmed, \
            loudness brought to the preset's target. A sound whose extension must change (.mp3) is \
            converted only with --rename, and the files that name it are listed. Android: a raw sound \
            whose name Android refuses is renamed (with --rename) to a legal one and its literal references \
            (android.resource URIs, @raw/, getIdentifier, a config's sound) rewritten; a sound the release \
            build's shrinking removes gets @raw/NAME in tools:keep of res/raw/keep.xml. Icons: an alpha \
            channel whose every pixel is opaque is removed bit for bit; transparent pixels are \
            composited in linear light onto --background, or left without it; a tinted icon in \
            colour is made gray. Clipped runs are restored by cubic interpolation and the level \
            lowered (a run with no good samples around it, as in a clipped square, is left). Never \
            done: raising silence, turning clipping down alone, touching a file without a finding \
            at warning or error level. Each repair is written beside its file, checked, and renamed into place only if \
            it is better; a second run changes nothing. --dry-run prints the same steps (or the \
            same reason a file is left) as the real run. Exit codes as check (after the repairs); 2 \
            when a repair failed.
            """)

    @Argument(help: "Files and folders to repair.")
    var paths: [String]

    @Flag(
        help:
            "Print exactly what fix will do: every repair is done as fix does it, in a private temporary folder, checked and judged the same way, and never moved into place; change nothing."
    )
    var dryRun = false

    @Flag(
        help:
            "Convert sounds whose extension must change (.mp3 → .caf) under their new name, removing the old one; give an Android raw sound whose name Android refuses its legal name, rewriting its literal references."
    )
    var rename = false

    @Option(help: "Composite transparent icon pixels onto this colour (#RRGGBB, white or black), in linear light.")
    var background: String?

    @Option(help: "IMA4 encoding effort for re-encoded sounds: best (the default) or fast.")
    var quality: IMA4Quality = .best

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var outputOptions: OutputOptions<RepairOutput>
    @OptionGroup var runOptions: RunOptions<Repairing>

    func validate() throws {
        if let background, RGBColour(background) == nil {
            throw ValidationError("--background \(background): give a colour as #RRGGBB, white or black")
        }
    }

    func run() throws {
        let configuration = try configOptions.resolve()
        var options = RepairOptions()
        options.rename = rename
        options.background = background.flatMap(RGBColour.init)
        options.quality = quality
        options.searchThreads = runOptions.jobs
        var fixer = Fixer(checker: runOptions.checker(configuration), options: options)
        fixer.dryRun = dryRun
        let report = fixer.run(paths: paths)
        outputOptions.write(report)
        throw ExitCode(report.exitCode(strict: outputOptions.strict))
    }
}

extension FixCommand: SupervisedCommand {
    var workVerb: String { "repairing" }

    var supervisedInputs: [String] { paths }
}
