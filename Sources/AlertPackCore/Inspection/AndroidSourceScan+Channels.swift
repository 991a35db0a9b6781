/// A notification channel and its sound, best effort: the first `setSound(` after
/// `NotificationChannel("id", …)` (or `NotificationChannelCompat.Builder("id", …)`; the id may be
/// a constant of the same file, `AndroidSourceScan+Constants`) in the block
/// that creates it, before the next channel; its argument read as `R.raw.x`, a string naming
/// `/raw/x`, or a variable assigned one of those earlier in the file. Anything else is kept as
/// written, with no name.
extension AndroidSourceScan {
    func channel(at index: Int, arguments: [[Int]], tables: NameTables) -> AndroidCodeFacts.Channel {
        let idTokens = arguments.first ?? []
        var id: String? = nil
        if idTokens.count == 1, case .string(let parts, false) = tokens[idTokens[0]].kind {
            id = parts.first
        } else {
            id = constantID(idTokens, constants: tables.constants)
        }
        var channel = AndroidCodeFacts.Channel(
            id: id, idWritten: written(idTokens), file: file, line: tokens[index].line, sound: nil, soundWritten: nil, soundByID: false)
        guard let call = soundCall(after: index), let argument = self.arguments(after: call).first else { return channel }
        channel.soundWritten = written(argument)
        if let (name, byID) = rawName(in: argument) {
            channel.sound = name
            channel.soundByID = byID
        } else if argument.count == 1, let variable = text(argument[0]), let assigned = assignment(of: variable, before: call, in: tables),
            let (name, byID) = rawName(in: assigned)
        {
            channel.sound = name
            channel.soundByID = byID
        }
        return channel
    }

    /// The source text from the first to the last of `indices`.
    func written(_ indices: [Int]) -> String {
        guard let first = indices.first, let last = indices.last else { return "" }
        return String(decoding: bytes[tokens[first].range.lowerBound..<tokens[last].range.upperBound], as: UTF8.self)
    }

    /// The index of `setSound` after the channel at `index`, inside the block around it and
    /// before the next channel.
    func soundCall(after index: Int) -> Int? {
        var depth = 0
        for position in (index + 1)..<tokens.count {
            switch tokens[position].kind {
            case .punctuation(UInt8(ascii: "{")): depth += 1
            case .punctuation(UInt8(ascii: "}")):
                depth -= 1
                if depth < 0 { return nil }
            case .identifier:
                let name = text(position)
                if name == "NotificationChannel" || name == "NotificationChannelCompat" { return nil }
                if name == "setSound", isPunctuation(position + 1, "(") { return position }
            default: break
            }
        }
        return nil
    }

    /// The raw resource `indices` name: by id (`R.raw.x`) or by a string (`…/raw/x`).
    func rawName(in indices: [Int]) -> (String, Bool)? {
        for index in indices {
            if let (type, name) = resourceID(at: index), type == "raw" { return (name, true) }
        }
        for index in indices {
            guard case .string(let parts, _) = tokens[index].kind else { continue }
            if let name = rawNames(at: index).first { return (name, false) }
            let joined = parts.joined(separator: "\u{0}")
            if let found = joined.range(of: "raw/") {
                let name = joined[found.upperBound...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                if !name.isEmpty { return (String(name), false) }
            }
        }
        return nil
    }

    /// The tokens after `variable =` (or `variable: Uri =`) on its line, the last such before
    /// `limit`, found in the file's `tables` (a binary search, not a walk back over the file).
    func assignment(of variable: String, before limit: Int, in tables: NameTables) -> [Int]? {
        let all = tables.assignments[variable] ?? []
        var low = 0
        var high = all.count
        while low < high {
            let middle = (low + high) / 2
            if all[middle].name < limit { low = middle + 1 } else { high = middle }
        }
        // The last assignment before `limit` whose `=` is not past it (at most three tokens back).
        guard let found = all[..<low].last(where: { $0.equals <= limit }) else { return nil }
        let line = tokens[found.equals].line
        var value: [Int] = []
        var next = found.equals + 1
        while next < limit, tokens[next].line == line || value.isEmpty {
            if isPunctuation(next, ";") { break }
            value.append(next)
            next += 1
        }
        return value
    }
}
