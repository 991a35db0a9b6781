import Testing

@testable import AlertPackCore

/// `ConfigValue`, what `ConfigScriptReader` reads: its accessors on values read from real script
/// text, checked against what the script plainly says.
@Suite("ConfigValue")
struct ConfigValueTests {
    static func read(_ text: String) throws -> ConfigValue {
        try ConfigScriptReader.parse(Array(text.utf8)).value
    }

    @Test("members by key and path: the last of a name wins; a spread not read is named, not guessed")
    func members() throws {
        let value = try Self.read("export default { a: 1, b: { c: 'x' }, a: 2, ...process.env.X }")
        #expect(value["a"] == .number(2))
        #expect(value[path: ["b", "c"]] == .string("x"))
        #expect(value[path: ["b", "missing"]] == nil)
        #expect(value.unresolvedSpreads.count == 1)
        #expect(value["b"]?.string == nil && value[path: ["b", "c"]]?.string == "x")
    }

    @Test("alternatives give every string they may be; what is not read is listed with its line")
    func alternativesAndNotRead() throws {
        let value = try Self.read("const e = process.env.E\nexport default { icon: e ? './a.png' : './b.png', name: e }")
        #expect(value["icon"]?.possibleStrings == ["./a.png", "./b.png"])
        #expect(value.notRead == ["line 2: not read: computed: e"])
        #expect(try Self.read("export default [1, [2]]").elements?.count == 2)
    }

    @Test("height and count, the reader's bounds, measure the tree")
    func heightAndCount() throws {
        let value = try Self.read("export default { a: [1, { b: 2 }], c: 3 }")
        #expect(value.height == 4)
        #expect(value.count == 6)
        #expect(ConfigValue.null.height == 1 && ConfigValue.null.count == 1)
    }
}
