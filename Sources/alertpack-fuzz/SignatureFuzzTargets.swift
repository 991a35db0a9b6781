import AlertPackCore

/// The `macho` target (issue 44): a Mach-O executable, thin or universal, read for its code
/// signature (load commands, SuperBlob, CodeDirectory strings, XML and DER entitlements).
/// Any bytes are slices or an error; a trap, a hang or unbounded memory is a finding.
enum MachOFuzzTarget {
    static func run(_ path: String) {
        guard let file = try? MachOSignature.read(path: path) else { return }
        for slice in file.slices {
            precondition(slice.offset >= 0 && slice.size >= 0, "a slice outside the file")
            _ = slice.cpuName
            if let signature = slice.signature { _ = (signature.entitlements?.count, signature.isAdHoc) }
        }
    }
}

/// The `mobileprovision` target (issue 44): a provisioning profile's CMS envelope walked to its
/// eContent, the plist read and every fact derived.
enum ProvisioningProfileFuzzTarget {
    static func run(_ path: String) {
        guard let profile = try? ProvisioningProfile.read(path: path) else { return }
        _ = (profile.distribution, profile.apsEnvironment, profile.getTaskAllow, profile.expirationDate)
    }
}
