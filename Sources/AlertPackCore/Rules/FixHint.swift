import Foundation

/// Builds the concrete commands that fix hints suggest, with the user's own file names.
/// Until `alertpack convert` exists these are the standard tools: `afconvert` (Apple's own
/// advice, macOS) and `ffmpeg` (anywhere).
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

    /// Apple's recommended re-encoding: IMA4 in CAF.
    static func convertToIMA4(_ path: String) -> String {
        var output = renamed(path, extension: "caf")
        if output == path { output = renamed(path, extension: "ima4.caf") }
        return "convert it to IMA4 in CAF: `afconvert -f caff -d ima4 \(quoted(path)) \(quoted(output))` (macOS) "
            + "or `ffmpeg -i \(quoted(path)) -c:a adpcm_ima_qt \(quoted(output))`"
    }

    /// Integer 16-bit PCM in the same container.
    static func convertTo16BitPCM(_ path: String, container: String?) -> String {
        let codec = container == "aiff" || container == "aifc" ? "pcm_s16be" : "pcm_s16le"
        let output = renamed(path, extension: "16bit." + (path.split(separator: ".").last.map(String.init) ?? "wav"))
        return "convert it to 16-bit integer PCM: `ffmpeg -i \(quoted(path)) -c:a \(codec) \(quoted(output))`, or "
            + convertToIMA4(path)
    }

    /// Cuts a sound to `seconds` with a short fade so it does not end in a click.
    static func shorten(_ path: String, to seconds: Double) -> String {
        let fade = 0.5
        let output = renamed(path, extension: "short." + (path.split(separator: ".").last.map(String.init) ?? "wav"))
        let length = Formatting.seconds(seconds)
        let fadeStart = Formatting.seconds(seconds - fade)
        return "shorten it with a fade-out: `ffmpeg -i \(quoted(path)) -t \(length) -af afade=t=out:st=\(fadeStart):d=\(fade) \(quoted(output))`"
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
