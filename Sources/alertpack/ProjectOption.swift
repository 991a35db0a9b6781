import AlertPackCore
import ArgumentParser
import Foundation

/// `--project`: an Xcode project whose app icon names are checked against the icons in its
/// folder, when it is not already under the paths checked.
struct ProjectOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "An Xcode project (.xcodeproj, or its project.pbxproj) whose app icon names to check.",
            discussion: "Projects under the folders checked are found without it."))
    var project: String?

    func validate() throws {
        guard let project else { return }
        let folder = (project as NSString).lastPathComponent == "project.pbxproj" ? (project as NSString).deletingLastPathComponent : project
        var isDirectory: ObjCBool = false
        guard XcodeProject.isProject(folder: folder), FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { throw ValidationError("--project \(project): not an .xcodeproj folder") }
    }

    /// The paths to check, with the project added.
    func adding(to paths: [String]) -> [String] { paths + (project.map { [$0] } ?? []) }
}
