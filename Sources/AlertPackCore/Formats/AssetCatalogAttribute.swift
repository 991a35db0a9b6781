/// The attributes that make up a rendition's key in a compiled asset catalog (the ids KEYFORMAT
/// lists, in CoreUI's numbering), and the names of the values alertpack reports.
package enum AssetCatalogAttribute {
    package static let look: UInt32 = 0
    package static let element: UInt32 = 1
    package static let part: UInt32 = 2
    package static let size: UInt32 = 3
    package static let direction: UInt32 = 4
    package static let value: UInt32 = 6
    package static let appearance: UInt32 = 7
    package static let dimension1: UInt32 = 8
    package static let dimension2: UInt32 = 9
    package static let state: UInt32 = 10
    package static let layer: UInt32 = 11
    package static let scale: UInt32 = 12
    package static let localization: UInt32 = 13
    package static let presentationState: UInt32 = 14
    package static let idiom: UInt32 = 15
    package static let subtype: UInt32 = 16
    package static let identifier: UInt32 = 17
    package static let displayGamut: UInt32 = 24
    package static let deploymentTarget: UInt32 = 25

    static let names = [
        "look", "element", "part", "size", "direction", "placeholder", "value", "appearance", "dimension1", "dimension2",
        "state", "layer", "scale", "localization", "presentationState", "idiom", "subtype", "identifier",
        "previousValue", "previousState", "sizeClassHorizontal", "sizeClassVertical", "memoryClass", "graphicsClass",
        "displayGamut", "deploymentTarget", "glyphWeight", "glyphSize",
    ]

    /// The attribute's name ("idiom"), or "attribute N" for one not known.
    package static func name(_ id: UInt32) -> String {
        Int(id) < names.count ? names[Int(id)] : "attribute \(id)"
    }

    static let idioms = ["universal", "phone", "pad", "tv", "car", "watch", "marketing"]

    /// The idiom's name as an asset catalog's Contents.json spells it ("ios-marketing" is
    /// "marketing" here), or "idiom N" for one not known.
    package static func idiomName(_ value: UInt16) -> String {
        Int(value) < idioms.count ? idioms[Int(value)] : "idiom \(value)"
    }

    /// The layouts CoreUI gives renditions that are not pixels (1000 and up), by name.
    package static func layoutName(_ layout: Int) -> String {
        switch layout {
        case 10...12: "one-part image"
        case 20...25: "three-part image"
        case 30...34: "nine-part image"
        case 1000: "raw data"
        case 1001: "external link"
        case 1002: "layer stack"
        case 1003: "internal link"
        case 1004: "packed asset"
        case 1005: "named contents"
        case 1006: "thinning placeholder"
        case 1007: "texture"
        case 1008: "texture image"
        case 1009: "color"
        case 1010: "multisize image set"
        default: "layout \(layout)"
        }
    }
}
