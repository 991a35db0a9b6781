extension AssetCatalogSet {
    /// What reports show of a set: its entries, how many name a file, and the files it holds.
    package var facts: CatalogFacts {
        CatalogFacts(entries: entries.count, assigned: entries.filter { $0.filename != nil }.count, files: files.count)
    }
}
