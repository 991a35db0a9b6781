/// The enabled rules of one kind of subject, each bound to its severity and values: what the
/// rule book runs on a sound, an image, a set, ... in the registry's order.
package struct RuleFamily<Subject>: Sendable {
    private(set) var checks: [@Sendable (Subject) -> [Finding]] = []

    mutating func append(_ check: @escaping @Sendable (Subject) -> [Finding]) { checks.append(check) }

    package func evaluate(_ subject: Subject) -> [Finding] { checks.flatMap { $0(subject) } }
}
