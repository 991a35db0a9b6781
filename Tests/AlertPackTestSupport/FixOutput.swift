/// `alertpack fix --format json`, as the tests read it.
package struct FixOutput: Decodable {
    package var command: String
    package var dryRun: Bool
    package var files: [File]
    package var before: Counts
    package var after: Counts

    package struct File: Decodable, Equatable {
        package var path: String
        package var status: String
        package var steps: [String]
        package var addressed: [String]
        package var left: [Left]
        package var renamedTo: String?
        package var references: [String]
        package var error: String?
    }

    package struct Left: Decodable, Equatable {
        package var rule: String
        package var reason: String
    }

    package struct Counts: Decodable, Equatable {
        package var files: Int
        package var pass: Int
        package var warn: Int
        package var fail: Int
    }

    package func file(endingWith suffix: String) -> File? { files.first { $0.path.hasSuffix(suffix) } }
}
