/// Reads a file front to back through a bounded buffer: for formats that are walked segment by
/// segment (JPEG, GIF) without knowing sizes up front. Memory stays at the buffer's size
/// whatever the file's length; running past the end is an error that says what was cut off.
struct SequentialReader {
    private let file: RandomAccessFile
    private var buffer: [UInt8] = []
    private var bufferStart: Int64 = 0
    private var index = 0
    static let blockSize = 1 << 16

    init(_ file: RandomAccessFile) { self.file = file }

    /// The offset of the next byte.
    var position: Int64 { bufferStart + Int64(index) }
    var atEnd: Bool { position >= file.size }

    mutating func byte(_ what: @autoclosure () -> String) throws(AlertPackError) -> UInt8 {
        if index >= buffer.count { try refill(what()) }
        let value = buffer[index]
        index += 1
        return value
    }

    mutating func uint16BE(_ what: @autoclosure () -> String) throws(AlertPackError) -> Int {
        Int(try byte(what())) << 8 | Int(try byte(what()))
    }

    mutating func uint16LE(_ what: @autoclosure () -> String) throws(AlertPackError) -> Int {
        Int(try byte(what())) | Int(try byte(what())) << 8
    }

    /// Skips `count` bytes, which must all be in the file.
    mutating func skip(_ count: Int64, _ what: @autoclosure () -> String) throws(AlertPackError) {
        let target = position + count
        guard target <= file.size else { throw AlertPackError.reading(.endsInside(what(), fileEnd: file.size)) }
        if target <= bufferStart + Int64(buffer.count) {
            index = Int(target - bufferStart)
        } else {
            buffer = []
            bufferStart = target
            index = 0
        }
    }

    private mutating func refill(_ what: String) throws(AlertPackError) {
        let start = position
        guard start < file.size else { throw AlertPackError.reading(.endsInside(what, fileEnd: file.size)) }
        var block = [UInt8](repeating: 0, count: Int(min(Int64(Self.blockSize), file.size - start)))
        let count = file.readAvailable(at: start, into: &block)
        guard count > 0 else { throw AlertPackError.reading(.noBytesRead(what, at: start)) }
        block.removeSubrange(count...)
        buffer = block
        bufferStart = start
        index = 0
    }
}
