import Foundation

/// An app's launch screen and launch images: the storyboards and `UILaunchScreen` dictionaries its
/// Info.plist names, each `UILaunchImages` entry with the files Xcode wrote for it at the bundle's
/// top level (`<name>[@2x|@3x][~ipad|~iphone].png`), and the `Default*.png` files iOS 6 and
/// earlier find by name. Each file's header and pixels are read as a loose icon's (Xcode crushes
/// launch images to CgBI as it does icons).
extension BuiltBundleReader {
    /// Launch image files read in one bundle: Xcode writes at most about twenty; more are left
    /// out with a problem, so a bundle of ten thousand `Default-*.png` costs no more.
    static let maxLaunchFiles = 64
    /// Different `UILaunchImages` entries read in one bundle, both keys together: Xcode writes
    /// at most about twenty. A binary plist can repeat one entry by reference a million times in
    /// a few bytes; repeats are read once, and entries past this are counted in one problem.
    static let maxLaunchEntries = 64
    /// The device modifiers iOS reads on a launch key; a key with any other is not looked up
    /// (so ten thousand `UILaunchStoryboardName~x` keys cost nothing).
    static let launchKeyModifiers = ["", "~ipad", "~iphone", "~ipod"]

    mutating func readLaunch(_ bundle: String, info: [String: JSONNode]) -> BuiltLaunch {
        let lproj = tree.children(of: bundle).filter { $0.hasSuffix(".lproj") && tree.isFolder($0) }
        let storyboards = Self.launchKeyModifiers.map { "UILaunchStoryboardName" + $0 }.sorted().compactMap { key in
            info[key]?.string.map { BuiltLaunchStoryboard(key: key, name: $0, compiled: compiledLaunchScreen(bundle, name: $0, lproj: lproj)) }
        }
        let screens = info.keys.sorted().filter { key in
            (key == "UILaunchScreen" || key.hasPrefix("UILaunchScreen~") || key == "UILaunchScreens") && info[key]?.object != nil
        }
        // Each top-level PNG's launch name, worked out once: entries find their files by it.
        let pngs = tree.children(of: bundle).filter { $0.hasSuffix(".png") && tree.item($0) != nil }.map { ($0, Self.launchName($0).base) }
        let byName = Dictionary(grouping: pngs, by: \.1).mapValues { $0.map(\.0) }
        var reading = LaunchFileBudget()
        let images = readLaunchImages(bundle, info: info, byName: byName, reading: &reading)
        let claimed = Set(images.compactMap(\.name))
        // iOS 6 and earlier look up `Default` or the UILaunchImageFile base name with the modifiers.
        let bases = Set(
            ["Default"]
                + Self.launchKeyModifiers.compactMap { info["UILaunchImageFile" + $0]?.string }.map {
                    $0.hasSuffix(".png") ? String($0.dropLast(4)) : $0
                })
        let convention = pngs.filter { _, base in
            !claimed.contains(base) && bases.contains { base == $0 || base.hasPrefix($0 + "-") }
        }
        let files = convention.compactMap { readLaunchFile($0.0, budget: &reading) }
        if reading.leftOut > 0 {
            let leftOut = "\(reading.leftOut) launch image file\(reading.leftOut == 1 ? "" : "s")"
            problems.append(BuiltProblem(path: bundle, reason: "it holds \(leftOut) beyond the first \(Self.maxLaunchFiles), which are not read"))
        }
        return BuiltLaunch(storyboards: storyboards, screenKeys: screens, images: images, conventionFiles: files)
    }

