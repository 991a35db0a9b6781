import Foundation

/// Where a program alertpack calls (git, ffmpeg) is installed: the first executable of that name
/// in the directories of PATH, as a shell finds it (`/usr/bin:/bin` when PATH is unset).
package enum ProgramSearch {
    package static func path(of name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
