import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an SVG file is, as far as Icon Composer needs: well-formed XML whose root is `<svg>`,
/// and the `viewBox` that scales it onto the canvas. Parsed by libxml2 (Foundation's XMLParser)
/// without external entities; the file's size is capped first.
package struct SVGInspection: Sendable, Equatable {
    /// Why the file is not a usable SVG (unreadable, not XML, root not `svg`), or nil.
    package var problem: String?
    /// The root's `viewBox` as four numbers, when it has a valid one.
    package var viewBox: [Double]?
}

package enum SVGInspector {
    /// Larger than any icon layer needs; a bigger file is refused before it is parsed.
    static let maxBytes = 16 << 20

    package static func inspect(path: String) -> SVGInspection {
        let bytes: [UInt8]
        do throws(AlertPackError) {
            bytes = try RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: "SVG")
        } catch {
            return SVGInspection(problem: error.message)
        }
        let reader = RootReader()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        // On Linux, parse() can return true after an error: the first error reported decides.
        let parsed = parser.parse()
        if let error = reader.firstError ?? (parsed ? nil : (parser.parserError ?? NSError(domain: "XML", code: 0))) {
            let code = (error as NSError).code
            return SVGInspection(
                problem: "not well-formed XML (line \(reader.errorLine ?? parser.lineNumber)): \(Self.reasons[code] ?? "libxml2 error \(code)")")
        }
        guard let root = reader.rootName else { return SVGInspection(problem: "the file has no XML element") }
        guard root == "svg" || root.hasSuffix(":svg") else { return SVGInspection(problem: "the root element is <\(root)>, not <svg>") }
        let numbers = reader.viewBox.map {
            $0.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).compactMap { Double($0) }
        }
        let valid = numbers.flatMap { $0.count == 4 && $0[2] > 0 && $0[3] > 0 && $0.allSatisfy(\.isFinite) ? $0 : nil }
        return SVGInspection(problem: nil, viewBox: valid)
    }

    /// libxml2's codes for what hand-edited SVGs get wrong most.
    static let reasons: [Int: String] = [
        4: "there is no XML in it", 5: "it ends too early, or has content after its root element", 9: "it has a character XML does not allow",
        26: "it uses an entity that is not declared", 39: "an attribute value is not quoted", 41: "an attribute has no value",
        64: "the XML declaration is malformed", 73: "a tag is not closed with '>'", 76: "a closing tag does not match its opening tag",
    ]

    /// Keeps the first element's name and its viewBox, and the first error; the rest of the
    /// document is only checked.
    private final class RootReader: NSObject, XMLParserDelegate {
        var rootName: String?
        var viewBox: String?
        var firstError: Error?
        var errorLine: Int?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard firstError == nil else { return }
            firstError = parseError
            errorLine = parser.lineNumber
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard rootName == nil else { return }
            rootName = elementName
            viewBox = attributes["viewBox"]
        }
    }
}
