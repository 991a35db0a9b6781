#!/usr/bin/env python3
"""Writes hostile and damaged built apps (issue 44) for the tests of alertpack's built-app reader
and the seeds of its fuzz target: each must be refused naming the IPA, or read with the damage
as a problem naming the part, never crash, hang or take unbounded memory.

    scripts/make-hostile-apps.py OUTDIR

OUTDIR/NAME.ipa for each case below, and OUTDIR/folders/NAME.app for the cases only a folder
can have (a link to a file outside, a deep tree); OUTDIR/odd-folders/CASE/ holds odd IPAs unpacked. The good app comes from make-built-apps.py
(imported); each case changes it. Deterministic bytes.
"""
import importlib.util
import io
import os
import shutil
import struct
import sys
import unicodedata
import warnings
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("make_built_apps", os.path.join(HERE, "make-built-apps.py"))
built = importlib.util.module_from_spec(spec)
spec.loader.exec_module(built)

TIME = (2026, 1, 2, 3, 4, 6)


def entries(app):
    """(path, bytes, mode) of the good app's IPA."""
    return [(f"Payload/{app.name}.app/{p}", d, 0o755 if built.is_executable(app, p) else 0o644)
            for p, d in built.bundle_files(app).items()]


def zipped(rows, links=()):
    """A zip of `rows` (path, bytes, mode), deflated; `links` are (path, target) symbolic links."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        for path, data, mode in sorted(rows, key=lambda r: r[0]):
            info = zipfile.ZipInfo(path, date_time=TIME)
            info.create_system = 3
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data, compresslevel=9)
        for path, target in links:
            info = zipfile.ZipInfo(path, date_time=TIME)
            info.create_system = 3
            info.external_attr = (0o120777) << 16
            z.writestr(info, target.encode())
    return out.getvalue()


def replaced(app, path, data):
    """The good app's entries with the part at `path` (inside the bundle) replaced or removed."""
    full = f"Payload/{app.name}.app/{path}"
    rows = [r for r in entries(app) if r[0] != full]
    return rows + ([(full, data, 0o644)] if data is not None else [])


