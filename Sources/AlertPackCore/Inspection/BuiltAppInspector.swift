import Foundation

/// Reads a built app into facts: an `.ipa`, an `.app` folder or an `.xcarchive`. The container is
/// listed once (an IPA through `ZipReader`, so every limit and refusal of `verify` applies), and
/// only the parts a rule needs are read: each bundle's Info.plist, Assets.car, executable,
/// embedded.mobileprovision, loose icon PNGs and sounds.
package struct BuiltAppInspector: Sendable {
    package let limits: BuiltAppLimits
    package let aliases: NameAliases

    package init(limits: BuiltAppLimits = BuiltAppLimits(), aliases: NameAliases) {
        self.limits = limits
        self.aliases = aliases
    }

    /// Reads the built app at `path`: an `.ipa` file (a zip: Payload/*.app), an `.app` folder, or
    /// an `.xcarchive` folder (Products/Applications/*.app). Throws (an AlertPackError naming
    /// `path`) only when the container itself cannot be read at all (not a zip, a zip the reader
    /// refuses, no app inside); a part that cannot be read becomes a `BuiltProblem` in the facts.
    package func inspect(path: String) throws(AlertPackError) -> BuiltAppInspection {
        let shown = aliases.display(path)
        let open = aliases.openPath(path)
        var status = stat()
        guard stat(open, &status) == 0 else { throw AlertPackError.inFile(shown, .system("read the built app", code: errno)) }
        // The name as given, every trailing "/" trimmed ("Bark.app//" is "Bark.app").
        var named = path
        while named.count > 1, named.hasSuffix("/") { named.removeLast() }
        let tree: BuiltTree
        let container: BuiltAppFacts.Container
        if status.st_mode & S_IFMT == S_IFREG {
            do {
                tree = try BuiltTree.zip(path: open, limits: limits)
            } catch {
                throw Self.named(error, shown)
            }
            container = .ipa
        } else if status.st_mode & S_IFMT == S_IFDIR {
            tree = BuiltTree.folder(root: open, limits: limits)
            container = Self.folderKind(tree, named: named)
        } else {
            throw AlertPackError.inFile(shown, .bundle(.builtNotContainer))
        }
        var problems = tree.walkProblems
        let app = try Self.appPath(in: tree, container: container, named: named, shown: shown, problems: &problems)
        var reader = BuiltBundleReader(tree: tree)
        var bundles = reader.bundles(app: app)
        // The app's own folder name, the same whichever container holds it (an app named
        // directly has an empty path inside itself).
        if !bundles.isEmpty { bundles[0].folderName = FileName.last(of: app.isEmpty ? named : app) }
        problems += reader.problems
        var facts = BuiltAppFacts(container: container, bundles: bundles, problems: problems)
        facts.skippedEntries = tree.skippedNames
        let sounds = reader.soundFiles.sorted { $0.inside < $1.inside }
        let files = tree.items.filter { !$0.isLink }.map(\.path)
        return BuiltAppInspection(facts: facts, soundFiles: sounds, folder: tree.unpackFolder, files: files)
    }

    /// The zip reader's refusal, naming the IPA as the user did.
    private static func named(_ error: AlertPackError, _ shown: String) -> AlertPackError {
        switch error {
        case .inFile(_, let inner): return .inFile(shown, inner)
        case .packaging(.untrustedZip(_, let reason)): return .packaging(.untrustedZip(shown, reason: reason))
        default: return .inFile(shown, error)
        }
    }
}
