/// A .icon uses values of a newer Icon Composer than the Xcode that builds it (xcode: in the config, or
/// --xcode); with no Xcode given, a warning lists them.
///
/// Icon Composer 2 (Xcode 27 betas) writes a root `features` array and a string `specular` ("inside") where
/// Icon Composer 1 wrote a boolean. actool of Xcode 26.3 to 26.6 crashes on them with "Exception while
/// running actool: … attempt to insert nil object from objects[0]", naming no key; removing both fixes it.
/// Xcode before 26 cannot compile a .icon at all ("tool 'actool' requires Xcode"). Without a configured
/// Xcode, which one builds the app is unknown: the values are listed as a warning.
///
/// - Rule: icon.xcode
/// - Name: Newer than the Xcode that builds it
/// - Source: ICON-COMPOSER-2 (expo/expo#46121; marcusraitner/pulse PR 61)
/// - Parameter firstXcode (string): the first Xcode that compiles .icon documents
/// - Parameter iconComposer2Xcode (string): the first Xcode that reads Icon Composer 2 values (root features,
///   string specular)
/// - Parameter crashingXcodes (list): Xcode versions whose actool is reported to crash on those values
/// - Parameter needsKnownXcodeSeverity (severity): severity when Icon Composer 2 values are used and no Xcode is named
/// - Class needs-known-xcode: Icon Composer 2 values while no Xcode is named
/// - Class xcode-too-old: the named Xcode cannot compile a .icon
/// - Class newer-value: a value the named Xcode does not read
/// - Fires on: Samples/icon-bundles/Composer2.icon, saying “need Xcode” (warning)
/// - Silent on: Samples/icon-bundles/AppIcon.icon
package struct IconXcodeRule: IconBundleRule {
    package func check(_ subject: IconBundleSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let parameters = context.parameters
        let newer = subject.bundle.newerValues
        guard let xcode = subject.xcode else {
            guard !newer.isEmpty else { return [] }
            return [
                context.finding(
                    "uses Icon Composer 2 values that need Xcode \(parameters.iconComposer2Xcode) or later: \(Self.list(newer)); actool of Xcode \(parameters.crashingXcodes.joined(separator: ", ")) crashes on them without naming the key",
                    fix:
                        "say which Xcode builds the app (xcode: in .alertpack.yml, or --xcode); to build with Xcode 26, remove \(Self.keys(newer)) in Icon Composer 1 or by hand",
                    severity: context.parameters.needsKnownXcodeSeverity, class: MessageClass.needsKnownXcode)
            ]
        }
        if let first = XcodeVersion(parameters.firstXcode), xcode < first {
            return [
                context.finding(
                    "Xcode \(xcode) cannot compile a .icon (it needs Xcode \(first) or later: \"tool 'actool' requires Xcode\")",
                    fix: "build with Xcode \(first) or later, or keep an AppIcon.appiconset for this Xcode", class: MessageClass.xcodeTooOld)
            ]
        }
        guard let needed = XcodeVersion(parameters.iconComposer2Xcode), xcode < needed, !newer.isEmpty else { return [] }
        let crashes = parameters.crashingXcodes.compactMap(XcodeVersion.init).contains { xcode.isRelease(of: $0) }
        return newer.map { value in
            context.finding(
                "\(value.keyPath): \(value.shown) needs Xcode \(needed) or later; Xcode \(xcode)'s actool \(crashes ? "crashes on it (\"attempt to insert nil object from objects[0]\")" : "does not read it")",
                fix:
                    "remove \(value.keyPath == "features" ? "the root features array" : "the string specular (or make it true)") from icon.json, or build with Xcode \(needed)",
                class: MessageClass.newerValue
            )
        }
    }

    private static func list(_ values: [IconBundle.NewerValue]) -> String {
        values.map { "\($0.keyPath) (\($0.shown))" }.joined(separator: ", ")
    }

    private static func keys(_ values: [IconBundle.NewerValue]) -> String {
        Set(values.map { $0.keyPath == "features" ? "the root features array" : "the string specular" }).sorted().joined(separator: " and ")
    }
}
