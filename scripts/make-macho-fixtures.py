#!/usr/bin/env python3
"""Writes Mach-O executables with code signatures and provisioning profiles for the tests of
MachOSignature and ProvisioningProfile (issue 44), and hostile variants of both.

    scripts/make-macho-fixtures.py OUTDIR

Mach-O stubs: a header, a __PAGEZERO segment command, LC_CODE_SIGNATURE when signed, a page of
zeros for code, and the signature: a big-endian SuperBlob (0xfade0cc0) holding a CodeDirectory
(0xfade0c02, identifier and team id), an empty requirements blob, the entitlements as XML
(0xfade7171) and DER (0xfade7172), and a CMS blob (0xfade0b01; empty when ad hoc). Thin files in
each byte order and word size, universal files with FAT_MAGIC and FAT_MAGIC_64.

Profiles: a CMS SignedData built by hand in DER (ContentInfo, SignedData, encapContentInfo,
eContent holding an XML plist; no signer), and, when openssl is installed, one signed by
`openssl cms -sign -nodetach -outform DER` with a throwaway key made in OUTDIR/openssl (its
plist is written beside it as signed-openssl.plist for the witness).

The DER entitlements also in the older, unwrapped form real App Store builds hold (a bare SET of
the pairs, not in key order, true as 0x01; no [APPLICATION 16], no version): der-bare.der is
such a blob alone, for `openssl asn1parse -inform der`.

Every hostile file is listed in hostile.txt with a part of the message it must be refused with;
the hostile DER blobs, which do not refuse the signature but leave its entitlements unknown, are
listed in hostile-der.txt with a part of the problem they must be kept with.
"""
import datetime
import os
import plistlib
import shutil
import struct
import subprocess
import sys

CPU_ARM64, CPU_ARMV7, CPU_X86_64, CPU_PPC = 0x0100000C, 12, 0x01000007, 18
ENTITLEMENTS = {
    "application-identifier": "ABCDE12345.com.example.AlertApp",
    "aps-environment": "production",
    "com.apple.developer.team-identifier": "ABCDE12345",
    "com.apple.developer.usernotifications.time-sensitive": True,
    "com.apple.developer.usernotifications.communication": True,
    "get-task-allow": False,
    "keychain-access-groups": ["ABCDE12345.com.example.AlertApp", "ABCDE12345.shared"],
}
DER_EXTRA = {"com.example.level": -2, "com.example.big": 300000, "com.example.nested": {"inner": ["a", True, 7]}}


# --- DER ----------------------------------------------------------------------------------

def der(tag, content):
    n = len(content)
    if n < 0x80:
        head = bytes([n])
    else:
        raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
        head = bytes([0x80 | len(raw)]) + raw
    return bytes([tag]) + head + content


