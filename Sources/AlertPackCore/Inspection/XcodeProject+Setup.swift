extension XcodeProject {
    /// One target's entitlements and Info.plist in one configuration, as its merged build
    /// settings name them (paths relative to the folder that holds the `.xcodeproj`, `$(SRCROOT)`
    /// and the other settings resolved), with the `INFOPLIST_KEY_*` settings Xcode generates
    /// into the Info.plist where the file does not set the key itself. `read` holds the files
    /// already read in this project (its configurations and targets share most of them).
    static func setup(
        of target: String, _ configuration: String, product: String, settings: [String: String], folder: String,
        read plists: inout [String: Result<[String: JSONNode], AlertPackError>]
    ) -> TargetSetup {
        var setup = TargetSetup(target: target, configuration: configuration, productType: product)
        var known = settings
        for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] where known[variable] == nil { known[variable] = "." }
        // What the setting names, read: nil when unset; `known` false when it cannot be read.
        func read(_ setting: String) -> (file: String?, values: [String: JSONNode], known: Bool) {
            guard let raw = known[setting]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return (nil, [:], true) }
            let (value, missing) = expand(raw, known)
            guard missing.isEmpty else {
                setup.problems.append("\(setting) = \(raw) uses \(missing.joined(separator: ", ")), which the project does not set")
                return (nil, [:], false)
            }
            let relative = value.hasPrefix("./") ? String(value.dropFirst(2)) : value
            let path = relative.hasPrefix("/") ? relative : folder + "/" + relative
            if plists[path] == nil {
                do throws(AlertPackError) {
                    plists[path] = .success(try PropertyList.dictionary(path: path))
                } catch {
                    plists[path] = .failure(error)
                }
            }
            switch plists[path]! {
            case .success(let values): return (relative, values, true)
            case .failure(let error):
                setup.problems.append("\(setting) names \(relative): \(error.message)")
                return (relative, [:], false)
            }
        }
        let entitlements = read("CODE_SIGN_ENTITLEMENTS")
        (setup.entitlementsFile, setup.entitlements, setup.entitlementsKnown) = entitlements
        let info = read("INFOPLIST_FILE")
        (setup.infoFile, setup.info, setup.infoKnown) = info
        for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") {
            let name = String(key.dropFirst("INFOPLIST_KEY_".count))
            if setup.info[name] == nil { setup.info[name] = .string(expand(value, known).0) }
        }
        // The bundle's name as built (`PRODUCT_NAME`, `$(TARGET_NAME)` unless set): how a built app is told apart.
        if let product = known["PRODUCT_NAME"].map({ expand($0, known) }), product.1.isEmpty { setup.productName = product.0 }
        return setup
    }
}
