/// How a cross-platform project's facts read in the text and HTML reports.
extension AppConfigFacts {
    /// The framework as users name it.
    public var frameworkName: String {
        switch framework {
        case .expo: "Expo"
        case .capacitor: "Capacitor"
        case .cordova: "Cordova"
        case .flutter: "Flutter"
        }
    }

    /// "Expo ~55.0.0 (app.json, app.config.ts) · 4 files named · 1 not found · 2 parts not read"
    public var summaryLine: String { rows.map { $0.0 == "project" ? $0.1 : "\($0.1) \($0.0)" }.joined(separator: " · ") }

    /// Label and value pairs, most telling first.
    public var rows: [(String, String)] {
        var rows: [(String, String)] = [
            ("project", frameworkName + (version.map { " " + $0 } ?? "") + (files.isEmpty ? "" : " (" + files.joined(separator: ", ") + ")"))
        ]
        rows.append(("named", "\(assets.count) file\(assets.count == 1 ? "" : "s")"))
        let unresolved = assets.filter { $0.path == nil }.count
        if unresolved > 0 { rows.append(("not found", String(unresolved))) }
        if !notRead.isEmpty { rows.append(("not read", "\(notRead.count) part\(notRead.count == 1 ? "" : "s")")) }
        return rows
    }
}
