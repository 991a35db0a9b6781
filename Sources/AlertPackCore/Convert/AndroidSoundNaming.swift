/// Raw sound names as `android.sound-name` judges them: its checks and its reserved words (the
/// preset's), so that what `convert --android` and `fix` name a sound is what the rule passes.
package struct AndroidSoundNaming: Sendable {
    /// Words that cannot name a resource (the rule's `reserved`).
    let reserved: Set<String>

    package init(rules: RuleBook) {
        reserved = Set(rules.parameters(of: AndroidSoundNameRule.self).reserved)
    }

    /// Whether `fileName` (with its extension) is a legal raw resource name.
    package func isLegal(_ fileName: String) -> Bool {
        AndroidResourceName(fileName: fileName).problem(reserved: reserved) == nil
    }

    /// The nearest legal file name for `fileName`, with `newExtension` in place of its own when
    /// given (`Ping-Alert.wav` as Ogg: `ping_alert.ogg`).
    package func legalFileName(_ fileName: String, extension newExtension: String? = nil) -> String {
        var name = AndroidResourceName(fileName: fileName)
        if let newExtension { name.suffix = "." + newExtension }
        return name.legalFileName(reserved: reserved)
    }
}
