import AlertPackCore
import Foundation

/// alertpack's JSON outputs as the tests read them: small `Decodable`s, so a report of the wrong
/// shape fails with the key that is wrong instead of a crash in a cast. Only what tests look at
/// is declared; a number declared `Int` must be written as a whole number.
package struct CheckOutput: Decodable {
    package var schemaVersion: Int
    package var tool: Tool
    package var preset: String
    package var files: [FileOutput]
    package var summary: Summary

    package struct Tool: Decodable {
        package var name: String
        package var version: String
    }

    package struct Summary: Decodable {
        package var files: Int
        package var pass: Int
        package var warn: Int
        package var fail: Int
    }

    /// The report a command printed on standard output; the error says what it printed instead.
    package static func of(_ result: TestSupport.ProcessResult) throws -> CheckOutput {
        try TestSupport.decode(CheckOutput.self, result)
    }

    /// The file whose path ends with `suffix`.
    package func file(endingWith suffix: String) -> FileOutput? { files.first { $0.path.hasSuffix(suffix) } }
}

package struct FileOutput: Decodable {
    package var path: String
    package var verdict: String
    package var kind: String?
    package var facts: FactsOutput?
    package var findings: [FindingOutput]

    package var rules: [String] { findings.map(\.rule).sorted() }
}

package struct FindingOutput: Decodable {
    package var rule: String
    package var severity: String
    package var message: String
    package var fix: String?
    package var subject: String?
}

/// The facts of a sound or an image, as far as tests read them.
package struct FactsOutput: Decodable {
    package var container: String?
    package var codec: String?
    package var sampleRate: Int?
    package var channels: Int?
    package var bitsPerChannel: Int?
    package var frames: Int?
    package var duration: Double?
    package var width: Int?
    package var height: Int?
    package var bitDepth: Int?
    package var colorType: String?
    package var alphaChannel: Bool?
    package var tRNS: Bool?
    package var transparentPixels: Int?
    package var interlaced: Bool?
    package var slot: String?
}

/// `convert --format json`.
package struct ConvertOutput: Decodable {
    package var conversions: [Conversion]

    package struct Conversion: Decodable {
        package var input: String
        package var output: String?
        package var steps: [String]
        package var error: String?
        package var after: FileOutput?
    }

    package static func of(_ result: TestSupport.ProcessResult) throws -> ConvertOutput {
        try TestSupport.decode(ConvertOutput.self, result)
    }
}

/// The parts of SARIF 2.1.0 the tests look at.
package struct SARIFOutput: Decodable {
    package var runs: [Run]

    package struct Run: Decodable {
        package var tool: Tool
        package var results: [Result]
    }
    package struct Tool: Decodable {
        package var driver: Driver
    }
    package struct Driver: Decodable {
        package var rules: [Rule]
    }
    package struct Rule: Decodable {
        package var id: String
        package var help: Text?
    }
    package struct Text: Decodable {
        package var text: String
    }
    package struct Result: Decodable {
        package var ruleId: String
        package var locations: [Location]
    }
    package struct Location: Decodable {
        package var physicalLocation: PhysicalLocation
    }
    package struct PhysicalLocation: Decodable {
        package var artifactLocation: ArtifactLocation
    }
    package struct ArtifactLocation: Decodable {
        package var uri: String
    }
}

extension TestSupport {
    /// Standard output decoded as `type`; when it is not, the error quotes what was printed.
    package static func decode<Output: Decodable>(_ type: Output.Type, _ result: ProcessResult) throws -> Output {
        do {
            return try JSONDecoder().decode(type, from: result.stdoutData)
        } catch {
            throw PeerFailure(message: "not a \(type): \(error)\nstdout: \(result.stdout.prefix(2000))\nstderr: \(result.stderr.prefix(2000))")
        }
    }

    /// A package's manifest.json, read by the tests' own reader (not the one verify uses).
    package static func manifest(_ package: String) throws -> ManifestOutput {
        try JSONDecoder().decode(ManifestOutput.self, from: Data(contentsOf: URL(fileURLWithPath: package + "/manifest.json")))
    }
}

/// A package's manifest.json as the tests read it (docs/manifest.schema.json).
package struct ManifestOutput: Decodable, Equatable {
    package var preset: Preset
    package var createdAt: String?
    package var assets: [Asset]
    package var rejected: [Rejected]
    package var targets: [Target]?

    package struct Preset: Decodable, Equatable {
        package var name: String
        package var sha256: String
    }
    package struct Asset: Decodable, Equatable {
        package var path: String
        package var source: String?
        package var role: String
        package var slot: String?
        package var sha256: String
        package var size: Int
        package var conversion: Conversion?
        package var findings: [Finding]
        /// The project target whose icon it is (project packages only).
        package var target: String?
    }
    package struct Conversion: Decodable, Equatable {
        package var target: String
        package var steps: [String]
    }
    package struct Finding: Decodable, Equatable {
        package var rule: String
        package var severity: String
        package var message: String
    }
    package struct Rejected: Decodable, Equatable {
        package var source: String
        package var kind: String
        package var reason: String?
    }
    package struct Target: Decodable, Equatable {
        package var name: String
        package var configuration: String
        package var appIcon: String?
        package var alternates: [String]
    }

    package func asset(_ path: String) -> Asset? { assets.first { $0.path == path } }
}
