/// The pipeline's checker is what converting and packaging check with.
extension Checker: AssetChecking {
    public func checkPaths(_ paths: [String]) -> CheckReport { check(paths: paths) }

    public func checkPackageSources(_ paths: [String], output: String?) -> CheckReport {
        var checker = self
        checker.skipsPackages = true
        // A built app is not a source: nothing of it is packaged.
        checker.checksBuiltApps = false
        checker.excludedFolders = Set([output].compactMap { $0 }.compactMap { FileIdentity(path: $0) })
        return checker.check(paths: paths)
    }

    public func checkPackage(_ paths: [String], roles: [String: IconSetRole]) -> CheckReport {
        var checker = self
        checker.packageRoles = roles
        return checker.check(paths: paths)
    }
}

extension PackageVerifier {
    /// A verifier that checks the unpacked files with the pipeline's `Checker`.
    public init(presetReference: String? = nil, jobs: Int = 1) {
        self.init(presetReference: presetReference, jobs: jobs, supervision: .none)
    }

    /// A verifier whose checker is supervised: a crash names the package's file, not the
    /// unpacked copy.
    package init(presetReference: String?, jobs: Int, supervision: Supervision) {
        self.init(presetReference: presetReference, jobs: jobs) { configuration, jobs, unpacked, shownAs in
            var checker = Checker(configuration: configuration, jobs: jobs)
            // The run's aliases, in which the supervision knows the names.
            if let aliases = supervision.aliases { checker.configuration.aliases = aliases }
            checker.supervision = supervision.naming(copy: unpacked, as: shownAs)
            return checker
        }
    }
}
