import Foundation

/// What `preview` and the report's Notifications section draw, besides the payloads.
public struct PreviewOptions: Sendable {
    public var appName: String?
    /// An image of the app icon; without it, the icon set the receiving app's project names.
    public var icon: String?
    public var attachment: String?
    public var avatar: String?
    /// A folder of the app's strings (`*.lproj`, `.xcstrings`), read at each rendering.
    public var stringsFolder: String?
    /// The app's categories files (as `lint-actions` reads them), for the expanded view's actions.
    public var actionFiles: [String] = []
    /// Surface ids to draw (nil: every surface of the preset).
    public var surfaces: [String]?
    public var appearances: [PreviewAppearance] = PreviewAppearance.allCases
    public var findsProject = true
    public var jobs = 2
    /// `.android`: Android's template (`AndroidPreviewMaker`), with the small icon of this module.
    public var platform: AssetPlatform = .ios
    public var androidModule: String?
    /// The apns-push-type the payloads are sent as (`--push-type`); nil: each payload's
    /// `.headers` file, else its body, says (`PushTypeInference`), as `lint-payload` reads them.
    public var pushType: PushType?
    /// Read from `stringsFolder` and `actionFiles` by each rendering.
    var strings: StringsCatalog?
    var categories: [ActionCategory] = []

    public init() {}
}

/// Lays out and draws every payload on every surface, language and appearance: read → resolve
/// each language → lay out → render, in parallel across payloads, in payload order.
public struct PreviewMaker: Sendable {
    public let engine: NotificationLayoutEngine
    public let configuration: CheckConfiguration

    public init(engine: NotificationLayoutEngine, configuration: CheckConfiguration) {
        self.engine = engine
        self.configuration = configuration
    }

    public func render(paths: [String], options: PreviewOptions) -> PreviewBatch {
        if options.platform == .android { return renderAndroid(paths: paths, options: options) }
        var batch = PreviewBatch(font: engine.fontDescription)
        let discovery = FileDiscovery(ignore: configuration.ignore, aliases: configuration.aliases)
        let found = discovery.files(in: paths, extensions: PayloadLinter.payloadExtensions)
        batch.problems += found.problems
        batch.inputs = found.files + [options.icon, options.attachment, options.avatar].compactMap { $0 } + options.actionFiles
        let options = Self.reading(options, into: &batch)
        let limits = configuration.rules.payloadLimits
        var shared = PreviewArtwork(appName: options.appName ?? "App")
        do throws(AlertPackError) {
            shared.attachment = try options.attachment.map { path throws(AlertPackError) in
                try PreviewImage.load(path, fitting: PreviewImage.attachmentSide)
            }
            shared.avatar = try options.avatar.map { path throws(AlertPackError) in try PreviewImage.load(path, fitting: PreviewImage.iconSide) }
            shared.icon = try options.icon.map { path throws(AlertPackError) in try PreviewImage.load(path, fitting: PreviewImage.iconSide) }
        } catch {
            batch.problems.append(error.message)
            return batch
        }
        var receivers = ReceiverFinder(ignore: configuration.ignore, preferred: configuration.buildConfiguration)
        var icons: [String: LinearImage?] = [:]
        var work: [(PayloadDocument, Int?, PreviewArtwork, PreviewOptions)] = []
        for path in found.files {
            let documents = PayloadReader.read(path: path, limits: limits)
            var artwork = shared
            if options.findsProject, let receiver = receivers.receiver(for: path) {
                artwork.bundle = receiver.bundlePaths ?? [:]
                if options.appName == nil { artwork.appName = Self.displayName(of: receiver.app) }
                if options.icon == nil {
                    if icons[receiver.project] == nil {
                        let located = AppIconLocator.icon(for: receiver)
                        icons[receiver.project] = located.flatMap { try? PreviewImage.load($0, fitting: PreviewImage.iconSide) }
                        if let located {
                            batch.notes.append("\(path): icon \(located) (from \(receiver.project))")
                            batch.inputs.append(located)
                        }
                    }
                    artwork.icon = icons[receiver.project] ?? nil
                }
            }
            work += drawings(of: documents, in: path, artwork: artwork, options: options, into: &batch)
        }
        let engine = self.engine
        ParallelMap.forEachInOrder(
            work, jobs: options.jobs, window: 16,
            { item in
                Self.draw(item.0, item: item.1, artwork: item.2, engine: engine, options: item.3)
            }
        ) { batch.renderings += $0 }
        return batch
    }

