extension AlertPackError {
    /// What stops an XML file (Cordova's config.xml) from being read, said with its line in
    /// `ReadFailure.xmlSyntax`. Only start tags, their attributes and their nesting are read; a
    /// document type that declares entities is refused, so nothing is expanded or fetched.
    public enum XMLSyntax: Sendable, Equatable {
        /// A `<!DOCTYPE>` declares entities (`<!ENTITY …>`).
        case entityDeclaration
        /// `what` ("<!-- comment -->", "<!DOCTYPE>", "<?…?>", "<![CDATA[…]]>") runs to the end.
        case unclosed(_ what: String)
        /// The tag `name` is not closed with `>`.
        case unclosedTag(_ name: String)
        /// An attribute's quoted value runs to the end of the file.
        case unclosedValue(_ attribute: String)
        /// Where an attribute's name or a value in quotes belongs, `shown` stands.
        case unexpected(_ shown: String)
        /// `</found>` closes the open element `expected` (nil: no element is open).
        case mismatchedEnd(_ found: String, expected: String?)
        /// The file ends while `name` is open.
        case unclosedElement(_ name: String)
        case nestedTooDeep(maxDepth: Int)
        /// The file holds no element.
        case noElement
    }
}

extension AlertPackError.XMLSyntax {
    /// What is wrong, without the line.
    public var message: String {
        switch self {
        case .entityDeclaration: "the <!DOCTYPE> declares entities: not read, so nothing is expanded or fetched"
        case .unclosed(let what): "a \(what) is not closed"
        case .unclosedTag(let name): "the tag <\(name) is not closed with '>'"
        case .unclosedValue(let attribute): "the value of the attribute \(attribute) is not closed"
        case .unexpected(let shown): "unexpected '\(shown)' inside a tag"
        case .mismatchedEnd(let found, let expected):
            "</\(found)> " + (expected.map { "where <\($0)> is open" } ?? "closes nothing")
        case .unclosedElement(let name): "the file ends inside <\(name)>"
        case .nestedTooDeep(let maxDepth): "elements nested more than \(maxDepth) levels deep are not read"
        case .noElement: "no XML element"
        }
    }
}
