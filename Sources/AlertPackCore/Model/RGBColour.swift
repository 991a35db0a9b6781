/// An 8-bit sRGB colour, as `--background` names it: `#RRGGBB`, `RRGGBB`, `white` or `black`.
public struct RGBColour: Sendable, Equatable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Reads `#RRGGBB` (the `#` optional), `white` or `black`; nil for anything else.
    public init?(_ text: String) {
        switch text.lowercased() {
        case "white": self.init(red: 255, green: 255, blue: 255)
        case "black": self.init(red: 0, green: 0, blue: 0)
        default:
            let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
            guard digits.utf8.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
            self.init(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xff), blue: UInt8(value & 0xff))
        }
    }

    public var description: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }
}
