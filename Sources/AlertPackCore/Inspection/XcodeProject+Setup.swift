extension XcodeProject {
    /// One target's entitlements and Info.plist in one configuration, as its merged build
    /// settings name them (paths relative to the folder that holds the `.xcodeproj`, `$(SRCROOT)`
    /// and the other settings resolved), with the `INFOPLIST_KEY_*` settings Xcode generates
    /// into the Info.plist where the file does not set the key itself.
    static func setup(of target: String, _ configuration: String, product: String, settings: [String: String], folder: String) -> TargetSetup {
        var setup = TargetSetup(target: target, configuration: configuration, productType: product)
        var known = settings
        for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] where known[variable] == nil { known[variable] = "." }
        func read(_ setting: String) -> (file: String, values: [String: JSONNode])? {
            guard let raw = known[setting]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
            let (value, missing) = expand(raw, known)
            guard missing.isEmpty else {
                setup.problems.append("\(setting) = \(raw) uses \(missing.joined(separator: ", ")), which the project does not set")
                return nil
            }
            let relative = value.hasPrefix("./") ? String(value.dropFirst(2)) : value
            let path = relative.hasPrefix("/") ? relative : folder + "/" + relative
            do throws(AlertPackError) {
                return (relative, try PropertyList.dictionary(path: path))
            } catch {
                setup.problems.append("\(setting) names \(relative): \(error.message)")
                return (relative, [:])
            }
        }
        if let entitlements = read("CODE_SIGN_ENTITLEMENTS") { (setup.entitlementsFile, setup.entitlements) = entitlements }
        if let info = read("INFOPLIST_FILE") { (setup.infoFile, setup.info) = info }
        for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
            let name = String(key.dropFirst("INFOPLIST_KEY_".count))
            if setup.info[name] == nil { setup.info[name] = .string(expand(value, known).0) }
        }
        return setup
    }
}
