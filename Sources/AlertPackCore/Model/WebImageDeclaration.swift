/// One image a web file names: a manifest's `icons[i]` (with what it declares of itself) or a
/// notification's `badge` or `icon` literal, and the file it resolves to.
public struct WebImageDeclaration: Sendable, Equatable {
    public enum Role: String, Sendable, Codable {
        /// A Web App Manifest icon (`icons[i].src`).
        case icon
        /// The large image beside a notification's text (`showNotification`'s `icon`).
        case notificationIcon = "notification-icon"
        /// The small monochrome image Android's status bar shows (`showNotification`'s `badge`).
        case badge
    }

    /// Why a value names no file that is checked.
    public enum Unresolved: String, Sendable, Codable {
        /// Nothing is at the path.
        case missing
        /// It climbs out of the web root with `..`, or passes through a link that leads out of
        /// it: never followed.
        case outside
        /// A URL with a scheme (`https:`, `data:`) or a host (`//cdn…`): not fetched.
        case remote
    }

    /// Where it is named, as a user finds it: `icons[2].src`, `showNotification badge`.
    public var key: String
    /// The line of the script that names it (nil in a manifest).
    public var line: Int?
    /// The value as written.
    public var value: String
    public var role: Role
    /// A manifest icon's `sizes` tokens as written (`48x48`, `any`), `type` and `purpose` tokens.
    public var sizes: [String] = []
    public var type: String?
    public var purposes: [String] = []
    /// The file it names, as discovery spells paths (the web root joined on); nil when
    /// `unresolved` says why not.
    public var path: String?
    public var unresolved: Unresolved?

    public init(key: String, line: Int? = nil, value: String, role: Role, path: String? = nil, unresolved: Unresolved? = nil) {
        self.key = key
        self.line = line
        self.value = value
        self.role = role
        self.path = path
        self.unresolved = unresolved
    }

    /// Where it is named, with the line when a script names it: `sw.js:12 badge`.
    public func place(in file: String) -> String {
        line.map { "\(file):\($0) \(key)" } ?? "\(file) \(key)"
    }

    /// The square sides `sizes` declares (`192x192` → 192); nil for a token that is not `WxH`.
    public var declaredSizes: [(width: Int, height: Int)?] {
        sizes.filter { $0.lowercased() != "any" }.map { token in
            let parts = token.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else { return nil }
            return (width, height)
        }
    }
}
