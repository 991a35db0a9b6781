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
    /// Checks one sound as `check` reports it.
    func checkSound(at path: String) -> FileReport
}
