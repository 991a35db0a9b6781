import Foundation

/// What `verify` judges besides the recorded rules: each file the manifest lists and each it
/// does not, as the package rules' subjects; and the packaged files checked again.
extension PackageVerifier {
    /// Every file listed: where it is, and whether it is what was recorded.
    static func listedSubjects(_ entries: [PackageManifest.Asset], root: String) -> [String: PackageFileSubject] {
        var subjects: [String: PackageFileSubject] = [:]
        for entry in entries {
            var subject = PackageFileSubject(path: entry.path)
            subject.expected = entry
            if let problem = PackagePaths.problem(with: entry.path) {
                subject.pathProblem = problem
            } else if let link = Self.linkAlong(entry.path, in: root) {
                subject.pathProblem = "goes through the symbolic link \(link)"
            } else if let digest = try? FileDigest.sha256(path: root + "/" + entry.path) {
                subject.actual = (digest.hex, digest.size)
            }
            subjects[entry.path] = subject
        }
        return subjects
    }

    /// Links in the package that no listed entry already covers.
    static func addLinks(_ links: [String], root: String, to subjects: inout [String: PackageFileSubject]) {
        for link in links where subjects[link] == nil {
            var subject = PackageFileSubject(path: link)
            subject.pathProblem = "is a symbolic link (to \((try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + link)) ?? "?"))"
            subjects[link] = subject
        }
    }

    /// Files the manifest does not list, a second Unicode spelling of a listed name, and names
    /// that are not UTF-8.
    static func addUnlisted(
        _ listing: (files: [String], links: [String], undecodable: [String]), manifest: PackageManifest,
        to subjects: inout [String: PackageFileSubject]
    ) {
        // Names are compared by their bytes: a second spelling of a listed name (another
        // Unicode normalisation) is a file of its own, which macOS would merge with the other.
        let listed = Set((manifest.assets.map(\.path) + [PackageManifest.fileName, PackageSignature.fileName]).map { Array($0.utf8) })
        for file in listing.files where !listed.contains(Array(file.utf8)) {
            if subjects[file] != nil {
                let shown = file.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
                var twin = PackageFileSubject(path: shown)
                twin.pathProblem =
                    "is another Unicode spelling of a listed name (it differs only by normalisation): on macOS one would replace the other"
                subjects[shown] = twin
            } else {
                subjects[file] = PackageFileSubject(path: file)
            }
        }
        for name in listing.undecodable {
            var subject = PackageFileSubject(path: name)
            subject.pathProblem = "has a name that is not UTF-8 (shown escaped), which no manifest can list"
            subjects[name] = subject
        }
    }

    /// Each target the manifest names has its app icon in the package.
    static func targetIconProblems(_ manifest: PackageManifest, root: String) -> [String] {
        var problems: [String] = []
        for target in manifest.targets {
            guard let icon = target.appIcon else { continue }
            let folders = [
                PackageIconPlan.folder(target: target.name, name: icon, document: false) + "/",
                PackageIconPlan.folder(target: target.name, name: icon, document: true) + "/",
            ]
            let held = manifest.assets.contains { entry in
                folders.contains { entry.path.hasPrefix($0) } && entry.role != .catalog
                    && FileManager.default.fileExists(atPath: root + "/" + entry.path)
            }
            if !held {
                problems.append(
                    "target \(target.name) (\(target.configuration)) has no app icon in the package: \(icon) is not in Targets/\(target.name)")
            }
        }
        return problems
    }

    /// The recorded rules run again on the packaged files, by path inside the package, each icon
    /// set in the role the manifest records (as `package` judged it); findings name the files as
    /// the user knows them (inside the zip, not the unpack folder), and their fixes the source
    /// to repair (`sourceFix`).
    func recheck(root: String, shownAs: String, manifest: PackageManifest?, configuration: Resolved) -> [String: FileReport] {
        let roles = manifest.map { PackageSetRoles.of($0, root: root) } ?? [:]
        var sources: [String: String] = [:]
        var suppressed: [String: [PackageManifest.Suppression]] = [:]
        for asset in manifest?.assets ?? [] {
            sources[asset.path] = asset.source
            // An Icon Composer document is judged (and named) as its folder, from its source's.
            let judged = PackageRules.judgedPath(of: asset)
            if judged != asset.path, let source = asset.source, source.hasSuffix(asset.path.dropFirst(judged.count)) {
                sources[judged] = String(source.dropLast(asset.path.count - judged.count))
            }
            // What the config's suppress: took out of its source, only with the rules recorded.
            if configuration.recorded && !asset.suppressed.isEmpty {
                suppressed[PackageRules.judgedPath(of: asset), default: []] += asset.suppressed
            }
        }
        let checked = makeChecker(Self.judgingPlatforms(configuration.configuration, manifest: manifest, root: root), jobs, root, shownAs)
            .checkPackage([root], roles: roles)
        var files: [String: FileReport] = [:]
        for checkedFile in checked.files {
            let relative = String(checkedFile.path.dropFirst(root.count + 1))
            let file = PackageRules.suppressing(checkedFile, recorded: suppressed[relative] ?? [])
            let findings = file.findings.map { finding in
                var named = finding.naming(root, as: shownAs)
                named.fix = Self.sourceFix(finding.fix, of: root + "/" + relative, in: root, source: sources[relative])
                return named
            }
            var report = FileReport(path: shownAs + "/" + relative, kind: file.kind, facts: file.facts, findings: findings, slots: file.slots)
            report.platforms = file.platforms
            report.suppressed = file.suppressed.map { suppressed in
                var named = suppressed.finding.naming(root, as: shownAs)
                named.fix = Self.sourceFix(suppressed.finding.fix, of: root + "/" + relative, in: root, source: sources[relative])
                return SuppressedFinding(named, kind: suppressed.kind)
            }
            files[relative] = report
        }
        return files
    }

    /// `configuration` judging each sound and image the manifest lists by the platforms it
    /// records (iOS where it records none), as `package` judged its source: an Android sound in
    /// `android/res/raw/`, a file both ship placed once where iOS takes it.
    static func judgingPlatforms(_ configuration: CheckConfiguration, manifest: PackageManifest?, root: String) -> CheckConfiguration {
        var judging = configuration
        for asset in manifest?.assets ?? [] where asset.role == .sound || asset.role.isImage {
            judging.packagePlatforms[AbsolutePath.of(root + "/" + asset.path)] = asset.platforms
        }
        return judging
    }

    /// A fix as verify gives it: never a command on a file inside the package (one there would
    /// change what the manifest's hashes hold, and a zip's files are nobody's to edit), but the
    /// source to repair, and to package again. Advice that names the file (`FixHint.rename`:
    /// "rename it to PATH.wav") names it in the package, or in a zip's unpack folder: it is said
    /// of the source instead, and left out when it would still name a path in the package.
    static func sourceFix(_ fix: Fix?, of file: String, in root: String, source: String?) -> Fix? {
        guard let fix else { return nil }
        var advice = fix.advice.prefix(1).lowercased() + fix.advice.dropFirst()
        if let source { advice = advice.replacingOccurrences(of: stem(file), with: stem(source)) }
        let inPackage = advice.contains(root + "/")
        guard let source else {
            return Fix("alertpack made this file: package again from sources that pass" + (inPackage ? "" : " (\(advice))"))
        }
        guard !inPackage else { return Fix("repair its source, \(source); then package again") }
        return Fix("repair its source, \(source): \(advice); then package again")
    }

    /// A path without its extension: what a renaming fix keeps of it.
    private static func stem(_ path: String) -> String { String(FileName.replacingExtension(of: path, with: "").dropLast()) }
}
