import Foundation

/// An image of a widget extension that shows Live Activities, larger than the largest
/// presentation it can appear in.
///
/// ActivityKit requires a Live Activity's images to be no larger than its presentation on the
/// device, and may fail to start an activity that shows a larger one (Apple: `Activity.request`;
/// a developer's 500x500 images started on iPhone 12 and later only). Which presentation an image
/// is for is not known from the files, so it is held against `judgedBy` (the Lock Screen's, the
/// largest a Live Activity has); an image the target's Swift loads by literal only inside Dynamic
/// Island region closures (`compactLeading:`, `compactTrailing:`, `minimal:`) is held against those
/// regions. Sizes are points: an image's pixels divided by its scale (its set's `scale`, its name's
/// `@2x`/`@3x`, else `unknownScale`). StandBy draws the Lock Screen presentation at twice its size
/// from the same views, and Apple documents no byte limit for images (the 4 KB is the activity's
/// data), so neither is judged. A widget extension whose Swift declares no `ActivityConfiguration`
/// has no Live Activity and is not judged.
///
/// - Rule: liveactivity.image-size
/// - Name: Live Activity image size
/// - Source: LA-IMAGES
/// - Parameter presentations (table): each presentation's size per device, "DEVICE: WIDTHxHEIGHT" in points
///   (the largest of a height range)
/// - Parameter judgedBy (string): the presentation an image is held against when its Swift does not place it
/// - Parameter unknownScale (wholeNumber): the scale of an image whose set and name give none
/// - Fires on: Samples/activity/Alarms, saying “larger than the lock screen presentation” (warning)
/// - Silent on: Samples/activity/Delivery
package struct LiveactivityImageSizeRule: SubjectRule {
    package func check(_ subject: WidgetImagesSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        let table = context.parameters.presentations
        return subject.images.compactMap { image -> Finding? in
            let judged = image.regions.isEmpty ? [context.parameters.judgedBy] : image.regions
            let limits = judged.compactMap { Self.largest(table[$0] ?? [], presentation: $0) }
            guard let limit = limits.max(by: { $0.width * $0.height < $1.width * $1.height }) else { return nil }
            let scale = max(1, image.scale ?? context.parameters.unknownScale)
            let width = Double(image.width) / Double(scale)
            let height = Double(image.height) / Double(scale)
            // Half a hundredth of a point: the table's sizes are rounded to hundredths.
            guard width > limit.width + 0.005 || height > limit.height + 0.005 else { return nil }
            let scaleSaid = image.scale == nil ? "@\(scale)x (its set and name give no scale)" : "@\(scale)x"
            let placed = image.regions.isEmpty ? "" : " (its Swift loads it only in \(image.regions.joined(separator: ", ")))"
            return context.finding(
                "\(image.path) (\(image.name), in \(image.target)) is \(image.width)x\(image.height) px, \(Self.points(width))x\(Self.points(height)) pt at \(scaleSaid):"
                    + " larger than the \(Self.words(limit.name)) presentation\(placed), \(Self.points(limit.width))x\(Self.points(limit.height)) pt at most"
                    + " (\(limit.device)); ActivityKit may fail to start a Live Activity that shows it",
                fix:
                    "make it at most \(Self.points(limit.width))x\(Self.points(limit.height)) pt: \(Int((limit.width * Double(scale)).rounded(.down)))x\(Int((limit.height * Double(scale)).rounded(.down))) px at @\(scale)x",
                subject: image.path)
        }
    }

    /// One presentation's size on one device.
    struct Presentation {
        var name: String
        var device: String
        var width: Double
        var height: Double
    }

    /// The row of `rows` ("iPhone 430x932: 408x160") with the largest area; rows it cannot read are left out.
    static func largest(_ rows: [String], presentation: String) -> Presentation? {
        rows.compactMap { row -> Presentation? in
            guard let colon = row.lastIndex(of: ":") else { return nil }
            let size = row[row.index(after: colon)...].split(separator: "x").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard size.count == 2, let width = size[0], let height = size[1], width > 0, height > 0 else { return nil }
            return Presentation(name: presentation, device: row[..<colon].trimmingCharacters(in: .whitespaces), width: width, height: height)
        }.max { $0.width * $0.height < $1.width * $1.height }
    }

    /// 408 or 62.33.
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `lockScreen` as "lock screen".
    static func words(_ name: String) -> String {
        name.reduce(into: "") { text, character in
            text += character.isUppercase ? " " + character.lowercased() : String(character)
        }
    }
}
