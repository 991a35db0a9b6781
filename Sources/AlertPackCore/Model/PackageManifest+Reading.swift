import Foundation

/// Reading a manifest back into the type that wrote it. What `verify` and `lint-payload` hold a
/// package to is read in full (paths, roles, hashes, sizes, slots, findings, conversions,
/// targets, rejected sources); an asset's facts are not: they are a kilobyte of JSON per file
/// that verify measures again from the file itself, and a manifest of 50,000 files would hold
/// them all at once.
extension PackageManifest: Decodable {
    enum CodingKeys: String, CodingKey { case tool, preset, createdAt, assets, rejected, targets, configuration }
    struct Tool: Decodable {
        var name: String
        var version: String
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let tool = try container.decodeIfPresent(Tool.self, forKey: .tool)
        self.init(
            tool: tool.map { ($0.name, $0.version) } ?? (ToolInfo.name, "unknown"),
            preset: try container.decode(PresetRecord.self, forKey: .preset),
            createdAt: try container.decodeIfPresent(String.self, forKey: .createdAt),
            assets: try container.decode([Asset].self, forKey: .assets),
            rejected: try container.decodeIfPresent([Rejected].self, forKey: .rejected) ?? [],
            targets: try container.decodeIfPresent([PackageTargetRecord].self, forKey: .targets) ?? [],
            configuration: try container.decodeIfPresent(Configuration.self, forKey: .configuration))
    }
}

extension PackageManifest.Asset: Decodable {
    enum CodingKeys: String, CodingKey {
        case path, source, role, slot, sha256, size, findings, conversion, target, presetIndex, suppressed, platforms
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Read as a number first: a size no integer holds (1e30) must be named as such, not
        // make the whole document "not valid JSON".
        let number = try container.decode(Double.self, forKey: .size)
        guard let bytes = Int64(exactly: number), bytes >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .size, in: container, debugDescription: "\(JSONValue.format(number, decimals: 3)) is not a size in bytes")
        }
        self.init(
            source: try container.decodeIfPresent(String.self, forKey: .source),
            path: try container.decode(String.self, forKey: .path),
            role: try container.decode(PackageRole.self, forKey: .role),
            slots: [], sha256: try container.decode(String.self, forKey: .sha256), size: bytes, facts: nil,
            findings: try container.decodeIfPresent([Finding].self, forKey: .findings) ?? [],
            conversion: try container.decodeIfPresent(PackageManifest.Conversion.self, forKey: .conversion),
            target: try container.decodeIfPresent(String.self, forKey: .target))
        readSlot = try container.decodeIfPresent(String.self, forKey: .slot)
        presetIndex = try container.decodeIfPresent(Int.self, forKey: .presetIndex)
        suppressed = try container.decodeIfPresent([PackageManifest.Suppression].self, forKey: .suppressed) ?? []
        if let names = try container.decodeIfPresent([String].self, forKey: .platforms) {
            platforms = try Self.platforms(names, in: container)
        }
    }

    /// The platforms a manifest lists for a file: each one this alertpack knows (a package made
    /// for a platform it does not know cannot be judged as it was made), at least one, sorted.
    private static func platforms(_ names: [String], in container: KeyedDecodingContainer<CodingKeys>) throws -> [AssetPlatform] {
        var platforms: Set<AssetPlatform> = []
        for name in names {
            guard let platform = AssetPlatform(rawValue: name) else {
                let known = AssetPlatform.allCases.map(\.rawValue).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    forKey: .platforms, in: container,
                    debugDescription: "'\(name)' is not a platform this alertpack knows (\(known)): a newer alertpack made this package")
            }
            platforms.insert(platform)
        }
        guard !platforms.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .platforms, in: container, debugDescription: "lists no platform")
        }
        return platforms.sorted()
    }
}

extension PackageManifest.Rejected: Decodable {
    enum CodingKeys: String, CodingKey { case source, kind, findings, reason }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            source: try container.decode(String.self, forKey: .source),
            kind: try container.decode(AssetKind.self, forKey: .kind),
            findings: try container.decodeIfPresent([Finding].self, forKey: .findings) ?? [],
            reason: try container.decodeIfPresent(String.self, forKey: .reason))
    }
}

/// A finding as reports and manifests write it (`FactsJSON.finding`); the fix comes back as its
/// text.
extension Finding: Decodable {
    enum CodingKeys: String, CodingKey { case rule, severity, message, fix, subject }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            rule: try container.decode(String.self, forKey: .rule),
            severity: try container.decode(Severity.self, forKey: .severity),
            message: try container.decode(String.self, forKey: .message),
            fix: try container.decodeIfPresent(String.self, forKey: .fix).map { Fix($0) },
            subject: try container.decodeIfPresent(String.self, forKey: .subject))
    }
}
