import AlertPackTestSupport
import Foundation
import Testing

@testable import AlertPackCore

/// A custom preset's `notificationLayout` is read with its numbers bounded: the sizes a preview is
/// drawn at come from it, and a number too large for an integer must not reach a conversion.
struct NotificationSurfacesTests {
    static func tables(_ yaml: String) throws -> [String: PresetValue] {
        let built = try TestSupport.defaultConfiguration().preset.tables
        let table = try #require(built["notificationLayout"]?.table)
        var changed = table
        if case .list(var surfaces)? = table["surfaces"], case .table(var first)? = surfaces.first {
            first[yaml] = .number(1e300)
            surfaces[0] = .table(first)
            changed["surfaces"] = .list(surfaces)
        }
        return ["notificationLayout": .table(changed)]
    }

    @Test("the built-in table reads, and every surface has a width and a known style")
    func builtIn() throws {
        let surfaces = try NotificationSurfaces(try TestSupport.defaultConfiguration().preset.tables)
        #expect(surfaces.surfaces.count == 7 && surfaces.families.contains("Inter"))
    }

    @Test("an icon, thumbnail or button width beyond its bound is refused by name", arguments: ["icon", "thumbnail", "buttonWidth"])
    func boundedSurfaceSizes(key: String) throws {
        #expect {
            _ = try NotificationSurfaces(try Self.tables(key))
        } throws: { error in
            (error as? AlertPackError)?.message.contains("surfaces[0].\(key) must be a number from 0") == true
        }
    }

    @Test("a line budget, weight or line height that is huge, fractional or not a number is refused, never converted")
    func boundedNumbers() throws {
        var table = try #require(try TestSupport.defaultConfiguration().preset.tables["notificationLayout"]?.table)
        for (path, value) in [
            ("lines", PresetValue.number(1e300)), ("lines", .number(2.5)), ("weight", .number(1e300)), ("lineHeight", .number(1e9)),
        ] {
            var styles = try #require(table["styles"]?.table)
            var surfaces = try #require(table["surfaces"]?.list)
            if path == "lines", case .table(var first) = surfaces[0], case .table(var title)? = first["title"] {
                title["lines"] = value
                first["title"] = .table(title)
                surfaces[0] = .table(first)
            } else if case .table(var body)? = styles["body"] {
                body[path] = value
                styles["body"] = .table(body)
            }
            table["styles"] = .table(styles)
            table["surfaces"] = .list(surfaces)
            #expect(throws: AlertPackError.self, "\(path) = \(value)") { try NotificationSurfaces(["notificationLayout": .table(table)]) }
            table = try #require(try TestSupport.defaultConfiguration().preset.tables["notificationLayout"]?.table)
        }
    }
}
