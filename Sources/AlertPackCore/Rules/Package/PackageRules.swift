/// The integrity rules `verify` applies: a small family, one concern each.

/// `package.manifest`: the manifest is missing or unreadable.
public struct PackageManifestRule: PackageRule {
    public init() {}
    public let description = RuleDescription(
        id: "package.manifest", name: "Readable manifest", defaultSeverity: .error,
        summary: "manifest.json is missing, not JSON, from a newer alertpack, or lacks required fields.",
        rationale: "Without its manifest a package cannot prove what it holds or what was checked.",
        source: "alertpack package format (docs/manifest.schema.json)",
        parameters: [],
        examples: [.fires("Tests/Fixtures/packages/NoManifest", via: .verify), .silent("Tests/Fixtures/packages/Good", via: .verify)])

    public func check(_ file: PackageFileSubject, _ context: RuleContext) -> [Finding] {
        guard let problem = file.manifestProblem else { return [] }
        return [context.finding(problem, fix: "build the package again with `alertpack package`")]
    }
}

/// `package.missing`: a file the manifest lists is not in the package.
public struct PackageMissingRule: PackageRule {
    public init() {}
    public let description = RuleDescription(
        id: "package.missing", name: "Missing packaged file", defaultSeverity: .error,
        summary: "A file the manifest lists is not in the package.",
        rationale: "A package is only complete with every file it recorded; a build would silently lack the asset.",
        source: "alertpack package format",
        parameters: [],
        examples: [.fires("Tests/Fixtures/packages/Tampered", via: .verify), .silent("Tests/Fixtures/packages/Good", via: .verify)])

    public func check(_ file: PackageFileSubject, _ context: RuleContext) -> [Finding] {
        guard file.expected != nil, file.actual == nil, file.pathProblem == nil else { return [] }
        return [context.finding("is listed in manifest.json but not in the package", fix: "build the package again; do not edit it by hand")]
    }
}

/// `package.changed`: a file's bytes differ from what the manifest records.
public struct PackageChangedRule: PackageRule {
    public init() {}
    public let description = RuleDescription(
        id: "package.changed", name: "Changed packaged file", defaultSeverity: .error,
        summary: "A file's SHA-256 or size differs from the manifest.",
        rationale: "Any change after packaging, accidental or not, means the file is no longer the one that was checked.",
        source: "alertpack package format",
        parameters: [],
        examples: [.fires("Tests/Fixtures/packages/Tampered", via: .verify), .silent("Tests/Fixtures/packages/Good", via: .verify)])

    public func check(_ file: PackageFileSubject, _ context: RuleContext) -> [Finding] {
        guard let expected = file.expected, let actual = file.actual else { return [] }
        if actual.size != expected.size {
            return [
                context.finding("is \(actual.size) bytes; manifest.json records \(expected.size)", fix: "build the package again from the sources")
            ]
        }
        if actual.sha256 != expected.sha256 {
            return [
                context.finding(
                    "has SHA-256 \(actual.sha256.prefix(16))…; manifest.json records \(expected.sha256.prefix(16))…",
                    fix: "build the package again from the sources")
            ]
        }
        return []
    }
}

/// `package.extra`: a file in the package that the manifest does not list.
public struct PackageExtraRule: PackageRule {
    public init() {}
    public let description = RuleDescription(
        id: "package.extra", name: "Unlisted file", defaultSeverity: .error,
        summary: "A file in the package that the manifest does not list.",
        rationale: "Whatever is in the package goes into the build; a stray file was never checked.",
        source: "alertpack package format",
        parameters: [],
        examples: [.fires("Tests/Fixtures/packages/Tampered", via: .verify), .silent("Tests/Fixtures/packages/Good", via: .verify)])

    public func check(_ file: PackageFileSubject, _ context: RuleContext) -> [Finding] {
        guard file.expected == nil, file.manifestProblem == nil, file.path != PackageManifest.fileName else { return [] }
        return [context.finding("is in the package but not in manifest.json", fix: "remove it, or add its source and build the package again")]
    }
}

