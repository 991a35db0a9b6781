/// The Swift expressions of a Tuist manifest, read over `SwiftLexer`'s tokens into
/// `TuistManifestValue`s: literals (strings without interpolation, numbers, booleans, `nil`,
/// arrays, dictionaries), calls and members as written, and names of the values the manifest and
/// its helpers declare, resolved (`TuistManifest`). Anything else (an operator, a method called on
/// a value, a closure, a subscript) is `computed`, saying what stands there. Never fails and
/// always moves on: bounded by `maxDepth` nesting and the tokens of the file it reads.
struct TuistExpressionParser {
    /// One file's tokens among all the parser reads: the manifest ("") first, then each helper.
    struct File {
        var range: Range<Int>
        var name: String
    }

    static let maxDepth = 64
    /// The most nodes a declared value may expand to where another names it: values that share
    /// sub-values (`let b = [a, a]`) would otherwise double at each step.
    static let maxNodes = 10_000
    /// The most nodes any value is read into: more than a 1 MB file of literals holds.
    static let maxExpanded = 1_000_000
    /// The most characters `text(of:)` gives: a long chain (`x()()()…`) is described, never copied whole.
    static let maxText = 60

    let tokens: [SwiftLexer.Token]
    let files: [File]
    var index = 0
    /// Where the file being read ends.
    var end = 0
    /// Where each declared value's expression starts: the manifest's own, and the helpers' (seen by all).
    var ownStarts: [String: Int] = [:]
    var sharedStarts: [String: Int] = [:]
    /// Whether names are resolved (off while declarations are only being passed over).
    var resolves = true
    private var resolved: [String: TuistManifestValue] = [:]
    private var resolving: Set<String> = []
    private var depth = 0
    /// How many values have been read (each substituted one counted as its size), and each
    /// resolved value's size: what it would take to walk it whole.
    private var built = 0
    private var sizes: [String: Int] = [:]

    init(tokens: [SwiftLexer.Token], files: [File]) {
        self.tokens = tokens
        self.files = files
    }

    func kind(at position: Int) -> SwiftLexer.Kind? { position < end ? tokens[position].kind : nil }

    private var line: Int { index < tokens.count ? tokens[index].line : (tokens.last?.line ?? 0) }

    /// The file holding `position`.
    private func file(of position: Int) -> File? { files.first { $0.range.contains(position) } }

    /// Not read: `what`, on the current line (and naming the helper file it is in).
    func computed(_ what: String) -> TuistManifestValue {
        let name = file(of: index)?.name ?? ""
        return .computed(name.isEmpty ? what : "\(what) (in \(name))", line: line)
    }

    /// The value declared as `name`, read once (a value that names itself is computed).
    mutating func resolve(_ name: String, own: Bool) -> TuistManifestValue? {
        let key = (own ? "own:" : "shared:") + name
        if let known = resolved[key] { return known }
        guard let start = own ? ownStarts[name] : sharedStarts[name], let file = file(of: start) else { return nil }
        guard !resolving.contains(key), depth < Self.maxDepth else { return .computed("computed: \(name) names itself", line: tokens[start].line) }
        let saved = (index, end)
        resolving.insert(key)
        (index, end) = (start, file.range.upperBound)
        let before = built
        var value = expression()
        sizes[key] = built - before
        built = before
        if sizes[key, default: 0] > Self.maxExpanded {
            index = start
            value = computed("computed: \(name) is too large")
        }
        (index, end) = saved
        resolving.remove(key)
        resolved[key] = value
        return value
    }

    /// The value declared as `name` where another value names it; one that expands to more than
    /// `maxNodes` is not put in (values sharing sub-values would otherwise double at each step).
    mutating func substitute(_ name: String, own: Bool) -> TuistManifestValue? {
        guard let value = resolve(name, own: own) else { return nil }
        let size = sizes[(own ? "own:" : "shared:") + name] ?? 1
        guard size <= Self.maxNodes else { return computed("computed: \(name) is too large") }
        built += size
        return value
    }

    /// One expression from `index`: a primary, then what follows it (a call, a member, an
    /// operator), which makes it computed.
    mutating func expression() -> TuistManifestValue {
        guard depth < Self.maxDepth else {
            skipBalanced()
            return computed("computed: nested too deep")
        }
        depth += 1
        built += 1
        defer { depth -= 1 }
        var value = primary()
        while let next = kind(at: index) {
            let sameLine = tokens[index].line == tokens[max(index - 1, 0)].line
            switch next {
            case .punctuation(UInt8(ascii: ".")):
                guard case .word(let member)? = kind(at: index + 1) else { return value }
                index += 2
                value = computed("computed: " + Self.text(of: value, then: "." + member))
            case .punctuation(UInt8(ascii: "(")) where sameLine, .punctuation(UInt8(ascii: "[")) where sameLine,
                .punctuation(UInt8(ascii: "{")) where sameLine:
                skipBalanced()
                value = computed("computed: " + Self.text(of: value, then: "(…)"))
            case .punctuation(let byte) where Self.operators.contains(byte):
                let ternary = byte == UInt8(ascii: "?") && !(kind(at: index + 1) == .punctuation(UInt8(ascii: ".")))
                while case .punctuation(let more)? = kind(at: index), Self.operators.contains(more) { index += 1 }
                if startsExpression(kind(at: index)) { _ = expression() }
                if ternary, kind(at: index) == .punctuation(UInt8(ascii: ":")) {
                    index += 1
                    _ = expression()
                }
                value = computed("computed: an expression with an operator")
            case .word("as"), .word("is"):
                index += 1
                while case .punctuation(let mark)? = kind(at: index), mark == UInt8(ascii: "?") || mark == UInt8(ascii: "!") { index += 1 }
                _ = primary()
                value = computed("computed: a cast")
            default: return value
            }
        }
        return value
    }

    /// A value in a few words, for saying what a computed one is made of: `env.baseSetting`,
    /// `Project.app(…)`; at most `maxText` characters, a longer one cut and ending in " …".
    static func text(of value: TuistManifestValue) -> String {
        let text: Substring
        switch value {
        case .computed(let reason, _): text = reason.hasPrefix("computed: ") ? reason.dropFirst("computed: ".count) : reason[...]
        case .call(let callee, _): text = callee.prefix(maxText + 1) + "(…)"
        case .member(let name): text = "." + name.prefix(maxText + 1)
        case .string(let text): return "\"" + text.prefix(maxText + 1) + "\""
        default: return "a value"
        }
        let head = text.prefix(maxText + 1)
        return head.count > maxText ? head.prefix(maxText - 2) + " …" : String(head)
    }

    /// `value`'s text followed by `suffix`, unless it was already cut (then nothing more is added),
    /// so each step of a long chain costs at most `maxText` characters.
    static func text(of value: TuistManifestValue, then suffix: String) -> String {
        let base = text(of: value)
        return base.hasSuffix(" …") ? base : text(of: .computed(base + suffix, line: 0))
    }

    static let operators: Set<UInt8> = Set("+-*/%<>=!?&|^~".utf8)

    /// Whether a token can begin an expression (so an operator's right side is read past).
    private func startsExpression(_ kind: SwiftLexer.Kind?) -> Bool {
        switch kind {
        case .word, .string, .directive: return true
        case .punctuation(let byte)?: return Set("[(.{-".utf8).contains(byte)
        default: return false
        }
    }
}
