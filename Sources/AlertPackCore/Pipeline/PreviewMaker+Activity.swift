extension PreviewMaker {
    /// The documents of one payload file to draw, each with the options it is drawn with. Each
    /// payload's push type is found as `lint-payload` finds it (`--push-type`, else the `.headers`
    /// file beside it, else its body); a Live Activity push is drawn as the alert it raises, on
    /// the surfaces that show one (`ActivityPushPreview`), and noted in the batch, or not drawn
    /// at all when it raises none. Every other push is drawn as before.
    func drawings(
        of documents: [PayloadDocument], in path: String, artwork: PreviewArtwork, options: PreviewOptions, into batch: inout PreviewBatch
    ) -> [(PayloadDocument, Int?, PreviewArtwork, PreviewOptions)] {
        let headers = PayloadLinter.headers(beside: path, aliases: configuration.aliases)
        // A headers file that cannot be read is a problem of the run, as in lint-payload; the
        // payloads are still drawn as their bodies say.
        if let problem = headers.problem { batch.problems.append(problem) }
        if let shown = headers.path { batch.inputs.append(shown) }
        let available = engine.surfaces.surfaces.map(\.id)
        var out: [(PayloadDocument, Int?, PreviewArtwork, PreviewOptions)] = []
        for (index, document) in documents.enumerated() {
            if let problem = document.problem {
                batch.problems.append("\(path): \(problem)")
                continue
            }
            let item = documents.count > 1 ? index + 1 : nil
            let push = PushTypeInference.facts(option: options.pushType, headers: headers.read, headersFile: headers.path, root: document.root)
            guard push.type == .liveactivity else {
                out.append((document, item, artwork, options))
                continue
            }
            let note = ActivityPushPreview.note(for: document, item: item, push: push, requested: options.surfaces, available: available)
            batch.activities.append(note)
            batch.notes.append(note.summaryLine)
            guard !note.drawnSurfaces.isEmpty else { continue }
            var narrowed = options
            narrowed.surfaces = note.drawnSurfaces
            out.append((document, item, artwork, narrowed))
        }
        return out
    }
}
