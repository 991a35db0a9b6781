import AlertPackCore
import ArgumentParser

/// `--push-type`: the apns-push-type payloads are sent as. Declared once for both commands that
/// read APNs payloads (lint-payload judges each by its type, preview draws a Live Activity push
/// as the alert it raises), so the two read it and explain it alike.
struct PushTypeOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The apns-push-type the payloads are sent as: \(PushType.allCases.map(\.rawValue).joined(separator: ", ")).",
            discussion:
                "Without it, a file X.headers beside X.json gives it (apns-push-type, apns-topic, apns-priority, apns-expiration, apns-collapse-id: one \"name: value\" a line), else the body: aps.event is a Live Activity, aps.content-changed a widget push, content-available alone a background push; the report says which. preview draws a Live Activity push (liveactivity) as the alert it raises, aps.alert's title and body on the watch (an iPhone shows the activity's own Lock Screen or expanded view, the app's SwiftUI, which is not drawn); its content-state is named in preview.json, and an update without an alert draws nothing and says so.",
            valueName: "type"))
    var pushType: PushType?
}

extension PushType: ExpressibleByArgument {}