    /// The `UILaunchImages` and `UILaunchImages~ipad` entries, each different one once, no more
    /// than `maxLaunchEntries`; each with the files of its name (`byName`), each file read once.
    mutating func readLaunchImages(
        _ bundle: String, info: [String: JSONNode], byName: [String: [String]], reading: inout LaunchFileBudget
    ) -> [BuiltLaunchImage] {
        var images: [BuiltLaunchImage] = []
        var seen = Set<[String?]>()
        var leftOut = 0
        for key in ["UILaunchImages", "UILaunchImages~ipad"] {
            for (index, entry) in (info[key]?.array ?? []).enumerated() {
                let fields =
                    [key]
                    + ["UILaunchImageName", "UILaunchImageSize", "UILaunchImageOrientation", "UILaunchImageMinimumOSVersion"].map {
                        entry[$0]?.string
                    }
                guard !seen.contains(fields) else { continue }
                guard seen.count < Self.maxLaunchEntries else {
                    leftOut += 1
                    continue
                }
                seen.insert(fields)
                let name = fields[1]
                let size = fields[2].flatMap(Self.points)
                let paths = name.flatMap { byName[$0] } ?? []
                images.append(
                    BuiltLaunchImage(
                        key: key, index: index, name: name, pointWidth: size?.width, pointHeight: size?.height, orientation: fields[3],
                        minimumOSVersion: fields[4], files: paths.compactMap { readLaunchFile($0, budget: &reading) }))
            }
        }
        if leftOut > 0 {
            let entries = "\(leftOut) more launch image entr\(leftOut == 1 ? "y" : "ies")"
            problems.append(
                BuiltProblem(
                    path: Self.join(bundle, "Info.plist"),
                    reason: "its UILaunchImages list \(entries) beyond the first \(Self.maxLaunchEntries) different ones, which are not read"))
        }
        return images
    }

    /// How many launch files are read so far, how many were left out, and each path's outcome,
    /// so that a file two entries name is read, counted and reported once.
    struct LaunchFileBudget {
        var read = 0
        var leftOut = 0
        var done: [String: BuiltLaunchFile?] = [:]
    }

    /// The compiled launch screen of `name`: `<name>.storyboardc` or `<name>.nib` (a file or a
    /// folder), at the bundle's top level or in one of its `.lproj` folders (`Base.lproj`), as
    /// Xcode places a localized storyboard.
    func compiledLaunchScreen(_ bundle: String, name: String, lproj: [String]) -> String? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        for folder in [bundle] + lproj {
            for suffix in [".storyboardc", ".nib"] {
                let path = Self.join(folder, name + suffix)
                if tree.isFolder(path) || tree.item(path) != nil {
                    return bundle.isEmpty ? path : String(path.dropFirst(bundle.count + 1))
                }
            }
        }
        return nil
    }

    /// One launch file read as a loose icon is; a file that cannot be read is a problem too.
    /// A path asked for again gives what it gave the first time.
    mutating func readLaunchFile(_ path: String, budget: inout LaunchFileBudget) -> BuiltLaunchFile? {
        if let done = budget.done[path] { return done }
        let file = readNewLaunchFile(path, budget: &budget)
        budget.done.updateValue(file, forKey: path)
        return file
    }

    private mutating func readNewLaunchFile(_ path: String, budget: inout LaunchFileBudget) -> BuiltLaunchFile? {
        guard budget.read < Self.maxLaunchFiles else {
            budget.leftOut += 1
            return nil
        }
        budget.read += 1
        let parsed = Self.launchName(path)
        let name = String(path.split(separator: "/").last ?? "")
        var file = BuiltLaunchFile(path: name, scale: parsed.scale, device: parsed.device, image: nil, unreadable: nil)
        guard let item = tree.item(path) else { return nil }
        do throws(BuiltPartFailure) {
            let local = try tree.file(item, limit: tree.limits.maxSoundBytes)
            do throws(AlertPackError) {
                file.image = try BuiltLooseIconReader.read(local, name: name)
            } catch {
                file.unreadable = Self.reason(error)
            }
        } catch {
            file.unreadable = error.reason
        }
        if let reason = file.unreadable { problems.append(BuiltProblem(path: path, reason: reason)) }
        return file
    }

    /// A launch file's name without `.png`, its device (`~ipad`) and its scale (`@2x`): the
    /// `UILaunchImageName` it is written for.
    static func launchName(_ path: String) -> (base: String, scale: Int, device: String?) {
        var name = Substring(path.split(separator: "/").last ?? "")
        if name.hasSuffix(".png") { name = name.dropLast(4) }
        var device: String?
        for suffix in ["~ipad", "~iphone"] where name.hasSuffix(suffix) {
            device = String(suffix.dropFirst())
            name = name.dropLast(suffix.count)
        }
        var scale = 1
        let tail = Array(name.suffix(3))
        if tail.count == 3, tail[0] == "@", tail[2] == "x", let digit = tail[1].wholeNumberValue, digit > 0 {
            scale = digit
            name = name.dropLast(3)
        }
        return (String(name), scale, device)
    }

    /// `{320, 568}` → points; nil for anything else.
    static func points(_ text: String) -> (width: Double, height: Double)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else { return nil }
        let parts = trimmed.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0, width < 1e5, height < 1e5
        else { return nil }
        return (width, height)
    }
}
