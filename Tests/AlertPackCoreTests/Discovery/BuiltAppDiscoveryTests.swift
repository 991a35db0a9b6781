import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// Built apps in discovery: `.ipa` files, `.app` and `.xcarchive` folders are taken whole, never
/// walked into (a committed build's sounds and icons are not loose sources), whether named or
/// found; and the other walks (payloads, app icons) do not enter them either.
struct BuiltAppDiscoveryTests {
    /// A tree with a committed build, an archive, an IPA and a loose sound and payload.
    static func tree() throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        let manager = FileManager.default
        for inner in [
            "Build/Products/Release-iphoneos/Bark.app/Library/Sounds", "Archives/Bark.xcarchive/Products/Applications/Bark.app",
            "Checkout.app/Sources",
        ] {
            try manager.createDirectory(atPath: folder + "/" + inner, withIntermediateDirectories: true)
        }
        // What makes a folder named .app a bundle: its Info.plist (a checkout named so has none).
        try Data("<plist/>".utf8).write(to: URL(fileURLWithPath: folder + "/Build/Products/Release-iphoneos/Bark.app/Info.plist"))
        let sound = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath("Samples/sounds/chime.caf")))
        for file in [
            "chime.caf", "Build/Products/Release-iphoneos/Bark.app/ping.caf", "Build/Products/Release-iphoneos/Bark.app/Library/Sounds/a.caf",
            "Archives/Bark.xcarchive/Products/Applications/Bark.app/ping.caf", "Checkout.app/Sources/tap.caf",
        ] {
            try sound.write(to: URL(fileURLWithPath: folder + "/" + file))
        }
        try Data("PK\u{3}\u{4}".utf8).write(to: URL(fileURLWithPath: folder + "/Bark.ipa"))
        try Data(#"{"aps": {}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/push.json"))
        try Data(#"{"aps": {}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/Build/Products/Release-iphoneos/Bark.app/config.json"))
        return folder
    }

    @Test("a walk takes each built app whole and finds nothing inside it")
    func walkTakesThemWhole() throws {
        let folder = try Self.tree()
        defer { TestSupport.remove(folder) }
        // A FIFO with an IPA's name is never opened (a reader would block on it).
        #expect(mkfifo(folder + "/Pipe.ipa", 0o600) == 0)
        let named = FileDiscovery().discover([folder + "/Pipe.ipa"])
        #expect(named.builtApps.isEmpty && named.problems == [folder + "/Pipe.ipa: a FIFO, not a file"], "\(named.problems)")
        let found = FileDiscovery().discover([folder])
        let apps = ["Archives/Bark.xcarchive", "Bark.ipa", "Build/Products/Release-iphoneos/Bark.app"].map { folder + "/" + $0 }
        #expect(found.builtApps == apps, "\(found.builtApps)")
        #expect(found.sounds == [folder + "/Checkout.app/Sources/tap.caf", folder + "/chime.caf"], "\(found.sounds)")
        #expect(found.problems.isEmpty && found.skipped.isEmpty)
        // Payloads below a folder: never a file of a built app.
        let payloads = FileDiscovery().files(in: [folder], extensions: ["json"])
        #expect(payloads.files == [folder + "/push.json"], "\(payloads.files)")
    }

    @Test("named, a built app is what a walk finds; a file named .ipa whatever it holds, a zip by another name not")
    func namedAsFound() throws {
        let folder = try Self.tree()
        defer { TestSupport.remove(folder) }
        try Data("PK\u{3}\u{4}".utf8).write(to: URL(fileURLWithPath: folder + "/Bark.zip"))
        try Data("text".utf8).write(to: URL(fileURLWithPath: folder + "/Text.IPA"))
        let app = folder + "/Build/Products/Release-iphoneos/Bark.app"
        let found = FileDiscovery().discover([app + "/", folder + "/Bark.ipa", folder + "/Text.IPA", folder + "/Bark.zip"])
        #expect(found.builtApps == [folder + "/Bark.ipa", app, folder + "/Text.IPA"], "\(found.builtApps)")
        #expect(found.skipped == [folder + "/Bark.zip"] && found.sounds.isEmpty)
        #expect(ContainerFolder.isBuiltApp(app) && ContainerFolder.isBuiltApp(folder + "/Archives/Bark.xcarchive"))
        #expect(!ContainerFolder.isBuiltApp(folder + "/Checkout.app") && !ContainerFolder.isBuiltApp(folder + "/Build"))
        #expect(!ContainerFolder.isIPA(".ipa") && ContainerFolder.isIPA("dir/A.ipa") && ContainerFolder.isIPA("B.IPA"))
    }

    @Test("a Mac app and a framework archive are walked as folders; a walk leaves an IPA that is no zip alone, a name does not")
    func notIOSApps() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let manager = FileManager.default
        for inner in ["Tools/Helper.app/Contents/Resources", "build/Kit.xcarchive/Products/Library/Frameworks/Kit.framework", "LFS"] {
            try manager.createDirectory(atPath: folder + "/" + inner, withIntermediateDirectories: true)
        }
        let sound = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath("Samples/sounds/chime.caf")))
        try Data("<plist/>".utf8).write(to: URL(fileURLWithPath: folder + "/Tools/Helper.app/Contents/Info.plist"))
        try sound.write(to: URL(fileURLWithPath: folder + "/Tools/Helper.app/Contents/Resources/alert.caf"))
        try Data("<plist/>".utf8).write(to: URL(fileURLWithPath: folder + "/build/Kit.xcarchive/Info.plist"))
        try sound.write(to: URL(fileURLWithPath: folder + "/build/Kit.xcarchive/Products/Library/Frameworks/Kit.framework/tone.caf"))
        // What Git LFS leaves when the object was never fetched.
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:" + String(repeating: "0", count: 64) + "\nsize 12345\n"
        try Data(pointer.utf8).write(to: URL(fileURLWithPath: folder + "/LFS/App.ipa"))
        #expect(!ContainerFolder.isBuiltApp(folder + "/Tools/Helper.app"))
        #expect(!ContainerFolder.isBuiltApp(folder + "/build/Kit.xcarchive"))
        let found = FileDiscovery().discover([folder])
        #expect(found.builtApps.isEmpty, "\(found.builtApps)")
        let sounds = [
            folder + "/Tools/Helper.app/Contents/Resources/alert.caf",
            folder + "/build/Kit.xcarchive/Products/Library/Frameworks/Kit.framework/tone.caf",
        ]
        #expect(found.sounds == sounds.sorted(), "\(found.sounds)")
        #expect(found.problems.isEmpty && found.skipped.isEmpty, "\(found.problems) \(found.skipped)")
        // Named, it is read as the user said, and refused naming it.
        #expect(FileDiscovery().discover([folder + "/LFS/App.ipa"]).builtApps == [folder + "/LFS/App.ipa"])
        // An archive with its app is one again.
        try manager.createDirectory(atPath: folder + "/build/Kit.xcarchive/Products/Applications/Kit.app", withIntermediateDirectories: true)
        #expect(ContainerFolder.isBuiltApp(folder + "/build/Kit.xcarchive"))
    }
}
