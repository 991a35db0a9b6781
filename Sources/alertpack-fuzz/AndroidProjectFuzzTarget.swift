import AlertPackCore
import Foundation

/// The `android-project` target (issue 46): an Android app module from any bytes. The input is
/// src/main/AndroidManifest.xml, then, each after a NUL byte, a Kotlin source, build.gradle and
/// res/raw/keep.xml (a part not given is removed). Besides not crashing or hanging: every path
/// of the facts stays inside the module, and a second reading is the same.
enum AndroidProjectFuzzTarget {
    static let parts = ["src/main/java/Fuzz.kt", "build.gradle", "src/main/res/raw/keep.xml"]

    static func run(_ path: String) {
        let suffix = "/src/main/AndroidManifest.xml"
        guard path.hasSuffix(suffix), let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 20, what: "android project")
        else { return }
        let module = String(path.dropLast(suffix.count))
        let pieces = bytes.split(separator: 0, maxSplits: parts.count, omittingEmptySubsequences: false)
        _ = FileManager.default.createFile(atPath: path, contents: Data(pieces[0]))
        for (index, part) in parts.enumerated() {
            let file = module + "/" + part
            if index + 1 < pieces.count {
                try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: file, contents: Data(pieces[index + 1]))
            } else {
                try? FileManager.default.removeItem(atPath: file)
            }
        }
        var limits = AndroidProjectReader.Limits()
        limits.maxXMLBytes = 1 << 18
        let first = AndroidProjectReader.read(root: module, module: "", limits: limits)
        let paths = first.resources.map(\.path) + first.manifestEntries.flatMap(\.definedIn) + first.keepRules.map(\.file)
        for relative in paths {
            precondition(!relative.hasPrefix("/") && !relative.split(separator: "/").contains(".."), "a path out of the module: \(relative)")
        }
        precondition(AndroidProjectReader.read(root: module, module: "", limits: limits) == first, "a second reading differs")
    }
}
