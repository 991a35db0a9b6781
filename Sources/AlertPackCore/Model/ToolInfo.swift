/// The tool's name and version, as reports and manifests record them.
public enum ToolInfo {
    public static let name = "alertpack"
    public static let version = "0.1.0"
}
