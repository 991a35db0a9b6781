/// A raw sound in a container or codec that Android's media framework does not play: CAF,
/// AIFF/AIFF-C (IMA4 included), IMA ADPCM in WAV, Apple Lossless, ...; a warning for a format that
/// plays only from Android 10 or that Android reads but does not list.
///
/// A notification channel plays its sound through Android's media extractors and decoders; a file
/// none of them reads is never heard. The container and codec are identified from the file's
/// content, never its name; the formats Android lists (MP3, Ogg Vorbis and Opus, 8- and 16-bit PCM
/// WAV, AAC in MP4/3GP/ADTS, FLAC, AMR, MIDI) are the preset's.
///
/// - Rule: android.sound-format
/// - Name: Android plays the format
/// - Source: ANDROID-SOUND-FORMATS (Supported media formats: audio support)
/// - Parameter listed (table): containers Android lists, each with the codecs it plays in it (an empty
///   list: any, for MIDI, which has none)
/// - Parameter pcmBits (numbers): bit depths of Linear PCM in WAV that Android lists
/// - Parameter recent (table): containers and codecs Android plays only from Android 10
/// - Parameter recentSeverity (severity): highest severity for a format that plays only from Android 10
/// - Parameter unlisted (table): containers and codecs Android's own extractors read though its list does
///   not name them (µLaw, aLaw and float in WAV, WebM); Linear PCM in WAV at another depth than pcmBits too
/// - Parameter unlistedSeverity (severity): highest severity for an unlisted format
/// - Class recent: plays only from Android 10
/// - Class unlisted: read by Android's extractors, not in its list of supported formats
/// - Class not-played: no Android extractor or decoder plays it
/// - Fires on: Samples/android/Sounds/res/raw/chime_caf.caf, saying “Android does not play” (error)
/// - Silent on: Samples/android/Sounds/res/raw/ping.ogg
package struct AndroidSoundFormatRule: SoundRule {
    package func check(_ sound: SoundSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let container = sound.facts.container else { return [] }
        let parameters = context.parameters
        let codec = sound.facts.codec
        let format = codec.map { "\(container) (\($0) data)" } ?? container
        if Self.holds(parameters.listed, container, codec) {
            guard container == "wav", codec == "lpcm", let bits = sound.facts.bitsPerChannel else { return [] }
            if parameters.pcmBits.contains(Double(bits)) && sound.facts.floatingPoint != true { return [] }
            let depth = sound.facts.floatingPoint == true ? "\(bits)-bit floating-point" : "\(bits)-bit"
            return [unlisted("\(depth) PCM in WAV", sound, context)]
        }
        if Self.holds(parameters.recent, container, codec) {
            return [
                context.finding(
                    "the format is \(format), which Android plays only from Android 10 (API 29)",
                    fix: Self.convert(sound, before: "for older devices, "), severity: min(context.severity, parameters.recentSeverity),
                    class: MessageClass.recent)
            ]
        }
        if Self.holds(parameters.unlisted, container, codec) { return [unlisted(format, sound, context)] }
        return [
            context.finding(
                "the format is \(format); Android does not play it, so the notification's sound is never heard",
                fix: Self.convert(sound), class: MessageClass.notPlayed)
        ]
    }

    private func unlisted(_ format: String, _ sound: SoundSubject, _ context: RuleContext<Parameters>) -> Finding {
        context.finding(
            "the format is \(format), which Android's extractors read but its list of supported media formats does not name",
            fix: Self.convert(sound, before: "for certainty, "), severity: min(context.severity, context.parameters.unlistedSeverity),
            class: MessageClass.unlisted)
    }

    /// Whether `table` lists the codec in the container (an empty list takes any codec).
    static func holds(_ table: [String: [String]], _ container: String, _ codec: String?) -> Bool {
        guard let codecs = table[container] else { return false }
        return codecs.isEmpty || codec.map(codecs.contains) == true
    }

    /// What to convert to, named by its format: `alertpack convert` does not write Android's yet.
    static func convert(_ sound: SoundSubject, before: String = "") -> Fix {
        let base = FileName.replacingExtension(of: FileName.last(of: sound.path), with: "ogg")
        return Fix(before + "convert it to Ogg Vorbis (\(base)) or 16-bit PCM WAV, which every Android version plays")
    }
}
