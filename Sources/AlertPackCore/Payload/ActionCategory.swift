/// One notification category and its actions, from a `lint-actions` file.
public struct ActionCategory: Sendable, Equatable {
    public struct Action: Sendable, Equatable {
        public var identifier: String
        public var title: String
        public var options: [String]
        /// Localised titles by language.
        public var titles: [String: String]

        /// How findings name one of its titles: `action reply title "Reply" (de)`.
        package func naming(_ title: String, _ language: String) -> String {
            "action \(identifier) title \"\(title)\"" + (language == "base" ? "" : " (\(language))")
        }

        /// The title and each localisation, labelled "base" or by language, in a stable order.
        public var allTitles: [(language: String, title: String)] {
            [("base", title)] + titles.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
    }

    public var path: String
    public var identifier: String
    public var actions: [Action]
}