def der_int(value):
    length = max(1, (value.bit_length() + 8) // 8)
    return der(0x02, value.to_bytes(length, "big", signed=True))


def der_value(value):
    if isinstance(value, bool):
        return der(0x01, b"\xff" if value else b"\x00")
    if isinstance(value, int):
        return der_int(value)
    if isinstance(value, str):
        return der(0x0C, value.encode())
    if isinstance(value, list):
        return der(0x30, b"".join(der_value(v) for v in value))
    return der(0xB0, b"".join(der(0x30, der(0x0C, k.encode()) + der_value(v)) for k, v in sorted(value.items())))


def der_entitlements(table):
    return der(0x70, der_int(1) + der_value(table))


def der_bare_value(value):
    """The older form's value: dictionaries are SETs in the table's own order, true is 0x01."""
    if isinstance(value, bool):
        return der(0x01, b"\x01" if value else b"\x00")
    if isinstance(value, list):
        return der(0x30, b"".join(der_bare_value(v) for v in value))
    if isinstance(value, dict):
        return der(0x31, b"".join(der(0x30, der(0x0C, k.encode()) + der_bare_value(v)) for k, v in value.items()))
    return der_value(value)


# Shaped as a real App Store build's signature: the XML and the bare DER say the same.
BARE = {"aps-environment": "production", "com.apple.developer.team-identifier": "ABCDE12345",
        "application-identifier": "ABCDE12345.com.example.AlertApp"}
# Shaped as a development build's: true, a list and a nested dictionary, DER only.
BARE_ONLY = {"get-task-allow": True, "com.apple.developer.team-identifier": "ABCDE12345",
             "application-identifier": "ABCDE12345.com.example.AlertApp",
             "keychain-access-groups": ["ABCDE12345.shared"], "com.example.nested": {"off": False, "level": -3}}


def oid(dotted):
    parts = [int(p) for p in dotted.split(".")]
    body = bytes([parts[0] * 40 + parts[1]])
    for p in parts[2:]:
        chunk = [p & 0x7F]
        p >>= 7
        while p:
            chunk.insert(0, 0x80 | (p & 0x7F))
            p >>= 7
        body += bytes(chunk)
    return der(0x06, body)


# --- code signatures -----------------------------------------------------------------------

def blob(magic, payload):
    return struct.pack(">II", magic, 8 + len(payload)) + payload


def code_directory(identifier, team, flags=0, version=0x20400):
    header = 88 if version >= 0x20400 else 52 if version >= 0x20200 else 48
    strings = identifier.encode() + b"\0" + (team.encode() + b"\0" if team else b"")
    ident_offset = header
    team_offset = header + len(identifier) + 1 if team else 0
    hash_offset = header + len(strings)
    length = hash_offset + 32
    fields = struct.pack(">IIIIIIIIIBBBBI", 0xFADE0C02, length, version, flags, hash_offset, ident_offset, 0, 1, 4096, 32, 2, 0, 12, 0)
    fields += struct.pack(">I", 0)  # scatterOffset
    if version >= 0x20200:
        fields += struct.pack(">I", team_offset)
    if version >= 0x20400:
        fields += struct.pack(">IQQQQ", 0, 0, 0, 0, 0)
    return fields[:header] + strings + bytes(32)


def superblob(blobs):
    """blobs: (slot, bytes) pairs."""
    offset = 12 + 8 * len(blobs)
    index, body = b"", b""
    for slot, data in blobs:
        index += struct.pack(">II", slot, offset + len(body))
        body += data
    return struct.pack(">III", 0xFADE0CC0, offset + len(body), len(blobs)) + index + body


def signature(identifier="com.example.AlertApp", team="ABCDE12345", xml=ENTITLEMENTS, der_table=None, adhoc=False, version=0x20400,
              der_bytes=None):
    """der_bytes, when given, is the DER blob's payload as is (the older form, a broken one)."""
    blobs = [(0, code_directory(identifier, team, 0x2 if adhoc else 0, version)), (2, blob(0xFADE0C01, struct.pack(">I", 0)))]
    if xml is not None:
        blobs.append((5, blob(0xFADE7171, plistlib.dumps(xml, fmt=plistlib.FMT_XML))))
    if der_table is not None or der_bytes is not None:
        blobs.append((7, blob(0xFADE7172, der_bytes if der_bytes is not None else der_entitlements(der_table))))
    blobs.append((0x10000, blob(0xFADE0B01, b"" if adhoc else der(0x30, oid("1.2.840.113549.1.7.2")))))
    return superblob(blobs)


def macho(cpu, sig=None, is64=True, big=False, subtype=0, extra_commands=b"", ncmds=None, sizeofcmds=None):
    end = ">" if big else "<"
    magic = 0xFEEDFACF if is64 else 0xFEEDFACE
    header_size = 32 if is64 else 28
    segment = struct.pack(end + "II16sQQQQiiII", 0x19, 72, b"__PAGEZERO", 0, 0x100000000, 0, 0, 0, 0, 0, 0) if is64 else \
        struct.pack(end + "II16sIIIIiiII", 0x1, 56, b"__PAGEZERO", 0, 0x1000, 0, 0, 0, 0, 0, 0)
    commands = [segment] + ([extra_commands] if extra_commands else [])
    code_offset = 4096
    if sig is not None:
        commands.append(struct.pack(end + "IIII", 0x1D, 16, code_offset + 4096, len(sig)))
    body = b"".join(commands)
    count = ncmds if ncmds is not None else len(commands)
    size = sizeofcmds if sizeofcmds is not None else len(body)
    header = struct.pack(end + "IiIIIII", magic, cpu, subtype, 2, count, size, 0) + (struct.pack(end + "I", 0) if is64 else b"")
    data = header + body
    data += bytes(code_offset + 4096 - len(data))
    return data + (sig or b"")


def universal(slices, is64=False):
    """slices: (cpu, subtype, bytes); each aligned to 4096."""
    offset = 4096
    table, body = b"", b""
    for cpu, subtype, data in slices:
        if is64:
            table += struct.pack(">iIQQII", cpu, subtype, offset + len(body), len(data), 12, 0)
        else:
            table += struct.pack(">iIIII", cpu, subtype, offset + len(body), len(data), 12)
        body += data + bytes(-len(data) % 4096)
    header = struct.pack(">II", 0xCAFEBABF if is64 else 0xCAFEBABE, len(slices)) + table
    assert len(header) <= 4096
    return header + bytes(4096 - len(header)) + body


# --- provisioning profiles -----------------------------------------------------------------

def profile_plist(kind, app_id="com.example.AlertApp", name="Alert App", entitlements=None):
    """A profile of `kind` for `app_id`; `entitlements` replace the ones it grants when given
    (make-built-apps.py grants each app its own)."""
    plist = {
        "AppIDName": name, "ApplicationIdentifierPrefix": ["ABCDE12345"], "Name": f"{name} {kind}",
        "TeamIdentifier": ["ABCDE12345"], "TeamName": "Example Ltd", "UUID": "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0",
        "Platform": ["iOS"], "Version": 1, "TimeToLive": 365,
        "CreationDate": datetime.datetime(2026, 1, 2, 3, 4, 5),
        "ExpirationDate": datetime.datetime(2027, 1, 2, 3, 4, 5),
        "Entitlements": {
            "application-identifier": "ABCDE12345." + app_id,
            "com.apple.developer.team-identifier": "ABCDE12345",
            "aps-environment": "development" if kind == "development" else "production",
            "get-task-allow": kind == "development",
            "com.apple.developer.usernotifications.time-sensitive": True,
            "com.apple.developer.usernotifications.communication": True,
            "keychain-access-groups": ["ABCDE12345.*"],
        },
    }
    if kind == "app-store":
        plist["Entitlements"]["com.apple.developer.usernotifications.critical-alerts"] = True
    if entitlements is not None:
        plist["Entitlements"] = entitlements
    if kind in ("development", "ad-hoc"):
        plist["ProvisionedDevices"] = ["00008030-001A2B3C4D5E6F70", "00008101-000A1B2C3D4E5F60", "abcdef0123456789abcdef0123456789abcdef01"]
    if kind == "enterprise":
        plist["ProvisionsAllDevices"] = True
    return plistlib.dumps(plist, fmt=plistlib.FMT_XML)


def cms(content, content_type="1.2.840.113549.1.7.2", detached=False, econtent=None):
    """A CMS SignedData without signers, built by hand."""
    algorithms = der(0x31, der(0x30, oid("2.16.840.1.101.3.4.2.1") + der(0x05, b"")))
    inner = econtent if econtent is not None else der(0xA0, der(0x04, content))
    encap = der(0x30, oid("1.2.840.113549.1.7.1") + (b"" if detached else inner))
    signed = der(0x30, der_int(1) + algorithms + encap + der(0x31, b""))
    return der(0x30, oid(content_type) + der(0xA0, signed))


def openssl_profile(out):
    if not shutil.which("openssl"):
        return
    work = os.path.join(out, "openssl")
    os.makedirs(work, exist_ok=True)
    key, cert, plist = (os.path.join(work, n) for n in ("key.pem", "cert.pem", "content.plist"))
    with open(plist, "wb") as f:
        f.write(profile_plist("app-store"))
    quiet = dict(check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                    "-subj", "/CN=alertpack test", "-days", "2"], **quiet)
    subprocess.run(["openssl", "cms", "-sign", "-nodetach", "-binary", "-outform", "DER", "-in", plist, "-signer", cert,
                    "-inkey", key, "-out", os.path.join(out, "signed-openssl.mobileprovision")], **quiet)
    shutil.copy(plist, os.path.join(out, "signed-openssl.plist"))


