// swift-tools-version:6.0
import Foundation
import PackageDescription

// `make fuzz` builds the fuzz targets with ALERTPACK_FUZZ=1: the core and our C code are
// instrumented for libFuzzer, and alertpack-fuzz links it. Nothing else is built that way.
let fuzzing = ProcessInfo.processInfo.environment["ALERTPACK_FUZZ"] == "1"
let fuzzSwift: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer,address"])] : []
// Undefined behaviour in our C code traps (no runtime needed), which the fuzzer reports as a crash.
let fuzzC: [CSetting] = fuzzing ? [.unsafeFlags(["-fsanitize=fuzzer-no-link,address,undefined", "-fsanitize-trap=undefined"])] : []

let package = Package(
    name: "alertpack",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "AlertPackCore", targets: ["AlertPackCore"]),
        .executable(name: "alertpack", targets: ["alertpack"]),
    ],
    // Exact versions, so that a fresh clone builds what CI built. (Package.resolved would say the
    // same, but this build machine's package mirror has other commit ids than GitHub's, so a
    // resolved file written here would not resolve elsewhere: it stays out of git.) swift-crypto
    // 3.12.3 takes swift-asn1 1.x (THIRD_PARTY.md lists the versions).
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "5.0.1"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
    ],
    targets: [
        // Native libraries, found through pkg-config; `make deps` installs the Debian packages.
        .systemLibrary(
            name: "CSndFile", pkgConfig: "sndfile",
            providers: [.apt(["libsndfile1-dev"]), .brew(["libsndfile"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // SVG icon masters: librsvg and cairo, loaded when a master is an SVG (dlopen), so that
        // neither their headers nor glib's are part of the build (Debian: librsvg2-2).
        .target(name: "CSVGShim"),
        // Little CMS: converts a master icon's colour profile to sRGB (other than sRGB and Display P3).
        .systemLibrary(
            name: "CLCMS", pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]),
        .systemLibrary(
            name: "CSampleRate", pkgConfig: "samplerate",
            providers: [.apt(["libsamplerate0-dev"]), .brew(["libsamplerate"])]),
        // Intel's ISA-L: its inflate reads PNG image data in large blocks, three times libpng's speed.
        .systemLibrary(
            name: "CISAL", pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]),
        // zlib: the package zip's deflate and CRC-32, written and read by our own zip code.
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Notification text: HarfBuzz shapes, FreeType draws, fontconfig finds the fonts, ICU breaks
        // lines (UAX #14) and orders right-to-left text (UAX #9); CTextShim is the one C file using them.
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"]), .brew(["harfbuzz", "freetype"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .systemLibrary(
            name: "CICU", pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        .target(name: "CTextShim", dependencies: ["CHarfBuzz", "CFontconfig", "CICU"], cSettings: fuzzC),
        // libebur128 is not part of alertpack: the tests hold our loudness meter to it.
        .systemLibrary(
            name: "CEBUR128", pkgConfig: "libebur128",
            providers: [.apt(["libebur128-dev"]), .brew(["libebur128"])]),
        // libpng reports errors with longjmp, which Swift cannot survive: this shim owns the setjmp.
        // libpng reads the chunks before the image data, the shim's pixel reader (ISA-L) the rest;
        // libpng decodes a file again, row by row, when the reader finds anything wrong.
        .target(name: "CPNGShim", dependencies: ["CPNG", "CISAL"], cSettings: fuzzC),
        // What Glibc's Swift module does not expose, or not well: the atomic exchange of two paths,
        // and readahead of the files a check is about to read.
        .target(name: "CFileSystem"),
        // Processes, below Swift: running a child without Foundation's 50 ms polling, death with
        // the parent, and a supervisor's forked worker and the interrupts it passes on to it.
        .target(name: "CProcess"),
        // The IMA4 encoder's inner loop, written so the compiler vectorises it across the
        // starting states it compares (Swift does not vectorise it).
        .target(name: "CIMA4Kernel", cSettings: fuzzC),
        // Per-sample loops written so the compiler vectorises them: the loudness meter's K-weighting
        // in block form, and plain PCM to float.
        .target(name: "CSignalKernels", cSettings: fuzzC),
        // Our LZFSE and LZVN decoder (Debian packages no LZFSE library): compiled asset catalogs
        // store renditions with it. Every bound checked; tested against the reference's Python binding.
        .target(name: "CLZFSE", cSettings: fuzzC),

        // Turns Presets/*.yml and ReportAssets/* (the report's style and script) into Swift
        // constants, so an installed binary carries them.
        .executableTarget(name: "file-embedder", dependencies: ["Yams"], path: "Plugins/FileEmbedderTool"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["file-embedder"]),
        // Generates RuleRegistry.all from the rule files, in the default preset's order.
        .executableTarget(name: "rule-registry-generator", path: "Plugins/RuleRegistryGeneratorTool"),
        .plugin(name: "GenerateRuleRegistry", capability: .buildTool(), dependencies: ["rule-registry-generator"]),

        .target(
            name: "AlertPackCore",
            dependencies: [
                "CSndFile", "CPNGShim", "CLCMS", "CSVGShim", "CTextShim", "CFileSystem", "CProcess", "CIMA4Kernel", "CSignalKernels", "CLZFSE",
                "CSampleRate",
                "CZlib",
                "Yams",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            // The hooks the tests use to prove crash supervision (ALERTPACK_TEST_TRAP) exist in
            // debug builds only, which the tests run: a release binary does not hold them.
            swiftSettings: fuzzSwift + [.define("ALERTPACK_TEST_HOOKS", .when(configuration: .debug))],
            plugins: ["EmbedFiles", "GenerateRuleRegistry"]),
        .executableTarget(
            name: "alertpack",
            dependencies: [
                "AlertPackCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // `make bench`: measurements side by side with peer tools; not part of the release product.
        .executableTarget(name: "alertpack-bench", dependencies: ["AlertPackCore"]),
        // `make fuzz`: libFuzzer targets for every reader (built with -sanitize=fuzzer -DFUZZING);
        // built normally, it replays inputs through them (the smoke run in `make test`).
        .executableTarget(
            name: "alertpack-fuzz", dependencies: ["AlertPackCore", "CIMA4Kernel"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"] + (fuzzing ? ["-sanitize=fuzzer,address", "-DFUZZING"] : []))],
            linkerSettings: fuzzing ? [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])] : []),
        // What both test targets share: paths, running programs, the peer tools as witnesses.
        .target(name: "AlertPackTestSupport", dependencies: ["AlertPackCore"], path: "Tests/AlertPackTestSupport"),
        // In-process tests, a folder per stage of the core (Tests/AlertPackCoreTests/<Stage>/).
        .testTarget(
            name: "AlertPackCoreTests",
            dependencies: ["AlertPackCore", "AlertPackTestSupport", "CEBUR128"]),
        // Tests that run the built binary (and the build tools) as a user or a CI job would.
        .testTarget(
            name: "AlertPackCLITests",
            dependencies: ["AlertPackCore", "AlertPackTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
