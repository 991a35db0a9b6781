import AlarmKit
import SwiftUI

/// Schedules the wake-up alarm with the app's own sound.
struct AlarmScheduler {
    func configuration() -> AlertConfiguration.AlertSound {
        let note = "a .named(\"decoy.wav\") inside a string is not code"
        _ = note
        return AlertConfiguration.AlertSound.named("gong.wav")
    }
}
