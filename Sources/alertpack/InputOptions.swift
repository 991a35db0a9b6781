import AlertPackCore
import ArgumentParser
import Foundation

/// What `check` and `report` take besides files and folders: an Xcode project whose app icon
/// names are checked, a built app to compare with it, and folders of notification attachments.
struct InputOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "An Xcode project (.xcodeproj, or its project.pbxproj) whose app icon names to check.",
            discussion: "Projects under the folders checked are found without it."))
    var project: String?

    @Option(
        help: ArgumentHelp(
            "A built app (.ipa, .app or .xcarchive) to check and compare with --project: what the project declares and the build lacks.",
            discussion: "Naming one project and one built app among the paths compares them too.", valueName: "app"))
    var built: String?

    @Option(
        help: ArgumentHelp(
            "A folder of notification attachments: every file in it is checked as one (repeatable).",
            discussion: "Adds to the `attachments:` patterns of .alertpack.yml."))
    var attachments: [String] = []

    @Flag(help: "Accept named paths that hold nothing to check (an empty or missing folder, a device), instead of exit 2.")
    var allowEmpty = false

    @Flag(help: "Apply the config's ignore patterns to paths named on the command line too, as to what a folder walk finds.")
    var forceExclude = false

    @Option(
        help:
            "The build configuration the app ships in: projects are judged in it (default: buildConfiguration: in the config, else each target's archive scheme's, else Release)."
    )
    var buildConfiguration: String?

    func validate() throws {
        if let project {
            let folder = (project as NSString).lastPathComponent == "project.pbxproj" ? (project as NSString).deletingLastPathComponent : project
            var isDirectory: ObjCBool = false
            guard XcodeProject.isProject(folder: folder), FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { throw ValidationError("--project \(project): not an .xcodeproj folder") }
        }
        if let built {
            guard project != nil else { throw ValidationError("--built \(built) is compared with --project: give the project too") }
            guard ContainerFolder.isBuiltApp(built) || ContainerFolder.isIPA(built) else {
                throw ValidationError("--built \(built): not a built app (an .ipa file, or an .app or .xcarchive folder)")
            }
        }
        for folder in attachments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--attachments \(folder): not a folder")
            }
        }
    }

    /// The paths to check, with the project and the attachment folders added.
    func adding(to paths: [String]) -> [String] { paths + (project.map { [$0] } ?? []) + (built.map { [$0] } ?? []) + attachments }

    /// The checker with what these options say about named paths.
    func applied(to checker: Checker) -> Checker {
        var checker = checker
        checker.allowsEmptyPaths = allowEmpty
        checker.excludesNamedPaths = forceExclude
        if let built, let project {
            let folder = (project as NSString).lastPathComponent == "project.pbxproj" ? (project as NSString).deletingLastPathComponent : project
            checker.builtAgainst = [AbsolutePath.of(built): folder]
        }
        return checker
    }

    /// The configuration with the attachment folders selected.
    func applied(to configuration: CheckConfiguration) -> CheckConfiguration {
        var configuration = configuration
        if let buildConfiguration { configuration.buildConfiguration = buildConfiguration }
        for folder in attachments { configuration.attachments.add(folder: folder) }
        return configuration
    }
}
