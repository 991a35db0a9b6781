/// The thresholds web images are measured with, taken from the rule that judges what is measured,
/// so a fact means exactly what its rule checks.
extension RuleBook {
    /// `web.badge-solid`'s opaque alpha and cap (a web badge is measured as Android's small icon is;
    /// the ink box, which no web rule reads, at the same alpha).
    package var webImageSettings: AndroidSmallIconInspector.Settings {
        let solid = parameters(of: WebBadgeSolidRule.self)
        let alpha = min(max(solid.opaqueAlpha, 0), 1)
        return AndroidSmallIconInspector.Settings(opaqueAlpha: alpha, inkAlpha: alpha, maxSide: min(max(solid.maxSide, 1), 16_384))
    }
}
