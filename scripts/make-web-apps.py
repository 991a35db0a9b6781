#!/usr/bin/env python3
"""Writes small web apps whose Web App Manifests and notification scripts fail each way public
threads describe (a badge that is the opaque app icon, no 512 pixel icon, sizes that lie, a path
to nothing), and fine ones, for the web.* rules' tests (issue 46).

  make-web-apps.py OUTDIR            one folder per case (OUTDIR/CASE/...), and OUTDIR/cases.json:
                                     each case's files and, per reported file, the web rules it fires
  make-web-apps.py --samples [ROOT]  the two apps under ROOT/Samples/web/ (Broken, Fine) for the
                                     rules' examples (ROOT: the repository, by default)

Deterministic and stdlib only (PNGs through pngtool.py).
"""
import functools
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pngtool  # noqa: E402

BLUE = (33, 99, 201)


def inside_bell(x, y):
    """A bell in a unit square (0..1): what a badge's silhouette is."""
    body = 0.25 <= x <= 0.75 and 0.25 <= y <= 0.7
    dome = (x - 0.5) ** 2 + (y - 0.3) ** 2 <= 0.03
    clapper = (x - 0.5) ** 2 + (y - 0.8) ** 2 <= 0.005
    return body or dome or clapper


@functools.lru_cache(maxsize=None)
def silhouette(width, height):
    """White bell on transparency (RGBA)."""
    return tuple(tuple((255, 255, 255, 255) if inside_bell((px + 0.5) / width, (py + 0.5) / height) else (0, 0, 0, 0)
                       for px in range(width)) for py in range(height))


@functools.lru_cache(maxsize=None)
def app_icon(width, height):
    """The app's icon: a white bell on blue, every pixel opaque (RGB)."""
    return tuple(tuple((255, 255, 255) if inside_bell((px + 0.5) / width, (py + 0.5) / height) else BLUE
                       for px in range(width)) for py in range(height))


def filled(side):
    """A badge with an alpha channel whose every pixel is opaque: the icon saved as RGBA."""
    return [[BLUE + (255,) for _ in range(side)] for _ in range(side)]


ENCODED = {}


def write_png(path, rows):
    """Writes the rows as an 8-bit RGB or RGBA PNG; the same rows are encoded once a run."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if id(rows) in ENCODED:
        with open(path, "wb") as handle:
            handle.write(ENCODED[id(rows)][1])
        return
    colour_type = 6 if len(rows[0][0]) == 4 else 2
    pngtool.write_png(path, len(rows[0]), len(rows), 8, colour_type, rows, level=9)
    if isinstance(rows, tuple):
        with open(path, "rb") as handle:
            ENCODED[id(rows)] = (rows, handle.read())


def write_interlaced(path, rows):
    """An Adam7-interlaced PNG: iOS's image.interlaced fires on it, no web rule does."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    pngtool.write_png(path, len(rows[0]), len(rows), 8, 2, rows, interlaced=True, level=9)


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)


def manifest(icons, name="Chirp"):
    return json.dumps({"name": name, "short_name": name, "start_url": "/", "display": "standalone", "icons": icons}, indent=2) + "\n"


def icon(src, size, purpose=None):
    entry = {"src": src, "sizes": size, "type": "image/png"}
    if purpose:
        entry["purpose"] = purpose
    return entry


GOOD_ICONS = [icon("/icons/icon-192.png", "192x192"), icon("/icons/icon-512.png", "512x512", "any maskable")]


def good_images(root):
    write_png(f"{root}/public/icons/icon-192.png", app_icon(192, 192))
    write_png(f"{root}/public/icons/icon-512.png", app_icon(512, 512))
    write_png(f"{root}/public/icons/badge-96.png", silhouette(96, 96))


def service_worker(badge, icon_src="/icons/icon-192.png", constant=False):
    """A service worker showing a push: the options inline, or FCM's notificationOptions constant."""
    if constant:
        return (
            "importScripts('https://www.gstatic.com/firebasejs/10.12.0/firebase-app-compat.js');\n"
            "const messaging = firebase.messaging();\n"
            "messaging.onBackgroundMessage((payload) => {\n"
            "  const notificationTitle = payload.notification.title;\n"
            "  const notificationOptions = {\n"
            "    body: payload.notification.body,\n"
            f"    icon: '{icon_src}',\n"
            f"    badge: '{badge}',\n"
            "  };\n"
            "  self.registration.showNotification(notificationTitle, notificationOptions);\n"
            "});\n")
    return (
        "self.addEventListener('push', (event) => {\n"
        "  const data = event.data ? event.data.json() : {};\n"
        "  event.waitUntil(self.registration.showNotification(data.title || 'Chirp', {\n"
        "    body: data.body,\n"
        f"    icon: data.icon || '{icon_src}',\n"
        f"    badge: \"{badge}\",\n"
        "    data: { url: data.url },\n"
        "  }));\n"
        "});\n")


