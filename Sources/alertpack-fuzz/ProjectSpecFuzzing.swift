import AlertPackCore
import Foundation

/// What the fuzz targets of project specs that are text (XcodeGen's project.yml, Tuist's
/// Project.swift) share: one input spread over the spec and the files it draws on, and the
/// promises every spec reader keeps, whatever the bytes.
enum ProjectSpecFuzzing {
    /// Writes the input's first part to `path` and each further part (after a NUL byte) to the
    /// matching path of `extras`; an extra the input has no part for is removed.
    static func spread(_ path: String, what: String, over extras: [String]) -> Bool {
        guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 20, what: what) else { return false }
        let parts = bytes.split(separator: 0, maxSplits: extras.count, omittingEmptySubsequences: false)
        _ = FileManager.default.createFile(atPath: path, contents: Data(parts[0]))
        for (index, extra) in extras.enumerated() {
            if index + 1 < parts.count {
                _ = FileManager.default.createFile(atPath: extra, contents: Data(parts[index + 1]))
            } else {
                try? FileManager.default.removeItem(atPath: extra)
            }
        }
        return true
    }

    /// A spec that cannot be read has a problem and nothing else, no resource or entitlements
    /// file leads out of the folder, and a second reading is the same.
    static func checkPromises(of path: String, read: (String) -> XcodeProject) {
        let first = read(path)
        if first.problem != nil {
            precondition(first.setups.isEmpty && first.icons.isEmpty && first.resources.isEmpty, "an unread spec has targets")
        }
        precondition(first.documentPath == path, "the document is the spec")
        let paths = first.resources.values.joined() + first.setups.compactMap { $0.problems.isEmpty ? $0.entitlementsFile : nil }
        for resource in paths {
            precondition(!resource.hasPrefix("/") && !resource.split(separator: "/").contains(".."), "\(resource) leads out")
        }
        let second = read(path)
        precondition(
            second.problem == first.problem && second.folder == first.folder && second.icons == first.icons
                && second.setups == first.setups && second.resources == first.resources
                && second.configurations == first.configurations && second.notRead == first.notRead,
            "a second reading differs")
    }
}
