/// A project's Live Activity and alarm assets (issue 47): its widget extensions' images held
/// against the presentation sizes, and the alarm and Live Activity alert sounds its Swift names,
/// resolved against its app targets' bundles and checked as sounds. Reported with the project.
extension Checker {
    /// The findings of the `liveactivity.*` rules on the project's widget images and alert sounds.
    func activityFindings(_ project: XcodeProject, rules: RuleBook) -> [Finding] {
        let images = WidgetImagesSubject(images: WidgetImageInventory.images(of: project))
        var findings = images.images.isEmpty ? [] : rules.evaluate(images)
        let sounds = alarmSounds(project)
        if !sounds.references.isEmpty { findings += rules.evaluate(sounds) }
        return findings
    }

    /// The literal sound names of the project's Swift, each resolved against what its app
    /// targets bundle and, when bundled, checked; none when no app target's resources are known
    /// (nothing could be said for certain).
    func alarmSounds(_ project: XcodeProject) -> AlarmSoundsSubject {
        let parent = FileName.parent(of: project.folder)
        let base = parent.isEmpty ? "." : parent
        let references = AlarmSoundLiterals.read(below: base)
        let bundles =
            references.isEmpty ? [] : project.appTargets.compactMap { target in project.bundleContents(of: target).map { (target, $0.paths) } }
        guard !bundles.isEmpty else { return AlarmSoundsSubject(references: []) }
        var judged: [String: (duration: Double?, failing: Finding?)] = [:]
        var projectSounds: [String]?
        var resolvedReferences: [AlarmSoundReference] = []
        for reference in references {
            var resolved = reference
            resolve(&resolved, in: bundles)
            if let path = resolved.bundledPath {
                if judged[path] == nil {
                    let report = checkSound(at: path)
                    // Duration is the alert-sound rule's own limit; the other sound rules' errors are said as they are.
                    let failing = report.findings.first {
                        $0.severity == .error && $0.rule.hasPrefix("sound.") && $0.rule != RuleID.soundDuration.rawValue
                    }
                    judged[path] = (report.facts.sound?.duration, failing)
                }
                resolved.bundledPath = AbsolutePath.relative(path, to: base)
                resolved.duration = judged[path]?.duration ?? nil
                resolved.failingRule = judged[path]?.failing?.rule
                resolved.failingMessage = judged[path]?.failing?.message
            } else {
                if projectSounds == nil { projectSounds = WidgetSourceFiles.files(below: base, extensions: FileDiscovery.soundExtensions) }
                resolved.unbundledFile = projectSounds?.first { FileName.last(of: $0) == reference.name }
            }
            resolvedReferences.append(resolved)
        }
        return AlarmSoundsSubject(references: resolvedReferences)
    }

    /// The bundled file a name names: the same name in some app's bundle, else (a name without
    /// extension) a sound whose name is it with an extension.
    private func resolve(_ reference: inout AlarmSoundReference, in bundles: [(String, [String: String])]) {
        if let (target, paths) = bundles.first(where: { $0.1[reference.name] != nil }) {
            reference.bundledPath = paths[reference.name]
            reference.target = target
            return
        }
        guard FileName.extension(of: reference.name).isEmpty else { return }
        for (target, paths) in bundles {
            let stem = reference.name + "."
            guard
                let key = paths.keys.sorted().first(where: {
                    $0.hasPrefix(stem) && FileDiscovery.soundExtensions.contains(FileName.extension(of: $0).lowercased())
                })
            else { continue }
            reference.bundledPath = paths[key]
            reference.target = target
            reference.nameWithExtension = key
            return
        }
    }
}
