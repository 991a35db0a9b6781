/// What `convert` can write: a container and a data format that alert sounds accept.
public enum ConversionTarget: String, CaseIterable, Sendable {
    case cafIMA4 = "caf-ima4"
    case cafLPCM16 = "caf-lpcm16"
    case cafULaw = "caf-ulaw"
    case cafALaw = "caf-alaw"
    case aiffLPCM16 = "aiff-lpcm16"
    case aifcIMA4 = "aifc-ima4"
    case wavLPCM16 = "wav-lpcm16"
    case wavULaw = "wav-ulaw"
    case wavALaw = "wav-alaw"
    /// Android's: Ogg Vorbis (libsndfile), written by `convert --android` only; iOS plays no Ogg.
    case oggVorbis = "ogg-vorbis"

    /// Apple's recommendation: `afconvert -d ima4 -f caff`.
    public static let recommended = ConversionTarget.cafIMA4

    public var fileExtension: String {
        switch self {
        case .cafIMA4, .cafLPCM16, .cafULaw, .cafALaw: return "caf"
        case .aiffLPCM16: return "aiff"
        case .aifcIMA4: return "aifc"
        case .wavLPCM16, .wavULaw, .wavALaw: return "wav"
        case .oggVorbis: return "ogg"
        }
    }

    /// The codec `check` reports for the output.
    public var codec: String {
        switch self {
        case .cafIMA4, .aifcIMA4: return "ima4"
        case .cafLPCM16, .aiffLPCM16, .wavLPCM16: return "lpcm"
        case .cafULaw, .wavULaw: return "ulaw"
        case .cafALaw, .wavALaw: return "alaw"
        case .oggVorbis: return "vorbis"
        }
    }
}
