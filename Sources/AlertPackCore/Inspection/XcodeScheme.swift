import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The shared schemes of a project (`xcshareddata/xcschemes/*.xcscheme`), read for one fact: the
/// build configuration each target is archived with, which is the one that ships.
enum XcodeScheme {
    /// Larger than any real scheme file.
    static let maxBytes = 1 << 20

    /// Target name → the `ArchiveAction`'s configuration of a scheme that builds it. A scheme named
    /// after the target wins; otherwise the first scheme in name order that builds it.
    static func archiveConfigurations(projectFolder: String, targets: Set<String>) -> [String: String] {
        let folder = projectFolder + "/xcshareddata/xcschemes"
        guard let names = SystemName.list(folder)?.names.filter({ $0.hasSuffix(".xcscheme") }).sorted() else { return [:] }
        var found: [String: (configuration: String, named: Bool)] = [:]
        for name in names {
            guard let bytes = try? RandomAccessFile.contents(path: folder + "/" + name, maxBytes: maxBytes, what: "scheme"),
                let scheme = read(Data(bytes))
            else { continue }
            let schemeName = String(name.dropLast(".xcscheme".count))
            for target in scheme.targets where targets.contains(target) {
                let named = schemeName == target
                if let existing = found[target], existing.named || !named { continue }
                found[target] = (scheme.archive, named)
            }
        }
        return found.mapValues(\.configuration)
    }

    /// A scheme's archive configuration and the targets its build action builds.
    static func read(_ data: Data) -> (archive: String, targets: [String])? {
        final class Reader: NSObject, XMLParserDelegate {
            var archive: String?
            var targets: [String] = []
            var inBuildAction = false
            func parser(
                _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                switch element {
                case "BuildAction": inBuildAction = true
                case "ArchiveAction": archive = attributes["buildConfiguration"]
                case "BuildableReference" where inBuildAction:
                    if let name = attributes["BlueprintName"] { targets.append(name) }
                default: break
                }
            }
            func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
                if element == "BuildAction" { inBuildAction = false }
            }
        }
        let parser = XMLParser(data: data)
        let reader = Reader()
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        guard parser.parse(), let archive = reader.archive, !archive.isEmpty else { return nil }
        return (archive, reader.targets)
    }
}