# --- hostile variants ------------------------------------------------------------------------

def hostile(out):
    signed = macho(CPU_ARM64, signature(der_table=ENTITLEMENTS))
    sig_at = 8192
    cases = {}

    def patch(data, at, fmt, *values):
        data = bytearray(data)
        struct.pack_into(fmt, data, at, *values)
        return bytes(data)

    def with_sig(sig):
        return macho(CPU_ARM64, sig)

    cases["truncated-header"] = (signed[:20], "the Mach-O header needs 28 bytes but the slice has 20")
    cases["truncated-64"] = (signed[:30], "the Mach-O header needs 32 bytes")
    cases["truncated-signature"] = (signed[:sig_at + 40], "places the signature at bytes")
    cases["commands-past-end"] = (patch(signed[:600], 20, "<I", 4000), "bytes of load commands but only")
    cases["ncmds-absurd"] = (patch(signed, 16, "<I", 0xFFFFFFFF), "load commands in 88 bytes")
    cases["sizeofcmds-absurd"] = (patch(signed, 20, "<I", 0xFFFFFFF0), "more than 16777216 is not read")
    cases["cmdsize-zero"] = (patch(signed, 32 + 4, "<I", 0), "declares 0 bytes")
    cases["cmdsize-past-commands"] = (patch(signed, 32 + 72 + 4, "<I", 4096), "declares 4096 bytes; 16 remain")
    cases["signature-past-end"] = (patch(signed, 32 + 72 + 8, "<I", 0x7FFFFFF0), "places the signature at bytes 2147483632")
    cases["not-macho"] = (b"#!/bin/sh\necho hello\n" * 4, "not a Mach-O executable")
    sig = signature(der_table=ENTITLEMENTS)
    cases["superblob-magic"] = (with_sig(b"\xfa\xde\x0c\xc1" + sig[4:]), "not a SuperBlob's 0xfade0cc0")
    cases["superblob-length"] = (with_sig(patch(sig, 4, ">I", len(sig) + 100)), "but LC_CODE_SIGNATURE gives it")
    cases["blob-count-absurd"] = (with_sig(patch(sig, 8, ">I", 0x10000000)), "blobs, more than")
    cases["blob-index-out-of-range"] = (with_sig(patch(sig, 12 + 8 + 4, ">I", 0xFFFFFF00)), "outside the SuperBlob")
    cases["blob-length-overflow"] = (with_sig(patch(sig, struct.unpack_from(">I", sig, 16)[0] + 4, ">I", 0xFFFFFFFF)),
                                     "remain in the SuperBlob")
    cd = code_directory("com.example.AlertApp", "ABCDE12345")
    bad_ident = patch(cd, 20, ">I", 0x7FFFFFFF)
    cases["identifier-out-of-range"] = (with_sig(superblob([(0, bad_ident)])), "identifier is at byte 2147483647")
    no_nul = cd[:88] + b"x" * (len(cd) - 88)
    cases["identifier-unterminated"] = (with_sig(superblob([(0, no_nul)])), "not a NUL-terminated UTF-8 string")
    cases["xml-entitlements-broken"] = (with_sig(superblob([(5, blob(0xFADE7171, b"<?xml version='1.0'?><plist><dict><key>a"))])),
                                        "the entitlements blob: not a property list")
    cases["xml-entitlements-array"] = (with_sig(superblob([(5, blob(0xFADE7171, plistlib.dumps(["a"], fmt=plistlib.FMT_XML)))])),
                                       "the property list's top level is not a dictionary")
    cases["signature-too-short"] = (macho(CPU_ARM64, sig[:8]), "the code signature is 8 bytes, fewer than a SuperBlob header")
    cases["codedirectory-too-short"] = (with_sig(superblob([(0, struct.pack(">II", 0xFADE0C02, 16) + bytes(8))])),
                                        "the CodeDirectory is 16 bytes, fewer than its header")
    cases["superblob-length-short"] = (with_sig(patch(sig, 4, ">I", 8)), "the SuperBlob declares 8 bytes but")
    cases["blob-length-short"] = (with_sig(patch(sig, struct.unpack_from(">I", sig, 16)[0] + 4, ">I", 4)), "declares 4 bytes;")
    cases["identifier-inside-header"] = (with_sig(superblob([(0, patch(cd, 20, ">I", 4))])), "identifier is at byte 4")
    cases["team-id-out-of-range"] = (with_sig(superblob([(0, patch(cd, 48, ">I", 0x7FFFFFFF))])), "team id is at byte 2147483647")

    # A DER blob that cannot be read keeps the signature: its problem is kept instead (hostile-der.txt).
    der_cases = {}

    def der_case(name, payload, message):
        der_cases[name] = (with_sig(superblob([(7, blob(0xFADE7172, payload))])), message)

    good = der_entitlements({"a": True})
    der_case("der-length-overflow", good[:1] + b"\x84\xff\xff\xff\xf0" + good[2:], "bytes of content but only")
    der_case("der-length-5-bytes", b"\x70\x85\x00\x00\x00\x00\x05" + good[2:], "a length of 5 bytes")
    der_case("der-indefinite", b"\x70\x80" + good[2:] + b"\0\0", "indefinite length")
    deep = der(0x0C, b"x")
    for _ in range(40):
        deep = der(0x30, deep)
    der_case("der-deep-nesting", der(0x70, der_int(1) + der(0xB0, der(0x30, der(0x0C, b"k") + deep))), "nest deeper than 32 levels")
    der_case("der-bad-tag", der(0x70, der_int(1) + der(0xB0, der(0x30, der(0x0C, b"k") + der(0x17, b"260101")))),
             "which is not a value entitlements hold")
    der_case("der-key-not-string", der(0x70, der_int(1) + der(0xB0, der(0x30, der_int(3) + der_int(4)))), "not a SEQUENCE of a UTF8String key")
    der_case("der-version", der(0x70, der_int(2) + der(0xB0, b"")), "version 2")
    der_case("der-trailing", good + b"\0", "1 bytes follow the outermost element")
    der_case("der-bad-utf8", der(0x70, der_int(1) + der(0xB0, der(0x30, der(0x0C, b"\xff\xfe") + der_value(True)))), "is not UTF-8")
    der_case("der-integer-9-bytes", der(0x70, der_int(1) + der(0xB0, der(0x30, der(0x0C, b"k") + der(0x02, bytes(9))))), "1 to 8 are read")
    bare = der_bare_value({"a": True})
    der_case("der-bare-trailing", bare + b"\0\0", "2 bytes follow the outermost element")
    der_case("der-bare-entry-not-pair", der(0x31, der(0x0C, b"k")), "not a SEQUENCE of a UTF8String key")
    der_case("der-bare-deep-nesting", der(0x31, der(0x30, der(0x0C, b"k") + deep)), "nest deeper than 32 levels")
    der_case("der-bare-cut-off", bare[:-2], "bytes of content but only")

    slice_a = macho(CPU_ARM64, signature())
    fat = universal([(CPU_X86_64, 3, slice_a), (CPU_ARM64, 0, slice_a)])
    cases["fat-count-absurd"] = (patch(fat, 4, ">I", 100000), "declares 100000 architectures")
    cases["fat-count-zero"] = (patch(fat, 4, ">I", 0), "declares 0 architectures")
    cases["fat-table-past-end"] = (fat[:8] + fat[8:20], "needs 48 bytes")
    cases["fat-slice-past-end"] = (patch(fat, 8 + 20 + 8, ">I", 0xFFFFF000), "architecture 2 of 2 lies past the end of the file")
    cases["fat-slice-repeated"] = (patch(fat, 8 + 20 + 8, ">I", 4096), "architecture 2 of 2 starts at byte 4096, as an earlier one does")
    cases["fat-nested"] = (universal([(CPU_ARM64, 0, universal([(CPU_ARM64, 0, slice_a)]))]), "not a Mach-O executable")

    body = profile_plist("app-store")
    profile = cms(body)
    profiles = {
        "profile-truncated": (profile[: len(profile) // 2], "bytes of content but only"),
        "profile-length-overflow": (profile[:1] + b"\x84\x7f\xff\xff\xff" + profile[4:], "bytes of content but only"),
        "profile-indefinite": (b"\x30\x80" + profile[4:] + b"\0\0", "indefinite length"),
        "profile-trailing": (profile + b"\0\0\0", "3 bytes follow the outermost element"),
        "profile-enveloped": (cms(body, content_type="1.2.840.113549.1.7.3"), "not CMS SignedData"),
        "profile-detached": (cms(body, detached=True), "a detached signature"),
        "profile-not-plist": (cms(b"hello, this is not a property list"), "the provisioning profile's property list"),
        "profile-array-plist": (cms(plistlib.dumps(["a"], fmt=plistlib.FMT_XML)), "top level is not a dictionary"),
        "profile-constructed-octets": (cms(body, econtent=der(0xA0, der(0x24, der(0x04, body)))), "not a primitive OCTET STRING"),
        "profile-empty": (b"", "cut off"),
        "profile-text": (b"<?xml version=\"1.0\"?>" + body, "follow the outermost element"),
    }
    deep = der(0x04, body)
    for _ in range(200):
        deep = der(0xA0, deep)
    profiles["profile-deep-nesting"] = (cms(body, econtent=deep), "eContent has tag 0xa0")

    os.makedirs(os.path.join(out, "hostile"), exist_ok=True)
    listing = []
    for name, (data, message) in cases.items():
        listing.append((name, message))
        with open(os.path.join(out, "hostile", name), "wb") as f:
            f.write(data)
    for name, (data, message) in profiles.items():
        listing.append((name + ".mobileprovision", message))
        with open(os.path.join(out, "hostile", name + ".mobileprovision"), "wb") as f:
            f.write(data)
    with open(os.path.join(out, "hostile.txt"), "w") as f:
        f.writelines(f"{name}\t{message}\n" for name, message in listing)
    for name, (data, _) in der_cases.items():
        with open(os.path.join(out, "hostile", name), "wb") as f:
            f.write(data)
    with open(os.path.join(out, "hostile-der.txt"), "w") as f:
        f.writelines(f"{name}\t{message}\n" for name, (_, message) in der_cases.items())


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    files = {
        "thin-arm64": macho(CPU_ARM64, signature(der_table=ENTITLEMENTS)),
        "thin-arm64-xml-only": macho(CPU_ARM64, signature()),
        "thin-arm64-der-only": macho(CPU_ARM64, signature(xml=None, der_table={**ENTITLEMENTS, **DER_EXTRA})),
        "thin-arm64-adhoc": macho(CPU_ARM64, signature(identifier="AlertApp-55554944", team=None, xml=None, adhoc=True)),
        "unsigned-arm64": macho(CPU_ARM64),
        "thin-ppc-big-endian": macho(CPU_PPC, signature(version=0x20200), is64=False, big=True),
        "thin-x86_64": macho(CPU_X86_64, signature(team=None, version=0x20100), subtype=3),
        "fat-two": universal([(CPU_ARMV7, 9, macho(CPU_ARMV7, None, is64=False, subtype=9)), (CPU_ARM64, 0, macho(CPU_ARM64, signature()))]),
        "fat64-two": universal([(CPU_X86_64, 3, macho(CPU_X86_64, signature(der_table=ENTITLEMENTS), subtype=3)),
                                (CPU_ARM64, 2, macho(CPU_ARM64, signature(identifier="com.example.AlertApp.e"), subtype=0x80000002))],
                               is64=True),
        "thin-arm64-der-bare": macho(CPU_ARM64, signature(xml=BARE, der_bytes=der_bare_value(BARE))),
        "thin-arm64-der-bare-only": macho(CPU_ARM64, signature(xml=None, der_bytes=der_bare_value(BARE_ONLY))),
        "thin-arm64-der-broken": macho(CPU_ARM64, signature(xml=BARE, der_bytes=der(0x31, der(0x0C, b"k")))),
        "thin-arm64-der-broken-only": macho(CPU_ARM64, signature(xml=None, der_bytes=der(0x70, der_int(2) + der(0xB0, b"")))),
        "der-bare.der": der_bare_value(BARE_ONLY),
    }
    for name, data in files.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
    for kind in ("development", "ad-hoc", "enterprise", "app-store"):
        with open(os.path.join(out, f"{kind}.mobileprovision"), "wb") as f:
            f.write(cms(profile_plist(kind)))
    with open(os.path.join(out, "app-store.plist"), "wb") as f:
        f.write(profile_plist("app-store"))
    openssl_profile(out)
    hostile(out)


if __name__ == "__main__":
    main()
