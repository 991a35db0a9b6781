import CTextShim
import Foundation

/// A glyph as HarfBuzz shaped it, in its face's units.
struct UnitGlyph: Sendable {
    var face: FontFace
    var glyph: UInt32
    var advance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// A glyph placed within its grapheme: its face, id and offsets in points from the grapheme's
/// left edge and the baseline.
struct PlacedGlyph: Sendable {
    var face: FontFace
    var glyph: UInt32
    var x: Double
    var y: Double
}

/// Text shaped once in one style, as the line breaker and the renderer read it: each grapheme's
/// advance, where a line may start (UAX #14), which graphemes hang at a line's end (spaces), the
/// bidirectional level of each (UAX #9), and the glyphs that draw it.
struct ShapedText: Sendable {
    var text: String
    var style: TextStyleSpec
    /// Each grapheme's advance in points.
    var advances: [Double]
    /// Running sum of advances: `offsets[i]` is the width of graphemes `0..<i`.
    var offsets: [Double]
    var characters: [Character]
    /// Grapheme indices where a line may begin (ascending, the last is `count`), and whether the
    /// break there is mandatory (after a newline).
    var breaks: [(index: Int, hard: Bool)]
    /// Spaces and newlines: they take no room at the end of a line.
    var hangs: [Bool]
    /// Odd levels run right to left.
    var levels: [UInt8]
    var rightToLeft: Bool
    var glyphs: [[PlacedGlyph]]
    /// What HarfBuzz gave, in font units, per grapheme: the size-independent shaping that
    /// `restyled` scales to another size of the same weight.
    var shapedGlyphs: [[UnitGlyph]]

    var count: Int { advances.count }

    /// This text at another size of the same weight: the same shaping, scaled (bit for bit what
    /// shaping at that size gives: unhinted advances are linear in the size).
    func restyled(_ other: TextStyleSpec) -> ShapedText {
        guard other != style else { return self }
        var copy = self
        copy.style = other
        copy.measure()
        return copy
    }

    /// The width of graphemes `range`, without the spaces that hang at its end.
    func width(_ range: Range<Int>) -> Double {
        var end = range.upperBound
        while end > range.lowerBound && hangs[end - 1] { end -= 1 }
        return offsets[end] - offsets[range.lowerBound]
    }

    /// The text of graphemes `range`.
    func string(_ range: Range<Int>) -> String { String(characters[range]) }
}

extension ShapedText {
    /// Shapes `text` with `fonts` at `style`, in `language` (BCP 47, for shaping and line breaks).
    init(_ text: String, style: TextStyleSpec, fonts: FontSet, language: String?) {
        self.text = text
        self.style = style
        characters = Array(text)
        let utf16 = Array(text.utf16)
        var starts: [Int] = []
        starts.reserveCapacity(characters.count + 1)
        var owner = [Int](repeating: 0, count: utf16.count)
        var position = 0
        for (index, character) in characters.enumerated() {
            starts.append(position)
            let length = character.utf16.count
            for unit in position..<(position + length) { owner[unit] = index }
            position += length
        }
        starts.append(position)
        hangs = characters.map { character in
            guard let ascii = character.asciiValue else { return character.isWhitespace }
            return ascii == 0x20 || (0x09...0x0D).contains(ascii)
        }
        let bidi = Self.bidiLevels(utf16)
        levels = starts.dropLast().map { bidi.levels.isEmpty ? 0 : bidi.levels[$0] }
        rightToLeft = bidi.rightToLeft
        breaks = Self.lineBreaks(utf16, owner: owner, count: characters.count, language: language)
        let chain = fonts.chain(weight: style.weight)
        let faces = characters.map { Self.face(for: $0, chain: chain, fonts: fonts, weight: style.weight, language: language) }
        advances = []
        glyphs = []
        offsets = []
        shapedGlyphs = [[UnitGlyph]](repeating: [], count: characters.count)
        var runStart = 0
        while runStart < characters.count {
            var runEnd = runStart + 1
            while runEnd < characters.count && faces[runEnd] === faces[runStart] && levels[runEnd] == levels[runStart] { runEnd += 1 }
            place(run: runStart..<runEnd, face: faces[runStart], utf16: utf16, starts: starts, owner: owner, language: language)
            runStart = runEnd
        }
        measure()
    }

    /// Each grapheme's advance and glyph positions in points at the style's size, from the
    /// shaping in font units; newlines are breaks, not ink.
    private mutating func measure() {
        advances = [Double](repeating: 0, count: characters.count)
        glyphs = [[PlacedGlyph]](repeating: [], count: characters.count)
        for index in characters.indices where !characters[index].isNewline {
            for glyph in shapedGlyphs[index] {
                let scale = style.size / glyph.face.unitsPerEm
                let placed = PlacedGlyph(
                    face: glyph.face, glyph: glyph.glyph, x: advances[index] + Double(glyph.xOffset) * scale, y: Double(glyph.yOffset) * scale)
                glyphs[index].append(placed)
                advances[index] += Double(glyph.advance) * scale
            }
        }
        var running = [0.0]
        running.reserveCapacity(advances.count + 1)
        for advance in advances { running.append(running.last! + advance) }
        offsets = running
    }

