/// A raw notification sound that resource shrinking removes from the release build: the release
/// build type shrinks resources, the sound is named only by a string (never as `R.raw.x`), and no
/// keep rule covers it.
///
/// The resource shrinker keeps what code references by id; a sound looked up by name
/// (`android.resource://…/raw/x`, `getIdentifier("x", "raw", …)`, a name from a JavaScript or Dart
/// config) is not such a reference. With `tools:shrinkMode="strict"`, or when only a config outside
/// the Java and Kotlin sources names it, nothing keeps it: the release app plays the default sound
/// while every debug build plays the right one. In the default safe mode the shrinker also keeps
/// resources whose names appear in the code's string constants, so a name written in Java or Kotlin
/// may survive: a warning. A `tools:keep="@raw/x"` in `res/raw/keep.xml` makes it certain. The
/// Flutter Gradle plugin shrinks a release app's resources by default: a Flutter module whose release
/// build type does not set shrinkResources shrinks. A property the build reads
/// (`findProperty('android.enableShrinkResourcesInReleaseBuilds')`) is looked up in gradle.properties.
///
/// - Rule: android.sound-shrunk
/// - Name: Sound kept in release
/// - Source: ANDROID-SHRINK
/// - Parameter safeModeSeverity (severity): severity when the shrinker runs in safe mode and the
///   name is a string constant of the module's code (the safe-mode scan may keep it)
/// - Parameter notReadSeverity (severity): severity when build.gradle's shrinkResources is
///   computed (a property or variable that is not read)
/// - Fires on: Samples/android/ProjectShrunkSound, saying “no keep rule covers it” (error)
/// - Silent on: Samples/android/ProjectKeptSound
package struct AndroidSoundShrunkRule: AndroidProjectRule {
    package func check(_ subject: AndroidProjectSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let build = subject.facts.build, subject.releaseShrinks != false else { return [] }
        let byID = Set(subject.facts.code.rawByID.map(\.name) + subject.facts.code.channels.filter(\.soundByID).compactMap(\.sound))
        let inManifest = Set(subject.facts.manifestEntries.compactMap { $0.reference?.type == "raw" ? $0.reference?.name : nil })
        let sounds = subject.facts.resources.filter { $0.type == "raw" && FileDiscovery.soundExtensions.contains(FileName.extension(of: $0.path)) }
        var reported = Set<String>()
        return sounds.compactMap { sound -> Finding? in
            guard !byID.contains(sound.name), !inManifest.contains(sound.name), subject.isKept(type: "raw", name: sound.name) == nil,
                subject.facts.releaseSourceSets.contains(sound.sourceSet), reported.insert(sound.name).inserted
            else { return nil }
            let inCode = Self.namedInCode(sound.name, subject.facts.code)
            let elsewhere = subject.namedElsewhere[sound.name]
            guard let firstName = inCode.first ?? elsewhere else { return nil }
            let severity: Severity
            let shrinking: String
            if subject.releaseShrinks == nil {
                severity = context.parameters.notReadSeverity
                let line = build.shrinkResources.line.map { " line \($0)" } ?? ""
                shrinking =
                    "if the release build shrinks resources (\(subject.path(build.file))\(line): shrinkResources \(build.shrinkResources.written ?? ""), not read)"
            } else {
                severity = subject.strictShrinking || inCode.isEmpty ? context.severity : context.parameters.safeModeSeverity
                shrinking = "the release build shrinks resources (\(Self.said(build, subject)))"
            }
            let mode = subject.strictShrinking ? " in strict mode" : ""
            return context.finding(
                "\(subject.path(sound.path)) is named only by a string (\(firstName)), never as R.raw.\(sound.name), and no keep rule covers it; \(shrinking)\(mode): the shrinker removes it and the notification plays the default sound",
                fix: Self.advice(sound.name, keepFile: subject.facts.keepRules.first.map { subject.path($0.file) }),
                severity: severity, subject: sound.path)
        }
    }

    /// Where the build says it shrinks: its line, the gradle.properties line the line reads, or
    /// the Flutter plugin's default.
    static func said(_ build: AndroidBuildFacts, _ subject: AndroidProjectSubject) -> String {
        let setting = build.shrinkResources
        let file = subject.path(build.file) + (setting.line.map { " line \($0)" } ?? "")
        switch setting.origin {
        case .literal:
            return file
        case .pluginDefault(let plugin):
            return "\(file): the \(plugin), as the release build type does not set shrinkResources; unless built with --no-shrink"
        case .gradleProperty(let name, let properties?, let line, let written):
            return "\(file) reads \(name): \(written ?? name) in \(Self.project(properties, subject))\(line.map { " line \($0)" } ?? "")"
        case .gradleProperty(let name, nil, _, _):
            return "\(file) reads \(name), which no gradle.properties sets: its default"
        }
    }

    /// A file of the module's Gradle root (`../gradle.properties`) as the report names it.
    static func project(_ file: String, _ subject: AndroidProjectSubject) -> String {
        guard file.hasPrefix("../"), !subject.facts.module.isEmpty else { return subject.path(file) }
        let parent = subject.facts.module.split(separator: "/").dropLast().joined(separator: "/")
        let rest = String(file.dropFirst(3))
        return parent.isEmpty ? rest : parent + "/" + rest
    }

    /// Keep it: in the keep file the module has, or in a new res/raw/keep.xml.
    static func advice(_ name: String, keepFile: String?) -> String {
        let reference = " (or reference it as R.raw.\(name))"
        if let keepFile { return "keep it: add @raw/\(name) to tools:keep in \(keepFile)" + reference + repairHint }
        return
            "keep it: add src/main/res/raw/keep.xml holding <resources xmlns:tools=\"http://schemas.android.com/tools\" tools:keep=\"@raw/\(name)\"/>"
            + reference + repairHint
    }

    /// What `alertpack fix` does about it, said after the advice.
    static let repairHint = "; `alertpack fix` on the module adds the keep rule"

    /// Where the module's code names raw `name` by a string: "FILE:LINE", channel sounds included.
    static func namedInCode(_ name: String, _ code: AndroidCodeFacts) -> [String] {
        let uses = code.rawByName.filter { $0.name == name }.map(\.place)
        let channels = code.channels.filter { $0.sound == name && !$0.soundByID }.map { "\($0.file):\($0.line)" }
        return uses + channels
    }
}
