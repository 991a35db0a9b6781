import AlertPackCore
import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#endif

struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Make the Ed25519 key pair that signs packages, and name a key by its id.",
        subcommands: [Generate.self, Fingerprint.self])

    struct Fingerprint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a key's id: the 16 hex digits `verify` names a signing key by.",
            discussion: """
                FILE is a public key (NAME.pub) or a private key (whose public key's id is printed). \
                `alertpack verify` says "signature: good, key ID" when a package's signature holds, \
                and names the key by this id when it does not: compare the two to know which key \
                signed a release.
                """)

        @Argument(help: "The key file (`alertpack keys generate`).")
        var file: String

        func run() throws {
            do {
                Output.write(try PackageSignature.keyID(ofKeyFile: file) + "\n")
            } catch {
                try fail(error)
            }
        }
    }

    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a new key pair: NAME (private, mode 0600) and NAME.pub (public).",
            discussion: """
                Sign with `alertpack package --sign NAME`; check with `alertpack verify --public-key \
                NAME.pub`. Existing files are never replaced. Keep the private key out of the \
                repository (a CI secret); the public key may be committed.
                """)

        @Option(help: "The private key file to write; the public key goes to the same name with .pub.")
        var out: String

        func run() throws {
            let (privateKey, publicKey) = PackageSignature.generateKeys()
            // O_EXCL: an existing key (or anything else) is never replaced; the private key is
            // created readable by its owner only.
            for (path, text, mode) in [(out, privateKey, mode_t(0o600)), (out + ".pub", publicKey, mode_t(0o644))] {
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
                guard descriptor >= 0 else {
                    try fail("cannot create \(path): \(String(cString: strerror(errno)))")
                }
                let bytes = Array(text.utf8)
                let written = write(descriptor, bytes, bytes.count)
                let synced = fsync(descriptor) == 0
                close(descriptor)
                guard written == bytes.count, synced else {
                    unlink(path)
                    try fail("cannot write \(path)")
                }
            }
            Output.write("Wrote \(out) (private) and \(out).pub (public)\n")
        }
    }
}
