import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Hostile names, configs and environments (a CI job on a stranger's pull request, a shared
/// build host): nothing injected into a terminal, a log or a report, nothing hung or exhausted
/// by a config, nothing read or overwritten through a name another user chose.
@Suite(.serialized, TestSupport.needs("python3", "xmllint"))
struct HostileEnvironmentTests {
    @Test("ffmpeg and ffprobe read the very file alertpack opened and checked: a FIFO at the path is refused, never opened by them")
    func childrenReadTheCheckedFile() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        #expect(mkfifo(folder + "/a.mp3", 0o600) == 0)
        #expect(FFmpegProbe.stream(path: folder + "/a.mp3") == nil)
        #expect(throws: AlertPackError.self) { try FFmpegSource(path: folder + "/a.mp3", channels: 1, sampleRate: 44100, codec: "mp3") }
        // What they read is what was opened: the file as it was, whatever the path names later.
        try TestSupport.peer(
            "ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=duration=0.5", "-c:a", "libmp3lame", folder + "/b.mp3"])
        let input = try FFmpegSource.openInput(folder + "/b.mp3")
        #expect(input.arguments == ["-f", "mp3", "-i", "file:/dev/stdin"])
    }

    @Test("the visual report's markup takes text only escaped: interpolated text is escaped, markup stays markup")
    func typedHTML() {
        let hostile = "<script>alert(1)</script>\" onload=\"x' &"
        let inner: HTML = "<b>\(hostile)</b>"
        let page: HTML = "<p title=\"\(hostile)\">\(inner)\(3)\(0.3333, decimals: 2)</p>"
        #expect(
            page.markup
                == "<p title=\"&lt;script&gt;alert(1)&lt;/script&gt;&quot; onload=&quot;x&apos; &amp;\"><b>&lt;script&gt;alert(1)&lt;/script&gt;&quot; onload=&quot;x&apos; &amp;</b>30.33</p>"
        )
    }
}
