/// An Android module's notification channels today beside those its sources created at a git
/// revision (`check --changed-since REV`): what `android.channel-sound-changed` compares. Made only
/// when a run names a revision, so without one the rule has nothing to judge and stays silent.
package struct AndroidChannelHistorySubject: Sendable {
    /// The module's folder as the run names it ("" for the current folder): joined onto a
    /// file's path in a finding's message, so that it names the file as the report does.
    package var module: String
    /// The channels the module's sources create now.
    package var channels: [AndroidCodeFacts.Channel]
    /// The channels they created at the revision.
    package var history: AndroidChannelHistory

    package init(module: String, channels: [AndroidCodeFacts.Channel], history: AndroidChannelHistory) {
        self.module = module
        self.channels = channels
        self.history = history
    }

    /// A module file's path as the report names it. A Flutter app's Dart file, named from the
    /// module's folder (`../../lib/main.dart`), loses the folders its `..` climb out of
    /// (`app/lib/main.dart` for the module `app/android/app`).
    package func path(_ file: String) -> String {
        guard !module.isEmpty else { return file }
        var parts = module.split(separator: "/", omittingEmptySubsequences: false)
        var rest = file.split(separator: "/", omittingEmptySubsequences: false)[...]
        while rest.first == "..", let last = parts.last, !last.isEmpty, last != "..", last != "." {
            parts.removeLast()
            rest = rest.dropFirst()
        }
        return (parts + rest).joined(separator: "/")
    }
}

/// A rule comparing a module's channels with those of an earlier revision.
package protocol AndroidChannelHistoryRule: SubjectRule where Subject == AndroidChannelHistorySubject {}
