import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `PathKey` merges spellings of one file and nothing else: an alias (a name that is not UTF-8)
/// is keyed by the bytes it points at, not by the escaped name it is shown under, and `..` past
/// a link is not taken by name.
struct PathKeyTests {
    /// Writes `data` to `folder`/`name`, the name as bytes (not necessarily UTF-8).
    static func write(_ data: Data, name: [UInt8], in folder: String) throws {
        let path = (Array(folder.utf8) + [UInt8(ascii: "/")] + name).map { CChar(bitPattern: $0) } + [0]
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(file >= 0, "cannot create \(SystemName.escaped(name))")
        defer { close(file) }
        FileHandle(fileDescriptor: file, closeOnDealloc: false).write(data)
    }

    @Test("a name that is not UTF-8 and a file named as it is shown (caf\\xE9.wav) are two files; so are two such names shown alike")
    func aliasNotKeyedByShownName() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let sound = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryPath("Samples/sounds/chime.wav")))
        try Self.write(sound, name: Array("caf".utf8) + [0xE9] + Array(".wav".utf8), in: folder)
        try Self.write(sound, name: Array("caf\\xE9.wav".utf8), in: folder)
        // Not UTF-8 either, and both shown `x\xFF\xE9.wav`: one holds a backslash, one the byte E9.
        try Self.write(sound, name: [UInt8(ascii: "x"), 0xFF] + Array("\\xE9.wav".utf8), in: folder)
        try Self.write(sound, name: [UInt8(ascii: "x"), 0xFF, 0xE9] + Array(".wav".utf8), in: folder)
        let aliases = NameAliases()
        let found = FileDiscovery(aliases: aliases).discover([folder])
        #expect(found.sounds.count == 4, "\(found.sounds)")
        #expect(Set(found.sounds.map { PathKey($0, aliases: aliases) }).count == 4)
        // Two spellings of the folder are still one file each.
        #expect(FileDiscovery(aliases: aliases).discover([folder, folder + "/./"]).sounds.count == 4)
        let shown = found.sounds.map { aliases.display($0) }
        #expect(shown.filter { $0 == folder + "/caf\\xE9.wav" }.count == 2, "\(shown)")
    }

    @Test("`..` after a link is not taken by name: link/../a.caf is another file than ./a.caf; after a folder it is")
    func dotDotPastALink() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/other/sub", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: root + "/link", withDestinationPath: "other/sub")
        let sounds = TestSupport.repositoryPath("Samples/sounds")
        try manager.copyItem(atPath: sounds + "/chime.wav", toPath: root + "/a.wav")
        try manager.copyItem(atPath: sounds + "/too-long.caf", toPath: root + "/other/a.wav")
        #expect(PathKey("link/../a.wav", from: root) != PathKey("a.wav", from: root))
        #expect(PathKey("link/x/../../a.wav", from: root) != PathKey("a.wav", from: root))
        #expect(PathKey("real/../a.wav", from: root) == PathKey("a.wav", from: root))
        #expect(PathKey("link/sub2/../../a.wav", from: root) != PathKey("a.wav", from: root), "link/sub2 is missing: kept")
        #expect(PathKey("/../" + root + "/a.wav", from: "/") == PathKey("a.wav", from: root))
        let found = FileDiscovery().discover(["a.wav", "link/../a.wav", "./real/../a.wav"].map { root + "/" + $0 })
        #expect(found.sounds == [root + "/a.wav", root + "/link/../a.wav"])
    }
}
