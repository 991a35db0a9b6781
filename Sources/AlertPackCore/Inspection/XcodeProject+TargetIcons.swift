import Foundation

extension TargetIcons {
    /// The names as Xcode reads them from the files: a variable no file sets is empty
    /// (`AppIcon${SUFFIX}` is AppIcon where SUFFIX is set only for Debug); with what each
    /// unresolved name was read as. What `package` ships, and how `check` judges the
    /// configuration that ships.
    public func readingUnsetAsEmpty() -> (TargetIcons, readings: [(text: String, value: String, unset: [String])]) {
        var read = self
        var readings: [(text: String, value: String, unset: [String])] = []
        for text in unresolved {
            let (value, missing) = XcodeProject.expand(text, [:])
            let name = value.trimmingCharacters(in: .whitespaces)
            readings.append((text, name, missing))
            if name.isEmpty { continue }
            if read.primary == nil && text == unresolved.first && !read.alternates.contains(name) {
                read.primary = name
            } else {
                read.alternates.append(name)
            }
        }
        read.unresolved = []
        return (read, readings)
    }
}
