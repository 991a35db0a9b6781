import AlertPackCore
import Foundation

/// The `widget-sources` target (issue 47): any bytes as the Swift of a widget extension that
/// shows Live Activities, read as `check` reads it: the alarm and Live Activity alert sounds it
/// names by literal (`AlarmSoundLiterals`), and the Dynamic Island regions it loads its images in
/// (`WidgetImageReferences`, reached through `WidgetImageInventory` as the checker reaches it).
/// The input is `Widget/Widget.swift` of a small fixed project: one app extension target over a
/// synchronized `Widget` folder whose catalog holds one image set, `Badge`, so that an input
/// naming it places it. Besides not crashing or hanging: every reference is in the input's file
/// at a line it has, every image stays inside the project with only the regions the reader
/// knows, and a second reading is the same.
enum WidgetSourcesFuzzTarget {
    static let regions: Set<String> = ["compactLeading", "compactTrailing", "minimal"]

    static func run(_ path: String) {
        let widget = (path as NSString).deletingLastPathComponent
        let root = (widget as NSString).deletingLastPathComponent
        prepare(root: root, widget: widget)
        guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 20, what: "widget source") else { return }
        let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }

        let sounds = AlarmSoundLiterals.read(below: root)
        for reference in sounds {
            precondition(reference.file == "Widget/Widget.swift", "\(reference.file) is not the input")
            precondition(reference.line >= 1 && reference.line <= lines, "line \(reference.line) of \(lines)")
            precondition(["AlarmKit", "ActivityKit"].contains(reference.framework), "framework \(reference.framework)")
        }
        precondition(AlarmSoundLiterals.read(below: root) == sounds, "a second reading of the sounds differs")

        let project = XcodeProject.read(folder: root + "/Fuzz.xcodeproj")
        let images = WidgetImageInventory.images(of: project)
        for image in images {
            precondition(!image.path.hasPrefix("/") && !image.path.split(separator: "/").contains(".."), "\(image.path) leads out")
            precondition(image.target == "Widget" && image.name == "Badge", "an image the project does not hold: \(image.path)")
            precondition(Set(image.regions).isSubset(of: regions), "regions \(image.regions)")
        }
        precondition(WidgetImageInventory.images(of: project) == images, "a second reading of the images differs")
    }

    /// The fixed project around the input, written once per scratch folder.
    static func prepare(root: String, widget: String) {
        let pbxproj = root + "/Fuzz.xcodeproj/project.pbxproj"
        guard !FileManager.default.fileExists(atPath: pbxproj) else { return }
        let set = widget + "/Assets.xcassets/Badge.imageset"
        try? FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: root + "/Fuzz.xcodeproj", withIntermediateDirectories: true)
        let contents = #"{"images": [{"filename": "badge@3x.png", "idiom": "universal", "scale": "3x"}], "info": {"version": 1}}"#
        _ = FileManager.default.createFile(atPath: set + "/Contents.json", contents: Data(contents.utf8))
        _ = FileManager.default.createFile(atPath: set + "/badge@3x.png", contents: Data(onePixelPNG))
        _ = FileManager.default.createFile(atPath: pbxproj, contents: Data(projectText.utf8))
    }

    /// A grey PNG of one pixel.
    static let onePixelPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x00, 0x00, 0x00, 0x00, 0x3A, 0x7E, 0x9B, 0x55, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41,
        0x54, 0x78, 0xDA, 0x63, 0x68, 0x00, 0x00, 0x00, 0x82, 0x00, 0x81, 0xDA, 0x45, 0x08, 0x3B, 0x00, 0x00, 0x00, 0x00, 0x49,
        0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    /// One app extension target, `Widget`, over the synchronized folder `Widget`.
    static let projectText = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tF1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
        \t\tF3 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Widget; }; name = Release; };
        \t\tF4 = {isa = XCConfigurationList; buildConfigurations = (F3, ); defaultConfigurationName = Release; };
        \t\tF5 = {isa = PBXNativeTarget; buildConfigurationList = F4; buildPhases = (); fileSystemSynchronizedGroups = (F1, );
        \t\t\tname = Widget; productName = Widget; productType = "com.apple.product-type.app-extension"; };
        \t\tF6 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
        \t\tF7 = {isa = XCConfigurationList; buildConfigurations = (F6, ); defaultConfigurationName = Release; };
        \t\tF8 = {isa = PBXProject; buildConfigurationList = F7; mainGroup = F2; projectDirPath = ""; projectRoot = ""; targets = (F5, ); };
        \t};
        \trootObject = F8;
        }

        """
}
