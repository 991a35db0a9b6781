#!/usr/bin/env python3
"""Generates the cases that real app repositories revealed (docs/real-world.md), without
committing anyone's files: each is rebuilt here from a synthetic tone with ffmpeg and sox, and
the container details the other tool wrote (afconvert's CAF packet table, a streaming writer's
placeholder sizes, AAC in CAF, AMR) are laid down byte by byte as those tools lay them.

    scripts/make-real-world-fixtures.py OUTDIR [NAME ...]
    scripts/make-real-world-fixtures.py Samples --samples

With names, only those cases are written (a case is a file or a set folder, by its path under
OUTDIR); --samples writes the ones Samples/ shows. Deterministic: the same bytes every run.
"""
import json
import os
import random
import struct
import subprocess
import sys
import tempfile
import zlib

RATE = 22050


def ff(*args):
    # Bit-exact codecs and muxers, and a fixed Ogg serial, so the same bytes come out every run.
    subprocess.run(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", *args[:-1], "-fflags", "+bitexact", "-flags:a", "+bitexact",
                    "-serial_offset", "7", args[-1]] if args[-1].endswith(".ogg") else
                   ["ffmpeg", "-nostdin", "-loglevel", "error", "-y", *args[:-1], "-fflags", "+bitexact", "-flags:a", "+bitexact", args[-1]],
                   check=True)


def tone(work, seconds=0.6, rate=RATE, channels=1, name="tone.wav", gain=-6):
    path = os.path.join(work, f"{rate}-{channels}-{seconds}-{gain}-{name}")
    if not os.path.exists(path):
        # Two partials: mixed to one channel, or one a side in stereo.
        remix = ["remix", "1,2"] if channels == 1 else []
        subprocess.run(["sox", "-D", "-n", "-r", str(rate), "-c", str(channels), "-b", "16", path,
                        "synth", str(seconds), "sine", "880", "sine", "1320", *remix,
                        "fade", "q", "0.005", str(seconds), "0.2", "gain", "-n", str(gain)], check=True)
    return path


def chunks(data, offset, size_format):
    """(id, offset, size) of the chunks of a RIFF/AIFF body."""
    result = []
    while offset + 8 <= len(data):
        cid = data[offset:offset + 4]
        (size,) = struct.unpack(size_format, data[offset + 4:offset + 8])
        result.append((cid, offset, size))
        offset += 8 + size + (size & 1)
    return result


def caf_chunks(data):
    result, offset = [], 8
    while offset + 12 <= len(data):
        cid = data[offset:offset + 4]
        (size,) = struct.unpack(">q", data[offset + 4:offset + 12])
        result.append((cid, offset, size))
        if size < 0:
            break
        offset += 12 + size
    return result


def caf_chunk(cid, body):
    return cid + struct.pack(">q", len(body)) + body


def afconvert_ima4(work, out, seconds=0.6, channels=2):
    """IMA4 in CAF as Apple's afconvert writes it: a 'pakt' with no entries and a packet count
    of 0 (constant bitrate), valid frames and remainder set, a 'free' chunk, then 'data'."""
    src = tone(work, seconds, channels=channels)
    tmp = os.path.join(work, "ffmpeg-ima4.caf")
    ff("-i", src, "-c:a", "adpcm_ima_qt", tmp)
    data = open(tmp, "rb").read()
    parts = {cid: data[off + 12:off + 12 + size] for cid, off, size in caf_chunks(data)}
    valid = int(round(seconds * RATE))
    packets = (len(parts[b"data"]) - 4) // (34 * channels)
    remainder = packets * 64 - valid
    assert 0 <= remainder < 64, remainder
    body = (caf_chunk(b"desc", parts[b"desc"]) + caf_chunk(b"pakt", struct.pack(">qqii", 0, valid, 0, remainder))
            + caf_chunk(b"free", bytes(3980)) + caf_chunk(b"data", parts[b"data"]))
    open(out, "wb").write(b"caff" + struct.pack(">HH", 1, 0) + body)


