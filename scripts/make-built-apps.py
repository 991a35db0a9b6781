#!/usr/bin/env python3
"""Writes small built apps (issue 44) as Xcode leaves them: an `.app` folder, the `.ipa` that
wraps it (Payload/NAME.app) and the `.xcarchive` (Products/Applications/NAME.app).

    scripts/make-built-apps.py OUTDIR            every case, each as .ipa, .app and .xcarchive
    scripts/make-built-apps.py OUTDIR --samples  the Samples/built cases (one .ipa each, and
                                                 Stale/: a project beside its stale build)
    scripts/make-built-apps.py --describe        the facts a reader should find in each sample
                                                 (JSON, shaped as BuiltAppFacts)

A bundle holds: Info.plist (binary, as Xcode writes it, or XML) with CFBundleIdentifier,
CFBundleExecutable, CFBundleIconName, CFBundleIcons and CFBundleAlternateIcons; an Assets.car
written with make-car-fixtures.py (app icon renditions by name, idiom, size, scale and
appearance, the CSI opaque flag, pixels with or without transparent ones); the executable, a
Mach-O stub signed with its entitlements (make-macho-fixtures.py); embedded.mobileprovision;
loose icon PNGs (plain or Xcode's CgBI); sounds (the chime of Samples/sounds) wherever the case
puts them; and app extensions under PlugIns/, each a bundle of its own.

Importable (importlib, as the tests and other scripts do): `App`, `Extension` and `Rendition`
describe a bundle; `bundle_files(app)` gives its files, `write_app`, `write_ipa` and
`write_xcarchive` write it; `samples()` and `cases()` are the named cases. Every byte is
deterministic: sorted zip entries, fixed times and modes, fixed dates in plists and profiles.
"""
import copy
import importlib.util
import io
import os
import plistlib
import shutil
import struct
import sys
import zipfile
import zlib
from dataclasses import dataclass, field

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SOUND = os.path.join(ROOT, "Samples", "sounds", "chime.caf")
TEAM = "ABCDE12345"
SERVICE = "com.apple.usernotifications.service"
CONTENT = "com.apple.usernotifications.content-extension"
TIME = "com.apple.developer.usernotifications.time-sensitive"
COMM = "com.apple.developer.usernotifications.communication"


