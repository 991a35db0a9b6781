/// The skip-and-journal loop, written once for every command that works through many files: an
/// item the supervisor left out (a previous run crashed on it) gets `skipped` with the reason;
/// any other is worked on with its start and finish noted in the journal, so that a crash names
/// it. Nobody supervising, nothing is left out or noted.
extension Supervision {
    /// One item: left out with the supervisor's reason, or done under its journal entry. `path` is
    /// the item's name for both (the display name is taken from it, `displayPath`).
    package func perform<Result>(_ path: String, skipped: (String) -> Result, _ work: () -> Result) -> Result {
        if let reason = exclusion(for: path) { return skipped(reason) }
        return noting(path, work)
    }

    /// The items one after another on this thread (work that carries state from one item to the
    /// next), each left out or done as `perform` does; the results in input order.
    package func map<Item, Result>(
        _ items: [Item], path: (Item) -> String, skipped: (Item, String) -> Result, _ work: (Item) -> Result
    ) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(items.count)
        for item in items {
            results.append(perform(path(item), skipped: { skipped(item, $0) }) { work(item) })
        }
        return results
    }

    /// The items on `jobs` threads (one when the supervisor looks for a culprit), each left out
    /// or done as `perform` does; the results in input order.
    package func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, path: @escaping @Sendable (Item) -> String,
        skipped: @escaping @Sendable (Item, String) -> Result, _ work: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let supervision = self
        return ParallelMap.map(items, jobs: self.jobs ?? jobs) { item in
            supervision.perform(path(item), skipped: { skipped(item, $0) }) { work(item) }
        }
    }

    /// The items on `jobs` threads (one when the supervisor looks for a culprit), each left out
    /// or done as `perform` does, delivered in input order on the calling thread with at most
    /// `window` results waiting (`ParallelMap.forEachInOrder`).
    package func forEachInOrder<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, window: Int, path: @escaping @Sendable (Item) -> String,
        skipped: @escaping @Sendable (Item, String) -> Result, _ work: @escaping @Sendable (Item) -> Result,
        deliver: (Result) throws -> Void
    ) rethrows {
        let supervision = self
        try ParallelMap.forEachInOrder(
            items, jobs: self.jobs ?? jobs, window: window,
            { item in supervision.perform(path(item), skipped: { skipped(item, $0) }) { work(item) } },
            deliver: deliver)
    }
}
