import Foundation

/// Writes renderings into `--out DIR`: every PNG and an index (`preview.json`) into a staging
/// folder beside it, then swapped in whole. A folder that is there and holds anything but an
/// earlier preview is never replaced.
public enum PreviewFolder {
    public static let indexName = "preview.json"

    /// Writes the batch; returns the files written, in order.
    @discardableResult
    public static func write(_ batch: PreviewBatch, to output: String) throws(AlertPackError) -> [String] {
        try refuseForeign(output)
        let staging = try StagingFolder(beside: output)
        defer { staging.discard() }
        let stage = staging.path
        var names: [String] = []
        var seen = Set<String>()
        for rendering in batch.renderings {
            var name = rendering.fileName
            // Two payload files with one stem in different folders: number the later one.
            var counter = 2
            while seen.contains(name) {
                name = rendering.fileName.replacingOccurrences(of: ".\(rendering.appearance).png", with: "~\(counter).\(rendering.appearance).png")
                counter += 1
            }
            seen.insert(name)
            names.append(name)
            try AtomicFile.write(Data(rendering.png), to: stage + "/" + name)
        }
        try AtomicFile.write(index(batch, names: names), to: stage + "/" + indexName)
        try FolderSwap.swap(stage, into: output)
        return names.map { output + "/" + $0 }
    }

    /// The index: the font, and each image with what it shows and where its text is cut (the
    /// same document `preview --format json` prints, with file names relative to the folder).
    static func index(_ batch: PreviewBatch, names: [String]) -> String {
        var report = PreviewReport(renderings: batch.renderings, font: batch.font, files: names, folder: "", problems: [], platform: batch.platform)
        report.activities = batch.activities
        return report.json()
    }

    /// An existing output must be a folder this command made (it holds the index) or empty.
    static func refuseForeign(_ output: String) throws(AlertPackError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw AlertPackError.work(.outputIsFile(output)) }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []).sorted()
        var made: Set<String> = []
        if let data = RandomAccessFile.data(path: output + "/" + indexName, maxBytes: 1 << 26), let index = try? JSONNode.parse(data) {
            made = Set((index["images"]?.array ?? []).compactMap { $0["file"]?.string } + [indexName])
        }
        if let foreign = entries.first(where: { !made.contains($0) }) {
            throw AlertPackError.work(.outputHoldsForeign(output, foreign: foreign))
        }
    }
}
