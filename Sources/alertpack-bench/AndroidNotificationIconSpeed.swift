import Foundation

/// `alertpack icons --android-notification`: the wall time of one master's density set (process
/// start, reading the master, five sizes, the PNGs decoded again and checked, the moves), median
/// of five runs into fresh folders, and whether every run wrote the same bytes.
enum AndroidNotificationIconSpeed {
    struct Row {
        var master: String
        var seconds: Double
        var identical: Bool
    }

    static func run(masters: [String], alertpack: String, folder: String, runs: Int = 5) -> [Row] {
        masters.map { master in
            var times: [Double] = []
            var outputs = Set<Data>()
            for run in 0..<runs {
                let res = folder + "/android-\(run)/res"
                try? FileManager.default.removeItem(atPath: res)
                try? FileManager.default.createDirectory(atPath: res, withIntermediateDirectories: true)
                let result = Shell.run([alertpack, "icons", master, "--android-notification", res])
                times.append(result.status == 0 ? result.seconds : .infinity)
                let files = ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"].map { res + "/drawable-\($0)/ic_stat_notification.png" }
                outputs.insert(files.reduce(into: Data()) { all, path in all += (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data() })
            }
            return Row(master: URL(fileURLWithPath: master).lastPathComponent, seconds: times.sorted()[runs / 2], identical: outputs.count == 1)
        }
    }

    /// `icons --web-badge`: the same measure for one 96 px badge per master.
    static func badges(masters: [String], alertpack: String, folder: String, runs: Int = 5) -> [Row] {
        masters.map { master in
            var times: [Double] = []
            var outputs = Set<Data>()
            for run in 0..<runs {
                let badge = folder + "/badge-\(run).png"
                try? FileManager.default.removeItem(atPath: badge)
                let result = Shell.run([alertpack, "icons", master, "--web-badge", badge])
                times.append(result.status == 0 ? result.seconds : .infinity)
                outputs.insert((try? Data(contentsOf: URL(fileURLWithPath: badge))) ?? Data())
            }
            return Row(master: URL(fileURLWithPath: master).lastPathComponent, seconds: times.sorted()[runs / 2], identical: outputs.count == 1)
        }
    }
}
