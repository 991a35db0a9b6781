/// The `ActivityAttributes` types among the declarations of an app's Swift files, each with its
/// `ContentState` as the synthesized `Decodable` reads it: a struct conforming in its
/// declaration or in an extension, its nested `struct ContentState` (or the struct a
/// `typealias ContentState` names), each stored property's key (`CodingKeys`) and the JSON its
/// type decodes from. Names resolve as Swift looks them up from the property's scope outwards,
/// among the same files; a name found nowhere, or in several places, is not judged.
package enum ActivityAttributesResolver {
    /// Every `ActivityAttributes` type, in the order of the files and lines that declare them.
    static func activities(in declarations: [SwiftTypeDeclaration]) -> [ActivityAttributesDeclaration] {
        let index = Index(declarations)
        var paths: [[String]] = []
        var seen: Set<[String]> = []
        for declaration in declarations where declaration.inherits.contains("ActivityAttributes") {
            let type = declaration.kind == .extensionOf ? index.lookup(declaration.path, from: []) : declaration
            if let type, type.kind == .structure || type.kind == .classType, seen.insert(type.path).inserted { paths.append(type.path) }
        }
        return paths.compactMap { path in
            guard let type = index.type(at: path) else { return nil }
            return ActivityAttributesDeclaration(
                name: path.joined(separator: "."), file: type.file, line: type.line, contentState: contentState(of: type, index))
        }
    }

    /// The shape of the type's `ContentState`, or why it is not known.
    static func contentState(of type: SwiftTypeDeclaration, _ index: Index) -> DecodedShape {
        let name = type.path.joined(separator: ".") + ".ContentState"
        let conflicting = index.conflicting(at: type.path + ["ContentState"])
        if !conflicting.isEmpty {
            return DecodedShape(
                typeName: name, members: [], unread: "its ContentState is declared differently in \(conflicting.joined(separator: " and "))")
        }
        if let state = index.lookup(["ContentState"], from: type.path, nestedOnly: true) {
            return shape(of: state, index)
        }
        if let alias = index.alias("ContentState", in: type.path) {
            guard case .named(let parts, _) = alias, let state = index.lookup(parts, from: type.path) else {
                return DecodedShape(typeName: name, members: [], unread: "its ContentState is \(alias.text), which these sources do not declare")
            }
            return shape(of: state, index)
        }
        return DecodedShape(
            typeName: name, members: [], unread: "no ContentState is declared in \(type.path.joined(separator: ".")) in these sources")
    }

    /// What the synthesized `init(from:)` of `type` reads.
    static func shape(of type: SwiftTypeDeclaration, _ index: Index) -> DecodedShape {
        let name = type.path.joined(separator: ".")
        guard type.kind == .structure || type.kind == .classType else {
            return DecodedShape(typeName: name, members: [], unread: "it is not a struct")
        }
        let unread = type.unread ?? (index.decodesInExtension(type.path) ? "its own init(from:)" : nil)
        if let unread { return DecodedShape(typeName: name, members: [], unread: unread) }
        // `CodingKeys` may be declared in an extension of the type: the synthesized coding uses it.
        let codingKeys = type.codingKeys ?? index.extensions(of: type.path).lazy.compactMap(\.codingKeys).first
        let members = type.properties.map { property -> DecodedShape.Member in
            let key = codingKeys.map { $0[property.name] } ?? property.name
            // A `let` with a value beside it is never decoded (the compiler warns); a property
            // CodingKeys leaves out keeps its default and is not decoded either.
            let decoded = !(property.isLet && property.hasDefault) && key != nil
            let value = property.type.map { jsonType($0, from: type.path, index, depth: 0) } ?? .unknown
            return DecodedShape.Member(
                property: property.name, key: key ?? property.name, typeText: property.type?.text ?? "type inferred from its value", value: value,
                required: decoded && !value.nullable, decoded: decoded)
        }
        return DecodedShape(typeName: name, members: members, unread: nil)
    }
}
