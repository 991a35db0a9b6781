import Foundation

/// The keep rule a new small icon needs: when the module around the resource folder shrinks its
/// release resources and nothing references the drawable by id (`setSmallIcon(R.drawable.x)`, a
/// manifest's `@drawable/x`), the icon is named only by a string (a config, a framework's
/// option) and the shrinker removes it from the release app. Then `tools:keep="@drawable/NAME"`
/// is added to `RES/raw/keep.xml` (made when absent; an existing one keeps every other byte).
/// The module's facts are `AndroidProjectReader`'s, the same the `android.*` rules judge.
enum AndroidNotificationKeepFile {
    enum Decision: Equatable {
        /// Nothing to do (no module, no shrinking, referenced by id, already kept).
        case none
        /// Write `bytes` to `path`, where `existing` was (nil: a new file); `note` says why.
        case write(path: String, bytes: [UInt8], existing: [UInt8]?, note: String)
        /// A keep rule is needed but is not written here (`note` says where to add it).
        case advise(note: String)
    }

    /// What the drawable `name` made into `resFolder` (`MODULE/src/SET/res`) needs.
    static func decide(name: String, resFolder: String) -> Decision {
        guard AndroidNotificationResFolder.isSourceSetRes(resFolder) else { return .none }
        let parts = resFolder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let set = parts[parts.count - 2]
        let module = parts.count > 3 ? parts[..<(parts.count - 3)].joined(separator: "/") : "."
        let moduleFolder = module.isEmpty ? "/" : module
        guard ["build.gradle", "build.gradle.kts"].contains(where: { FileManager.default.fileExists(atPath: moduleFolder + "/" + $0) }) else {
            return .none
        }
        let subject = AndroidProjectSubject(facts: AndroidProjectReader.read(root: moduleFolder, module: ""))
        let facts = subject.facts
        guard subject.releaseShrinks == true, facts.releaseSourceSets.contains(set) || !facts.sourceSets.contains(where: { $0.name == set })
        else { return .none }
        let byID =
            facts.code.smallIcons.contains { $0.type == "drawable" && $0.name == name }
            || facts.manifestEntries.contains { $0.reference == AndroidResourceReference(type: "drawable", name: name) }
        guard !byID, subject.isKept(type: "drawable", name: name) == nil else { return .none }
        let reference = "@drawable/" + name
        let path = resFolder + "/raw/keep.xml"
        let why = "the release build shrinks resources and nothing references \(name) by id (R.drawable.\(name))"
        switch AndroidKeepFileEdit.existing(at: path) {
        case .absent: break
        case .notEditable: return .advise(note: "\(why): add \(reference) to tools:keep in \(path), which alertpack could not edit safely")
        case .editable(let existing):
            guard let extended = AndroidKeepFileEdit.adding([reference], to: existing) else {
                return .advise(note: "\(why): add \(reference) to tools:keep in \(path), which alertpack could not edit safely")
            }
            return .write(path: path, bytes: extended, existing: existing, note: "\(why): added \(reference) to tools:keep in \(path)")
        }
        if let other = facts.keepRules.first(where: { $0.file.hasSuffix("/raw/keep.xml") }) {
            let shown = module == "." ? other.file : module + "/" + other.file
            return .advise(note: "\(why): add \(reference) to tools:keep in \(shown) (a second keep.xml would override it)")
        }
        return .write(
            path: path, bytes: AndroidKeepFileEdit.new(keeping: [reference]), existing: nil,
            note: "\(why): wrote \(path) with tools:keep=\"\(reference)\"")
    }
}
