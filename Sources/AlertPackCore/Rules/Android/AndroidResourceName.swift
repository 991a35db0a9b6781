/// A file-based resource's name: the file name up to its last dot (the extension is not part of
/// `R.raw.<name>`), judged as the Android Gradle plugin's resource merger judges it.
struct AndroidResourceName {
    var base: String
    /// The extension with its dot, or "" when the name has none.
    var suffix: String

    init(fileName: String) {
        if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex {
            base = String(fileName[..<dot])
            suffix = String(fileName[dot...])
        } else {
            base = fileName
            suffix = ""
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// What is wrong with the name, in words, and its kind; nil for a legal name.
    func problem(reserved: Set<String>) -> (said: String, kind: AndroidSoundNameRule.MessageClass)? {
        if let bad = base.unicodeScalars.first(where: { !Self.isAllowed($0) }) {
            let shown = bad == " " ? "a space" : "“\(bad)”"
            return ("\(shown) is not allowed (only a-z, 0-9 and _)", .character)
        }
        guard let first = base.unicodeScalars.first, Self.isLetter(first) else {
            return (base.isEmpty ? "the name is empty" : "it must start with a letter a-z", .start)
        }
        if reserved.contains(base) { return ("“\(base)” is a Java keyword", .reserved) }
        return nil
    }

    /// The nearest legal file name: lower-cased, every other character an underscore, `sound_`
    /// before a name that does not start with a letter and `_sound` after a keyword; the extension kept.
    func legalFileName(reserved: Set<String>) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in base.lowercased().unicodeScalars { scalars.append(Self.isAllowed(scalar) ? scalar : "_") }
        var legal = String(scalars)
        if legal.unicodeScalars.first.map(Self.isLetter) != true { legal = "sound_" + legal }
        if reserved.contains(legal) { legal += "_sound" }
        return legal + suffix
    }
}
