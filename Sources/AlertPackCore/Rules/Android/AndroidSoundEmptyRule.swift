/// A raw sound of 0 bytes.
///
/// An empty file in `res/raw` still builds and still gets its `R.raw` id, so nothing complains until
/// a notification plays it: its channel plays nothing (or the build's resource handling drops the
/// entry and the lookup fails). For a sound only Android ships, this is the one finding of an empty
/// file; `sound.unreadable` leaves it here.
///
/// - Rule: android.sound-empty
/// - Name: Empty raw sound
/// - Source: SND-DECODE (an empty file decodes to nothing)
/// - Fires on: Samples/android/Sounds/res/raw/empty.ogg, saying “is empty (0 bytes)” (error)
/// - Silent on: Samples/android/Sounds/res/raw/ping.ogg
package struct AndroidSoundEmptyRule: SoundRule {
    package func check(_ sound: SoundSubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        guard sound.inspection.isEmptyFile else { return [] }
        return [
            context.finding(
                "the raw resource is empty (0 bytes): a notification channel with this sound plays nothing",
                fix: "export the sound again from its source into this file")
        ]
    }
}
