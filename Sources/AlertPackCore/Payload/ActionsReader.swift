import Foundation
import Yams

/// Reads a description of notification categories (JSON or YAML):
///
///     categories:
///       - identifier: MESSAGE
///         actions:
///           - {identifier: REPLY, title: Reply, options: [foreground], titles: {de: Antworten}}
public enum ActionsReader {
    public static func read(path: String) throws(FormatError) -> [ActionCategory] {
        guard let data = FileManager.default.contents(atPath: path) else { throw FormatError("cannot read the file") }
        guard data.count <= 1_048_576 else { throw FormatError("the file is \(data.count) bytes; an actions file over 1 MiB is not read") }
        guard let text = String(data: data, encoding: .utf8) else { throw FormatError("the file is not valid UTF-8") }
        if let problem = TextGuard.problem(in: [UInt8](data)) { throw FormatError("not read: \(problem); an actions file never needs that") }
        let parsed: Any?
        do { parsed = try Yams.load(yaml: text) } catch { throw FormatError("not valid JSON or YAML: \(TextGuard.userMessage("\(error)"))") }
        let list: [Any]
        if let root = parsed as? [String: Any], let categories = root["categories"] as? [Any] {
            list = categories
        } else if let categories = parsed as? [Any] {
            list = categories
        } else {
            throw FormatError("expected a \"categories\" list")
        }
        return try list.enumerated().map { (index, item) throws(FormatError) -> ActionCategory in
            guard let category = item as? [String: Any] else { throw FormatError("categories[\(index)] is not a table") }
            let identifier = category["identifier"].map { "\($0)" } ?? "categories[\(index)]"
            guard let actions = category["actions"] as? [Any] else { throw FormatError("category \(identifier) has no actions list") }
            return ActionCategory(path: "\(path)#\(identifier)", identifier: identifier, actions: try actions.enumerated().map { (position, entry) throws(FormatError) in
                guard let action = entry as? [String: Any], let title = action["title"] as? String else {
                    throw FormatError("category \(identifier) actions[\(position)] needs a title")
                }
                let options = (action["options"] as? [Any])?.map { "\($0)" } ?? []
                let titles = (action["titles"] as? [String: Any])?.compactMapValues { $0 as? String } ?? [:]
                return .init(identifier: action["identifier"].map { "\($0)" } ?? title, title: title, options: options, titles: titles)
            })
        }
    }
}
