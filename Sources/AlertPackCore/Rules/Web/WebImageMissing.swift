/// The words of a web image that names no file checked, shared by the manifest's and the
/// scripts' rules (`web.manifest-icon-missing`, `web.notification-image-missing`).
enum WebImageMissing {
    static func finding<P>(
        for image: WebImageDeclaration, in file: String, root: String, context: RuleContext<P>, remoteSeverity: Severity,
        classes: (missing: any MessageClassKey, outside: any MessageClassKey, remote: any MessageClassKey)
    ) -> Finding? {
        guard let unresolved = image.unresolved else { return nil }
        let place = image.place(in: file)
        switch unresolved {
        case .missing:
            let what = image.value.isEmpty ? "an empty path" : image.value
            return context.finding(
                "\(place) names \(what), which is not in \(root) (the web root): the browser gets a 404 and shows no image",
                fix: "add the file to \(root), or correct the path (a path starting with / is read from \(root))", subject: image.key,
                class: classes.missing)
        case .outside:
            return context.finding(
                "\(place) names \(image.value), which leads out of \(root) (the web root): not followed, and no server serves it",
                fix: "put the image inside \(root) and name it from there", subject: image.key, class: classes.outside)
        case .remote:
            return context.finding(
                "\(place) names \(image.value), on another host: not fetched, so not checked", fix: "check the image at that address by hand",
                severity: remoteSeverity, subject: image.key, class: classes.remote)
        }
    }
}
