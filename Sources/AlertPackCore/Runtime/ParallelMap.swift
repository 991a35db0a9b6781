import Foundation

/// Work spread over threads, with results in input order.
enum ParallelMap {
    /// Transforms items on `jobs` threads and delivers the results in input order on the calling
    /// thread. Workers stay at most `window` items ahead of delivery, so a slow item holds back
    /// memory, not correctness: at most `window` results wait at once.
    static func forEachInOrder<T: Sendable, R: Sendable>(
        _ items: [T], jobs: Int, window: Int, _ transform: @escaping @Sendable (T) -> R, deliver: (R) throws -> Void
    ) rethrows {
        guard jobs > 1, items.count > 1 else {
            for item in items { try deliver(transform(item)) }
            return
        }
        let queue = OrderedResults<R>(count: items.count, window: window)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, items.count) {
            DispatchQueue.global().async(group: group) {
                while let index = queue.nextIndex() {
                    queue.put(index, transform(items[index]))
                }
            }
        }
        defer {
            queue.cancel()
            group.wait()
        }
        for index in 0..<items.count {
            try deliver(queue.take(index))
        }
    }

    /// Results by index, handed out in order; indices are given to workers only within the
    /// window ahead of the next result to be taken. A result wakes the delivering thread only
    /// when the one it waits for is there together with the `batch - 1` after it (or when the
    /// work is all handed out, or a worker waits for the window), and a taken result wakes
    /// workers only if one waits for the window: a wake-up per file cost more than some files'
    /// checks, and one per file delivered still cost a few percent of a check of small files.
    private final class OrderedResults<R>: @unchecked Sendable {
        private let condition = NSCondition()
        private var waiting: [Int: R] = [:]
        private var next = 0
        private var taken = 0
        private var cancelled = false
        private let count: Int
        private let window: Int
        /// The index `take` waits for (-1 when it does not wait), and how many workers wait for the window.
        private var awaited = -1
        private var workersWaiting = 0

        init(count: Int, window: Int) {
            self.count = count
            self.window = max(1, window)
        }

        /// The next index to work on, once it is inside the window; nil when all are handed out.
        func nextIndex() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while !cancelled && next < count && next >= taken + window {
                // The delivering thread may be asleep short of a whole batch: it goes on now.
                if awaited >= 0 && waiting[awaited] != nil { condition.broadcast() }
                workersWaiting += 1
                condition.wait()
                workersWaiting -= 1
            }
            guard !cancelled, next < count else { return nil }
            next += 1
            return next - 1
        }

        func put(_ index: Int, _ value: R) {
            condition.lock()
            waiting[index] = value
            if awaited >= 0, index >= awaited, index < awaited + Self.batch, waiting[awaited] != nil, readyToDeliver() {
                condition.broadcast()
            }
            condition.unlock()
        }

        /// Results delivered per wake-up of the delivering thread, when there are that many.
        static var batch: Int { 8 }

        /// Whether the delivering thread should wake now that the result it awaits is there.
        private func readyToDeliver() -> Bool {
            if next >= count || workersWaiting > 0 || cancelled { return true }
            for offset in 1..<Self.batch where waiting[awaited + offset] == nil { return false }
            return true
        }

        func take(_ index: Int) -> R {
            condition.lock()
            defer { condition.unlock() }
            if waiting[index] == nil {
                awaited = index
                // Asleep until the result is there with the batch after it (see `put`).
                while waiting[index] == nil || !readyToDeliver() { condition.wait() }
            }
            awaited = -1
            taken = index + 1
            if workersWaiting > 0 { condition.broadcast() }
            return waiting.removeValue(forKey: index)!
        }

        /// Stops handing out work (delivery ended early).
        func cancel() {
            condition.lock()
            cancelled = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Maps over an array on `jobs` threads, keeping the input order in the output.
    static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
        var results: [R] = []
        results.reserveCapacity(items.count)
        forEachInOrder(items, jobs: jobs, window: items.count, transform) { results.append($0) }
        return results
    }

    /// Runs `body` once for each index below `count`, all at once on the system's threads
    /// (`concurrentPerform`: as many as there are processors), and returns when all are done.
    static func forEachIndex(_ count: Int, _ body: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }

    /// Runs tasks `0..<tasks` on `threads` threads at once, each thread taking every
    /// `threads`-th task in turn (one task each when there are as many threads as tasks), and
    /// returns when all are done.
    static func forEachTask(_ tasks: Int, threads: Int, _ body: @Sendable (Int) -> Void) {
        forEachIndex(threads) { thread in
            for task in stride(from: thread, to: tasks, by: threads) { body(task) }
        }
    }

    /// Transforms every item at once on the system's threads (`forEachIndex`), keeping the input
    /// order in the output.
    static func concurrentMap<T: Sendable, R>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let slots = Slots<R>(count: items.count)
        forEachIndex(items.count) { index in slots.set(index, transform(items[index])) }
        return slots.values
    }

    /// Results by index, set from any thread.
    private final class Slots<R>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [R?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: R) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        /// Every result, once every index is set.
        var values: [R] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }

    /// Counts from worker threads.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        /// Adds one; returns the new count.
        func increment() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }

        /// Takes one away; returns the new count.
        @discardableResult
        func decrement() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value -= 1
            return value
        }
    }
}
