import AlertPackCore
import Foundation

/// The `capacitor-config` target (issue 45): a Cordova or Capacitor project's configs from any
/// bytes. The input is config.xml, a NUL byte, then capacitor.config.json (without a NUL, there
/// is no capacitor.config.json), beside a package.json that names Cordova, so an unreadable
/// config.xml is still reported. Besides not crashing or hanging: no resolved path leads out of
/// the folder, and a second reading is the same.
enum CapacitorConfigFuzzTarget {
    static func run(_ path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        guard let bytes = try? RandomAccessFile.contents(path: path, maxBytes: 1 << 20, what: "capacitor config") else { return }
        let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let json = folder + "/capacitor.config.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(parts[0]))
        if parts.count > 1 {
            _ = FileManager.default.createFile(atPath: json, contents: Data(parts[1]))
        } else {
            try? FileManager.default.removeItem(atPath: json)
        }
        if !FileManager.default.fileExists(atPath: folder + "/package.json") {
            _ = FileManager.default.createFile(atPath: folder + "/package.json", contents: Data(#"{"dependencies":{"cordova-ios":"7.1.0"}}"#.utf8))
        }
        let first = CapacitorConfigReader.read(folder: folder)
        precondition(parts.count == 1 || first != nil, "a folder with capacitor.config.json is a Capacitor project")
        NativeConfigChecks.staysInside(first)
        precondition(CapacitorConfigReader.read(folder: folder) == first, "a second reading differs")
    }
}

/// The `dart-calls` target (issue 45): any bytes as a Flutter app's lib/main.dart, beside a
/// pubspec.yaml that depends on Flutter; the app read as discovery reads it, within the same
/// checks.
enum DartCallsFuzzTarget {
    static func run(_ path: String) {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: folder + "/pubspec.yaml") {
            let pubspec = "name: fuzz\ndependencies:\n  flutter:\n    sdk: flutter\n  flutter_local_notifications: ^19.0.0\n"
            _ = FileManager.default.createFile(atPath: folder + "/pubspec.yaml", contents: Data(pubspec.utf8))
        }
        let first = FlutterProjectReader.read(folder: folder)
        precondition(first != nil, "a pubspec.yaml that depends on Flutter is a Flutter app")
        NativeConfigChecks.staysInside(first)
        precondition(FlutterProjectReader.read(folder: folder) == first, "a second reading differs")
        channels(path)
    }

    /// The same bytes read for their notification channels (issue 46), as `check --changed-since`
    /// reads a Flutter app's Dart today and at a revision: every channel has a literal id and a
    /// line of the file, and a second scan gives the same.
    static func channels(_ path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let bytes = [UInt8](data)
        let scan = DartChannelScan.scan(bytes, file: "lib/main.dart")
        let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
        for channel in scan.channels {
            precondition(channel.id?.isEmpty == false, "a channel without a literal id is kept: \(channel)")
            precondition((1...lines).contains(channel.line), "a channel at line \(channel.line) of \(lines)")
        }
        precondition(DartChannelScan.scan(bytes, file: "lib/main.dart") == scan, "a second scan differs")
    }
}

enum NativeConfigChecks {
    /// No declared file resolves to a path out of the project's folder.
    static func staysInside(_ project: AppConfigProject?) {
        for asset in project?.facts.assets ?? [] {
            guard let resolved = asset.path else { continue }
            precondition(!resolved.hasPrefix("/") && !resolved.split(separator: "/").contains(".."), "\(asset.key) resolves out: \(resolved)")
        }
    }
}
