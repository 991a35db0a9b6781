/// The placeholder an asset's section shows where there is no picture or waveform to show.
extension HTMLReporter {
    /// What stands in the media column for a container, a project or a payload.
    static func placeholder(_ facts: AssetFacts, kind: AssetKind) -> HTML {
        switch facts {
        case .catalog(let facts):
            return "<div class=\"placeholder set\">\(facts.entries) entries<br>\(facts.assigned) assigned<br>\(facts.files) files</div>\n"
        case .iconBundle(let facts):
            return "<div class=\"placeholder set\">Icon Composer<br>\(facts.groups) groups<br>\(facts.layers) layers</div>\n"
        case .attachment(let facts):
            return "<div class=\"placeholder\">attachment<br>\(facts.format?.shown ?? facts.content ?? "unknown")</div>\n"
        case .project(let facts):
            let plural: HTML = facts.icons.count == 1 ? "" : "s"
            return "<div class=\"placeholder set\">Xcode project<br>\(facts.icons.count) icon name\(plural)</div>\n"
        case .appConfig(let facts):
            let plural: HTML = facts.assets.count == 1 ? "" : "s"
            return "<div class=\"placeholder set\">\(facts.frameworkName) project<br>\(facts.assets.count) file\(plural) named</div>\n"
        case .androidProject(let facts):
            let icons = facts.smallIconNames
            return "<div class=\"placeholder set\">Android app<br>\(icons.count) small icon\(icons.count == 1 ? "" : "s")</div>\n"
        case .webApp(let facts):
            let plural: HTML = facts.images.count == 1 ? "" : "s"
            let what: HTML = facts.source == .manifest ? "web app manifest" : "notification script"
            return "<div class=\"placeholder set\">\(what)<br>\(facts.images.count) image\(plural) named</div>\n"
        case .builtApp(let facts):
            return "<div class=\"placeholder set\">built app<br>\(facts.app?.name ?? "no app")</div>\n"
        case .payload(let push):
            return "<div class=\"placeholder\">payload<br>\(push.type.rawValue) push</div>\n"
        case .image, .sound, .none:
            // An image or a sound always has its own figure; nothing else to show.
            return "<div class=\"placeholder\">\(kind.rawValue)</div>\n"
        }
    }
}
