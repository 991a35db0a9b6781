/// A specialization names an appearance or idiom Icon Composer does not use; it is never applied.
///
/// A property's `-specializations` give values for an appearance (dark, tinted) or an idiom (square for
/// iPhone, iPad and Mac; circle for Apple Watch); the default value has neither. Any other name (a typo,
/// `light`) is ignored, so the variant the designer meant never shows.
///
/// - Rule: icon.specializations
/// - Name: Appearances and idioms
/// - Source: ICON-COMPOSER (appearances: default, dark, tinted; specializations)
/// - Parameter appearances (list): appearances a specialization may name (the default has none)
/// - Parameter idioms (list): idioms a specialization may name
/// - Class appearance: an appearance Icon Composer does not use
/// - Class idiom: an idiom Icon Composer does not use
/// - Fires on: Samples/icon-bundles/Broken.icon, saying “specializations name the appearance light; Icon”
///   (warning)
/// - Silent on: Samples/icon-bundles/AppIcon.icon
package struct IconSpecializationsRule: IconBundleRule {
    package func check(_ subject: IconBundleSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let appearances = subject.bundle.appearances.filter { !context.parameters.appearances.contains($0) }
        let idioms = subject.bundle.idioms.filter { !context.parameters.idioms.contains($0) }
        var findings: [Finding] = []
        if !appearances.isEmpty {
            findings.append(
                context.finding(
                    "specializations name the appearance\(appearances.count == 1 ? "" : "s") \(appearances.joined(separator: ", ")); Icon Composer uses \(context.parameters.appearances.joined(separator: ", "))",
                    fix: "use one of \(context.parameters.appearances.joined(separator: ", ")), or leave the appearance out for the default",
                    class: MessageClass.appearance))
        }
        if !idioms.isEmpty {
            findings.append(
                context.finding(
                    "specializations name the idiom\(idioms.count == 1 ? "" : "s") \(idioms.joined(separator: ", ")); Icon Composer uses \(context.parameters.idioms.joined(separator: ", "))",
                    fix: "use one of \(context.parameters.idioms.joined(separator: ", "))", class: MessageClass.idiom))
        }
        return findings
    }
}
