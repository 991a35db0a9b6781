import CSndFile

extension ConversionTarget {
    /// The libsndfile format, for the targets libsndfile writes (PCM little-endian in CAF; Vorbis in Ogg).
    var sndfileFormat: Int32? {
        let caf = Int32(SF_FORMAT_CAF), wav = Int32(SF_FORMAT_WAV), aiff = Int32(SF_FORMAT_AIFF)
        switch self {
        case .cafIMA4, .aifcIMA4: return nil
        case .cafLPCM16: return caf | Int32(SF_FORMAT_PCM_16) | Int32(SF_ENDIAN_LITTLE)
        case .cafULaw: return caf | Int32(SF_FORMAT_ULAW)
        case .cafALaw: return caf | Int32(SF_FORMAT_ALAW)
        case .aiffLPCM16: return aiff | Int32(SF_FORMAT_PCM_16)
        case .wavLPCM16: return wav | Int32(SF_FORMAT_PCM_16)
        case .wavULaw: return wav | Int32(SF_FORMAT_ULAW)
        case .wavALaw: return wav | Int32(SF_FORMAT_ALAW)
        case .oggVorbis: return Int32(SF_FORMAT_OGG) | Int32(SF_FORMAT_VORBIS)
        }
    }
}
