/// Every reader of cross-platform project configs, asked in turn about a folder discovery noted
/// (`AppConfigMarker`): each says by content whether the folder is its framework's project.
package enum AppConfigReaders {
    package static let readers: [@Sendable (String) -> AppConfigProject?] = [
        { ExpoConfigReader.read(folder: $0) },
        { CapacitorConfigReader.read(folder: $0) },
        { FlutterProjectReader.read(folder: $0) },
    ]

    /// The projects in `folder`, in the readers' order (usually none or one).
    package static func read(folder: String) -> [AppConfigProject] {
        readers.compactMap { $0(folder) }
    }
}
