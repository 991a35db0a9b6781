/// What kind of asset a file is, decided by its content (or, failing that, its name).
public enum AssetKind: String, Sendable, Codable {
    case sound
}
