/// `icon.specializations`: appearances and idioms that Icon Composer knows.
package struct IconSpecializationsRule: IconBundleRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var appearances: [String]
        package var idioms: [String]

        package init(_ preset: inout ParameterReader) {
            appearances = preset.list("appearances", "appearances a specialization may name (the default has none)")
            idioms = preset.list("idioms", "idioms a specialization may name")
        }
    }

    package static let description = RuleDescription(
        id: "icon.specializations", name: "Appearances and idioms", defaultSeverity: .warning,
        summary: "A specialization names an appearance or idiom Icon Composer does not use; it is never applied.",
        rationale:
            "A property's `-specializations` give values for an appearance (dark, tinted) or an idiom (square for iPhone, iPad and Mac; circle for Apple Watch); the default value has neither. Any other name (a typo, `light`) is ignored, so the variant the designer meant never shows.",
        source: "ICON-COMPOSER (appearances: default, dark, tinted; specializations)",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/icon-bundles/Broken.icon", saying: "specializations name the appearance light; Icon", as: .warning),
            .silent("Samples/icon-bundles/AppIcon.icon"),
        ])

    package func check(_ subject: IconBundleSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let appearances = subject.bundle.appearances.filter { !context.parameters.appearances.contains($0) }
        let idioms = subject.bundle.idioms.filter { !context.parameters.idioms.contains($0) }
        var findings: [Finding] = []
        if !appearances.isEmpty {
            findings.append(
                context.finding(
                    "specializations name the appearance\(appearances.count == 1 ? "" : "s") \(appearances.joined(separator: ", ")); Icon Composer uses \(context.parameters.appearances.joined(separator: ", "))",
                    fix: "use one of \(context.parameters.appearances.joined(separator: ", ")), or leave the appearance out for the default"))
        }
        if !idioms.isEmpty {
            findings.append(
                context.finding(
                    "specializations name the idiom\(idioms.count == 1 ? "" : "s") \(idioms.joined(separator: ", ")); Icon Composer uses \(context.parameters.idioms.joined(separator: ", "))",
                    fix: "use one of \(context.parameters.idioms.joined(separator: ", "))"))
        }
        return findings
    }
}
