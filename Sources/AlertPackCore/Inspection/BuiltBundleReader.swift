import Foundation

/// Reads the bundles of a built app from its tree: the app, then its extensions
/// (`PlugIns/*.appex`, `Extensions/*.appex`) and watch apps (`Watch/*.app`, with their own
/// extensions), each with its Info.plist, icons, sounds, signature and profile. What cannot be
/// read is a problem naming the part, and the rest is still read.
struct BuiltBundleReader {
    let tree: BuiltTree
    var problems: [BuiltProblem] = []
    /// Every sound read, in the order of the bundles and their paths.
    var soundFiles: [BuiltFile] = []
    /// The pixels the container's catalogs may still decode, shared by all of them.
    var decodeBudget: BuiltDecodeBudget
    /// Sounds read so far, in all bundles, and those left out past `maxSounds`.
    var soundsRead = 0
    var soundsLeftOut = 0

    init(tree: BuiltTree) {
        self.tree = tree
        decodeBudget = BuiltDecodeBudget(limits: tree.limits)
    }

    /// The app at `app` ("" for an `.app` folder itself) and every bundle inside it, app first,
    /// the rest in path order; no more than the limit's bundles.
    mutating func bundles(app: String) -> [BuiltBundle] {
        var found: [(path: String, role: BuiltBundle.Role)] = [(app, .app)]
        var index = 0
        while index < found.count {
            for nested in nestedBundles(of: found[index].path) {
                if found.count >= tree.limits.maxBundles {
                    problems.append(
                        BuiltProblem(path: nested.path, reason: "the app holds more than \(tree.limits.maxBundles) bundles; no more are read"))
                    break
                }
                found.append(nested)
            }
            index += 1
        }
        let app = found.removeFirst()
        found.sort { $0.path < $1.path }
        let bundles = ([app] + found).map { read($0.path, role: $0.role) }
        if soundsLeftOut > 0 {
            problems.append(
                BuiltProblem(
                    path: app.path,
                    reason: "it holds \(soundsLeftOut) sound\(soundsLeftOut == 1 ? "" : "s") beyond the first "
                        + "\(tree.limits.maxSounds), which are not read"
                ))
        }
        return bundles
    }

    /// The bundles directly inside `bundle`: extensions and, for an app, its watch apps.
    func nestedBundles(of bundle: String) -> [(path: String, role: BuiltBundle.Role)] {
        var nested: [(String, BuiltBundle.Role)] = []
        for (folder, suffix, role) in [
            ("PlugIns", ".appex", BuiltBundle.Role.appExtension), ("Extensions", ".appex", .appExtension), ("Watch", ".app", .watchApp),
        ] {
            let parent = Self.join(bundle, folder)
            for child in tree.children(of: parent) where child.hasSuffix(suffix) && tree.isFolder(child) {
                nested.append((child, role))
            }
        }
        return nested
    }

    static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }

    /// One bundle's facts.
    mutating func read(_ path: String, role: BuiltBundle.Role) -> BuiltBundle {
        let info = readInfo(path)
        let executable = info["CFBundleExecutable"]?.string
        var signature: BuiltSignature?
        if let executable {
            signature = readSignature(Self.join(path, executable))
        } else if !info.isEmpty {
            problems.append(BuiltProblem(path: Self.join(path, "Info.plist"), reason: "it names no CFBundleExecutable"))
        }
        let icons = readIcons(path, info: info, decoding: role != .appExtension)
        let sounds = readSounds(path)
        var bundle = BuiltBundle(
            path: path, role: role, info: info, executable: executable, icons: icons, sounds: sounds, signature: signature,
            profile: readProfile(Self.join(path, "embedded.mobileprovision")),
            infoRead: !info.isEmpty || !problems.contains { $0.path == Self.join(path, "Info.plist") })
        if role == .app { bundle.launch = readLaunch(path, info: info) }
        return bundle
    }

    /// The file of a part, or nil with the problem recorded (nil without one when `optional` and absent).
    mutating func part(_ path: String, limit: UInt64, optional: Bool = false) -> String? {
        guard let item = tree.item(path) else {
            if !optional { problems.append(BuiltProblem(path: path, reason: "it is missing")) }
            return nil
        }
        do throws(BuiltPartFailure) {
            return try tree.file(item, limit: limit)
        } catch {
            problems.append(BuiltProblem(path: path, reason: error.reason))
            return nil
        }
    }

    mutating func readInfo(_ bundle: String) -> [String: JSONNode] {
        let path = Self.join(bundle, "Info.plist")
        guard let file = part(path, limit: tree.limits.maxInfoPlistBytes) else { return [:] }
        do throws(AlertPackError) {
            let bytes = try RandomAccessFile.contents(path: file, maxBytes: Int(tree.limits.maxInfoPlistBytes), what: "Info.plist")
            return try PropertyList.dictionary(bytes: bytes)
        } catch {
            problems.append(BuiltProblem(path: path, reason: Self.reason(error)))
            return [:]
        }
    }

    mutating func readSignature(_ path: String) -> BuiltSignature? {
        guard let file = part(path, limit: tree.limits.maxExecutableBytes) else { return nil }
        do throws(AlertPackError) {
            let macho = try MachOSignature.read(path: file)
            guard let signature = macho.slices.lazy.compactMap(\.signature).first else {
                return BuiltSignature(entitlements: nil, identifier: nil, teamIdentifier: nil, isAdHoc: false, isUnsigned: true)
            }
            if signature.entitlementsUnknown, let problem = signature.derProblem {
                problems.append(BuiltProblem(path: path, reason: problem + "; its signed entitlements are not known"))
            }
            return BuiltSignature(
                entitlements: signature.entitlements, identifier: signature.identifier, teamIdentifier: signature.teamIdentifier,
                isAdHoc: signature.isAdHoc, isUnsigned: false, entitlementsKnown: !signature.entitlementsUnknown)
        } catch {
            problems.append(BuiltProblem(path: path, reason: Self.reason(error)))
            return nil
        }
    }

    mutating func readProfile(_ path: String) -> BuiltProfile? {
        guard let file = part(path, limit: tree.limits.maxProfileBytes, optional: true) else { return nil }
        do throws(AlertPackError) {
            let profile = try ProvisioningProfile.read(path: file)
            return BuiltProfile(distribution: profile.distribution.rawValue, name: profile.name, entitlements: profile.entitlements)
        } catch {
            problems.append(BuiltProblem(path: path, reason: Self.reason(error)))
            return nil
        }
    }

    /// An error's words without the unpacked copy's path (the problem names the part inside).
    static func reason(_ error: AlertPackError) -> String {
        if case .inFile(_, let inner) = error { return reason(inner) }
        return error.message
    }
}
