import Foundation

/// What the text rules need to know about a piece of notification copy, in any script:
/// whether it has letter case at all, its first cased letter, its ending, and how wide it shows.
package enum TextStyle {
    /// Whether the text contains any letter that has case (Latin, Cyrillic, Greek, ...).
    /// Chinese, Japanese, Arabic and emoji have none, so case rules never apply to them.
    package static func hasLetterCase(_ text: String) -> Bool {
        text.contains { $0.isCased }
    }

    /// Whether title-style capitalisation applies: an English typographic convention, so only
    /// to text whose cased letters are all Latin. Other cased scripts (Cyrillic, Greek) write
    /// headings in sentence case.
    package static func usesTitleCase(_ text: String) -> Bool {
        let cased = text.filter { $0.isCased }
        return !cased.isEmpty && cased.unicodeScalars.allSatisfy { $0.value <= 0x024F }
    }

    /// The first letter that has case, if any.
    static func firstCasedLetter(_ text: String) -> Character? {
        text.first { $0.isCased }
    }

    /// Whether the first cased letter is uppercase (sentence case), when the text has case.
    package static func startsUppercase(_ text: String) -> Bool? {
        guard let first = firstCasedLetter(text), first.isLetter else { return nil }
        return first.isUppercase
    }

    /// How a piece of copy must be capitalised.
    package enum Capitalisation {
        /// Title-style: every major word starts with a capital (English titles and buttons).
        case title
        /// Starts with a capital (bodies, and titles in scripts that write headings that way).
        case sentence
    }

    /// What is wrong with a text's capitalisation, the same for notification titles and
    /// action buttons.
    package enum CaseProblem: Equatable {
        /// Title case expected; these words should start with a capital.
        case notTitleCase(words: [String])
        case noInitialCapital
    }

    /// Judges `text` against `expected`; nil when it is right or has no letter case at all
    /// (Chinese, Japanese, Arabic, emoji are never judged).
    package static func caseProblem(_ text: String, expected: Capitalisation, minorWords: Set<String>) -> CaseProblem? {
        guard hasLetterCase(text) else { return nil }
        switch expected {
        case .title:
            let words = titleCaseViolations(text, minorWords: minorWords)
            return words.isEmpty ? nil : .notTitleCase(words: words)
        case .sentence:
            return startsUppercase(text) == false ? .noInitialCapital : nil
        }
    }

    /// Words whose first letter should be uppercase in title case but is not.
    package static func titleCaseViolations(_ text: String, minorWords: Set<String>) -> [String] {
        let words = text.split { $0 == " " || $0 == "\u{00A0}" }.map(String.init)
        var violations: [String] = []
        for (index, word) in words.enumerated() {
            let letters = word.trimmingCharacters(in: .punctuationCharacters)
            guard let first = letters.first, first.isCased else { continue }
            let isEdge = index == 0 || index == words.count - 1
            if !isEdge && minorWords.contains(letters.lowercased()) { continue }
            // Words with capitals inside (iPhone, eBay) are names: left as they are.
            if letters.dropFirst().contains(where: { $0.isUppercase }) { continue }
            if first.isLowercase { violations.append(letters) }
        }
        return violations
    }

    /// The last visible character, ignoring trailing spaces.
    static func lastCharacter(_ text: String) -> Character? {
        text.last { !$0.isWhitespace }
    }

    /// Display width in banner columns: East Asian wide characters and emoji count 2.
    package static func width(_ text: String) -> Int {
        text.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
    }

    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if character.unicodeScalars.count > 1 || scalar.properties.isEmojiPresentation { return scalar.value > 0x2000 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension Character {
    /// Has upper and lower case forms.
    var isCased: Bool { isLetter && (isUppercase || isLowercase) }
}
