import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `verify`: recomputes every hash and size, finds missing, changed, extra and unsafe files,
/// checks the generated asset catalogs against the manifest, and re-runs the recorded preset's
/// rules on the packaged files. A zip is unpacked (safely) into a temporary folder first.
public struct PackageVerifier: Sendable {
    /// A preset to use instead of the one the manifest names (`--preset`).
    public var presetReference: String?
    public var jobs: Int
    /// The package digest a release recorded (`sha256:HEX` or HEX): any other package fails.
    public var expectedDigest: String?
    /// The Ed25519 public key file the package must be signed with (`keys generate`).
    public var publicKeyPath: String?
    /// Makes the checker that runs the recorded rules again on the unpacked files: given the
    /// configuration, the jobs, the folder the files were unpacked into and the name the user
    /// knows the package by (the pipeline's `Checker`, supervised under that name).
    public var makeChecker: @Sendable (_ configuration: CheckConfiguration, _ jobs: Int, _ unpacked: String, _ shownAs: String) -> any AssetChecking

    public init(
        presetReference: String? = nil, jobs: Int = 1,
        makeChecker:
            @escaping @Sendable (_ configuration: CheckConfiguration, _ jobs: Int, _ unpacked: String, _ shownAs: String) -> any AssetChecking
    ) {
        self.presetReference = presetReference
        self.jobs = jobs
        self.makeChecker = makeChecker
    }

    public func verify(_ package: String) -> CheckReport {
        var verifier = self
        if let path = publicKeyPath {
            do throws(AlertPackError) { verifier.publicKey = try PackageSignature.publicKey(path: path).rawRepresentation } catch {
                return CheckReport(preset: "?", files: [], problems: [error.message], command: "verify")
            }
        }
        if let digest = expectedDigest, PackageDigest.parse(digest) == nil {
            return CheckReport(
                preset: "?", files: [], problems: ["--digest \(digest) is not a package digest (sha256: and 64 hex digits)"], command: "verify")
        }
        return verifier.verifyLoaded(package)
    }

    /// The key `publicKeyPath` names, once read.
    private var publicKey: Data?

