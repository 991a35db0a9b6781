/// What one web file declares for installation and notifications: a Web App Manifest's `icons`
/// (with its name and display, which make it an installable app's), or the `badge:` and `icon:`
/// literals a script hands `showNotification`. Each image names the file it resolves to inside
/// the web root, or says why it names none; nothing is fetched and nothing outside is followed.
public struct WebAppFacts: Sendable, Equatable {
    /// What kind of web file it is.
    public enum Source: String, Sendable, Codable {
        /// A Web App Manifest (`manifest.json`, `*.webmanifest`).
        case manifest
        /// A service worker or page script that shows notifications.
        case script
    }

    public var source: Source
    /// The folder root-absolute paths (`/icons/a.png`) resolve against, as discovery spells it:
    /// the nearest `public/`, `static/`, `www/`, `wwwroot/` or `dist/` folder above the file, or
    /// (a script outside one) such a folder beside an ancestor, else the file's own folder.
    public var webRoot: String
    /// The manifest's `name`, `short_name`, `start_url` and `display`, when it gives them.
    public var name: String?
    public var shortName: String?
    public var startURL: String?
    public var display: String?
    /// Every image the file names, in the order written.
    public var images: [WebImageDeclaration]
    /// Parts that were not read, as "line N: reason" (a computed `badge:`, a script that does
    /// not lex): said, never guessed.
    public var notRead: [String]
    /// Why the file could not be read at all; nil when it was.
    public var unreadable: String?

    public init(
        source: Source, webRoot: String, images: [WebImageDeclaration] = [], notRead: [String] = [], unreadable: String? = nil
    ) {
        self.source = source
        self.webRoot = webRoot
        self.images = images
        self.notRead = notRead
        self.unreadable = unreadable
    }

    /// The images of one role, in order.
    public func images(_ role: WebImageDeclaration.Role) -> [WebImageDeclaration] { images.filter { $0.role == role } }

    /// "web app manifest · 3 icons · maskable" / "notification script · badge, icon"
    public var summaryLine: String { rows.map { $0.0 == "file" ? $0.1 : "\($0.0) \($0.1)" }.joined(separator: " · ") }

    /// Label and value pairs, most telling first.
    public var rows: [(String, String)] {
        var rows: [(String, String)] = [("file", source == .manifest ? "web app manifest" : "notification script")]
        if let name = shortName ?? name { rows.append(("name", name)) }
        let icons = images(.icon)
        if source == .manifest { rows.append(("icons", String(icons.count))) }
        let notification = images.filter { $0.role != .icon }.map(\.role.rawValue)
        if !notification.isEmpty { rows.append(("shows", notification.joined(separator: ", "))) }
        let unresolved = images.filter { $0.unresolved != nil }.count
        if unresolved > 0 { rows.append(("unresolved", String(unresolved))) }
        if !notRead.isEmpty { rows.append(("not read", "\(notRead.count) part\(notRead.count == 1 ? "" : "s")")) }
        if let unreadable { rows.append(("unreadable", unreadable)) }
        return rows
    }
}
