import AlertPackCore

/// The `vector-drawable` target (issue 46): any bytes as an Android drawable XML, read as a small
/// notification icon's vector. Besides not crashing or hanging (path data is bounded): a second
/// reading is the same, ink bounds are finite and ordered, and a file that is read is judged by
/// `android.small-icon-vector` without trouble.
enum VectorDrawableFuzzTarget {
    static func run(_ path: String) {
        guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 20, what: "vector drawable") else { return }
        let first = try? VectorDrawable.read(bytes)
        precondition((try? VectorDrawable.read(bytes)) == first, "a second reading differs")
        guard let drawable = first else { return }
        if let ink = drawable.inkBounds {
            precondition([ink.minX, ink.minY, ink.maxX, ink.maxY].allSatisfy(\.isFinite), "ink bounds not finite: \(ink)")
            precondition(ink.minX <= ink.maxX && ink.minY <= ink.maxY, "ink bounds out of order: \(ink)")
        }
        precondition(!drawable.parses || drawable.isVector, "only a <vector> parses")
        var facts = AndroidSmallIconFacts(path: "res/drawable/ic_stat_fuzz.xml", format: "xml", folder: "drawable", density: nil)
        facts.vector = drawable
        _ = AndroidSmallIconVectorRule.problem(facts, accepted: ["vector"])
    }
}
