/// A value of a Tuist manifest (`Project.swift`, and the `ProjectDescriptionHelpers` it uses) as
/// its Swift source writes it, read by `TuistManifestReader` without compiling or running it:
/// literals, calls and members as written, and everything else as a marker that says what was
/// not read. What a call means (a `.target(…)`, a `.settings(…)`) is its reader's to decide.
package indirect enum TuistManifestValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number as written (`1`, `2.5`, `-3`).
    case number(String)
    case string(String)
    case array([TuistManifestValue])
    /// Entries in source order; a key that is not a string literal is kept as its value says.
    case dictionary([TuistManifestEntry])
    /// `Project(…)`, `.target(…)`, `Target.target(…)`: the callee as written, without a leading dot.
    case call(String, [TuistManifestArgument])
    /// `.app`, `.debug`, `Destinations.iOS`: a member as written, without a leading dot.
    case member(String)
    /// Not read: `reason` says what stands there ("computed: env.name").
    case computed(String, line: Int)

    /// The callee's last name: `target` for `.target(…)` and `Target.target(…)`, `Project` for `Project(…)`.
    package var callName: String? {
        guard case .call(let callee, _) = self else { return nil }
        return callee.split(separator: ".").last.map(String.init) ?? callee
    }

    /// A call's arguments.
    package var arguments: [TuistManifestArgument] {
        if case .call(_, let arguments) = self { return arguments }
        return []
    }

    /// The argument labelled `label` of a call (`nil` when the call has none or this is no call).
    package func argument(_ label: String) -> TuistManifestValue? {
        arguments.first { $0.label == label }?.value
    }

    /// The first argument of a call, whatever its label.
    package var firstArgument: TuistManifestValue? { arguments.first?.value }

    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var array: [TuistManifestValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// A member's last name: `app` for `.app` and `Product.app`.
    package var memberName: String? {
        guard case .member(let name) = self else { return nil }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// What stands here when it was not read: the reason, and its line.
    package var computedReason: (String, Int)? {
        if case .computed(let reason, let line) = self { return (reason, line) }
        return nil
    }
}

/// One argument of a call: its label (nil when it has none) and its value.
package struct TuistManifestArgument: Sendable, Equatable {
    package var label: String?
    package var value: TuistManifestValue
}

/// One entry of a dictionary literal.
package struct TuistManifestEntry: Sendable, Equatable {
    package var key: TuistManifestValue
    package var value: TuistManifestValue
}
