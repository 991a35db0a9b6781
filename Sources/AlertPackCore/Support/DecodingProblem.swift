/// A `DecodingError` in the terms of the document: where (`assets[3].size`) and what is wrong,
/// not Swift's type names and coding keys.
enum DecodingProblem {
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "has no \(location(context.codingPath + [key]))"
        case .typeMismatch(let type, let context):
            return "\(location(context.codingPath)) is not \(kind(type))"
        case .valueNotFound(let type, let context):
            return "\(location(context.codingPath)) is null, not \(kind(type))"
        case .dataCorrupted(let context):
            // A number no integer holds comes without a path: say what it is, in the user's terms.
            let underlying = context.underlyingError.map { " (\(TextGuard.userMessage("\($0)")))" } ?? ""
            let what = TextGuard.userMessage(context.debugDescription) + underlying
            return context.codingPath.isEmpty ? "cannot be read: \(what)" : "\(location(context.codingPath)): \(what)"
        @unknown default:
            return "cannot be read"
        }
    }

    /// `assets[3].size` from the coding path.
    static func location(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "the document" : text
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Int.Type, is Int64.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "a list" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "an object"
        }
    }
}
