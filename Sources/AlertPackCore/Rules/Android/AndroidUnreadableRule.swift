/// A file of an Android app module the reader could not read: a manifest, values, keep or
/// gradle.properties file that is too large, not UTF-8, hostile XML (a `<!DOCTYPE>` declaring
/// entities, nesting past the limit) or a manifest whose root is not `<manifest>`.
///
/// Whatever such a file declares (a notification icon, a keep rule, the resources it defines) was
/// not checked, so the module's other findings may be missing or wrong: saying so is the only way
/// the run does not pass silently. The build tools may still read the file (aapt2 accepts internal
/// entities in a values file), or may stop on it; either way, a person has to look.
///
/// - Rule: android.unreadable
/// - Name: Unreadable Android project file
/// - Source: ANDROID-READ, ANDROID-MANIFEST
/// - Parameter otherSeverity (severity): highest severity for a file that is not a manifest (a values,
///   keep or gradle.properties file: the build may read what alertpack refuses, such as a values file's
///   internal entities)
/// - Fires on: Samples/android/ProjectUnreadable, saying “could not be read” (error)
/// - Silent on: Samples/android/ProjectKeptSound
package struct AndroidUnreadableRule: AndroidProjectRule {
    package func check(_ subject: AndroidProjectSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        subject.facts.unreadable.map { file in
            let manifest = FileName.last(of: file.file) == "AndroidManifest.xml"
            return context.finding(
                "\(subject.path(file.file)) could not be read (\(file.message)): what it declares was not checked",
                fix: "save it as plain UTF-8 XML of a usual size, without a <!DOCTYPE> declaring entities, or check it by hand",
                severity: manifest ? context.severity : min(context.severity, context.parameters.otherSeverity), subject: file.file)
        }
    }
}
