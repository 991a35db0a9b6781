import Foundation

/// A target source's `excludes:` and `includes:`, as XcodeGen applies them: globs relative to
/// the source's own path (not the spec's folder), Bash 4's with globstar (`*` and `?` within a
/// name, `**` across folders, `[…]` classes, `{a,b}` alternatives); a file is the target's when
/// no exclude matches it or a folder above it, and (when there are includes) an include matches
/// it or a folder above it; excludes win. XcodeGen does not walk into a folder whose extension
/// has an Xcode file type (`XcodeGenFileWrappers`: a catalog, a `.bundle`, an `.icon` is one file
/// to it, so a glob never reaches inside one), and walks into any other (`Sounds.v2`). The walk
/// is bounded (`maxEntries` names, `maxDepth` folders, and the names all walks of the spec share,
/// `ProjectSpecWalks`) and never follows a link.
struct XcodeGenSourceFilter {
    /// More patterns than a source ever lists, after `{…}` alternatives are spelled out.
    static let maxPatterns = 256
    /// The most names one source's walk looks at; past it the filter is not applied (and said).
    static let maxEntries = 20_000
    static let maxDepth = 32

    let excludes: [CompiledGlob]
    let includes: [CompiledGlob]
    /// The patterns as spelled out, excludes then includes: with the source's path, what a walk
    /// is remembered by (`ProjectSpecWalks`).
    let written: [String]

    /// The patterns of a source entry (`{path:, excludes:, includes:}`); none for a plain path.
    init(_ entry: JSONNode) {
        let spelledExcludes = Self.patterns(entry["excludes"])
        let spelledIncludes = Self.patterns(entry["includes"])
        excludes = spelledExcludes.map(CompiledGlob.init)
        includes = spelledIncludes.map(CompiledGlob.init)
        written = spelledExcludes + ["\u{0}"] + spelledIncludes
    }

    var isEmpty: Bool { excludes.isEmpty && includes.isEmpty }

    /// A list of globs (or one), each spelled out and written as XcodeGen matches it: no leading
    /// `./`, no trailing `/`.
    private static func patterns(_ node: JSONNode?) -> [String] {
        let written: [String]
        switch node {
        case .string(let one)?: written = [one]
        case .array(let items)?: written = items.compactMap(\.string)
        default: written = []
        }
        var spelled: [String] = []
        for pattern in written.prefix(maxPatterns) where spelled.count < maxPatterns {
            var text = pattern
            while text.hasPrefix("./") { text.removeFirst(2) }
            while text.count > 1 && text.hasSuffix("/") { text.removeLast() }
            guard !text.isEmpty, !text.contains("\0") else { continue }
            spelled += alternatives(text, budget: maxPatterns - spelled.count)
        }
        return spelled
    }

    /// `{a,b}` spelled out as Bash does (nested groups too), at most `budget` results; a brace
    /// without a comma or a closing brace is literal.
    static func alternatives(_ pattern: String, budget: Int) -> [String] {
        let characters = Array(pattern)
        guard budget > 0, let open = characters.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var commas: [Int] = []
        var close: Int?
        for index in open..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        let head = String(characters[..<open])
        guard let close, !commas.isEmpty else {
            // A literal brace: spell out what follows it.
            return alternatives(String(characters[(open + 1)...]), budget: budget).map { head + "{" + $0 }
        }
        let tail = String(characters[(close + 1)...])
        let bounds = [open] + commas + [close]
        var results: [String] = []
        for (start, end) in zip(bounds, bounds.dropFirst()) where results.count < budget {
            let choice = String(characters[(start + 1)..<end])
            results += alternatives(head + choice + tail, budget: budget - results.count)
        }
        return results
    }

    func excluded(_ relative: String) -> Bool { excludes.contains { $0.matches(relative) } }

    func included(_ relative: String) -> Bool { includes.contains { $0.matches(relative) } }

    /// What of the folder `source` (relative to the spec's `folder`) the target gets, as paths
    /// relative to the spec's folder: the folder itself when the patterns leave nothing out, else
    /// the files and folders below it that they keep, each folder whole where nothing in it is
    /// left out. Nil when the walk passes its bounds; a walk done before for the same source and
    /// patterns is not done again.
    func kept(source: String, in folder: String, walks: inout ProjectSpecWalks) -> [String]? {
        let key = ([source] + written).joined(separator: "\u{0}")
        return walks.walk(key, limit: Self.maxEntries) { budget in
            guard let found = cover("", source: source, folder: folder, ancestorIncluded: includes.isEmpty, depth: 0, budget: &budget) else {
                return nil
            }
            return found.whole ? [source] : found.paths
        }
    }

    /// The kept paths below `relative` (inside the source), and whether that is all of it.
    private func cover(
        _ relative: String, source: String, folder: String, ancestorIncluded: Bool, depth: Int, budget: inout Int
    ) -> (paths: [String], whole: Bool)? {
        let inSource = relative.isEmpty ? source : source + "/" + relative
        guard let listing = SystemName.list(ProjectFileWalk.join(folder, inSource)) else { return ([], true) }
        var paths: [String] = []
        // A name that is not UTF-8 is kept with its folder, and left out when the folder is split.
        var whole = true
        for name in listing.names.sorted() {
            budget -= 1
            guard budget >= 0 else { return nil }
            let child = relative.isEmpty ? name : relative + "/" + name
            let path = source + "/" + child
            if excluded(child) {
                whole = false
                continue
            }
            let isIncluded = ancestorIncluded || included(child)
            let isFolder = ProjectFileWalk.kind(of: ProjectFileWalk.join(folder, path)) == S_IFDIR
            if isFolder && !XcodeGenFileWrappers.isWrapper(name) && depth < Self.maxDepth {
                guard
                    let inner = cover(
                        child, source: source, folder: folder, ancestorIncluded: isIncluded, depth: depth + 1, budget: &budget)
                else { return nil }
                if inner.whole { paths.append(path) } else { paths += inner.paths }
                whole = whole && inner.whole
            } else if isIncluded {
                paths.append(path)
            } else {
                whole = false
            }
        }
        return (paths, whole)
    }
}
