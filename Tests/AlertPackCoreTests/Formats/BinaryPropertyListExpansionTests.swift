import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// A binary property list can refer to one value many times; spelled out, a few hundred bytes
/// can hold billions of values. Python's plistlib writes one object once for every reference to
/// the same Python list, so it makes such files, and counts what they hold when spelled out: the
/// witness for the count.
struct BinaryPropertyListExpansionTests {
    /// Writes the property list the Python expression `value` makes, binary, and returns its
    /// bytes with the number of values Python counts when it walks the tree (keys not counted).
    static func write(_ value: String, in folder: String, name: String) throws -> (bytes: [UInt8], count: Int, path: String) {
        let path = folder + "/" + name + ".plist"
        let script = """
            import plistlib, sys
            \(value)
            def count(v, memo={}):
                if id(v) in memo: return memo[id(v)]
                n = 1
                if isinstance(v, list): n += sum(count(x) for x in v)
                elif isinstance(v, dict): n += sum(count(x) for x in v.values())
                memo[id(v)] = n
                return n
            open(sys.argv[1], 'wb').write(plistlib.dumps(top, fmt=plistlib.FMT_BINARY))
            print(count(top))
            """
        let result = try TestSupport.run("python3", ["-c", script, path])
        try #require(result.status == 0, "\(result.stderr)")
        let count = try #require(Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        return (Array(try Data(contentsOf: URL(fileURLWithPath: path))), count, path)
    }

    @Test("the values of a shared tree are counted as spelled out, as Python counts them")
    func countsAgreeWithPython() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let cases = [
            ("flat", "top = {'a': 1, 'b': [1, 2, 3], 'c': {'d': 'x'}}"),
            ("shared", "s = [1, 2]\ntop = {'a': [s, s, s], 'b': s}"),
            ("doubling", "a = ['x']\nfor i in range(20): a = [a, a]\ntop = {'k': a}"),
        ]
        for (name, value) in cases {
            let file = try Self.write(value, in: folder, name: name)
            #expect(BinaryPropertyListExpansion.valueCount(file.bytes) == file.count, "\(name)")
        }
    }

    @Test("a tree that doubles forty times is refused before it is spelled out, naming the count")
    func doublingIsRefused() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let file = try Self.write("a = ['x']\nfor i in range(40): a = [a, a]\ntop = {'UILaunchImages': a}", in: folder, name: "bomb")
        #expect(file.bytes.count < 2_000)
        #expect(BinaryPropertyListExpansion.valueCount(file.bytes) == file.count)
        #expect(
            throws: AlertPackError.reading(
                .countOverReadLimit(
                    "the property list", count: Int64(file.count), unit: "values once its shared references are spelled out",
                    limit: Int64(PropertyList.maxValues)))
        ) { try PropertyList.dictionary(path: file.path) }
    }

    @Test("a wide list is counted in one pass, and a list within the limit still reads")
    func wideLists() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { TestSupport.remove(folder) }
        let wide = try Self.write("top = {'k': list(range(300000))}", in: folder, name: "wide")
        #expect(BinaryPropertyListExpansion.valueCount(wide.bytes) == wide.count)
        #expect(throws: AlertPackError.self) { try PropertyList.dictionary(path: wide.path) }
        let fine = try Self.write("top = {'k': list(range(1000))}", in: folder, name: "fine")
        #expect(try PropertyList.dictionary(path: fine.path)["k"]?.array?.count == 1000)
    }

    @Test("bytes that are not a binary property list, or whose table does not hold together, are not counted")
    func notCounted() {
        #expect(BinaryPropertyListExpansion.valueCount(Array("<?xml version=\"1.0\"?><plist/>".utf8)) == nil)
        #expect(BinaryPropertyListExpansion.valueCount(Array("bplist00".utf8) + [UInt8](repeating: 0xFF, count: 40)) == nil)
    }
}
