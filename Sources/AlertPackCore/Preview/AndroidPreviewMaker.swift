import Foundation

/// `preview --platform android`: each payload's notification drawn as Android's standard
/// template shows it, collapsed and expanded, light and dark, with the small icon and colour of
/// the app module (`--android-module`, else the module above the payload) and the attachment as
/// the large icon. Read → text (`AndroidPayloadText`) → layout per surface → rendering, in
/// parallel across payloads, in payload order; the same inputs give the same bytes.
public struct AndroidPreviewMaker: Sendable {
    /// What to draw besides the payloads.
    public struct Settings: Sendable {
        public var appName: String?
        /// An image for the large icon (an FCM `image` shows there when collapsed).
        public var largeIcon: String?
        /// The app module (or a folder holding `app/` or `android/app/`); nil: the one above each payload.
        public var module: String?
        public var findsModule = true
        public var surfaces: [String]?
        public var appearances: [PreviewAppearance] = PreviewAppearance.allCases
        public var jobs = 2
        /// The payload files' extensions (the payload linter's), when a folder is given.
        public var extensions: Set<String> = []

        public init() {}
    }

    public let engine: NotificationLayoutEngine
    public let metrics: AndroidNotificationMetrics
    public let configuration: CheckConfiguration

    public init(engine: NotificationLayoutEngine, metrics: AndroidNotificationMetrics, configuration: CheckConfiguration) {
        self.engine = engine
        self.metrics = metrics
        self.configuration = configuration
    }

    /// The tables of the android preset a run uses: the configuration's own when it is Android's,
    /// else the built-in one.
    public static func presetTables(_ configuration: CheckConfiguration) throws(AlertPackError) -> [String: PresetValue] {
        if configuration.preset.platform == .android { return configuration.preset.tables }
        return try PresetLibrary.load("android").preset.tables
    }

    /// "Roboto", or "Noto Sans, a stand-in for Roboto".
    public var fontDescription: String {
        let family = engine.fonts.primary.family
        return family == "Roboto" ? family : "\(family), a stand-in for Roboto"
    }

    public func render(paths: [String], settings: Settings) -> PreviewBatch {
        var batch = PreviewBatch(font: fontDescription)
        batch.platform = AssetPlatform.android.rawValue
        let found = FileDiscovery(ignore: configuration.ignore, aliases: configuration.aliases)
            .files(in: paths, extensions: settings.extensions)
        batch.problems += found.problems
        batch.inputs = found.files + [settings.largeIcon, settings.module].compactMap { $0 }
        var largeIcon: LinearImage?
        do throws(AlertPackError) {
            largeIcon = try settings.largeIcon.map { path throws(AlertPackError) in try PreviewImage.load(path, fitting: PreviewImage.iconSide) }
        } catch {
            batch.problems.append(error.message)
            return batch
        }
        var chain = FolderChain()
        let given = settings.module.flatMap(AndroidNotificationModule.at)
        if let module = settings.module, given == nil { batch.notes.append("\(module): no Android app module there (src/main/AndroidManifest.xml)") }
        var work: [Work] = []
        for path in found.files {
            let module = given ?? (settings.findsModule && settings.module == nil ? AndroidNotificationModule.above(path, chain: &chain) : nil)
            let documents = PayloadReader.read(path: path, limits: configuration.rules.payloadLimits)
            for (index, document) in documents.enumerated() {
                if let problem = document.problem {
                    batch.problems.append("\(path): \(problem)")
                    continue
                }
                guard let text = AndroidPayloadText.read(document.root) else {
                    batch.notes.append("\(path): neither an FCM notification nor an APNs alert: nothing to draw")
                    continue
                }
                let iconFile = text.icon.flatMap { name in module?.file(type: "drawable", name: name) } ?? module?.iconFile
                batch.notes.append(Self.note(path, text: text, module: module, iconFile: iconFile))
                if let iconFile { batch.inputs.append(iconFile) }
                let colour = text.colour ?? module?.colour ?? metrics.defaultColour
                work.append(Work(document: document, item: documents.count > 1 ? index + 1 : nil, text: text, iconFile: iconFile, colour: colour))
            }
        }
        let engine = engine, metrics = metrics, appName = settings.appName ?? "App", picture = largeIcon
        ParallelMap.forEachInOrder(
            work, jobs: settings.jobs, window: 16,
            { item in Self.draw(item, engine: engine, metrics: metrics, appName: appName, largeIcon: picture, settings: settings) }
        ) { batch.renderings += $0 }
        return batch
    }

    struct Work: Sendable {
        var document: PayloadDocument
        var item: Int?
        var text: AndroidPayloadText
        var iconFile: String?
        var colour: UInt32
    }

    /// Which text, icon and colour a payload's pictures use, for the user.
    static func note(_ path: String, text: AndroidPayloadText, module: AndroidNotificationModule?, iconFile: String?) -> String {
        let icon = iconFile.map { "small icon \($0)" } ?? "no small icon found (a ring stands in)"
        let from = module.map { " (module \($0.project.folder))" } ?? ""
        return "\(path): text from \(text.sources.joined(separator: " and ")); \(icon)\(from)"
    }

    static func draw(
        _ work: Work, engine: NotificationLayoutEngine, metrics: AndroidNotificationMetrics, appName: String, largeIcon: LinearImage?,
        settings: Settings
    ) -> [NotificationRendering] {
        let icon = AndroidSmallIconArt.load(work.iconFile)
        let content = work.text.content
        let memo = ShapeMemo()
        var out: [NotificationRendering] = []
        for surface in engine.surfaces.surfaces where settings.surfaces?.contains(surface.id) ?? true {
            let layout = engine.androidLayout(content, on: surface, appName: appName, largeIcon: largeIcon != nil, metrics: metrics, memo: memo)
            let cuts = layout.cutFields.map { "\($0.field) \($0.cutSummary)" }
            for appearance in settings.appearances {
                var renderer = AndroidNotificationRenderer(
                    engine: engine, metrics: metrics, appearance: appearance, appName: appName, smallIcon: icon, colour: work.colour,
                    largeIcon: largeIcon)
                guard let png = renderer.render(layout).png() else { continue }
                out.append(
                    NotificationRendering(
                        payload: work.document.path, item: work.item, language: content.language, surface: surface.id, surfaceName: surface.name,
                        appearance: appearance.rawValue, png: png, cuts: cuts, missing: []))
            }
        }
        return out
    }
}
