import Foundation
import Yams

/// Reads a description of notification categories (JSON or YAML):
///
///     categories:
///       - identifier: MESSAGE
///         actions:
///           - {identifier: REPLY, title: Reply, options: [foreground], titles: {de: Antworten}}
public enum ActionsReader {
    public static func read(path: String) throws(AlertPackError) -> [ActionCategory] {
        // Only a regular file is opened (a FIFO would hang the run), and its size is checked first.
        let file = try RandomAccessFile(path: path)
        guard file.size <= 1_048_576 else { throw AlertPackError.malformed("the file is \(file.size) bytes; an actions file over 1 MiB is not read") }
        let data = Data(try file.read(at: 0, count: Int(file.size), what: "actions file"))
        guard let text = String(data: data, encoding: .utf8) else { throw AlertPackError.malformed("the file is not valid UTF-8") }
        let parsed: JSONNode
        do throws(AlertPackError) {
            parsed = JSONNode(foundation: try SafeYAML.load(text))
        } catch {
            throw AlertPackError.malformed(
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
            throw AlertPackError.malformed("expected a \"categories\" list")
        }
        return try list.enumerated().map { (index, item) throws(AlertPackError) -> ActionCategory in
            guard let category = item.object else { throw AlertPackError.malformed("categories[\(index)] is not a table") }
            let identifier = category["identifier"]?.scalarText ?? "categories[\(index)]"
            guard let actions = category["actions"]?.array else { throw AlertPackError.malformed("category \(identifier) has no actions list") }
            return ActionCategory(
                path: "\(path)#\(identifier)", identifier: identifier,
                actions: try actions.enumerated().map { (position, entry) throws(AlertPackError) in
                    guard let action = entry.object, let title = action["title"]?.string else {
                        throw AlertPackError.malformed("category \(identifier) actions[\(position)] needs a title")
                    }
                    let options = action["options"]?.array?.compactMap(\.scalarText) ?? []
                    let titles = action["titles"]?.object?.compactMapValues(\.string) ?? [:]
                    return .init(identifier: action["identifier"]?.scalarText ?? title, title: title, options: options, titles: titles)
                })
        }
    }
}
