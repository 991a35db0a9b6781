import Foundation

/// A computed `shrinkResources` / `minifyEnabled` that only reads a Gradle property, resolved
/// statically: React Native and Expo templates write
/// `shrinkResources (findProperty('android.enableShrinkResourcesInReleaseBuilds')?.toBoolean() ?: false)`
/// (or a `def` variable holding such an expression) and set the property, if at all, in the
/// project's gradle.properties. The module's own gradle.properties is read, then the Gradle root's
/// (the module's parent folder, when it holds settings.gradle). A `-P` option or the user's
/// ~/.gradle/gradle.properties could still set it: those are not the project's, and not read.
extension AndroidProjectReader {
    /// One gradle.properties: its path relative to the module and its `NAME=VALUE` lines.
    struct GradleProperties {
        var file: String
        var entries: [String: (line: Int, value: String)]
    }

    /// The module's gradle.properties, then its Gradle root's, each when it is there and readable.
    static func gradleProperties(folder: String, facts: inout AndroidProjectFacts) -> [GradleProperties] {
        var found: [GradleProperties] = []
        if let own = properties("gradle.properties", in: folder, named: "gradle.properties", facts: &facts) { found.append(own) }
        if let real = AbsolutePath.real(folder) {
            let gradleRoot = FileName.parent(of: real)
            if gradleRoot != real, ["settings.gradle", "settings.gradle.kts"].contains(where: { ProjectFileWalk.isFile($0, in: gradleRoot) }),
                let root = properties("gradle.properties", in: gradleRoot, named: "../gradle.properties", facts: &facts)
            {
                found.append(root)
            }
        }
        return found
    }

    static func properties(_ relative: String, in folder: String, named: String, facts: inout AndroidProjectFacts) -> GradleProperties? {
        let bytes: [UInt8]
        do {
            guard let read = try ProjectFileWalk.contents(relative, in: folder, maxBytes: 1 << 20, what: named) else { return nil }
            bytes = read
        } catch {
            facts.unreadable.append(AndroidUnreadableFile(file: named, error: error))
            return nil
        }
        var entries: [String: (line: Int, value: String)] = [:]
        for (index, raw) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.hasPrefix("#"), !line.hasPrefix("!"), let split = line.firstIndex(where: { $0 == "=" || $0 == ":" }) else { continue }
            let name = line[..<split].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: split)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if !name.isEmpty { entries[name] = (index + 1, value) }
        }
        return GradleProperties(file: named, entries: entries)
    }

    /// `setting` with its value when its expression reads one property that the properties give,
    /// or that is absent and the expression falls back to a literal (`?: false`); else unchanged,
    /// with `why` saying what was missing.
    static func resolve(
        _ setting: AndroidGradleSetting, script: String, properties: [GradleProperties], why: inout String
    ) -> AndroidGradleSetting {
        guard var expression = setting.written else { return setting }
        // `enableShrinkResources.toBoolean()` or a bare name: the `def NAME = …` of the script.
        let variable = expression.hasSuffix(".toBoolean()") ? String(expression.dropLast(".toBoolean()".count)) : expression
        if variable.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let definition = definition(of: variable, in: script) {
            expression = definition
            // `def enableProguardInReleaseBuilds = false`: a literal the line names by a variable.
            if let literal = ["true": true, "false": false][definition] {
                return AndroidGradleSetting(value: literal, written: setting.written, line: setting.line)
            }
        }
        guard let name = propertyName(in: expression) else {
            why = ": it reads no Gradle property by name"
            return setting
        }
        guard !properties.isEmpty else {
            why = ": it reads \(name), and there is no gradle.properties beside the build to read it from"
            return setting
        }
        for file in properties {
            guard let entry = file.entries[name] else { continue }
            // Groovy's and Kotlin's toBoolean(): "true" in any case is true, anything else false.
            let origin = AndroidGradleSetting.Origin.gradleProperty(name: name, file: file.file, line: entry.line, written: "\(name)=\(entry.value)")
            return AndroidGradleSetting(value: entry.value.lowercased() == "true", written: setting.written, line: setting.line, origin: origin)
        }
        let compact = expression.filter { !$0.isWhitespace }
        let fallback: Bool? =
            ["?:false", "?:'false'", "?:\"false\""].contains(where: compact.contains)
            ? false : ["?:true", "?:'true'", "?:\"true\""].contains(where: compact.contains) ? true : nil
        guard let fallback else {
            why = ": \(name) is not in gradle.properties and the expression has no literal default"
            return setting
        }
        let origin = AndroidGradleSetting.Origin.gradleProperty(name: name, file: nil, line: nil, written: nil)
        return AndroidGradleSetting(value: fallback, written: setting.written, line: setting.line, origin: origin)
    }

    /// The name in `findProperty('NAME')`, `property("NAME")`, `properties['NAME']`, when the
    /// expression reads exactly one.
    static func propertyName(in expression: String) -> String? {
        var names: Set<String> = []
        for opener in ["findProperty(", "property(", "getProperty(", "properties["] {
            var rest = Substring(expression)
            while let range = rest.range(of: opener) {
                rest = rest[range.upperBound...]
                guard let quote = rest.first, quote == "'" || quote == "\"" else { continue }
                let body = rest.dropFirst()
                guard let end = body.firstIndex(of: quote) else { break }
                names.insert(String(body[..<end]))
                rest = body[end...]
            }
        }
        return names.count == 1 ? names.first : nil
    }

    /// The expression of the last `def NAME =` or `val NAME =` of the script, to the end of its line.
    static func definition(of name: String, in script: String) -> String? {
        var found: String? = nil
        for line in script.split(separator: "\n") {
            let words = line.trimmingCharacters(in: .whitespaces)
            for keyword in ["def ", "val ", "var "] where words.hasPrefix(keyword + name) {
                let rest = words.dropFirst(keyword.count + name.count).drop { $0 == " " }
                guard rest.first == "=" else { continue }
                found = rest.dropFirst().trimmingCharacters(in: .whitespaces)
            }
        }
        return found
    }
}
