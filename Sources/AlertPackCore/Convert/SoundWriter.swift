/// Receives 16-bit interleaved frames and writes a finished file.
protocol SoundWriter: AnyObject {
    func write(_ samples: UnsafeBufferPointer<Int16>, frames: Int) throws(FormatError)
    /// Completes the file and renames it into place.
    func finish() throws(FormatError)
}
