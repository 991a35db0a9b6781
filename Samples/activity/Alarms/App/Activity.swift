import ActivityKit

func alertForUpdate() -> AlertConfiguration {
    AlertConfiguration(title: "Timer", body: "Done", sound: .named("ping"))
}
