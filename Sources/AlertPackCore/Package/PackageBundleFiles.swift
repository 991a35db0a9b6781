import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Which files of a bundle folder (an Icon Composer document) a package copies, and which links it refuses.
enum PackageBundleFiles {
    /// The files of a bundle folder, relative to it and sorted, or why it cannot be packaged: a
    /// name that is not UTF-8, or a link leading outside `roots` (the sources' real paths). Links
    /// inside are followed and copied as the files they name; a folder reached twice (a link
    /// loop, or two links to one folder) is walked once.
    static func list(_ folder: String, roots: [String]) -> Result<[String], Refusal> {
        var visited = Set<String>()
        func walk(_ path: String, relative: String) -> Result<[String], Refusal> {
            guard let real = AbsolutePath.real(path), visited.insert(real).inserted else { return .success([]) }
            guard let listing = SystemName.list(path) else {
                return .failure(.init(reason: "\(relative.isEmpty ? "it" : relative) cannot be listed"))
            }
            if let odd = listing.undecodable.first {
                return .failure(.init(reason: "a file in it (\(odd.escaped)) has a name that is not UTF-8, which a package cannot hold"))
            }
            var files: [String] = []
            for name in listing.names.sorted() where !name.hasPrefix(".") {
                let inner = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(path + "/" + name, &status) == 0 else { continue }
                if (status.st_mode & S_IFMT) == S_IFLNK {
                    guard leadsInside(path + "/" + name, roots) else {
                        return .failure(
                            .init(reason: "\(inner) is a symbolic link that leads outside the sources; package copies only what the sources hold"))
                    }
                    guard stat(path + "/" + name, &status) == 0 else { continue }
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    switch walk(path + "/" + name, relative: inner) {
                    case .success(let found): files += found
                    case .failure(let refusal): return .failure(refusal)
                    }
                case S_IFREG: files.append(inner)
                default: return .failure(.init(reason: "\(inner) is not a regular file"))
                }
            }
            return .success(files)
        }
        return walk(folder, relative: "")
    }

    struct Refusal: Error {
        var reason: String
    }

    /// Whether the link at `path` names something inside one of `roots` (real paths).
    static func leadsInside(_ path: String, _ roots: [String]) -> Bool {
        guard let target = AbsolutePath.real(path) else { return false }
        return roots.contains { AbsolutePath.isWithin(target, $0) }
    }

    /// Why a source file may not be copied: a link (named inside a folder source) leading
    /// outside the sources.
    static func linkProblem(_ path: String, named: Set<String>, roots: [String]) -> String? {
        var status = stat()
        guard !named.contains(path), lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return nil }
        guard leadsInside(path, roots) else {
            return
                "it is a symbolic link that leads outside the sources (to \(VisibleText.of((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"))); package copies only what the sources hold"
        }
        return nil
    }
}
