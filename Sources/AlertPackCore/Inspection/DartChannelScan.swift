/// The Android notification channels a Dart file creates, with their sounds, read without running
/// it, for `android.channel-sound-changed`: a Flutter app creates its channels in Dart, and on
/// Android 8+ the first channel made with an id fixes its sound.
///
/// - flutter_local_notifications: `AndroidNotificationChannel('orders', 'Orders', sound:
///   RawResourceAndroidNotificationSound('chime'))`, and `AndroidNotificationDetails(…)` with the
///   same arguments, which creates its channel on the first notification shown;
/// - awesome_notifications: `NotificationChannel(channelKey: 'orders', soundSource:
///   'resource://raw/chime')`.
///
/// An id or a sound is a string literal or a constant of the same file (`DartNotificationCalls`'
/// lexer, argument split and constant table); anything else is not compared, and said in `notes`.
/// `playSound: false` is a channel without sound (as `setSound(null, null)` is in Kotlin); a
/// channel that names no sound plays the default one, which the Java and Kotlin scan does not
/// compare either.
package enum DartChannelScan {
    package struct Result: Equatable, Sendable {
        /// The channels in source order, each in `file` at its call's line.
        package var channels: [AndroidCodeFacts.Channel] = []
        /// What was not compared, and why: `FILE:LINE: …`.
        package var notes: [String] = []
    }

    /// The constructors read, and the named argument that holds the id (nil: the first positional one).
    static let calls: [String: String?] = [
        "AndroidNotificationChannel": nil,
        "AndroidNotificationDetails": nil,
        "NotificationChannel": "channelKey",
    ]
    /// The strings a file holds when it may create a channel: what `git grep` looks for at a revision.
    static let markers = ["NotificationChannel", "AndroidNotificationDetails"]
    /// awesome_notifications' prefix of a raw resource.
    static let rawResource = "resource://raw/"

    /// A channel's sound as the call gives it.
    enum Sound: Equatable {
        /// A raw resource, by name.
        case raw(String)
        /// No sound (`playSound: false`).
        case silent
        /// Not read for certain: why, with what stands there (`computed (soundFor(kind))`).
        case unread(String)
    }

    /// One file's tokens and what its calls are read with.
    struct Code {
        var source: [UInt8]
        var tokens: [DartLexer.Token]
        var closers: [Int: Int]
        var constants: [String: String]

        init(_ source: [UInt8]) {
            self.source = source
            var lexer = DartLexer(bytes: source)
            tokens = lexer.tokens()
            closers = DartNotificationCalls.matchingClosers(tokens)
            constants = DartNotificationCalls.constants(tokens, source)
        }

        func text(_ index: Int) -> String { DartNotificationCalls.text(tokens[index], source) }

        /// A literal, a constant of the file, or computed; nil for `null` or nothing.
        func value(_ range: Range<Int>) -> DartNotificationCalls.Value? {
            DartNotificationCalls.value(of: range, tokens: tokens, source: source, constants: constants)
        }

        func arguments(from start: Int, to end: Int) -> [DartNotificationCalls.Argument] {
            DartNotificationCalls.split(tokens, source, from: start, to: end, closers: closers)
        }

        /// The source text of the tokens `range`, shortened as a computed value is.
        func written(_ range: Range<Int>) -> String {
            guard let first = range.first, let last = range.last else { return "" }
            return DartNotificationCalls.shortened(source, from: tokens[first].range.lowerBound, to: tokens[last].range.upperBound)
        }
    }

    /// The channels `source` (the file `file`, as a finding names it) creates.
    package static func scan(_ source: [UInt8], file: String) -> Result {
        let code = Code(source)
        var result = Result()
        for index in code.tokens.indices where code.tokens[index].kind == .identifier {
            guard index + 1 < code.tokens.count, code.tokens[index + 1].kind == .punctuation(UInt8(ascii: "(")),
                let close = code.closers[index + 1], let idLabel = calls[code.text(index)]
            else { continue }
            let arguments = code.arguments(from: index + 2, to: close)
            guard let idArgument = arguments.first(where: { idLabel == nil ? $0.position == 0 : $0.label == idLabel }) else { continue }
            let line = code.tokens[index].line
            let idWritten = code.written(idArgument.range)
            guard case .literal(let id)? = code.value(idArgument.range), !id.isEmpty else {
                result.notes.append("\(file):\(line): a channel's id is computed (\(idWritten)), not compared")
                continue
            }
            var channel = AndroidCodeFacts.Channel(
                id: id, idWritten: idWritten, file: file, line: line, sound: nil, soundWritten: nil, soundByID: false)
            switch sound(arguments, in: code) {
            case .raw(let name)?:
                channel.sound = name
                channel.soundWritten = name
            case .silent?: channel.soundWritten = "null"
            case .unread(let why)?:
                channel.soundWritten = why
                result.notes.append("\(file):\(line): channel \"\(id)\": its sound is \(why), not compared")
            case nil: break
            }
            result.channels.append(channel)
        }
        return result
    }

    /// The sound the call's arguments give its channel; nil when it names none (the default sound).
    static func sound(_ arguments: [DartNotificationCalls.Argument], in code: Code) -> Sound? {
        let named = { (label: String) in arguments.first { $0.label == label } }
        if let play = named("playSound"), play.range.count == 1, code.text(play.range.lowerBound) == "false" { return .silent }
        if let argument = named("soundSource") {
            // awesome_notifications: `'resource://raw/chime'`.
            switch code.value(argument.range) {
            case .literal(let text)? where text.hasPrefix(rawResource):
                return rawName(in: text).map(Sound.raw) ?? .unread("not a raw resource ('\(text)')")
            case .literal(let text)?: return .unread("not a raw resource ('\(text)')")
            case .computed(let text)?: return .unread("computed (\(text))")
            case nil: return nil
            }
        }
        guard let argument = named("sound") else { return nil }
        var range = argument.range
        if let first = range.first, code.text(first) == "const" { range = (first + 1)..<range.upperBound }
        guard let first = range.first, !(range.count == 1 && code.text(first) == "null") else { return nil }
        // `RawResourceAndroidNotificationSound('chime')`, `UriAndroidNotificationSound('…/raw/chime')`.
        if code.tokens[first].kind == .identifier, first + 1 < range.upperBound, code.tokens[first + 1].kind == .punctuation(UInt8(ascii: "(")),
            code.closers[first + 1] == range.upperBound - 1,
            let inner = code.arguments(from: first + 2, to: range.upperBound - 1).first(where: { $0.position == 0 }),
            case .literal(let value)? = code.value(inner.range)
        {
            switch code.text(first) {
            case "RawResourceAndroidNotificationSound":
                // A resource has no extension: `'chime.mp3'` is the resource `chime`, as Android names it.
                if let name = value.split(separator: ".").first, !name.isEmpty { return .raw(String(name)) }
            case "UriAndroidNotificationSound":
                if let name = rawName(in: value) { return .raw(name) }
            default: break
            }
        }
        return .unread("computed (\(code.written(range)))")
    }

    /// The raw resource a URI names after `raw/` (`android.resource://app/raw/chime`, `resource://raw/chime`).
    static func rawName(in uri: String) -> String? {
        guard let found = uri.range(of: "raw/") else { return nil }
        let name = uri[found.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return name.isEmpty ? nil : String(name)
    }
}
