/// Checking as `check` does it, as the stages after the rules ask for it: the converter checks
/// a sound before and after converting it, the packager checks its sources and the sets it
/// generated, `verify` the files it unpacked. The pipeline's `Checker` is the one alertpack
/// gives them, so converting and packaging never reach forward into the pipeline that runs them.
public protocol AssetChecking: Sendable {
    /// What every check judges with.
    var configuration: CheckConfiguration { get }
    /// Checks files and folders as `check` does: every file judged in its context, in path order.
    func checkPaths(_ paths: [String]) -> CheckReport
    /// Checks them as a package's sources: packages (alertpack's outputs) and the folder
    /// `output` are left out.
    func checkPackageSources(_ paths: [String], output: String?) -> CheckReport
    /// Checks a package's files (`verify`, and `package` the sets it generated): each app icon
    /// set judged in the role its manifest records (`roles`, by the set folder's absolute path;
    /// a set not there is judged as the App Store icon), never by a project around the package.
    func checkPackage(_ paths: [String], roles: [String: IconSetRole]) -> CheckReport
    /// Checks one sound as `check` reports it.
    func checkSound(at path: String) -> FileReport
}

extension AssetChecking {
    /// A checker that knows no roles checks a package's files as `checkPaths` does.
    public func checkPackage(_ paths: [String], roles: [String: IconSetRole]) -> CheckReport { checkPaths(paths) }
}
