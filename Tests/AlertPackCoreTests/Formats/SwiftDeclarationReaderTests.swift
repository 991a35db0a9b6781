import Testing

@testable import AlertPackCore

/// `SwiftDeclarationReader`: the types of Swift source with what decoding needs (inner types
/// before the type that holds them): conformances,
/// stored properties (computed and static ones left out, defaults and `let` noted), types as
/// written, `CodingKeys`, enumeration cases; what it cannot follow is marked, never guessed.
struct SwiftDeclarationReaderTests {
    static func read(_ source: String) -> [SwiftTypeDeclaration] {
        SwiftDeclarationReader.declarations(in: Array(source.utf8), file: "A.swift")
    }

    static let attributes = """
        import ActivityKit

        /// Docs { with braces }
        public struct Ride: ActivityKit.ActivityAttributes, @unchecked Sendable {
            public struct ContentState: Codable & Hashable {
                var driver: String, plate: String?
                var eta: ClosedRange<Date>
                var stops: [Stop] = [] { didSet { print("{") } }
                let kind: Kind
                let fixed = "x"
                var speed: Double { 1.5 }
                static var preview: ContentState { fatalError() }
                var score: Swift.Int!
                var table: [String: [Int]]
                var handler: (Int) -> Void
                enum CodingKeys: String, CodingKey {
                    case driver = "driver_name", plate, eta, stops, kind, score, table
                }
                func name() -> String { "var hidden: Int" }
            }
            enum Kind: String, Codable { case car, bike = "bicycle" }
            struct Stop: Codable, Hashable { var name: String }
            var rider: String
        }
        """

    @Test("an ActivityAttributes struct, its ContentState and nested types, with their stored properties in order")
    func structure() {
        let found = Self.read(Self.attributes)
        #expect(
            found.map { $0.path.joined(separator: ".") }.sorted() == [
                "Ride", "Ride.ContentState", "Ride.ContentState.CodingKeys", "Ride.Kind", "Ride.Stop",
            ])
        let ride = found.first { $0.name == "Ride" }
        #expect(ride?.inherits == ["ActivityAttributes", "Sendable"])
        #expect(ride?.properties.map(\.name) == ["rider"])
        let state = found.first { $0.name == "ContentState" }
        #expect(state?.inherits == ["Codable", "Hashable"])
        #expect(state?.properties.map(\.name) == ["driver", "plate", "eta", "stops", "kind", "fixed", "score", "table", "handler"])
        #expect(
            state?.properties.map { $0.type?.text ?? "-" } == [
                "String", "String?", "ClosedRange<Date>", "[Stop]", "Kind", "-", "Swift.Int?", "[String: [Int]]", "(…) -> Void",
            ])
        #expect(state?.properties.filter(\.hasDefault).map(\.name) == ["stops", "fixed"])
        #expect(state?.properties.filter(\.isLet).map(\.name) == ["kind", "fixed"])
        #expect(
            state?.codingKeys == [
                "driver": "driver_name", "plate": "plate", "eta": "eta", "stops": "stops", "kind": "kind", "score": "score", "table": "table",
            ])
        #expect(state?.unread == nil)
        let kind = found.first { $0.name == "Kind" }
        #expect(kind?.cases == ["car", "bike"] && kind?.inherits.first == "String" && kind?.hasAssociatedValues == false)
    }

    @Test("what it cannot follow marks the type: its own init(from:), #if among members, a property wrapper, a macro, a lazy property")
    func unread() {
        let cases: [(String, String)] = [
            ("struct S: Codable { var a: Int\n init(from decoder: Decoder) throws { a = 1 } }", "its own init(from:)"),
            ("struct S: Codable { var a: Int\n#if DEBUG\n var b: Int\n#endif\n}", "#if among its members"),
            ("struct S: Codable { @Clamped var a: Int }", "the property wrapper @Clamped on a"),
            ("@Observable struct S: Codable { var a: Int }", "the attribute @Observable on it"),
            ("struct S: Codable { #Member var a: Int }", "the macro #Member among its members"),
            ("struct S: Codable { lazy var a: Int = 1 }", "the lazy property a"),
        ]
        for (source, reason) in cases {
            #expect(Self.read(source).first?.unread == reason, "\(source)")
        }
        // Around a declaration, #if is not the type's business; @available changes no encoding.
        let wrapped = Self.read("#if canImport(ActivityKit)\n@available(iOS 16.1, *)\nstruct S: Codable { var a: Int }\n#endif\n")
        #expect(wrapped.first?.unread == nil && wrapped.first?.properties.map(\.name) == ["a"])
    }

    @Test("extensions carry the extended type's name; class members and generic clauses are not types")
    func extensions() {
        let found = Self.read(
            """
            extension Ride.ContentState: Equatable where Self: Hashable { init(from decoder: any Decoder) throws {} }
            extension Ride: ActivityAttributes { typealias ContentState = RideState }
            final class Box<T: Codable>: NSObject { class func make() {} ; class var shared: Box { fatalError() } ; var item: T? }
            """)
        #expect(found.map(\.path) == [["Ride", "ContentState"], ["Ride"], ["Box"]])
        #expect(found[0].kind == .extensionOf && found[0].inherits == ["Equatable"] && found[0].unread == "its own init(from:)")
        #expect(found[1].aliases["ContentState"] == .named(["RideState"], arguments: []))
        #expect(found[2].properties.map(\.name) == ["item"])
    }

    @Test("bad input: unbalanced braces, truncation, deep nesting, over the size limit, bytes that are not UTF-8: no crash")
    func badInput() {
        #expect(Self.read("struct A: ActivityAttributes { struct ContentState: Codable { var a: Int").map(\.name) == ["ContentState", "A"])
        #expect(Self.read("}}} struct { var : = , let } struct B {").map(\.name) == ["B"])
        let deep = String(repeating: "struct A { ", count: 200) + String(repeating: "}", count: 200)
        #expect(Self.read(deep).count == SwiftDeclarationReader.maxDepth + 1)
        #expect(SwiftDeclarationReader.declarations(in: [UInt8](repeating: 0x20, count: SwiftDeclarationReader.maxFileBytes + 1), file: "x").isEmpty)
        #expect(
            SwiftDeclarationReader.declarations(in: [0xFF, 0xFE, 0x20, 0x73, 0x74, 0x72, 0x75, 0x63, 0x74, 0x20, 0x41, 0x7B, 0x7D], file: "x").count
                == 1)
        #expect(Self.read("struct A { var a: [Int: ").first?.properties.count == 1)
    }

    @Test("a modifier with parentheses keeps the modifiers before it; `var a, b: T` gives both the type")
    func modifierArguments() {
        let source = """
            struct S {
                static private(set) var counter = 0
                nonisolated(unsafe) static var shared = 1
                private(set) var kept: Int
                var a, b: Int?
            }
            """
        let properties = Self.read(source).first?.properties ?? []
        #expect(properties.map(\.name) == ["kept", "a", "b"])
        #expect(properties.map { $0.type?.text } == ["Int", "Int?", "Int?"])
    }

    @Test("an own init(from:) is carried as a flag, in a type and in an extension")
    func customDecoding() {
        let found = Self.read("struct S { var a: Int }\nextension S { init(from decoder: Decoder) throws { a = 1 } }")
        #expect(found.map(\.hasCustomDecoding) == [false, true])
    }
}
