import Foundation

/// Text laid out in a column: its lines, and where it is cut when it needs more lines than the
/// surface shows (the last shown line ends in an ellipsis, as the system truncates a tail).
public struct TextLayout: Sendable, Equatable {
    /// A line: grapheme range and width in points (spaces at its end not counted).
    public struct Line: Sendable, Equatable {
        public var range: Range<Int>
        public var width: Double
    }

    public var lines: [Line]
    /// Lines the whole text needs at this width.
    public var linesNeeded: Int
    /// Where the shown text stops (a grapheme index), when cut; the ellipsis follows it.
    public var cut: Int?
    /// Graphemes in the whole text.
    public var count: Int
    /// The width the column allows.
    public var columnWidth: Double

    public var isCut: Bool { cut != nil }
    /// Graphemes shown (before the ellipsis).
    public var shown: Int { cut ?? count }
}

extension ShapedText {
    /// Greedy line filling at break opportunities, as the system's text layout does: a word
    /// wider than the column breaks between graphemes; spaces hang at a line's end. With
    /// `maxLines` (0: no limit) the last line shown is cut to fit an ellipsis of `ellipsisWidth`.
    func layout(width: Double, maxLines: Int, ellipsisWidth: Double) -> TextLayout {
        let lines = fill(width: width)
        var layout = TextLayout(lines: lines, linesNeeded: lines.count, cut: nil, count: count, columnWidth: width)
        guard maxLines > 0, lines.count > maxLines else { return layout }
        let last = lines[maxLines - 1]
        var end = last.range.lowerBound
        // The longest run of graphemes from the last line's start that fits with the ellipsis.
        while end < count && !characters[end].isNewline && self.width(last.range.lowerBound..<(end + 1)) + ellipsisWidth <= width + 0.001 { end += 1 }
        var kept = end
        while kept > last.range.lowerBound && hangs[kept - 1] { kept -= 1 }
        layout.lines =
            Array(lines.prefix(maxLines - 1)) + [
                TextLayout.Line(range: last.range.lowerBound..<kept, width: self.width(last.range.lowerBound..<kept) + ellipsisWidth)
            ]
        layout.cut = kept
        return layout
    }

    private func fill(width: Double) -> [TextLayout.Line] {
        guard count > 0 else { return [] }
        var lines: [TextLayout.Line] = []
        var start = 0
        var fitting: Int?
        var slot = 0
        while start < count {
            guard slot < breaks.count else { break }
            let candidate = breaks[slot]
            if candidate.index <= start {
                slot += 1
                continue
            }
            if self.width(start..<candidate.index) <= width + 0.001 {
                fitting = candidate.index
                slot += 1
                if candidate.hard || candidate.index == count {
                    lines.append(.init(range: start..<candidate.index, width: self.width(start..<candidate.index)))
                    start = candidate.index
                    fitting = nil
                }
                continue
            }
            // Wider than the column: end at the last opportunity that fitted, or inside the word.
            let end = fitting ?? emergencyEnd(from: start, width: width)
            lines.append(.init(range: start..<end, width: self.width(start..<end)))
            start = end
            fitting = nil
        }
        return lines
    }

    /// The most graphemes from `start` that fit (at least one, so a line always advances).
    private func emergencyEnd(from start: Int, width: Double) -> Int {
        var end = start + 1
        while end < count && self.width(start..<(end + 1)) <= width + 0.001 { end += 1 }
        return end
    }
}
