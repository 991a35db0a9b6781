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
        guard file.size <= 1_048_576 else { throw AlertPackError.content(.actionsFileTooLarge(bytes: file.size)) }
        let data = Data(try file.read(at: 0, count: Int(file.size), what: "actions file"))
        guard let text = String(data: data, encoding: .utf8) else { throw AlertPackError.reading(.notValidText("UTF-8", file: true)) }
        let parsed: JSONNode
        do throws(AlertPackError) {
            parsed = JSONNode(foundation: try SafeYAML.load(text))
        } catch {
            throw AlertPackError.content(.actionsNotParsed(error))
        }
        let list: [JSONNode]
        if let categories = parsed["categories"]?.array {
            list = categories
        } else if let categories = parsed.array {
            list = categories
        } else {
            throw AlertPackError.content(.expectedList("categories"))
        }
        return try list.enumerated().map { (index, item) throws(AlertPackError) -> ActionCategory in
            guard let category = item.object else { throw AlertPackError.content(.notTable("categories[\(index)]")) }
            let identifier = category["identifier"]?.scalarText ?? "categories[\(index)]"
            guard let actions = category["actions"]?.array else { throw AlertPackError.content(.categoryWithoutActions(identifier)) }
            return ActionCategory(
                path: "\(path)#\(identifier)", identifier: identifier,
                actions: try actions.enumerated().map { (position, entry) throws(AlertPackError) in
                    guard let action = entry.object, let title = action["title"]?.string else {
                        throw AlertPackError.content(.actionWithoutTitle(category: identifier, index: position))
                    }
                    let options = action["options"]?.array?.compactMap(\.scalarText) ?? []
                    let titles = action["titles"]?.object?.compactMapValues(\.string) ?? [:]
                    return .init(identifier: action["identifier"]?.scalarText ?? title, title: title, options: options, titles: titles)
                })
        }
    }
}
