import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// What the tests of the spec readers (XcodeGen's project.yml, Tuist's Project.swift) share: the
/// projects a generator script writes with what it says a reader finds in each, and a target's
/// setup in the script's words.
enum ProjectSpecFixtures {
    /// The projects `script` writes, in a new folder (removed by the caller), and what the script
    /// says a reader finds in each, by case (`--describe`).
    static func generate(_ script: String) throws -> (folder: String, described: [String: [String: Any]]) {
        let folder = try TestSupport.temporaryDirectory()
        try TestSupport.peer("python3", [script, folder])
        let output = try TestSupport.peer("python3", [script, "--describe"]).stdoutData
        let described = try #require(try JSONSerialization.jsonObject(with: output) as? [String: [String: Any]])
        return (folder, described)
    }

    /// A setup as the scripts describe one.
    static func described(_ setup: TargetSetup) -> [String: JSONNode] {
        [
            "target": .string(setup.target), "configuration": .string(setup.configuration), "productType": .string(setup.productType),
            "productName": setup.productName.map(JSONNode.string) ?? .null,
            "entitlementsFile": setup.entitlementsFile.map(JSONNode.string) ?? .null, "entitlements": .object(setup.entitlements),
            "entitlementsKnown": .bool(setup.entitlementsKnown), "infoFile": setup.infoFile.map(JSONNode.string) ?? .null,
            "info": .object(setup.info), "infoKnown": .bool(setup.infoKnown),
        ]
    }
}
