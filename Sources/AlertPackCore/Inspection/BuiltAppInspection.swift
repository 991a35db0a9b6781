import Foundation

/// The facts of a built app and, for the file rules, its sounds as files on disk. For an IPA,
/// what is unpacked lives in a private folder removed when this object goes away.
package final class BuiltAppInspection: Sendable {
    package let facts: BuiltAppFacts
    /// Every sound of every bundle, in path order: its path inside the container
    /// (`Payload/Bark.app/Sounds/ping.caf`) and a readable file holding its bytes (the real file
    /// for a folder; an unpacked copy for an IPA).
    package let soundFiles: [BuiltFile]
    /// The private folder the IPA's parts were unpacked into; nil for a folder on disk.
    let folder: String?
    /// Every regular file of the container by its path inside it, in path order, as the reader
    /// listed it (never a symbolic link): what `lint-payload --app` looks names up in, so that
    /// no second reading of the container can disagree with this one.
    package let files: [String]

    init(facts: BuiltAppFacts, soundFiles: [BuiltFile], folder: String?, files: [String] = []) {
        self.facts = facts
        self.soundFiles = soundFiles
        self.folder = folder
        self.files = files
    }

    deinit {
        guard let folder else { return }
        try? FileManager.default.removeItem(atPath: folder)
        Interruption.shared.unregister(folder)
    }
}

/// A file of a built app: where it lies inside the container, and a readable file with its bytes.
package struct BuiltFile: Sendable, Equatable {
    package let inside: String
    package let file: String

    package init(inside: String, file: String) {
        self.inside = inside
        self.file = file
    }
}
