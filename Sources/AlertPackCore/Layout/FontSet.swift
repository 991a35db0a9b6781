import CTextShim
import Foundation

/// The fonts text is measured and drawn in: the preset's families (San Francisco where it is
/// installed, else a stand-in with its metrics), or `--font FILE`; for a character none of them
/// has, the preset's fallbacks, then any installed font fontconfig finds covering it. Faces open
/// once per file and weight, and are shared by every thread.
public final class FontSet: @unchecked Sendable {
    private let primaryFamily: String?
    private let primaryFile: String?
    private let fallbackFamilies: [String]
    // Guards the caches below; faces themselves are immutable.
    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]
    private var chains: [Int: [FontFace]] = [:]
    private var covering: [String: FontFace?] = [:]
    /// The primary face at regular weight: what outputs name as "measured with".
    public let primary: FontFace

    /// Opens the first installed family of `families` (or `file`); throws when none can be loaded,
    /// which sends the text rules back to counting columns.
    public init(families: [String], fallbacks: [String], file: String? = nil) throws(AlertPackError) {
        fallbackFamilies = fallbacks
        if let file {
            primaryFile = file
            primaryFamily = nil
            primary = try FontFace(path: file)
        } else {
            var found: (String, FontFace)?
            for family in families {
                if let location = Self.locate(family: family, weight: 400), let face = try? FontFace(path: location.path, index: location.index) {
                    found = (family, face)
                    break
                }
            }
            guard let found else {
                throw AlertPackError.work(.noFontInstalled(families))
            }
            primaryFamily = found.0
            primaryFile = nil
            primary = found.1
        }
    }

    /// What measured the text, for every output: "Inter, a stand-in for San Francisco".
    public var description: String {
        let family = primary.family
        return family.hasPrefix("SF ") || family.hasPrefix(".SF") ? family : "\(family), a stand-in for San Francisco"
    }

    static func locate(family: String, weight: Int) -> (path: String, index: Int)? {
        var path = [CChar](repeating: 0, count: 4096)
        var index: Int32 = 0
        guard apk_font_find(family, Int32(weight), &path, path.count, &index) == 1 else { return nil }
        return (CBuffer.string(path), Int(index))
    }

    private func face(path: String, index: Int, weight: Int) -> FontFace? {
        let key = "\(path)#\(index)@\(weight)"
        if let face = faces[key] { return face }
        guard let face = try? FontFace(path: path, index: index, weight: weight) else { return nil }
        faces[key] = face
        return face
    }

    /// The primary face then the fallbacks, at a weight (each the nearest the family has).
    func chain(weight: Int) -> [FontFace] {
        lock.lock()
        defer { lock.unlock() }
        if let chain = chains[weight] { return chain }
        var chain: [FontFace] = []
        if let primaryFile {
            if let face = face(path: primaryFile, index: 0, weight: weight) { chain.append(face) }
        } else if let primaryFamily, let location = Self.locate(family: primaryFamily, weight: weight),
            let face = face(path: location.path, index: location.index, weight: weight)
        {
            chain.append(face)
        }
        if chain.isEmpty { chain.append(primary) }
        for family in fallbackFamilies {
            if let location = Self.locate(family: family, weight: weight), let face = face(path: location.path, index: location.index, weight: weight)
            {
                chain.append(face)
            }
        }
        chains[weight] = chain
        return chain
    }

    /// Any installed face that covers `scalar` (fontconfig's choice), or nil.
    func covering(_ scalar: Unicode.Scalar, weight: Int, language: String?) -> FontFace? {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(scalar.value)@\(weight)/\(language ?? "")"
        if let known = covering[key] { return known }
        var path = [CChar](repeating: 0, count: 4096)
        var index: Int32 = 0
        var found: FontFace?
        if apk_font_find_covering(scalar.value, language, Int32(weight), &path, path.count, &index) == 1 {
            let file = CBuffer.string(path)
            found = face(path: file, index: Int(index), weight: weight).flatMap { $0.covers(scalar) ? $0 : nil }
        }
        covering[key] = found
        return found
    }
}
