/// Facts and findings as the JSON contract writes them: one shape for `check --format json`,
/// the conversion report and the package manifest, so the three never drift apart.
enum FactsJSON {
    /// A Tuist manifest's parts that were not read, written only when there are some.
    static func notRead(_ notRead: [String]) -> [(String, JSONValue)] {
        notRead.isEmpty ? [] : [("notRead", .array(notRead.map(JSONValue.string)))]
    }

    /// A file's facts; an image's with the slots it fills (`FileReport.slots`).
    static func facts(_ facts: AssetFacts, slots: [ImageSlot]) -> JSONValue {
        switch facts {
        case .sound(let sound): return self.facts(sound)
        case .image(let image): return self.facts(image, slots: slots)
        case .catalog(let catalog):
            return .object([
                ("entries", .int(Int64(catalog.entries))), ("assigned", .int(Int64(catalog.assigned))),
                ("files", .int(Int64(catalog.files))),
            ])
        case .iconBundle(let bundle):
            return .object([
                ("groups", .int(Int64(bundle.groups))), ("layers", .int(Int64(bundle.layers))),
                ("imageFormats", .object(bundle.imageFormats.keys.sorted().map { ($0, .int(Int64(bundle.imageFormats[$0]!))) })),
                ("appearances", .array(bundle.appearances.map(JSONValue.string))), ("idioms", .array(bundle.idioms.map(JSONValue.string))),
                ("platforms", .array(bundle.platforms.map(JSONValue.string))),
                ("newerFeatures", .array(bundle.newerFeatures.map(JSONValue.string))),
                ("unknownKeys", .array(bundle.unknownKeys.map(JSONValue.string))),
            ])
        case .project(let project):
            let members: [(String, JSONValue)] = [
                (
                    "targets",
                    .array(
                        project.targets.map { entry in
                            .object([
                                ("target", .string(entry.target)), ("configuration", .string(entry.configuration)),
                                ("appIcon", string(entry.primary)), ("alternates", .array(entry.alternates.map(JSONValue.string))),
                                ("includesAllIconSets", .bool(entry.includesAll)),
                                ("unresolved", .array(entry.unresolved.map(JSONValue.string))),
                            ])
                        })
                ),
                ("icons", .array(project.icons.map { .object([("name", .string($0.name)), ("source", string($0.source))]) })),
            ]
            return .object(members + notRead(project.notRead))
        case .appConfig(let config):
            return appConfig(config)
        case .androidProject(let project):
            return androidProject(project)
        case .webApp(let web):
            return webApp(web)
        case .attachment(let attachment):
            return .object([
                ("format", string(attachment.format?.rawValue)), ("kind", string(attachment.format?.category.rawValue)),
                ("content", string(attachment.content)), ("bytes", .int(attachment.bytes)), ("width", int(attachment.width)),
                ("height", int(attachment.height)), ("frames", int(attachment.frames)),
                ("seconds", attachment.seconds.map { JSONValue.number($0, decimals: 3) } ?? .null),
            ])
        case .builtApp(let app):
            return builtApp(app)
        case .payload(let push):
            return .object([
                ("pushType", .string(push.type.rawValue)), ("pushTypeSource", .string(push.source.rawValue)),
                ("headersFile", string(push.headersFile)), ("topic", string(push.topic)), ("priority", int(push.priority)),
                ("expiration", int(push.expiration)), ("collapseID", string(push.collapseID)),
            ])
        case .none:
            return .object([])
        }
    }

    static func int<I: BinaryInteger>(_ value: I?) -> JSONValue { value.map { .int(Int64($0)) } ?? .null }
    static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    static func bool(_ value: Bool?) -> JSONValue { value.map(JSONValue.bool) ?? .null }

    static func facts(_ facts: ImageFacts, slots: [ImageSlot]) -> JSONValue {
        .object([
            ("format", string(facts.format)),
            ("width", int(facts.width)),
            ("height", int(facts.height)),
            ("bitDepth", int(facts.bitDepth)),
            ("colorType", string(facts.colorType)),
            ("alphaChannel", bool(facts.alphaChannel)),
            ("tRNS", bool(facts.tRNS)),
            ("transparentPixels", int(facts.transparentPixels)),
            ("colorPixels", int(facts.colorPixels)),
            ("interlaced", bool(facts.interlaced)),
            ("animated", bool(facts.animated)),
            ("cgbi", bool(facts.cgbi)),
            ("colorSpace", string(facts.colorSpace)),
            ("slot", string(slots.label)),
        ])
    }

    static func facts(_ facts: SoundFacts) -> JSONValue {
        .object([
            ("container", string(facts.container)),
            ("codec", string(facts.codec)),
            ("floatingPoint", bool(facts.floatingPoint)),
            ("sampleRate", JSONValue.finite(facts.sampleRate, decimals: 3)),
            ("channels", int(facts.channels)),
            ("bitsPerChannel", int(facts.bitsPerChannel)),
            ("frames", int(facts.frames)),
            ("duration", JSONValue.finite(facts.duration, decimals: 6)),
            ("peakDBFS", JSONValue.finite(facts.peakDBFS, decimals: 2)),
            ("loudnessLUFS", JSONValue.finite(facts.loudnessLUFS, decimals: 2)),
            ("leadingSilence", JSONValue.finite(facts.leadingSilence, decimals: 3)),
            ("trailingSilence", JSONValue.finite(facts.trailingSilence, decimals: 3)),
            ("clippedRuns", int(facts.clippedRuns)),
            ("clippedSamples", int(facts.clippedSamples)),
        ])
    }

    static func finding(_ finding: Finding) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(finding.rule)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
        ]
        members.append(("fix", string(finding.fix?.text)))
        if let subject = finding.subject { members.append(("subject", .string(subject))) }
        return .object(members)
    }
}
