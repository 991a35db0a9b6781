import Foundation

/// `check --changed-since` on a large generated repository: the bench corpus (sounds and PNGs)
/// plus app icon sets and a project, committed to git; then one icon and one sound changed.
/// The changed-files check should cost what the changed files' context costs, not the tree's.
enum ChangedFilesSpeed {
    struct Result {
        var files: Int
        var whole: CheckSpeed.Measurement
        var changed: CheckSpeed.Measurement
        var changedReports: Int
    }

    /// `iconSet`: an app icon set with its PNGs, copied `sets` times beside the project.
    static func run(folder: String, sounds: Int, pngs: Int, sets: Int, alertpack: String, projectFixture: String, iconSet: String) -> Result {
        let corpus = CheckSpeed.makeCorpus(folder: folder + "/repo", sounds: sounds, pngs: pngs)
        let repository = corpus.folder
        // App icon sets beside a project (every set is in its context when one of its files changes).
        try? FileManager.default.copyItem(atPath: projectFixture, toPath: repository + "/App")
        for index in 0..<sets {
            try? FileManager.default.copyItem(atPath: iconSet, toPath: repository + "/App/Chirp/Assets.xcassets/Icon\(index).appiconset")
        }
        let template = repository + "/App/Chirp/Assets.xcassets/Icon0.appiconset"
        Shell.run(["git", "-C", repository, "init", "-q"])
        Shell.run(["git", "-C", repository, "add", "."])
        Shell.run(["git", "-C", repository, "-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "commit", "-q", "-m", "corpus"])
        // One sound and one icon of a set change.
        if let first = corpus.sounds.first, let second = corpus.sounds.last {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.copyItem(atPath: second, toPath: first)
        }
        let icons = (try? FileManager.default.contentsOfDirectory(atPath: template))?.filter { $0.hasSuffix(".png") }.sorted() ?? []
        if let icon = icons.first { Shell.run(["/usr/bin/convert", "-size", "40x40", "xc:red", "PNG24:\(template)/\(icon)"]) }
        let files = corpus.sounds.count + corpus.pngs.count
        let whole = CheckSpeed.measure(
            "alertpack check .", "cd '\(repository)' && '\(alertpack)' check . --quiet --format json > /dev/null", files: files, bytes: corpus.bytes)
        let changed = CheckSpeed.measure(
            "alertpack check --changed-since HEAD",
            "cd '\(repository)' && '\(alertpack)' check --changed-since HEAD --quiet --format json > '\(folder)/changed.json'", files: 2,
            bytes: 0)
        let reports =
            ((try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/changed.json")))) as? [String: Any])?[
                "files"] as? [Any]
        try? FileManager.default.removeItem(atPath: corpus.folder)
        return Result(files: files, whole: whole, changed: changed, changedReports: reports?.count ?? -1)
    }
}
