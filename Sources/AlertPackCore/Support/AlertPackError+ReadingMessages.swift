/// The messages of `AlertPackError.ReadFailure`, written here and nowhere else (the other
/// families' are in AlertPackError+Messages.swift).
extension AlertPackError.ReadFailure {
    /// A file that cannot be read as what it claims.
    public var message: String {
        switch self {
        case .emptyFile: "the file is empty"
        case .notRegularFile(let actual): "not a regular file: it is \(actual); only regular files are read"
        case .noLongerRegularFile(let path): "\(path) is no longer a regular file"
        case .overReadLimit(let part, let bytes, let limit): "\(part) is \(bytes) bytes; more than \(limit) is not read"
        case .countOverReadLimit(let part, let count, let unit, let limit): "\(part) declares \(count) \(unit); more than \(limit) is not read"
        case .readPastEnd(let part, let at, let needs, let fileEnd):
            "the \(part) at byte \(at) needs \(needs) bytes but the file ends at byte \(fileEnd)"
        case .shortRead(let part, let needs, let has): "\(part) is too short: needs \(needs) bytes, has \(has)"
        case .endsInside(let part, let fileEnd): "the file ends at byte \(fileEnd), inside \(part)"
        case .tooShort(let part, let bytes): "\(part) is only \(bytes) bytes long"
        case .unreadable(let part, let at): "could not read \(part) at byte \(at)"
        case .wrongTag(let part, let found, let expected): "\(part) starts with '\(found)', not '\(expected)'"
        case .holdsFewer(let part, let declared, let unit, let holds, let only):
            "\(part) declares \(declared) \(unit) but holds \(only ? "only " : "")\(holds)"
        case .notJSON(let detail): "not valid JSON: \(detail)"
        case .notYAML(let summary, let line, let column, let detail):
            "\(summary): " + (line.map { "line \($0), column \(column ?? 0): " } ?? "") + detail
        case .native(let words): words
        case .unreadableFile(let limit): "cannot read the file (not a regular file, or over \(limit))"
        case .notValidText(let encoding, let file): "\(file ? "the file is " : "")not valid \(encoding)"
        case .expectedCharacter(let expected, let at): "expected '\(expected)' at character \(at)"
        case .unclosedString: "a quoted string is not closed"
        case .plistHoldsSet:
            "not a property list that can be read: a binary property list holding a set (no Info.plist or entitlements file has one)"
        case .notPropertyList: "not a property list (XML or binary) that can be read"
        case .plistNotDictionary: "the property list's top level is not a dictionary"
        case .noBytesRead(let part, let at): "cannot read \(part) at byte \(at)"
        case .plistSyntax(let line, let problem): "line \(line): \(problem.message)"
        case .scriptSyntax(let line, let problem): "line \(line): \(problem.message)"
        case .xmlSyntax(let line, let problem): "line \(line): \(problem.message)"
        }
    }
}

extension AlertPackError.PlistSyntax {
    /// What is wrong, without the line.
    public var message: String {
        switch self {
        case .emptyFile: "the file is empty"
        case .endsInside(let array): "the file ends inside a \(array ? "( array )" : "{ dictionary }")"
        case .moreAfterTopLevel: "there is more after the top-level value"
        case .expectedEquals(let key): "expected '=' after the key \"\(key)\""
        case .nestedTooDeep(let maxDepth): "nested more than \(maxDepth) levels deep"
        case .expectedCommaOrParenthesis: "expected ',' or ')' in an array"
        case .expectedSemicolon(let key): "expected ';' after the value of \"\(key)\""
        case .valueWithoutKey: "a value without a key"
        case .endsBeforeString: "the file ends where a string was expected"
        case .unexpected(let shown): "unexpected '\(shown)'"
        case .unclosedString: "a quoted string is not closed"
        case .endsInBackslash: "a quoted string ends in a backslash"
        case .unicodeEscape: "\\U needs four hex digits"
        case .unclosedData: "a <data> value is not closed"
        case .notHexInData(let shown): "'\(shown)' in a <data> value"
        case .unclosedComment: "a /* comment */ is not closed"
        }
    }
}
