import Foundation
import Testing

@testable import AlertPackCore

/// `DartChannelScan`: the channels a Dart file creates and their sounds, in each form the plugins
/// take; what is computed is said, never guessed; hostile bytes end in bounded time.
struct DartChannelScanTests {
    static func scan(_ text: String) -> DartChannelScan.Result {
        DartChannelScan.scan(Array(text.utf8), file: "../../lib/a.dart")
    }

    static func summary(_ result: DartChannelScan.Result) -> [String] {
        result.channels.map { "\($0.line) \($0.id ?? "?")=\($0.sound ?? $0.soundWritten ?? "-")" }
    }

    @Test("flutter_local_notifications' channel and details, awesome_notifications' channel, by literal or constant")
    func forms() {
        let source = """
            const String kId = 'orders';
            class Ids { static const String rush = 'rush'; static const String ping = 'resource://raw/res_ping'; }
            final a = AndroidNotificationChannel('alerts', 'Alerts', sound: RawResourceAndroidNotificationSound('chime'));
            final b = AndroidNotificationDetails(kId, 'Orders', sound: const RawResourceAndroidNotificationSound('bell.mp3'));
            final c = AndroidNotificationDetails(Ids.rush, 'Rush', sound: UriAndroidNotificationSound('android.resource://x/raw/horn'));
            final d = NotificationChannel(channelKey: 'awesome', channelName: 'A', soundSource: Ids.ping);
            final e = AndroidNotificationChannel('quiet', 'Quiet', sound: RawResourceAndroidNotificationSound('chime'), playSound: false);
            final f = AndroidNotificationChannel('plain', 'Plain');
            // AndroidNotificationChannel('commented', 'Out', sound: RawResourceAndroidNotificationSound('x'));
            final g = NotificationChannel('positional');
            """
        let result = Self.scan(source)
        #expect(Self.summary(result) == ["3 alerts=chime", "4 orders=bell", "5 rush=horn", "6 awesome=res_ping", "7 quiet=null", "8 plain=-"])
        #expect(result.notes.isEmpty, "\(result.notes)")
        #expect(result.channels.allSatisfy { $0.file == "../../lib/a.dart" && !$0.soundByID })
    }

    @Test("a computed id or sound, or a sound that is no raw resource, is said and not compared")
    func computed() {
        let source = """
            final a = AndroidNotificationChannel(idFor(kind), 'A', sound: RawResourceAndroidNotificationSound('chime'));
            final b = AndroidNotificationChannel('b', 'B', sound: soundFor(kind));
            final c = AndroidNotificationDetails('c', 'C', sound: RawResourceAndroidNotificationSound(name));
            final d = NotificationChannel(channelKey: 'd', soundSource: 'asset://sounds/d.mp3');
            final e = NotificationChannel(channelKey: 'e', soundSource: prefix + 'e');
            final f = AndroidNotificationChannel('f$x', 'F');
            """
        let result = Self.scan(source)
        #expect(result.channels.map(\.id) == ["b", "c", "d", "e"])
        #expect(result.channels.allSatisfy { $0.sound == nil && $0.soundWritten != nil })
        #expect(
            result.notes == [
                "../../lib/a.dart:1: a channel's id is computed (idFor(kind)), not compared",
                "../../lib/a.dart:2: channel \"b\": its sound is computed (soundFor(kind)), not compared",
                "../../lib/a.dart:3: channel \"c\": its sound is computed (RawResourceAndroidNotificationSound(name)), not compared",
                "../../lib/a.dart:4: channel \"d\": its sound is not a raw resource ('asset://sounds/d.mp3'), not compared",
                "../../lib/a.dart:5: channel \"e\": its sound is computed (prefix + 'e'), not compared",
                "../../lib/a.dart:6: a channel's id is computed ('f$x'), not compared",
            ])
    }

    @Test("hostile bytes: unbalanced, deeply nested, binary, and 1 MiB of channels end in bounded time with the same answer twice")
    func hostile() {
        let inputs: [[UInt8]] = [
            Array("AndroidNotificationChannel(((((('a'".utf8),
            Array((String(repeating: "AndroidNotificationChannel(", count: 20_000) + String(repeating: ")", count: 20_000)).utf8),
            (0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) },
            Array("NotificationChannel(channelKey: , soundSource: )AndroidNotificationDetails(,,,sound:)".utf8),
        ]
        for bytes in inputs {
            let first = DartChannelScan.scan(bytes, file: "f")
            #expect(first == DartChannelScan.scan(bytes, file: "f"))
        }
        let line = "AndroidNotificationChannel('a', 'A', sound: RawResourceAndroidNotificationSound('b'));\n"
        let count = (1 << 20) / line.utf8.count
        let many = DartChannelScan.scan(Array(String(repeating: line, count: count).utf8), file: "f")
        #expect(many.channels.count == count && many.channels.allSatisfy { $0.id == "a" && $0.sound == "b" })
    }
}
