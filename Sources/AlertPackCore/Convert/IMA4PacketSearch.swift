import CIMA4Kernel

/// One channel packet for the code search: where its samples and bytes are, the state the
/// greedy pass carried into it, and the greedy packet's error, which the search has to beat.
struct IMA4PacketSearch {
    var sampleOffset: Int
    var byteOffset: Int
    var carriedPredictor: Int32
    var carriedIndex: Int32
    var bound: Int64
}

/// The searches of one run of packets over shared buffers. Each search reads its own samples
/// and writes only its own 34 bytes, so any number of threads can perform disjoint ranges.
struct IMA4SearchRun: @unchecked Sendable {
    let samples: UnsafePointer<Int16>
    let output: UnsafeMutablePointer<UInt8>
    let stride: Int
    let searches: [IMA4PacketSearch]

    func perform(_ range: Range<Int>) {
        let offsets = IMA4Encoder.searchIndexOffsets
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 4 * offsets.count) { starts in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: AppleIMA4Layout.framesPerPacket) { codes in
                let startPredictors = starts.baseAddress!
                let startIndices = starts.baseAddress! + 2 * offsets.count
                for search in searches[range] {
                    let rounding = IMA4HeaderRounding(search.carriedPredictor)
                    var count = 0
                    for predictor in [rounding.nearer, rounding.farther] {
                        for offset in offsets {
                            startPredictors[count] = predictor
                            startIndices[count] = min(max(search.carriedIndex + offset, 0), 88)
                            count += 1
                        }
                    }
                    var start: Int32 = 0
                    var endPredictor: Int32 = 0
                    var endIndex: Int32 = 0
                    let error = apk_ima4_search(
                        samples + search.sampleOffset, Int32(stride), startPredictors, startIndices, Int32(count), IMA4Encoder.searchWidth,
                        search.bound, &start, &endPredictor, &endIndex, codes.baseAddress)
                    // INT64_MAX when no path stayed below the greedy packet's error.
                    guard error < search.bound else { continue }
                    IMA4Encoder.pack(
                        predictor: startPredictors[Int(start)], index: startIndices[Int(start)], codes: codes.baseAddress!,
                        into: output + search.byteOffset)
                }
            }
        }
    }
}
