/// What `package` did: every source's check, the manifest it wrote, and problems that stopped it.
public struct PackageResult: Sendable {
    public var report: CheckReport
    public var manifest: PackageManifest?
    /// Usage and I/O problems (exit code 2): nothing was written under the package's name.
    public var problems: [String] = []
    /// Errors in the asset catalogs the package would have generated (a required icon that no
    /// approved source filled): such a set is left out of the package with its images.
    public var catalogFindings: [FileReport] = []

    public var rejected: Int { manifest?.rejected.count ?? 0 }
    public var packaged: Int { manifest?.assets.filter { $0.role != .catalog }.count ?? 0 }

    /// 2 on problems; 1 when anything was rejected (unless allowed); else 0.
    public func exitCode(allowRejected: Bool) -> Int32 {
        if !problems.isEmpty { return 2 }
        if (rejected > 0 || !catalogFindings.isEmpty) && !allowRejected { return 1 }
        return 0
    }
}
