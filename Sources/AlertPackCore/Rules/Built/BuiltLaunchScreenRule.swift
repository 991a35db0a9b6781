/// An iOS app whose Info.plist names no launch screen (neither `UILaunchStoryboardName` nor
/// `UILaunchScreen`, for every device it runs on), names a launch storyboard the bundle does not
/// hold compiled, or relies on `UILaunchScreen` for iPad multitasking below iOS 14.
///
/// The App Store has required a launch storyboard since 30 June 2020 (launch images no longer
/// do). An app that supports iPad multitasking (`UIDeviceFamily` has 2 and `UIRequiresFullScreen`
/// is not true) is refused at upload without one (ITMS-90475), or when the storyboard it names is
/// not in the bundle (ITMS-90476: a name written with its `.storyboard` extension is not found
/// either); `UILaunchScreen` serves instead only from MinimumOSVersion 14. A storyboard is
/// compiled to `<name>.storyboardc` (a launch `.xib` to `<name>.nib`), at the bundle's top level
/// or in a `.lproj` folder.
///
/// - Rule: built.launch-screen
/// - Name: Launch screen of a built app
/// - Source: LAUNCH-LEGACY, BUILT-LAUNCH (ITMS-90475, ITMS-90476)
/// - Class no-launch-screen: Info.plist names no launch screen
/// - Class device: a launch screen for some of the app's devices only (`~ipad`, `~iphone` keys)
/// - Class not-compiled: the launch storyboard named is not in the bundle
/// - Class too-old: `UILaunchScreen` only, for iPad multitasking below MinimumOSVersion 14
/// - Fires on: Samples/built/Launch/NoLaunchScreen.ipa, saying “names no launch screen” (error)
/// - Silent on: Samples/built/Good.ipa
package struct BuiltLaunchScreenRule: BuiltAppRule {
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let app = subject.app, app.infoRead, app.isForIOS, let launch = app.launch else { return [] }
        let multitasking = app.multitaskingReason
        var findings: [Finding] = []
        let uncovered = [(1, "iphone", "iPhone"), (2, "ipad", "iPad")].filter { family, device, _ in
            app.deviceFamilies.contains(family) && !launch.covers(device: device)
        }
        // A set: `UIDeviceFamily` may repeat a family ([1, 1, 2]).
        if uncovered.count == Set(app.deviceFamilies).intersection([1, 2]).count, !uncovered.isEmpty {
            let upload = multitasking.map { "; App Store Connect refuses it at upload (ITMS-90475): \(Self.supports($0))" } ?? ""
            findings.append(
                context.finding(
                    "Info.plist names no launch screen (neither UILaunchStoryboardName nor UILaunchScreen); the App Store has required a launch storyboard since 30 June 2020\(upload)",
                    fix:
                        "add a launch storyboard (File > New > Launch Screen) and set it as the target's Launch Screen File (UILaunchStoryboardName), then archive again",
                    subject: "UILaunchStoryboardName", class: MessageClass.noLaunchScreen))
        } else {
            let named = (launch.storyboards.map(\.key) + launch.screenKeys).joined(separator: ", ")
            for (_, device, shown) in uncovered {
                findings.append(
                    context.finding(
                        "Info.plist names a launch screen only for other devices (\(named)); on \(shown) the app has none",
                        fix: "name the launch storyboard under UILaunchStoryboardName (for every device) or UILaunchStoryboardName~\(device)",
                        subject: "UILaunchStoryboardName~\(device)", class: MessageClass.device))
            }
        }
        for storyboard in launch.storyboards where storyboard.compiled == nil {
            let bare =
                [".storyboard", ".xib"].first { storyboard.name.hasSuffix($0) }.map { String(storyboard.name.dropLast($0.count)) }
                ?? storyboard.name
            let written = bare == storyboard.name ? "" : "; write it without its extension (\(bare))"
            let upload = multitasking.map { "; App Store Connect refuses it at upload (ITMS-90476): \(Self.supports($0))" } ?? ""
            findings.append(
                context.finding(
                    "Info.plist names the launch storyboard \"\(storyboard.name)\" (\(storyboard.key)), but the bundle holds no \(storyboard.name).storyboardc or \(storyboard.name).nib\(written)\(upload)",
                    fix: "add the storyboard to the app target's Copy Bundle Resources, or correct \(storyboard.key), and archive again",
                    subject: app.shown(storyboard.name + ".storyboardc"), class: MessageClass.notCompiled))
        }
        if launch.storyboards.isEmpty, !launch.screenKeys.isEmpty, let multitasking, let version = app.minimumOSMajor, version < 14 {
            findings.append(
                context.finding(
                    "Info.plist gives the launch screen as UILaunchScreen only, which iPad multitasking (\(multitasking)) accepts only from MinimumOSVersion 14; this app's is \(version)",
                    fix: "raise the deployment target to iOS 14, or add a launch storyboard (UILaunchStoryboardName)", subject: "UILaunchScreen",
                    class: MessageClass.tooOld))
        }
        return findings
    }
}

extension BuiltLaunchScreenRule {
    /// "the app supports iPad multitasking (UIDeviceFamily includes 2 …)".
    static func supports(_ reason: String) -> String { "the app supports iPad multitasking (\(reason))" }
}

extension BuiltLaunch {
    /// Whether a launch screen key serves `device` (`iphone`, `ipad`): one without a device
    /// suffix, or with its own.
    func covers(device: String) -> Bool {
        storyboards.contains { !$0.name.isEmpty && ($0.device == nil || $0.device == device) }
            || screenKeys.contains { key in
                let suffix = key.split(separator: "~", maxSplits: 1).dropFirst().first.map(String.init)
                return suffix == nil || suffix == device
            }
    }
}

extension BuiltBundle {
    /// Why the app supports iPad multitasking, in words; nil when it does not (no iPad in
    /// `UIDeviceFamily`, or `UIRequiresFullScreen` true).
    var multitaskingReason: String? {
        guard deviceFamilies.contains(2) else { return nil }
        let key = info["UIRequiresFullScreen~ipad"] != nil ? "UIRequiresFullScreen~ipad" : "UIRequiresFullScreen"
        if info[key] == .bool(true) { return nil }
        return "UIDeviceFamily includes 2 (iPad) and \(key) is \(info[key].map { $0.shown } ?? "not set")"
    }

    /// The major version of `MinimumOSVersion`, when it is written.
    var minimumOSMajor: Int? { info["MinimumOSVersion"]?.string?.split(separator: ".").first.flatMap { Int($0) } }
}