def streamed_wav(work, out, placeholder=0xFFFFFFFF):
    """A WAV whose RIFF and 'data' sizes were never filled in (ffmpeg writing to a pipe)."""
    data = bytearray(open(tone(work), "rb").read())
    for cid, off, _ in chunks(data, 12, "<I"):
        if cid == b"data":
            data[off + 4:off + 8] = struct.pack("<I", placeholder)
    data[4:8] = struct.pack("<I", 0xFFFFFFFF if placeholder == 0xFFFFFFFF else placeholder + 36)
    open(out, "wb").write(bytes(data))


def streamed_aiff(work, out, placeholder):
    """An AIFF whose FORM, COMM frame count and SSND sizes are a streaming writer's placeholders
    (sox writes about 0x7F000000, ffmpeg 0)."""
    src = os.path.join(work, "tone.aiff")
    subprocess.run(["sox", "-D", tone(work), "--comment", "", src], check=True)
    data = bytearray(open(src, "rb").read())
    for cid, off, _ in chunks(data, 12, ">I"):
        if cid == b"SSND":
            data[off + 4:off + 8] = struct.pack(">I", placeholder)
        if cid == b"COMM":
            data[off + 10:off + 14] = struct.pack(">I", 0 if placeholder == 0 else placeholder // 2)
    data[4:8] = struct.pack(">I", placeholder)
    open(out, "wb").write(bytes(data))


def caf_open_data(work, out):
    """16-bit PCM CAF whose 'data' chunk has size -1 (allowed: it runs to the end of the file)."""
    tmp = os.path.join(work, "lpcm.caf")
    ff("-i", tone(work), "-c:a", "pcm_s16le", tmp)
    data = bytearray(open(tmp, "rb").read())
    for cid, off, _ in caf_chunks(data):
        if cid == b"data":
            data[off + 4:off + 12] = struct.pack(">q", -1)
    open(out, "wb").write(bytes(data))


def adts_packets(path):
    data = open(path, "rb").read()
    packets, offset, header = [], 0, None
    while offset + 7 <= len(data):
        assert data[offset] == 0xFF and data[offset + 1] & 0xF6 == 0xF0
        protection_absent = data[offset + 1] & 1
        length = ((data[offset + 3] & 3) << 11) | (data[offset + 4] << 3) | (data[offset + 5] >> 5)
        header = header or data[offset:offset + 7]
        skip = 7 if protection_absent else 9
        packets.append(data[offset + skip:offset + length])
        offset += length
    profile = (header[2] >> 6) + 1
    index = (header[2] >> 2) & 0x0F
    channels = ((header[2] & 1) << 2) | (header[3] >> 6)
    asc = bytes([(profile << 3) | (index >> 1), ((index & 1) << 7) | (channels << 3)])
    return packets, asc, channels


def descriptor(tag, body):
    return bytes([tag, 0x80, 0x80, 0x80, len(body)]) + body


def ber(value):
    out = [value & 0x7F]
    value >>= 7
    while value:
        out.append(0x80 | (value & 0x7F))
        value >>= 7
    return bytes(reversed(out))


def aac_caf(work, out, seconds=0.6, channels=2):
    """AAC in CAF as Core Audio writes it: 'desc' (aac, 1024 frames a packet), 'kuki' (the ES
    descriptor with the AudioSpecificConfig), a 'pakt' with every packet's size, then 'data'.
    ffmpeg can read such files but cannot write them."""
    # 12 dB of headroom: AAC's ringing lifts a -6 dBFS tone over full scale.
    src = tone(work, seconds, rate=44100, channels=channels, gain=-12)
    adts = os.path.join(work, "tone.aac")
    ff("-i", src, "-c:a", "aac", "-b:a", "64k", "-f", "adts", adts)
    packets, asc, _ = adts_packets(adts)
    valid = int(round(seconds * 44100))
    priming = 1024
    remainder = len(packets) * 1024 - priming - valid
    assert remainder >= 0
    decoder = descriptor(0x04, bytes([0x40, 0x15, 0, 0, 0]) + struct.pack(">II", 64000, 64000) + descriptor(0x05, asc))
    cookie = descriptor(0x03, b"\x00\x00\x00" + decoder + descriptor(0x06, b"\x02"))
    pakt = struct.pack(">qqii", len(packets), valid, priming, remainder) + b"".join(ber(len(p)) for p in packets)
    desc = struct.pack(">d4sIIIII", 44100.0, b"aac ", 2, 0, 1024, channels, 0)
    body = (caf_chunk(b"desc", desc) + caf_chunk(b"kuki", cookie) + caf_chunk(b"pakt", pakt)
            + caf_chunk(b"data", b"\x00\x00\x00\x01" + b"".join(packets)))
    open(out, "wb").write(b"caff" + struct.pack(">HH", 1, 0) + body)


def amr(out, wideband=False, frames=50):
    """AMR storage format (RFC 4867): the magic, then frames whose first byte names their type.
    The speech bits are pseudo-random (a fixed seed): any bits decode, to noise."""
    rng = random.Random(7)
    frame_type = 8 if wideband else 7          # 23.85 kbit/s and 12.2 kbit/s
    size = 61 if wideband else 32
    data = bytearray(b"#!AMR-WB\n" if wideband else b"#!AMR\n")
    for _ in range(frames):
        data.append((frame_type << 3) | 0x04)
        data += bytes(rng.randrange(256) for _ in range(size - 1))
    open(out, "wb").write(bytes(data))


def encoded(work, out, *codec_args, rate=44100, channels=2, seconds=0.6):
    # Lossy codecs ring past a -6 dBFS peak at these bitrates: 12 dB of headroom keeps them unclipped.
    gain = -12 if any(codec in codec_args for codec in ("aac", "libopus", "libvorbis", "libmp3lame")) else -6
    ff("-i", tone(work, seconds, rate=rate, channels=channels, gain=gain), *codec_args, out)


# ---- Images: a minimal deterministic PNG writer (solid pictures with an optional disc), so
# every pixel property a case needs (alpha, transparency, colour) is exact.

def png(path, width, height, mode="rgb", colour=(30, 111, 217), transparent_corners=False):
    """mode: rgb, rgba (alpha channel, opaque unless transparent_corners), gray."""
    channels = {"rgb": 3, "rgba": 4, "gray": 1}[mode]
    colour_type = {"rgb": 2, "rgba": 6, "gray": 0}[mode]
    rows = bytearray()
    cx, cy, r2 = width / 2, height / 2, (min(width, height) * 0.3) ** 2
    for y in range(height):
        rows.append(0)
        for x in range(width):
            inside = (x - cx) ** 2 + (y - cy) ** 2 < r2
            rgb = (255, 255, 255) if inside else colour
            if mode == "gray":
                rows.append(255 if inside else sum(colour) // 3)
                continue
            rows += bytes(rgb)
            if mode == "rgba":
                corner = transparent_corners and (x < width // 8 and y < height // 8)
                rows.append(0 if corner else 255)
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    ihdr = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def icon_set(folder, entries):
    """entries: (attributes, filename or None, (width, height, mode[, transparent]) or None)."""
    os.makedirs(folder, exist_ok=True)
    images = []
    for attributes, filename, picture in entries:
        entry = dict(attributes)
        if filename:
            entry["filename"] = filename
            if picture and not os.path.exists(os.path.join(folder, filename)):
                width, height, mode, *rest = picture
                png(os.path.join(folder, filename), width, height, mode, transparent_corners=bool(rest and rest[0]),
                    colour=rest[1] if len(rest) > 1 else (30, 111, 217))
        images.append(entry)
    with open(os.path.join(folder, "Contents.json"), "w") as f:
        json.dump({"images": images, "info": {"author": "xcode", "version": 1}}, f, indent=2, sort_keys=True)
        f.write("\n")


def watch_set(folder):
    """A watchOS app's icon set: sized watch entries and the watch-marketing App Store icon."""
    icon_set(folder, [
        ({"idiom": "watch", "role": "notificationCenter", "scale": "2x", "size": "24x24", "subtype": "38mm"}, "watch-48.png", (48, 48, "rgb")),
        ({"idiom": "watch", "role": "appLauncher", "scale": "2x", "size": "40x40", "subtype": "38mm"}, "watch-80.png", (80, 80, "rgb")),
        ({"idiom": "watch", "role": "quickLook", "scale": "2x", "size": "86x86", "subtype": "38mm"}, "watch-172.png", (172, 172, "rgb")),
        ({"idiom": "watch", "role": "quickLook", "scale": "2x", "size": "129x129", "subtype": "49mm"}, None, None),
        ({"idiom": "watch-marketing", "scale": "1x", "size": "1024x1024"}, "watch-1024.png", (1024, 1024, "rgb")),
    ])


def watch_single(folder):
    icon_set(folder, [({"idiom": "universal", "platform": "watchos", "size": "1024x1024"}, "icon.png", (1024, 1024, "rgb"))])


def mac_set(folder, store=True):
    """A macOS set: 16-512 pt @1x/@2x; macOS icons keep their own (transparent) shape."""
    entries = [
        ({"idiom": "mac", "scale": "1x", "size": "16x16"}, "mac-16.png", (16, 16, "rgba", True)),
        ({"idiom": "mac", "scale": "2x", "size": "16x16"}, "mac-32.png", (32, 32, "rgba", True)),
        ({"idiom": "mac", "scale": "1x", "size": "512x512"}, "mac-512.png", (512, 512, "rgba", True)),
    ]
    if store:
        entries.append(({"idiom": "mac", "scale": "2x", "size": "512x512"}, "mac-1024.png", (1024, 1024, "rgba", True)))
    icon_set(folder, entries)


def legacy_set(folder, wrong=True):
    """An iOS 6-era set carried forward: 29pt @1x (here 40x40: wrong), 57pt @1x and @2x, iPad 72pt @1x."""
    icon_set(folder, [
        ({"idiom": "iphone", "scale": "1x", "size": "29x29"}, "Icon-Small.png", (40, 40, "rgb") if wrong else (29, 29, "rgb")),
        ({"idiom": "iphone", "scale": "1x", "size": "57x57"}, "Icon.png", (57, 57, "rgb")),
        ({"idiom": "iphone", "scale": "2x", "size": "57x57"}, "Icon@2x.png", (114, 114, "rgb")),
        ({"idiom": "ipad", "scale": "1x", "size": "72x72"}, "Icon-72.png", (72, 72, "rgb")),
        ({"idiom": "iphone", "scale": "2x", "size": "60x60"}, "Icon-60@2x.png", (120, 120, "rgb")),
        ({"idiom": "ios-marketing", "scale": "1x", "size": "1024x1024"}, "Icon-1024.png", (1024, 1024, "rgb")),
    ])


def appearances_set(folder):
    """Sized iOS entries mixed with single-size dark and tinted entries; the tinted one in colour."""
    dark = [{"appearance": "luminosity", "value": "dark"}]
    tinted = [{"appearance": "luminosity", "value": "tinted"}]
    icon_set(folder, [
        ({"idiom": "iphone", "scale": "2x", "size": "60x60"}, "AppIcon-60@2x.png", (120, 120, "rgb")),
        ({"idiom": "universal", "platform": "ios", "size": "1024x1024"}, "AppIcon.png", (1024, 1024, "rgb")),
        ({"appearances": dark, "idiom": "universal", "platform": "ios", "size": "1024x1024"}, "AppIcon-dark.png", (1024, 1024, "rgba", True)),
        ({"appearances": tinted, "idiom": "universal", "platform": "ios", "size": "1024x1024"}, "AppIcon-tinted.png", (1024, 1024, "rgb", False, (200, 40, 40))),
    ])


def store_alpha_set(folder, transparent):
    icon_set(folder, [({"idiom": "universal", "platform": "ios", "size": "1024x1024"}, "AppIcon.png", (1024, 1024, "rgba", transparent))])


def empty_set(folder):
    """What Xcode puts in a new extension target: one unfilled single-size entry."""
    icon_set(folder, [({"idiom": "universal", "platform": "ios", "size": "1024x1024"}, None, None)])


def generated_launch_set(folder):
    """Xcode's launch image template: an entry for every device, only one of them filled."""
    entries = [({"extent": "full-screen", "idiom": "iphone", "minimum-system-version": "7.0", "orientation": "portrait",
                 "scale": "2x", "subtype": "retina4"}, "Default-568h@2x.png", (640, 1136, "rgb"))]
    for subtype, idiom in [("2688h", "iphone"), ("1792h", "iphone"), ("1366h", "ipad"), ("1194h", "ipad"), ("2732h", "ipad")]:
        entries.append(({"extent": "full-screen", "idiom": idiom, "minimum-system-version": "12.0", "orientation": "portrait",
                         "scale": "2x", "subtype": subtype}, None, None))
    icon_set(folder, entries)


def invalid_launch_set(folder):
    """A launch set with a malformed entry (an orientation Xcode does not know)."""
    icon_set(folder, [
        ({"extent": "full-screen", "idiom": "iphone", "orientation": "sideways", "scale": "2x", "subtype": "retina4"}, "Default-568h@2x.png", (640, 1136, "rgb")),
    ])


def vision_and_tv_icons(folder):
    """A visionOS icon (a solid image stack of three 1024 layers, the front ones transparent) and a
    tvOS brand assets folder (a layered 400x240 app icon and its 1280x768 App Store stack)."""
    def contents(path, body):
        os.makedirs(path, exist_ok=True)
        with open(os.path.join(path, "Contents.json"), "w") as f:
            json.dump(dict(body, info={"author": "xcode", "version": 1}), f, indent=2, sort_keys=True)
    stack = os.path.join(folder, "AppIcon.solidimagestack")
    contents(stack, {"layers": [{"filename": n + ".solidimagestacklayer"} for n in ("Front", "Middle", "Back")]})
    for index, name in enumerate(("Front", "Middle", "Back")):
        imageset = os.path.join(stack, name + ".solidimagestacklayer", "Content.imageset")
        contents(os.path.join(stack, name + ".solidimagestacklayer"), {})
        contents(imageset, {"images": [{"filename": name.lower() + ".png", "idiom": "vision", "scale": "2x"}]})
        png(os.path.join(imageset, name.lower() + ".png"), 1024, 1024, "rgba", transparent_corners=index < 2)
    brand = os.path.join(folder, "Brand Assets.brandassets")
    contents(brand, {"assets": [{"filename": "App Icon.imagestack", "idiom": "tv", "role": "primary-app-icon", "size": "400x240"},
                                {"filename": "App Icon - App Store.imagestack", "idiom": "tv", "role": "primary-app-icon", "size": "1280x768"}]})
    for stack_name, (width, height) in (("App Icon.imagestack", (400, 240)), ("App Icon - App Store.imagestack", (1280, 768))):
        for layer in ("Front", "Back"):
            imageset = os.path.join(brand, stack_name, layer + ".imagestacklayer", "Content.imageset")
            contents(imageset, {"images": [{"filename": layer.lower() + ".png", "idiom": "tv", "scale": "1x"}]})
            png(os.path.join(imageset, layer.lower() + ".png"), width, height, "rgba", transparent_corners=layer == "Front")


def other_image(out, fmt, width=37, height=21):
    """An image in another format behind a .png name, made by ImageMagick."""
    subprocess.run(["/usr/bin/convert", "-size", f"{width}x{height}", "xc:#1e6fd9", "-strip", f"{fmt}:{out}"], check=True)


CASES = {
    # Apple's afconvert IMA4: pakt with 0 packets (CBR).
    "sounds/afconvert-ima4.caf": lambda w, o: afconvert_ima4(w, o),
    "sounds/afconvert-ima4-mono.caf": lambda w, o: afconvert_ima4(w, o, seconds=0.37, channels=1),
    # Streaming writers' placeholder sizes.
    "sounds/streamed.wav": lambda w, o: streamed_wav(w, o),
    "sounds/streamed-sox.wav": lambda w, o: streamed_wav(w, o, placeholder=0x7FFFF000),
    "sounds/streamed-sox.aiff": lambda w, o: streamed_aiff(w, o, 0x7F000008),
    "sounds/streamed-ffmpeg.aiff": lambda w, o: streamed_aiff(w, o, 0),
    "sounds/open-data.caf": lambda w, o: caf_open_data(w, o),
    # Audio that is not an alert sound but must be reported with its facts, and converted.
    "sounds/aac.caf": lambda w, o: aac_caf(w, o),
    "sounds/alac.caf": lambda w, o: encoded(w, o, "-c:a", "alac"),
    "sounds/aac.m4a": lambda w, o: encoded(w, o, "-c:a", "aac", "-b:a", "64k"),
    "sounds/alac.m4a": lambda w, o: encoded(w, o, "-c:a", "alac"),
    "sounds/ringtone.m4r": lambda w, o: encoded(w, o, "-c:a", "aac", "-b:a", "64k", "-f", "ipod"),
    "sounds/voice.3gp": lambda w, o: encoded(w, o, "-c:a", "aac", "-b:a", "24k", rate=16000, channels=1),
    "sounds/opus.webm": lambda w, o: encoded(w, o, "-c:a", "libopus", "-b:a", "48k", rate=48000),
    "sounds/vorbis.mka": lambda w, o: encoded(w, o, "-c:a", "libvorbis", "-q:a", "2"),
    "sounds/opus.ogg": lambda w, o: encoded(w, o, "-c:a", "libopus", "-b:a", "48k", rate=48000),
    "sounds/vorbis.ogg": lambda w, o: encoded(w, o, "-c:a", "libvorbis", "-q:a", "2"),
    # Longer than the decoding budget (600 s): levels are not measured. Silent AAC at 8 kHz keeps it small.
    "sounds/ten-minutes.m4a": lambda w, o: ff("-f", "lavfi", "-i", "anullsrc=r=8000:cl=mono", "-t", "601", "-c:a", "aac", "-b:a", "8k", o),
    "sounds/aac.aac": lambda w, o: encoded(w, o, "-c:a", "aac", "-b:a", "64k", "-f", "adts"),
    "sounds/narrowband.amr": lambda w, o: amr(o),
    "sounds/wideband.amr": lambda w, o: amr(o, wideband=True),
    # App icon sets of other platforms, legacy slots, appearances and the App Store icon's alpha.
    "icons/Watch.xcassets/AppIcon.appiconset": lambda w, o: watch_set(o),
    "icons/WatchSingle.xcassets/AppIcon.appiconset": lambda w, o: watch_single(o),
    "icons/Mac.xcassets/AppIcon.appiconset": lambda w, o: mac_set(o),
    "icons/MacNoStore.xcassets/AppIcon.appiconset": lambda w, o: mac_set(o, store=False),
    "icons/Legacy.xcassets/AppIcon.appiconset": lambda w, o: legacy_set(o),
    "icons/Appearances.xcassets/AppIcon.appiconset": lambda w, o: appearances_set(o),
    "icons/OpaqueAlpha.xcassets/AppIcon.appiconset": lambda w, o: store_alpha_set(o, transparent=False),
    "icons/Transparent.xcassets/AppIcon.appiconset": lambda w, o: store_alpha_set(o, transparent=True),
    "icons/Extension.xcassets/AppIcon.appiconset": lambda w, o: empty_set(o),
    "icons/VisionAndTV.xcassets": lambda w, o: vision_and_tv_icons(o),
    "icons/webp-named.png": lambda w, o: other_image(o, "webp"),
    "icons/gif-named.png": lambda w, o: other_image(o, "gif", 30, 40),
    "icons/tiff-named.png": lambda w, o: other_image(o, "tiff", 50, 20),
    "icons/jpeg-named.png": lambda w, o: other_image(o, "jpeg", 64, 48),
    "launch/Generated.launchimage": lambda w, o: generated_launch_set(o),
    "launch/Invalid.launchimage": lambda w, o: invalid_launch_set(o),
    # An iOS 6 iPad launch image without its status bar, found by its loose name.
    "launch/Default-Portrait~ipad.png": lambda w, o: png(o, 768, 1004, "rgb"),
    # Packaging: a 512 iTunesArtwork no catalog slot takes; a valid native sound and an MP3 of one name.
    "package/iTunesArtwork": lambda w, o: png(o, 512, 512, "rgb"),
    "package/silent.caf": lambda w, o: afconvert_ima4(w, o),
    "package/silent.mp3": lambda w, o: encoded(w, o, "-c:a", "libmp3lame", "-b:a", "32k"),
}

# The cases Samples/ shows (make-samples.sh writes these there).
SAMPLES = [
    "sounds/streamed.wav", "sounds/aac.caf", "sounds/afconvert-ima4.caf", "sounds/ten-minutes.m4a",
    "icons/Legacy.xcassets/AppIcon.appiconset", "icons/Appearances.xcassets/AppIcon.appiconset",
    "icons/Watch.xcassets/AppIcon.appiconset", "launch/Invalid.launchimage",
]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    names = sys.argv[2:] or sorted(CASES)
    if names == ["--samples"]:
        names = SAMPLES
    with tempfile.TemporaryDirectory() as work:
        for name in names:
            target = os.path.join(out, name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            CASES[name](work, target)


if __name__ == "__main__":
    main()
