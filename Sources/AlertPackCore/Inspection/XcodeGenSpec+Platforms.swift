extension XcodeGenSpec {
    /// The platforms XcodeGen knows, in the order a platform is picked from a target's
    /// `supportedDestinations:` (iOS first: the one alertpack's rules judge).
    static let platformOrder = ["iOS", "tvOS", "macOS", "visionOS", "watchOS"]
    /// More platforms than a `platform:` list can name.
    static let maxPlatforms = 8

    /// One target, or, when its `platform:` is a list, one per platform as XcodeGen makes them:
    /// each keyed `platformPrefix` + its key + `platformSuffix` (`_${platform}` unless given),
    /// `${platform}` (and `$platform`) replaced by the platform throughout (its `templates:` and
    /// `name:` too: `name: Clock${platform}` is the target ClockiOS, as XcodeGen names a target
    /// by its `name:` before its key), its `platform:` that one, and its product name the key
    /// they share. A list naming no platform gives no target.
    static func platformTargets(key: String, _ node: JSONNode) -> [(key: String, node: JSONNode, productName: String?)] {
        guard case .object(let table) = node, case .array(let items)? = table["platform"] else { return [(key, node, nil)] }
        return items.compactMap(\.string).uniqued().prefix(maxPlatforms).map { platform in
            let words = ["${platform}": platform, "$platform": platform]
            guard case .object(var one) = replacing(words, in: node) else { return (key, node, nil) }
            let prefix = one["platformPrefix"]?.string ?? ""
            let suffix = one["platformSuffix"]?.string ?? "_" + platform
            one["platform"] = .string(platform)
            return (prefix + key + suffix, .object(one), key)
        }
    }

    /// The platform a target's presets are for: its `platform:`, or, when that is `auto` or
    /// missing, the first of its `supportedDestinations:` in `platformOrder` (XcodeGen's one
    /// target for several destinations); "" when neither says.
    static func platform(of table: [String: JSONNode]) -> String {
        let written = table["platform"]?.string ?? ""
        guard written.isEmpty || written == "auto" else { return written }
        let destinations: [String]
        switch table["supportedDestinations"] {
        case .array(let items)?: destinations = items.compactMap(\.string)
        case .string(let one)?: destinations = [one]
        default: destinations = []
        }
        return platformOrder.first { destinations.contains($0) } ?? ""
    }
}