/// `package.unsafe-path`: a manifest path or a link that leads outside the package.
public struct PackageUnsafePathRule: PackageRule {
    public init() {}
    public let description = RuleDescription(
        id: "package.unsafe-path", name: "Unsafe path", defaultSeverity: .error,
        summary: "A manifest path that is absolute or climbs out with `..`, or a symbolic link in the package.",
        rationale: "A package is dropped into a build as it is; a path outside it could read or overwrite anything.",
        source: "alertpack package format",
        parameters: [],
        examples: [.fires("Tests/Fixtures/packages/Tampered", via: .verify), .silent("Tests/Fixtures/packages/Good", via: .verify)])

    public func check(_ file: PackageFileSubject, _ context: RuleContext) -> [Finding] {
        guard let problem = file.pathProblem else { return [] }
        return [context.finding("the path \(problem)", fix: "build the package again; paths in a package are plain and relative")]
    }
}

/// `package.catalog`: a generated Contents.json that disagrees with the manifest.
public struct PackageCatalogRule: PackageRule {
    public init() {}
    public let description = RuleDescription(
        id: "package.catalog", name: "Catalog matches manifest", defaultSeverity: .error,
        summary: "An asset catalog Contents.json names files the manifest does not hold, or leaves out ones it does.",
        rationale: "Xcode builds from Contents.json: an entry for a missing file leaves a slot empty; a packaged icon no entry names is never used.",
        source: "alertpack package format; ICON-12",
        parameters: [],
        examples: [.fires("Tests/Fixtures/packages/Tampered", via: .verify), .silent("Tests/Fixtures/packages/Good", via: .verify)])

    public func check(_ file: PackageFileSubject, _ context: RuleContext) -> [Finding] {
        file.catalogProblems.map { context.finding($0, fix: "build the package again; do not edit its asset catalog by hand") }
    }
}

/// `package.preset`: the preset used now is not the one the package was checked with.
public struct PackagePresetRule: PackageRule {
    public init() {}
    public let description = RuleDescription(
        id: "package.preset", name: "Same preset", defaultSeverity: .warning,
        summary: "The preset the package records differs from the one verify uses (another name, or changed values).",
        rationale: "The files are re-checked with today's preset; if it changed, a pass then may not mean a pass now, and the reverse.",
        source: "alertpack package format",
        parameters: [],
        examples: [.fires("Tests/Fixtures/packages/Tampered", via: .verify), .silent("Tests/Fixtures/packages/Good", via: .verify)])

    public func check(_ file: PackageFileSubject, _ context: RuleContext) -> [Finding] {
        guard let problem = file.presetProblem else { return [] }
        return [context.finding(problem, fix: "verify with the preset the package was built with (--preset), or build it again")]
    }
}

/// `package.too-large`: a zip past what `verify` unpacks.
public struct PackageTooLargeRule: PackageRule {
    public init() {}
    public let description = RuleDescription(
        id: "package.too-large", name: "Within verify's budget", defaultSeverity: .error,
        summary:
            "A package zip with more entries (maxEntries), or whose manifest declares more bytes (maxBytes), than verify unpacks: nothing in it is verified.",
        rationale:
            "verify unpacks a zip to check it; a zip of millions of entries or a manifest declaring terabytes would fill the disk or hold up a release for a package no notification needs.",
        source: "alertpack's work budget (docs/reliability.md), not an Apple rule.",
        parameters: [
            ParameterSpec("maxEntries", .wholeNumber, "entries a zip may hold"),
            ParameterSpec("maxBytes", .wholeNumber, "bytes the manifest may declare for the files in the zip"),
        ],
        examples: [.fires("Tests/Fixtures/packages/Oversized.zip", via: .verify), .silent("Tests/Fixtures/packages/Good", via: .verify)])

    public func check(_ file: PackageFileSubject, _ context: RuleContext) -> [Finding] {
        guard let problem = file.budgetProblem else { return [] }
        return [context.finding(problem, fix: "package fewer or smaller assets, or raise the budget in your preset (rules: package.too-large)")]
    }
}
