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

    public init(signatureKey: String? = nil, keyGiven: Bool = false, digest: String? = nil) {
        self.signatureKey = signatureKey
        self.keyGiven = keyGiven
        self.digest = digest
    }

    /// Whether anything was proved.
    public var isEmpty: Bool { signatureKey == nil && digest == nil }

    /// "signature: good, key 0123abcd89ef4567 (the --public-key); digest: matches".
    public var text: String {
        var parts: [String] = []
        if let signatureKey { parts.append("signature: good, key \(signatureKey)" + (keyGiven ? " (the --public-key)" : "")) }
        if digest != nil { parts.append("digest: matches") }
        return parts.joined(separator: "; ")
    }

    /// The JSON report's `verification`: `signature` and `digest`, each null when not proved.
    public var json: JSONValue {
        .object([
            (
                "signature",
                signatureKey.map { .object([("status", .string("good")), ("keyId", .string($0)), ("keyGiven", .bool(keyGiven))]) } ?? .null
            ),
            ("digest", digest.map { .object([("status", .string("matches")), ("digest", .string($0))]) } ?? .null),
        ])
    }
}
