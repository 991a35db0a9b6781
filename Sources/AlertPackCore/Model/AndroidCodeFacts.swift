/// What an Android module's Java and Kotlin sources name about notifications, read as tokens
/// (comments and strings apart), never compiled: the small icons `setSmallIcon` is given, the raw
/// resources referenced by id (`R.raw.x`: the shrinker sees them) or only by name (a literal
/// `android.resource://…/raw/x` or `getIdentifier("x", "raw", …)`: it may not), and each
/// channel's sound where one function creates the channel and sets it.
public struct AndroidCodeFacts: Sendable, Equatable {
    /// One place a resource is named: `src/main/java/…/Notify.kt:41`.
    public struct Use: Sendable, Equatable {
        /// drawable, mipmap or raw.
        public var type: String
        public var name: String
        public var file: String
        public var line: Int

        public init(type: String, name: String, file: String, line: Int) {
            self.type = type
            self.name = name
            self.file = file
            self.line = line
        }

        public var place: String { "\(file):\(line)" }
    }

    /// `NotificationChannel("id", …)` and the sound a `setSound(` after it in the same function sets.
    public struct Channel: Sendable, Equatable {
        /// The id, nil when it is not a literal (`written` of the first argument is in `idWritten`).
        public var id: String?
        public var idWritten: String
        public var file: String
        public var line: Int
        /// The raw resource's name, nil when no sound is set or it is computed.
        public var sound: String?
        /// The `setSound` argument as written, nil when none was found.
        public var soundWritten: String?
        /// Whether the sound is named by id (`R.raw.x`) rather than by a string.
        public var soundByID: Bool

        public init(id: String?, idWritten: String, file: String, line: Int, sound: String?, soundWritten: String?, soundByID: Bool) {
            self.id = id
            self.idWritten = idWritten
            self.file = file
            self.line = line
            self.sound = sound
            self.soundWritten = soundWritten
            self.soundByID = soundByID
        }
    }

    public var smallIcons: [Use]
    /// `R.raw.x` anywhere in the sources.
    public var rawByID: [Use]
    /// A raw resource named only by a string (`android.resource://…/raw/x`, `getIdentifier`).
    public var rawByName: [Use]
    public var channels: [Channel]
    /// The source files read, how many.
    public var filesRead: Int

    public init(smallIcons: [Use] = [], rawByID: [Use] = [], rawByName: [Use] = [], channels: [Channel] = [], filesRead: Int = 0) {
        self.smallIcons = smallIcons
        self.rawByID = rawByID
        self.rawByName = rawByName
        self.channels = channels
        self.filesRead = filesRead
    }
}
