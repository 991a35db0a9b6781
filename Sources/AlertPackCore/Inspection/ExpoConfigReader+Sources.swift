/// The files an Expo project's config is made of, each read once and only inside the project:
/// JSON (app.json, app.config.json, a JSON file a script requires, package.json) within the size
/// and nesting limits every JSON reader here keeps, and the dynamic script through
/// `ConfigScriptReader`. A file that cannot be read is kept as `unreadable`, in its own words.
extension ExpoConfigReader {
    struct Sources {
        /// JSON configs are a few kilobytes; a megabyte is no config.
        static let maxFileBytes = 1 << 20

        let folder: String
        let resolver: DeclaredAssetResolver
        var unreadable: [AppConfigProject.Unreadable] = []
        /// The config files read, in the order they were read.
        var read: [String] = []
        /// Each JSON file read, by its path relative to the folder; nil when it could not be read.
        var json: [String: ConfigValue?] = [:]

        init(folder: String) {
            self.folder = folder
            resolver = DeclaredAssetResolver(folder: folder)
        }

        /// The path of `name` below the folder, as discovery spells it.
        func full(_ name: String) -> String {
            folder == "." || folder.isEmpty ? name : folder + "/" + name
        }

        /// Whether `name` is a file of the project (a link leading out of it is not).
        func isConfigFile(_ name: String) -> Bool {
            guard let path = resolver.resolve(name).path else { return false }
            return FileName.extension(of: path).lowercased() != "icon"
        }

        /// The JSON file `relative` as a config value (members in key order), read once; nil, with
        /// the reason in `unreadable`, when it cannot be read.
        mutating func jsonValue(_ relative: String, isConfig: Bool = true) -> ConfigValue? {
            if let known = json[relative] {
                // package.json, read first for its dependencies, may be required by the script too.
                if isConfig, known != nil, !read.contains(relative) { read.append(relative) }
                return known
            }
            let value: ConfigValue?
            do throws(AlertPackError) {
                value = ConfigValue(json: try Self.parse(path: full(relative)))
                if isConfig { read.append(relative) }
            } catch {
                unreadable.append(AppConfigProject.Unreadable(file: relative, error: error))
                value = nil
            }
            json[relative] = value
            return value
        }

        /// The dynamic config script `relative`, or nil with the reason in `unreadable`.
        mutating func script(_ relative: String) -> ConfigScriptReader.Script? {
            do throws(AlertPackError) {
                let script = try ConfigScriptReader.read(path: full(relative))
                read.append(relative)
                return script
            } catch {
                unreadable.append(AppConfigProject.Unreadable(file: relative, error: error))
                return nil
            }
        }

        /// Whether package.json depends on `expo`, and the version it asks for, as written.
        mutating func packageFacts() -> (namesExpo: Bool, version: String?) {
            guard isConfigFile("package.json"), let package = jsonValue("package.json", isConfig: false) else { return (false, nil) }
            for group in ["dependencies", "devDependencies"] {
                guard let expo = package[path: [group, "expo"]] else { continue }
                return (true, expo.string)
            }
            return (false, nil)
        }

        /// A JSON file's value, its size and nesting refused past the limits before the parser
        /// (which recurses) sees it; an error names the file.
        static func parse(path: String) throws(AlertPackError) -> JSONNode {
            do throws(AlertPackError) {
                let bytes = try RandomAccessFile.contents(path: path, maxBytes: maxFileBytes, what: "the JSON config")
                if let problem = TextGuard.problem(in: bytes) { throw AlertPackError.reading(.notJSON(problem)) }
                return try JSONNode.parse(bytes)
            } catch {
                throw AlertPackError.inFile(path, error)
            }
        }

    }
}
