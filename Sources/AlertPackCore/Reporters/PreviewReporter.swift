/// What `alertpack preview` prints: per payload and language, the surfaces where text is cut
/// (or that it fits everywhere), the keys a language lacks, and where the images went. Everything
/// that comes from a file (paths, languages, keys, the words at a cut) is shown with invisible and
/// control characters escaped, as the text report shows findings.
public enum PreviewReporter {
    public static func text(_ renderings: [NotificationRendering], font: String, folder: String, problems: [String], style: TerminalStyle) -> String {
        PreviewReport(renderings: renderings, font: font, files: [], folder: folder, problems: problems).text(style: style)
    }

    public static func json(_ renderings: [NotificationRendering], font: String, files: [String], problems: [String]) -> String {
        PreviewReport(renderings: renderings, font: font, files: files, folder: "", problems: problems).json()
    }
}

/// The result of `alertpack preview`: the renderings, the files they were written to in the
/// folder, and what could not be drawn.
public struct PreviewReport: Sendable {
    public var renderings: [NotificationRendering]
    /// The font that measured and drew the text.
    public var font: String
    /// The file of each rendering, in order.
    public var files: [String]
    /// The folder the files are in.
    public var folder: String
    public var problems: [String]
    /// "android" when the pictures are Android's; nil (left out of the JSON) for iOS.
    public var platform: String?
    /// What was and was not drawn of each Live Activity push; left out of the JSON when none.
    public var activities: [ActivityPreviewNote] = []

    public init(
        renderings: [NotificationRendering], font: String, files: [String], folder: String, problems: [String], platform: String? = nil
    ) {
        self.platform = platform
        self.renderings = renderings
        self.font = font
        self.files = files
        self.folder = folder
        self.problems = problems
    }
}

extension PreviewReport: CommandReport {
    /// preview.json as released: no schema version, and a blank line at its end.
    public static var envelope: JSONEnvelope { JSONEnvelope(schemaVersion: nil) }

    /// `preview --format json` and preview.json: the font, each image, and the problems (only
    /// when there are some).
    public struct Body: Encodable {
        var platform: String?
        var font: String
        var images: [JSONValue]
        var liveActivities: [JSONValue]
        var problems: [String]

        enum CodingKeys: String, CodingKey { case platform, font, images, liveActivities, problems }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if let platform { try container.encode(platform, forKey: .platform) }
            try container.encode(font, forKey: .font)
            try container.encode(images, forKey: .images)
            if !liveActivities.isEmpty { try container.encode(liveActivities, forKey: .liveActivities) }
            if !problems.isEmpty { try container.encode(problems, forKey: .problems) }
        }
    }

    public var body: Body {
        let images: [JSONValue] = zip(renderings, files).map { rendering, file in
            var members: [(String, JSONValue)] = [
                ("file", .string(file)), ("payload", .string(rendering.payload)), ("language", .string(rendering.language)),
                ("surface", .string(rendering.surface)), ("appearance", .string(rendering.appearance)),
                ("cuts", .array(rendering.cuts.map(JSONValue.string))),
            ]
            if let item = rendering.item { members.insert(("item", .int(Int64(item))), at: 2) }
            if !rendering.missing.isEmpty { members.append(("missing", .array(rendering.missing.map(JSONValue.string)))) }
            return .object(members)
        }
        return Body(platform: platform, font: font, images: images, liveActivities: activities.map(\.json), problems: problems)
    }

    public func json() -> String { jsonDocument().serialized() + "\n" }

    public func text(style: TerminalStyle) -> String {
        var out = ""
        var last: (String, Int?, String)?
        // Cuts are the same in both appearances: one line per surface, from the first.
        for rendering in renderings where rendering.appearance == renderings.first?.appearance {
            let key = (rendering.payload, rendering.item, rendering.language)
            if last.map({ $0.0 != key.0 || $0.1 != key.1 || $0.2 != key.2 }) ?? true {
                let item = rendering.item.map { " #\($0)" } ?? ""
                out += "\(VisibleText.of(rendering.payload))\(item) (\(VisibleText.of(rendering.language)))\n"
                for key in rendering.missing { out += "  " + style.yellow("missing: \(VisibleText.of(key))") + " (the system shows the key)\n" }
                last = key
            }
            let verdict =
                rendering.cuts.isEmpty ? style.green("fits") : style.yellow("cut: ") + VisibleText.of(rendering.cuts.joined(separator: "; "))
            out += "  \(rendering.surfaceName.prefix(1).uppercased() + rendering.surfaceName.dropFirst()): \(verdict)\n"
        }
        for note in activities {
            out += "\(VisibleText.of(note.payload)) (\(VisibleText.of(note.push.summaryLine)))\n"
            for sentence in note.sentences { out += "  " + VisibleText.of(sentence) + "\n" }
        }
        for problem in problems { out += style.red("error: ") + VisibleText.of(problem) + "\n" }
        out += "\n\(renderings.count) image\(renderings.count == 1 ? "" : "s") in \(VisibleText.of(folder)); text measured in \(font)\n"
        return out
    }
}
