import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Text shaped with HarfBuzz, broken by ICU (UAX #14) and ordered by UAX #9, in the stand-in
/// font and its fallbacks, on real scripts.
struct TextLayoutTests {
    static let engine = Result { try TextCalibrationTests.engine() }
    static let body = TextStyleSpec(size: 15, weight: 400, lineHeight: 20)

    static func shaped(_ text: String, _ language: String? = nil) throws -> ShapedText {
        try engine.get().shape(text, style: body, language: language)
    }

    @Test("lines break where UAX #14 allows: after spaces, never inside a word; every line fits its column")
    func breaksAtOpportunities() throws {
        let shaped = try Self.shaped("Hello world, this is a sentence that needs several lines to show whole.")
        #expect(shaped.breaks.map(\.index).prefix(3) == [6, 13, 18])
        let layout = shaped.layout(width: 120, maxLines: 0, ellipsisWidth: 0)
        #expect(layout.lines.count > 2)
        #expect(layout.lines.map { shaped.string($0.range) }.joined() == shaped.text)
        for line in layout.lines {
            #expect(line.width <= 120.001)
            let text = shaped.string(line.range)
            #expect(text.hasSuffix(" ") || line.range.upperBound == shaped.count, "\(text) ends inside a word")
        }
    }

    @Test("a word wider than the column breaks between graphemes; a newline is a mandatory break")
    func emergencyAndHardBreaks() throws {
        let long = try Self.shaped("Donaudampfschifffahrtsgesellschaftskapitän")
        #expect(long.layout(width: 100, maxLines: 0, ellipsisWidth: 0).lines.count > 2)
        let two = try Self.shaped("Short\nLines")
        let layout = two.layout(width: 300, maxLines: 0, ellipsisWidth: 0)
        #expect(layout.lines.map { two.string($0.range) } == ["Short\n", "Lines"])
    }

    @Test("Japanese and Chinese break between characters, not at spaces, in the CJK fallback font")
    func cjkBreaks() throws {
        let shaped = try Self.shaped("ご注文の商品は配送中です。お届け日の変更や受け取り場所の指定もアプリでできます。", "ja")
        let layout = shaped.layout(width: 150, maxLines: 0, ellipsisWidth: 0)
        #expect(layout.lines.count >= 4)
        #expect(shaped.glyphs.flatMap { $0 }.contains { $0.face.family.contains("CJK") })
        // No line starts with the closing full stop (UAX #14 keeps it with what it ends).
        for line in layout.lines.dropFirst() { #expect(shaped.characters[line.range.lowerBound] != "。") }
        // A full-width character is about an em wide.
        #expect(abs(shaped.advances[0] - 15) < 1.5)
    }

    @Test(
        "Arabic and Hebrew run right to left: shaped joined, levels odd, drawn in reverse order",
        arguments: ["تم شحن طلبك وهو في الطريق إليك", "ההזמנה שלך נשלחה והיא בדרך אליך"])
    func rightToLeft(text: String) throws {
        let shaped = try Self.shaped(text)
        #expect(shaped.rightToLeft)
        #expect(shaped.levels.allSatisfy { $0 & 1 == 1 || shaped.hangs[shaped.levels.firstIndex(of: $0)!] })
        let order = TextPainter.visualOrder(shaped, 0..<shaped.count)
        #expect(order.first == shaped.count - 1 && order.last == 0)
        #expect(shaped.advances.allSatisfy { $0 >= 0 } && shaped.offsets.last! > 100)
        // A wide enough column keeps it on one line; a narrow one wraps it.
        #expect(shaped.layout(width: 1000, maxLines: 0, ellipsisWidth: 0).lines.count == 1)
        #expect(shaped.layout(width: 90, maxLines: 0, ellipsisWidth: 0).lines.count > 1)
    }

    @Test("Arabic letters join: the shaped run is narrower than its letters shaped alone")
    func arabicJoins() throws {
        let word = try Self.shaped("مرحبا")
        let alone = try "مرحبا".map { try Self.shaped(String($0)).offsets.last! }.reduce(0, +)
        #expect(word.offsets.last! < alone)
    }

    @Test("mixed direction: an English name inside Arabic keeps its own order")
    func mixedDirection() throws {
        let shaped = try Self.shaped("أرسل إليك Anna رسالة.")
        let latin = shaped.characters.indices.filter { shaped.characters[$0].isASCII && shaped.characters[$0].isLetter }
        #expect(latin.allSatisfy { shaped.levels[$0] == 2 })
        let order = TextPainter.visualOrder(shaped, 0..<shaped.count)
        let positions = latin.map { order.firstIndex(of: $0)! }
        #expect(positions == positions.sorted())
    }

    @Test("emoji with skin tones and ZWJ sequences are one grapheme, one glyph, drawn from the colour emoji font")
    func emoji() throws {
        let single = try Self.shaped("👩")
        for sequence in ["👩🏽‍💻", "👨‍👩‍👧‍👦", "🏳️‍🌈", "👍🏿"] {
            let shaped = try Self.shaped(sequence)
            #expect(shaped.count == 1)
            #expect(shaped.glyphs[0].count == 1, "\(sequence): \(shaped.glyphs[0].count) glyphs")
            #expect(shaped.glyphs[0].first?.face.family.contains("Emoji") == true)
            #expect(abs(shaped.advances[0] - single.advances[0]) < 1)
        }
    }

    @Test("a combining mark adds no width: e + U+0301 measures as é")
    func combiningMarks() throws {
        let decomposed = try Self.shaped("Cafe\u{301} au lait")
        let composed = try Self.shaped("Café au lait")
        #expect(decomposed.count == composed.count)
        #expect(abs(decomposed.offsets.last! - composed.offsets.last!) < 0.5)
        let vietnamese = try Self.shaped("Tiếng Việt có dấu")
        #expect(vietnamese.glyphs.flatMap { $0 }.allSatisfy { $0.glyph != 0 })
    }

    @Test("a 10,000-character body lays out on every surface, cut where each budget ends")
    func longBody() throws {
        let engine = try Self.engine.get()
        let text = String(repeating: "All work and no play makes a dull notification. ", count: 205).prefix(10_000)
        let content = NotificationContent(language: "en", body: String(text))
        for surface in engine.surfaces.surfaces where surface.body != nil {
            let layout = try #require(engine.layout(content, on: surface, appName: "Chirp").field("body"))
            let budget = surface.body!.lines
            if budget > 0 {
                #expect(layout.layout.lines.count == budget && layout.layout.isCut)
            } else {
                #expect(layout.layout.lines.count == layout.layout.linesNeeded && !layout.layout.isCut)
            }
        }
    }

    @Test("the cut keeps the ellipsis inside the column and stops between graphemes")
    func cutFitsEllipsis() throws {
        let engine = try Self.engine.get()
        let layout = engine.layout(String(repeating: "👩🏽‍💻 coding ", count: 20), style: Self.body, width: 200, lines: 2, language: "en")
        #expect(layout.isCut && layout.lines.count == 2)
        #expect(layout.lines.allSatisfy { $0.width <= 200.001 })
    }

    @Test("a button title longer than its room is cut, and says by how much")
    func buttons() throws {
        let engine = try Self.engine.get()
        let style = engine.surfaces.style("action")
        let long = engine.button("Sendungsverfolgung anzeigen", style: style, width: 218, language: "de")
        #expect(long.isCut && long.needed > 218)
        #expect(!engine.button("Antworten", style: style, width: 218, language: "de").isCut)
    }

    @Test(
        "every script real apps localise into has glyphs: no box drawn (Greek, Cyrillic, Persian with ZWNJ, Uyghur, Thai, Devanagari, Korean, Hebrew)",
        arguments: [
            ("el", "Επισήμανση ως αναγνωσμένου"), ("bg", "Отбелязване като прочетено"), ("fa", "علامت‌گذاری به عنوان خوانده شده"),
            ("ug", "ئۇقتۇرۇشنى ئەمەلدىن قالدۇرۇش"), ("th", "ทำเครื่องหมายว่าอ่านแล้ว"), ("hi", "पढ़ा हुआ चिह्नित करें"), ("ko", "읽음으로 표시"),
            ("he", "סמן כנקרא"),
        ])
    func everyScriptHasGlyphs(language: String, text: String) throws {
        let shaped = try Self.shaped(text, language)
        let boxes = shaped.glyphs.flatMap { $0 }.filter { $0.glyph == 0 }
        #expect(boxes.isEmpty, "\(language): \(boxes.count) glyphs missing")
        #expect(shaped.offsets.last! > 30)
    }

    @Test("Thai, written without spaces, breaks between words (ICU's dictionary), not inside them")
    func thaiBreaks() throws {
        let shaped = try Self.shaped("คำสั่งซื้อของคุณถูกจัดส่งแล้วและจะมาถึงในวันพฤหัสบดี", "th")
        let inner = shaped.breaks.map(\.index).filter { $0 < shaped.count }
        #expect(inner.count >= 4, "\(inner)")
        #expect(shaped.layout(width: 120, maxLines: 0, ellipsisWidth: 0).lines.count >= 3)
    }

    @Test("without any font the engine cannot start, and says which it looked for")
    func noFont() throws {
        var surfaces = try Self.engine.get().surfaces
        surfaces.families = ["No Such Family 31"]
        #expect(throws: AlertPackError.work(.noFontInstalled(["No Such Family 31"]))) { try NotificationLayoutEngine(surfaces: surfaces) }
    }
}
