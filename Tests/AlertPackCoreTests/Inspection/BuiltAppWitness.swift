import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The built apps of scripts/make-built-apps.py (made once per run) and what the script says a
/// reader must find in each (`--describe`): the witness of BuiltAppInspectorTests.
enum BuiltAppWitness {
    static let folder = TestSupport.generatedCorpus("make-built-apps.py", name: "built-apps-witness")

    /// name → the described facts (JSON), for the samples.
    nonisolated(unsafe) static let described: [String: [String: Any]] = {
        let result = try? TestSupport.run("python3", [TestSupport.repositoryPath("scripts/make-built-apps.py"), "--describe"])
        let object = result.flatMap { try? JSONSerialization.jsonObject(with: $0.stdoutData) }
        return object as? [String: [String: Any]] ?? [:]
    }()

    static func inspect(_ path: String, limits: BuiltAppLimits = BuiltAppLimits()) throws -> BuiltAppInspection {
        try BuiltAppInspector(limits: limits, aliases: NameAliases()).inspect(path: path)
    }

    /// A rendition as the script describes one: the fields both sides have, as text.
    static func shown(_ icon: BuiltIconRendition) -> String {
        "\(icon.name) \(icon.idiom) \(icon.width)x\(icon.height)@\(icon.scale) \(icon.appearance ?? "any") '\(icon.pixelFormat)' "
            + "opaque=\(icon.flaggedOpaque) transparent=\(icon.transparentPixels.map(String.init) ?? "nil") \(icon.sourceName)"
    }

    static func shown(described icon: [String: Any]) -> String {
        let transparent = (icon["transparentPixels"] as? Int).map(String.init) ?? "nil"
        return "\(icon["name"] ?? "") \(icon["idiom"] ?? "") \(icon["width"] ?? 0)x\(icon["height"] ?? 0)@\(icon["scale"] ?? 0) "
            + "\((icon["appearance"] as? String) ?? "any") '\(icon["pixelFormat"] ?? "")' opaque=\((icon["flaggedOpaque"] as? Bool) ?? false) "
            + "transparent=\(transparent) \(icon["sourceName"] ?? "")"
    }
}

extension BuiltAppWitness {
    /// One bundle's facts against the script's description of it.
    static func expectSame(_ bundle: BuiltBundle, _ expected: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = bundle.path
        #expect(bundle.executable == expected["executable"] as? String, "\(path)", sourceLocation: sourceLocation)
        let icons = try #require(expected["icons"] as? [String: Any])
        #expect(bundle.icons.iconName == icons["iconName"] as? String, "\(path)", sourceLocation: sourceLocation)
        #expect(bundle.icons.primaryName == icons["primaryName"] as? String, "\(path)", sourceLocation: sourceLocation)
        #expect(bundle.icons.primaryFiles == icons["primaryFiles"] as? [String], "\(path)", sourceLocation: sourceLocation)
        #expect(bundle.icons.alternateNames == icons["alternateNames"] as? [String], "\(path)", sourceLocation: sourceLocation)
        #expect(bundle.icons.hasCatalog == icons["hasCatalog"] as? Bool, "\(path)", sourceLocation: sourceLocation)
        let renditions = (icons["renditions"] as? [[String: Any]] ?? []).map { shown(described: $0) }
        #expect(bundle.icons.renditions.map { shown($0) } == renditions, "\(path)", sourceLocation: sourceLocation)
        #expect(bundle.icons.renditions.allSatisfy { $0.notDecoded == nil }, sourceLocation: sourceLocation)
        let loose = (icons["looseFiles"] as? [[String: Any]] ?? []).map {
            "\($0["path"] ?? "") \($0["width"] ?? 0) cgbi=\(($0["isCgBI"] as? Bool) ?? false) transparent=\($0["transparentPixels"] ?? "nil")"
        }
        let looseRead = bundle.icons.looseFiles.map {
            "\($0.path) \($0.width) cgbi=\($0.isCgBI) transparent=\($0.transparentPixels.map(String.init) ?? "nil")"
        }
        #expect(looseRead == loose, sourceLocation: sourceLocation)
        let sounds = (expected["sounds"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(bundle.sounds.map(\.path) == sounds, "\(path)", sourceLocation: sourceLocation)
        if let signature = expected["signature"] as? [String: Any] {
            let read = try #require(bundle.signature, "\(path): no signature read", sourceLocation: sourceLocation)
            #expect(read.isUnsigned == signature["isUnsigned"] as? Bool, sourceLocation: sourceLocation)
            #expect(read.identifier == signature["identifier"] as? String, sourceLocation: sourceLocation)
            #expect(read.teamIdentifier == signature["teamIdentifier"] as? String, sourceLocation: sourceLocation)
            #expect(read.entitlements == (signature["entitlements"] as? [String: Any]).map(node), sourceLocation: sourceLocation)
        } else {
            #expect(bundle.signature == nil, "\(path)", sourceLocation: sourceLocation)
        }
        let profile = expected["profile"] as? [String: Any]
        #expect(bundle.profile?.distribution == profile?["distribution"] as? String, "\(path)", sourceLocation: sourceLocation)
        #expect(bundle.profile?.name == profile?["name"] as? String, "\(path)", sourceLocation: sourceLocation)
        #expect(bundle.profile?.entitlements == (profile?["entitlements"] as? [String: Any]).map(node), sourceLocation: sourceLocation)
    }

    static func node(_ table: [String: Any]) -> [String: JSONNode] { table.mapValues { JSONNode(foundation: $0) } }

    /// The facts with every path under `from` moved under `to`, as read from an `.app` folder.
    static func rebased(_ facts: BuiltAppFacts, from: String, to: String) -> BuiltAppFacts {
        func move(_ path: String) -> String {
            if path + "/" == from { return to.isEmpty ? "" : String(to.dropLast()) }
            return path.hasPrefix(from) ? to + path.dropFirst(from.count) : path
        }
        var bundles = facts.bundles
        for index in bundles.indices { bundles[index].path = move(bundles[index].path) }
        return BuiltAppFacts(
            container: .app, bundles: bundles, problems: facts.problems.map { BuiltProblem(path: move($0.path), reason: $0.reason) })
    }
}
