/// What of a Live Activity push `preview` can draw. The push may raise an alert (`aps.alert`):
/// Apple's `AlertConfiguration` says its title and body are what Apple Watch shows, so they are
/// drawn on the watch, as any alert's are. An iPhone shows no banner of that text: it shows the
/// activity's own Lock Screen presentation (as the banner, without the Dynamic Island) or its
/// expanded Dynamic Island view (ActivityKit's `ActivityPreviewViewKind`). Those, and everything
/// else a Live Activity shows, are the app's SwiftUI fed the `content-state`: named in the note,
/// never drawn.
enum ActivityPushPreview {
    /// The surfaces a Live Activity alert's title and body are drawn on, when the preset has them:
    /// Apple Watch only, the one place Apple says shows them.
    static let alertSurfaces = ["watch"]

    /// The note for one payload sent as a Live Activity push. `requested` is `--surface` (nil:
    /// every surface); `available` the preset's surfaces, in its order.
    static func note(for document: PayloadDocument, item: Int?, push: PushFacts, requested: [String]?, available: [String]) -> ActivityPreviewNote {
        let aps = document.root?["aps"]?.object
        let alert = aps?["alert"]
        let hasAlert = alert?.string != nil || alert?.object != nil
        let drawn = hasAlert ? available.filter { alertSurfaces.contains($0) && (requested?.contains($0) ?? true) } : []
        let keys = aps?["content-state"].map { $0.object?.keys.sorted() ?? [] }
        return ActivityPreviewNote(
            payload: document.path, item: item, push: push, event: aps?["event"]?.string, hasAlert: hasAlert, drawnSurfaces: drawn,
            contentStateKeys: keys)
    }
}
