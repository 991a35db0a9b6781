/// The launcher icon used as the small notification icon.
///
/// The launcher icon is a full-colour opaque picture; Android draws a small icon from its alpha
/// alone, so the launcher icon shows as a white square or disc in the status bar. This is the
/// most reported form of the "white square" (`setSmallIcon(R.mipmap.ic_launcher)`, or an FCM
/// default icon left at the launcher icon). The small icon needs its own silhouette.
///
/// - Rule: android.small-icon-launcher
/// - Name: Small icon is not the launcher icon
/// - Source: ANDROID-SMALL-ICON
/// - Fires on: Samples/android/SmallIcons/Broken, saying “is the launcher icon” (error)
/// - Silent on: Samples/android/SmallIcons/Fine
package struct AndroidSmallIconLauncherRule: AndroidSmallIconRule {
    package func check(_ icon: AndroidSmallIconSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let reuse = icon.launcher, reuse.sameResource || !reuse.sameBytes.isEmpty else { return [] }
        let how: String
        if reuse.sameResource {
            how = "\(icon.name) is the launcher icon (\(reuse.launcher))"
        } else {
            let pairs = reuse.sameBytes.prefix(2).map { "\($0.file) has the bytes of \($0.launcherFile)" }
            how = "\(icon.name) is the launcher icon (\(reuse.launcher)) copied: " + pairs.joined(separator: ", ")
        }
        return [
            context.finding(
                how + "; Android draws a small icon from its alpha only, so it shows as a white shape" + icon.usedByPhrase,
                fix: AndroidSmallIconSubject.makeFix(icon) + ", and name that icon instead of the launcher icon", subject: icon.name)
        ]
    }
}