def cases():
    app = built.quiet(extensions=[built.Extension()])
    good = entries(app)
    root = f"Payload/{app.name}.app"
    files = dict((p, d) for p, d, _ in good)
    car = files[root + "/Assets.car"]
    exe = files[root + "/" + app.name]
    out = {
        "not-a-zip": b"this is not a zip at all, but it is long enough to look for an end record" * 4,
        "truncated": zipped(good)[:-100],
        "no-payload": zipped([(p.replace("Payload/", "Other/", 1), d, m) for p, d, m in good]),
        "two-apps": zipped(good + [(p.replace("Bark.app", "Second.app"), d, m) for p, d, m in good]),
        "info-plist-link": zipped(replaced(app, "Info.plist", None), links=[(root + "/Info.plist", "/etc/passwd")]),
        "info-plist-damaged": zipped(replaced(app, "Info.plist", b"<?xml version='1.0'?><plist><dict><key>a</key>")),
        "info-plist-huge": zipped(replaced(app, "Info.plist", b"<?xml version='1.0'?><plist><dict>" + b" " * (20 << 20) + b"</dict></plist>")),
        "catalog-truncated": zipped(replaced(app, "Assets.car", car[:len(car) // 2])),
        "catalog-not-bom": zipped(replaced(app, "Assets.car", b"BOMStore" + bytes(200))),
        "catalog-bomb": zipped(replaced(app, "Assets.car", bytes(1100 << 20))),
        "executable-damaged": zipped(replaced(app, app.name, b"\xcf\xfa\xed\xfe" + bytes(12) + struct.pack("<I", 0xFFFF) + bytes(40))),
        "executable-missing": zipped(replaced(app, app.name, None)),
        "profile-damaged": zipped(replaced(app, "embedded.mobileprovision", b"\x30\x82\xff\xff" + bytes(30))),
        "traversal": zipped(good + [("Payload/../evil.caf", files[root + "/Info.plist"], 0o644)]),
        "many-bundles": zipped(good + [(f"{root}/PlugIns/E{i:04}.appex/Info.plist", b"<plist><dict/></plist>", 0o644)
                                       for i in range(300)]),
        "deep": zipped(good + [(root + "/" + "d/" * 60 + "ping.caf", built.sound(), 0o644)]),
    }
    out.update(info_zip_cases(good, root))
    out.update(odd_name_cases(app, good, root))
    out.update(cost_cases(app, good, root, car))
    out.update(launch_cases())
    return out


def launch_cases():
    """Launch images that must cost no more than the limits (issue 44's review): a binary
    Info.plist repeating two UILaunchImages entries by reference 20,000 times in each key, the
    named one's file with a transparent pixel, beside 1,000 other launch PNGs; and 20,000
    different entries, each with a file for the first 1,000. An entry scan per PNG took minutes."""
    def entry(name):
        return {"UILaunchImageName": name, "UILaunchImageSize": "{320, 568}", "UILaunchImageOrientation": "Portrait",
                "UILaunchImageMinimumOSVersion": "7.0"}
    pngs = {f"LaunchImage-{i}@2x.png": built.launch_png(4, 4) for i in range(1000)}
    # plistlib writes one object for a dict listed many times, and a one-byte reference to it each time.
    shown, missing = entry("LaunchImage-0"), entry("LaunchImage-Missing")
    repeated = built.quiet(extensions=[], binary_plist=True, info={"UILaunchImages": [shown, missing] * 10_000,
                                                                   "UILaunchImages~ipad": [shown] * 20_000},
                           files=dict(pngs, **{"LaunchImage-0@2x.png": built.launch_png(4, 4, transparent=1)}))
    distinct = built.quiet(extensions=[], binary_plist=True, info={"UILaunchImages": [entry(f"LaunchImage-{i}") for i in range(20_000)]},
                           files=pngs)
    return {"launch-repeated": zipped(entries(repeated)), "launch-distinct": zipped(entries(distinct))}


def cost_cases(app, good, root, car):
    """What must not cost more than the limits: a name with an empty component, a bomb of
    sounds (unpacked bytes capped by the IPA's size), more sounds than are read, and
    extensions each with a catalog (decoded only where a rule reads pixels)."""
    heavy = built.quiet(extensions=[built.Extension(name=f"E{i}", files={"Assets.car": car}) for i in range(3)])
    return {
        "empty-component": zipped(good + [(root + "//x.caf", built.sound(), 0o644)]),
        "sound-bomb": zipped(good + [(f"{root}/bomb{i}.caf", bytes(40 << 20), 0o644) for i in range(2)]),
        "many-sounds": zipped(good + [(f"{root}/s/{i:04}.caf", b"caff" + bytes(12), 0o644) for i in range(1050)]),
        "extension-catalogs": zipped(entries(heavy)),
    }


def unflagged(data):
    """The zip with the UTF-8 flag (bit 11) cleared in every header, as Info-ZIP's `zip` on
    Linux writes UTF-8 names: the central directory is walked, each local header found from it."""
    data = bytearray(data)
    end = data.rindex(b"PK\x05\x06")
    count, _, start = struct.unpack_from("<HII", data, end + 10)
    for _ in range(count):
        flags, = struct.unpack_from("<H", data, start + 8)
        struct.pack_into("<H", data, start + 8, flags & ~0x800)
        local, = struct.unpack_from("<I", data, start + 42)
        flags, = struct.unpack_from("<H", data, local + 6)
        struct.pack_into("<H", data, local + 6, flags & ~0x800)
        lengths = struct.unpack_from("<HHH", data, start + 28)
        start += 46 + sum(lengths)
    return bytes(data)


def info_zip_cases(good, root):
    """IPAs as Info-ZIP's `zip` on Linux writes them: a UTF-8 name without the UTF-8 flag, and two
    names that differ only by case (two files on iOS's case-sensitive file system), which a
    built app's reader reads; a name that is not UTF-8, names that differ only by Unicode
    normalisation and a name twice, which it still refuses."""
    accented = root + "/R\u00e9veil.caf"
    latin1 = unflagged(zipped(good + [(accented, built.sound(), 0o644)]))
    # Same length as the UTF-8 "\xc3\xa9": two Latin-1 bytes, not UTF-8 (each name is written twice).
    latin1 = latin1.replace(accented.encode(), (root + "/R\xe9\xe9veil.caf").encode("latin-1"))
    nfd = unicodedata.normalize("NFD", accented)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # zipfile warns of the name written twice, which is the point
        twice = zipped(good + [(root + "/ping.caf", built.sound(), 0o644)] * 2)
    return {
        "unflagged-utf8": unflagged(zipped(good + [(accented, built.sound(), 0o644)])),
        "case-twins": zipped(good + [(root + "/ping.caf", built.sound(), 0o644), (root + "/Ping.caf", built.sound(), 0o644)]),
        "unflagged-latin1": latin1,
        "normalisation-twins": zipped(good + [(accented, built.sound(), 0o644), (nfd, built.sound(), 0o644)]),
        "name-twice": twice,
    }


def renamed(data, names):
    """The zip with each (ASCII placeholder, raw bytes) name swapped, in local and central headers
    alike: zipfile writes a str name as ASCII or flagged UTF-8, never other bytes."""
    for placeholder, raw in names:
        assert len(placeholder) == len(raw) and data.count(placeholder.encode()) == 2, placeholder
        data = data.replace(placeholder.encode(), raw)
    return data


def odd_name_cases(app, good, root):
    """Names that are not UTF-8, as an old Windows zipper writes them (unflagged, in CP437 or
    Shift-JIS): a built app's reader skips such files and names them, unless the name leaves the
    IPA, or hides a bundle (an extension's folder; the only app's folder refuses the IPA)."""
    cp437 = (root + "/fr.lproj/cafQ.txt", (root + "/fr.lproj/caf\x82.txt").encode("latin-1"))
    # "テスト" in Shift-JIS: 83 65 83 58 83 67.
    sjis = (root + "/ja.lproj/QQQQQQ.txt", (root + "/ja.lproj/").encode() + b"\x83\x65\x83\x58\x83\x67.txt")
    odd = [(cp437[0], b"x", 0o644), (sjis[0], b"y", 0o644)]
    service = f"{root}/PlugIns/NotificationService.appex/"
    hidden = [(p.replace("NotificationService", "NotificationQervice"), d, m) for p, d, m in good if p.startswith(service)]
    appex = [(r[0].replace("NotificationQervice", "NotificationSQrvice"), r[1], r[2]) for r in hidden]
    return {
        "odd-names": renamed(zipped(good + odd), [cp437, sjis]),
        "odd-traversal": renamed(zipped(good + [("Payload/../Q.caf", b"z", 0o644)]), [("Payload/../Q.caf", b"Payload/../\x82.caf")]),
        "odd-extension": renamed(zipped(good + appex), [(r[0], r[0].replace("SQrvice", "S\x82rvice").encode("latin-1")) for r in appex]),
        "odd-app": renamed(zipped(good), [(p, p.replace("Bark.app", "B\x82rk.app").encode("latin-1")) for p, _, _ in good]),
        # A folder that is no bundle, named in CP437, with two files: skipped once, as the folder.
        "odd-folder": renamed(zipped(good + [(root + "/rQs/a.txt", b"a", 0o644), (root + "/rQs/b.txt", b"b", 0o644)]),
                              [(root + f"/rQs/{n}.txt", (root + f"/r\x82s/{n}.txt").encode("latin-1")) for n in "ab"]),
    }


# The odd cases an .app folder can hold too (a name that leaves the container cannot be on disk).
ODD_FOLDER_CASES = ["odd-names", "odd-extension", "odd-folder"]


def odd_folders(out):
    """OUTDIR/odd-folders/CASE/Payload/Bark.app: each odd IPA unpacked with its names' bytes as
    stored (zipfile decodes unflagged names as CP437, which maps every byte), so the same app can
    be read as an IPA and as a folder."""
    base = os.path.join(out, "odd-folders")
    shutil.rmtree(base, ignore_errors=True)
    for case in ODD_FOLDER_CASES:
        with zipfile.ZipFile(os.path.join(out, case + ".ipa")) as z:
            for info in z.infolist():
                raw = info.filename.encode("utf-8" if info.flag_bits & 0x800 else "cp437")
                target = os.path.join(base.encode(), case.encode(), raw)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "wb") as f:
                    f.write(z.read(info))
                os.chmod(target, (info.external_attr >> 16) & 0o777)


def folders(out):
    """Cases of an .app on disk: a link to a file outside, and a deep tree."""
    app = built.quiet(extensions=[])
    base = os.path.join(out, "folders")
    shutil.rmtree(base, ignore_errors=True)
    linked = built.write_app(built.quiet(name="Linked", extensions=[]), base)
    os.remove(os.path.join(linked, "Info.plist"))
    os.symlink("/etc/passwd", os.path.join(linked, "Info.plist"))
    deep = built.write_app(built.quiet(name="Deep", extensions=[]), base)
    path = os.path.join(deep, *(["d"] * 40))
    os.makedirs(path)
    with open(os.path.join(path, "ping.caf"), "wb") as f:
        f.write(built.sound())
    # A name that is not UTF-8 somewhere in the app: no part the reader uses, so no problem.
    odd = built.write_app(built.quiet(name="Odd", extensions=[]), base)
    os.makedirs(os.path.join(odd, "fr.lproj"))
    with open(os.path.join(odd.encode(), b"fr.lproj", b"caf\xe9.txt"), "wb") as f:
        f.write(b"x")
    # Archives told by what they hold, whatever their name's case; one with two apps names its own.
    upper = built.write_xcarchive(built.quiet(extensions=[]), os.path.join(base, "upper"))
    os.rename(upper, os.path.join(base, "upper", "Bark.XCARCHIVE"))
    two = built.write_xcarchive(built.quiet(extensions=[]), os.path.join(base, "two"))
    built.write_app(built.quiet(name="Another", extensions=[]), os.path.join(two, "Products", "Applications"))
    del app


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, data in cases().items():
        with open(os.path.join(out, name + ".ipa"), "wb") as f:
            f.write(data)
    folders(out)
    odd_folders(out)


if __name__ == "__main__":
    main()
