/// A .icon bundle's icon.json is missing, not JSON, or not of the shape Icon Composer writes; unknown keys
/// are listed.
///
/// Xcode 26 compiles a folder named Name.icon with an icon.json (groups of layers, each naming a file in
/// Assets/) into the app icon; a document it cannot read fails the build or, worse, gives no icon. Apple
/// publishes no schema: the shape is inferred from real files, so keys this alertpack does not know are
/// listed as a note, not an error.
///
/// - Rule: icon.document
/// - Name: Icon Composer document
/// - Source: ICON-COMPOSER (Creating your app icon using Icon Composer)
/// - Parameter unknownKeysSeverity (severity): severity for keys no known Icon Composer writes
/// - Class not-named-icon: a bundle whose folder is not named .icon
/// - Class unreadable: icon.json cannot be read
/// - Class shape: icon.json is not shaped as Icon Composer writes it
/// - Class unknown-keys: keys no known Icon Composer writes
/// - Fires on: Samples/icon-bundles/Broken.icon, saying “key no known Icon Composer writes” (info)
/// - Silent on: Samples/icon-bundles/AppIcon.icon
package struct IconDocumentRule: IconBundleRule {
    package func check(_ subject: IconBundleSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let bundle = subject.bundle
        var findings: [Finding] = []
        if !FileName.last(of: bundle.folder).lowercased().hasSuffix(".icon") {
            findings.append(
                context.finding(
                    "holds an icon.json and Assets/ but is not named .icon: Xcode treats it as a plain folder",
                    fix: "rename the folder to \(FixHint.quoted(FileName.last(of: bundle.folder) + ".icon"))", class: MessageClass.notNamedIcon))
        }
        if let problem = bundle.problem {
            return findings + [context.finding(problem, fix: "save the icon again from Icon Composer", class: MessageClass.unreadable)]
        }
        findings += bundle.shapeProblems.map {
            context.finding("icon.json: \($0)", fix: "save the icon again from Icon Composer", class: MessageClass.shape)
        }
        if !bundle.unknownKeys.isEmpty {
            let shown = bundle.unknownKeys.prefix(8).joined(separator: ", ") + (bundle.unknownKeys.count > 8 ? ", …" : "")
            findings.append(
                context.finding(
                    "icon.json has \(bundle.unknownKeys.count) key\(bundle.unknownKeys.count == 1 ? "" : "s") no known Icon Composer writes: \(shown)",
                    fix: "check that the Xcode that builds it reads them (see icon.xcode); otherwise remove them",
                    severity: context.parameters.unknownKeysSeverity,
                    class: MessageClass.unknownKeys))
        }
        return findings
    }
}
