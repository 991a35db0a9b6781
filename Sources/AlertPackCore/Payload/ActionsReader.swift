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
        // Only a regular file is opened (a FIFO would hang the run), and its size is checked first.
        let file = try RandomAccessFile(path: path)
        guard file.size <= 1_048_576 else { throw FormatError("the file is \(file.size) bytes; an actions file over 1 MiB is not read") }
        let data = Data(try file.read(at: 0, count: Int(file.size), what: "actions file"))
        guard let text = String(data: data, encoding: .utf8) else { throw FormatError("the file is not valid UTF-8") }
        let parsed: JSONNode
        do throws(FormatError) {
            parsed = JSONNode(foundation: try SafeYAML.load(text))
        } catch {
            throw FormatError(
                error.message.hasPrefix("not valid YAML")
                    ? "not valid JSON or YAML" + error.message.dropFirst("not valid YAML".count)
                    : error.message + "; an actions file never needs that")
        }
        let list: [JSONNode]
        if let categories = parsed["categories"]?.array {
            list = categories
        } else if let categories = parsed.array {
            list = categories
        } else {
            throw FormatError("expected a \"categories\" list")
        }
        return try list.enumerated().map { (index, item) throws(FormatError) -> ActionCategory in
            guard let category = item.object else { throw FormatError("categories[\(index)] is not a table") }
            let identifier = category["identifier"]?.scalarText ?? "categories[\(index)]"
            guard let actions = category["actions"]?.array else { throw FormatError("category \(identifier) has no actions list") }
            return ActionCategory(
                path: "\(path)#\(identifier)", identifier: identifier,
                actions: try actions.enumerated().map { (position, entry) throws(FormatError) in
                    guard let action = entry.object, let title = action["title"]?.string else {
                        throw FormatError("category \(identifier) actions[\(position)] needs a title")
                    }
                    let options = action["options"]?.array?.compactMap(\.scalarText) ?? []
                    let titles = action["titles"]?.object?.compactMapValues(\.string) ?? [:]
                    return .init(identifier: action["identifier"]?.scalarText ?? title, title: title, options: options, titles: titles)
                })
        }
    }
}
