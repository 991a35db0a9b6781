import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `AlertPackError`: each case writes its message once, and the errors real calls throw are the
/// cases they should be.
struct AlertPackErrorTests {
    @Test("a failed write says 'no room' for a full disk, a quota and the size limit; other numbers in the system's words")
    func writeFailures() {
        for code in [ENOSPC, EDQUOT] {
            #expect(AlertPackError.writeFailed("a.caf", code: code).message == "no room to write a.caf: the disk (or the user's quota) is full")
        }
        #expect(AlertPackError.writeFailed("a.caf", code: EFBIG).message.hasPrefix("no room to write a.caf: it would pass the file size limit"))
        #expect(AlertPackError.writeFailed("a.caf", code: EACCES).message == "cannot write a.caf: " + String(cString: strerror(EACCES)))
        #expect(AlertPackError.system("open x", code: ENOENT).message == "cannot open x: " + String(cString: strerror(ENOENT)))
    }

    @Test("an error said of a file keeps its kind: a configuration's problem stays one")
    func inFile() {
        let inner = AlertPackError.config(.rulesNotTable("'rules'"))
        let said = AlertPackError.inFile("alertpack.yml", inner)
        #expect(said.message == "alertpack.yml: 'rules' must be a table of rule ids")
        #expect(said.kind == .configuration)
        #expect(AlertPackError.inFile("a.zip", .packaging(.zipEntry("x", "is a symbolic link"))).kind == .file)
        #expect(AlertPackError.work(.outputOverwritesInput).kind == .file)
        #expect(AlertPackError.bundle(.profileDetached).kind == .file)
        #expect(AlertPackError.media(.noEBMLHeader).kind == .file)
    }

    @Test("real calls throw the case that says what happened: a missing file, /dev/full, a folder that is not there")
    func realCalls() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        #expect(throws: AlertPackError.system("open the file", code: ENOENT)) { try RandomAccessFile(path: folder + "/absent.caf") }
        #expect(throws: AlertPackError.work(.noOutputFolder("\(folder)/none"))) {
            try OutputFile(target: folder + "/none/out.caf")
        }
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = open("/dev/full", O_WRONLY)
            defer { close(full) }
            #expect(OutputFile.writeAll([1, 2, 3], to: full) == ENOSPC)
        }
    }
}
