/// For a command that runs until told to stop (`report --watch`): the first SIGINT, SIGTERM or
/// SIGHUP asks it to stop at its next look, so that it can leave its outputs finished; a second
/// interrupts it as any command (its temporaries removed, exit 128 + the signal).
package enum StopSignals {
    package static func install() { Interruption.shared.stopFirst() }

    package static var requested: Bool { Interruption.shared.stopRequested }
}
