#!/usr/bin/env python3
"""Writes the Icon Composer (.icon) samples into DEST (default Samples/icon-bundles).

Each document is shaped like the real ones Icon Composer writes (docs/real-world.md,
../shared/ICONS-2026.md): icon.json with groups of layers naming files in Assets/, SVG and PNG
layers, specializations for the dark and tinted appearances and the square idiom. The broken
cases are the failures real projects hit. PNGs are drawn by ImageMagick without timestamps, so
the files are the same on every run.
"""
import json
import os
import shutil
import subprocess
import sys

DEST = sys.argv[1] if len(sys.argv) > 1 else "Samples/icon-bundles"
CONVERT = "/usr/bin/convert"


def png(path, size, draw):
    subprocess.run([CONVERT, "-size", f"{size}x{size}", "xc:none", "-fill", "#3478f6", "-draw", draw,
                    "-strip", "-define", "png:exclude-chunks=date,time", "PNG32:" + path], check=True)


def svg(path, text=None):
    text = text or ('<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">'
                    '<path d="M312 312h400v400H312z" fill="#fff"/></svg>\n')
    with open(path, "w") as out:
        out.write(text)


def bundle(name, document, files):
    folder = os.path.join(DEST, name)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, "Assets"))
    with open(os.path.join(folder, "icon.json"), "w") as out:
        json.dump(document, out, indent=2, sort_keys=True)
        out.write("\n")
    for file_name, make in files.items():
        make(os.path.join(folder, "Assets", file_name))


def layer(image, **extra):
    return {"image-name": image, "name": image.rsplit(".", 1)[0], "glass": True, **extra}


def group(layers, **extra):
    return {"layers": layers, "shadow": {"kind": "neutral", "opacity": 0.5},
            "translucency": {"enabled": True, "value": 0.5}, **extra}


platforms = {"squares": "shared", "circles": ["watchOS"]}
fill = {"automatic-gradient": "srgb:0.09412,0.73725,0.94902,1.00000"}

# A good document: an SVG glyph over a PNG backdrop, with dark and tinted variants.
bundle("AppIcon.icon", {
    "fill": fill,
    "fill-specializations": [{"value": "automatic"}, {"appearance": "dark", "value": "system-dark"}],
    "groups": [
        group([layer("glyph.svg", **{"opacity-specializations": [{"value": 1}, {"appearance": "tinted", "value": 0.8}]})]),
        group([layer("backdrop.png", position={"scale": 1, "translation-in-points": [0, 0]})],
              **{"position-specializations": [{"idiom": "square", "value": {"scale": 1, "translation-in-points": [0, 0]}}],
                 "specular": True}),
    ],
    "supported-platforms": platforms,
}, {"glyph.svg": svg, "backdrop.png": lambda p: png(p, 1024, "circle 512,512 512,200")})

# What breaks: five groups, a layer file missing, one named in another case, an SVG that is
# not XML, a PNG larger than the canvas, an appearance no specialization uses, an unknown key,
# and no supported-platforms.
bundle("Broken.icon", {
    "groups": [
        group([layer("gone.png")]),
        group([layer("bad.svg")]),
        group([layer("Big.png")], sparkle=True),
        group([layer("case.svg", **{"hidden-specializations": [{"appearance": "light", "value": False}]})]),
        group([layer("glyph.svg")]),
    ],
}, {"bad.svg": lambda p: svg(p, "<svg viewBox='0 0 10 10'><path d='M0 0'></svg>\n"), "Big.png": lambda p: png(p, 1200, "circle 600,600 600,300"),
    "Case.svg": svg, "glyph.svg": svg})

# Icon Composer 2 (Xcode 27 betas): a root features array and a string specular, on which
# actool of Xcode 26.3-26.6 crashes without naming the key.
bundle("Composer2.icon", {
    "features": ["specular-location"],
    "fill": fill,
    "groups": [group([layer("glyph.svg")], specular="inside")],
    "supported-platforms": platforms,
}, {"glyph.svg": svg})

# A document that lost its .icon name (copied as a plain folder): Xcode does not see an icon.
bundle("AppIcon copy", {
    "fill": fill, "groups": [group([layer("glyph.svg")])], "supported-platforms": platforms,
}, {"glyph.svg": svg})
