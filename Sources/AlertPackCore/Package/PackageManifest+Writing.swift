import Crypto
import Foundation

extension PackageManifest {
    /// Writes manifest.json to `path` with its assets streamed one at a time (byte for byte what
    /// `json().serialized()` gives, without the whole document in memory); its SHA-256 and size.
    func write(to path: String) throws(AlertPackError) -> (sha256: String, size: Int64) {
        let stream = JSONArrayStream(document: json(assets: .array([.string(JSONArrayStream.marker)])))
        let output = try OutputFile(target: path, sweepsStale: false)
        var hasher = SHA256()
        var size: Int64 = 0
        var pending: [UInt8] = []
        func emit(_ text: String, flush: Bool = false) throws(AlertPackError) {
            pending += Array(text.utf8)
            guard flush || pending.count >= 1 << 16 else { return }
            hasher.update(data: pending)
            try output.write(pending)
            size += Int64(pending.count)
            pending.removeAll(keepingCapacity: true)
        }
        try emit(stream.head)
        for (position, asset) in assets.enumerated() { try emit(stream.element(Self.json(asset), position: position)) }
        try emit(stream.close(count: assets.count), flush: true)
        try output.commit()
        return (hasher.finalize().map { String($0, radix: 16).leftPadded(to: 2) }.joined(), size)
    }
}