    /// The options with the strings and categories their files hold now (read at each
    /// rendering, so that a live report sees them change); what cannot be read goes in `batch`.
    static func reading(_ options: PreviewOptions, into batch: inout PreviewBatch) -> PreviewOptions {
        var options = options
        if let folder = options.stringsFolder {
            let catalog = StringsCatalog.load(folder: folder)
            batch.notes += catalog.problems
            options.strings = catalog
        }
        for file in options.actionFiles {
            do throws(AlertPackError) {
                options.categories += try ActionsReader.read(path: file)
            } catch {
                batch.problems.append(AlertPackError.inFile(file, error).message)
            }
        }
        return options
    }

    /// The sender's picture a payload names under an "avatar" key, found in the app's bundle or
    /// beside the payload (as `notify.avatar` finds it): drawn on the communication banner.
    static func avatar(named document: PayloadDocument, bundle: [String: String]) -> LinearImage? {
        let subject = PayloadSubject(document: document, context: PayloadContext())
        for (_, name) in subject.avatarNames where !name.contains("/") {
            let beside = FileName.parent(of: document.path).isEmpty ? name : FileName.parent(of: document.path) + "/" + name
            for path in [bundle[name], beside].compactMap({ $0 }) {
                if let image = try? PreviewImage.load(path, fitting: PreviewImage.iconSide) { return image }
            }
        }
        return nil
    }

    /// The app's name as the system shows it: CFBundleDisplayName, else CFBundleName, else the target.
    static func displayName(of app: TargetSetup) -> String {
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if let name = app.info[key]?.string, !name.isEmpty, !name.contains("$(") { return name }
        }
        return app.target
    }

    static func draw(
        _ document: PayloadDocument, item: Int?, artwork: PreviewArtwork, engine: NotificationLayoutEngine, options: PreviewOptions
    ) -> [NotificationRendering] {
        let aps = document.root?["aps"]?.object
        let alert: [String: JSONNode]? = aps?["alert"]?.string.map { ["body": .string($0)] } ?? aps?["alert"]?.object
        guard let alert else { return [] }
        let category = aps?["category"]?.string.flatMap { name in options.categories.first { $0.identifier == name } }
        let surfaces = engine.surfaces.surfaces.filter { options.surfaces?.contains($0.id) ?? true }
        var out: [NotificationRendering] = []
        var artwork = artwork
        if artwork.avatar == nil { artwork.avatar = avatar(named: document, bundle: artwork.bundle) }
        for content in NotificationContent.contents(of: alert, strings: options.strings) {
            var art = artwork
            let memo = ShapeMemo()
            art.actions = category?.actions.map { (($0.titles[content.language] ?? $0.title), $0.options.contains("destructive")) } ?? []
            for surface in surfaces {
                let layout = engine.layout(
                    content, on: surface, appName: art.appName, actions: art.actions.map(\.title), attachment: art.attachment != nil, memo: memo)
                let cuts =
                    layout.cutFields.map { "\($0.field) \($0.cutSummary)" }
                    + layout.buttons.filter(\.isCut).map { "button \"\($0.title)\" (\(Int($0.needed.rounded(.up))) of \(Int($0.available)) pt)" }
                for appearance in options.appearances {
                    var renderer = NotificationRenderer(engine: engine, appearance: appearance, artwork: art)
                    guard let png = renderer.render(layout).png() else { continue }
                    out.append(
                        NotificationRendering(
                            payload: document.path, item: item, language: content.language, surface: surface.id, surfaceName: surface.name,
                            appearance: appearance.rawValue, png: png, cuts: cuts, missing: content.missing))
                }
            }
        }
        return out
    }
}

extension PreviewMaker {
    /// Android's template, from the android preset's table; the attachment is the large icon.
    func renderAndroid(paths: [String], options: PreviewOptions) -> PreviewBatch {
        var settings = AndroidPreviewMaker.Settings()
        (settings.appName, settings.largeIcon, settings.module) = (options.appName, options.attachment, options.androidModule)
        (settings.findsModule, settings.surfaces, settings.appearances) = (options.findsProject, options.surfaces, options.appearances)
        (settings.jobs, settings.extensions) = (options.jobs, PayloadLinter.payloadExtensions)
        do throws(AlertPackError) {
            let metrics = try AndroidNotificationMetrics(try AndroidPreviewMaker.presetTables(configuration))
            return AndroidPreviewMaker(engine: engine, metrics: metrics, configuration: configuration).render(paths: paths, settings: settings)
        } catch {
            var batch = PreviewBatch(font: engine.fontDescription)
            batch.problems.append(error.message)
            return batch
        }
    }
}
