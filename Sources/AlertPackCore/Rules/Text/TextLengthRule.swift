import Foundation

/// `text.length`: more than about two lines of a banner.
package struct TextLengthRule: PayloadRule {
    package init() {}

    package struct Parameters: RuleParameters {
        package var bodyMaxWidth: Int
        package var titleMaxWidth: Int

        package init(_ preset: inout ParameterReader) {
            bodyMaxWidth = preset.wholeNumber("bodyMaxWidth", "body budget in columns")
            titleMaxWidth = preset.wholeNumber("titleMaxWidth", "title and subtitle budget in columns")
        }
    }
    package static let description = RuleDescription(
        id: "text.length", name: "Length", defaultSeverity: .warning,
        summary:
            "A body longer than about two lines of a banner, or a long title (the preset sets the budget, in columns: wide CJK characters and emoji count 2).",
        rationale: "Messages should fit on one or two lines; titles are short and glanceable, especially on Apple Watch.",
        source: "TXT-01, TXT-06 (iOS 7 HIG: one or two lines)",
        parameters: Parameters.specs,
        examples: [
            .fires("Samples/payloads/long-body.json", saying: "columns wide", as: .warning, via: .payload),
            .silent("Samples/payloads/good.json", via: .payload),
        ])

    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        payload.texts.compactMap { field, text in
            let limit = field == "body" ? context.parameters.bodyMaxWidth : context.parameters.titleMaxWidth
            let width = TextStyle.width(text)
            guard width > limit else { return nil }
            return context.finding("the \(field) is \(width) columns wide; about \(limit) fit", fix: "say it in fewer words; put details in the app")
        }
    }
}
