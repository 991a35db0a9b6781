/// An asset catalog set and what each of its entries resolved to.
public struct CatalogSubject: Sendable {
    public var set: AssetCatalogSet
    public var entries: [(entry: AssetCatalogSet.Entry, slot: EntrySlot)]

    public init(set: AssetCatalogSet, entries: [(entry: AssetCatalogSet.Entry, slot: EntrySlot)]) {
        self.set = set
        self.entries = entries
    }

    /// "AppIcon.appiconset"
    public var setName: String { FileName.last(of: set.folder) }

    /// Whether an entry's file exists in the set folder.
    public func fileExists(_ filename: String) -> Bool { set.files.contains(filename) }
}

/// A rule about an asset catalog set as a whole (its Contents.json).
package protocol CatalogRule: SubjectRule where Subject == CatalogSubject {}
