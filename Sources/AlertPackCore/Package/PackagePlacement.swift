import Foundation

/// One file on its way into the package.
struct PackagePlacement {
    var source: String
    var path: String
    var role: PackageRole
    var slots: [ImageSlot]
    /// The source's report, as its index in the check's reports (a package of 50,000 files
    /// would otherwise hold a second copy of every report here); a file of an Icon Composer
    /// document has a small report of its own.
    var reportIndex: Int
    /// Boxed: an inline FileReport would make every placement hundreds of bytes larger.
    var innerBox: ReportBox? = nil

    func report(in files: [FileReport]) -> FileReport { innerBox?.report ?? files[reportIndex] }
    var convert = false
    /// For a file of an Icon Composer document: the bundle's folder in the package, which
    /// stands or falls whole.
    var bundle: String?
    /// For an app icon image: the icon set folder it goes in.
    var set: String?
    /// The project target whose icon it is (project packaging).
    var target: String?
    /// The platforms it is packaged for: the manifest records the findings of their rules for it.
    var platforms: [AssetPlatform] = [.ios]

    /// A report held by reference.
    final class ReportBox: Sendable {
        let report: FileReport
        init(_ report: FileReport) { self.report = report }
    }
}
