#!/usr/bin/env python3
"""Writes Android small (status-bar) notification icons rebuilt from the failures public issue
threads describe, and fine ones, for the android.small-icon-* rules' tests (issue 46).

  make-android-icons.py OUTDIR            one folder per case (OUTDIR/CASE/res/...), and
                                          OUTDIR/cases.json: each case's resource name, launcher
                                          icon (if the small icon is it), and the rules it fires
  make-android-icons.py --projects OUTDIR apps whose small icon is named only in code (a Capacitor
                                          schedule call, notifee, Dart conditionals, just_audio_background)
                                          and modules whose minSdk decides which API-level variant
                                          is drawn, with OUTDIR/projects.json: each one's findings
  make-android-icons.py --samples [ROOT]  the tiny Android app modules under
                                          ROOT/Samples/android/SmallIcons/ for the rules' examples
                                          (ROOT: the repository, by default)

Deterministic and stdlib only (PNGs through pngtool.py). Shapes are drawn in dp on the 24 dp
canvas with 4x4 samples per pixel (2x2 on large canvases), so edges are anti-aliased as an
exporter draws them.
"""
import json
import math
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pngtool  # noqa: E402

DENSITIES = [("mdpi", 1.0), ("hdpi", 1.5), ("xhdpi", 2.0), ("xxhdpi", 3.0), ("xxxhdpi", 4.0)]
WHITE = (255, 255, 255)


# Shapes: functions of a point in dp (0..24) giving whether it is inside.
def ring(cx=12.0, cy=12.0, outer=9.0, inner=6.0):
    return lambda x, y: inner * inner <= (x - cx) ** 2 + (y - cy) ** 2 <= outer * outer


def disc(cx=12.0, cy=12.0, radius=10.0):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius


def bell(dx=0.0, dy=0.0):
    def inside(x, y):
        x, y = x - dx, y - dy
        body = 6 <= x <= 18 and 6 <= y <= 17
        dome = (x - 12) ** 2 + (y - 7) ** 2 <= 16
        clapper = (x - 12) ** 2 + (y - 19.5) ** 2 <= 2.25
        return body or dome or clapper
    return inside


def plus(dx=0.0, dy=0.0):
    def inside(x, y):
        x, y = x - dx, y - dy
        return (10 <= x <= 14 and 3 <= y <= 21) or (3 <= x <= 21 and 10 <= y <= 14)
    return inside


def square(inset=0.0, radius=0.0):
    def inside(x, y):
        lo, hi = inset, 24 - inset
        if not (lo <= x <= hi and lo <= y <= hi):
            return False
        cx = min(max(x, lo + radius), hi - radius)
        cy = min(max(y, lo + radius), hi - radius)
        return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius + 1e-9
    return inside


def coverage(shape, side, px, py):
    """The share of pixel (px, py) of a side x side canvas inside `shape`, from 4x4 samples (2x2
    above 48 pixels, where a pixel is a quarter dp or less)."""
    scale = 24.0 / side
    n = 4 if side <= 48 else 2
    hits = sum(shape((px + (i + 0.5) / n) * scale, (py + (j + 0.5) / n) * scale) for i in range(n) for j in range(n))
    return hits / float(n * n)


def rgba_pixels(shape, side, colour=WHITE, ground=None, height=None):
    """Rows of RGBA: `colour` where the shape is, over `ground` (an opaque colour) or transparency."""
    rows = []
    for py in range(height or side):
        row = []
        for px in range(side):
            share = coverage(shape, side, px, py)
            if ground is None:
                row.append(tuple(colour) + (int(round(share * 255)),))
            else:
                mixed = tuple(int(round(c * share + g * (1 - share))) for c, g in zip(colour, ground))
                row.append(mixed + (255,))
        rows.append(row)
    return rows


def write_rgba(path, rows):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pngtool.write_png(path, len(rows[0]), len(rows), 8, 6, rows, level=9)


def write_rgb(path, rows):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pngtool.write_png(path, len(rows[0]), len(rows), 8, 2, [[p[:3] for p in row] for row in rows], level=9)


def write_grey_alpha(path, rows):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pngtool.write_png(path, len(rows[0]), len(rows), 8, 4, [[(p[0], p[3]) for p in row] for row in rows], level=9)


