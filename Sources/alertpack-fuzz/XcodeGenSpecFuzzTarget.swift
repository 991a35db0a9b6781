import AlertPackCore
import Foundation

/// The `xcodegen-spec` target (issue 45): any bytes as an XcodeGen project.yml and the files it
/// includes. The input is project.yml, then for each further file a NUL byte and its bytes, which
/// land beside it as inc1.yml … inc4.yml (the seeds include them by those names). Besides not
/// crashing or hanging: a spec that cannot be read has a problem and nothing else, no resource
/// or generated file leads out of the folder, and a second reading is the same.
enum XcodeGenSpecFuzzTarget {
    static let maxIncluded = 4

    static func run(_ path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 20, what: "xcodegen spec") else { return }
        let parts = bytes.split(separator: 0, maxSplits: maxIncluded, omittingEmptySubsequences: false)
        _ = FileManager.default.createFile(atPath: path, contents: Data(parts[0]))
        for index in 1...maxIncluded {
            let included = folder + "/inc\(index).yml"
            if index < parts.count {
                _ = FileManager.default.createFile(atPath: included, contents: Data(parts[index]))
            } else {
                try? FileManager.default.removeItem(atPath: included)
            }
        }
        let first = XcodeGenSpec.read(path: path)
        if first.problem != nil {
            precondition(first.setups.isEmpty && first.icons.isEmpty && first.resources.isEmpty, "an unread spec has targets")
        }
        precondition(first.documentPath == path, "the document is the spec")
        let paths = first.resources.values.joined() + first.setups.compactMap { $0.problems.isEmpty ? $0.entitlementsFile : nil }
        for resource in paths {
            precondition(!resource.hasPrefix("/") && !resource.split(separator: "/").contains(".."), "\(resource) leads out")
        }
        let second = XcodeGenSpec.read(path: path)
        precondition(
            second.problem == first.problem && second.folder == first.folder && second.icons == first.icons
                && second.setups == first.setups && second.resources == first.resources
                && second.configurations == first.configurations,
            "a second reading differs")
    }
}
