import Foundation

/// One category of `lint-actions` as a rule sees it: the category, and the layout engine its
/// button titles are measured with (nil: no font loaded, titles are counted in columns).
@dynamicMemberLookup
package struct ActionSubject: Sendable {
    package var category: ActionCategory
    package var layout: NotificationLayoutEngine?
    /// Why titles are counted in columns, when they are.
    package var columnsReason: String?

    package subscript<Value>(dynamicMember keyPath: KeyPath<ActionCategory, Value>) -> Value { category[keyPath: keyPath] }
}