def write_palette(path, shape, side):
    """Two-entry palette, white and fully transparent (tRNS), without anti-aliasing."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    rows = [[(1 if coverage(shape, side, px, py) >= 0.5 else 0,) for px in range(side)] for py in range(side)]
    extra = [(b"PLTE", bytes([0, 0, 0, 255, 255, 255])), (b"tRNS", bytes([0, 255]))]
    pngtool.write_png(path, side, side, 8, 3, rows, extra=extra, level=9)


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


VECTOR = """<vector xmlns:android="http://schemas.android.com/apk/res/android"
    android:width="{width}" android:height="{height}"{viewport}>
{body}
</vector>
"""


def vector(width="24dp", height="24dp", viewport=(24, 24), body=""):
    port = "" if viewport is None else '\n    android:viewportWidth="%s" android:viewportHeight="%s"' % viewport
    return VECTOR.format(width=width, height=height, viewport=port, body=body)


def path(data, fill="#FFFFFFFF"):
    return '    <path android:fillColor="%s" android:pathData="%s"/>' % (fill, data)


RING_PATH = "M12,3a9,9 0,1 1,0 18a9,9 0,1 1,0 -18zM12,6a6,6 0,1 0,0 12a6,6 0,1 0,0 -12z"
BELL_PATH = "M12,22c1.1,0 2,-0.9 2,-2h-4c0,1.1 0.9,2 2,2zM18,16v-5c0,-3.07 -1.64,-5.64 -4.5,-6.32V4c0,-0.83 -0.67,-1.5 -1.5,-1.5" \
    "s-1.5,0.67 -1.5,1.5v0.68C7.63,5.36 6,7.92 6,11v5l-2,2v1h16v-1l-2,-2z"
EDGE_RING_PATH = "M12,0A12,12 0 1 1 12,24A12,12 0 1 1 12,0Z"
GRADIENT = """    <path android:pathData="M3,3h18v18h-18z">
        <aapt:attr name="android:fillColor">
            <gradient android:type="linear" android:startX="3" android:startY="3" android:endX="21" android:endY="21"
                android:startColor="#FF2196F3" android:endColor="#FFE91E63"/>
        </aapt:attr>
    </path>"""


class Corpus:
    def __init__(self, root):
        self.root = root
        self.cases = []

    def case(self, name, fires, what, resource="ic_stat_notify", launcher=None, min_sdk=None):
        item = {"name": name, "resource": resource, "fires": sorted(fires), "what": what, "launcher": launcher}
        if min_sdk is not None:
            item["minSdk"] = min_sdk
        self.cases.append(item)
        return os.path.join(self.root, name, "res")

    def densities(self, res, shape, writer=write_rgba, which=None, folder="drawable", name="ic_stat_notify", size=None, **kw):
        for density, scale in DENSITIES:
            if which is None or density in which:
                side = size(density, scale) if size else int(24 * scale)
                writer(os.path.join(res, "%s-%s" % (folder, density), name + ".png"), rgba_pixels(shape, side, **kw))


def fine_cases(c):
    c.densities(c.case("fine-ring", [], "white ring on transparency, anti-aliased, every density"), ring())
    c.densities(c.case("fine-bell", [], "white bell, every density"), bell())
    c.densities(c.case("fine-plus", [], "white plus, every density"), plus())
    c.densities(c.case("fine-disc", [], "white disc of 20 dp: a filled shape that is still a silhouette"), disc())
    c.densities(c.case("fine-grey-alpha", [], "grey+alpha PNGs"), ring(), writer=write_grey_alpha)
    res = c.case("fine-palette", [], "palette PNGs with a transparent entry (tRNS), no anti-aliasing")
    for density, scale in DENSITIES:
        write_palette(os.path.join(res, "drawable-" + density, "ic_stat_notify.png"), bell(), int(24 * scale))
    c.densities(c.case("fine-coloured-ring", [], "a blue ring: colour alone is no finding"), ring(), colour=(33, 150, 243))
    c.densities(c.case("fine-qualified", [], "density folders with -v24 and -night qualifiers"), ring(), folder="drawable-night")
    for density, scale in DENSITIES:
        write_rgba(os.path.join(c.root, "fine-qualified", "res", "drawable-%s-v24" % density, "ic_stat_notify.png"),
                   rgba_pixels(ring(), int(24 * scale)))
    write_text(os.path.join(c.case("fine-vector", [], "a vector ring"), "drawable", "ic_stat_notify.xml"), vector(body=path(RING_PATH)))
    write_text(os.path.join(c.case("fine-vector-bell", [], "Material's bell as a vector"), "drawable", "ic_stat_notify.xml"),
               vector(body=path(BELL_PATH)))
    group = '    <group android:translateX="2" android:scaleX="0.5" android:scaleY="0.5" android:pivotX="12" android:pivotY="12">\n' \
        '    %s\n    </group>' % path("M0,0h24v24h-24z")
    write_text(os.path.join(c.case("fine-vector-group", [], "a square scaled to half by its group"), "drawable", "ic_stat_notify.xml"),
               vector(body=group))
    write_text(os.path.join(c.case("fine-vector-viewport", [], "viewport 48 with 2 units clear"), "drawable", "ic_stat_notify.xml"),
               vector(viewport=(48, 48), body=path("M4,4H44V44H4Z")))
    write_rgba(os.path.join(c.case("fine-nodpi", [], "one 96 px PNG in drawable-nodpi"), "drawable-nodpi", "ic_stat_notify.png"),
               rgba_pixels(ring(), 96))
    res = c.case("fine-png-and-vector", [], "an mdpi PNG and a vector in drawable-anydpi-v24")
    write_rgba(os.path.join(res, "drawable-mdpi", "ic_stat_notify.png"), rgba_pixels(ring(), 24))
    write_text(os.path.join(res, "drawable-anydpi-v24", "ic_stat_notify.xml"), vector(body=path(RING_PATH)))
    write_text(os.path.join(c.case("fine-vector-px", [], "width in px, stroke only"), "drawable", "ic_stat_notify.xml"),
               vector(width="48px", height="48px", body='    <path android:strokeColor="#FFF" android:strokeWidth="2" '
                      'android:pathData="M6,6L18,18M18,6L6,18"/>'))


def solid_cases(c):
    c.densities(c.case("opaque-square-rgb", ["android.small-icon-solid"], "white square, RGB without alpha"),
                square(), writer=write_rgb)
    c.densities(c.case("opaque-square-rgba", ["android.small-icon-solid"], "RGBA, every pixel opaque"), square())
    c.densities(c.case("coloured-background", ["android.small-icon-solid"], "white bell on a blue square"),
                bell(), ground=(33, 150, 243))
    c.densities(c.case("coloured-background-rounded", ["android.small-icon-solid"], "blue rounded square, a logo tile"),
                square(radius=3), colour=(33, 150, 243))
    c.densities(c.case("grey-background", ["android.small-icon-solid"], "white ring on grey, RGB"),
                ring(), writer=write_rgb, ground=(96, 96, 96))
    c.densities(c.case("coloured-disc-logo", ["android.small-icon-solid"], "a coloured disc logo of 22 dp"),
                disc(radius=11), colour=(233, 30, 99))
    c.densities(c.case("opaque-black-on-white", ["android.small-icon-solid"], "a black bell on white, no alpha"),
                bell(), writer=write_rgb, colour=(0, 0, 0), ground=WHITE)
    c.densities(c.case("opaque-mdpi-only", ["android.small-icon-solid", "android.small-icon-densities"],
                       "an opaque square at mdpi only"), square(), writer=write_rgb, which=["mdpi"])


def launcher_cases(c):
    # A copy under the small icon's own name is judged by its pixels and size too: they are why it shows as a square.
    copied = ["android.small-icon-launcher", "android.small-icon-solid", "android.small-icon-size"]
    launcher = {"resource": "@mipmap/ic_launcher", "sameResource": True}
    res = c.case("launcher-same-resource", ["android.small-icon-launcher"], "setSmallIcon(R.mipmap.ic_launcher)",
                 resource="ic_launcher", launcher=launcher)
    c.densities(res, bell(), folder="mipmap", name="ic_launcher", size=lambda d, s: int(48 * s), ground=(33, 150, 243))
    res = c.case("launcher-round", ["android.small-icon-launcher"], "the round launcher icon as the small icon",
                 resource="ic_launcher_round", launcher={"resource": "@mipmap/ic_launcher_round", "sameResource": True})
    c.densities(res, disc(radius=11), folder="mipmap", name="ic_launcher_round", size=lambda d, s: int(48 * s), colour=(255, 87, 34))
    res = c.case("launcher-copied", copied, "the launcher PNGs copied into drawable as ic_stat_notify",
                 launcher={"resource": "@mipmap/ic_launcher", "sameResource": False})
    c.densities(res, bell(), folder="mipmap", name="ic_launcher", size=lambda d, s: int(48 * s), ground=(76, 175, 80))
    c.densities(res, bell(), size=lambda d, s: int(48 * s), ground=(76, 175, 80))
    res = c.case("launcher-copied-one", copied, "fine icons but the xxhdpi one is the launcher's",
                 launcher={"resource": "@mipmap/ic_launcher", "sameResource": False})
    c.densities(res, bell(), folder="mipmap", name="ic_launcher", size=lambda d, s: int(48 * s), ground=(121, 85, 72))
    c.densities(res, ring(), which=["mdpi", "hdpi", "xhdpi", "xxxhdpi"])
    c.densities(res, bell(), which=["xxhdpi"], size=lambda d, s: int(48 * s), ground=(121, 85, 72))


def live_area_cases(c):
    live = ["android.small-icon-live-area"]
    c.densities(c.case("ink-to-edge", live, "a ring touching every edge"), ring(outer=12, inner=9))
    c.densities(c.case("ink-left-edge", live, "a plus pushed to the left edge"), plus(dx=-3))
    c.densities(c.case("ink-bottom", live, "a bell pushed down"), bell(dy=4))
    c.densities(c.case("ink-corner", live, "a square of 24 dp outline"), lambda x, y: not (2 <= x <= 22 and 2 <= y <= 22))
    write_text(os.path.join(c.case("vector-edge", live, "a vector circle of 24 dp"), "drawable", "ic_stat_notify.xml"),
               vector(body=path(EDGE_RING_PATH)))
    group = '    <group android:translateX="4">\n    %s\n    </group>' % path(RING_PATH)
    write_text(os.path.join(c.case("vector-group-shift", live, "a ring moved right by its group"), "drawable", "ic_stat_notify.xml"),
               vector(body=group))
    write_text(os.path.join(c.case("vector-viewport-edge", live, "viewport 48, ink to the edge"), "drawable", "ic_stat_notify.xml"),
               vector(viewport=(48, 48), body=path("M0,10H48V38H0Z")))
    # Ink half a dp into the padding, clear of the edge: said as info, not a warning.
    write_text(os.path.join(c.case("vector-into-padding", live, "a bar half a dp into the padding"), "drawable", "ic_stat_notify.xml"),
               vector(body=path("M0.5,6H23.5V18H0.5Z")))
    write_text(os.path.join(c.case("vector-stroke-edge", live, "a stroke whose width reaches the edge"), "drawable",
                            "ic_stat_notify.xml"),
               vector(body='    <path android:strokeColor="#FFFFFFFF" android:strokeWidth="4" android:pathData="M2,2H22V22H2Z"/>'))


def density_and_size_cases(c):
    dens = ["android.small-icon-densities"]
    c.densities(c.case("mdpi-only", dens, "one density: mdpi"), ring(), which=["mdpi"])
    c.densities(c.case("xxhdpi-only", dens, "one density: xxhdpi"), ring(), which=["xxhdpi"])
    write_rgba(os.path.join(c.case("unqualified-only", dens, "drawable/ only, which is mdpi"), "drawable", "ic_stat_notify.png"),
               rgba_pixels(ring(), 24))
    # One cause, said once: a large picture alone in drawable/ is a densities finding with its size, not a size one too.
    write_rgba(os.path.join(c.case("unqualified-large", dens, "one 96 px PNG in drawable/"), "drawable", "ic_stat_notify.png"),
               rgba_pixels(ring(), 96))
    c.densities(c.case("three-densities", dens, "mdpi, hdpi, xhdpi"), bell(), which=["mdpi", "hdpi", "xhdpi"])
    size = ["android.small-icon-size"]
    c.densities(c.case("wrong-size-xhdpi", size, "xhdpi at 36 px"), ring(), size=lambda d, s: 36 if d == "xhdpi" else int(24 * s))
    c.densities(c.case("all-96", size, "96 px in every folder"), ring(), size=lambda d, s: 96)
    c.densities(c.case("launcher-size", size, "48 dp per density, launcher sized"), ring(), size=lambda d, s: int(48 * s))
    res = c.case("non-square", size, "36x24 at mdpi")
    c.densities(res, ring(), which=["hdpi", "xhdpi", "xxhdpi", "xxxhdpi"])
    write_rgba(os.path.join(res, "drawable-mdpi", "ic_stat_notify.png"), rgba_pixels(ring(), 36, height=24))


def vector_cases(c):
    bad = ["android.small-icon-vector"]
    cases = {
        "gradient-vector": ("a gradient fill in aapt:attr", vector(body=GRADIENT).replace(
            "<vector ", '<vector xmlns:aapt="http://schemas.android.com/aapt" ', 1)),
        "drawable-fill": ("fillColor=@drawable/gradient", vector(body=path("M3,3h18v18h-18z", fill="@drawable/gradient"))),
        "bitmap-root": ("a <bitmap> root", '<bitmap xmlns:android="http://schemas.android.com/apk/res/android" '
                        'android:src="@mipmap/ic_launcher"/>\n'),
        "layer-list-root": ("a <layer-list> root", '<layer-list xmlns:android="http://schemas.android.com/apk/res/android">\n'
                            '    <item android:drawable="@mipmap/ic_launcher"/>\n</layer-list>\n'),
        "adaptive-icon-root": ("the launcher's adaptive icon", '<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">\n'
                               '    <background android:drawable="@color/bg"/>\n    <foreground android:drawable="@drawable/fg"/>\n'
                               '</adaptive-icon>\n'),
        "no-viewport": ("no viewport", vector(viewport=None, body=path(RING_PATH))),
        "zero-viewport": ("viewport 0", vector(viewport=(0, 0), body=path(RING_PATH))),
        "no-width": ("width missing", vector(body=path(RING_PATH)).replace('android:width="24dp" ', "")),
        "bad-pathdata": ("pathData that does not parse", vector(body=path("M3,3 L x,4 z"))),
        "short-pathdata": ("a curve missing a number", vector(body=path("M3,3 C4,4 5,5 6"))),
        "entity-doctype": ("a DOCTYPE declaring entities", '<?xml version="1.0"?>\n<!DOCTYPE v [<!ENTITY x "y">]>\n'
                           + vector(body=path(RING_PATH))),
        "not-xml": ("text that is no XML", "just text, no element\n"),
    }
    for name, (what, text) in sorted(cases.items()):
        write_text(os.path.join(c.case(name, bad, what), "drawable", "ic_stat_notify.xml"), text)


def capsule(width=40.0 / 3, height=24.0):
    """A vertical capsule centred on the canvas, its round ends tangent to the top and bottom edges."""
    radius = width / 2

    def inside(x, y):
        top, bottom = (24 - height) / 2 + radius, (24 + height) / 2 - radius
        cy = min(max(y, top), bottom)
        return (x - 12) ** 2 + (y - cy) ** 2 <= radius * radius
    return inside


def frame_pixels(side, colour=WHITE):
    """A 1-pixel frame on every edge of a transparent side x side canvas, a dot in the middle."""
    rows = []
    for py in range(side):
        row = []
        for px in range(side):
            edge = px in (0, side - 1) or py in (0, side - 1)
            middle = abs(px - side // 2) <= side // 8 and abs(py - side // 2) <= side // 8
            row.append(tuple(colour) + (255 if edge or middle else 0,))
        rows.append(row)
    return rows


def survey_cases(c):
    """The four causes of the false flags a survey of 317 real small icons found (issue 46), each
    with the fine form Android draws well and the broken form the rules must still catch."""
    # A. mdpi-xxhdpi without xxxhdpi: Android needs xxxhdpi for launcher icons only.
    c.densities(c.case("densities-no-xxxhdpi", [], "a 16 dp disc at mdpi-xxhdpi, no xxxhdpi"), disc(radius=8),
                which=["mdpi", "hdpi", "xhdpi", "xxhdpi"])
    # B. Asset Studio's legacy layout: -v11 silhouettes, -v9 grey pictures, unqualified tiles.
    for name, min_sdk, fires in (("api-variants-minsdk16", 16, []),
                                 ("api-variants-minsdk9", 9, ["android.small-icon-live-area", "android.small-icon-size"])):
        res = c.case(name, fires, "-v11, -v9 and unqualified variants of every density, minSdk %d" % min_sdk, min_sdk=min_sdk)
        c.densities(res, square(inset=3), folder="drawable", name="ic_stat_notify", size=None)
        for density, scale in DENSITIES:
            os.replace(os.path.join(res, "drawable-" + density), os.path.join(res, "drawable-%s-v11" % density))
        for density, scale in DENSITIES[:4]:
            width, height = int(round(16 * scale)), int(round(25 * scale))
            bar = lambda x, y: 5 <= y <= 19  # in dp of the width: ink from x = 0 to W-1
            write_rgba(os.path.join(res, "drawable-%s-v9" % density, "ic_stat_notify.png"),
                       rgba_pixels(bar, width, colour=(128, 128, 128), height=height))
            side = int(round(25 * scale))
            write_rgba(os.path.join(res, "drawable-" + density, "ic_stat_notify.png"),
                       rgba_pixels(square(radius=3), side, colour=(48, 48, 48)))
    # C. A curve tangent to the edge (info) and a 1-pixel frame along every edge (a warning).
    c.densities(c.case("edge-tangent-capsule", ["android.small-icon-live-area"], "a capsule whose ends touch top and bottom"),
                capsule())
    res = c.case("edge-frame-1px", ["android.small-icon-live-area"], "a 1 px frame on all four edges")
    for density, scale in DENSITIES:
        write_rgba(os.path.join(res, "drawable-" + density, "ic_stat_notify.png"), frame_pixels(int(24 * scale)))
    # D. A whole 2x set (info), and ink to the edge in ldpi, a density no rule judges.
    c.densities(c.case("double-size", ["android.small-icon-size"], "48 to 192 px: 2x every density, a 20 dp disc"), disc(),
                size=lambda d, s: int(48 * s))
    res = c.case("ldpi-edge", [], "fine every density, and an ldpi PNG whose ink fills its canvas")
    c.densities(res, ring())
    write_rgba(os.path.join(res, "drawable-ldpi", "ic_stat_notify.png"), frame_pixels(18))


def corpus(root):
    c = Corpus(root)
    for part in (fine_cases, solid_cases, launcher_cases, live_area_cases, density_and_size_cases, vector_cases, survey_cases):
        part(c)
    with open(os.path.join(root, "cases.json"), "w", encoding="utf-8") as handle:
        json.dump(c.cases, handle, indent=1, sort_keys=True)
        handle.write("\n")
    return c.cases


MANIFEST = """<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application{icon_attribute} android:label="{label}">
        <meta-data android:name="com.google.firebase.messaging.default_notification_icon"
            android:resource="@drawable/{icon}"/>
    </application>
