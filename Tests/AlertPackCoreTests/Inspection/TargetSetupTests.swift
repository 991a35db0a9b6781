import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// What `XcodeProject` reads of each target's notification setup, held against Python's
/// plistlib reading the same files: entitlements and Info.plists in XML and binary form, keys
/// Xcode generates from `INFOPLIST_KEY_*`, and files a setting names that cannot be read.
@Suite(TestSupport.needs("python3"))
struct TargetSetupTests {
    static let corpus = TestSupport.generatedCorpus("make-notify-projects.py", name: "notify-setup")

    /// plistlib's keys of a property list (XML or binary), the witness.
    static func witnessKeys(_ path: String) throws -> [String] {
        let script = "import plistlib, sys\nprint('\\n'.join(sorted(plistlib.load(open(sys.argv[1], 'rb')).keys())))"
        return try TestSupport.peer("python3", ["-c", script, path]).stdout.split(separator: "\n").map(String.init)
    }

    @Test("entitlements and Info.plists read as plistlib reads them, binary ones included")
    func agreesWithPlistlib() throws {
        let project = XcodeProject.read(folder: Self.corpus + "/Comms/Comms.xcodeproj")
        let app = try #require(project.shippingSetup(of: "Comms"))
        #expect(app.configuration == "Release" && app.isApp)
        #expect(app.entitlementsFile == "App/App.entitlements")
        #expect(app.entitlements.keys.sorted() == (try Self.witnessKeys(Self.corpus + "/Comms/App/App.entitlements")))
        #expect(app.isEntitled(TargetSetup.communicationEntitlement) && app.isEntitled(TargetSetup.timeSensitiveEntitlement))
        #expect(app.userActivityTypes == ["INSendMessageIntent"])
        let service = try #require(project.shippingSetup(of: "Service"))
        #expect(service.info.keys.sorted() == (try Self.witnessKeys(Self.corpus + "/Comms/Service/Info.plist")))
        #expect(service.isNotificationService && !service.isApp)
        #expect(project.appTargets == ["Comms"])
        let receiver = try project.receiver(target: nil).get()
        #expect(receiver.serviceExtensions.map(\.target) == ["Service"])
        #expect(receiver.bundleFiles == ["anna.png", "ping.caf"])
    }

    @Test("an Info.plist Xcode generates: the INFOPLIST_KEY_* settings are its keys")
    func generatedInfo() throws {
        let app = try #require(XcodeProject.read(folder: Self.corpus + "/NoIntents/NoIntents.xcodeproj").shippingSetup(of: "NoIntents"))
        #expect(app.infoFile == nil)
        #expect(app.info["CFBundleDisplayName"] == .string("NoIntents"))
        #expect(app.userActivityTypes.isEmpty)
    }

    @Test("a setting that names a missing or broken file is a problem of the setup, not a crash")
    func unreadableFiles() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        try FileManager.default.copyItem(atPath: Self.corpus + "/Broken", toPath: folder + "/Broken")
        try "not a plist".write(toFile: folder + "/Broken/App/App.entitlements", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/Broken/App/Info.plist")
        let app = try #require(XcodeProject.read(folder: folder + "/Broken/Broken.xcodeproj").shippingSetup(of: "Broken"))
        #expect(app.problems.count == 2, "\(app.problems)")
        #expect(app.problems.contains { $0.hasPrefix("CODE_SIGN_ENTITLEMENTS names App/App.entitlements: not a property list") })
        #expect(app.problems.contains { $0.hasPrefix("INFOPLIST_FILE names App/Info.plist: cannot open") })
        #expect(app.entitlements.isEmpty && app.info.isEmpty)
        #expect(!app.entitlementsKnown && !app.infoKnown && !app.isKnown)
        // Unknown is not missing: the rules say nothing of a target they cannot read.
        let report = Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1).check(paths: [folder + "/Broken/Broken.xcodeproj"])
        #expect(!report.files.isEmpty && report.files.allSatisfy { !$0.ruleIDs.contains("notify.communication") }, "\(report.files.map(\.findings))")
    }

    @Test("a folder reference's files land below the folder in the bundle; a synchronized folder's at its top level")
    func folderReferenceAndSynchronizedFolder() throws {
        let blue = XcodeProject.read(folder: Self.corpus + "/BlueFolder/BlueFolder.xcodeproj")
        #expect(blue.folderReferences["BlueFolder"] == ["Sounds"])
        let inFolder = try blue.receiver(target: nil).get()
        #expect(inFolder.bundleFolders == ["ping.caf": "Sounds/ping.caf", "splash.png": "Sounds/splash.png"])
        #expect(inFolder.bundlePaths?["ping.caf"] != nil, "still a file the app bundles, by name")
        let synchronized = XcodeProject.read(folder: Self.corpus + "/SyncFolder/SyncFolder.xcodeproj")
        #expect(synchronized.resources["SyncFolder"] == ["Sounds"] && synchronized.folderReferences["SyncFolder"] == [])
        let atTop = try synchronized.receiver(target: nil).get()
        #expect(atTop.bundleFolders.isEmpty && atTop.bundlePaths?["ping.caf"] != nil)
    }
}
