/// The service a payload file is sent through, which decides what the file holds and which rules
/// judge it (`lint-payload --transport`): an APNs payload (`aps` and custom keys), a Firebase
/// Cloud Messaging HTTP v1 request (`{"message": {...}}`, or the message alone), or the plaintext
/// of a Web Push message (the JSON a service worker's push event receives, before RFC 8291
/// encrypts it).
public enum PushTransport: String, Sendable, CaseIterable, Equatable {
    case apns, fcm, webpush
}
