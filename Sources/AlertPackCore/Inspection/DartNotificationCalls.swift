/// The notification icon and sound names a Dart file writes, read without running it: the
/// arguments of flutter_local_notifications' constructors that name a resource or a bundle file
/// (`AndroidInitializationSettings('app_icon')`, `RawResourceAndroidNotificationSound('ping')`,
/// `DarwinNotificationDetails(sound: 'ping.wav')`, …) and awesome_notifications'
/// `'resource://raw/x'` strings. A value is a string literal, or a constant of the same file
/// (`static const String x = '…'`); anything else is `computed`, with what stands there.
/// Commented-out code is not read. `sound:` and `icon:` outside these constructors (widgets,
/// permission flags) are not notification files.
package enum DartNotificationCalls {
    package enum Value: Sendable, Equatable {
        case literal(String)
        /// Not a literal: the expression as written (shortened).
        case computed(String)
    }

    package struct Found: Sendable, Equatable {
        package var line: Int
        /// The constructor, or `resource://` for an awesome_notifications string.
        package var call: String
        /// The named argument (`sound`), nil for the first positional one.
        package var label: String?
        package var value: Value
        /// The constant an awesome_notifications string is the value of, with its class
        /// (`NotificationService.defaultSoundPath`); nil elsewhere.
        package var constant: String? = nil
    }

    /// The constructors read, and the argument of each that names a file (nil: the first
    /// positional one).
    static let arguments: [String: [String?]] = [
        "AndroidInitializationSettings": [nil],
        "RawResourceAndroidNotificationSound": [nil],
        "DrawableResourceAndroidBitmap": [nil],
        "AndroidNotificationDetails": ["icon"],
        "DarwinNotificationDetails": ["sound"],
        "IOSNotificationDetails": ["sound"],
        "AudioServiceConfig": ["androidNotificationIcon"],
        "JustAudioBackground.init": ["androidNotificationIcon"],
    ]
    static let resourcePrefix = "resource://"

    /// What `source` names, in source order. What an action button's call holds (its icon) is
    /// no file of the notification's, and is left out.
    package static func scan(_ source: [UInt8]) -> [Found] {
        var lexer = DartLexer(bytes: source)
        let tokens = lexer.tokens()
        let closers = matchingClosers(tokens)
        let constants = constants(tokens, source)
        var found: [(token: Int, found: Found)] = []
        // The found arguments' token ranges, marked by a sweep afterwards: adding each range to a
        // set would cost the sum of their lengths, which nested calls make quadratic.
        var usedRanges: [Range<Int>] = []
        var actionRanges: [Range<Int>] = []
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .punctuation(UInt8(ascii: "(")), let close = closers[index + 1] else {
                continue
            }
            var call = text(token, source)
            // just_audio_background's `JustAudioBackground.init(androidNotificationIcon: …)`, by its class.
            if call == "init", index >= 2, tokens[index - 1].kind == .punctuation(UInt8(ascii: ".")) {
                call = text(tokens[index - 2], source) + ".init"
            }
            if actionCalls.contains(call) { actionRanges.append(index + 2..<close) }
            guard let wanted = arguments[call] else { continue }
            for argument in split(tokens, source, from: index + 2, to: close, closers: closers) {
                guard wanted.contains(argument.label), argument.position == 0 || argument.label != nil,
                    let value = value(of: argument.range, tokens: tokens, source: source, constants: constants)
                else { continue }
                usedRanges.append(argument.range)
                let first = argument.range.lowerBound
                for value in choices(value, of: argument.range, tokens: tokens, call: call) {
                    found.append((first, Found(line: tokens[first].line, call: call, label: argument.label, value: value)))
                }
            }
        }
        let inAction = covered(actionRanges, count: tokens.count)
        let used = covered(usedRanges, count: tokens.count)
        let scopes = ClassScopes(tokens, source, closers: closers)
        for (index, token) in tokens.enumerated() where !used[index] {
            guard case .string(let text?) = token.kind, text.hasPrefix(resourcePrefix) else { continue }
            let label = index >= 2 && tokens[index - 1].kind == .punctuation(UInt8(ascii: ":")) ? self.text(tokens[index - 2], source) : nil
            let constant = constantName(ofStringAt: index, tokens, source).map { scopes.qualified($0, at: index) }
            found.append((index, Found(line: token.line, call: resourcePrefix, label: label, value: .literal(text), constant: constant)))
        }
        return found.filter { !inAction[$0.token] }.sorted { $0.token < $1.token }.map(\.found)
    }

    static func text(_ token: DartLexer.Token, _ source: [UInt8]) -> String {
        String(decoding: source[token.range], as: UTF8.self)
    }

    /// For each of `count` tokens, whether one of `ranges` holds it; linear in `count` and the
    /// number of ranges, however long or nested they are.
    static func covered(_ ranges: [Range<Int>], count: Int) -> [Bool] {
        var change = [Int](repeating: 0, count: count + 1)
        for range in ranges {
            change[range.lowerBound] += 1
            change[range.upperBound] -= 1
        }
        var depth = 0
        return (0..<count).map { index in
            depth += change[index]
            return depth > 0
        }
    }

    /// For each opening `(`, `[` or `{`, the index of the token that closes it.
    static func matchingClosers(_ tokens: [DartLexer.Token]) -> [Int: Int] {
        let pairs: [UInt8: UInt8] = [
            UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["), UInt8(ascii: "}"): UInt8(ascii: "{"),
        ]
        var open: [(byte: UInt8, index: Int)] = []
        var closers: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() {
            guard case .punctuation(let byte) = token.kind else { continue }
            if pairs.values.contains(byte) {
                open.append((byte, index))
            } else if let opener = pairs[byte] {
                // A stray closer ends the groups it does not match (the source does not compile).
                while let last = open.popLast() {
                    if last.byte == opener {
                        closers[last.index] = index
                        break
                    }
                }
            }
        }
        return closers
    }
}
