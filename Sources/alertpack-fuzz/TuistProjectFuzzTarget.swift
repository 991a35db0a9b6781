import AlertPackCore
import Foundation

/// The `tuist-project` target (issue 45): any bytes as a Tuist Project.swift and its helper files.
/// The input is Project.swift, then for each further file a NUL byte and its bytes, which land in
/// Tuist/ProjectDescriptionHelpers/ as Helper1.swift … Helper4.swift. Besides not crashing or
/// hanging (nothing is compiled or run), the promises of `ProjectSpecFuzzing.checkPromises`.
enum TuistProjectFuzzTarget {
    static let maxHelpers = 4

    static func run(_ path: String) {
        let helpers = (path as NSString).deletingLastPathComponent + "/Tuist/ProjectDescriptionHelpers"
        try? FileManager.default.createDirectory(atPath: helpers, withIntermediateDirectories: true)
        let extras = (1...maxHelpers).map { helpers + "/Helper\($0).swift" }
        guard ProjectSpecFuzzing.spread(path, what: "tuist manifest", over: extras) else { return }
        ProjectSpecFuzzing.checkPromises(of: path, read: TuistProject.read(path:))
    }
}
