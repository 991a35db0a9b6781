import AlertPackCore
import ArgumentParser
import Foundation

struct LintPayloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint-payload",
        abstract: "Check APNs payloads: structure, size, badge, sound, and the HIG's rules for notification text.",
        discussion: """
            Reads one JSON object per file, a JSON array of them, or JSON Lines; folders are searched \
            for .json, .jsonl and .apns files. A bad file is reported and the batch goes on.
            """)

    @Argument(help: "Payload files or folders.")
    var paths: [String]

    @Option(help: "A package made by `alertpack package`: named sounds and launch images must be in it.")
    var package: String?

    @Option(help: "The app's name (repeatable): text that contains it is flagged.")
    var appName: [String] = []

    @Option(help: "A folder with *.lproj/Localizable.strings, .stringsdict or .xcstrings, for *-loc-key.")
    var strings: String?

    @Flag(help: "VoIP pushes (the preset's payload.size voipMaxBytes instead of maxBytes).")
    var voip = false

    /// --push-type, shared with preview.
    @OptionGroup var pushTypes: PushTypeOptions

    @Option(
        help: ArgumentHelp(
            "What the files are sent through: \(PushTransport.allCases.map(\.rawValue).joined(separator: ", ")) (default: apns).",
            discussion:
                "fcm: each file holds an FCM HTTP v1 request ({\"message\": {...}}) or the message alone, judged by the payload.fcm-* rules (FCM's size budget, data values that are strings, reserved keys, android.notification), its apns block by the APNs rules and its webpush block by the payload.webpush-* rules. webpush: each file holds the plaintext a service worker receives, within the budget RFC 8291 encryption leaves of a push message (payload.webpush-size).",
            valueName: "transport"))
    var transport: PushTransport = .apns

    @Option(help: "The Xcode project of the app that receives the payloads (default: the project above them, when it builds one app).")
    var project: String?

    @Option(help: "The app target that receives the payloads, when the project builds several.")
    var target: String?

    @Flag(help: "Do not look for the receiving app's project above the payloads.")
    var noProject = false

    @Option(
        help: ArgumentHelp(
            "A built app (.ipa, .app or .xcarchive) that receives the payloads, instead of a project.",
            discussion:
                "Its signed entitlements (else its profile's), Info.plist, embedded service extensions and the files at its bundle's top level are what the payloads are judged against; its sounds are checked as check checks them.",
            valueName: "app"))
    var app: String?

    @Option(help: "The app's categories file (as lint-actions reads it): each payload's category must be one it registers.")
    var actions: [String] = []

    @OptionGroup var textMeasure: TextMeasureOptions
    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var reporting: ReportingOptions

    func run() throws {
        let configuration = try configOptions.resolve()
        var context = PayloadContext()
        try textMeasure.apply(to: &context, preset: configuration.preset)
        context.voip = voip
        let pushType = pushTypes.pushType
        if voip, let pushType, pushType != .voip { try fail("--voip is --push-type voip; give one of them") }
        context.pushType = pushType
        if transport == .webpush, voip || pushType != nil { try fail("--voip and --push-type are APNs's; a Web Push message has neither") }
        context.appNames = appName
        if let package {
            do throws(AlertPackError) {
                let contents = try PayloadLinter.packageContents(package)
                context.packagedSounds = contents.sounds
                context.packagedImages = contents.images
            } catch {
                try fail(error)
            }
        }
        context.findsProject = !noProject
        if !actions.isEmpty {
            var categories = Set<String>()
            for file in actions {
                do throws(AlertPackError) {
                    categories.formUnion(try ActionsReader.read(path: file).map(\.identifier))
                } catch {
                    try fail(AlertPackError.inFile(file, error))
                }
            }
            context.categories = categories
        }
        if let app {
            guard project == nil, target == nil else { try fail("--app names the receiving app; give it without --project and --target") }
            context.receiver = try Self.builtReceiver(app, configuration: configuration)
        } else if let project {
            guard XcodeProject.isProject(folder: project), FileManager.default.fileExists(atPath: project + "/project.pbxproj") else {
                try fail("\(project): not an Xcode project (a folder ending in .xcodeproj with its project.pbxproj)")
            }
            let read = XcodeProject.read(folder: project)
            if let problem = read.problem { try fail("\(project): \(problem)") }
            switch read.receiver(target: target, preferred: configuration.buildConfiguration) {
            case .success(let receiver): context.receiver = receiver
            case .failure(let error): try fail(error)
            }
        } else if target != nil {
            try fail("--target names an app of --project; give the project too")
        }
        context.strings = try Self.loadStrings(strings)
        var linter = PayloadLinter(configuration: configuration, context: context)
        linter.supervision = RunContext.supervision()
        linter.transport = transport
        let report = linter.lintPayloads(paths: paths)
        throw ExitCode(try reporting.deliver(report))
    }
}

extension LintPayloadCommand {
    /// The receiving app read from the built app `--app` names, or exit 2 naming what is wrong.
    static func builtReceiver(_ path: String, configuration: CheckConfiguration) throws -> NotificationReceiver {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { try fail("\(path): no such file or folder") }
        var info = stat()
        let isFile = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        guard isFolder.boolValue ? ContainerFolder.isBuiltApp(path) : ContainerFolder.isIPA(path) && isFile else {
            try fail("\(path): not a built app (an .ipa file, or an .app or .xcarchive folder)")
        }
        let read: NotificationReceiver?
        do throws(AlertPackError) {
            read = try NotificationReceiver.built(path, checker: Checker(configuration: configuration, jobs: 1))
        } catch {
            // In the words `check` uses for the same container.
            try fail("\(path): \(Checker.unreadableReason(error, path: path))")
        }
        guard let read else { try fail("\(path): holds no app bundle") }
        return read
    }

    /// The strings of `--strings FOLDER` (files it cannot read are warned about), or nil.
    static func loadStrings(_ folder: String?) throws -> StringsCatalog? {
        guard let folder else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            try fail("\(folder): no such folder")
        }
        let catalog = StringsCatalog.load(folder: folder)
        for problem in catalog.problems { Output.error("alertpack: warning: \(problem)") }
        return catalog
    }
}

extension PushTransport: ExpressibleByArgument {}

struct LintActionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint-actions",
        abstract: "Check notification action buttons: how many, title case, length in every localisation, and purpose.",
        discussion: """
            Reads JSON or YAML: categories: [{identifier, actions: [{identifier, title, options: \
            [destructive, foreground, ...], titles: {language: title}}]}].
            """)

    @Argument(help: "Category description files or folders.")
    var paths: [String]

    @OptionGroup var textMeasure: TextMeasureOptions
    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var reporting: ReportingOptions

    func run() throws {
        let configuration = try configOptions.resolve()
        var context = PayloadContext()
        try textMeasure.apply(to: &context, preset: configuration.preset)
        var linter = PayloadLinter(configuration: configuration, context: context)
        linter.supervision = RunContext.supervision()
        let report = linter.lintActions(paths: paths)
        throw ExitCode(try reporting.deliver(report))
    }
}

extension LintPayloadCommand: SupervisedCommand {
    var workVerb: String { "linting" }

    var supervisedInputs: [String] { paths }
}

extension LintActionsCommand: SupervisedCommand {
    var workVerb: String { "linting" }

    var supervisedInputs: [String] { paths }
}
