/// What `verify` proved about a package's identity, beside its files: a signature that holds (and
/// the key that made it) and a digest that matches the one it was given. Only what was checked
/// and held is said; what failed is a `package.signature` finding instead.
public struct PackageProof: Sendable, Equatable {
    /// The key id (`keys fingerprint`) of the signature the package carries, when it holds.
    public var signatureKey: String?
    /// Whether that key is the one verify was given (`--public-key`), not only the package's own.
    public var keyGiven = false
    /// The package digest, when it matched the one verify was given (`--digest`).
    public var digest: String?
    /// Where the rules verify judged with came from: said with what was proved, which proves
    /// them too when they are the package's record.
    public var rules: Rules?

    /// The rules the manifest records (a project config changed them), or a preset: the one
    /// the manifest names or `--preset`.
    public enum Rules: Sendable, Equatable {
        case recorded
        case preset(String)

        var text: String {
            switch self {
            case .recorded: return "recorded in the package"
            case .preset(let name): return "preset \(name)"
            }
        }

        var json: JSONValue {
            switch self {
            case .recorded: return .object([("source", .string("recorded"))])
            case .preset(let name): return .object([("source", .string("preset")), ("preset", .string(name))])
            }
        }
    }

    public init(signatureKey: String? = nil, keyGiven: Bool = false, digest: String? = nil) {
        self.signatureKey = signatureKey
        self.keyGiven = keyGiven
        self.digest = digest
    }

    /// Whether anything was proved.
    public var isEmpty: Bool { signatureKey == nil && digest == nil }

    /// "rules: preset ios; signature: good, key 0123abcd89ef4567 (the --public-key); digest: matches"
    /// (where the rules came from only beside what was proved).
    public var text: String {
        var parts: [String] = []
        if let signatureKey { parts.append("signature: good, key \(signatureKey)" + (keyGiven ? " (the --public-key)" : "")) }
        if digest != nil { parts.append("digest: matches") }
        if let rules, !parts.isEmpty { parts.insert("rules: \(rules.text)", at: 0) }
        return parts.joined(separator: "; ")
    }

    /// The JSON report's `verification`: `signature` and `digest`, each null when not proved, and
    /// `rules` (`source`: `recorded` or `preset`, with its name).
    public var json: JSONValue {
        .object([
            (
                "signature",
                signatureKey.map { .object([("status", .string("good")), ("keyId", .string($0)), ("keyGiven", .bool(keyGiven))]) } ?? .null
            ),
            ("digest", digest.map { .object([("status", .string("matches")), ("digest", .string($0))]) } ?? .null),
            ("rules", rules?.json ?? .null),
        ])
    }
}
