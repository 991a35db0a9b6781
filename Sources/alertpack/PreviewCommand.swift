import AlertPackCore
import ArgumentParser
import Foundation

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw each payload as people will see it: every surface, every language, light and dark, as PNG.",
        discussion: """
            Lays each payload's title, subtitle and body out as the system does (HarfBuzz shaping in \
            the preset's font, lines broken by Unicode's rules, each surface's width and line \
            budget) and draws the banner, Lock Screen, Notification Center, expanded view (with the \
            category's actions), communication notification, Apple Watch short look and alert, \
            with the cut marked where the system truncates. With --strings, every language the \
            payload's loc keys resolve to; in a right-to-left language (Arabic, Hebrew, ...) the \
            whole cell is mirrored as the system draws it (icon on the right, timestamp and \
            thumbnail on the left). The app icon comes from --icon, else from the icon set \
            the receiving app's project names. Writes PNGs and preview.json into --out (a new \
            folder, or one an earlier preview made); the same inputs give the same bytes.
            """)

    @Argument(help: "Payload files or folders.")
    var paths: [String]

    @Option(help: "The folder to write the images and preview.json into.")
    var out: String

    @OptionGroup var inputs: NotificationInputOptions

    @Option(help: "An attachment image to show (thumbnail, and 2:1 in the expanded view).")
    var attachment: String?

    @Option(help: "The sender's avatar, for the communication notification.")
    var avatar: String?

    @Flag(help: "Do not look for the receiving app's project above the payloads.")
    var noProject = false

    @OptionGroup var runOptions: RunOptions<Drawing>

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var outputOptions: OutputOptions<MadeOutput>

    func run() throws {
        let configuration = try configOptions.resolve()
        let engine = try inputs.engine(configuration)
        var options = try inputs.options(engine)
        options.attachment = attachment
        options.avatar = avatar
        options.findsProject = !noProject
        options.jobs = runOptions.parallelism
        let batch = PreviewMaker(engine: engine, configuration: configuration).render(paths: paths, options: options)
        guard batch.problems.isEmpty || !batch.renderings.isEmpty else { try fail(batch.problems) }
        let files: [String]
        do {
            files = try PreviewFolder.write(batch, to: out)
        } catch {
            try fail(error)
        }
        for note in batch.notes { Output.error("alertpack: \(note)") }
        outputOptions.write(PreviewReport(renderings: batch.renderings, font: batch.font, files: files, folder: out, problems: batch.problems))
        for problem in batch.problems { Output.error("alertpack: \(problem)") }
        throw ExitCode(batch.problems.isEmpty ? 0 : 2)
    }
}
