import Foundation

/// `sound` that is neither a file name nor the critical dictionary (`critical` 1, `name`, `volume` 0–1); with
/// --package, a name the package lacks or that failed.
///
/// A sound name that is not in the app plays the default sound instead; a bad critical dictionary is
/// rejected. "default" is always allowed.
///
/// - Rule: payload.sound
/// - Name: Sound reference
/// - Source: SND-08, CRIT-01, CRIT-04, CRIT-06
/// - Parameter criticalBooleanSeverity (severity): severity for sound.critical sent as a boolean
/// - Class critical-boolean: sound.critical is a boolean
/// - Class critical-value: sound.critical is a number other than 0 or 1
/// - Class volume: sound.volume is not a number from 0 to 1
/// - Class no-name: the critical sound dictionary has no name
/// - Class wrong-type: sound is neither a name nor a dictionary
/// - Class rejected: the sound was rejected from the package
/// - Class not-packaged: the sound is not in the package
/// - Fires on: Samples/payloads/bad-sound.json via payload, saying “must be a number from” (error)
/// - Silent on: Samples/payloads/good.json via payload
package struct PayloadSoundRule: PayloadRule {
    package func check(_ payload: PayloadSubject, _ context: RuleContext<Parameters>) -> [Finding] {
        guard let aps = payload.aps, let sound = aps["sound"] else { return [] }
        var findings: [Finding] = []
        var name: String?
        if let text = sound.string {
            name = text
        } else if let dictionary = sound.object {
            let critical = dictionary["critical"]
            if critical?.isBool == true {
                findings.append(
                    context.finding(
                        "sound.critical is a boolean; Apple documents the number 1", fix: "send \"critical\": 1",
                        severity: context.parameters.criticalBooleanSeverity, class: MessageClass.criticalBoolean))
            } else if let value = critical?.integer, value != 0 && value != 1 {
                findings.append(
                    context.finding("sound.critical is \(value); must be 1 (or 0)", fix: "send \"critical\": 1", class: MessageClass.criticalValue))
            }
            if let volume = dictionary["volume"] {
                if let number = volume.number, (0...1).contains(number) {
                } else {
                    findings.append(
                        context.finding(
                            "sound.volume is \(PayloadBadgeRule.describe(volume)); must be a number from 0 to 1", fix: "send a volume such as 0.8",
                            class: MessageClass.volume))
                }
            }
            guard let text = dictionary["name"]?.string else {
                return findings + [
                    context.finding(
                        "the critical sound dictionary has no \"name\" string", fix: "add \"name\": \"default\" or a sound file name",
                        class: MessageClass.noName)
                ]
            }
            name = text
        } else {
            return [
                context.finding(
                    "sound is \(PayloadBadgeRule.describe(sound)); must be a file name or a critical-alert dictionary",
                    fix: "send \"sound\": \"default\" or a file name such as \"chime.caf\"", class: MessageClass.wrongType)
            ]
        }
        if let name, name != "default", let sounds = payload.context.packagedSounds {
            if let passed = sounds[name] {
                if !passed {
                    findings.append(
                        context.finding(
                            "the sound \(name) was rejected from the package (it did not pass its checks), so it is not in it; the default sound would play instead",
                            fix: "fix the sound and package it again (the manifest's rejected list says why)", class: MessageClass.rejected))
                }
            } else {
                let near = sounds.keys.sorted().first { ($0 as NSString).deletingPathExtension == (name as NSString).deletingPathExtension }
                findings.append(
                    context.finding(
                        "the sound \(name) is not in the package; the default sound would play instead",
                        fix: near.map { "did you mean \($0)? names must match exactly, extension included" }
                            ?? "add the sound to the package, or send \"default\"", class: MessageClass.notPackaged))
            }
        }
        return findings
    }
}
