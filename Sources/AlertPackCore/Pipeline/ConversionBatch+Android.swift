/// `convert --android`: each master's Android sound, named before any is written so that two
/// masters of one legal name (`Ping-Alert.wav`, `ping_alert.flac`) never race for it.
extension ConversionBatch {
    /// The Android result of each input (by its index in the batch), in parallel.
    static func convertForAndroid(
        _ inputs: [(index: Int, input: String)], with android: AndroidSoundConversion, jobs: Int
    ) -> [Int: [ConversionResult]] {
        var claimed: [String: String] = [:]
        var work: [(index: Int, input: String, target: String)] = []
        var results: [Int: [ConversionResult]] = [:]
        for (index, input) in inputs {
            let target = android.target(for: input)
            let key = OutputNaming.resolved(target)
            if let other = claimed[key] {
                var refused = ConversionResult(input: input, output: nil, target: android.format.target, steps: [])
                refused.error = "its Android sound \(target) is already the Android sound of \(other); rename one of the masters"
                results[index] = [refused]
            } else {
                claimed[key] = input
                work.append((index, input, target))
            }
        }
        let made = ParallelMap.map(work, jobs: jobs) { job in android.convert(master: job.input, to: job.target) }
        for (job, result) in zip(work, made) { results[job.index] = [result] }
        return results
    }
}
