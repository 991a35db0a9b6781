/// One app or app extension target of a Tuist manifest (`.target(…)`, `Target.target(…)`,
/// `Target(…)`), as alertpack reads its literal arguments. Other products (frameworks, tests)
/// are skipped, as the pbxproj reader skips them.
struct TuistTarget {
    var name: String
    /// `com.apple.product-type.…`, as the pbxproj reader sees it, and the part after the prefix.
    var productType: String
    var type: String
    /// The settings the target's own arguments give (`bundleId:`, `productName:`).
    var arguments: [String: String] = [:]
    var settings = TuistSettings()
    /// `INFOPLIST_FILE` and `CODE_SIGN_ENTITLEMENTS`, named or generated.
    var files: [String: String] = [:]
    /// What Tuist writes into a generated Info.plist or entitlements file, by its path, and
    /// whether all of it was read.
    var generated: [String: (values: [String: JSONNode], complete: Bool)] = [:]
    var resourceValue: TuistManifestValue?
    /// `INFOPLIST_FILE` or `CODE_SIGN_ENTITLEMENTS` when the manifest computes which file it is.
    var unknown: Set<String> = []

    /// Tuist's product names for the products whose icons and setup alertpack reads.
    static let products = [
        "app": "application", "appClip": "application.on-demand-install-capable", "watch2App": "application.watchapp2",
        "appExtension": "app-extension",
    ]

    init?(_ value: TuistManifestValue, manifest: TuistManifest, notRead: inout [String]) {
        guard ["target", "Target", "init"].contains(value.callName) else {
            notRead.append("a target: \(TuistProject.describe(value))")
            return nil
        }
        guard let name = value.argument("name")?.string, !name.isEmpty else {
            notRead.append("a target's name: \(TuistProject.describe(value.argument("name")))")
            return nil
        }
        guard let product = value.argument("product")?.memberName else {
            notRead.append("\(name): its product: \(TuistProject.describe(value.argument("product")))")
            return nil
        }
        guard let type = Self.products[product] else { return nil }
        self.name = name
        self.type = type
        productType = "com.apple.product-type." + type
        if let bundle = value.argument("bundleId") {
            if let text = bundle.string {
                arguments["PRODUCT_BUNDLE_IDENTIFIER"] = text
            } else {
                notRead.append("\(name): bundleId: \(TuistProject.describe(bundle))")
            }
        }
        if let product = value.argument("productName")?.string { arguments["PRODUCT_NAME"] = product }
        settings = TuistSettings(value.argument("settings"), manifest: manifest, owner: name, notRead: &notRead)
        readPlist(value.argument("infoPlist") ?? .member("default"), setting: "INFOPLIST_FILE", notRead: &notRead)
        if let entitlements = value.argument("entitlements"), entitlements != .null {
            readPlist(entitlements, setting: "CODE_SIGN_ENTITLEMENTS", notRead: &notRead)
        }
        resourceValue = value.argument("resources")
    }

    /// An Info.plist or entitlements argument: a file (a path, `.file(path:)`), or what Tuist
    /// generates (`.default`, `.extendingDefault(with: […])`, `.dictionary([…])`).
    private mutating func readPlist(_ value: TuistManifestValue, setting: String, notRead: inout [String]) {
        let what = setting == "INFOPLIST_FILE" ? "infoPlist" : "entitlements"
        if let path = TuistReading.path(value) ?? (value.callName == "file" ? TuistReading.path(value.argument("path")) : nil) {
            files[setting] = path
            return
        }
        let generatedPath = setting == "INFOPLIST_FILE" ? "Derived/InfoPlists/\(name)-Info.plist" : "Derived/Entitlements/\(name).entitlements"
        var table: TuistManifestValue?
        switch (value.memberName, value.callName) {
        case ("default", _): table = .dictionary([])
        case (_, "extendingDefault"): table = value.argument("with")
        case (_, "dictionary"): table = value.firstArgument
        default: table = nil
        }
        guard let table, case .dictionary = table else {
            let shown = value.callName == "file" ? value.argument("path") : (table ?? value)
            notRead.append("\(name): \(what): \(TuistProject.describe(shown))")
            unknown.insert(setting)
            return
        }
        var complete = true
        let values = TuistTarget.plist(table, complete: &complete).object ?? [:]
        if !complete { notRead.append("\(name): \(what): some values are computed") }
        files[setting] = generatedPath
        generated[generatedPath] = (values, complete)
    }

    /// A `Plist.Value` as written (literals, `.string(…)`, `.boolean(…)`, `.integer(…)`,
    /// `.array(…)`, `.dictionary(…)`); what is computed is left out and `complete` made false.
    static func plist(_ value: TuistManifestValue, complete: inout Bool) -> JSONNode {
        switch value {
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .number(let number): return Double(number).map(JSONNode.number) ?? .string(number)
        case .array(let items): return .array(items.map { plist($0, complete: &complete) })
        case .dictionary(let entries):
            var table: [String: JSONNode] = [:]
            for entry in entries {
                guard let key = entry.key.string else {
                    complete = false
                    continue
                }
                let node = plist(entry.value, complete: &complete)
                if node != .null { table[key] = node }
            }
            return .object(table)
        case .call(_, let arguments) where ["string", "boolean", "integer", "real", "array", "dictionary"].contains(value.callName ?? ""):
            return arguments.count == 1 ? plist(arguments[0].value, complete: &complete) : .null
        default:
            complete = false
            return .null
        }
    }
}
