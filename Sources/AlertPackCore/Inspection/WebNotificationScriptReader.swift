/// Reads, without running it, the images a service worker or page script gives the
/// notifications it shows: the `badge:` and `icon:` members of the options passed to
/// `registration.showNotification(title, options)` or `new Notification(title, options)` (FCM's
/// `firebase-messaging-sw.js` passes its `notificationOptions` constant the same way), each a
/// string literal resolved in the script's web root (`WebRoot`). The script is split into tokens
/// by the config scripts' lexer (`ConfigScriptLexer`); an options object named by a constant
/// declared in the file is read there, and a member that is a constant holding a literal too. A
/// member computed at run time (`data.badge`, `'/img/' + name`) is said in `notRead`, never
/// guessed; where one branch of `a || '/badge.png'` is a literal, that literal is taken.
package enum WebNotificationScriptReader {
    /// A service worker is tens of kilobytes; a bundle over a megabyte is a build product.
    static let maxBytes = 1 << 20
    static let maxTokens = 300_000
    static let members: [(key: String, role: WebImageDeclaration.Role)] = [("badge", .badge), ("icon", .notificationIcon)]

    /// The script at `path`, or nil when it never calls `showNotification` or `new Notification`.
    package static func read(path: String, chain: inout FolderChain) -> WebAppFacts? {
        guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: "the script"),
            mentionsNotification(bytes)
        else { return nil }
        let root = WebRoot.of(file: path, isScript: true, chain: &chain)
        var facts = WebAppFacts(source: .script, webRoot: root.folder)
        let tokens: [ConfigToken]
        let groups: [Int]
        do throws(AlertPackError) {
            var lexer = ConfigScriptLexer(bytes: bytes, maxTokens: maxTokens)
            (tokens, groups) = try lexer.run()
        } catch {
            facts.notRead.append("not read: \(error.message)")
            return facts
        }
        let scan = WebNotificationScan(tokens: tokens, groups: groups)
        guard !scan.calls.isEmpty else { return nil }
        for call in scan.calls {
            for found in scan.images(of: call) {
                switch found {
                case .literal(let key, let role, let value, let line):
                    var image = WebImageDeclaration(key: key, line: line, value: value, role: role)
                    (image.path, image.unresolved) = root.resolve(value)
                    facts.images.append(image)
                case .computed(let key, let line, let source):
                    facts.notRead.append("line \(line): not read: \(key) is computed (\(source))")
                }
            }
        }
        return facts
    }

    /// Whether the bytes name `showNotification` or `Notification(` at all: most scripts do not,
    /// and are never split into tokens.
    static func mentionsNotification(_ bytes: [UInt8]) -> Bool {
        let needle = Array("Notification".utf8)
        guard bytes.count >= needle.count else { return false }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
