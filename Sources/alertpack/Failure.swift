import AlertPackCore
import ArgumentParser

/// The one way a command stops on a usage or I/O problem: each line of each message on standard
/// error as "alertpack: …", then exit 2. Findings never come here: they are a report's exit 1.
func fail(_ messages: [String]) throws -> Never {
    for message in messages {
        for line in message.split(separator: "\n") { Output.error("alertpack: \(line)") }
    }
    throw ExitCode(2)
}

func fail(_ message: String) throws -> Never { try fail([message]) }

func fail(_ error: AlertPackError) throws -> Never { try fail([error.message]) }
