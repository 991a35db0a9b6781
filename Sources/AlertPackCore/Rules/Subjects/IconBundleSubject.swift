/// An Icon Composer document as the rules see it: the document, what each layer's file is, and
/// the Xcode that will build it, when the configuration says.
package struct IconBundleSubject: Sendable {
    /// What a layer's `image-name` leads to in `Assets/`.
    package typealias LayerFile = IconLayerFile

    package var bundle: IconBundle
    /// By image-name.
    package var layerFiles: [String: LayerFile]
    /// `xcode:` in the config, or `--xcode`.
    package var xcode: XcodeVersion?

    package init(bundle: IconBundle, layerFiles: [String: LayerFile], xcode: XcodeVersion?) {
        self.bundle = bundle
        self.layerFiles = layerFiles
        self.xcode = xcode
    }
}

/// A rule about an Icon Composer document as a whole.
package protocol IconBundleRule: SubjectRule where Subject == IconBundleSubject {}
