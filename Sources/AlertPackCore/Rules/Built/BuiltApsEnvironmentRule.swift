/// A built app signed with `aps-environment` = `development` but provisioned for distribution, or
/// whose signature and provisioning profile disagree on the push environment.
///
/// The push environment is the `aps-environment` entitlement in the executable's code signature;
/// the embedded provisioning profile must grant the same value. An App Store, TestFlight, ad hoc
/// or enterprise build signed with `development` asks APNs' sandbox for its token, so the
/// server's production pushes never arrive, and nothing on the device says why. A signature the
/// profile does not grant is refused at install. A build without a profile (as the App Store
/// delivers it) is judged on its signature alone only when it is also a distribution build, which
/// it cannot show: it is not judged.
///
/// - Rule: built.aps-environment
/// - Name: Push environment of a built app
/// - Source: BUILT-APS
/// - Class development: aps-environment development in a build provisioned for distribution
/// - Class mismatch: the signature and the profile disagree on aps-environment
/// - Fires on: Samples/built/DevelopmentPush.ipa, saying “signed with aps-environment development” (error)
/// - Silent on: Samples/built/Good.ipa
package struct BuiltApsEnvironmentRule: BuiltAppRule {
    package func check(_ subject: BuiltAppSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        subject.facts.bundles.compactMap { judge($0, context) }
    }

    private func judge(_ bundle: BuiltBundle, _ context: RuleContext<Parameters>) -> Finding? {
        guard let profile = bundle.profile, let signature = bundle.signature, !signature.isUnsigned else { return nil }
        let signed = signature.entitlements?["aps-environment"]?.string
        let granted = profile.entitlements["aps-environment"]?.string
        guard signed != nil || granted != nil else { return nil }
        let executable = bundle.shown(bundle.executable ?? bundle.name)
        if signed == "development" && profile.isDistribution {
            return context.finding(
                "\(executable) is signed with aps-environment development, but its profile\(profile.name.map { " \"\($0)\"" } ?? "") is for \(profile.distribution) distribution: the build registers with APNs' sandbox and receives no production pushes",
                fix:
                    "archive with the Release configuration and export for \(profile.distribution) (Xcode sets aps-environment production), or set aps-environment to production in the entitlements file",
                subject: executable, class: MessageClass.development)
        }
        guard let signed, signed != granted else { return nil }
        let grants = granted.map { "grants \($0)" } ?? "grants no aps-environment"
        return context.finding(
            "\(executable) is signed with aps-environment \(signed), but its provisioning profile (\(profile.distribution)) \(grants): iOS refuses to install the build",
            fix: "export the archive again with a profile that has Push Notifications enabled for this environment",
            subject: executable, class: MessageClass.mismatch)
    }
}
