import Testing

@testable import AlertPackCore

/// `XMLTagScanner`: the start tags of an XML file with their attributes, line, parent and
/// `<platform>`; references decoded in values; each way a file is refused, with its line (real
/// config.xml files, hostile ones too, are CapacitorConfigReaderTests').
struct XMLTagScannerTests {
    static func tags(_ text: String) throws -> [XMLTagScanner.Tag] {
        try XMLTagScanner.tags(Array(text.utf8))
    }

    @Test("attributes decoded, nesting, parents and platforms; comments, CDATA and declarations skipped")
    func tags() throws {
        let text = "<a x='1 &amp; &#65;&#x42;&bogus;'>\n<platform name='ios'><b y=\"2\"/></platform><![CDATA[<c/>]]><d/></a>"
        let tags = try Self.tags(text)
        #expect(tags.map(\.name) == ["a", "platform", "b", "d"])
        #expect(tags[0].attributes["x"] == "1 & AB&bogus;")
        #expect(tags[0].parent == nil && tags[0].line == 1)
        #expect(tags[2].parent == "platform" && tags[2].platform == "ios" && tags[2].line == 2)
        #expect(tags[3].parent == "a" && tags[3].platform == nil)
        let declared = try Self.tags("<?xml version='1.0'?>\n<!DOCTYPE w [<!ELEMENT w ANY>]>\n<!-- <x/> -->\n<w a = \"&lt;&gt;&quot;&apos;\" />")
        #expect(declared.map(\.name) == ["w"])
        #expect(declared[0].attributes == ["a": "<>\"'"] && declared[0].line == 4)
    }

    @Test("a platform inside a platform is the innermost's; a tag after one closes is outside it")
    func platforms() throws {
        let tags = try Self.tags("<w><platform name='android'><platform name='ios'><i/></platform><j/></platform><k/></w>")
        #expect(tags.map { "\($0.name) \($0.platform ?? "-")" } == ["w -", "platform -", "platform android", "i ios", "j android", "k -"])
    }

    @Test("references: the five named ones and character references decoded, anything else kept as written")
    func references() {
        #expect(XMLTagScanner.decodeReferences("a &amp;&lt;&gt;&quot;&apos; b") == "a &<>\"' b")
        #expect(XMLTagScanner.decodeReferences("&#233;&#xE9;&#x1F514;") == "\u{E9}\u{E9}\u{1F514}")
        #expect(XMLTagScanner.decodeReferences("&secret; & &#xZZ; &#1114112; &") == "&secret; & &#xZZ; &#1114112; &")
        #expect(XMLTagScanner.decodeReferences("&" + String(repeating: "a", count: 20) + ";") == "&" + String(repeating: "a", count: 20) + ";")
    }

    @Test("each way a file is refused names its line")
    func refused() {
        let refused: [(String, Int, AlertPackError.XMLSyntax)] = [
            ("<a><!-- open", 1, .unclosed("<!-- comment -->")),
            ("<a><![CDATA[ open", 1, .unclosed("<![CDATA[…]]>")),
            ("<?xml\n", 1, .unclosed("<?…?>")),
            ("<!DOCTYPE a [\n", 1, .unclosed("<!DOCTYPE>")),
            ("<a\n b='x", 2, .unclosedValue("b")),
            ("<a b>", 1, .unexpected(">")),
            ("<a b='1'", 1, .unclosedTag("a")),
            ("<a></b>", 1, .mismatchedEnd("b", expected: "a")),
            ("</b>", 1, .mismatchedEnd("b", expected: nil)),
            ("<a>\n<b>", 2, .unclosedElement("b")),
            ("just text", 1, .noElement),
            ("<!DOCTYPE a [\n<!ENTITY e 'x'>]><a/>", 2, .entityDeclaration),
            (String(repeating: "<a>", count: 300), 1, .nestedTooDeep(maxDepth: XMLTagScanner.maxDepth)),
        ]
        for (text, line, problem) in refused {
            #expect(throws: AlertPackError.reading(.xmlSyntax(line: line, problem)), "\(text.prefix(30))") { try Self.tags(text) }
        }
        #expect(throws: AlertPackError.reading(.notValidText("UTF-8", file: true))) { try XMLTagScanner.tags([0x3C, 0x61, 0xFF, 0x3E]) }
    }

    @Test("more than maxTags elements are refused, counted")
    func tooManyTags() {
        let text = "<r>" + String(repeating: "<e/>", count: XMLTagScanner.maxTags) + "</r>"
        let limit = Int64(XMLTagScanner.maxTags)
        #expect(throws: AlertPackError.reading(.countOverReadLimit("the XML file", count: limit + 1, unit: "elements", limit: limit))) {
            try Self.tags(text)
        }
    }
}