</manifest>
"""


def samples(root):
    """Two tiny app modules (the folder holds build.gradle and src/main): Fine, whose small icon is
    a vector, and Broken, one small icon per failure, named by FCM's meta-data and setSmallIcon."""
    base = os.path.join(root, "Samples", "android", "SmallIcons")
    gradle = "plugins {\n    id 'com.android.application'\n}\n"
    fine = os.path.join(base, "Fine")
    write_text(os.path.join(fine, "build.gradle"), gradle)
    write_text(os.path.join(fine, "src", "main", "AndroidManifest.xml"), MANIFEST.format(label="Fine", icon="ic_stat_bell", icon_attribute=""))
    write_text(os.path.join(fine, "src", "main", "res", "drawable", "ic_stat_bell.xml"), vector(body=path(BELL_PATH)))
    broken = os.path.join(base, "Broken")
    main = os.path.join(broken, "src", "main")
    write_text(os.path.join(broken, "build.gradle"), gradle)
    write_text(os.path.join(main, "AndroidManifest.xml"), MANIFEST.format(label="Broken", icon="ic_stat_solid", icon_attribute=' android:icon="@mipmap/ic_launcher"'))
    write_text(os.path.join(main, "java", "com", "example", "broken", "Alerts.kt"),
               "package com.example.broken\n\nimport androidx.core.app.NotificationCompat\n\n"
               "fun icons(builder: NotificationCompat.Builder) {\n"
               "    builder.setSmallIcon(R.drawable.ic_stat_wide)\n"
               "    builder.setSmallIcon(R.drawable.ic_stat_gradient)\n"
               "    builder.setSmallIcon(R.mipmap.ic_launcher)\n}\n")
    res = os.path.join(main, "res")
    write_rgb(os.path.join(res, "drawable-mdpi", "ic_stat_solid.png"), rgba_pixels(square(), 24))
    # A frame along every edge (a ring tangent to them would only touch them: info), at hdpi's size in xhdpi.
    write_rgba(os.path.join(res, "drawable-xhdpi", "ic_stat_wide.png"),
               rgba_pixels(lambda x, y: not (3 <= x <= 21 and 3 <= y <= 21), 36))
    write_text(os.path.join(res, "drawable", "ic_stat_gradient.xml"),
               vector(body=GRADIENT).replace("<vector ", '<vector xmlns:aapt="http://schemas.android.com/aapt" ', 1))
    write_rgb(os.path.join(res, "mipmap-mdpi", "ic_launcher.png"), rgba_pixels(bell(), 48, ground=(33, 150, 243)))


