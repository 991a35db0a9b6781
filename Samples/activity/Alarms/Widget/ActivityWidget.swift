import ActivityKit
import SwiftUI
import WidgetKit

struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var endsAt: Date
    }
}

struct ActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerAttributes.self) { context in
            HStack {
                Image("Banner")
                Text(context.state.endsAt, style: .timer)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("Timer {") }
            } compactLeading: {
                Text("T")
            } compactTrailing: {
                Text(context.state.endsAt, style: .timer)
            } minimal: {
                Image("Badge")
            }
        }
    }
}
