import ActivityKit
import Foundation

/// The delivery a Live Activity follows. The server sends `ContentState` as content-state.
struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /* Where the parcel is; { braces } in comments are not code. */
        var status: Status
        var eta: Date
        var driver: String?
        // A default value does not make a key optional: the synthesized init(from:) decodes it.
        var stopsLeft: Int = 0

        var isLate: Bool { eta < .now }
        static let preview = ContentState(status: .onTheWay, eta: .now, driver: "Sam {")
    }

    enum Status: String, Codable, Hashable {
        case preparing, onTheWay = "on-the-way", delivered
    }

    var orderID: String
}