def case_fine(root):
    good_images(root)
    write_text(f"{root}/public/manifest.webmanifest", manifest(GOOD_ICONS))
    write_text(f"{root}/public/sw.js", service_worker("/icons/badge-96.png"))
    return {}


def script_case(badge, rules, constant=False, extra=None, icon_src="/icons/icon-192.png", path="public/sw.js"):
    def make(root):
        good_images(root)
        if extra:
            extra(root)
        write_text(f"{root}/public/manifest.webmanifest", manifest(GOOD_ICONS))
        write_text(f"{root}/{path}", service_worker(badge, icon_src, constant))
        return {path: sorted(rules)}
    return make


def cases():
    def simple(icons, rules, extra=None):
        def make(root):
            good_images(root)
            if extra:
                extra(root)
            write_text(f"{root}/public/manifest.json", manifest(icons))
            return {"public/manifest.json": sorted(rules)}
        return make

    def small_icon(root):
        write_png(f"{root}/public/icons/icon-180.png", app_icon(180, 180))

    def oblong_icon(root):
        write_png(f"{root}/public/icons/oblong.png", app_icon(192, 180))

    def nested(root):
        write_png(f"{root}/public/app/icons/a.png", app_icon(192, 192))
        write_png(f"{root}/public/app/icons/b.png", app_icon(512, 512))

    def badges(root):
        write_png(f"{root}/public/icons/badge-opaque.png", app_icon(96, 96))
        write_png(f"{root}/public/icons/badge-filled.png", filled(96))
        write_png(f"{root}/public/icons/badge-512.png", silhouette(512, 512))
        write_png(f"{root}/public/icons/badge-48.png", silhouette(48, 48))
        write_png(f"{root}/public/icons/badge-oblong.png", silhouette(96, 72))
        write_png(f"{root}/public/icons/copy-of-icon.png", app_icon(192, 192))

    def interlaced(root):
        write_interlaced(f"{root}/public/icons/icon-192.png", app_icon(192, 192))
        write_interlaced(f"{root}/public/icons/unnamed.png", app_icon(192, 192))

    def extension(root):
        good_images(root)
        write_text(f"{root}/public/manifest.json", json.dumps({"manifest_version": 3, "name": "Ext", "icons": {"48": "x.png"}}))

    def nested_manifest(root):
        nested(root)
        write_text(f"{root}/public/app/manifest.json", manifest([
            icon("icons/a.png", "192x192"), icon("icons/b.png", "512x512", "maskable")]))

    def ts_source(root):
        write_text(f"{root}/src/sw.ts", "declare const self: ServiceWorkerGlobalScope;\n"
                   "const BADGE = '/icons/badge-96.png';\n"
                   "self.addEventListener('push', (event: PushEvent) => {\n"
                   "  event.waitUntil(self.registration.showNotification('Chirp', { badge: BADGE, icon: '/icons/icon-192.png' }));\n"
                   "});\n")

    def page_script(root):
        write_text(f"{root}/src/notify.ts", "export function ping(text: string): Notification {\n"
                   "  return new Notification('Chirp', { body: text, badge: '/icons/badge-opaque.png', icon: `/icons/${text}.png` });\n"
                   "}\n")

    return {
        "fine": case_fine,
        "manifest-no-512": simple([icon("/icons/icon-192.png", "192x192", "maskable")], ["web.manifest-icons"]),
        "manifest-no-maskable": simple([icon("/icons/icon-192.png", "192x192"), icon("/icons/icon-512.png", "512x512")],
                                       ["web.manifest-maskable"]),
        "manifest-size-lies": simple([icon("/icons/icon-180.png", "192x192"), icon("/icons/icon-512.png", "512x512", "maskable")],
                                     ["web.manifest-icon-size"], small_icon),
        "manifest-not-square": simple([icon("/icons/oblong.png", "192x192"), icon("/icons/icon-512.png", "512x512", "maskable")],
                                      ["web.manifest-icon-size"], oblong_icon),
        "manifest-bad-sizes": simple([icon("/icons/icon-192.png", "192 x 192"), GOOD_ICONS[0], GOOD_ICONS[1]],
                                     ["web.manifest-icon-size"]),
        "manifest-missing-icon": simple([GOOD_ICONS[0], GOOD_ICONS[1], icon("/icons/gone-144.png", "144x144")],
                                        ["web.manifest-icon-missing"]),
        "manifest-outside": simple([GOOD_ICONS[0], GOOD_ICONS[1], icon("../../secret.png", "144x144")], ["web.manifest-icon-missing"]),
        "manifest-remote": simple([GOOD_ICONS[0], GOOD_ICONS[1], icon("https://cdn.example.com/i.png?v=2", "144x144")],
                                  ["web.manifest-icon-missing"]),
        "manifest-query": simple([icon("/icons/icon-192.png?v=3", "192x192"), GOOD_ICONS[1]], []),
        "manifest-interlaced-icon": simple(GOOD_ICONS, [], interlaced),
        "manifest-relative": lambda root: (nested_manifest(root), {"public/app/manifest.json": []})[1],
        "extension-manifest": lambda root: (extension(root), {})[1],
        "badge-opaque": script_case("/icons/badge-opaque.png", ["web.badge-solid"], extra=badges),
        "badge-filled": script_case("/icons/badge-filled.png", ["web.badge-solid"], extra=badges),
        "badge-large": script_case("/icons/badge-512.png", ["web.badge-size"], extra=badges),
        "badge-small": script_case("/icons/badge-48.png", ["web.badge-size"], extra=badges),
        "badge-oblong": script_case("/icons/badge-oblong.png", ["web.badge-size"], extra=badges),
        "badge-is-icon": script_case("/icons/icon-192.png", ["web.badge-icon", "web.badge-solid"]),
        "badge-same-bytes": script_case("/icons/copy-of-icon.png", ["web.badge-icon", "web.badge-solid"], extra=badges),
        "badge-missing": script_case("/icons/badge-gone.png", ["web.notification-image-missing"]),
        "badge-outside": script_case("../../badge.png", ["web.notification-image-missing"]),
        "fcm-constant": script_case("/icons/badge-opaque.png", ["web.badge-solid"], constant=True, extra=badges,
                                    path="public/firebase-messaging-sw.js"),
        "fcm-constant-fine": script_case("/icons/badge-96.png", [], constant=True, path="public/firebase-messaging-sw.js"),
        "ts-beside-public": lambda root: (good_images(root), ts_source(root), {"src/sw.ts": []})[2],
        "page-new-notification": lambda root: (good_images(root), badges(root), page_script(root),
                                               {"src/notify.ts": ["web.badge-solid"]})[3],
    }