    /// Shapes one run (one face, one direction) in font units and files each glyph under its grapheme.
    private mutating func place(run: Range<Int>, face: FontFace, utf16: [UInt16], starts: [Int], owner: [Int], language: String?) {
        let rtl = levels[run.lowerBound] & 1 == 1
        for glyph in face.shape(utf16, starts[run.lowerBound]..<starts[run.upperBound], rightToLeft: rtl, language: language) {
            let index = owner[min(Int(glyph.cluster), owner.count - 1)]
            shapedGlyphs[index].append(
                UnitGlyph(face: face, glyph: glyph.glyph, advance: glyph.x_advance, xOffset: glyph.x_offset, yOffset: glyph.y_offset))
        }
    }

    /// The face that draws a grapheme: the first of the chain that has every scalar that shows
    /// (emoji ask the emoji font first), else one fontconfig finds, else the primary (a box).
    static func face(for character: Character, chain: [FontFace], fonts: FontSet, weight: Int, language: String?) -> FontFace {
        let scalars = character.unicodeScalars
        // One scalar below the emoji and ignorable ranges (most text): the first face that has it.
        if scalars.count == 1, let only = scalars.first, only.value < 0x2000, only.value != 0xAD, !(0x0300..<0x0370).contains(only.value) {
            return chain.first { $0.covers(only) } ?? fonts.covering(only, weight: weight, language: language) ?? chain[0]
        }
        let shown = scalars.filter { !($0.properties.isDefaultIgnorableCodePoint || $0.properties.isVariationSelector) }
        guard let first = shown.first else { return chain[0] }
        let emoji =
            scalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation
            || (first.properties.isEmoji && scalars.count > 1 && scalars.contains { $0.properties.isEmojiModifier || $0 == "\u{200D}" })
        let ordered = emoji ? chain.filter { $0.family.contains("Emoji") } + chain.filter { !$0.family.contains("Emoji") } : chain
        if let face = ordered.first(where: { face in shown.allSatisfy(face.covers) }) { return face }
        if let face = ordered.first(where: { $0.covers(first) }) { return face }
        return fonts.covering(first, weight: weight, language: language) ?? chain[0]
    }

    /// Each UTF-16 unit's level, and whether the paragraph runs right to left (its first strong
    /// character decides).
    static func bidiLevels(_ utf16: [UInt16]) -> (levels: [UInt8], rightToLeft: Bool) {
        guard utf16.contains(where: mayBeRightToLeft) else { return ([], false) }
        var levels = [UInt8](repeating: 0, count: utf16.count)
        let paragraph = apk_bidi_levels(utf16, Int32(utf16.count), -1, &levels)
        return paragraph >= 0 ? (levels, paragraph == 1) : ([], false)
    }

    /// Whether a UTF-16 unit may start right-to-left text or change direction: Hebrew, Arabic
    /// and the scripts around them, their presentation forms, surrogates (the supplementary
    /// right-to-left scripts), and the bidirectional controls. Text without any is all level 0.
    static func mayBeRightToLeft(_ unit: UInt16) -> Bool {
        (0x0590...0x08FF).contains(unit) || (0xFB1D...0xFDFF).contains(unit) || (0xFE70...0xFEFF).contains(unit)
            || (0xD800...0xDBFF).contains(unit) || unit == 0x200F || (0x202A...0x202E).contains(unit) || (0x2066...0x2069).contains(unit)
    }

    /// ICU's break opportunities, as grapheme indices.
    static func lineBreaks(_ utf16: [UInt16], owner: [Int], count: Int, language: String?) -> [(index: Int, hard: Bool)] {
        guard !utf16.isEmpty else { return [(0, false)] }
        var positions = [Int32](repeating: 0, count: utf16.count + 1)
        var hard = [UInt8](repeating: 0, count: utf16.count + 1)
        let found = Int(apk_line_breaks(utf16, Int32(utf16.count), language, &positions, &hard, Int32(positions.count)))
        guard found > 0 else { return [(count, false)] }
        var breaks: [(index: Int, hard: Bool)] = []
        for slot in 0..<min(found, positions.count) {
            let unit = Int(positions[slot])
            // A position inside a grapheme moves to the grapheme's end.
            let index = unit >= owner.count ? count : (unit > 0 && owner[unit] == owner[unit - 1] ? owner[unit] + 1 : owner[unit])
            if let last = breaks.last, last.index >= index { continue }
            breaks.append((index, hard[slot] != 0))
        }
        if breaks.last?.index != count { breaks.append((count, false)) }
        return breaks
    }
}
