import Foundation

/// A provisioning profile (`embedded.mobileprovision`, issue 44): a CMS SignedData (PKCS #7,
/// DER) whose encapsulated content is an XML property list. The plist is found by walking the
/// DER structure (ContentInfo → SignedData → encapContentInfo → eContent), never by searching
/// for "<?xml", and read by `PropertyList`. The CMS signature and its certificates are NOT
/// verified: these are the profile's own claims, as a build carries them.
package struct ProvisioningProfile: Equatable, Sendable {
    /// Whom the profile lets install the app, from the keys Apple writes.
    package enum Distribution: String, Equatable, Sendable {
        /// `ProvisionedDevices` and `get-task-allow` true: a development profile.
        case development
        /// `ProvisionedDevices` and `get-task-allow` false: ad hoc distribution.
        case adHoc = "ad-hoc"
        /// `ProvisionsAllDevices`: enterprise (in-house) distribution.
        case enterprise
        /// Neither: App Store (and TestFlight) distribution.
        case appStore = "app-store"
    }

    package let name: String?
    package let uuid: String?
    package let teamIdentifiers: [String]
    package let teamName: String?
    package let appIDName: String?
    package let platforms: [String]
    /// As the plist's date, in UTC.
    package let creationDate: Date?
    package let expirationDate: Date?
    /// The entitlements the profile grants (`aps-environment`, `application-identifier`, ...).
    package let entitlements: [String: JSONNode]
    /// How many devices `ProvisionedDevices` lists, or nil when the key is absent.
    package let provisionedDeviceCount: Int?
    package let provisionsAllDevices: Bool
    /// Every key of the plist, as read.
    package let plist: [String: JSONNode]

    package var getTaskAllow: Bool { entitlements["get-task-allow"] == .bool(true) }
    package var apsEnvironment: String? { entitlements["aps-environment"]?.string }
    package var applicationIdentifier: String? { entitlements["application-identifier"]?.string }

    package var distribution: Distribution {
        if provisionsAllDevices { return .enterprise }
        if provisionedDeviceCount != nil { return getTaskAllow ? .development : .adHoc }
        return .appStore
    }

    /// Larger than any real profile (a development profile listing 100 devices is about 30 KB).
    static let maxBytes = 4 << 20

    /// Reads the profile at `path`; an error names the file.
    package static func read(path: String) throws(AlertPackError) -> ProvisioningProfile {
        do {
            let bytes = try RandomAccessFile.contents(path: path, maxBytes: maxBytes, what: "the provisioning profile")
            return try ProvisioningProfile(bytes: bytes)
        } catch {
            throw AlertPackError.inFile(path, error)
        }
    }

    package init(bytes: [UInt8]) throws(AlertPackError) {
        let content = try Self.encapsulatedContent(bytes)
        let table: [String: JSONNode]
        do {
            table = try PropertyList.dictionary(bytes: content)
        } catch {
            throw AlertPackError.bundle(.profilePlist(error))
        }
        plist = table
        name = table["Name"]?.string
        uuid = table["UUID"]?.string
        teamIdentifiers = table["TeamIdentifier"]?.array?.compactMap(\.string) ?? []
        teamName = table["TeamName"]?.string
        appIDName = table["AppIDName"]?.string
        platforms = table["Platform"]?.array?.compactMap(\.string) ?? []
        creationDate = table["CreationDate"].flatMap(Self.date)
        expirationDate = table["ExpirationDate"].flatMap(Self.date)
        entitlements = table["Entitlements"]?.object ?? [:]
        provisionedDeviceCount = table["ProvisionedDevices"]?.array?.count
        provisionsAllDevices = table["ProvisionsAllDevices"] == .bool(true)
    }

    static let signedDataOID = "1.2.840.113549.1.7.2"
    static let dataOID = "1.2.840.113549.1.7.1"

    /// The bytes of eContent: ContentInfo { contentType signedData, [0] SignedData { version,
    /// digestAlgorithms, encapContentInfo { eContentType data, [0] OCTET STRING } ... } }.
    static func encapsulatedContent(_ bytes: [UInt8]) throws(AlertPackError) -> [UInt8] {
        let der = DERReader(bytes, what: "the provisioning profile's CMS envelope")
        let contentInfo = try der.root()
        let info = try sequence(der, contentInfo, "ContentInfo", count: 2)
        let type = try der.objectIdentifier(info[0])
        guard type == signedDataOID else {
            throw AlertPackError.bundle(.profileNotSignedData(type, expected: signedDataOID))
        }
        let signedData = try explicit(der, info[1], "ContentInfo's content")
        let fields = try sequence(der, signedData, "SignedData", count: nil)
        guard fields.count >= 4, fields[0].tag == 0x02, fields[1].tag == 0x31 else {
            throw AlertPackError.bundle(.profileSignedDataStart)
        }
        let encapsulated = try sequence(der, fields[2], "encapContentInfo", count: nil)
        guard encapsulated.count == 2 else {
            throw AlertPackError.bundle(.profileDetached)
        }
        let contentType = try der.objectIdentifier(encapsulated[0])
        guard contentType == dataOID else {
            throw AlertPackError.bundle(.profileNotData(contentType, expected: dataOID))
        }
        let octets = try explicit(der, encapsulated[1], "eContent")
        guard octets.tag == 0x04 else {
            throw AlertPackError.bundle(.profileContentTag(FourCC.hex(octets.tag)))
        }
        return Array(der.content(octets))
    }

    /// The children of a SEQUENCE, `count` of them when given.
    private static func sequence(_ der: DERReader, _ element: DERElement, _ name: String, count: Int?) throws(AlertPackError) -> [DERElement] {
        guard element.tag == 0x30 else {
            throw AlertPackError.bundle(.profileNotSequence(name, at: element.start, tag: FourCC.hex(element.tag)))
        }
        let children = try der.children(of: element)
        if let count, children.count != count {
            throw AlertPackError.bundle(.profileSequenceCount(name, count: children.count, expected: count))
        }
        return children
    }

    /// The one element inside an explicit `[0]` tag.
    private static func explicit(_ der: DERReader, _ element: DERElement, _ name: String) throws(AlertPackError) -> DERElement {
        let children = element.tag == 0xA0 ? try der.children(of: element) : []
        guard children.count == 1 else {
            throw AlertPackError.bundle(.profileNotExplicit(name, at: element.start))
        }
        return children[0]
    }

    /// A plist date as `JSONNode` gives it ("2026-05-01 12:00:00 +0000").
    private static func date(_ node: JSONNode) -> Date? {
        guard let text = node.string else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
        return formatter.date(from: text)
    }
}
