/// An image a widget extension that shows Live Activities bundles, measured, with the Dynamic
/// Island regions its literal references place it in (issue 47): what `liveactivity.image-size`
/// judges against the presentation sizes of the preset.
package struct WidgetImage: Sendable, Equatable {
    /// The extension target that bundles it.
    package var target: String
    /// The file, relative to the folder that holds the `.xcodeproj`.
    package var path: String
    /// The name Swift loads it by: its image set's name, or the file's name without `@2x` and extension.
    package var name: String
    package var width: Int
    package var height: Int
    /// 1, 2 or 3, from the set's `scale` or the file's `@2x`/`@3x`; nil when neither says.
    package var scale: Int?
    /// The Dynamic Island regions (`compactLeading`, `compactTrailing`, `minimal`) that hold every
    /// literal reference to `name` in the target's Swift; empty when a reference is anywhere else,
    /// or none is found (the image may then appear in any presentation).
    package var regions: [String] = []

    package init(target: String, path: String, name: String, width: Int, height: Int, scale: Int?) {
        self.target = target
        self.path = path
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
    }
}

/// The images of a project's widget extensions that show Live Activities (their Swift declares an
/// `ActivityConfiguration`), in path order.
package struct WidgetImagesSubject: Sendable {
    package var images: [WidgetImage]

    package init(images: [WidgetImage]) { self.images = images }
}
