import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// `ConfigScriptReader`, the static reader of JavaScript and TypeScript config files, on scripts
/// written by scripts/make-config-scripts.py in the shapes real Expo and Capacitor projects use:
/// each value the case expects is read, and where node is installed, every case node can run
/// gives the same JSON as node does (the function forms called with the same static config).
/// Files that are not such scripts, and hostile ones, are errors with their line, within bounds.
@Suite(TestSupport.needs("python3"))
struct ConfigScriptReaderTests {
    struct Case: Decodable {
        var file: String
        var node: Bool
    }

    /// The generated cases in a new folder (removed by the caller), and their expectations.
    static func generate() throws -> (folder: String, cases: [Case], raw: [[String: Any]]) {
        let folder = try TestSupport.temporaryDirectory()
        try TestSupport.peer("python3", [TestSupport.repositoryPath("scripts/make-config-scripts.py"), folder])
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/cases.json"))
        let raw = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return (folder, try JSONDecoder().decode([Case].self, from: data), raw)
    }

    /// The value at a dotted path (`plugins.0.1.sounds`; "" is the whole), array indexes by number.
    static func at(_ path: String, in value: ConfigValue) -> ConfigValue? {
        var current: ConfigValue? = value
        for part in path.split(separator: ".").map(String.init) {
            if case .array(let items) = current, let index = Int(part) {
                current = index < items.count ? items[index] : nil
            } else {
                current = current?[part]
            }
        }
        return current
    }

    /// Whether `value` is what the case file expects (see make-config-scripts.py).
    static func matches(_ value: ConfigValue, _ expected: Any) -> Bool {
        switch (value, expected) {
        case (.computed, let text as String): return text == "computed"
        case (.string(let string), let text as String): return string == text
        case (.number(let number), let other as NSNumber): return number == other.doubleValue
        case (.bool(let flag), let other as NSNumber): return flag == other.boolValue
        case (.null, is NSNull): return true
        case (.array(let items), let list as [Any]): return items.count == list.count && zip(items, list).allSatisfy { matches($0, $1) }
        case (_, let dictionary as [String: Any]):
            if let list = dictionary["alternatives"] as? [Any], case .alternatives(let values) = value {
                return values.count == list.count && zip(values, list).allSatisfy { matches($0, $1) }
            }
            if let path = dictionary["parameter"] as? [String], case .parameter(let read, _) = value { return read == path }
            if let file = dictionary["file"] as? [Any], case .file(let path, let members, _) = value {
                return file.first as? String == path && file.last as? [String] == members
            }
            if let inner = dictionary["spread"], case .spread(let read) = value { return matches(read, inner) }
            guard case .object = value else { return false }
            return dictionary.allSatisfy { key, inner in value[key].map { matches($0, inner) } ?? false }
        default: return false
        }
    }

