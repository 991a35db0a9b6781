import Foundation

/// Builds the concrete commands that fix hints suggest, with the user's own file names:
/// `alertpack fix` for anything it repairs in place (the same decisions as its planner).
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
        FileName.replacingExtension(of: path, with: newExtension)
    }

    /// `advice`, with the `alertpack fix` command that does it in place (`--rename` and the new
    /// name when the sound's extension must change first).
    static func repair(_ sound: SoundSubject, advice: String) -> Fix {
        guard keepsName(sound) else {
            let renamed = renamed(sound.path, extension: ConversionTarget.recommended.fileExtension)
            return Fix(advice, command: ["alertpack", "fix", "--rename", quoted(sound.path)], writes: quoted(renamed))
        }
        return Fix(advice, command: ["alertpack", "fix", quoted(sound.path)])
    }

    /// Whether `fix` can repair the sound under its own name (its extension names an accepted container).
    static func keepsName(_ sound: SoundSubject) -> Bool {
        ConversionTarget.repairing(extension: sound.fileExtension, codec: nil, floatingPoint: nil) != nil
    }

    /// What `fix` writes the sound as: the format its own name holds, else IMA4 in CAF.
    static func repairTarget(_ sound: SoundSubject, keepingData: Bool) -> ConversionTarget {
        let facts = sound.facts
        return ConversionTarget.repairing(
            extension: sound.fileExtension, codec: keepingData ? facts.codec : nil, floatingPoint: keepingData ? facts.floatingPoint : nil)
            ?? .recommended
    }

    /// Re-encoding into a format that plays (`before` leads the advice: "for certainty, ").
    static func reencode(_ sound: SoundSubject, before: String = "") -> Fix {
        let target = repairTarget(sound, keepingData: false)
        let advice = keepsName(sound) ? "re-encode it as \(target.spokenName)" : "convert it to \(target.spokenName)"
        return repair(sound, advice: before + advice)
    }

    /// Gives a sound whose content plays the extension that names it (`fix --rename`).
    static func rename(_ path: String, to newExtension: String) -> Fix {
        let renamed = quoted(renamed(path, extension: newExtension))
        return Fix("rename it to \(renamed)", command: ["alertpack", "fix", "--rename", quoted(path)], writes: renamed)
    }

    /// Removes an image's alpha channel in place: exactly when every pixel is opaque, else
    /// composited onto a colour the user chooses (`suggesting` is the one the command shows).
    static func flatten(_ path: String, transparentPixels: Int?, suggesting colour: String) -> Fix {
        guard transparentPixels == 0 else {
            return Fix(
                "flatten it onto an opaque background of the colour you choose",
                command: ["alertpack", "fix", "--background", colour, quoted(path)])
        }
        return Fix("remove the alpha channel (every pixel is opaque, so no colour changes)", command: ["alertpack", "fix", quoted(path)])
    }

    /// Cuts a sound to `seconds` with a short fade so it does not end in a click.
    static func shorten(_ sound: SoundSubject, to seconds: Double) -> Fix {
        repair(sound, advice: "cut it to \(Formatting.seconds(seconds)) s with a fade-out")
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
