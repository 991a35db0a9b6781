import Foundation

/// A Web Push plaintext over 3,993 bytes: what fits in the 4,096 bytes of encrypted body every
/// push service must accept, once RFC 8291's `aes128gcm` encryption has added its 103 bytes.
///
/// A push service need not accept more than 4,096 bytes of body and may refuse a larger one with
/// 413 Payload Too Large. RFC 8291 encrypts a message as one `aes128gcm` record: an 86-byte header
/// (16 salt, 4 record size, 1 key id length and the sender's 65-byte public key), the plaintext, a
/// padding delimiter (1 byte at least) and the 16-byte authentication tag: 3,993 bytes of plaintext
/// at most. Counted as sent (minified UTF-8); for an FCM message's `webpush` block, as FCM encodes
/// it, which FCM wraps with its own keys. The finding names the largest keys.
///
/// - Rule: payload.webpush-size
/// - Name: Web Push plaintext size
/// - Source: WEBPUSH-SIZE, WEBPUSH-ENCRYPTION
/// - Platforms: web
/// - Parameter maxEncryptedBytes (wholeNumber): the encrypted body every push service accepts
/// - Parameter overheadBytes (wholeNumber): what aes128gcm adds (header, padding delimiter, tag)
/// - Parameter keysNamed (wholeNumber): how many of the largest keys an over-budget finding names
/// - Fires on: Samples/transport/webpush/over-3993.json via webpush, saying “must be at most 3993” (error)
/// - Silent on: Samples/transport/webpush/exactly-3993.json via webpush
package struct PayloadWebpushSizeRule: WebPushRule {
    package func check(_ subject: WebPushSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let document = subject.document
        let parameters = context.parameters
        let limit = parameters.maxEncryptedBytes - parameters.overheadBytes
        guard document.problem == nil, document.bytes > limit else { return [] }
        let members = document.memberBytes.filter { !$0.key.hasPrefix("aps.") }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(parameters.keysNamed)
        let largest = members.isEmpty ? "" : "; largest keys: " + members.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
        return [
            context.finding(
                "the plaintext is \(document.bytes) bytes of UTF-8 (minified); must be at most \(limit) (\(parameters.maxEncryptedBytes) once aes128gcm adds its \(parameters.overheadBytes) bytes)\(largest)",
                fix: "send less: an identifier, and let the service worker fetch the details")
        ]
    }
}
