/// The build file's dependencies on FCM and on OneSignal: a string naming the artifact, or a
/// version catalog accessor (`libs.firebase.messaging`, `libs.bundles.firebase`) whose library
/// is it, given to a configuration that ships in a release build (`implementation`, `api`,
/// `runtimeOnly`, `releaseImplementation`, a flavour's), outside `constraints { }`. `compileOnly`,
/// `kapt`, `classpath`, `resolutionStrategy.force` and test or debug configurations do not ship.
extension AndroidProjectReader {
    static func addBuildDependencies(_ tokens: [Token], bytes: [UInt8], file: String, folder: String, facts: inout AndroidProjectFacts) {
        var catalog: AndroidVersionCatalog?
        var blocks: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            defer { index += 1 }
            if token.kind == .punctuation(UInt8(ascii: "{")) {
                blocks.append(index > 0 && tokens[index - 1].kind == .identifier ? text(tokens[index - 1], bytes) : "")
                continue
            }
            if token.kind == .punctuation(UInt8(ascii: "}")) {
                _ = blocks.popLast()
                continue
            }
            var named: [(written: String, coordinates: String)] = []
            if case .string(let parts, _) = token.kind, let written = parts.first {
                named = [(written, written)]
            } else if isCatalog(at: index, tokens, bytes) {
                let path = accessorPath(after: index, tokens, bytes)
                if catalog == nil { catalog = versionCatalog(folder: folder, facts: &facts) }
                named = (catalog?.coordinates(of: path) ?? []).map { ("libs.\(path) (\(AndroidVersionCatalog.file): \($0))", $0) }
            }
            guard !named.isEmpty, !blocks.contains("constraints"), ships(configuration(before: index, tokens, bytes)) else { continue }
            for (written, coordinates) in named {
                let isMessaging = coordinates.hasPrefix(messagingArtifact)
                guard isMessaging || coordinates.hasPrefix(oneSignalArtifact) else { continue }
                let evidence = AndroidFirebaseEvidence(kind: .gradleDependency, file: file, line: token.line, seen: written)
                if isMessaging { facts.firebaseMessaging.append(evidence) } else { facts.oneSignal.append(evidence) }
            }
        }
    }

    /// Whether the token at `index` is the `libs` that starts a catalog accessor (not `x.libs`).
    static func isCatalog(at index: Int, _ tokens: [Token], _ bytes: [UInt8]) -> Bool {
        tokens[index].kind == .identifier && text(tokens[index], bytes) == "libs"
            && (index == 0 || tokens[index - 1].kind != .punctuation(UInt8(ascii: ".")))
    }

    /// `firebase.messaging` of `libs.firebase.messaging` at `index` (at most eight names).
    static func accessorPath(after index: Int, _ tokens: [Token], _ bytes: [UInt8]) -> String {
        var names: [String] = []
        var position = index + 1
        while position + 1 < tokens.count, tokens[position].kind == .punctuation(UInt8(ascii: ".")), tokens[position + 1].kind == .identifier,
            names.count < 8
        {
            names.append(text(tokens[position + 1], bytes))
            position += 2
        }
        return names.joined(separator: ".")
    }

    /// Whether a dependency given to `configuration` is in the release build.
    static func ships(_ configuration: String?) -> Bool {
        guard let configuration else { return false }
        let lowered = configuration.lowercased()
        if ["test", "androidtest", "debug", "testfixtures", "screenshottest", "lint"].contains(where: lowered.hasPrefix) { return false }
        // A flavour's debug build (`freeDebugImplementation`), its tests, and what compiles only, ship nothing.
        if ["Debug", "Test", "compileOnly"].contains(where: configuration.contains) { return false }
        return ["implementation", "api", "runtimeOnly"].contains(configuration)
            || ["Implementation", "Api", "RuntimeOnly"].contains(where: configuration.hasSuffix)
    }

    /// The identifier a dependency at `index` is given to (`implementation 'x'`,
    /// `implementation("x")`, `implementation(\n libs.x)`): the one before it, past opening
    /// parentheses; nil when something else stands there.
    static func configuration(before index: Int, _ tokens: [Token], _ bytes: [UInt8]) -> String? {
        var position = index - 1
        while position >= 0, index - position <= 4, tokens[position].kind == .punctuation(UInt8(ascii: "(")) { position -= 1 }
        guard position >= 0, tokens[position].kind == .identifier else { return nil }
        return text(tokens[position], bytes)
    }

    /// The Gradle root's version catalog (the module's folder's parent, holding settings.gradle),
    /// empty when there is none; said as not read when it cannot be read.
    static func versionCatalog(folder: String, facts: inout AndroidProjectFacts) -> AndroidVersionCatalog {
        guard let real = AbsolutePath.real(folder) else { return AndroidVersionCatalog(text: "") }
        let gradleRoot = FileName.parent(of: real)
        guard ["settings.gradle", "settings.gradle.kts"].contains(where: { ProjectFileWalk.isFile($0, in: gradleRoot) }) else {
            return AndroidVersionCatalog(text: "")
        }
        do throws(AlertPackError) {
            let file = AndroidVersionCatalog.file
            // A linked `gradle/` folder is never followed out of the Gradle root.
            guard ProjectFileWalk.isInside(ProjectFileWalk.join(gradleRoot, file), folder: gradleRoot) else { return AndroidVersionCatalog(text: "") }
            let bytes = try ProjectFileWalk.contents(file, in: gradleRoot, maxBytes: AndroidVersionCatalog.maxBytes, what: file) ?? []
            return AndroidVersionCatalog(text: String(decoding: bytes, as: UTF8.self))
        } catch {
            facts.notRead.append("../\(AndroidVersionCatalog.file): not read: \(error.message)")
            return AndroidVersionCatalog(text: "")
        }
    }
}
