/// Decoding one group: the bitmap its renditions share (their own, or the packed asset they
/// link into), once, within what is left of the container's budget.
extension BuiltCatalogIcons {
    struct Outcome {
        var transparent: Int?
        var reason: String?
    }

    /// The outcome of each member of the group that decodes `target` (nil: a link to nothing).
    func decode(_ target: Int?, members: [Int], budget: inout BuiltDecodeBudget) -> [(Int, Outcome)] {
        let archive = decoder.archive
        func all(_ reason: String) -> [(Int, Outcome)] { members.map { ($0, Outcome(transparent: nil, reason: reason)) } }
        guard let target else { return all("it links to a packed asset the catalog does not have") }
        let packed = archive.renditions[target]
        let what = RenditionPixelDecoder.name(packed, target)
        if packed.link != nil { return all("it links to \(what), itself a link") }
        let cost = Self.cost(packed)
        let spent = budget.spent
        guard budget.take(cost) else {
            return all("over the app's decode budget (\(budget.total) bytes of pixels for all its catalogs, \(spent) spent; \(what) needs \(cost))")
        }
        let pixels: RenditionPixels
        do throws(AlertPackError) {
            switch try decoder.decodeBitmap(packed, what: what) {
            case .undecodable(let reason): return all(reason)
            case .pixels(let decoded): pixels = decoded
            }
        } catch {
            return all(error.message)
        }
        return members.map { index in
            let rendition = archive.renditions[index]
            guard let link = rendition.link else { return (index, Outcome(transparent: pixels.transparentPixels, reason: nil)) }
            do throws(AlertPackError) {
                let frame = try RenditionPixelDecoder.frame(link, in: pixels, what: RenditionPixelDecoder.name(rendition, index))
                return (index, Outcome(transparent: frame.transparentPixels, reason: nil))
            } catch {
                return (index, Outcome(transparent: nil, reason: error.message))
            }
        }
    }

    /// The bytes decoding a rendition takes, from its header (at least one byte, so that even
    /// empty ones count); a header that lies is caught by the decoder's own checks.
    static func cost(_ rendition: AssetCatalogRendition) -> Int {
        guard let header = rendition.header else { return 1 }
        let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard !overflow, pixels <= Int.max / 8 else { return Int.max / 2 }
        return max(1, pixels * 4)
    }
}
