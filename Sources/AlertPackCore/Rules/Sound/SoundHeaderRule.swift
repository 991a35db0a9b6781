/// The audio chunk's size (and the file's) is a placeholder that a writer streaming to a pipe never filled in
/// (0xFFFFFFFF, about 0x7F000000, or 0); the audio is read to the end of the file.
///
/// ffmpeg and sox write such placeholders when their output cannot be rewound, and read such files to the
/// end; Core Audio's tolerance of them is undocumented, and other tools may stop at the declared size or
/// refuse the file. The facts given are those of the audio actually present.
///
/// - Rule: sound.header
/// - Name: Unfinalised header
/// - Source: SND-HEADER (WAV and AIFF chunk sizes; ffmpeg's and sox's placeholders on unseekable output)
/// - Platforms: ios, android, web
/// - Fires on: Samples/sounds/streamed.wav, saying “the header was never finalised” (warning)
/// - Silent on: Samples/sounds/chime.wav
package struct SoundHeaderRule: SoundRule, RepairableRule {
    package static let repair = RuleRepair(.rewrite)

    package func check(_ sound: SoundSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        sound.inspection.headerWarnings.map {
            context.finding($0, fix: FixHint.reencode(sound, before: "write it again with its real sizes; "))
        }
    }
}
