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

    /// `advice`, with the exact `alertpack convert` command and where its output goes.
    static func convert(_ path: String, _ options: [String] = [], target: ConversionTarget = .recommended, advice: String) -> Fix {
        let output = OutputNaming.defaultOutput(for: path, in: nil, target: target)
        let targetOption = target == .recommended ? [] : ["--to", target.rawValue]
        return Fix(advice, command: ["alertpack", "convert", quoted(path)] + targetOption + options, writes: quoted(output))
    }

    /// The command for a sound, with `--max-duration` added when the sound is too long to convert
    /// without cutting (convert refuses it otherwise), so that no fix is a dead end.
    static func convert(_ sound: SoundSubject, _ options: [String] = [], target: ConversionTarget = .recommended, advice: String) -> Fix {
        var options = options
        if let limit = sound.durationLimit, let cut = sound.fixPolicy?.cutLength, let duration = sound.facts.duration, duration >= limit {
            options += ["--max-duration", Formatting.seconds(cut)]
        }
        return convert(sound.path, options, target: target, advice: advice)
    }

    /// Apple's recommended re-encoding: IMA4 in CAF (`before` leads the advice: "for certainty, ").
    static func convertToIMA4(_ sound: SoundSubject, before: String = "") -> Fix {
        convert(sound, advice: before + "convert it to IMA4 in CAF")
    }

    /// Integer 16-bit PCM in the same container.
    static func convertTo16BitPCM(_ sound: SoundSubject, before: String = "") -> Fix {
        let container = sound.facts.container
        let target: ConversionTarget = container == "caf" ? .cafLPCM16 : (container == "aiff" || container == "aifc") ? .aiffLPCM16 : .wavLPCM16
        return convert(sound, target: target, advice: before + "convert it to 16-bit integer PCM")
    }

    /// Cuts a sound to `seconds` with a short fade so it does not end in a click.
    static func shorten(_ path: String, to seconds: Double) -> Fix {
        convert(path, ["--max-duration", Formatting.seconds(seconds)], advice: "cut it with a fade-out")
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
