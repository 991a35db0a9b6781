import AlertPackCore
import ArgumentParser
import Foundation

struct IconsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icons",
        abstract: "Make an app icon set, or Android's small notification icon, from one master, checked before it is put in place.",
        discussion: """
            Writes Xcode's single-size set (one 1024 image for each platform) or, with --all-sizes, \
            every current slot, each image resized straight from the master by the exact area \
            average in linear light with premultiplied alpha (no cascade, no darkened detail). \
            --dark and --tinted add those appearances (--make-tinted makes the tinted one from \
            the master: its luminance over black, as Apple asks for grayscale). iOS and watchOS \
            images are written without alpha (transparent pixels need --background); dark and \
            macOS images keep it. sRGB and Display P3 masters keep their colours; other ICC \
            profiles are converted to sRGB with lcms2. An existing set is updated: entries this \
            command does not make are kept. PNGs are deterministic. The set is checked with \
            alertpack's rules in a staging folder and replaces the old one in one step.

            With --android-notification RES instead of --out, it writes Android's small \
            notification icon: RES/drawable-<density>/NAME.png at 24, 36, 48, 72 and 96 px, every \
            pixel white with the master's ink as alpha (Android draws only the alpha), the ink's \
            transparent margin trimmed and the ink fitted into the 22 dp live area. A master \
            without transparency needs --threshold (and --ink light for a light glyph on a dark \
            ground). Each image is decoded again and checked before it is moved into place; a \
            file of the same name that alertpack did not make is only replaced with --force.
            """)

    @Argument(help: "The master image: a square PNG of at least 1024x1024 (any PNG or an SVG with --android-notification).")
    var master: String

    @Option(help: "The icon set to write or update (NAME.appiconset).")
    var out: String?

    @OptionGroup var android: AndroidNotificationOptions

    @Flag(help: "Every current size instead of the single-size set (iOS and macOS).")
    var allSizes = false

    @Option(help: "Platforms, comma-separated: ios, watchos, macos.")
    var platforms: String = "ios"

    @Option(help: "The dark appearance's master (iOS).")
    var dark: String?

    @Option(help: "The tinted appearance's master, a grayscale image (iOS).")
    var tinted: String?

    @Flag(help: "Make the tinted appearance from the master: its luminance, in linear light, over black.")
    var makeTinted = false

    @Option(
        name: .customLong("size"),
        help: ArgumentHelp("A hand-made image for one size in pixels (repeatable): 40=icon-40.png.", valueName: "pixels=file"))
    var sizes: [String] = []

    @Option(help: "The colour transparent pixels are laid on where an opaque icon is required (#RRGGBB, white or black).")
    var background: String?

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var outputOptions: OutputOptions<MadeOutput>

    func validate() throws {
        guard (out == nil) != (android.resFolder == nil) else {
            throw ValidationError("give --out NAME.appiconset for an app icon set, or --android-notification RES for Android's small icon")
        }
        guard android.resFolder == nil else {
            _ = try android.options()
            let iosOnly = allSizes || platforms != "ios" || dark != nil || tinted != nil || makeTinted || !sizes.isEmpty || background != nil
            if iosOnly { throw ValidationError("--android-notification makes one small icon: the app icon set's options do not apply") }
            return
        }
        if android.givesAndroidOnly { throw ValidationError("--name, --threshold, --ink and --force go with --android-notification") }
        _ = try options()
        if tinted != nil && makeTinted { throw ValidationError("use either --tinted FILE or --make-tinted, not both") }
    }

    func options() throws -> IconSetOptions {
        var options = IconSetOptions()
        options.allSizes = allSizes
        options.platforms = platforms.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for platform in options.platforms where !IconSetOptions.knownPlatforms.contains(platform) {
            throw ValidationError("--platforms: \(platform) is not one of \(IconSetOptions.knownPlatforms.joined(separator: ", "))")
        }
        options.darkMaster = dark
        options.tintedMaster = tinted
        options.makesTinted = makeTinted
        for size in sizes {
            let parts = size.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let pixels = Int(parts[0]), pixels > 0, pixels <= 1024 else {
                throw ValidationError("--size \(size): give PIXELS=FILE, such as 40=icon-40.png")
            }
            options.overrides[pixels] = String(parts[1])
        }
        if let background {
            guard let colour = RGBColour(background) else { throw ValidationError("--background \(background): give #RRGGBB, white or black") }
            options.background = colour
        }
        return options
    }

    func run() throws {
        let configuration = try configOptions.resolve()
        if let resFolder = android.resFolder {
            let maker = AndroidNotificationIconMaker(
                checker: RunContext.checker(configuration, jobs: 1, supervised: false), options: try android.options())
            let result: AndroidNotificationIconResult
            do {
                result = try maker.make(master: master, resFolder: resFolder)
            } catch {
                try fail(error)
            }
            outputOptions.write(result)
            throw ExitCode(result.check.exitCode(strict: false))
        }
        guard let out else { throw ValidationError("give --out NAME.appiconset") }
        let maker = IconSetMaker(checker: RunContext.checker(configuration, jobs: 1, supervised: false), options: try options())
        let result: IconSetResult
        do {
            result = try maker.make(master: master, output: out)
        } catch {
            try fail(error)
        }
        outputOptions.write(result)
        throw ExitCode(result.check.exitCode(strict: false))
    }
}
