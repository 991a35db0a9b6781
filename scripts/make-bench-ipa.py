#!/usr/bin/env python3
"""Writes the large IPA that `make bench` checks (issue 44: `check App.ipa` of a 100 MB IPA in
one second): deterministic, shaped as a real release build rather than as a test case.

    scripts/make-bench-ipa.py OUT.ipa [MEGABYTES]      (default 100)

What real IPAs are made of, as the apps of docs/real-world.md show: most of the bytes are the
main executable (mostly incompressible machine code, its code signature at its very end, so a
reader must get through all of it) and a few embedded frameworks; an Assets.car with the full
iPhone and iPad icon set, the App Store icon and its dark and tinted variants (noisy pixels, as
photographs and gradients are, not flat colour); a few sounds at the bundle's root and in
Library/Sounds; two extensions (a notification service and a content extension); and thousands
of small resource files (nibs, strings, images, JSON). Everything else comes from
make-built-apps.py (the bundle layout, the signed Mach-O and the profile), which this imports.
The IPA is written entry by entry (bounded memory), deflated as Xcode's export does.
"""
import importlib.util
import os
import random
import struct
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("make_built_apps", os.path.join(HERE, "make-built-apps.py"))
built = importlib.util.module_from_spec(spec)
spec.loader.exec_module(built)
macho = built.macho

SEED = 44
RESOURCES = 6000  # small files
RESOURCE_BYTES = (600, 5000)
FRAMEWORKS = ["Alamofire", "Lottie", "Realm"]


def noisy_icon_pixels(side, transparent, gray=False):
    """Premultiplied BGRA (or gray and alpha) pixels of deterministic noise, opaque but for the
    first `transparent` of the top row: costs what a real icon costs to decompress and count."""
    rng = random.Random(side * 7 + transparent + (1 if gray else 0))
    bpp = 2 if gray else 4
    pixels = bytearray(rng.randbytes(side * side * bpp))
    pixels[bpp - 1::bpp] = b"\xff" * (side * side)
    pixels[:transparent * bpp] = bytes(transparent * bpp)
    return bytes(pixels)


def full_icon_set():
    """Every icon actool compiles for an iPhone and iPad app (Xcode 15's full set)."""
    r = built.Rendition
    phone = [(20, 2), (20, 3), (29, 2), (29, 3), (40, 2), (40, 3), (60, 2), (60, 3)]
    pad = [(20, 1), (20, 2), (29, 1), (29, 2), (40, 1), (40, 2), (76, 1), (76, 2)]
    out = [r("AppIcon"), r("AppIcon", appearance="dark"), r("AppIcon", appearance="tinted")]
    out += [r("AppIcon", "phone", points * scale, scale) for points, scale in phone]
    out += [r("AppIcon", "pad", points * scale, scale) for points, scale in pad]
    out.append(r("AppIcon", "pad", 167, 2))
    return out


def large_executable(bundle_id, entitlements, size, rng):
    """A 64-bit Mach-O of about `size` bytes: __TEXT holds noise (machine code compresses about
    as badly), LC_CODE_SIGNATURE points past it at the signature, the file's last bytes."""
    sig = macho.signature(identifier=bundle_id, team=built.TEAM, xml=entitlements, der_table=entitlements)
    text_size = (size - len(sig)) // 4096 * 4096
    commands = [
        struct.pack("<II16sQQQQiiII", 0x19, 72, b"__PAGEZERO", 0, 0x100000000, 0, 0, 0, 0, 0, 0),
        struct.pack("<II16sQQQQiiII", 0x19, 72, b"__TEXT", 0x100000000, text_size, 0, text_size, 5, 5, 0, 0),
        struct.pack("<IIII", 0x1D, 16, text_size, len(sig)),
    ]
    body = b"".join(commands)
    header = struct.pack("<IiIIIIII", 0xFEEDFACF, macho.CPU_ARM64, 0, 2, len(commands), len(body), 0, 0)
    start = header + body
    return start + rng.randbytes(text_size - len(start)) + sig


def resource(index, rng):
    """A small resource: half compressible text-like files, half noise (compiled nibs, PNGs)."""
    size = rng.randint(*RESOURCE_BYTES)
    kinds = [("nib", True), ("strings", False), ("png", True), ("json", False)]
    extension, noise = kinds[index % len(kinds)]
    folder = ["Base.lproj", "en.lproj", "Images", "Data"][index % 4]
    if noise:
        data = rng.randbytes(size)
    else:
        words = [b"alert", b"sound", b"badge", b"title", b"body", b"category", b"thread"]
        data = b" ".join(rng.choice(words) for _ in range(size // 6))[:size]
    return f"{folder}/r{index:05d}.{extension}", data


def app_files(megabytes):
    rng = random.Random(SEED)
    app = built.App(name="Atlas", renditions=full_icon_set(), loose=[("AppIcon60x60@2x.png", 120, True), ("AppIcon76x76@2x~ipad.png", 152, True)],
                    sounds=["ping.caf", "alarm.caf", "Library/Sounds/chime.caf"], device_family=[1, 2],
                    entitlements={built.TIME: True}, extensions=[built.Extension(), built.Extension("NotificationContent", built.CONTENT)])
    built.icon_pixels = noisy_icon_pixels  # catalog() draws its pixels through this name
    files = built.bundle_files(app)
    resources = [resource(i, rng) for i in range(RESOURCES)]
    small = sum(len(d) for d in files.values()) + sum(len(d) for _, d in resources)
    frameworks = {f"Frameworks/{name}.framework/{name}": 4 << 20 for name in FRAMEWORKS}
    executable_size = max(1 << 20, (megabytes << 20) - small - sum(frameworks.values()))
    bundle_id = "com.example.Atlas"
    entitlements = built.signed_entitlements(bundle_id, app.entitlements, app.aps)
    files[app.name] = large_executable(bundle_id, entitlements, executable_size, rng)
    for path, size in frameworks.items():
        name = path.split("/")[-1]
        files[path] = large_executable(f"org.example.{name}", {}, size, rng)
        files[os.path.dirname(path) + "/Info.plist"] = built.plist(built.base_info(name, f"org.example.{name}", "FMWK"), True)
    files.update(resources)
    return app, files


def main():
    out = sys.argv[1]
    megabytes = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    # The text-like resources deflate: the content is sized so that the IPA itself is over
    # MEGABYTES million bytes (a second, larger pass when the first falls short).
    content = megabytes * 1_000_000 // (1 << 20) + 1
    while True:
        write(out, *app_files(content))
        if os.path.getsize(out) >= megabytes * 1_000_000:
            break
        content += 1 + (megabytes * 1_000_000 - os.path.getsize(out)) // (1 << 20)
    print(out, os.path.getsize(out), "bytes")


def write(out, app, files):
    root = f"Payload/{app.name}.app/"
    folders = sorted({root[:-1]} | {root + "/".join(p.split("/")[:i]) for p in files for i in range(1, p.count("/") + 1)})
    with zipfile.ZipFile(out, "w") as z:
        for folder in ["Payload"] + folders:
            info = zipfile.ZipInfo(folder + "/", date_time=(2026, 1, 2, 3, 4, 6))
            info.external_attr = (0o040755 << 16) | 0x10
            z.writestr(info, b"")
        for path in sorted(files):
            info = zipfile.ZipInfo(root + path, date_time=(2026, 1, 2, 3, 4, 6))
            info.create_system = 3
            executable = built.is_executable(app, path) or path.startswith("Frameworks/") and not path.endswith(".plist")
            info.external_attr = (0o100755 if executable else 0o100644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, files[path], compresslevel=6)


if __name__ == "__main__":
    main()
