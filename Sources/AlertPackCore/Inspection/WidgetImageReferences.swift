/// Where a widget extension's Swift loads its images by literal name (`Image("logo")`,
/// `Image(decorative: "logo")`, `UIImage(named: "logo")`), read over `SwiftLexer`'s tokens: inside
/// a Dynamic Island region's closure (`compactLeading: { … }`, `compactTrailing:`, `minimal:`), or
/// elsewhere. A name built at run time is not a literal, and is not read.
enum WidgetImageReferences {
    /// The closures of `DynamicIsland` whose presentation is small and known.
    static let regions: Set<String> = ["compactLeading", "compactTrailing", "minimal"]
    /// Any place that is not one of `regions`.
    static let elsewhere = "elsewhere"
    static let loaders: Set<String> = ["Image", "UIImage"]

    /// Whether the source declares a Live Activity's views (`ActivityConfiguration`).
    static func declaresActivity(_ tokens: [SwiftLexer.Token]) -> Bool {
        tokens.contains { $0.kind == .word("ActivityConfiguration") }
    }

    /// Each literal image name, with the places it is loaded in: region names, or `elsewhere`.
    static func places(in tokens: [SwiftLexer.Token]) -> [String: Set<String>] {
        let walk = SwiftDeclarationWalk(tokens: tokens, file: "")
        var spans: [(range: Range<Int>, region: String)] = []
        for index in tokens.indices {
            guard case .word(let word) = tokens[index].kind, regions.contains(word), walk.isPunctuation(index + 1, ":"),
                walk.isPunctuation(index + 2, "{")
            else { continue }
            spans.append((index + 2..<walk.closing(index + 2, in: index + 2..<tokens.count), word))
        }
        var places: [String: Set<String>] = [:]
        for index in tokens.indices {
            guard case .word(let word) = tokens[index].kind, loaders.contains(word), walk.isPunctuation(index + 1, "(") else { continue }
            var at = index + 2
            if let label = walk.word(at), label == "named" || label == "decorative", walk.isPunctuation(at + 1, ":") { at += 2 }
            guard at < tokens.count, case .string(let text?) = tokens[at].kind, !text.isEmpty else { continue }
            // The innermost region holding it: spans are in the order they open.
            let region = spans.last { $0.range.contains(index) }?.region ?? elsewhere
            places[text, default: []].insert(region)
        }
        return places
    }
}
