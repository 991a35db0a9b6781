/// What the launch rules judge of a built app: the app bundle's launch images, each file with
/// the `UILaunchImages` entries of its name, so that `launch.size`, `launch.alpha`,
/// `launch.missing` and `launch.legacy` mean in the build what they mean in the sources.
extension BuiltAppSubject {
    /// The app bundle and its launch images, when they were read (nil for a container without an
    /// app, or facts from elsewhere).
    var launchImages: (app: BuiltBundle, launch: BuiltLaunch)? {
        guard let app, let launch = app.launch else { return nil }
        return (app, launch)
    }
}

extension BuiltLaunch {
    /// Every file read with the entries that name it (none for a `Default*.png` found by name):
    /// entries that share a name share its files, and a file fits when it fits one of them.
    var filesWithEntries: [(file: BuiltLaunchFile, entries: [BuiltLaunchImage])] {
        var seen = Set<String>()
        var out: [(BuiltLaunchFile, [BuiltLaunchImage])] = []
        for file in images.flatMap(\.files) where seen.insert(file.path).inserted {
            out.append((file, images.filter { entry in entry.files.contains { $0.path == file.path } }))
        }
        return out + conventionFiles.map { ($0, []) }
    }

    /// Whether the app has any launch image: an entry or a file.
    var hasImages: Bool { !images.isEmpty || !conventionFiles.isEmpty }
}

extension BuiltLaunchImage {
    /// "UILaunchImages[1] LaunchImage-700-568h ({320, 568} Portrait)": which entry, in words.
    var label: String {
        let size = pointWidth.map { width in "{\(Self.points(width)), \(Self.points(pointHeight ?? 0))}" } ?? "no size"
        return "\(key)[\(index)] \(name ?? "(no name)") (\(size)\(orientation.map { " \($0)" } ?? ""))"
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
