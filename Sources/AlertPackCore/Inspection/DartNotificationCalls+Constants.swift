/// Where an awesome_notifications string is written, to name it as a user finds it: the
/// constant it is the value of (`static const String defaultSoundPath = 'resource://…'`) and
/// the class around it; and the calls whose files are an action button's, not the
/// notification's.
extension DartNotificationCalls {
    /// Calls of an action button: the icon they name is the button's (flutter_local_notifications'
    /// `AndroidNotificationAction(…, icon: DrawableResourceAndroidBitmap('food'))`,
    /// awesome_notifications' `NotificationActionButton(icon: 'resource://drawable/x')`).
    static let actionCalls: Set<String> = ["AndroidNotificationAction", "NotificationActionButton"]

    /// The name declared by `const` or `final` with the string at `index` as its whole value
    /// (`const String NAME = '…';`), or nil.
    static func constantName(ofStringAt index: Int, _ tokens: [DartLexer.Token], _ source: [UInt8]) -> String? {
        guard index >= 2, index + 1 < tokens.count, tokens[index - 1].kind == .punctuation(UInt8(ascii: "=")),
            tokens[index - 2].kind == .identifier,
            [UInt8(ascii: ";"), UInt8(ascii: ",")].contains(where: { tokens[index + 1].kind == .punctuation($0) })
        else { return nil }
        // `static const String? NAME`: the keyword is at most four tokens before the name.
        let before = tokens[max(0, index - 7)..<(index - 2)]
        guard before.contains(where: { $0.kind == .identifier && ["const", "final"].contains(text($0, source)) }) else { return nil }
        return text(tokens[index - 2], source)
    }

    /// The bodies of the file's classes (and mixins), to qualify a constant by its class.
    struct ClassScopes {
        /// Tokens between a class's name and its body's `{` looked at, at most (type parameters,
        /// `extends`, `with`, `implements`): a class whose body starts later is not one.
        static let maxHeaderTokens = 256
        /// Each body's token range (inside its braces) and the class's name, in source order.
        var bodies: [(range: Range<Int>, name: String)] = []

        init(_ tokens: [DartLexer.Token], _ source: [UInt8], closers: [Int: Int]) {
            for (index, token) in tokens.enumerated().dropLast() where token.kind == .identifier {
                guard ["class", "mixin"].contains(DartNotificationCalls.text(token, source)), tokens[index + 1].kind == .identifier else {
                    continue
                }
                // The body is the first `{` after the name (`class A<T> extends B with C {`); a
                // `;` first is a declaration without one (`class A = B with C;`).
                var brace = index + 2
                let end = min(tokens.count, brace + Self.maxHeaderTokens)
                while brace < end, tokens[brace].kind != .punctuation(UInt8(ascii: "{")), tokens[brace].kind != .punctuation(UInt8(ascii: ";")) {
                    brace += 1
                }
                guard brace < end, tokens[brace].kind == .punctuation(UInt8(ascii: "{")), let close = closers[brace] else { continue }
                bodies.append((brace + 1..<close, DartNotificationCalls.text(tokens[index + 1], source)))
            }
        }

        /// `name` declared at the token `index`, qualified by the class around it: the last body
        /// that starts before it, found by halving (Dart's classes do not nest).
        func qualified(_ name: String, at index: Int) -> String {
            var low = 0
            var high = bodies.count
            while low < high {
                let middle = (low + high) / 2
                if bodies[middle].range.lowerBound <= index { low = middle + 1 } else { high = middle }
            }
            guard low > 0, bodies[low - 1].range.contains(index) else { return name }
            return bodies[low - 1].name + "." + name
        }
    }
}
