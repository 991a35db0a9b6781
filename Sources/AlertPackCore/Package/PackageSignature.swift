import Crypto
import Foundation

/// Ed25519 signatures of packages (docs/reliability.md, "Signing"). What is signed is the
/// manifest's exact bytes after a fixed domain prefix; the manifest holds every file's SHA-256,
/// so the signature covers the whole package. The signature travels in the package as
/// `manifest.sig`:
///
///     {"algorithm":"ed25519","keyId":"<16 hex>","publicKey":"<base64>","signature":"<base64>"}
///
/// Keys are small text files, two lines each: `alertpack-ed25519-private-key` (or
/// `-public-key`) and the key's 32 raw bytes in base64. The key id is the first 16 hex digits
/// of the SHA-256 of the raw public key.
public enum PackageSignature {
    public static let fileName = "manifest.sig"
    static let domain = Array("alertpack package manifest v1\n".utf8)
    static let privateHeader = "alertpack-ed25519-private-key"
    static let publicHeader = "alertpack-ed25519-public-key"
    /// The most a signature file may hold (a real one is about 250 bytes).
    static let maxBytes = 4096

    /// A new key pair as the texts of the two key files.
    public static func generateKeys() -> (privateKey: String, publicKey: String) {
        let key = Curve25519.Signing.PrivateKey()
        return (
            privateHeader + "\n" + key.rawRepresentation.base64EncodedString() + "\n",
            publicHeader + "\n" + key.publicKey.rawRepresentation.base64EncodedString() + "\n"
        )
    }

    /// The key id of a public key.
    public static func keyID(_ publicKey: Curve25519.Signing.PublicKey) -> String {
        String(FileDigest.sha256(publicKey.rawRepresentation).prefix(16))
    }

    /// Reads a key file: its 32 raw bytes, or why not.
    static func readKey(path: String, header: String, what: String) throws(AlertPackError) -> Data {
        let bytes: [UInt8]
        do {
            bytes = try RandomAccessFile.contents(path: path, maxBytes: 4096, what: what)
        } catch {
            throw AlertPackError.inFile(path, error)
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard lines.count == 2, lines[0] == header, let raw = Data(base64Encoded: lines[1]), raw.count == 32 else {
            let other = header == privateHeader ? publicHeader : privateHeader
            if lines.first == other {
                throw AlertPackError.packaging(.wrongKeyKind(path, isPublic: header == privateHeader, needed: what))
            }
            throw AlertPackError.packaging(.notAKey(path, what: what, header: header))
        }
        return raw
    }

    public static func privateKey(path: String) throws(AlertPackError) -> Curve25519.Signing.PrivateKey {
        let raw = try readKey(path: path, header: privateHeader, what: "private key")
        do { return try Curve25519.Signing.PrivateKey(rawRepresentation: raw) } catch {
            throw AlertPackError.inFile(path, .packaging(.unusableKey(isPrivate: true)))
        }
    }

    public static func publicKey(path: String) throws(AlertPackError) -> Curve25519.Signing.PublicKey {
        let raw = try readKey(path: path, header: publicHeader, what: "public key")
        do { return try Curve25519.Signing.PublicKey(rawRepresentation: raw) } catch {
            throw AlertPackError.inFile(path, .packaging(.unusableKey(isPrivate: false)))
        }
    }

    /// The text of manifest.sig for a manifest's bytes. Ed25519 signatures are deterministic, so
    /// the same manifest and key give the same file.
    static func sign(manifest: [UInt8], with key: Curve25519.Signing.PrivateKey) throws(AlertPackError) -> String {
        let signature: Data
        do { signature = try key.signature(for: domain + manifest) } catch {
            throw AlertPackError.packaging(.cannotSign(error.localizedDescription))
        }
        return JSONValue.object([
            ("algorithm", .string("ed25519")),
            ("keyId", .string(keyID(key.publicKey))),
            ("publicKey", .string(key.publicKey.rawRepresentation.base64EncodedString())),
            ("signature", .string(signature.base64EncodedString())),
        ]).serialized()
    }

    /// What is wrong with a package's signature, if anything: `signature` is manifest.sig's bytes
    /// (nil when there is none), `required` the key verify was given (nil: only a signature that
    /// is there is checked, against its own key).
    /// With them, the key id of a signature that holds (nil when there is none, or any problem).
    static func verdict(manifest: [UInt8]?, signature: [UInt8]?, required requiredBytes: Data?) -> (problems: [String], goodKey: String?) {
        let required = requiredBytes.flatMap { try? Curve25519.Signing.PublicKey(rawRepresentation: $0) }
        guard let signature else {
            return (
                required.map { "the package is not signed (no \(fileName)), but verify was given the public key \(keyID($0))" }.map { [$0] } ?? [],
                nil
            )
        }
        struct Record: Decodable {
            var algorithm: String
            var keyId: String
            var publicKey: String
            var signature: String
        }
        guard let record = try? JSONDecoder().decode(Record.self, from: Data(signature)), record.algorithm == "ed25519",
            let keyBytes = Data(base64Encoded: record.publicKey), let key = try? Curve25519.Signing.PublicKey(rawRepresentation: keyBytes),
            let signatureBytes = Data(base64Encoded: record.signature)
        else {
            return (["\(fileName) is not an alertpack Ed25519 signature (algorithm, keyId, publicKey and signature)"], nil)
        }
        var problems: [String] = []
        if let required, required.rawRepresentation != key.rawRepresentation {
            problems.append("the package is signed by key \(keyID(key)), not by the key verify was given (\(keyID(required)))")
        }
        guard let manifest else { return (problems + ["there is no manifest.json for \(fileName) to sign"], nil) }
        if !key.isValidSignature(signatureBytes, for: domain + manifest) {
            problems.append("the signature in \(fileName) does not match manifest.json: the manifest was changed after it was signed")
        }
        return (problems, problems.isEmpty ? keyID(key) : nil)
    }

    /// The key id of a key file, public or private (a private key's is its public key's): the id
    /// verify's messages use (`keys fingerprint`).
    public static func keyID(ofKeyFile path: String) throws(AlertPackError) -> String {
        let bytes: [UInt8]
        do { bytes = try RandomAccessFile.contents(path: path, maxBytes: 4096, what: "key") } catch { throw AlertPackError.inFile(path, error) }
        if String(decoding: bytes, as: UTF8.self).hasPrefix(privateHeader) { return keyID(try privateKey(path: path).publicKey) }
        return keyID(try publicKey(path: path))
    }
}
