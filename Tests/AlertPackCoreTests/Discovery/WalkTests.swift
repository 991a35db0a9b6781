import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// The walk takes each entry's type from the folder listing (no lstat a file); it must find
/// exactly what lstat would have it find.
struct WalkTests {
    @Test("the listing's types are lstat's: files, folders, links to either, a FIFO and a device by its name")
    func listedTypesAreLstats() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let manager = FileManager.default
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder + "/plain.wav"))
        try manager.createDirectory(atPath: folder + "/inner", withIntermediateDirectories: true)
        try Data([1]).write(to: URL(fileURLWithPath: folder + "/inner/deep.png"))
        try manager.createSymbolicLink(atPath: folder + "/link.wav", withDestinationPath: folder + "/plain.wav")
        try manager.createSymbolicLink(atPath: folder + "/link-to-folder.wav", withDestinationPath: folder + "/inner")
        #expect(mkfifo(folder + "/pipe.caf", 0o600) == 0)
        try manager.createSymbolicLink(atPath: folder + "/device.wav", withDestinationPath: "/dev/null")

        let listing = try #require(SystemName.list(folder))
        for (name, listed) in zip(listing.names, listing.types) where listed != UInt8(DT_UNKNOWN) {
            var info = stat()
            #expect(lstat(folder + "/" + name, &info) == 0)
            #expect(mode_t(listed) << 12 == info.st_mode & S_IFMT, "\(name)")
        }
        let found = FileDiscovery().discover([folder])
        // A link to a folder is not walked into (kept by its name, to be reported as what it
        // is), nor is a FIFO or a link to a device with a sound's name skipped.
        let expected = ["device.wav", "link-to-folder.wav", "link.wav", "pipe.caf", "plain.wav"].map { folder + "/" + $0 }
        #expect(found.sounds == expected, "\(found.sounds)")
        #expect(found.images == [folder + "/inner/deep.png"])
        #expect(found.problems.isEmpty, "\(found.problems)")
    }
}
