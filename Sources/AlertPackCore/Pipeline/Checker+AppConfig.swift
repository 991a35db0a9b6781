import Foundation

/// One cross-platform project's configs, judged.
extension Checker {
    /// Judges the icons and sounds a cross-platform project's configs declare; reported under
    /// the config file that applies last.
    func checkAppConfig(_ project: AppConfigProject) -> FileReport {
        let subject = AppConfigSubject(project: project, platforms: Self.platforms(of: project))
        let configuration = configuration.effective(for: project.reportPath)
        var findings = configuration.rules.evaluate(subject)
        for icon in Self.declaredSmallIcons(project, settings: configuration.rules.androidSmallIconSettings) {
            findings += configuration.rules.evaluate(icon)
        }
        return FileReport(path: project.reportPath, kind: .appConfig, facts: .appConfig(project.facts), findings: findings)
    }

    /// The platforms a project builds: Expo generates both native projects (continuous native
    /// generation), the others build those whose folder is committed.
    static func platforms(of project: AppConfigProject) -> [DeclaredAsset.Platform] {
        if project.facts.framework == .expo { return [.ios, .android] }
        let base = project.folder.isEmpty ? "." : project.folder
        return [(DeclaredAsset.Platform.ios, "ios"), (.android, "android")].compactMap { platform, name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: base + "/" + name, isDirectory: &isFolder) && isFolder.boolValue ? platform : nil
        }
    }
}
