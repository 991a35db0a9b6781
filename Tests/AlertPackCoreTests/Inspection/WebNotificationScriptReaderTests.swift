import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `WebNotificationScriptReader`: the `badge` and `icon` literals of `showNotification` and
/// `new Notification` options, read from tokens without running the script; what is computed is
/// said, never guessed.
struct WebNotificationScriptReaderTests {
    static func read(_ source: String, name: String = "public/sw.js") throws -> (WebAppFacts?, String) {
        let root = try WebAppManifestReaderTests.folder([name: source, "public/b.png": "x", "public/i.png": "x"])
        var chain = FolderChain()
        return (WebNotificationScriptReader.read(path: root + "/" + name, chain: &chain), root)
    }

    static func literals(_ facts: WebAppFacts?) -> [String] {
        (facts?.images ?? []).map { "\($0.key)=\($0.value)@\($0.line ?? 0)" }
    }

    @Test("an options object literal: badge and icon with their lines; other members passed over")
    func objectLiteral() throws {
        let (facts, root) = try Self.read(
            """
            self.registration.showNotification(title, {
              body: 'x', data: { badge: '/not-this.png' }, actions: [{ icon: '/nor-this.png' }],
              icon: "/i.png",
              'badge': `/b.png`,
            });
            """)
        defer { TestSupport.remove(root) }
        #expect(Self.literals(facts) == ["showNotification badge=/b.png@4", "showNotification icon=/i.png@3"])
        #expect(facts?.images.allSatisfy { $0.path != nil } == true)
    }

    @Test("FCM's notificationOptions constant, a shorthand member naming a constant, and new Notification")
    func constants() throws {
        let (facts, root) = try Self.read(
            """
            const BADGE = '/b.png'
            const notificationOptions = { body: payload.body, icon: '/i.png', badge: BADGE };
            self.registration.showNotification(notificationTitle, notificationOptions);
            const n = new Notification('t', { badge: BADGE, icon })
            """)
        defer { TestSupport.remove(root) }
        #expect(
            Self.literals(facts) == [
                "showNotification badge=/b.png@1", "showNotification icon=/i.png@2", "Notification badge=/b.png@1",
            ])
    }

    @Test("a literal branch of || is taken; a computed value is said in notRead")
    func branchesAndComputed() throws {
        let (facts, root) = try Self.read(
            """
            reg.showNotification(t, { icon: data.icon || '/i.png', badge: '/img/' + name });
            reg.showNotification(t, { badge: pick('/x.png') });
            """)
        defer { TestSupport.remove(root) }
        #expect(Self.literals(facts) == ["showNotification icon=/i.png@1"])
        #expect(facts?.notRead.count == 2)
        #expect(facts?.notRead.first?.contains("showNotification badge is computed") == true)
    }

    @Test("a script that shows no notification is none; one that does not lex says so")
    func noneAndUnreadable() throws {
        let (none, first) = try Self.read("export const Notification = 1; function showNotification() {}\n")
        defer { TestSupport.remove(first) }
        #expect(none == nil)
        let (broken, second) = try Self.read("reg.showNotification(t, { badge: '/b.png' \n")
        defer { TestSupport.remove(second) }
        #expect(broken?.images.isEmpty == true && broken?.notRead.count == 1)
    }
}
