/// An Android app module's facts as the JSON contract writes them.
extension FactsJSON {
    static func androidProject(_ project: AndroidProjectFacts) -> JSONValue {
        .object([
            ("module", .string(project.module)),
            (
                "sourceSets",
                .array(
                    project.sourceSets.map {
                        .object([("name", .string($0.name)), ("manifest", string($0.manifest)), ("shipsInRelease", .bool($0.shipsInRelease))])
                    })
            ),
            ("manifestEntries", .array(project.manifestEntries.map(manifestEntry))),
            ("resources", .array(project.resources.map(resource))),
            (
                "values",
                .array(
                    project.values.map {
                        .object([
                            ("type", .string($0.type)), ("name", .string($0.name)), ("file", .string($0.file)), ("line", int($0.line)),
                            ("sourceSet", .string($0.sourceSet)),
                        ])
                    })
            ),
            ("keepRules", .array(project.keepRules.map(keepRule))),
            ("build", project.build.map(build) ?? .null),
            ("code", code(project.code)),
            ("firebaseMessaging", .array(project.firebaseMessaging.map(firebaseEvidence))),
            ("oneSignal", .array(project.oneSignal.map(firebaseEvidence))),
            ("notRead", .array(project.notRead.map(JSONValue.string))),
            ("unreadable", .array(project.unreadable.map { .object([("file", .string($0.file)), ("message", .string($0.message))]) })),
        ])
    }

    static func manifestEntry(_ entry: AndroidManifestEntry) -> JSONValue {
        .object([
            ("file", .string(entry.file)), ("line", int(entry.line)), ("key", .string(entry.key)), ("role", .string(entry.role.rawValue)),
            ("value", .string(entry.value)), ("reference", string(entry.reference?.written)),
            ("definedIn", .array(entry.definedIn.map(JSONValue.string))),
            ("otherModules", .array(entry.otherModules.map(JSONValue.string))), ("missing", .bool(entry.isMissing)),
        ])
    }

    static func firebaseEvidence(_ evidence: AndroidFirebaseEvidence) -> JSONValue {
        .object([
            ("kind", .string(evidence.kind.rawValue)), ("file", .string(evidence.file)), ("line", int(evidence.line)),
            ("seen", .string(evidence.seen)),
        ])
    }

    static func resource(_ file: AndroidResourceFile) -> JSONValue {
        .object([
            ("type", .string(file.type)), ("name", .string(file.name)), ("path", .string(file.path)), ("sourceSet", .string(file.sourceSet)),
            ("qualifiers", .array(file.qualifiers.map(JSONValue.string))), ("density", string(file.density)),
        ])
    }

    static func keepRule(_ rule: AndroidKeepRule) -> JSONValue {
        .object([
            ("file", .string(rule.file)), ("line", int(rule.line)), ("keep", .array(rule.keep.map(JSONValue.string))),
            ("discard", .array(rule.discard.map(JSONValue.string))), ("shrinkMode", string(rule.shrinkMode)),
        ])
    }

    static func build(_ build: AndroidBuildFacts) -> JSONValue {
        func setting(_ setting: AndroidGradleSetting) -> JSONValue {
            .object([("value", bool(setting.value)), ("written", string(setting.written)), ("line", int(setting.line))])
        }
        return .object([
            ("file", .string(build.file)), ("plugin", string(build.plugin)), ("hasReleaseBlock", .bool(build.hasReleaseBlock)),
            ("shrinkResources", setting(build.shrinkResources)), ("minifyEnabled", setting(build.minifyEnabled)),
        ])
    }

    static func code(_ code: AndroidCodeFacts) -> JSONValue {
        func uses(_ uses: [AndroidCodeFacts.Use]) -> JSONValue {
            .array(uses.map { .object([("type", .string($0.type)), ("name", .string($0.name)), ("place", .string($0.place))]) })
        }
        return .object([
            ("filesRead", int(code.filesRead)), ("smallIcons", uses(code.smallIcons)), ("rawByID", uses(code.rawByID)),
            ("rawByName", uses(code.rawByName)),
            (
                "channels",
                .array(
                    code.channels.map {
                        .object([
                            ("id", string($0.id)), ("idWritten", .string($0.idWritten)), ("place", .string("\($0.file):\($0.line)")),
                            ("sound", string($0.sound)), ("soundWritten", string($0.soundWritten)), ("soundByID", .bool($0.soundByID)),
                        ])
                    })
            ),
        ])
    }
}
