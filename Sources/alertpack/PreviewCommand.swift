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
            folder, or one an earlier preview made); the same inputs give the same bytes. With \
            --platform android, the collapsed and expanded notification of Android 12 and later \
            (Material's template and text sizes, in Roboto): an FCM message's \
            android.notification (or notification) title and body, else an APNs alert's; the small \
            icon and colour of the app module (--android-module, else the one above the \
            payloads), drawn from the icon's alpha as Android draws it; --attachment is the large icon.
            """)

    /// --platform: ios (the default) or android, whose notification to draw.
    @OptionGroup var platforms: PlatformOptions

    @Option(help: "With --platform android: the app module (or a folder holding app/ or android/app/) whose small icon and colour to use.")
    var androidModule: String?

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

    /// --push-type, shared with lint-payload.
    @OptionGroup var pushTypes: PushTypeOptions

    @OptionGroup var runOptions: RunOptions<Drawing>

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var outputOptions: OutputOptions<MadeOutput>

    func validate() throws {
        if try drawnPlatform() == .android, pushTypes.pushType != nil {
            throw ValidationError("--push-type: preview --platform android draws each payload's text whatever its APNs push type")
        }
    }

    /// The one platform whose notification is drawn: iOS unless --platform names Android.
    func drawnPlatform() throws -> AssetPlatform {
        let chosen = try platforms.chosen()
        guard chosen.count <= 1 else { throw ValidationError("--platform: preview draws one platform's notification; name one") }
        guard let platform = chosen.first else { return .ios }
        guard platform != .web else { throw ValidationError("--platform: preview draws ios or android notifications, not web ones") }
        return platform
    }

    func run() throws {
        let configuration = try configOptions.resolve()
        let platform = try drawnPlatform()
        let engine = try platform == .android ? androidEngine(configuration) : inputs.engine(configuration)
        var options = try inputs.options(engine)
        options.attachment = attachment
        options.avatar = avatar
        options.findsProject = !noProject
        options.jobs = runOptions.parallelism
        options.platform = platform
        options.androidModule = androidModule
        options.pushType = pushTypes.pushType
        let batch = PreviewMaker(engine: engine, configuration: configuration).render(paths: paths, options: options)
        guard batch.problems.isEmpty || !batch.renderings.isEmpty else { try fail(batch.problems) }
        let files: [String]
        do {
            files = try PreviewFolder.write(batch, to: out)
        } catch {
            try fail(error)
        }
        for note in batch.notes { Output.error("alertpack: \(note)") }
        var report = PreviewReport(
            renderings: batch.renderings, font: batch.font, files: files, folder: out, problems: batch.problems, platform: batch.platform)
        report.activities = batch.activities
        outputOptions.write(report)
        for problem in batch.problems { Output.error("alertpack: \(problem)") }
        throw ExitCode(batch.problems.isEmpty ? 0 : 2)
    }
}

extension PreviewCommand {
    /// The layout engine in the android preset's surfaces and fonts (Roboto), or --font.
    func androidEngine(_ configuration: CheckConfiguration) throws -> NotificationLayoutEngine {
        do {
            let tables = try AndroidPreviewMaker.presetTables(configuration)
            return try NotificationLayoutEngine(surfaces: NotificationSurfaces(tables), fontFile: inputs.font)
        } catch {
            try fail("\(inputs.font.map { "--font \($0): " } ?? "")\(error.message) (install fonts-roboto-unhinted, or give --font)")
        }
    }
}
