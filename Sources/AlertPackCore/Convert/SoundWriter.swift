/// Receives 16-bit interleaved frames and writes a finished file.
protocol SoundWriter: AnyObject {
    func write(_ samples: UnsafeBufferPointer<Int16>, frames: Int) throws(AlertPackError)
    /// Completes the file and renames it into place.
    func finish() throws(AlertPackError)
}