def _load(name):
    spec = importlib.util.spec_from_file_location(name.replace("-", "_"), os.path.join(HERE, name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


car = _load("make-car-fixtures")
macho = _load("make-macho-fixtures")

IDIOMS = {"universal": 0, "phone": 1, "pad": 2, "tv": 3, "car": 4, "watch": 5, "marketing": 6}
APPEARANCES = {None: 0, "dark": 1, "tinted": 10}  # ids of make-car-fixtures' appearance table


@dataclass
class Rendition:
    """One app icon image of the catalog: `pixels` square, `transparent` pixels (the first ones
    of the top row) with alpha 0, the CSI header's opaque flag as `opaque_flag` says."""
    name: str = "AppIcon"
    idiom: str = "marketing"
    pixels: int = 1024
    scale: int = 1
    appearance: str = None  # None (any), "dark", "tinted"
    opaque_flag: bool = True
    transparent: int = 0


@dataclass
class LaunchImage:
    """A UILaunchImages entry and the files Xcode writes for it at the bundle's top level
    (NAME@2x.png for scale 2, NAME.png for 1): `points` wide and high (the portrait size, as
    Xcode writes it for a landscape entry too, whose files are stored wide); `pixels` overrides
    every file's size (a wrong one); `transparent` pixels of the top row clear; `absent` leaves
    the files out."""
    name: str = "LaunchImage-700-568h"
    points: tuple = (320, 568)
    orientation: str = "Portrait"
    min_os: str = "7.0"
    scales: tuple = (2,)
    pixels: tuple = None
    transparent: int = 0
    cgbi: bool = True
    absent: bool = False
    device: str = None  # "ipad": the files end in ~ipad, as Xcode writes an iPad entry's

    def files(self):
        """file name -> (width, height) in pixels."""
        out = {}
        for scale in self.scales:
            w, h = self.points[0] * scale, self.points[1] * scale
            if self.orientation.startswith("Landscape"):
                w, h = max(w, h), min(w, h)
            out[self.name + ("" if scale == 1 else f"@{scale}x") + (f"~{self.device}" if self.device else "") + ".png"] = self.pixels or (w, h)
        return out


@dataclass
class Extension:
    """An app extension: PlugIns/NAME.appex."""
    name: str = "NotificationService"
    point: str = SERVICE
    entitlements: dict = None  # None: the default (team and application identifier only)
    info: dict = None  # keys merged into its Info.plist
    files: dict = field(default_factory=dict)  # path -> bytes, written last (a damaged plist)


@dataclass
class App:
    name: str = "Bark"
    bundle_id: str = None  # com.example.NAME
    # Xcode writes the icon's name under CFBundleIcons > CFBundlePrimaryIcon only; hand-kept
    # Info.plists also at the top level.
    icon_name: str = None  # top-level CFBundleIconName; None leaves it out
    primary_name: str = "AppIcon"  # CFBundleIcons.CFBundlePrimaryIcon.CFBundleIconName; None leaves it out
    alternates: list = field(default_factory=list)  # CFBundleAlternateIcons names
    renditions: list = None  # None: no Assets.car
    loose: list = field(default_factory=list)  # (file name, pixels, cgbi)
    sounds: list = field(default_factory=list)  # paths inside the bundle
    device_family: list = field(default_factory=lambda: [1])
    aps: str = "production"  # the signature's aps-environment; None leaves it out
    entitlements: dict = field(default_factory=dict)  # more signed entitlements
    profile: str = "app-store"  # development, ad-hoc, enterprise, app-store; None: no profile
    signed: bool = True
    binary_plist: bool = True
    extensions: list = field(default_factory=list)
    files: dict = field(default_factory=dict)  # path -> bytes, written last
    info: dict = None  # keys merged into its Info.plist (NSUserActivityTypes)
    # UILaunchStoryboardName (None leaves it out), compiled into Base.lproj/NAME.storyboardc
    # unless `launch_compiled` is False (a storyboard named but not in the bundle).
    launch_storyboard: str = "LaunchScreen"
    launch_compiled: bool = True
    launch_images: list = field(default_factory=list)  # LaunchImage entries (UILaunchImages)


def good_renditions(name="AppIcon", appearances=True):
    """What actool compiles for an iPhone app icon: the App Store 1024 (and its dark and tinted
    variants) and the 60pt home screen icon at @2x and @3x."""
    out = [Rendition(name), Rendition(name, "phone", 120, 2), Rendition(name, "phone", 180, 3)]
    if appearances:
        out += [Rendition(name, appearance="dark"), Rendition(name, appearance="tinted")]
    return out


# --- pieces --------------------------------------------------------------------------------------

def icon_pixels(side, transparent, gray=False):
    """Premultiplied BGRA (or gray and alpha) rows of one colour; the first `transparent` pixels
    of the top row clear. Rows alike compress to almost nothing."""
    pixel = bytes([90, 255]) if gray else bytes([200, 120, 40, 255])
    clear = bytes(len(pixel))
    row = pixel * side
    top = clear * min(transparent, side) + pixel * max(0, side - transparent)
    rest = transparent - min(transparent, side)
    assert rest == 0, "transparent pixels are counted in the top row"
    return top + row * (side - 1)


def catalog(renditions):
    """Assets.car holding `renditions` (with each name's multisize set, as actool writes it)."""
    names = sorted({r.name for r in renditions})
    facets = [(n, car.IDS.get(n, 0x3000 + i)) for i, n in enumerate(names)]
    ids = dict(facets)
    entries = []
    for name in names:
        sizes = sorted({(r.pixels // r.scale, IDIOMS[r.idiom]) for r in renditions if r.name == name and r.idiom in ("phone", "pad")})
        body = b"SISM" + struct.pack("<II", 1, len(sizes)) + b"".join(struct.pack("<3I", s, s, i) for s, i in sizes)
        entries.append((car.key(scale=0, idiom=1, identifier=ids[name], part=218),
                        car.csi(name, 0, 0, 0, b"\0\0\0\0", 0, 1010, body, [], colorspace=15)))
    for r in renditions:
        gray = r.appearance == "tinted"
        fmt, bpp = (b"GA8 ", 2) if gray else (b"ARGB", 4)
        flags = (car.OPAQUE if r.opaque_flag else 0) | (car.TINTABLE_ENCODING if gray else 0)
        data = zlib.compress(icon_pixels(r.pixels, r.transparent, gray), 9)
        suffix = {None: "", "dark": "-dark", "tinted": "-tinted"}[r.appearance]
        source = f"{r.name}{suffix}-{r.pixels}.png"
        k = car.key(appearance=APPEARANCES[r.appearance], scale=r.scale, idiom=IDIOMS[r.idiom], identifier=ids[r.name],
                    part=220, dim1=r.pixels)
        entries.append((k, car.csi(source, r.pixels, r.pixels, r.scale, fmt, flags, 12, car.mlec(2, data=data),
                                   car.props(r.pixels, r.pixels, r.pixels * bpp))))
    store = car.Store()
    variables, _ = car.icon_catalog(store, entries, facet_list=facets)
    return bytes(store.build(variables)[0])


def png(side, cgbi=False, colour=(30, 111, 217)):
    """An opaque square PNG: RGB, or Xcode's CgBI (a CgBI chunk, BGRA, raw deflate)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    if cgbi:
        row = b"\0" + bytes([colour[2], colour[1], colour[0], 255]) * side
        deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
        body = deflate.compress(row * side) + deflate.flush()
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"CgBI", b"\x50\x00\x20\x06")
                + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0)) + chunk(b"IDAT", body) + chunk(b"IEND", b""))
    row = b"\0" + bytes(colour) * side
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * side, 9)) + chunk(b"IEND", b""))


def launch_png(width, height, cgbi=True, transparent=0, colour=(250, 250, 245)):
    """A launch image of one colour, `width` by `height`: Xcode's CgBI (BGRA, raw deflate, always
    with alpha), or a plain PNG (RGB, RGBA when it has transparent pixels); the first
    `transparent` pixels of the top row clear."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    alpha = cgbi or transparent > 0
    pixel = bytes([colour[2], colour[1], colour[0], 255]) if cgbi else bytes(colour) + (b"\xff" if alpha else b"")
    row = b"\0" + pixel * width
    top = b"\0" + bytes(len(pixel)) * min(transparent, width) + pixel * max(0, width - transparent)
    rows = top + row * (height - 1)
    if cgbi:
        deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
        body, head = deflate.compress(rows) + deflate.flush(), chunk(b"CgBI", b"\x50\x00\x20\x06")
    else:
        body, head = zlib.compress(rows, 9), b""
    return (b"\x89PNG\r\n\x1a\n" + head + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0))
            + chunk(b"IDAT", body) + chunk(b"IEND", b""))


def launch_files(app):
    """The launch storyboard Xcode compiles (an Info.plist and a nib, as ibtool writes a
    storyboardc) and the launch images, by path inside the bundle."""
    files = {}
    if app.launch_storyboard and app.launch_compiled:
        folder = f"Base.lproj/{app.launch_storyboard}.storyboardc/"
        files[folder + "Info.plist"] = plist({"UIStoryboardDesignatedEntryPointIdentifier": "UIViewController-01J-lp-oVM",
                                              "UIStoryboardVersion": 1}, True)
        files[folder + "UIViewController-01J-lp-oVM.nib"] = b"NIBArchive" + bytes(22)
    for entry in app.launch_images:
        if entry.absent:
            continue
        for name, (width, height) in entry.files().items():
            files[name] = launch_png(width, height, entry.cgbi, entry.transparent)
    return files


def launch_info(app):
    info = {}
    if app.launch_storyboard:
        info["UILaunchStoryboardName"] = app.launch_storyboard
    if app.launch_images:
        info["UILaunchImages"] = [{"UILaunchImageName": e.name, "UILaunchImageSize": "{%d, %d}" % e.points,
                                   "UILaunchImageOrientation": e.orientation, "UILaunchImageMinimumOSVersion": e.min_os}
                                  for e in app.launch_images]
    return info


def plist(value, binary):
    return plistlib.dumps(value, fmt=plistlib.FMT_BINARY if binary else plistlib.FMT_XML, sort_keys=True)


def icons_info(app):
    info = {}
    if app.icon_name:
        info["CFBundleIconName"] = app.icon_name
    primary = {"CFBundleIconFiles": [f"{app.primary_name or 'AppIcon'}60x60"]}
    if app.primary_name:
        primary["CFBundleIconName"] = app.primary_name
    icons = {"CFBundlePrimaryIcon": primary}
    if app.alternates:
        icons["CFBundleAlternateIcons"] = {n: {"CFBundleIconName": n, "CFBundleIconFiles": [f"{n}60x60"]} for n in app.alternates}
    info["CFBundleIcons"] = icons
    if 2 in app.device_family:
        info["CFBundleIcons~ipad"] = copy.deepcopy(icons)
    return info


def base_info(name, bundle_id, package_type):
    return {
        "CFBundleDevelopmentRegion": "en", "CFBundleExecutable": name, "CFBundleIdentifier": bundle_id,
        "CFBundleInfoDictionaryVersion": "6.0", "CFBundleName": name, "CFBundlePackageType": package_type,
        "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1", "CFBundleSupportedPlatforms": ["iPhoneOS"],
        "DTPlatformName": "iphoneos", "DTSDKName": "iphoneos18.0", "DTXcode": "1630", "MinimumOSVersion": "16.0",
    }


def signed_entitlements(bundle_id, extra, aps=None):
    table = {"application-identifier": f"{TEAM}.{bundle_id}", "com.apple.developer.team-identifier": TEAM,
             "get-task-allow": aps == "development"}
    if aps:
        table["aps-environment"] = aps
    table.update(extra)
    return table


def executable(bundle_id, entitlements, signed=True):
    if not signed:
        return macho.macho(macho.CPU_ARM64)
    return macho.macho(macho.CPU_ARM64, macho.signature(identifier=bundle_id, team=TEAM, xml=entitlements, der_table=entitlements))


def profile(kind, bundle_id, name, entitlements):
    granted = dict(entitlements)
    granted["get-task-allow"] = kind == "development"
    if "aps-environment" in granted:
        granted["aps-environment"] = "development" if kind == "development" else "production"
    return macho.cms(macho.profile_plist(kind, app_id=bundle_id, name=name, entitlements=granted))


def sound():
    with open(SOUND, "rb") as f:
        return f.read()


# --- bundles -------------------------------------------------------------------------------------

def extension_files(app, ext):
    bundle_id = f"{app.bundle_id or 'com.example.' + app.name}.{ext.name}"
    info = base_info(ext.name, bundle_id, "XPC!")
    info["NSExtension"] = {"NSExtensionPointIdentifier": ext.point, "NSExtensionPrincipalClass": f"{ext.name}.{ext.name}"}
    info.update(ext.info or {})
    entitlements = signed_entitlements(bundle_id, ext.entitlements or {})
    files = {"Info.plist": plist(info, app.binary_plist), ext.name: executable(bundle_id, entitlements)}
    if app.profile:
        files["embedded.mobileprovision"] = profile(app.profile, bundle_id, ext.name, entitlements)
    files.update(ext.files)
    return files


def bundle_files(app):
    """The files of NAME.app, by path inside it."""
    bundle_id = app.bundle_id or "com.example." + app.name
    info = base_info(app.name, bundle_id, "APPL")
    info.update(icons_info(app))
    info.update(launch_info(app))
    info.update(app.info or {})
    info["UIDeviceFamily"] = app.device_family
    files = {"Info.plist": plist(info, app.binary_plist), "PkgInfo": b"APPL????"}
    entitlements = signed_entitlements(bundle_id, app.entitlements, app.aps)
    files[app.name] = executable(bundle_id, entitlements, app.signed)
    if app.profile:
        files["embedded.mobileprovision"] = profile(app.profile, bundle_id, app.name, entitlements)
    if app.renditions is not None:
        files["Assets.car"] = catalog(app.renditions)
    for name, side, cgbi in app.loose:
        files[name] = png(side, cgbi)
    for path in app.sounds:
        files[path] = sound()
    files.update(launch_files(app))
    for ext in app.extensions:
        for path, data in extension_files(app, ext).items():
            files[f"PlugIns/{ext.name}.appex/{path}"] = data
    files.update(app.files)
    return files


def is_executable(app, path):
    parts = path.split("/")
    if len(parts) == 1:
        return path == app.name
    return len(parts) == 3 and parts[0] == "PlugIns" and parts[1] == parts[2] + ".appex"


def write_app(app, folder):
    """Writes FOLDER/NAME.app; returns its path."""
    root = os.path.join(folder, app.name + ".app")
    shutil.rmtree(root, ignore_errors=True)
    for path, data in sorted(bundle_files(app).items()):
        target = os.path.join(root, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(data)
        os.chmod(target, 0o755 if is_executable(app, path) else 0o644)
    return root


def zip_bytes(entries):
    """A deterministic zip: (path, bytes, mode) sorted, folders first as entries of their own,
    fixed times, deflated."""
    folders = set()
    for path, _, _ in entries:
        parts = path.split("/")[:-1]
        folders.update("/".join(parts[:i]) + "/" for i in range(1, len(parts) + 1))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        rows = [(f, None, 0o755) for f in folders] + list(entries)
        for path, data, mode in sorted(rows, key=lambda r: r[0]):
            info = zipfile.ZipInfo(path, date_time=(2026, 1, 2, 3, 4, 6))
            info.create_system = 3
            info.external_attr = ((0o040000 if data is None else 0o100000) | mode) << 16 | (0x10 if data is None else 0)
            info.compress_type = zipfile.ZIP_STORED if data is None else zipfile.ZIP_DEFLATED
            z.writestr(info, b"" if data is None else data, compresslevel=9)
    return out.getvalue()


def ipa_bytes(app):
    return zip_bytes([(f"Payload/{app.name}.app/{p}", d, 0o755 if is_executable(app, p) else 0o644)
                      for p, d in bundle_files(app).items()])


def write_ipa(app, path):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.write(ipa_bytes(app))
    return path


def write_xcarchive(app, folder):
    """Writes FOLDER/NAME.xcarchive: Info.plist, Products/Applications/NAME.app, dSYMs/."""
    root = os.path.join(folder, app.name + ".xcarchive")
    shutil.rmtree(root, ignore_errors=True)
    write_app(app, os.path.join(root, "Products", "Applications"))
    os.makedirs(os.path.join(root, "dSYMs"))
    info = {"ApplicationProperties": {"ApplicationPath": f"Applications/{app.name}.app",
                                      "CFBundleIdentifier": app.bundle_id or "com.example." + app.name,
                                      "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1",
                                      "SigningIdentity": "Apple Distribution: Example Ltd (ABCDE12345)", "Team": TEAM},
            "ArchiveVersion": 2, "CreationDate": macho.datetime.datetime(2026, 1, 2, 3, 4, 5), "Name": app.name,
            "SchemeName": app.name}
    with open(os.path.join(root, "Info.plist"), "wb") as f:
        f.write(plist(info, False))
    return root


# --- what a reader should find ---------------------------------------------------------------------

def describe(app):
    """The facts a reader of NAME.ipa should find, shaped as BuiltAppFacts (JSON-ready): what
    the tests of the rules judge until they read the IPA itself, and a witness for the reader."""
    files = bundle_files(app)
    root = f"Payload/{app.name}.app"
    problems = []
    bundles = [bundle_facts(app, files, "", root, "app", problems)]
    for ext in app.extensions:
        inner = {p[len(f"PlugIns/{ext.name}.appex/"):]: d for p, d in files.items() if p.startswith(f"PlugIns/{ext.name}.appex/")}
        bundles.append(bundle_facts(app, inner, ext.name, f"{root}/PlugIns/{ext.name}.appex", "extension", problems))
    return {"container": "ipa", "bundles": bundles, "problems": problems}


def bundle_facts(app, files, ext_name, path, role, problems):
    try:
        info = plistlib.loads(files["Info.plist"])
    except Exception:  # a damaged plist is the case's point: the reader reports it
        info = {}
        problems.append({"path": path + "/Info.plist", "reason": "not a property list"})
    info_read = bool(info) or not any(p["path"] == path + "/Info.plist" for p in problems)
    icons = {"iconName": None, "primaryName": None, "primaryFiles": [], "alternateNames": [], "hasCatalog": False,
             "catalogRead": True, "renditions": [], "looseFiles": []}
    if role == "app":
        primary = info.get("CFBundleIcons", {}).get("CFBundlePrimaryIcon", {})
        icons.update(iconName=info.get("CFBundleIconName"), primaryName=primary.get("CFBundleIconName"),
                     primaryFiles=primary.get("CFBundleIconFiles", []),
                     alternateNames=sorted(info.get("CFBundleIcons", {}).get("CFBundleAlternateIcons", {})),
                     hasCatalog=app.renditions is not None,
                     renditions=[rendition_facts(r) for r in app.renditions or []],
                     looseFiles=[{"path": n, "width": s, "height": s, "isCgBI": c, "hasAlphaChannel": c, "transparentPixels": 0}
                                 for n, s, c in app.loose])
    executable = info.get("CFBundleExecutable")
    signature = None
    if executable in files:
        signed = app.signed or role != "app"
        bundle_id = info.get("CFBundleIdentifier")
        entitlements = None
        if signed:
            entitlements = signed_entitlements(bundle_id, (app.entitlements if role == "app" else
                                                           next(e for e in app.extensions if e.name == ext_name).entitlements or {}),
                                               app.aps if role == "app" else None)
        signature = {"entitlements": entitlements, "identifier": bundle_id if signed else None,
                     "teamIdentifier": TEAM if signed else None, "isAdHoc": False, "isUnsigned": not signed}
    profile_facts = None
    if "embedded.mobileprovision" in files:
        granted = plistlib.loads(macho_plist(files["embedded.mobileprovision"]))
        profile_facts = {"distribution": app.profile, "name": granted["Name"], "entitlements": granted["Entitlements"]}
    sounds = [{"path": p} for p in sorted(files) if p in app.sounds] if role == "app" else []
    return {"path": path, "role": role, "info": info, "infoRead": info_read, "executable": executable, "icons": icons, "sounds": sounds,
            "signature": signature, "profile": profile_facts}


def rendition_facts(r):
    gray = r.appearance == "tinted"
    suffix = {None: "", "dark": "-dark", "tinted": "-tinted"}[r.appearance]
    return {"name": r.name, "idiom": r.idiom, "width": r.pixels, "height": r.pixels, "scale": r.scale, "appearance": r.appearance,
            "pixelFormat": "GA8 " if gray else "ARGB", "encoding": "zip", "flaggedOpaque": r.opaque_flag, "hasAlphaChannel": True,
            "transparentPixels": r.transparent, "notDecoded": None, "sourceName": f"{r.name}{suffix}-{r.pixels}.png"}


def macho_plist(profile_bytes):
    """The plist inside a profile make-macho-fixtures.py's cms() wrote (its one OCTET STRING)."""
    start = profile_bytes.index(b"<?xml")
    end = profile_bytes.index(b"</plist>") + len(b"</plist>")
    return profile_bytes[start:end]


# --- the cases -----------------------------------------------------------------------------------

def holiday():
    """Bark's alternate icon, as actool compiles an alternate: its sized images."""
    return good_renditions("Holiday", appearances=False)[1:]


def good(**changes):
    """Bark: an iPhone app as a release build ships it, nothing wrong."""
    app = App(renditions=good_renditions() + holiday(), alternates=["Holiday"],
              loose=[("AppIcon60x60@2x.png", 120, False)], sounds=["ping.caf", "chime.caf"],
              entitlements={TIME: True}, extensions=[Extension()])
    for key, value in changes.items():
        setattr(app, key, value)
    return app


def quiet(**changes):
    """Bark without sounds: the cases not about sounds carry none, to stay a few KB."""
    return good(sounds=[], **changes)


def samples():
    """name -> (App, what it shows): the Samples/built cases, each one finding or none."""
    marketing_less = [r for r in good_renditions(appearances=False) if r.idiom != "marketing"]
    return {
        "Good": (good(), "a release build as Xcode exports it: nothing to say"),
        "TransparentIcon": (quiet(renditions=[Rendition(opaque_flag=False, transparent=700)] + good_renditions()[1:] + holiday()),
                            "the App Store icon has 700 transparent pixels"),
        "AlphaChannel": (quiet(renditions=[Rendition(opaque_flag=False)] + good_renditions()[1:] + holiday()),
                         "the App Store icon keeps an alpha channel, every pixel opaque"),
        "NoMarketingIcon": (quiet(renditions=marketing_less, alternates=[]), "no 1024 App Store icon in the catalog"),
        "NoIconName": (quiet(primary_name=None), "no CFBundleIconName although the catalog holds the app icon"),
        "MissingAlternate": (quiet(alternates=["Holiday", "Winter"]), "an alternate icon Info.plist names but the catalog lacks"),
        "SoundInFolder": (good(sounds=["ping.caf", "Sounds/alarm.caf"]), "a sound in a subfolder"),
        "DevelopmentPush": (quiet(aps="development"), "aps-environment development, signed for the App Store"),
        "Unreadable": (quiet(extensions=[Extension(files={"Info.plist": b"bplist00 this is cut"})]),
                       "an extension's Info.plist that is not a property list"),
    }


def stale():
    """Stale/Stale.ipa beside the project it was built from (Stale/Stale.xcodeproj, written as
    make-notify-projects.py writes Samples/notify/Comms: its sound, its Notification Service
    Extension "Service"), built without the extension: a stale archive, from before the project
    set up communication notifications (no communication entitlement or intents, which
    notify.communication would otherwise judge against the missing extension)."""
    return good(name="Stale", bundle_id="com.example.stale", alternates=[], sounds=["ping.caf"], renditions=good_renditions(),
                entitlements={TIME: True}, extensions=[])


def write_stale(folder):
    """FOLDER/Stale: the project and, beside it, the app built without its extension."""
    notify = _load("make-notify-projects")
    notify.project(folder, "Stale", entitlements=[COMM, TIME], activity=["INSendMessageIntent"], binary=True)
    os.rmdir(os.path.join(folder, "Stale", "payloads"))
    return write_ipa(stale(), os.path.join(folder, "Stale", "Stale.ipa"))


def communication():
    """name -> (App, what it shows): the Communication/ cases of notify.communication, each an
    app Chat signed (and provisioned) with its entitlements, its Info.plist's NSUserActivityTypes,
    and a Notification Service Extension or none; each fires the rule once, Correct never."""
    intents = {"NSUserActivityTypes": ["INSendMessageIntent"]}
    chat = {"name": "Chat", "bundle_id": "com.example.chat", "alternates": [], "renditions": good_renditions()}
    return {
        "NoEntitlement": (quiet(info=intents, **chat), "INSendMessageIntent in NSUserActivityTypes, no communication entitlement"),
        "NoIntents": (quiet(entitlements={TIME: True, COMM: True}, **chat), "the communication entitlement, no intents"),
        "NoService": (quiet(entitlements={TIME: True, COMM: True}, info=intents, extensions=[], **chat),
                      "the entitlement and the intents, no Notification Service Extension"),
        "Correct": (quiet(entitlements={TIME: True, COMM: True}, info=intents, **chat), "set up for communication notifications"),
    }


def write_communication(folder):
    """FOLDER/Communication/NoEntitlement.ipa: the one case Samples/built holds (the rule's
    example); the others are written by `cases()`."""
    app, _ = communication()["NoEntitlement"]
    return write_ipa(app, os.path.join(folder, "Communication", "NoEntitlement.ipa"))


def launch():
    """name -> (App, what it shows): the Launch/ cases, each firing one finding (launch.legacy,
    at info, comes with every app that holds launch images: it is inherent to them)."""
    return {
        "NoLaunchScreen": (quiet(launch_storyboard=None), "Info.plist names no launch screen"),
        "WrongSize": (quiet(launch_images=[LaunchImage(pixels=(640, 960))]), "LaunchImage-700-568h@2x.png is 640x960, not 640x1136"),
        "Transparent": (quiet(launch_images=[LaunchImage(transparent=100)]), "a launch image with 100 transparent pixels"),
        "MissingFile": (quiet(launch_images=[LaunchImage(), LaunchImage("LaunchImage-800-667h", (375, 667), min_os="8.0", absent=True)]),
                        "a UILaunchImages entry whose files are not in the bundle"),
    }


def write_launch(folder):
    """FOLDER/Launch/*.ipa: the launch cases (the examples of the launch rules on built apps)."""
    for name, (app, _) in launch().items():
        write_ipa(app, os.path.join(folder, "Launch", name + ".ipa"))


def launch_cases():
    """More launch shapes for the reader's tests: Xcode's launch images of every kind (landscape
    stored wide, iPad, @1x, plain RGB), iOS 6's Default files, a storyboard named and not
    compiled, an iPad app without a launch screen, and the iOS 14 dictionary."""
    xcode = [LaunchImage(), LaunchImage("LaunchImage-700", (320, 480)),
             LaunchImage("LaunchImage-800-Landscape-736h", (414, 736), "Landscape", "8.0", (3,)),
             LaunchImage("LaunchImage-800-Portrait-736h", (414, 736), "Portrait", "8.0", (3,), cgbi=False),
             LaunchImage("LaunchImage-700-Portrait", (768, 1024), scales=(1, 2), device="ipad")]
    ipad = {"device_family": [1, 2], "alternates": [],
            "renditions": good_renditions() + [Rendition("AppIcon", "pad", 152, 2), Rendition("AppIcon", "pad", 167, 2)]}
    return {
        "LaunchImages": quiet(name="LaunchImages", launch_images=xcode),
        "LaunchDefaults": quiet(name="LaunchDefaults", files={"Default.png": launch_png(320, 480), "Default-568h@2x.png": launch_png(640, 1136),
                                                              "Default-Portrait~ipad.png": launch_png(768, 1004, cgbi=False)}),
        "LaunchNotCompiled": quiet(name="LaunchNotCompiled", launch_compiled=False),
        "LaunchIPadNone": quiet(name="LaunchIPadNone", launch_storyboard=None, **ipad),
        "LaunchIPadFullScreen": quiet(name="LaunchIPadFullScreen", launch_storyboard=None, info={"UIRequiresFullScreen": True}, **ipad),
        "LaunchScreenDictionary": quiet(name="LaunchScreenDictionary", launch_storyboard=None, info={"UILaunchScreen": {}}, **ipad),
        "LaunchScreenDictionaryOld": quiet(name="LaunchScreenDictionaryOld", launch_storyboard=None,
                                           info={"UILaunchScreen": {}, "MinimumOSVersion": "13.0"}, **ipad),
        "LaunchPadOnly": quiet(name="LaunchPadOnly", launch_storyboard=None, info={"UILaunchStoryboardName~ipad": "LaunchScreen"},
                               files={"LaunchScreen.storyboardc/Info.plist": b"bplist00"}, **ipad),
    }


def cases():
    """Every sample, and more shapes for the reader's tests."""
    out = {name: app for name, (app, _) in samples().items()}
    out["Stale"] = stale()
    out["XMLPlist"] = good(binary_plist=False, name="XMLPlist", icon_name="AppIcon")
    out["Development"] = good(name="Development", aps="development", profile="development")
    out["AdHoc"] = good(name="AdHoc", profile="ad-hoc")
    out["Unsigned"] = good(name="Unsigned", signed=False, profile=None)
    out["NoCatalog"] = good(name="NoCatalog", renditions=None, alternates=[],
                            loose=[("AppIcon60x60@2x.png", 120, True), ("AppIcon60x60@3x.png", 180, True)])
    out["Universal"] = good(name="Universal", device_family=[1, 2],
                            renditions=good_renditions() + [Rendition("AppIcon", "pad", 152, 2), Rendition("AppIcon", "pad", 167, 2)],
                            alternates=[])
    out["NoIPadIcons"] = good(name="NoIPadIcons", device_family=[1, 2], alternates=[], renditions=good_renditions())
    out["DarkTransparent"] = good(name="DarkTransparent", renditions=[
        Rendition(), Rendition(appearance="dark", opaque_flag=False, transparent=300)] + good_renditions()[1:3] + holiday())
    out["SignatureProfileDisagree"] = good(name="SignatureProfileDisagree", aps="production", profile="development")
    out["ContentExtension"] = good(name="ContentExtension", extensions=[Extension(), Extension("NotificationContent", CONTENT)])
    out.update({"Communication" + name: app for name, (app, _) in communication().items()})
    out.update({"Launch" + name: app for name, (app, _) in launch().items()})
    out.update(launch_cases())
    return out


def write_samples(folder):
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        if name.endswith(".ipa"):
            os.remove(os.path.join(folder, name))
    for name, (app, _) in samples().items():
        write_ipa(app, os.path.join(folder, name + ".ipa"))
    write_stale(folder)
    write_communication(folder)
    write_launch(folder)


USAGE = """usage: make-built-apps.py OUTDIR [--samples]   write the cases (or Samples/built) into OUTDIR
       make-built-apps.py --describe          print the facts each sample should give, as JSON"""


def main():
    # An option where OUTDIR belongs is a mistake, never a folder to write into.
    if len(sys.argv) < 2 or (sys.argv[1].startswith("-") and sys.argv[1] != "--describe"):
        print(USAGE, file=sys.stderr)
        sys.exit(0 if len(sys.argv) > 1 and sys.argv[1] in ("-h", "--help") else 2)
    if sys.argv[1] == "--describe":
        import json
        described = {name: describe(app) for name, (app, _) in samples().items()}
        described["Stale"] = describe(stale())
        json.dump(described, sys.stdout, sort_keys=True, indent=1, default=str)
        return
    out = sys.argv[1]
    if "--samples" in sys.argv[2:]:
        write_samples(out)
        return
    for name, app in cases().items():
        write_ipa(app, os.path.join(out, "ipa", name + ".ipa"))
        write_app(app, os.path.join(out, "app", name))
        write_xcarchive(app, os.path.join(out, "xcarchive", name))
    write_stale(out)


if __name__ == "__main__":
    main()
