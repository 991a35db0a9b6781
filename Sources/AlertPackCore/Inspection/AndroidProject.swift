/// An Android app module as a run reads it: the folder discovery found (as it spelled it) and
/// what `AndroidProjectReader` read there, once.
package struct AndroidProject: Sendable {
    /// The module's folder ("." for the folder the run was started in).
    package var folder: String
    package var facts: AndroidProjectFacts
    /// How the run spells the folder it was started in where the module is that folder: "./" as
    /// a walk of `.` spells what it finds beside the manifest, "" where the manifest was named bare.
    package var currentFolderSpelling = ""

    package init(folder: String, facts: AndroidProjectFacts) {
        self.folder = folder
        self.facts = facts
    }

    /// Reads the module in `folder`.
    package static func read(folder: String) -> AndroidProject {
        AndroidProject(folder: folder, facts: AndroidProjectReader.read(root: folder, module: ""))
    }

    /// Where its report is filed: its main manifest, the file that makes it a module.
    package var reportPath: String { (folder == "." ? currentFolderSpelling : folder + "/") + AndroidProjectMarker.manifestPath }

    /// A module file's path as a run names it (`folder/src/main/res/raw/ping.ogg`).
    package func path(_ file: String) -> String { folder == "." ? file : folder + "/" + file }
}
