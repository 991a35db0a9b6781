import CSndFile
import Foundation

/// How `convert --android` knows a sound in `res/raw` is its own: libsndfile writes the software
/// string it is given into the file (a Vorbis comment in Ogg, `LIST/INFO/ISFT` in WAV), and reads
/// it back. A file without the mark is the user's, and is never replaced.
package enum AndroidSoundMark {
    /// What the software string starts with (libsndfile adds its own version after it).
    package static let software = "alertpack"

    /// Whether the regular file at `path` carries the mark.
    package static func isOurs(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
        var info = SF_INFO()
        guard let handle = sf_open(path, Int32(SFM_READ), &info) else { return false }
        defer { sf_close(handle) }
        guard let written = sf_get_string(handle, Int32(SF_STR_SOFTWARE)) else { return false }
        return String(cString: written).hasPrefix(software)
    }
}