PLAIN_MANIFEST = """<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application android:label="App"/>
</manifest>
"""
FCM_MANIFEST = MANIFEST.format(label="App", icon="ic_stat_notify", icon_attribute="")


def module(app, gradle="plugins {\n    id 'com.android.application'\n}\n", manifest=PLAIN_MANIFEST, gradle_name="build.gradle"):
    """An Android app module at APP/android/app; its res folder."""
    write_text(os.path.join(app, "android", "app", gradle_name), gradle)
    write_text(os.path.join(app, "android", "app", "src", "main", "AndroidManifest.xml"), manifest)
    return os.path.join(app, "android", "app", "src", "main", "res")


def opaque_set(res, name, which=None):
    for density, scale in DENSITIES:
        if which is None or density in which:
            write_rgb(os.path.join(res, "drawable-" + density, name + ".png"), rgba_pixels(square(), int(24 * scale), colour=(220, 40, 40)))


def api_variants(res):
    """The legacy Asset Studio layout of survey_cases' api-variants cases, in a module's res."""
    for density, scale in DENSITIES:
        write_rgba(os.path.join(res, "drawable-%s-v11" % density, "ic_stat_notify.png"), rgba_pixels(square(inset=3), int(24 * scale)))
    for density, scale in DENSITIES[:4]:
        width, height = int(round(16 * scale)), int(round(25 * scale))
        write_rgba(os.path.join(res, "drawable-%s-v9" % density, "ic_stat_notify.png"),
                   rgba_pixels(lambda x, y: 5 <= y <= 19, width, colour=(128, 128, 128), height=height))
        write_rgba(os.path.join(res, "drawable-" + density, "ic_stat_notify.png"),
                   rgba_pixels(square(radius=3), int(round(25 * scale)), colour=(48, 48, 48)))


