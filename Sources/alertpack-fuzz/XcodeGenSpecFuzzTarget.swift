import AlertPackCore
import Foundation

/// The `xcodegen-spec` target (issue 45): any bytes as an XcodeGen project.yml and the files it
/// includes. The input is project.yml, then for each further file a NUL byte and its bytes, which
/// land beside it as inc1.yml … inc4.yml (the seeds include them by those names). Besides not
/// crashing or hanging, the promises of `ProjectSpecFuzzing.checkPromises`.
enum XcodeGenSpecFuzzTarget {
    static let maxIncluded = 4

    static func run(_ path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let extras = (1...maxIncluded).map { folder + "/inc\($0).yml" }
        guard ProjectSpecFuzzing.spread(path, what: "xcodegen spec", over: extras) else { return }
        ProjectSpecFuzzing.checkPromises(of: path, read: XcodeGenSpec.read(path:))
    }
}
