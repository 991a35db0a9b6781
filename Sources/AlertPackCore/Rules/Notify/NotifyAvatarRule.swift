/// An avatar image a payload names (under a key holding "avatar") that does not decode, is not
/// square, or is outside a sensible size.
///
/// A communication notification draws the sender's picture in a circle beside the message: a
/// picture that does not decode shows no avatar, a wide or tall one is cropped to its middle, a
/// tiny one is blurred and a huge one costs the service extension memory it may not have. Images
/// the payload names are looked up among the files the receiving app bundles, then beside the
/// payload; addresses are not fetched.
///
/// - Rule: notify.avatar
/// - Name: Avatar image
/// - Source: NOTIFY-AVATAR
/// - Parameter minPixels (wholeNumber): the smallest side an avatar should have
/// - Parameter maxPixels (wholeNumber): the largest side worth decoding in a service extension
/// - Class unreadable: the picture does not decode
/// - Class not-square: not square
/// - Class too-small: under minPixels a side
/// - Class too-large: over maxPixels a side
/// - Fires on: Samples/notify/Broken/payloads/critical.json via payload, saying “is not square” (warning)
/// - Silent on: Samples/notify/Comms/payloads/message.json via payload
package struct NotifyAvatarRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let receiver = payload.context.receiver else { return [] }
        let limits = context.parameters
        return payload.avatarNames.compactMap { keyPath, name in
            guard let image = receiver.avatars[name] else { return nil }
            let subject = "avatar \(keyPath)"
            if let problem = image.problem {
                return context.finding(
                    "the avatar \(name) (\(keyPath)) does not decode: \(problem)", fix: "save it again as PNG or JPEG", subject: subject,
                    class: MessageClass.unreadable)
            }
            guard let width = image.width, let height = image.height else { return nil }
            if width != height {
                return context.finding(
                    "the avatar \(name) (\(keyPath)) is \(width)x\(height) and is not square: it is cropped to its middle in a circle",
                    fix: "crop it square around the face", subject: subject, class: MessageClass.notSquare)
            }
            if width < limits.minPixels {
                return context.finding(
                    "the avatar \(name) (\(keyPath)) is \(width)x\(height), under \(limits.minPixels) pixels a side: it is drawn blurred",
                    fix: "use a picture of at least \(limits.minPixels)x\(limits.minPixels)", subject: subject, class: MessageClass.tooSmall)
            }
            if width > limits.maxPixels {
                return context.finding(
                    "the avatar \(name) (\(keyPath)) is \(width)x\(height), over \(limits.maxPixels) pixels a side: the service extension decodes far more than it draws",
                    fix: "scale it down to \(limits.maxPixels)x\(limits.maxPixels) or less", subject: subject, class: MessageClass.tooLarge)
            }
            return nil
        }
    }
}
