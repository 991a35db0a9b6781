import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// A payload's alert resolved in each language of the app's strings.
struct NotificationContentTests {
    static func alert(_ json: String) throws -> [String: JSONNode] {
        try #require(JSONNode.parse(Data(json.utf8))["aps"]?["alert"]?.object)
    }

    @Test("loc keys resolve in every language, with their arguments in place (positional too)")
    func resolves() throws {
        let strings = StringsCatalog.load(folder: TestSupport.repositoryPath("Samples/payloads/strings"))
        let alert = try Self.alert(
            ##"{"aps":{"alert":{"title-loc-key":"ORDER_SHIPPED_TITLE","loc-key":"ORDER_SHIPPED_BODY","loc-args":["#4021","Thursday"]}}}"##)
        let contents = NotificationContent.contents(of: alert, strings: strings)
        #expect(contents.map(\.language) == ["ar", "de", "en", "ja", "ru", "zh-Hans"])
        let english = try #require(contents.first { $0.language == "en" })
        #expect(english.title == "Your Order Is on Its Way")
        #expect(english.body?.hasPrefix("Order #4021 has shipped and should arrive on Thursday.") == true)
        #expect(contents.allSatisfy { $0.missing.isEmpty && $0.body?.contains("#4021") == true })
    }

    @Test("a key missing in a language is named, and the system's fallback shown (the key), without a crash")
    func missingLocalisation() throws {
        var strings = StringsCatalog()
        strings.languages = ["en": ["GREETING": "Hello"], "fr": [:]]
        let alert = try Self.alert(#"{"aps":{"alert":{"loc-key":"GREETING"}}}"#)
        let contents = NotificationContent.contents(of: alert, strings: strings)
        let french = try #require(contents.first { $0.language == "fr" })
        #expect(french.missing == ["loc-key \"GREETING\""])
        #expect(french.body == "GREETING")
        #expect(contents.first { $0.language == "en" }?.body == "Hello")
    }

    @Test("the payload's own words stand alone without loc keys; action-loc-key null leaves only OK")
    func literal() throws {
        let contents = NotificationContent.contents(
            of: try Self.alert(#"{"aps":{"alert":{"title":"Hi","body":"There.","action-loc-key":null}}}"#), strings: nil)
        #expect(contents.count == 1 && contents[0].language == "base" && contents[0].actionButton == nil)
        #expect(NotificationContent.format("%2$@ before %1$@, 100%%", ["a", "b"]) == "b before a, 100%")
    }
}
