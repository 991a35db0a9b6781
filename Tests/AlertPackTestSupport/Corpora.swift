import AlertPackCore
import Foundation
import Testing

/// The corpora scripts in scripts/ generate, made once per test run and shared by the
/// in-process and command tests.

/// The classes of file that real app repositories showed (docs/real-world.md), rebuilt by
/// `scripts/make-real-world-fixtures.py`.
package enum RealWorldFixtures {
    /// Every case, generated once per test run.
    package static let folder = TestSupport.generatedCorpus("make-real-world-fixtures.py", name: "real-world")

    package static func path(_ name: String) -> String { folder + "/" + name }

    package static func check(_ name: String) throws -> FileReport {
        let path = path(name)
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [path])
        return try #require(report.files.first { $0.path == path }, "\(name) was not checked: \(report.skipped) \(report.problems)")
    }

    package static func checkAll(_ name: String) throws -> [FileReport] {
        Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 2).check(paths: [path(name)]).files
    }
}

/// Zips made to attack a reader (`scripts/make-hostile-zips.py`).
package enum HostileZips {
    package static let folder = TestSupport.generatedCorpus("make-hostile-zips.py", name: "hostile-zips")

    package static func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".zip") }.sorted()
    }
}

/// Files and configs made to attack every reader (`scripts/make-hostile-corpus.py`).
package enum HostileCorpus {
    package static let folder = TestSupport.generatedCorpus("make-hostile-corpus.py", name: "hostile")
}

extension TestSupport {
    /// A small repository: two sounds, an icon set, a build folder.
    package static func smallRepository() throws -> String {
        let root = try TestSupport.temporaryDirectory()
        for folder in ["Sounds", "Build", "Art"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for name in ["chime.caf", "long.caf"] {
            try FileManager.default.copyItem(atPath: TestSupport.repositoryPath("Samples/sounds/" + name), toPath: root + "/Sounds/" + name)
        }
        try FileManager.default.copyItem(
            atPath: TestSupport.repositoryPath("Samples/icons/SingleSize.xcassets"), toPath: root + "/Art/SingleSize.xcassets")
        return root
    }
}
