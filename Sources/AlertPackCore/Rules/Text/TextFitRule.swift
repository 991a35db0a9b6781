import Foundation

/// A title, subtitle or body the system cuts on a surface, in any language the payload's keys
/// resolve to, found by laying the text out as the system does (shaped in the stand-in font,
/// lines broken by UAX #14, each surface's width and line budget); and an alert button
/// (`action-loc-key`) too wide for its half of the alert.
///
/// The system truncates each style to fit; copy that is cut where people read it loses its point.
/// Surfaces in `surfaces` are warnings, those in `adviceSurfaces` advice (as the preset sets their severities).
///
/// - Rule: text.fit
/// - Name: Fits its surfaces
/// - Source: TXT-02, TXT-LAYOUT (Braze's budgets by timestamp and style)
/// - Parameter surfaces (list): surfaces a text should fit whole (at surfacesSeverity)
/// - Parameter adviceSurfaces (list): surfaces where a cut is worth knowing (at adviceSurfacesSeverity)
/// - Parameter surfacesSeverity (severity): severity for a text cut on one of `surfaces`
/// - Parameter adviceSurfacesSeverity (severity): severity for a text cut on one of `adviceSurfaces` only
/// - Fires on: Samples/payloads/long-body.json via payload, saying “is cut: banner after 2 of 4 lines” (warning)
/// - Silent on: Samples/payloads/good.json via payload
package struct TextFitRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let engine = payload.context.layout, let alert = payload.alert else { return [] }
        let parameters = context.parameters
        let judged =
            parameters.surfaces.map { ($0, parameters.surfacesSeverity) } + parameters.adviceSurfaces.map { ($0, parameters.adviceSurfacesSeverity) }
        var findings: [Finding] = []
        for content in NotificationContent.contents(of: alert, strings: payload.context.strings) {
            let memo = ShapeMemo()
            var cuts: [String: [(surface: NotificationSurfaces.Surface, field: FieldLayout, severity: Severity)]] = [:]
            var order: [String] = []
            for (id, severity) in judged {
                guard let surface = engine.surfaces.surface(id) else { continue }
                let laid = engine.layout(content, on: surface, appName: nil, memo: memo)
                for field in laid.cutFields {
                    if cuts[field.field] == nil { order.append(field.field) }
                    cuts[field.field, default: []].append((surface, field, severity))
                }
                for button in laid.buttons where button.isCut {
                    findings.append(
                        context.finding(
                            "the alert button \"\(button.title)\"\(Self.naming(content.language)) is cut at \(Self.points(button.needed)) of \(Self.points(button.available)) (measured in \(engine.fontDescription))",
                            fix: "use a shorter action-loc-key title", subject: "action-loc-key \(content.language)"))
                }
            }
            for name in order {
                let places = cuts[name]!
                let worst = places.map(\.severity).max()!
                let described = places.map { place in
                    "\(place.surface.name) \(place.field.cutSummary)"
                }
                findings.append(
                    context.finding(
                        "the \(name)\(Self.naming(content.language)) is cut: \(described.joined(separator: "; ")) (measured in \(engine.fontDescription))",
                        fix: name == "body" ? "say it in fewer words; put details in the app" : "shorten the \(name): it shows on one line",
                        severity: worst, subject: "\(name) \(content.language)"))
            }
        }
        return findings
    }

    static func naming(_ language: String) -> String { language == "base" ? "" : " (\(language))" }

    static func points(_ value: Double) -> String { String(format: "%.0f pt", value.rounded(.up)) }
}
