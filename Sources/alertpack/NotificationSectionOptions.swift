import AlertPackCore
import ArgumentParser
import Foundation

/// `report`'s Notifications section: which payloads to draw, in which languages, as which app.
struct NotificationSectionOptions: ParsableArguments {
    @Option(help: "Payload files or folders to draw on every surface (repeatable; also the config's payloads: key).")
    var payloads: [String] = []

    @OptionGroup var inputs: NotificationInputOptions

    /// What to draw: nil when no payload is named (here or in the config).
    func source(_ configuration: CheckConfiguration) throws -> (maker: PreviewMaker, paths: [String], options: PreviewOptions)? {
        let paths = payloads + configuration.payloads
        guard !paths.isEmpty else { return nil }
        let engine = try inputs.engine(configuration)
        var options = try inputs.options(engine)
        options.jobs = ProcessInfo.processInfo.activeProcessorCount
        return (PreviewMaker(engine: engine, configuration: configuration), paths, options)
    }
}
