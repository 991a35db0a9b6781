/// A notification badge far from the size Android shows it at, or not square.
///
/// Android's status bar draws a badge at 24 dp, 96 pixels on the densest screens; web.dev's
/// guidance is a badge of 72 pixels or more. A smaller one is blurred when scaled up; a much
/// larger one costs a download for nothing; a badge that is not square is squeezed.
///
/// - Rule: web.badge-size
/// - Name: Badge size
/// - Source: WEB-BADGE, ANDROID-SMALL-ICON
/// - Parameter smallestSide (wholeNumber): smallest side, in pixels, that is not blurred on a dense screen
/// - Parameter largestSide (wholeNumber): largest side, in pixels, worth sending
/// - Class small: under the smallest side
/// - Class large: over the largest side
/// - Class not-square: width and height differ
/// - Fires on: Samples/web/Broken/src/notify.ts, saying “is 512x512 pixels” (warning)
/// - Silent on: Samples/web/Fine/public/firebase-messaging-sw.js
package struct WebBadgeSizeRule: WebScriptRule {
    package func check(_ script: WebScriptSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let values = context.parameters
        return script.badges.compactMap { badge, file -> Finding? in
            guard let width = file.width, let height = file.height else { return nil }
            let place = "\(script.place(badge)) names \(badge.value), which is \(width)x\(height) pixels"
            let fix = "make the badge a square of about 96 pixels (\(values.smallestSide) to \(values.largestSide))"
            if width != height {
                return context.finding(
                    "\(place): a badge must be square, Android squeezes it into a 24 dp square", fix: fix, subject: badge.key,
                    class: MessageClass.notSquare)
            }
            if width < values.smallestSide {
                return context.finding(
                    "\(place): Android draws a badge at 24 dp, \(values.smallestSide) pixels or more on a dense screen, so it is blurred",
                    fix: fix, subject: badge.key, class: MessageClass.small)
            }
            guard width > values.largestSide else { return nil }
            return context.finding(
                "\(place): Android draws a badge at 24 dp (96 pixels at most), so most of it is downloaded for nothing", fix: fix,
                subject: badge.key, class: MessageClass.large)
        }
    }
}