    @Test("every generated shape: each value its case expects is read, and only the literal is read as literal")
    func generatedCases() throws {
        let (folder, _, raw) = try Self.generate()
        defer { TestSupport.remove(folder) }
        #expect(raw.count >= 14)
        for entry in raw {
            let file = try #require(entry["file"] as? String)
            let script = try ConfigScriptReader.read(path: folder + "/" + file)
            for (path, expected) in try #require(entry["expect"] as? [String: Any]) {
                let value = Self.at(path, in: script.value)
                #expect(value.map { Self.matches($0, expected) } == true, "\(file): \(path) is \(String(describing: value)), not \(expected)")
            }
        }
    }

    /// Our value with the static config put where the function form names it, as JSON; nil
    /// where something is not literal.
    static func resolved(_ value: ConfigValue, _ base: JSONNode) -> JSONNode? {
        func lookup(_ path: [String]) -> JSONNode? {
            path.reduce(Optional(base)) { node, key in if case .object(let members) = node { members[key] } else { nil } }
        }
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .string(let string): return .string(string)
        case .parameter(let path, _): return lookup(path)
        case .array(let items):
            var out: [JSONNode] = []
            for item in items {
                if case .spread(.parameter(let path, _)) = item, case .array(let inner) = lookup(path) {
                    out += inner
                } else {
                    guard let node = resolved(item, base) else { return nil }
                    out.append(node)
                }
            }
            return .array(out)
        case .object(let members):
            var out: [String: JSONNode] = [:]
            for member in members {
                guard let node = resolved(member.value, base) else { return nil }
                if let key = member.key {
                    out[key] = node
                } else {
                    guard case .object(let inner) = node else { return nil }
                    out.merge(inner) { $1 }
                }
            }
            return .object(out)
        default: return nil
        }
    }

    @Test("node, running the same scripts, exports the same JSON", TestSupport.needs("node"))
    func agreesWithNode() throws {
        let (folder, cases, raw) = try Self.generate()
        defer { TestSupport.remove(folder) }
        let staticConfig = try JSONSerialization.data(withJSONObject: try #require(raw.first?["static"]))
        let program = """
            import(process.argv[1]).then((m) => { let v = m.default; if (typeof v === 'function') v = v({ config: JSON.parse(process.argv[2]) }); console.log(JSON.stringify(v)) })
            """
        let witnessed = cases.filter(\.node)
        #expect(witnessed.count >= 6)
        for entry in witnessed {
            let path = folder + "/" + entry.file
            let json = try TestSupport.peer("node", ["-e", program, path, String(decoding: staticConfig, as: UTF8.self)])
            let theirs = try JSONNode.parse(Array(json.stdoutData))
            let ours = Self.resolved(try ConfigScriptReader.read(path: path).value, try JSONNode.parse(Array(staticConfig)))
            #expect(ours == theirs, "\(entry.file)")
        }
    }

    static func error(_ text: String) -> AlertPackError? {
        do {
            _ = try ConfigScriptReader.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test("a file that is not a config script is an error that says its line and what is wrong")
    func notAScript() {
        let cases: [(String, Int, AlertPackError.ScriptSyntax)] = [
            ("name: tide\nicon: ./assets/icon.png\n", 3, .noExport),
            ("{\n  \"expo\": { \"name\": \"json, not a script\" }\n}", 3, .noExport),
            ("export default {\n  icon: './a.png',\n", 1, .unclosed("{")),
            ("export default { icon: `./${dir\n", 1, .unclosed("${")),
            ("const a = 1\n/* never closed\nexport default {}", 2, .unclosedComment),
            ("export default {\n icon: './a.png\n' }", 2, .unclosedString),
            ("export default [1, 2)", 1, .unexpectedCloser(")", expected: "]")),
            ("export default {}\n\u{0}\u{1}", 2, .unexpectedCharacter("\\u{0}")),
            ("export default `never closed\n", 1, .unclosedTemplate),
            ("const r = /never closed\nexport default {}", 1, .unclosedRegex),
            ("export default " + String(repeating: "{a:", count: 70) + "1" + String(repeating: "}", count: 70), 1, .nestedTooDeep(maxDepth: 64)),
        ]
        for (text, line, problem) in cases {
            #expect(Self.error(text) == .reading(.scriptSyntax(line: line, problem)), "\(text.prefix(40))")
        }
        #expect(Self.error("\u{FF}export default {}") == nil || Self.error("x") != nil)
        #expect(Self.error("export default {a: '\u{E9}'}") == nil)
        #expect(throws: AlertPackError.reading(.notValidText("UTF-8", file: true))) {
            try ConfigScriptReader.parse([0x65, 0xFF, 0xFE])
        }
    }

    @Test("hostile scripts are refused within their bounds: size, tokens, values, strings, ${ bombs, deep groups in code not read")
    func hostile() throws {
        let big = "export default '" + String(repeating: "x", count: 2 << 20) + "'"
        #expect(Self.error(big) == .reading(.overReadLimit("the config script", bytes: Int64(big.utf8.count), limit: 1 << 20)))
        let tokens = "export default [" + String(repeating: "1,", count: 150_000) + "]"
        #expect(Self.error(tokens) == .reading(.countOverReadLimit("the config script", count: 200_001, unit: "tokens", limit: 200_000)))
        // Each constant four times the one before: 4^20 values if laid out.
        var doubling = "const a0 = [1, 2]\n"
        for level in 1...20 { doubling += "const a\(level) = [a\(level - 1), a\(level - 1), a\(level - 1), a\(level - 1)]\n" }
        let values = Self.error(doubling + "export default a20")
        guard case .reading(.countOverReadLimit(_, _, "values", _)) = values else {
            Issue.record("the doubling constants gave \(String(describing: values))")
            return
        }
        var strings = "const s0 = '" + String(repeating: "x", count: 64) + "'\n"
        for level in 1...25 { strings += "const s\(level) = `${s\(level - 1)}${s\(level - 1)}`\n" }
        guard case .reading(.overReadLimit("the strings the config script builds", _, _)) = Self.error(strings + "export default s25") else {
            Issue.record("the doubling templates were read")
            return
        }
        let bomb = "export default `" + String(repeating: "${`", count: 60_000) + String(repeating: "`}", count: 60_000) + "`"
        #expect(Self.error(bomb) == .reading(.scriptSyntax(line: 1, .nestedTooDeep(maxDepth: 64))))
        let deepCode = "export default { plugins: [f(" + String(repeating: "(", count: 90_000) + String(repeating: ")", count: 90_000) + ")] }"
        let read = try ConfigScriptReader.parse(Array(deepCode.utf8))
        #expect(read.value["plugins"]?.elements?.first?.notRead.first?.hasPrefix("line 1: not read: computed: f(((") == true)
    }

    /// Issue 45's research: the asset paths each real config names, by file under the folder.
    static let realPaths: [String: [String: ConfigValue]] = [
        "notify-genie/app.config.ts": ["notification.icon": .string("./src/assets/images/notification-icon.png")],
        "alarm-app/app.config.js": ["expo.plugins.0.1.sounds.0": .string("./assets/sounds/birds2.wav")],
        "coconutapp/app.config.js": ["expo.plugins.0.1.sounds.0": .string("./src/assets/audio/message.mp3")],
        "holy-notification/app.config.js": ["plugins.0.1.icon": .string("./assets/icon.png")],
        "ACT/apps/mobile/app.config.js": [
            "plugins.2.1.icon": .string("./assets/notification-icon.png"),
            "android.adaptiveIcon.foregroundImage": .string("./assets/adaptive-icon.png"),
        ],
        "exa/app.config.ts": [
            "plugins.8.1.smallIcons.0": .string("src/assets/notifications_default.png"),
            "plugins.8.1.largeIcons.0": .string("src/assets/notifications_default_large.png"), "ios.icon": .string("src/assets/icon.png"),
        ],
        "10em1/app.config.js": ["expo.plugins.0.1.mode": .string("development")],
        "resident-app/app.config.js": ["plugins.1": .string("@react-native-firebase/messaging")],
        "ionic-notification-tool/capacitor.config.ts": [
            "plugins.LocalNotifications.smallIcon": .string("ic_stat_icon_config_sample"), "plugins.LocalNotifications.sound": .string("beep.wav"),
        ],
        "push-notificathions/capacitor.config.ts": ["plugins.LocalNotifications.sound": .string("beep.wav")],
        "GGPartner-repo/capacitor.config.ts": ["plugins.LocalNotifications.smallIcon": .string("ic_stat_icon_config_sample")],
    ]

    static let realFolder = ProcessInfo.processInfo.environment["ALERTPACK_REAL_CONFIGS"] ?? "/tmp/x45"

    @Test(
        "every app.config.js/ts and capacitor.config.ts/js in a folder of real projects is read, and the asset paths they name",
        .enabled(
            if: FileManager.default.fileExists(atPath: realFolder),
            "set ALERTPACK_REAL_CONFIGS to a folder of real Expo and Capacitor projects (issue 45's research extracts them to /tmp/x45)"))
    func realConfigs() throws {
        let names = ["app.config.js", "app.config.ts", "capacitor.config.ts", "capacitor.config.js"]
        let found = (FileManager.default.enumerator(atPath: Self.realFolder)?.compactMap { $0 as? String } ?? [])
            .filter { path in names.contains((path as NSString).lastPathComponent) && !path.contains("node_modules/") }.sorted()
        #expect(!found.isEmpty)
        for path in found {
            #expect(throws: Never.self, "\(path)") { _ = try ConfigScriptReader.read(path: Self.realFolder + "/" + path) }
        }
        for (file, paths) in Self.realPaths where FileManager.default.fileExists(atPath: Self.realFolder + "/" + file) {
            let script = try ConfigScriptReader.read(path: Self.realFolder + "/" + file)
            for (path, expected) in paths {
                #expect(Self.at(path, in: script.value) == expected, "\(file): \(path)")
            }
        }
    }

    @Test(
        "every hostile config script of the hostile corpus is read or refused with a typed error on a 1 MiB stack"
    )
    func hostileCorpus() throws {
        let folder = HostileCorpus.folder + "/config-scripts"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names.count >= 40)
        for name in names {
            // A small stack, as worker threads have: recursion that the input's depth drives would
            // overflow it. 1 MiB, as a debug build needs about 10 KiB a level at the 64-level limit.
            let outcome = Self.onSmallStack { () -> String in
                do throws(AlertPackError) {
                    return "read: " + String(describing: try ConfigScriptReader.read(path: folder + "/" + name).value).prefix(60)
                } catch {
                    return "refused: " + error.message
                }
            }
            #expect(outcome.hasPrefix("read: ") || outcome.contains(name), "\(name): \(outcome)")
        }
    }

    /// `work`'s result, run on a thread with a 1 MiB stack.
    static func onSmallStack(_ work: @escaping @Sendable () -> String) -> String {
        let result = Locked("did not finish")
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = work()
            result.update { $0 = value }
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
        return result.current
    }
}
