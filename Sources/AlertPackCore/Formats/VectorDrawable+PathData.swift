/// An Android `android:pathData` string (SVG path syntax, read as Android's own parser reads it:
/// a second `.` or a `-` not after an exponent starts the next number, arc flags are numbers),
/// read into the bounds of the ink it draws. Every command with its implicit repeats: M L H V C
/// S Q T A Z, absolute and relative. Within limits, so hostile data never hangs: its length and
/// how many numbers it holds are capped, and each curve costs a fixed number of steps.
enum VectorPathData {
    static let maxCharacters = 500_000
    static let maxNumbers = 100_000

    /// How many numbers each command takes per repeat.
    static let arity: [UInt8: Int] = [
        UInt8(ascii: "M"): 2, UInt8(ascii: "L"): 2, UInt8(ascii: "H"): 1, UInt8(ascii: "V"): 1, UInt8(ascii: "C"): 6,
        UInt8(ascii: "S"): 4, UInt8(ascii: "Q"): 4, UInt8(ascii: "T"): 2, UInt8(ascii: "A"): 7, UInt8(ascii: "Z"): 0,
    ]

    /// The bounds of what the path draws (nil when it draws no segment), or why it does not read.
    static func bounds(_ text: String) throws(AlertPackError) -> VectorDrawable.Bounds? {
        let bytes = Array(text.utf8)
        guard bytes.count <= maxCharacters else {
            throw .reading(.overReadLimit("android:pathData", bytes: Int64(bytes.count), limit: Int64(maxCharacters)))
        }
        var scanner = Scanner(bytes: bytes)
        var pen = VectorPathPen()
        var count = 0
        while let (command, at) = try scanner.command() {
            let numbers = try scanner.numbers()
            count += numbers.count
            guard count <= maxNumbers else {
                throw .reading(.countOverReadLimit("android:pathData", count: Int64(count), unit: "numbers", limit: Int64(maxNumbers)))
            }
            let upper = command & ~0x20
            guard let arity = arity[upper] else { throw .reading(.expectedCharacter("a path command", at: at)) }
            if arity > 0, numbers.count % arity != 0 {
                throw .reading(.expectedCharacter("\(arity) numbers after \(Character(UnicodeScalar(command)))", at: scanner.index))
            }
            pen.run(upper, relative: command != upper, numbers: numbers, arity: arity)
        }
        return pen.bounds
    }

    /// Commands and numbers, one at a time.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        /// The next command letter and where it stands; nil at the end.
        mutating func command() throws(AlertPackError) -> (UInt8, Int)? {
            skipSeparators()
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            guard Self.isLetter(byte), byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") else {
                throw .reading(.expectedCharacter("a path command", at: index))
            }
            index += 1
            return (byte, index - 1)
        }

        /// The numbers up to the next command.
        mutating func numbers() throws(AlertPackError) -> [Double] {
            var numbers: [Double] = []
            while true {
                skipSeparators()
                guard index < bytes.count, !Self.isLetter(bytes[index]) || Self.isExponent(bytes[index]) else { return numbers }
                numbers.append(try number())
            }
        }

        /// One number: sign, digits, one point, an exponent.
        private mutating func number() throws(AlertPackError) -> Double {
            let start = index
            if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            var digits = 0
            var sawPoint = false
            while index < bytes.count {
                let byte = bytes[index]
                if Self.isDigit(byte) {
                    digits += 1
                } else if byte == UInt8(ascii: "."), !sawPoint {
                    sawPoint = true
                } else {
                    break
                }
                index += 1
            }
            guard digits > 0 else { throw .reading(.expectedCharacter("a number", at: start)) }
            if index < bytes.count, Self.isExponent(bytes[index]) {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
                let exponentStart = index
                while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
                guard index > exponentStart else { throw .reading(.expectedCharacter("an exponent", at: exponentStart)) }
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
                throw .reading(.expectedCharacter("a finite number", at: start))
            }
            return value
        }

        private mutating func skipSeparators() {
            while index < bytes.count, bytes[index] <= 0x20 || bytes[index] == UInt8(ascii: ",") { index += 1 }
        }

        static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        static func isExponent(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") }
    }
}
