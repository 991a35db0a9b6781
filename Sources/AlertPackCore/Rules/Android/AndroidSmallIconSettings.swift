/// The thresholds the small icon inspector measures with, taken from the rules that judge what it
/// measures, so a fact means exactly what its rule checks.
extension RuleBook {
    /// `android.small-icon-solid`'s opaque alpha and cap, `android.small-icon-live-area`'s ink alpha.
    package var androidSmallIconSettings: AndroidSmallIconInspector.Settings {
        let solid = parameters(of: AndroidSmallIconSolidRule.self)
        let live = parameters(of: AndroidSmallIconLiveAreaRule.self)
        return AndroidSmallIconInspector.Settings(
            opaqueAlpha: min(max(solid.opaqueAlpha, 0), 1), inkAlpha: min(max(live.inkAlpha, 0), 1), maxSide: min(max(solid.maxSide, 1), 16_384))
    }
}
