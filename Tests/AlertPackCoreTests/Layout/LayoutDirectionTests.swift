import Foundation
import Testing

@testable import AlertPackCore

/// Which way a notification's cell runs: by the language of the rendering (ICU), else, for the
/// payload's own words, by the first strong character of its text.
struct LayoutDirectionTests {
    @Test(
        "languages ICU writes right to left mirror the cell, whatever the text; others never do",
        arguments: [
            ("ar", true), ("he", true), ("iw", true), ("fa", true), ("ur", true), ("ps", true), ("yi", true), ("ckb", true), ("ar_SA", true),
            ("he-IL", true), ("en", false), ("de", false), ("ja", false), ("zh-Hans", false), ("ru", false), ("tr", false),
        ])
    func byLanguage(language: String, rightToLeft: Bool) {
        #expect(LayoutDirection.isRightToLeft(NotificationContent(language: language, title: "Hello", body: "שלום")) == rightToLeft)
        #expect(LayoutDirection.isRightToLeft(NotificationContent(language: language, title: "شكرا", body: "Hello")) == rightToLeft)
    }

    @Test("the payload's own words: the first strong character of the title, else the subtitle, else the body")
    func byFirstStrongCharacter() {
        func direction(_ title: String?, _ subtitle: String? = nil, _ body: String? = nil) -> Bool {
            LayoutDirection.isRightToLeft(NotificationContent(language: "base", title: title, subtitle: subtitle, body: body))
        }
        #expect(direction("שלום עולם"))
        #expect(direction("42 — رسالة جديدة"))
        #expect(!direction("Order 42: رسالة"))
        #expect(direction("🎉 123", nil, "ארוחת ערב"))
        #expect(!direction("🎉 123", "Hello", "ארוחת ערב"))
        #expect(!direction(nil, nil, "Dinner at eight?"))
        #expect(!direction("123", nil, "…"))
        #expect(LayoutDirection.isRightToLeft(NotificationContent(language: "Base", title: "שלום")))
    }
}
