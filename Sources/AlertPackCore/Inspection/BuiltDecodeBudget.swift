/// The bytes of pixels a container's catalogs may decode together: one budget for the app, its
/// extensions and watch apps, so that forty catalogs cost no more than one. It grows with each
/// catalog read (`decodeBytesPerCatalogByte` times its size) above a floor counted once, and
/// catalogs are read in bundle order, so what is decoded is the same on every run.
struct BuiltDecodeBudget {
    let perCatalogByte: Int
    let floor: Int
    private(set) var earned = 0
    private(set) var spent = 0

    init(limits: BuiltAppLimits) {
        perCatalogByte = limits.decodeBytesPerCatalogByte
        floor = limits.minDecodeBytesPerCatalog
    }

    /// Every byte the container's catalogs may decode so far.
    var total: Int { max(floor, earned) }

    /// A catalog of `bytes` bytes is read: its share is added.
    mutating func add(catalogBytes bytes: Int) {
        let (scaled, overflow) = max(0, bytes).multipliedReportingOverflow(by: perCatalogByte)
        let (sum, over) = earned.addingReportingOverflow(overflow ? Int.max : scaled)
        earned = over ? Int.max : sum
    }

    /// Takes `cost` bytes when they are left; false (nothing taken) when they are not.
    mutating func take(_ cost: Int) -> Bool {
        guard cost <= total - spent else { return false }
        spent += cost
        return true
    }
}
