/// How an Android app module's facts read in the text and HTML reports.
extension AndroidProjectFacts {
    /// "Android app (main, release) · small icon ic_stat_bell · 2 raw sounds · shrinks resources"
    public var summaryLine: String { rows.map { $0.0 == "module" ? $0.1 : "\($0.0) \($0.1)" }.joined(separator: " · ") }

    /// The small icons it names (manifest meta-data and `setSmallIcon`), once each, in order.
    public var smallIconNames: [String] {
        var names: [String] = []
        let named =
            manifestEntries.filter { $0.role == .notificationIcon }.compactMap(\.reference?.name) + code.smallIcons.map(\.name)
        for name in named where !names.contains(name) { names.append(name) }
        return names
    }

    /// Label and value pairs, most telling first.
    public var rows: [(String, String)] {
        let sets = sourceSets.map(\.name)
        var rows: [(String, String)] = [
            ("module", (isLibrary ? "Android library" : "Android app") + (sets.isEmpty ? "" : " (" + sets.joined(separator: ", ") + ")"))
        ]
        let icons = smallIconNames
        if !icons.isEmpty { rows.append(("small icon", icons.joined(separator: ", "))) }
        // res/raw holds keep.xml and data files (a Lottie JSON) beside the sounds.
        let data: Set<String> = ["xml", "json", "txt", "csv"]
        let sounds = Set(resources.filter { $0.type == "raw" && !data.contains(FileName.extension(of: $0.path)) }.map(\.name)).count
        rows.append(("raw sounds", String(sounds)))
        if let shrink = build?.shrinkResources {
            rows.append(("shrinks resources", shrink.isComputed ? "computed" : (shrink.value == true ? "yes" : "no")))
        }
        if !notRead.isEmpty { rows.append(("not read", "\(notRead.count) part\(notRead.count == 1 ? "" : "s")")) }
        if !unreadable.isEmpty { rows.append(("unreadable", "\(unreadable.count) file\(unreadable.count == 1 ? "" : "s")")) }
        return rows
    }
}
