/// What an Icon Composer layer's `image-name` leads to in the document's `Assets/` folder.
package enum IconLayerFile: Sendable {
    case missing
    /// Present under another case (`Logo.PNG` for `logo.png`): Xcode on a case-sensitive
    /// volume, or in CI, will not find it.
    case differentCase(String)
    case png(ImageInspection)
    case svg(SVGInspection)
    /// Neither PNG nor SVG by its content ("jpeg", "not an image").
    case other(String)
}
