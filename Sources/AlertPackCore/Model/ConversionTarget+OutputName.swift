import Foundation

/// How converted files are named: the target's extension on the input's name.
extension OutputNaming {
    /// Where an input goes when no output is named: `folder` (or the input's own folder), the
    /// input's name with the target's extension; `.converted` is added if that is the input itself.
    package static func defaultOutput(for input: String, in folder: String?, target: ConversionTarget) -> String {
        let url = URL(fileURLWithPath: input)
        let base = url.deletingPathExtension().lastPathComponent
        let directory = folder ?? url.deletingLastPathComponent().relativePath
        let prefix = directory == "." && folder == nil && !input.hasPrefix("./") ? "" : directory + "/"
        var output = prefix + base + "." + target.fileExtension
        if samePath(output, input) { output = prefix + base + ".converted." + target.fileExtension }
        return output
    }
}
