import Foundation

/// The files of an IPA whose names are not UTF-8 (a CP437 or Shift-JIS name an old Windows zipper
/// wrote into a resource folder), which the zip reader lists as undecodable under its `.ipa`
/// policy. No part a reader of the bundle looks up can have such a name: Info.plist,
/// Assets.car, embedded.mobileprovision and `PlugIns/` are ASCII, and the executable, icons and
/// sounds are named by Info.plist or from code, in text. So such a file is skipped, and named in
/// the facts so that the report says what was not read; the rest of the app is judged.
///
/// Two kinds are not skipped quietly: a name that leaves the IPA or is not plain is a problem as
/// it is for every other name (its parts are taken from its bytes), and a bundle folder
/// (`*.app`, `*.appex`) so named would hide a whole bundle and what it holds: a problem, once
/// per folder, and the IPA is refused when that bundle is the only app.
struct BuiltOddNames {
    private(set) var problems: [BuiltProblem] = []
    private(set) var skipped: [String] = []
    /// Bundle folders with a name that is not UTF-8, as shown, each reported once.
    private var bundles = Set<String>()
    /// Other folders with such a name, as shown, each skipped once.
    private var skippedFolders = Set<String>()
    /// Such a folder right inside `Payload/`: an app, perhaps the only one.
    private(set) var apps: [String] = []

    /// Sorts one entry whose name's bytes are not UTF-8: a file, or a folder an `.app` folder's
    /// walk cannot enter (its path has no text to open it by). A folder that is no bundle is
    /// skipped once as `folder/`, whether the IPA lists the files in it or the walk finds it, so
    /// that an app gives the same findings as an IPA and as a folder.
    mutating func add(_ bytes: [UInt8], isFolder: Bool = false) {
        let slash = UInt8(ascii: "/")
        let parts = bytes.split(separator: slash, omittingEmptySubsequences: false)
        if parts.contains(where: { $0.isEmpty || $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8) }) {
            problems.append(
                BuiltProblem(path: VisibleText.of(bytes), reason: "its name leaves the IPA or is not plain (/ first, //, . or ..); it is not read"))
            return
        }
        // The first part that is not UTF-8 hides everything below it; only a folder can be a bundle.
        guard let index = parts.firstIndex(where: { String(validating: $0, as: UTF8.self) == nil }) else { return }
        let folder = VisibleText.of(Array(parts[...index].joined(separator: [slash])))
        guard index < parts.count - 1 || isFolder else {
            skipped.append(folder)
            return
        }
        guard Self.isBundle(parts[index]) else {
            if skippedFolders.insert(folder).inserted { skipped.append(folder + "/") }
            return
        }
        guard bundles.insert(folder).inserted else { return }
        if index == 1 && parts[0].elementsEqual("Payload".utf8) { apps.append(folder) }
        problems.append(
            BuiltProblem(
                path: folder,
                reason: "the bundle's folder name is not UTF-8 (\\xNN: a byte that is not), which no Mac or iPhone file system stores"
            ))
    }

    /// An app or app extension folder, by its name's ASCII ending in any case.
    static func isBundle(_ name: ArraySlice<UInt8>) -> Bool {
        let lowered = name.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        return lowered.reversed().starts(with: ".app".utf8.reversed()) || lowered.reversed().starts(with: ".appex".utf8.reversed())
    }

    /// Why the IPA cannot be read when its only app has a name that is not UTF-8 (nothing would
    /// be judged, and "no app inside" would hide why); nil when another app is read.
    func refusal(items: [BuiltTree.Item]) -> AlertPackError.BundleFailure? {
        guard let app = apps.first else { return nil }
        let hasApp = items.contains { item in
            let parts = item.path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            return parts.count == 3 && parts[0] == "Payload" && parts[1].lowercased().hasSuffix(".app")
        }
        if hasApp { return nil }
        return .builtNoApp(expected: "Payload/*.app named in UTF-8 (\(app) is named in other bytes, so nothing in it is read)")
    }
}
