import Foundation

/// Builds the concrete commands that fix hints suggest, with the user's own file names:
/// `alertpack convert` for anything conversion can fix.
enum FixHint {
    /// Quotes a path for a POSIX shell when it needs it.
    static func quoted(_ path: String) -> String {
        let safe = path.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "._/-+@~".unicodeScalars.contains($0)
        }
        return safe && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `path` with its extension replaced (or added), e.g. `beep.mp3` → `beep.caf`.
    static func renamed(_ path: String, extension newExtension: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            return String(path[..<dot]) + "." + newExtension
        }
        return path + "." + newExtension
    }

    /// The exact `alertpack convert` command, and where its output goes.
    static func convert(_ path: String, _ options: [String] = [], target: ConversionTarget = .recommended) -> String {
        let output = OutputNaming.defaultOutput(for: path, in: nil, target: target)
        let targetOption = target == .recommended ? [] : ["--to", target.rawValue]
        let command = (["alertpack", "convert", quoted(path)] + targetOption + options).joined(separator: " ")
        return "`\(command)` (writes \(quoted(output)))"
    }

    /// The command for a sound, with `--max-duration` added when the sound is too long to convert
    /// without cutting (convert refuses it otherwise), so that no fix is a dead end.
    static func convert(_ sound: SoundSubject, _ options: [String] = [], target: ConversionTarget = .recommended) -> String {
        var options = options
        if let limit = sound.durationLimit, let cut = sound.fixPolicy?.cutLength, let duration = sound.facts.duration, duration >= limit {
            options += ["--max-duration", Formatting.seconds(cut)]
        }
        return convert(sound.path, options, target: target)
    }

    /// Apple's recommended re-encoding: IMA4 in CAF.
    static func convertToIMA4(_ sound: SoundSubject) -> String {
        "convert it to IMA4 in CAF: " + convert(sound)
    }

    /// Integer 16-bit PCM in the same container.
    static func convertTo16BitPCM(_ sound: SoundSubject) -> String {
        let container = sound.facts.container
        let target: ConversionTarget = container == "caf" ? .cafLPCM16 : (container == "aiff" || container == "aifc") ? .aiffLPCM16 : .wavLPCM16
        return "convert it to 16-bit integer PCM: " + convert(sound, target: target)
    }

    /// Cuts a sound to `seconds` with a short fade so it does not end in a click.
    static func shorten(_ path: String, to seconds: Double) -> String {
        "cut it with a fade-out: " + convert(path, ["--max-duration", Formatting.seconds(seconds)])
    }
}

/// Number formats shared by messages.
enum Formatting {
    /// Seconds with two decimals, or three when two would round onto `limit` and hide the breach.
    static func seconds(_ value: Double, near limit: Double? = nil) -> String {
        let two = String(format: "%.2f", value)
        if let limit, two == String(format: "%.2f", limit), value != limit {
            return String(format: "%.3f", value)
        }
        return two
    }

    static func decibels(_ value: Double) -> String {
        value.isFinite ? String(format: "%.1f", value) : "-inf"
    }
}
