/// The module's build.gradle or build.gradle.kts as tokens, never run: the plugin it applies by a
/// literal id, `defaultConfig`'s numeric `minSdk`, and the `release` build type's `shrinkResources` / `isShrinkResources` and
/// `minifyEnabled` / `isMinifyEnabled`. A value other than a literal `true` or `false` (a
/// property, a variable) is kept as written and said as not read.
extension AndroidProjectReader {
    typealias Token = JVMSourceLexer.Token

    static let gradleFiles = ["build.gradle.kts", "build.gradle"]

    static func readBuild(folder: String, facts: inout AndroidProjectFacts) -> AndroidBuildFacts? {
        guard let file = gradleFiles.first(where: { ProjectFileWalk.isFile($0, in: folder) }) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try ProjectFileWalk.contents(file, in: folder, maxBytes: 1 << 20, what: file) ?? []
        } catch {
            facts.unreadable.append(AndroidUnreadableFile(file: file, error: error))
            return nil
        }
        var lexer = JVMSourceLexer(bytes: bytes, language: file.hasSuffix(".kts") ? .templated : .groovy)
        let tokens = lexer.tokens()
        var build = gradleFacts(tokens, bytes: bytes, file: file)
        addBuildDependencies(tokens, bytes: bytes, file: file, folder: folder, facts: &facts)
        let script = String(decoding: bytes, as: UTF8.self)
        let properties = gradleProperties(folder: folder, facts: &facts)
        for name in ["shrinkResources", "minifyEnabled"] {
            var setting = name == "shrinkResources" ? build.shrinkResources : build.minifyEnabled
            if setting.isComputed {
                var why = ""
                setting = resolve(setting, script: script, properties: properties, why: &why)
                if setting.isComputed {
                    facts.notRead.append("\(file) line \(setting.line ?? 0): not read: \(name) is computed (\(setting.written ?? ""))\(why)")
                }
            } else if setting.written == nil, build.appliesFlutter, !build.isLibrary {
                // FlutterPlugin turns on minify and resource shrinking for a release app unless
                // the release build type sets them (or the build runs with --no-shrink).
                setting = AndroidGradleSetting(value: true, written: flutterDefault, line: nil, origin: .pluginDefault(flutterDefault))
            }
            if name == "shrinkResources" { build.shrinkResources = setting } else { build.minifyEnabled = setting }
        }
        return build
    }

    static let flutterDefault = "Flutter plugin default"

    static func text(_ token: Token, _ bytes: [UInt8]) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    static func gradleFacts(_ tokens: [Token], bytes: [UInt8], file: String) -> AndroidBuildFacts {
        var build = AndroidBuildFacts(
            file: file, plugin: plugin(tokens, bytes), hasReleaseBlock: false, shrinkResources: .notSet, minifyEnabled: .notSet,
            appliesFlutter: appliesFlutter(tokens))
        var depth = 0
        var buildTypes: Int? = nil
        var release: Int? = nil
        var defaultConfig: Int? = nil
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation(UInt8(ascii: "{")) {
                depth += 1
                if buildTypes == nil, index > 0, tokens[index - 1].kind == .identifier, text(tokens[index - 1], bytes) == "buildTypes" {
                    buildTypes = depth
                } else if defaultConfig == nil, index > 0, tokens[index - 1].kind == .identifier, text(tokens[index - 1], bytes) == "defaultConfig" {
                    defaultConfig = depth
                } else if let outer = buildTypes, release == nil, depth == outer + 1, isRelease(tokens, bytes, before: index) {
                    release = depth
                    build.hasReleaseBlock = true
                }
            } else if token.kind == .punctuation(UInt8(ascii: "}")) {
                if release == depth { release = nil }
                if buildTypes == depth { buildTypes = nil }
                if defaultConfig == depth { defaultConfig = nil }
                depth -= 1
            } else if token.kind == .identifier, defaultConfig == depth, ["minSdk", "minSdkVersion"].contains(text(token, bytes)) {
                // A number only: a property or a version catalog's value is not read.
                build.minSdk = setting(tokens, bytes, after: index).written.flatMap { Int($0) }
            } else if token.kind == .identifier, release == depth {
                let name = text(token, bytes)
                if ["shrinkResources", "isShrinkResources"].contains(name) {
                    build.shrinkResources = setting(tokens, bytes, after: index)
                } else if ["minifyEnabled", "isMinifyEnabled"].contains(name) {
                    build.minifyEnabled = setting(tokens, bytes, after: index)
                }
            }
            index += 1
        }
        return build
    }

    /// Whether the tokens before `{` at `index` open the release build type: `release {`,
    /// `getByName("release") {`, `named("release")`, `maybeCreate("release")`.
    static func isRelease(_ tokens: [Token], _ bytes: [UInt8], before index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        if previous.kind == .identifier { return text(previous, bytes) == "release" }
        guard index >= 4, previous.kind == .punctuation(UInt8(ascii: ")")), tokens[index - 3].kind == .punctuation(UInt8(ascii: "(")),
            tokens[index - 2].kind == .string(parts: ["release"], templated: false), tokens[index - 4].kind == .identifier
        else { return false }
        return ["getByName", "named", "maybeCreate", "create"].contains(text(tokens[index - 4], bytes))
    }

    /// The value after a setting's name on its line (`= true`, `true`, `(true)`), as written.
    static func setting(_ tokens: [Token], _ bytes: [UInt8], after index: Int) -> AndroidGradleSetting {
        let line = tokens[index].line
        var value: [Token] = []
        var position = index + 1
        while position < tokens.count, tokens[position].line == line {
            let kind = tokens[position].kind
            if kind == .punctuation(UInt8(ascii: ";")) || kind == .punctuation(UInt8(ascii: "}")) { break }
            value.append(tokens[position])
            position += 1
        }
        if value.first?.kind == .punctuation(UInt8(ascii: "=")) { value.removeFirst() }
        if value.count >= 2, value.first?.kind == .punctuation(UInt8(ascii: "(")), value.last?.kind == .punctuation(UInt8(ascii: ")")) {
            value = Array(value.dropFirst().dropLast())
        }
        guard let first = value.first, let last = value.last else { return AndroidGradleSetting(value: nil, written: "", line: line) }
        let written = String(decoding: bytes[first.range.lowerBound..<last.range.upperBound], as: UTF8.self)
        let literal: Bool? = value.count == 1 && first.kind == .identifier ? ["true": true, "false": false][written] : nil
        return AndroidGradleSetting(value: literal, written: written, line: line)
    }

    /// The Android plugin the script applies by a literal id (`"com.android.application"`, or a
    /// version catalog's `libs.plugins.android.application`, `.androidLibrary`, `.application`),
    /// nil when neither is there.
    static func plugin(_ tokens: [Token], _ bytes: [UInt8]) -> String? {
        for (index, token) in tokens.enumerated() {
            if case .string(let parts, false) = token.kind, ["com.android.application", "com.android.library"].contains(parts.first) {
                return parts.first
            }
            guard token.kind == .identifier, text(token, bytes) == "plugins", index > 0, tokens[index - 1].kind == .punctuation(UInt8(ascii: "."))
            else {
                continue
            }
            // `libs.plugins.a.b`: the dotted alias after `plugins`, as one name.
            var alias: [String] = []
            var position = index + 1
            while position + 1 < tokens.count, tokens[position].kind == .punctuation(UInt8(ascii: ".")),
                tokens[position + 1].kind == .identifier, alias.count < 4
            {
                alias.append(text(tokens[position + 1], bytes))
                position += 2
            }
            switch alias.joined(separator: ".").lowercased() {
            case "android.application", "androidapplication", "application": return "com.android.application"
            case "android.library", "androidlibrary", "library": return "com.android.library"
            default: continue
            }
        }
        return nil
    }

    /// Whether the script applies the Flutter Gradle plugin by its id or its legacy script.
    static func appliesFlutter(_ tokens: [Token]) -> Bool {
        tokens.contains { token in
            guard case .string(let parts, _) = token.kind else { return false }
            return parts == ["dev.flutter.flutter-gradle-plugin"] || parts.last?.hasSuffix("flutter_tools/gradle/flutter.gradle") == true
        }
    }
}
