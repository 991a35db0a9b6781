import Foundation
import Testing

@testable import AlertPackCore

/// The two edits `fix` makes in the user's text: a keep file's `tools:keep` (created, extended,
/// or the attribute added, every other byte kept) and the literal references of a renamed sound.
@Suite
struct AndroidRepairEditsTests {
    static func text(_ bytes: [UInt8]?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    @Test("tools:keep extended in place; added (with the namespace when missing); refused on another root")
    func keepFile() {
        let list = #"<?xml version="1.0"?><resources xmlns:t="http://schemas.android.com/tools" t:keep="@layout/a" t:shrinkMode="strict"/>"#
        #expect(
            Self.text(AndroidKeepFileEdit.adding(["@raw/ping"], to: Array(list.utf8)))
                == list.replacingOccurrences(of: "@layout/a", with: "@layout/a,@raw/ping"))
        let bare = "<!-- c --><resources>\n</resources>\n"
        #expect(
            Self.text(AndroidKeepFileEdit.adding(["@raw/ping"], to: Array(bare.utf8)))
                == "<!-- c --><resources xmlns:tools=\"http://schemas.android.com/tools\" tools:keep=\"@raw/ping\">\n</resources>\n")
        #expect(AndroidKeepFileEdit.adding(["@raw/ping"], to: Array("<!DOCTYPE x><resources/>".utf8)) == nil)
        #expect(AndroidKeepFileEdit.adding(["@raw/ping"], to: Array("<manifest/>".utf8)) == nil)
        let made = Self.text(AndroidKeepFileEdit.new(keeping: ["@raw/a", "@raw/b"])) ?? ""
        #expect(made.contains("tools:keep=\"@raw/a,@raw/b\""))
    }

    @Test("references rewritten only in the forms a build or a config resolves; longer names and prose kept")
    func references() {
        let source = """
            Uri.parse("android.resource://" + pkg + "/raw/Ping-Alert")
            getIdentifier("Ping-Alert", "raw", pkg)
            RawResourceAndroidNotificationSound('Ping-Alert')
            {"sound": "Ping-Alert.wav", "title": "Ping-Alert"}
            "/raw/Ping-Alert-2" "Ping-Alert!" @raw/Ping-Alert
            """
        let rewritten = AndroidReferenceRewriter.rewrite(Array(source.utf8), from: "Ping-Alert", to: "ping_alert", extension: "wav")
        let expected = """
            Uri.parse("android.resource://" + pkg + "/raw/ping_alert")
            getIdentifier("ping_alert", "raw", pkg)
            RawResourceAndroidNotificationSound('ping_alert')
            {"sound": "ping_alert.wav", "title": "Ping-Alert"}
            "/raw/Ping-Alert-2" "Ping-Alert!" @raw/ping_alert
            """
        #expect(Self.text(rewritten?.bytes) == expected)
        #expect(rewritten?.lines == [1, 2, 3, 4, 5])
        #expect(AndroidReferenceRewriter.rewrite(Array("nothing here".utf8), from: "a", to: "b", extension: "ogg") == nil)
    }

    @Test("the Ogg page checksum is Ogg's CRC-32 (a page libsndfile wrote checks out)")
    func oggChecksum() {
        #expect(AndroidOggSerial.checksum(Array("123456789".utf8)) == 0x89A1_897F)
    }
}
