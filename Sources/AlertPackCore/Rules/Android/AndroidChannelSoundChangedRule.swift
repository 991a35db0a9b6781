/// A notification channel whose sound changed since a git revision (`check --changed-since REV`):
/// the same channel id now sets another sound.
///
/// A channel's sound is fixed when the app first creates the channel: creating it again with the
/// same id changes only its name and description, so every device that already ran the app keeps
/// playing the old sound (only a fresh install hears the new one). The new sound needs a new
/// channel id, and the old channel can be deleted. The channels are those the module's Java and
/// Kotlin create, and, for a Flutter app's `android/app`, those its Dart creates
/// (flutter_local_notifications' `AndroidNotificationChannel` and `AndroidNotificationDetails`,
/// awesome_notifications' `NotificationChannel`); one id is one channel in either language, so a
/// channel moved from Kotlin to Dart is compared too. Only literal ids and sounds named as raw
/// resources (or set to null, or `playSound: false`) are compared: a computed id or sound, or a
/// channel whose `setSound` the scan does not find, is not guessed (a computed one in Dart is said
/// with the module's facts). A channel is compared with the same id in the same source set
/// (`src/free/` with `src/free/`), or with the id anywhere when its set had none. A new id and a
/// removed channel are no finding. Without a revision the rule has nothing to compare and says nothing.
///
/// - Rule: android.channel-sound-changed
/// - Name: Channel sound changed
/// - Source: ANDROID-CHANNEL-SOUND
/// - Fires on: scripts/make-android-channel-history.py via history, saying “keeps the sound it was created with” (warning)
/// - Silent on: scripts/make-android-channel-history.py via history
package struct AndroidChannelSoundChangedRule: AndroidChannelHistoryRule {
    package func check(_ subject: AndroidChannelHistorySubject, _ context: RuleContext<NoParameters>) -> [Finding] {
        var reported = Set<String>()
        return subject.channels.compactMap { channel -> Finding? in
            guard let id = channel.id, let now = Self.sound(of: channel) else { return nil }
            // The same id in the same source set (a flavour's channel is compared with that flavour's);
            // a channel moved to another set is compared with wherever the id was.
            let sameID = subject.history.channels.filter { $0.id == id }
            let sameSet = sameID.filter { Self.sourceSet(of: $0.file) == Self.sourceSet(of: channel.file) }
            let earlier = sameSet.isEmpty ? sameID : sameSet
            let before = earlier.compactMap { Self.sound(of: $0) }
            guard let old = before.first, !before.contains(now) else { return nil }
            // The subject names the file within the module: the same wherever the run starts.
            let key = "\(channel.file) channel \(id)"
            guard reported.insert(key).inserted else { return nil }
            let file = subject.path(channel.file)
            let then = earlier.first { Self.sound(of: $0) == old }.map { " (\(subject.path($0.file)):\($0.line))" } ?? ""
            return context.finding(
                "channel \"\(id)\" (\(file):\(channel.line)) now sets \(now), but at \(subject.history.revision) it set \(old)\(then): "
                    + "a channel keeps the sound it was created with, so every device that already has \"\(id)\" still plays \(old)",
                fix: Self.advice(id: id, now: now, old: old), subject: key)
        }
    }

    /// The sound a channel sets as a finding names it (`raw/chime`, `no sound`), or nil when it
    /// is not known for certain (computed, or no `setSound` found).
    static func sound(of channel: AndroidCodeFacts.Channel) -> String? {
        if let name = channel.sound { return "raw/" + name }
        return channel.soundWritten == "null" ? "no sound" : nil
    }

    /// The source set a module file lies in (`src/SET/…`), or nil.
    static func sourceSet(of file: String) -> Substring? {
        let parts = file.split(separator: "/")
        return parts.count > 2 && parts[0] == "src" ? parts[1] : nil
    }

    /// Give the new sound a new channel (and retire the old), or keep the old sound.
    static func advice(id: String, now: String, old: String) -> String {
        let suffix = now.hasPrefix("raw/") ? String(now.dropFirst(4)) : "silent"
        return "give the channel with \(now) a new id (\"\(id)_\(suffix)\", say), so that it is created anew with its sound, and delete the old "
            + "one (NotificationManager.deleteNotificationChannel(\"\(id)\")); or keep \(old) for \"\(id)\""
    }
}
