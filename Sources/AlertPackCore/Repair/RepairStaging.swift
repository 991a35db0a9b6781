/// Where a repair is written before it replaces anything. `fix` stages it beside the file it
/// replaces (`StagedPath`) and moves it into place when it is better; `fix --dry-run` does the
/// very same repair into a private folder of its own (`PrivateFolder`), checks and judges it the
/// same way, and never moves it: so the dry run says, step for step, what `fix` will do (the
/// steps it will take, a repair it will not keep, one it cannot do), and changes nothing.
public enum RepairStaging: Sendable {
    /// Staged beside the file and moved into place when better: `fix`.
    case inPlace
    /// Written into this private folder and left there: `fix --dry-run`.
    case rehearsal(folder: String)

    /// Whether nothing is ever moved into place.
    var isRehearsal: Bool {
        if case .rehearsal = self { return true }
        return false
    }

    /// A fresh path to write the repair of the file that will be `output` to: it keeps the
    /// output's name (and so its extension), as checks read it.
    func stagedPath(for output: String) -> String {
        switch self {
        case .inPlace:
            return StagedPath.beside(output)
        case .rehearsal(let folder):
            var name = FileName.last(of: output)
            while name.utf8.count > 200 { name.removeFirst() }
            return folder + "/\(UInt64.random(in: 0...UInt64.max))-" + name
        }
    }
}
