import Foundation

/// Texts shaped for one notification, shared by the surfaces that show them in the same style:
/// a title is shaped once for the banner, the Lock Screen and Notification Center.
public final class ShapeMemo {
    // By weight, not size: one shaping serves every size of a weight (`restyled`).
    private struct Key: Hashable {
        var text: String
        var weight: Int
        var language: String?
    }

    private var shapes: [Key: ShapedText] = [:]

    public init() {}

    func shape(_ text: String, style: TextStyleSpec, language: String?, _ make: () -> ShapedText) -> ShapedText {
        let key = Key(text: text, weight: style.weight, language: language)
        if let known = shapes[key] { return known.restyled(style) }
        let made = make()
        shapes[key] = made
        return made
    }
}

/// The engine's few shared shapes, behind a lock (the engine is used from every thread).
final class CommonShapes: @unchecked Sendable {
    private let lock = NSLock()
    private var shapes: [String: ShapedText] = [:]

    func shape(_ text: String, style: TextStyleSpec, _ make: () -> ShapedText) -> ShapedText {
        let key = "\(text)|\(style.size)|\(style.weight)|\(style.lineHeight)"
        lock.lock()
        if let known = shapes[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make()
        lock.lock()
        shapes[key] = made
        lock.unlock()
        return made
    }
}
