import Foundation

/// When no font can be loaded (or `--measure columns`): a body longer than about two lines of a
/// banner, or a long title, counted in columns (wide CJK characters and emoji count 2); with a
/// font, text.fit lays the text out instead.
///
/// Messages should fit on one or two lines; titles are short and glanceable, especially on Apple Watch.
///
/// - Rule: text.length
/// - Name: Length
/// - Source: TXT-01, TXT-06 (iOS 7 HIG: one or two lines)
/// - Parameter bodyMaxWidth (wholeNumber): body budget in columns
/// - Parameter titleMaxWidth (wholeNumber): title and subtitle budget in columns
/// - Fires on: Samples/payloads/long-body.json via payloadColumns, saying “columns wide” (warning)
/// - Silent on: Samples/payloads/good.json via payloadColumns
package struct TextLengthRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard payload.context.layout == nil else { return [] }
        let counted = " (counted in columns: \(payload.context.columnsReason ?? "no font"))"
        return payload.texts.compactMap { field, text in
            let limit = field == "body" ? context.parameters.bodyMaxWidth : context.parameters.titleMaxWidth
            let width = TextStyle.width(text)
            guard width > limit else { return nil }
            return context.finding(
                "the \(field) is \(width) columns wide; about \(limit) fit\(counted)", fix: "say it in fewer words; put details in the app")
        }
    }
}