    private func verifyLoaded(_ package: String) -> CheckReport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: package, isDirectory: &isDirectory) else {
            return CheckReport(preset: "?", files: [], problems: ["\(package): no such package folder or zip"], command: "verify")
        }
        if isDirectory.boolValue {
            var status = stat()
            let manifestPath = package + "/" + PackageManifest.fileName
            var manifest = Self.readManifest(Self.regularFile(manifestPath, maxBytes: PackageZip.maxManifestBytes).map { Data($0) })
            if lstat(manifestPath, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
                manifest.problem = "manifest.json is not a regular file (a link, a folder or a device): the package's list cannot be trusted"
            }
            return verify(root: package, shownAs: package, manifest: manifest)
        }
        // Unpacked into a private folder (mkdtemp, 0700): never a predictable name in a shared /tmp.
        let folder: String
        PrivateFolder.removeStale(prefix: "verify")
        do throws(AlertPackError) { folder = try PrivateFolder.makeRegistered(prefix: "verify") } catch {
            return CheckReport(preset: "?", files: [], problems: ["cannot unpack \(package): \(error.message)"], command: "verify")
        }
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            Interruption.shared.unregister(folder)
        }
        do throws(AlertPackError) {
            let zip = try PackageZip(path: package)
            let manifest = Self.readManifest(try zip.unpackManifest(into: folder))
            var declared: [String: Int64] = [:]
            for entry in manifest.read?.assets ?? [] { declared[entry.path] = entry.size }
            let resolved: Resolved
            switch resolveConfiguration(manifest: manifest.read, root: folder, shownAs: package) {
            case .success(let success): resolved = success
            case .failure(let failure): return failure.report
            }
            let configuration = resolved.configuration
            // Before the signature is unpacked, only a matching digest proves the recorded rules' budget.
            let proved = expectedDigest.flatMap(PackageDigest.parse).map { "sha256:" + $0 } == manifest.bytes.map(PackageDigest.text(of:))
            let floor = proved ? nil : resolved.floor?.rules
            let budget = PackageTrust.budget(rules: configuration.rules, floor: floor, proved: proved)
            if let problem = try zip.unpackEntries(into: folder, declared: declared, budget: budget) {
                var subject = PackageFileSubject(path: PackageManifest.fileName)
                subject.budgetProblem = problem
                subject.presetProblem = resolved.problem == nil ? Self.presetProblem(recorded: manifest.read, used: configuration.preset) : nil
                subject.manifestProblem = resolved.problem
                subject.unprovedRules = proved ? nil : resolved.departure
                let findings = PackageTrust.judged(subject, by: configuration.rules, floor: floor)
                return CheckReport(
                    preset: configuration.preset.name,
                    files: [FileReport(path: package + "/" + PackageManifest.fileName, kind: .manifest, facts: .none, findings: findings)],
                    problems: [], command: "verify")
            }
            return verify(root: folder, shownAs: package, manifest: manifest, configuration: resolved)
        } catch {
            return CheckReport(preset: "?", files: [], problems: [error.message], command: "verify")
        }
    }

    /// A package's manifest, read; or why it cannot be.
    /// (Its bytes too: the digest and the signature are of exactly these bytes.)
    typealias LoadedManifest = (read: PackageManifest?, problem: String?, bytes: [UInt8]?)

    static func readManifest(_ data: Data?) -> LoadedManifest {
        guard let data else { return (nil, "there is no manifest.json: this is not a package made by alertpack package", nil) }
        do throws(AlertPackError) { return (try PackageManifest.read(data), nil, Array(data)) } catch { return (nil, error.message, Array(data)) }
    }

    /// The configuration verify judges with; whether it is the one the manifest records
    /// (`PackageRules`: then each file's recorded suppressions apply too); and why the recorded
    /// one cannot be used, when it cannot (a changed preset: the package.manifest error). With
    /// recorded rules, what holds unless the manifest is proved (`PackageTrust`): the built-in
    /// preset it names, and how the record departs from it.
    struct Resolved {
        var configuration: CheckConfiguration
        var recorded = false
        var problem: String?
        var floor: CheckConfiguration?
        var departure: String?
    }

    /// The rules the manifest records (files below `root`), unless a preset is named; else the
    /// preset it names; or the report saying it cannot be had.
    private func resolveConfiguration(manifest: PackageManifest?, root: String, shownAs: String) -> Result<Resolved, CheckReportFailure> {
        var problem: String?
        if presetReference == nil, let manifest {
            do throws(AlertPackError) {
                if let recorded = try PackageRules.configuration(of: manifest, root: root, origin: PackageManifest.fileName) {
                    let builtin = PackageTrust.builtin(of: manifest)
                    return .success(
                        Resolved(
                            configuration: recorded, recorded: true, floor: PackageTrust.floor(builtin),
                            departure: PackageTrust.departure(of: manifest, builtin: builtin)))
                }
            } catch {
                problem = error.message
            }
        }
        do throws(AlertPackError) {
            return .success(
                Resolved(
                    configuration: try CheckConfiguration.resolve(
                        presetReference: presetReference ?? manifest?.preset.name ?? PresetLibrary.defaultPresetName,
                        configPath: nil, useConfigFile: false), problem: problem))
        } catch {
            return .failure(
                CheckReportFailure(
                    report: CheckReport(
                        preset: manifest?.preset.name ?? "?", files: [],
                        problems: [
                            "\(shownAs): \(problem.map { "\($0); " } ?? "")\(error.message)"
                                + (presetReference == nil
                                    ? " (the package was checked with preset '\(manifest?.preset.name ?? "?")'; give it with --preset)" : "")
                        ], command: "verify")))
        }
    }

    private func verify(root: String, shownAs: String, manifest loaded: LoadedManifest, configuration given: Resolved? = nil) -> CheckReport {
        let shown = { (relative: String) in shownAs + "/" + relative }
        var subjects: [String: PackageFileSubject] = [:]
        var manifestSubject = PackageFileSubject(path: PackageManifest.fileName)
        manifestSubject.manifestProblem = loaded.problem
        let manifest = loaded.read
        let resolved: Resolved
        if let given {
            resolved = given
        } else {
            switch resolveConfiguration(manifest: manifest, root: root, shownAs: shownAs) {
            case .success(let success): resolved = success
            case .failure(let failure): return failure.report
            }
        }
        let configuration = resolved.configuration
        manifestSubject.manifestProblem = manifestSubject.manifestProblem ?? resolved.problem
        // A recorded configuration that cannot be used is the package.manifest error alone.
        manifestSubject.presetProblem = resolved.problem == nil ? Self.presetProblem(recorded: manifest, used: configuration.preset) : nil
        let identity = identity(manifest: loaded.bytes, root: root)
        manifestSubject.signatureProblems = identity.problems
        // Recorded rules nothing proved are said, and the named preset holds the package rules.
        let proved = identity.proof.digest != nil || identity.proof.keyGiven
        let floor = resolved.recorded && !proved ? resolved.floor?.rules : nil
        if resolved.recorded && !proved { manifestSubject.unprovedRules = resolved.departure }

        // Every file listed: where it is, and whether it is what was recorded.
        let listing = PackageFolder.files(below: root)
        subjects = Self.listedSubjects(manifest?.assets ?? [], root: root)
        Self.addLinks(listing.links, root: root, to: &subjects)
        if let manifest {
            Self.addUnlisted(listing, manifest: manifest, to: &subjects)
            Self.checkCatalogs(root: root, entries: manifest.assets, subjects: &subjects)
            manifestSubject.catalogProblems += Self.targetIconProblems(manifest, root: root)
        }
        subjects[PackageManifest.fileName] = manifestSubject

        // The recorded rules, run again on what is in the package.
        var files = recheck(root: root, shownAs: shownAs, manifest: manifest, configuration: resolved)
        for (path, subject) in subjects {
            let findings = PackageTrust.judged(subject, by: configuration.rules, floor: floor)
            if var existing = files[path] {
                let platforms = existing.platforms
                existing = FileReport(
                    path: existing.path, kind: existing.kind, facts: existing.facts, findings: existing.findings + findings, slots: existing.slots)
                existing.platforms = platforms
                files[path] = existing
            } else if !findings.isEmpty || path == PackageManifest.fileName || subject.expected != nil {
                let kind: AssetKind = path == PackageManifest.fileName ? .manifest : subject.expected?.role.assetKind ?? .file
                files[path] = FileReport(path: shown(path), kind: kind, facts: .none, findings: findings)
            }
        }
        var report = CheckReport(
            preset: configuration.preset.name, files: files.values.sorted { $0.path < $1.path }, problems: [], command: "verify")
        report.proof = identity.proof
        report.proof?.rules = resolved.recorded ? .recorded : .preset(configuration.preset.name)
        return report
    }

    /// How the package differs from the digest and key verify was given, and whether the
    /// signature it carries holds; and what of that was proved.
    private func identity(manifest: [UInt8]?, root: String) -> (problems: [String], proof: PackageProof) {
        let signature = Self.regularFile(root + "/" + PackageSignature.fileName, maxBytes: PackageSignature.maxBytes)
        var problems: [String] = []
        var proof = PackageProof()
        if let expected = expectedDigest.flatMap(PackageDigest.parse) {
            let actual = manifest.map { PackageDigest.text(of: $0) }
            if actual != "sha256:" + expected {
                problems.append(
                    "the package digest is \(actual ?? "unknown (no manifest.json)"), not the sha256:\(expected) verify was given: this is not the package that was recorded"
                )
            } else {
                proof.digest = actual
            }
        }
        let verdict = PackageSignature.verdict(manifest: manifest, signature: signature, required: publicKey)
        proof.signatureKey = verdict.goodKey
        proof.keyGiven = verdict.goodKey != nil && publicKey != nil
        return (problems + verdict.problems, proof)
    }
}

/// A report in place of a verification that could not start (an unknown preset).
struct CheckReportFailure: Error {
    var report: CheckReport
}
