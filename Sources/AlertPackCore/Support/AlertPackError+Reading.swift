extension AlertPackError {
    /// A file's bytes that cannot be read as what they claim, said in the file's own terms (kind:
    /// file). `part` names what was being read ("the 'fmt ' chunk", "KEYFORMAT").
    /// Messages: AlertPackError+ReadingMessages.swift.
    public enum ReadFailure: Sendable, Equatable {
        /// The file is empty.
        case emptyFile
        /// The path is not a regular file; `actual` says what it is ("a folder").
        case notRegularFile(_ actual: String)
        /// A file that was a regular file when it was chosen no longer is.
        case noLongerRegularFile(_ path: String)
        /// `part` is `bytes` long, over the `limit` a reader reads.
        case overReadLimit(_ part: String, bytes: Int64, limit: Int64)
        /// `part` declares `count` `unit`s, over the `limit` a reader reads.
        case countOverReadLimit(_ part: String, count: Int64, unit: String, limit: Int64)
        /// `part`, at byte `at`, needs `needs` bytes but the file ends at byte `fileEnd`.
        case readPastEnd(_ part: String, at: Int64, needs: Int64, fileEnd: Int64)
        /// A buffer holding `part` has `has` bytes where `needs` are read.
        case shortRead(_ part: String, needs: Int64, has: Int64)
        /// The file ends at byte `fileEnd`, inside `part`.
        case endsInside(_ part: String, fileEnd: Int64)
        /// `part` is only `bytes` long: too short for what it must hold.
        case tooShort(_ part: String, bytes: Int64)
        /// The bytes of `part` at byte `at` could not be read (the system gave none).
        case unreadable(_ part: String, at: Int64)
        /// `part` starts with the tag `found` where `expected` belongs.
        case wrongTag(_ part: String, found: String, expected: String)
        /// `part` declares `declared` `unit`s but holds (`only`) `holds`.
        case holdsFewer(_ part: String, declared: Int64, unit: String, holds: Int64, only: Bool)
        /// Not JSON; `detail` is the parser's words.
        case notJSON(_ detail: String)
        /// Not YAML (or YAML that is not read): `summary` ("not valid YAML"), where, the parser's words.
        case notYAML(_ summary: String, line: Int?, column: Int?, detail: String)
        /// A C library failed and said why in its own words.
        case native(_ words: String)
        /// The file cannot be read at all (not a regular file, or over `limit`, said in words).
        case unreadableFile(limit: String)
        /// Text that is not valid in `encoding`; `file`: said of "the file".
        case notValidText(_ encoding: String, file: Bool)
        /// Parsing text: `expected` was expected at character `index`.
        case expectedCharacter(_ expected: String, at: Int)
        /// Parsing text: a quoted string runs to the end.
        case unclosedString
        /// A binary property list holding a set (no Info.plist or entitlements file has one).
        case plistHoldsSet
        /// Not a property list (XML or binary) that can be read.
        case notPropertyList
        /// A property list whose top level is not a dictionary.
        case plistNotDictionary
        /// The system gave no bytes of `part` at byte `at` (where the file still has some).
        case noBytesRead(_ part: String, at: Int64)
        /// An old-style (OpenStep) property list that does not parse, at `line`.
        case plistSyntax(line: Int, PlistSyntax)
        /// A JavaScript or TypeScript config file that cannot be read, at `line`.
        case scriptSyntax(line: Int, ScriptSyntax)
        /// An XML file (Cordova's config.xml) that is not read, at `line`.
        case xmlSyntax(line: Int, XMLSyntax)
    }

    /// What is wrong in an old-style property list (`project.pbxproj`), said with its line.
    public enum PlistSyntax: Sendable, Equatable {
        case emptyFile
        /// The file ends inside an open array or (`array` false) dictionary.
        case endsInside(array: Bool)
        case moreAfterTopLevel
        case expectedEquals(afterKey: String)
        case nestedTooDeep(maxDepth: Int)
        case expectedCommaOrParenthesis
        case expectedSemicolon(afterValueOf: String)
        case valueWithoutKey
        case endsBeforeString
        /// An unexpected character, as shown (`shown` escapes unprintable bytes).
        case unexpected(_ shown: String)
        case unclosedString
        case endsInBackslash
        case unicodeEscape
        case unclosedData
        /// A byte (as shown) that is not a hex digit in a `<data>` value.
        case notHexInData(_ shown: String)
        case unclosedComment
    }
}
