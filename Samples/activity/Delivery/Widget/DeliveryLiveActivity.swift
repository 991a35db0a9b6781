import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack {
                Text("Order \(context.attributes.orderID) is \(context.state.status.rawValue) }")
                Text(#"Raw "quoted" text with a brace: {"#)
                Text("""
                    Arrives at \(context.state.eta, style: .time) {
                    """)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.state.driver ?? "Your driver") }
            } compactLeading: {
                Text("\(context.state.stopsLeft)")
            } compactTrailing: {
                Text(context.state.eta, style: .timer)
            } minimal: {
                Image(systemName: "shippingbox")
            }
        }
    }
}