def samples(root):
    base = f"{root}/Samples/web"
    fine = f"{base}/Fine"
    good_images(fine)
    write_text(f"{fine}/public/manifest.webmanifest", manifest(GOOD_ICONS))
    write_text(f"{fine}/public/firebase-messaging-sw.js", service_worker("/icons/badge-96.png", constant=True))
    broken = f"{base}/Broken"
    write_png(f"{broken}/public/icons/icon-192.png", app_icon(180, 180))
    write_png(f"{broken}/public/icons/badge-512.png", silhouette(512, 512))
    write_text(f"{broken}/public/manifest.json", manifest([icon("/icons/icon-192.png", "192x192"), icon("icons/icon-144.png", "144x144")]))
    write_text(f"{broken}/public/sw.js", service_worker("/icons/icon-192.png"))
    write_text(f"{broken}/src/notify.ts", "export async function ping(registration: ServiceWorkerRegistration, text: string) {\n"
               "  await registration.showNotification('Chirp', { body: text, badge: '/icons/badge-512.png', icon: '/icons/gone.png' });\n"
               "}\n")


def main(argv):
    if len(argv) >= 2 and argv[1] == "--samples":
        samples(argv[2] if len(argv) > 2 else os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        return 0
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = argv[1]
    listing = []
    for name, make in cases().items():
        fires = make(f"{out}/{name}")
        listing.append({"name": name, "fires": fires})
    write_text(f"{out}/cases.json", json.dumps(listing, indent=2, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
