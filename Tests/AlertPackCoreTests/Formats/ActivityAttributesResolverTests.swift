import Testing

@testable import AlertPackCore

/// `ActivityAttributesResolver`: the `ActivityAttributes` types of a set of Swift files and what
/// their `ContentState` decodes: keys through `CodingKeys`, required when not optional (a default
/// value does not help), never for a `let` with a value, each type's JSON (names looked up from
/// the property's scope outwards, across files), and a reason instead of members when the
/// declaration cannot be read for certain.
struct ActivityAttributesResolverTests {
    static func activities(_ files: [String: String]) -> [ActivityAttributesDeclaration] {
        ActivityAttributesResolver.activities(
            in: files.keys.sorted().flatMap { SwiftDeclarationReader.declarations(in: Array(files[$0]!.utf8), file: $0) })
    }

    @Test("a ContentState's members: keys, required, decoded, and the JSON of each type")
    func members() throws {
        let found = Self.activities(["Ride.swift": SwiftDeclarationReaderTests.attributes])
        #expect(found.map(\.name) == ["Ride"] && found.first?.file == "Ride.swift" && found.first?.line == 4)
        let shape = try #require(found.first?.contentState)
        #expect(shape.typeName == "Ride.ContentState" && shape.unread == nil)
        let byProperty = Dictionary(uniqueKeysWithValues: shape.members.map { ($0.property, $0) })
        #expect(byProperty["driver"]?.key == "driver_name" && byProperty["driver"]?.required == true)
        #expect(byProperty["plate"]?.required == false && byProperty["plate"]?.value == JSONValueType(kinds: [.string], nullable: true))
        #expect(byProperty["eta"]?.value == JSONValueType(kinds: [.array], elements: [.number]))
        #expect(byProperty["stops"]?.required == true && byProperty["stops"]?.value == JSONValueType(kinds: [.array], elements: [.object]))
        #expect(byProperty["kind"]?.value.kinds == [.string] && byProperty["kind"]?.required == true)
        #expect(byProperty["fixed"]?.decoded == false && byProperty["fixed"]?.required == false)
        #expect(byProperty["score"]?.value == JSONValueType(kinds: [.integer], nullable: true))
        #expect(byProperty["table"]?.value.kinds == [.object])
        // Left out of CodingKeys: keeps its value, is not decoded; a function type is not judged.
        #expect(byProperty["handler"]?.decoded == false && byProperty["handler"]?.value == .unknown)
    }

    @Test("conformance in an extension, a typealias ContentState to a struct in another file, Date as seconds since 2001")
    func acrossFiles() throws {
        let found = Self.activities([
            "A.swift": "struct Delivery { var order: String }\nextension Delivery: ActivityAttributes { typealias ContentState = DeliveryState }",
            "B.swift": "struct DeliveryState: Codable, Hashable { var eta: Date; var status: Status?; enum Status: Int, Codable { case a, b } }",
        ])
        let shape = try #require(found.first?.contentState)
        #expect(found.map(\.name) == ["Delivery"] && shape.typeName == "DeliveryState")
        #expect(shape.members.map(\.key) == ["eta", "status"])
        #expect(shape.members.first?.value.kinds == [.number] && shape.members.first?.value.note?.contains("2001") == true)
        #expect(shape.members.last?.value == JSONValueType(kinds: [.integer], nullable: true))
    }

    @Test("the same declaration copied into two files is one type; a ContentState declared differently is said")
    func copies() {
        let source = "struct A: ActivityAttributes {\n struct ContentState: Codable, Hashable { var a: Int } }"
        #expect(Self.activities(["App/A.swift": source, "Widget/A.swift": "\n\n" + source]).map(\.name) == ["A"])
        let differing = Self.activities(["App/A.swift": source, "Widget/A.swift": source.replacingOccurrences(of: "var a", with: "var b")])
        #expect(differing.first?.contentState.unread == "its ContentState is declared differently in App/A.swift:2 and Widget/A.swift:2")
    }

    @Test("what cannot be read is said: its own init(from:) in an extension, no ContentState, an alias to an undeclared type")
    func unread() {
        let custom = Self.activities([
            "A.swift": "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var a: Int } }\n"
                + "extension A.ContentState { init(from decoder: Decoder) throws { a = 0 } }"
        ])
        #expect(custom.first?.contentState.unread == "its own init(from:)" && custom.first?.contentState.members.isEmpty == true)
        let none = Self.activities(["A.swift": "struct A: ActivityAttributes { var a: Int }"])
        #expect(none.first?.contentState.unread == "no ContentState is declared in A in these sources")
        let elsewhere = Self.activities(["A.swift": "struct A: ActivityAttributes { typealias ContentState = Shared.State }"])
        #expect(elsewhere.first?.contentState.unread == "its ContentState is Shared.State, which these sources do not declare")
    }

    @Test(
        "names resolve from the scope outwards (a type nested elsewhere is not in scope), one declared nowhere is not judged; an enumeration without raw values decodes from a dictionary"
    )
    func lookups() throws {
        let found = Self.activities([
            "A.swift": "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var x: Twice; var y: Nowhere; var z: Mode } }\n"
                + "enum Twice: String, Codable { case a }\nenum Mode: Codable { case on(Int), off }",
            "B.swift": "struct Outer { enum Twice: Int, Codable { case b } }",
        ])
        let members = try #require(found.first?.contentState.members)
        #expect(members.map(\.value.kinds) == [[.string], [], [.object]])
    }

    @Test("a RawRepresentable struct decodes as its raw value; an own init(from:) in an extension of a member's type is not judged")
    func rawRepresentableAndExtensions() throws {
        let found = Self.activities([
            "A.swift": "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var id: OrderID; var when: Stamp; var n: Count } }\n"
                + "struct OrderID: RawRepresentable, Codable, Hashable { var rawValue: String }\n"
                + "struct Stamp: Codable, Hashable { var seconds: Int }\nextension Stamp { init(from decoder: Decoder) throws { seconds = 0 } }\n"
                + "struct Count: RawRepresentable, Codable, Hashable { let rawValue: Int }"
        ])
        let members = try #require(found.first?.contentState.members)
        #expect(members.map(\.value.kinds) == [[.string], [], [.integer]])
    }

    @Test("CodingKeys in an extension of the ContentState rename its keys; an inferred type is said plainly")
    func extensionCodingKeys() throws {
        let found = Self.activities([
            "A.swift": "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var eta: Int; var count = 0 } }\n"
                + "extension A.ContentState { enum CodingKeys: String, CodingKey { case eta = \"eta_min\", count } }"
        ])
        let members = try #require(found.first?.contentState.members)
        #expect(members.map(\.key) == ["eta_min", "count"])
        #expect(members.last?.typeText == "type inferred from its value")
    }

    @Test("one-part names use the scope chain only; Module.Type drops the module; many copies of one path stay one lookup each")
    func hostileIndexes() throws {
        let found = Self.activities([
            "A.swift": "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var m: Mode; var q: App.Inner.Kind } }\n"
                + "struct Inner { enum Kind: Int, Codable { case a } }",
            "B.swift": "struct Other { enum Mode: String, Codable { case a } }",
        ])
        let members = try #require(found.first?.contentState.members)
        #expect(members.map(\.value.kinds) == [[], [.integer]])
        let copies = (0..<20_000).map { "struct Same { var a\($0): Int }\n" }.joined()
        let many = Self.activities(["C.swift": "struct C: ActivityAttributes { struct ContentState: Codable, Hashable { var s: Same } }\n" + copies])
        #expect(many.first?.contentState.members.first?.value.kinds == [])
    }
}
