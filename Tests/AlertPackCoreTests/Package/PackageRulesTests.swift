import Foundation
import Testing

@testable import AlertPackCore

/// The rules a package carries read back as the same preset: every built-in preset, and values
/// that plain YAML would read otherwise (strings that look like numbers or booleans, quotes,
/// newlines and control characters, fractions, infinities).
struct PackageRulesTests {
    @Test("every built-in preset's documentText reads back (through the preset reader) to the same canonical text")
    func builtinPresetsRoundTrip() throws {
        for name in PresetLibrary.builtinNames {
            let preset = try PresetLibrary.load(name).preset
            let read = try PresetLibrary.standalone(preset.documentText, origin: "test")
            #expect(read.canonicalText == preset.canonicalText, "\(name)")
            #expect(read.sha256 == preset.sha256)
        }
    }

    @Test("values YAML would read as something else read back as written")
    func awkwardValues() throws {
        var preset = try PresetLibrary.load("ios").preset
        let awkward: [String: PresetValue] = [
            "a": .string("off"), "b": .string("30"), "c": .string("line\nbreak \"quoted\" \\ \u{1B}[31m"), "d": .number(0.1),
            "e": .number(-1e-7), "f": .number(.infinity), "g": .number(1e20), "h": .list([.string("yes"), .null, .bool(false)]),
            "i": .table(["key: with colon": .string("# not a comment")]), "j": .string(""),
        ]
        preset.rules["sound.duration"]?.values.merge(awkward) { $1 }
        preset.tables["icons"] = .table(["weird key": .string("null")])
        let read = try PresetLibrary.standalone(preset.documentText, origin: "test")
        #expect(read.canonicalText == preset.canonicalText)
        #expect(read.rules["sound.duration"]?.values["c"] == .string("line\nbreak \"quoted\" \\ \u{1B}[31m"))
    }

    @Test("a rule turned off (as an overrides: entry does) reads back off: YAML reads a bare off as false")
    func ruleTurnedOff() throws {
        var preset = try PresetLibrary.load("ios").preset
        preset.rules["icon.alpha"]?.level = .off
        let read = try PresetLibrary.standalone(preset.documentText, origin: "test")
        #expect(read.rules["icon.alpha"]?.level == .off)
        #expect(read.canonicalText == preset.canonicalText)
    }

    @Test("a preset given as text must stand alone: extends is refused before anything is read")
    func standaloneRefusesExtends() throws {
        #expect(throws: AlertPackError.self) { try PresetLibrary.standalone("schema: 1\nextends: ios\n", origin: "test") }
        #expect(throws: AlertPackError.self) {
            try PresetLibrary.standalone("schema: 1\nrules: { sound.duration: { maxSeconds: 3 } }\n", origin: "test")
        }
    }
}
