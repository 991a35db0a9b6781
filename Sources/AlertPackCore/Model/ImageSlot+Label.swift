extension [ImageSlot] {
    /// How reports, the JSON contract and the manifest name the slots an image fills, e.g.
    /// "iphone 20pt @3x (60x60)", several joined with "; "; nil for a plain image.
    public var label: String? { isEmpty ? nil : map(\.description).joined(separator: "; ") }

    /// Whether the image is a launch image or an icon (nil for a plain image).
    public var kind: ImageSlot.Kind? { isEmpty ? nil : contains { $0.kind == .launch } ? .launch : .icon }
}
