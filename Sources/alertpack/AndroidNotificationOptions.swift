import AlertPackCore
import ArgumentParser

/// `icons --android-notification RES`: the options of Android's small notification icon.
struct AndroidNotificationOptions: ParsableArguments {
    @Option(
        name: .customLong("android-notification"),
        help: ArgumentHelp(
            "Write Android's small notification icon instead of an app icon set: RES/drawable-<density>/NAME.png, mdpi to xxxhdpi.",
            valueName: "res-folder"))
    var resFolder: String?

    @Option(help: "The drawable's resource name (--android-notification).")
    var name: String = AndroidNotificationIconOptions().name

    @Option(
        help: ArgumentHelp(
            "For a master without transparency: pixels darker than this lightness (0-100) are the ink (--android-notification).",
            valueName: "level"))
    var threshold: Double?

    @Option(help: "With --threshold, which side is the ink: dark or light.")
    var ink: InkSide = .dark

    @Flag(help: "Replace alertpack's own earlier output made from another master (never a file alertpack did not make).")
    var force = false

    enum InkSide: String, ExpressibleByArgument, CaseIterable {
        case dark, light
    }

    /// Whether any option but --android-notification was given.
    var givesAndroidOnly: Bool { name != AndroidNotificationIconOptions().name || threshold != nil || ink != .dark || force }

    func options() throws -> AndroidNotificationIconOptions {
        var options = AndroidNotificationIconOptions()
        guard AndroidNotificationIconOptions.isLegalName(name) else {
            throw ValidationError(AlertPackError.WorkFailure.resourceNameIllegal(name).message)
        }
        options.name = name
        if let threshold {
            guard threshold.isFinite, (0...100).contains(threshold) else {
                throw ValidationError("--threshold \(threshold): give a lightness from 0 to 100")
            }
            options.threshold = threshold
        }
        options.inkIsLight = ink == .light
        options.replacesEarlier = force
        return options
    }
}
