/// A web file's facts as the JSON contract writes them (`web-manifest` and `web-script` reports).
extension FactsJSON {
    static func webApp(_ facts: WebAppFacts) -> JSONValue {
        .object([
            ("source", .string(facts.source.rawValue)), ("webRoot", .string(facts.webRoot)), ("name", string(facts.name)),
            ("shortName", string(facts.shortName)), ("startURL", string(facts.startURL)), ("display", string(facts.display)),
            (
                "images",
                .array(
                    facts.images.map { image in
                        .object([
                            ("key", .string(image.key)), ("line", int(image.line)), ("value", .string(image.value)),
                            ("role", .string(image.role.rawValue)), ("sizes", .array(image.sizes.map(JSONValue.string))),
                            ("type", string(image.type)), ("purpose", .array(image.purposes.map(JSONValue.string))),
                            ("path", string(image.path)), ("unresolved", string(image.unresolved?.rawValue)),
                        ])
                    })
            ),
            ("notRead", .array(facts.notRead.map(JSONValue.string))), ("unreadable", string(facts.unreadable)),
        ])
    }
}
