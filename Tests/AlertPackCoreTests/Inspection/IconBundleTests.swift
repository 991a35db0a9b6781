import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Icon Composer documents (`Name.icon`): read as one asset, their facts checked against an
/// independent reading (Python's json and xml parsers, ImageMagick's identify), the Xcode
/// version gate, packaging whole and verifying.
@Suite(TestSupport.needs("python3", "/usr/bin/identify", "sha256sum"))
struct IconBundleTests {
    static let samples = "Samples/icon-bundles"

    @Test("an SVG layer is judged as Python's XML parser judges it: well-formed or not")
    func svgAgreesWithPython() throws {
        let folder = TestSupport.repositoryPath(Self.samples + "/Broken.icon/Assets")
        for (name, wellFormed) in [("bad.svg", false), ("glyph.svg", true), ("Case.svg", true)] {
            let python = try TestSupport.run("python3", ["-c", "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])", folder + "/" + name])
            #expect((python.status == 0) == wellFormed, "python on \(name)")
            let ours = SVGInspector.inspect(path: folder + "/" + name)
            #expect((ours.problem == nil) == wellFormed, "\(name): \(ours)")
            if wellFormed { #expect(ours.viewBox == [0, 0, 1024, 1024]) }
        }
    }
}
