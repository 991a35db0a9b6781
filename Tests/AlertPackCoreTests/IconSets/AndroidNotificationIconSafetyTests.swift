import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// What `icons --android-notification` must never do to a project, on the masters, foreign
/// resources and Android modules `scripts/make-android-notification-masters.py` writes: replace
/// or shadow a resource it did not make, leave a half-moved set, write outside a resource folder,
/// or leave the icon to be stripped by resource shrinking.
@Suite(TestSupport.needs("python3"))
struct AndroidNotificationIconSafetyTests {
    static let masters = TestSupport.generatedCorpus("make-android-notification-masters.py", name: "android-notification-safety")
    static let densities = ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]

    static func master(_ name: String) -> String { masters + "/" + name }

    static func maker(force: Bool = false, afterCheck: (@Sendable () -> Void)? = nil) throws -> AndroidNotificationIconMaker {
        var options = AndroidNotificationIconOptions()
        options.replacesEarlier = force
        var maker = AndroidNotificationIconMaker(checker: Checker(configuration: try TestSupport.defaultConfiguration(), jobs: 1), options: options)
        maker.afterCheck = afterCheck
        return maker
    }

    static func place(_ fixture: String, at path: String) throws {
        try FileManager.default.createDirectory(atPath: FileName.parent(of: path), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: master(fixture), toPath: path)
    }

    static func contents(_ res: String, name: String = "ic_stat_notification") -> [String: Data] {
        var files: [String: Data] = [:]
        for density in densities {
            files[density] = FileManager.default.contents(atPath: "\(res)/drawable-\(density)/\(name).png")
        }
        return files
    }

    @Test(
        "another resource of the name (NAME.webp beside a PNG, a NAME.9.png, a vector in drawable-anydpi-v24/ or drawable/) is refused, --force or not",
        arguments: [
            ("other.webp", "drawable-xhdpi/ic_stat_notification.webp"), ("other.9.png", "drawable-hdpi/ic_stat_notification.9.png"),
            ("other-vector.xml", "drawable-anydpi-v24/ic_stat_notification.xml"), ("other-vector.xml", "drawable/ic_stat_notification.xml"),
        ])
    func sameNameResourceRefused(fixture: String, place: String) throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let theirs = root + "/res/" + place
        try Self.place(fixture, at: theirs)
        let before = FileManager.default.contents(atPath: theirs)
        for force in [false, true] {
            #expect(throws: AlertPackError.work(.sameNameResources([theirs], name: "ic_stat_notification"))) {
                try Self.maker(force: force).make(master: Self.master("glyph.png"), resFolder: root + "/res")
            }
        }
        #expect(FileManager.default.contents(atPath: theirs) == before)
        #expect(Self.contents(root + "/res").isEmpty, "no PNG of the name was written")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["res"])
    }

    @Test("a PNG alertpack made, left in another density folder, is removed only with --force, and the note says so")
    func ownStrayRemovedWithForce() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        _ = try Self.maker().make(master: Self.master("glyph.png"), resFolder: root + "/old/res")
        let stray = root + "/res/drawable-ldpi/ic_stat_notification.png"
        try FileManager.default.createDirectory(atPath: root + "/res/drawable-ldpi", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/old/res/drawable-mdpi/ic_stat_notification.png", toPath: stray)
        #expect(throws: AlertPackError.work(.madeByAlertpackDiffers([stray]))) {
            try Self.maker().make(master: Self.master("glyph.png"), resFolder: root + "/res")
        }
        #expect(FileManager.default.fileExists(atPath: stray))
        let forced = try Self.maker(force: true).make(master: Self.master("glyph.png"), resFolder: root + "/res")
        #expect(!FileManager.default.fileExists(atPath: stray))
        #expect(forced.notes.contains { $0.hasPrefix(stray) && $0.contains("removed") }, "\(forced.notes)")
    }

    @Test("made by alertpack means its marker and exactly its bytes: the same pixels compressed again by another tool are not ours")
    func ownershipIsByteIdentical() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        _ = try Self.maker().make(master: Self.master("glyph.png"), resFolder: root + "/res")
        let ours = root + "/res/drawable-hdpi/ic_stat_notification.png"
        #expect(AndroidNotificationIconRendering.isOurs(ours))
        // The marker chunk kept, the image data compressed again at another level: what an
        // optimiser or an editor that keeps text chunks leaves.
        let script = """
            import struct, sys, zlib
            data = open(sys.argv[1], 'rb').read()
            out, at = data[:8], 8
            while at < len(data):
                length, kind = struct.unpack('>I4s', data[at:at + 8])
                body = data[at + 8:at + 8 + length]
                if kind == b'IDAT':
                    body = zlib.compress(zlib.decompress(body), 1)
                out += struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body) & 0xFFFFFFFF)
                at += 12 + length
            open(sys.argv[1], 'wb').write(out)
            """
        let before = FileManager.default.contents(atPath: ours)
        #expect(try TestSupport.run("python3", ["-c", script, ours]).status == 0)
        #expect(FileManager.default.contents(atPath: ours) != before)
        #expect(!AndroidNotificationIconRendering.isOurs(ours))
        #expect(throws: AlertPackError.work(.notMadeByAlertpack([ours]))) {
            try Self.maker(force: true).make(master: Self.master("glyph.png"), resFolder: root + "/res")
        }
    }

    @Test("alertpack's own set from another master is replaced only with --force; a re-run of the same master needs none")
    func earlierMasterNeedsForce() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let res = root + "/res"
        _ = try Self.maker().make(master: Self.master("glyph.png"), resFolder: res)
        let first = Self.contents(res)
        let again = try Self.maker().make(master: Self.master("glyph.png"), resFolder: res)
        #expect(again.replaced.count == 5 && Self.contents(res) == first)
        #expect {
            try Self.maker().make(master: Self.master("coloured.png"), resFolder: res)
        } throws: { error in
            guard case .work(.madeByAlertpackDiffers(let files)) = error as? AlertPackError else { return false }
            return files.count == 5
        }
        #expect(Self.contents(res) == first)
        _ = try Self.maker(force: true).make(master: Self.master("coloured.png"), resFolder: res)
        #expect(Self.contents(res).count == Self.densities.count && Self.contents(res) != first)
    }

    @Test("a move that fails on the third density leaves a new folder empty: the first two are taken back")
    func failedMoveIntoNewFolder() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let res = root + "/res"
        let theirs = res + "/drawable-xhdpi/ic_stat_notification.png"
        try FileManager.default.createDirectory(atPath: res + "/values", withIntermediateDirectories: true)
        // Between the check and the moves, someone writes the xhdpi file: the third move fails.
        let maker = try Self.maker {
            try? FileManager.default.createDirectory(atPath: res + "/drawable-xhdpi", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: theirs, contents: Data("theirs".utf8))
        }
        #expect(throws: AlertPackError.work(.alreadyExists(theirs))) {
            try maker.make(master: Self.master("glyph.png"), resFolder: res)
        }
        #expect(FileManager.default.contents(atPath: theirs) == Data("theirs".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: res).sorted() == ["drawable-xhdpi", "values"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["res"], "no staging folder is left")
    }

    @Test("a move that fails on the third density puts the first two back as they were: the set is all old")
    func failedMoveRestoresOldSet() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let res = root + "/res"
        _ = try Self.maker().make(master: Self.master("glyph.png"), resFolder: res)
        let old = Self.contents(res)
        let xhdpi = res + "/drawable-xhdpi/ic_stat_notification.png"
        let maker = try Self.maker(force: true) {
            // The user replaces the xhdpi file meanwhile: it is no longer alertpack's to replace.
            try? FileManager.default.removeItem(atPath: xhdpi)
            _ = FileManager.default.createFile(atPath: xhdpi, contents: FileManager.default.contents(atPath: Self.master("glyph.png")))
        }
        #expect(throws: AlertPackError.work(.notMadeByAlertpack([xhdpi]))) {
            try maker.make(master: Self.master("coloured.png"), resFolder: res)
        }
        var expected = old
        expected["xhdpi"] = FileManager.default.contents(atPath: Self.master("glyph.png"))
        #expect(Self.contents(res) == expected, "mdpi and hdpi are the old bytes again")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["res"])
    }

    @Test("the target must be a resource folder: a new or empty one named res, or one holding resource folders, or src/SET/res")
    func resourceFolderOnly() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let glyph = Self.master("glyph.png")
        #expect(throws: AlertPackError.work(.resFolderUnnamed(root + "/icons"))) { try Self.maker().make(master: glyph, resFolder: root + "/icons") }
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        #expect(throws: AlertPackError.work(.resFolderUnnamed(root + "/empty"))) { try Self.maker().make(master: glyph, resFolder: root + "/empty") }
        try Self.place("glyph.png", at: root + "/project/logo.png")
        #expect(throws: AlertPackError.work(.resFolderUnrecognised(root + "/project"))) {
            try Self.maker().make(master: glyph, resFolder: root + "/project")
        }
        try Self.place("glyph.png", at: root + "/other/res/logo.png")
        #expect(throws: AlertPackError.work(.resFolderUnrecognised(root + "/other/res"))) {
            try Self.maker().make(master: glyph, resFolder: root + "/other/res")
        }
        #expect(throws: AlertPackError.work(.outputNotFolder(root + "/project/logo.png"))) {
            try Self.maker().make(master: glyph, resFolder: root + "/project/logo.png")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/project") == ["logo.png"])
        // Taken: a source set's res with other files, a custom resource folder holding values/.
        try Self.place("glyph.png", at: root + "/app/src/main/res/README.png")
        _ = try Self.maker().make(master: glyph, resFolder: root + "/app/src/main/res")
        try FileManager.default.createDirectory(atPath: root + "/res-notification/values", withIntermediateDirectories: true)
        _ = try Self.maker().make(master: glyph, resFolder: root + "/res-notification")
        #expect(Self.contents(root + "/res-notification").count == Self.densities.count)
    }

    /// A copy of one of the generated modules in a fresh folder.
    static func module(_ name: String, in root: String) throws -> String {
        let folder = root + "/" + name
        try FileManager.default.copyItem(atPath: master(name), toPath: folder)
        return folder
    }

    @Test("a module that shrinks resources gets res/raw/keep.xml keeping the icon, which alertpack's reader then sees; a second run adds nothing")
    func keepFileWritten() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let module = try Self.module("module-shrinking", in: root)
        let result = try Self.maker().make(master: Self.master("glyph.png"), resFolder: module + "/src/main/res")
        let keep = module + "/src/main/res/raw/keep.xml"
        #expect(result.notes.contains { $0.contains("tools:keep") && $0.contains(keep) }, "\(result.notes)")
        let facts = AndroidProjectReader.read(root: module, module: "")
        #expect(AndroidProjectSubject(facts: facts).isKept(type: "drawable", name: "ic_stat_notification") != nil)
        let written = FileManager.default.contents(atPath: keep)
        let again = try Self.maker().make(master: Self.master("glyph.png"), resFolder: module + "/src/main/res")
        #expect(again.notes.isEmpty && FileManager.default.contents(atPath: keep) == written)
    }

    @Test("an existing keep.xml is extended: every other byte kept, @drawable/NAME appended to its tools:keep")
    func keepFileExtended() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let module = try Self.module("module-kept", in: root)
        let keep = module + "/src/main/res/raw/keep.xml"
        let before = try String(contentsOfFile: keep, encoding: .utf8)
        _ = try Self.maker().make(master: Self.master("glyph.png"), resFolder: module + "/src/main/res")
        let after = try String(contentsOfFile: keep, encoding: .utf8)
        #expect(after == before.replacingOccurrences(of: "\"@raw/beep\"", with: "\"@raw/beep,@drawable/ic_stat_notification\""))
        #expect(after != before)
    }

    @Test(
        "no keep entry when the module does not shrink, when code references the icon by id, or outside a module; a keep file with a DOCTYPE is left as it is"
    )
    func keepFileNotNeeded() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        for name in ["module-plain", "module-referenced"] {
            let module = try Self.module(name, in: root)
            let result = try Self.maker().make(master: Self.master("glyph.png"), resFolder: module + "/src/main/res")
            #expect(result.notes.isEmpty, "\(name): \(result.notes)")
            #expect(!FileManager.default.fileExists(atPath: module + "/src/main/res/raw"), "\(name)")
        }
        let module = try Self.module("module-shrinking", in: root)
        try Self.place("keep-doctype.xml", at: module + "/src/main/res/raw/keep.xml")
        let result = try Self.maker().make(master: Self.master("glyph.png"), resFolder: module + "/src/main/res")
        #expect(result.notes.contains { $0.contains("could not edit") }, "\(result.notes)")
        #expect(
            FileManager.default.contents(atPath: module + "/src/main/res/raw/keep.xml")
                == FileManager.default.contents(atPath: Self.master("keep-doctype.xml")))
    }

    @Test("a keep.xml that is a link, or has other hard links, is never replaced: the note says where to add the entry")
    func keepFileLinkKept() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let module = try Self.module("module-shrinking", in: root)
        let keep = module + "/src/main/res/raw/keep.xml"
        let outside = root + "/outside-keep.xml"
        try Self.place("keep-doctype.xml", at: outside)
        try FileManager.default.createDirectory(atPath: module + "/src/main/res/raw", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: keep, withDestinationPath: outside)
        let before = FileManager.default.contents(atPath: outside)
        let result = try Self.maker().make(master: Self.master("glyph.png"), resFolder: module + "/src/main/res")
        #expect(result.notes.contains { $0.contains("could not edit") }, "\(result.notes)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: keep)) == outside, "the link is kept")
        #expect(FileManager.default.contents(atPath: outside) == before)
    }
}
