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
            ground). RES must be a resource folder: one holding drawable*, mipmap* or values* \
            folders, or src/SET/res; a new or empty one must be named res. Each image is decoded \
            again and checked, then the five are moved into place together (on any failure the \
            folder is left as it was). Alertpack replaces only files it made (its marker, and bytes \
            that are exactly what it writes for their pixels); its own files from another master \
            need --force; a file it did not make, or another resource of the name (NAME.webp, \
            NAME.xml, NAME.9.png, a vector in drawable-anydpi-v24/), is never replaced. When the \
            module around RES shrinks release resources and nothing references the icon by id, \
            @drawable/NAME is added to tools:keep in RES/raw/keep.xml.

            With --web-badge OUT.png it writes a Web Push notification badge: one square PNG \
            (--size, 96 by default), white with the master's ink as alpha (or --threshold), the \
            same silhouette as the small icon, checked and renamed into place.
            """)

    @Argument(help: "The master image: a square PNG of at least 1024x1024 (any PNG or an SVG with --android-notification).")
    var master: String

    @Option(help: "The icon set to write or update (NAME.appiconset).")
    var out: String?

    @OptionGroup var android: AndroidNotificationOptions

    @Option(
        name: .customLong("web-badge"),
        help: ArgumentHelp("Write a Web Push badge instead: a white silhouette PNG (--size, 96 by default).", valueName: "out.png"))
    var webBadge: String?

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
        help: ArgumentHelp(
            "A hand-made image for one size in pixels (repeatable): 40=icon-40.png; with --web-badge, the badge's side in pixels.",
            valueName: "pixels=file"))
    var sizes: [String] = []

    @Option(help: "The colour transparent pixels are laid on where an opaque icon is required (#RRGGBB, white or black).")
    var background: String?

    @OptionGroup var configOptions: ConfigOptions
    @OptionGroup var outputOptions: OutputOptions<MadeOutput>

    func validate() throws {
        guard [out, android.resFolder, webBadge].compactMap({ $0 }).count == 1 else {
            throw ValidationError(
                "give one of --out NAME.appiconset (an app icon set), --android-notification RES (Android's small icon) or --web-badge OUT.png")
        }
        let appIconOnly = allSizes || platforms != "ios" || dark != nil || tinted != nil || makeTinted || background != nil
        if webBadge != nil {
            _ = try badgeOptions()
            if appIconOnly || android.name != AndroidNotificationIconOptions().name {
                throw ValidationError("--web-badge makes one badge: give only --size, --threshold, --ink and --force with it")
            }
            return
        }
        guard android.resFolder == nil else {
            _ = try android.options()
            let iosOnly = allSizes || platforms != "ios" || dark != nil || tinted != nil || makeTinted || !sizes.isEmpty || background != nil
            if iosOnly { throw ValidationError("--android-notification makes one small icon: the app icon set's options do not apply") }
            return
        }
        if android.givesAndroidOnly {
            throw ValidationError("--name, --threshold, --ink and --force go with --android-notification (or --web-badge, but --name)")
        }
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

    /// The badge's options: --size as one number of pixels, the ink options shared with --android-notification.
    func badgeOptions() throws -> WebBadgeOptions {
        var options = WebBadgeOptions()
        let ink = try android.options()
        (options.threshold, options.inkIsLight, options.replacesEarlier) = (ink.threshold, ink.inkIsLight, ink.replacesEarlier)
        guard sizes.count <= 1 else { throw ValidationError("--web-badge makes one badge: give --size once") }
        if let size = sizes.first {
            guard let pixels = Int(size), WebBadgeOptions.sizes.contains(pixels) else {
                throw ValidationError(
                    "--size \(size): a badge's side in pixels, from \(WebBadgeOptions.sizes.lowerBound) to \(WebBadgeOptions.sizes.upperBound)")
            }
            options.size = pixels
        }
        return options
    }

    func run() throws {
        let configuration = try configOptions.resolve()
        if let webBadge {
            let maker = WebBadgeMaker(checker: RunContext.checker(configuration, jobs: 1, supervised: false), options: try badgeOptions())
            let result: WebBadgeResult
            do {
                result = try maker.make(master: master, output: webBadge)
            } catch {
                try fail(error)
            }
            let box = result.inkBox
            outputOptions.write(
                WebBadgeReport(
                    output: result.output, pixels: result.pixels, layout: result.layout, source: result.source, replaced: result.replaced,
                    opaqueCoverage: result.opaqueCoverage, inkBox: [box.x, box.y, box.width, box.height], notes: result.notes, check: result.check))
            throw ExitCode(result.check.exitCode(strict: false))
        }
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
