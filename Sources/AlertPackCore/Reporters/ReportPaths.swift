import Foundation

/// Paths as CI systems want them: relative to a base folder, with `/` separators.
enum ReportPaths {
    /// `path` relative to `base` (both made absolute), using `..` when it lies outside.
    static func relative(_ path: String, to base: String) -> String {
        let absolute = { (p: String) in
            URL(fileURLWithPath: p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p).standardizedFileURL.pathComponents
        }
        let target = absolute(path)
        let origin = absolute(base)
        var common = 0
        while common < min(target.count, origin.count) && target[common] == origin[common] { common += 1 }
        let ups = Array(repeating: "..", count: origin.count - common)
        let rest = Array(target[common...])
        return (ups + rest).joined(separator: "/")
    }
}

/// XML text and attribute escaping.
enum XML {
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            // Characters XML 1.0 cannot hold at all are dropped.
            case _ where scalar.value < 0x20: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
