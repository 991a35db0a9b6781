/// A JSON document written piece by piece around one array whose elements arrive one at a
/// time, byte for byte as `JSONValue.serialized()` writes the whole document: the document is
/// laid out once with a marker as the array's only element, and split there.
struct JSONArrayStream: Sendable {
    /// Everything up to and including the array's `[`.
    let head: String
    /// Everything after the array's `]`.
    let tail: String
    /// The indentation depth of the array's elements.
    let depth: Int

    /// The string that stands for the streamed array's elements in the document's layout.
    static let marker = "\u{1}streamed-elements\u{1}"

    /// `document` holds `.array([.string(JSONArrayStream.marker)])` where the stream goes.
    init(document: JSONValue) {
        let text = document.serialized()
        let quotedMarker = "\"\(Self.marker.replacingOccurrences(of: "\u{1}", with: "\\u0001"))\""
        let markerRange = text.range(of: quotedMarker)!
        let open = text[..<markerRange.lowerBound].lastIndex(of: "[")!
        head = String(text[...open])
        let close = text[markerRange.upperBound...].firstIndex(of: "]")!
        tail = String(text[text.index(after: close)...])
        let lineStart = text[..<markerRange.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        depth = text.distance(from: lineStart, to: markerRange.lowerBound) / 2
    }

    /// One element; `position` counts the elements written before it.
    func element(_ value: JSONValue, position: Int) -> String {
        (position == 0 ? "\n" : ",\n") + String(repeating: "  ", count: depth) + value.serialized(indent: depth)
    }

    /// Closes the array after `count` elements and writes the rest of the document.
    func close(count: Int) -> String {
        (count == 0 ? "]" : "\n" + String(repeating: "  ", count: depth - 1) + "]") + tail
    }
}