def projects(root):
    """Each project: its folder, the small icons the android preset must judge and the rules they
    fire (`expect`: resource -> rules), and the resources it must leave alone (`unjudged`)."""
    listed = []

    def project(name, expect, unjudged=(), what=""):
        listed.append({"name": name, "expect": expect, "unjudged": list(unjudged), "what": what})
        return os.path.join(root, name)

    # The survey's miss: Capacitor's LocalNotifications.schedule names the icon per notification.
    app = project("capacitor-schedule", {"ic_stat_x": ["android.small-icon-densities", "android.small-icon-solid"]},
                  what="smallIcon: cond ? 'ic_stat_x' : undefined in a schedule call")
    write_text(os.path.join(app, "package.json"), '{"name": "app", "dependencies": {"@capacitor/core": "^6.0.0", '
               '"@capacitor/local-notifications": "^6.0.0"}}\n')
    write_text(os.path.join(app, "capacitor.config.ts"), "const config = { appId: 'com.example.app', webDir: 'www' };\n"
               "export default config;\n")
    write_text(os.path.join(app, "src", "app.ts"),
               "import { LocalNotifications } from '@capacitor/local-notifications';\n"
               "const isAndroid = true;\n"
               "// smallIcon: 'ic_stat_commented' is a comment, not a call\n"
               "export async function remind() {\n"
               "  await LocalNotifications.schedule({ notifications: [{ id: 1, title: 't', body: 'b',\n"
               "    smallIcon: isAndroid ? 'ic_stat_x' : undefined }] });\n}\n")
    res = module(app)
    write_rgb(os.path.join(res, "drawable", "ic_stat_x.png"), rgba_pixels(square(), 96, colour=(220, 40, 40)))
    opaque_set(res, "ic_stat_commented")
    # notifee in TypeScript, and a literal passed to a call (the call's argument, not the value).
    app = project("notifee-options", {"ic_small_icon": ["android.small-icon-solid"]}, unjudged=["ic_picked"],
                  what="android: { smallIcon: 'ic_small_icon' }, and smallIcon: pick('ic_picked')")
    write_text(os.path.join(app, "package.json"), '{"name": "app", "dependencies": {"@notifee/react-native": "^9.0.0"}}\n')
    write_text(os.path.join(app, "src", "notify.tsx"),
               "import notifee from '@notifee/react-native';\n"
               "export const show = () => notifee.displayNotification({ title: 'Hi',\n"
               "  android: { channelId: 'default', smallIcon: 'ic_small_icon' } });\n"
               "export const other = { smallIcon: pick('ic_picked') };\n")
    res = module(app)
    opaque_set(res, "ic_small_icon")
    opaque_set(res, "ic_picked")
    # Dart: both branches of a conditional, and just_audio_background's `drawable/NAME`.
    solid = ["android.small-icon-solid"]
    app = project("flutter-conditional", {"ic_stat_play": solid, "ic_stat_pause": solid, "ic_stat_audio": solid},
                  what="icon: playing ? '@drawable/ic_stat_play' : '@drawable/ic_stat_pause', androidNotificationIcon")
    write_text(os.path.join(app, "pubspec.yaml"), "name: app\ndependencies:\n  flutter:\n    sdk: flutter\n"
               "  flutter_local_notifications: ^17.0.0\n  just_audio_background: ^0.0.1\n")
    write_text(os.path.join(app, "lib", "main.dart"),
               "import 'package:flutter_local_notifications/flutter_local_notifications.dart';\n"
               "AndroidNotificationDetails details(bool playing) => AndroidNotificationDetails('timer', 'Timer',\n"
               "    icon: playing ? '@drawable/ic_stat_play' : '@drawable/ic_stat_pause');\n"
               "Future<void> start() => JustAudioBackground.init(\n"
               "    androidNotificationChannelId: 'audio', androidNotificationIcon: 'drawable/ic_stat_audio');\n")
    res = module(app)
    for name in ("ic_stat_play", "ic_stat_pause", "ic_stat_audio"):
        opaque_set(res, name)
    # minSdk from build.gradle: 16 leaves only the -v11 set; 9 (Kotlin script) the -v9 one.
    app = project("minsdk-16", {"ic_stat_notify": []}, what="minSdkVersion 16 in defaultConfig: -v9 and unqualified never drawn")
    api_variants(module(app, gradle="plugins {\n    id 'com.android.application'\n}\nandroid {\n    defaultConfig {\n"
                        "        applicationId 'com.example'\n        minSdkVersion 16\n    }\n}\n", manifest=FCM_MANIFEST))
    app = project("minsdk-9-kts", {"ic_stat_notify": ["android.small-icon-live-area", "android.small-icon-size"]},
                  what="minSdk = 9 in build.gradle.kts: the -v9 set is drawn below API 11")
    api_variants(module(app, gradle='plugins {\n    id("com.android.application")\n}\nandroid {\n    defaultConfig {\n'
                        "        minSdk = 9\n    }\n}\n", manifest=FCM_MANIFEST, gradle_name="build.gradle.kts"))
    with open(os.path.join(root, "projects.json"), "w", encoding="utf-8") as handle:
        json.dump(listed, handle, indent=1, sort_keys=True)
        handle.write("\n")
    return listed


def main(args):
    if args[:1] == ["--projects"] and len(args) == 2:
        os.makedirs(args[1], exist_ok=True)
        print("%d projects in %s" % (len(projects(args[1])), args[1]))
        return 0
    if args[:1] == ["--samples"] and len(args) <= 2:
        samples(args[1] if len(args) == 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
        return 0
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    os.makedirs(args[0], exist_ok=True)
    cases = corpus(args[0])
    print("%d cases in %s" % (len(cases), args[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
