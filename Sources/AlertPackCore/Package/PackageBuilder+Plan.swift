import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where every approved file goes in the package, and what is rejected.
extension PackageBuilder {
    /// One file on its way into the package.
    struct Placement {
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
    }

    /// A report held by reference.
    final class ReportBox: Sendable {
        let report: FileReport
        init(_ report: FileReport) { self.report = report }
    }

    /// What planning decided besides the placements.
    struct PlanNotes {
        var rejected: [PackageManifest.Rejected] = []
        /// Icon sets and documents the packaged targets do not use (or `--icon-set` did not choose).
        var unused: Set<String> = []
        /// Why the package cannot be made as asked (exit 2): two different App Store icons.
        var conflicts: [String] = []
    }

    /// Decides where every approved file goes, and what is rejected (collisions included).
    func plan(_ report: CheckReport, sources: [String], icons iconPlan: PackageIconPlan?) -> ([Placement], PlanNotes) {
        var planner = Planner(options: options, iconPlan: iconPlan, sources: sources)
        for (index, file) in report.files.enumerated() { planner.place(file, index: index) }
        return planner.finish(report)
    }

    /// Whether an image's icon set is the one `--icon-set` chose: by path (a value with a slash),
    /// else by name (`NAME` or `NAME.appiconset`). A loose image is never the chosen set's.
    static func isChosen(set: String?, _ chosen: String) -> Bool {
        guard let set else { return false }
        if chosen.contains("/") {
            return AbsolutePath.of(set) == AbsolutePath.of(chosen.hasSuffix("/") ? String(chosen.dropLast()) : chosen)
        }
        let name = FileName.last(of: set)
        return name == chosen || name == chosen + ".appiconset"
    }

    /// The slot of an App Store image: the marketing slot, or a single-size set's 1024 image.
    static func isStoreSlot(_ slot: ImageSlot) -> Bool {
        slot.kind == .icon && (slot.marketing || (slot.width == 1024 && slot.height == 1024 && slot.appearance == nil))
    }
}
