/// The facts of one reported asset, by kind.
public enum AssetFacts: Sendable, Equatable {
    case sound(SoundFacts)
    case image(ImageFacts)
    case catalog(CatalogFacts)
    case iconBundle(IconBundleFacts)
    case project(ProjectFacts)
    case appConfig(AppConfigFacts)
    case androidProject(AndroidProjectFacts)
    /// A Web App Manifest or a notification script (`web-manifest`, `web-script`).
    case webApp(WebAppFacts)
    case attachment(AttachmentFacts)
    case builtApp(BuiltAppFacts)
    /// A payload of `lint-payload`: the push it is sent as.
    case payload(PushFacts)
    /// Nothing measured (a package's manifest, or a stray file in a package).
    case none

    public var sound: SoundFacts? { if case .sound(let facts) = self { return facts } else { return nil } }
    public var image: ImageFacts? { if case .image(let facts) = self { return facts } else { return nil } }
    public var catalog: CatalogFacts? { if case .catalog(let facts) = self { return facts } else { return nil } }
    public var iconBundle: IconBundleFacts? { if case .iconBundle(let facts) = self { return facts } else { return nil } }
    public var project: ProjectFacts? { if case .project(let facts) = self { return facts } else { return nil } }
    public var appConfig: AppConfigFacts? { if case .appConfig(let facts) = self { return facts } else { return nil } }
    public var androidProject: AndroidProjectFacts? { if case .androidProject(let facts) = self { return facts } else { return nil } }
    public var webApp: WebAppFacts? { if case .webApp(let facts) = self { return facts } else { return nil } }
    public var attachment: AttachmentFacts? { if case .attachment(let facts) = self { return facts } else { return nil } }
    public var builtApp: BuiltAppFacts? { if case .builtApp(let facts) = self { return facts } else { return nil } }
    public var payload: PushFacts? { if case .payload(let facts) = self { return facts } else { return nil } }
}

/// What an asset catalog set holds.
public struct CatalogFacts: Sendable, Equatable {
    /// Entries in Contents.json's `images` array.
    public var entries: Int
    /// Entries that name a file.
    public var assigned: Int
    /// Files in the set folder besides Contents.json.
    public var files: Int

    public init(entries: Int, assigned: Int, files: Int) {
        self.entries = entries
        self.assigned = assigned
        self.files = files
    }
}
