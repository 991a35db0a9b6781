/// What `fix` re-encodes a sound as when it keeps (or takes) a name: the container the
/// extension names, with the sound's own data format where that format plays as an alert, and
/// the container's usual one otherwise (IMA4 for CAF, Apple's recommendation; 16-bit PCM for
/// AIFF and WAV). The rules' fix hints and the repair read the same table.
extension ConversionTarget {
    /// The target for a file named `.fileExtension` whose data is `codec` (nil when no accepted
    /// extension names a container: the name must change first).
    public static func repairing(extension fileExtension: String, codec: String?, floatingPoint: Bool?) -> ConversionTarget? {
        let integerPCM = codec == "lpcm" && floatingPoint != true
        switch fileExtension.lowercased() {
        case "caf":
            switch codec {
            case "ima4": return .cafIMA4
            case "ulaw": return .cafULaw
            case "alaw": return .cafALaw
            default: return integerPCM ? .cafLPCM16 : .cafIMA4
            }
        case "aiff", "aif", "aifc":
            return codec == "ima4" ? .aifcIMA4 : .aiffLPCM16
        case "wav":
            switch codec {
            case "ulaw": return .wavULaw
            case "alaw": return .wavALaw
            default: return .wavLPCM16
            }
        default:
            return nil
        }
    }

    /// How a person would name the format: "IMA4 in CAF", "16-bit PCM in WAV".
    public var spokenName: String {
        let data: String
        switch codec {
        case "ima4": data = "IMA4"
        case "ulaw": data = "µLaw"
        case "alaw": data = "aLaw"
        case "vorbis": data = "Vorbis"
        default: data = "16-bit PCM"
        }
        let container: String
        switch fileExtension {
        case "caf": container = "CAF"
        case "wav": container = "WAV"
        case "aifc": container = "AIFF-C"
        case "ogg": container = "Ogg"
        default: container = "AIFF"
        }
        return data + " in " + container
    }
}
