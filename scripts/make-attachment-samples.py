#!/usr/bin/env python3
"""Writes the notification attachment samples into DEST (default Samples/attachments) and the
two large ones into BIG (default Tests/Fixtures/attachments).

Each is a case the attachment rules judge: whole files of every kind UNNotificationAttachment
takes, made by ImageMagick and ffmpeg (bit-exact, without timestamps, so every run writes the same
bytes); content under the wrong name or no name; files cut off the way a failed download leaves
them; types that are not in Apple's table. The large GIFs (over 10 MB, and between 10 x 10^6 and
10 x 2^20 bytes) hold a long comment of zeros, which git stores in a few kilobytes; they live
outside Samples/ to keep the samples small.
"""
import os
import shutil
import subprocess
import sys

DEST = sys.argv[1] if len(sys.argv) > 1 else "Samples/attachments"
BIG = sys.argv[2] if len(sys.argv) > 2 else "Tests/Fixtures/attachments"
CONVERT = "/usr/bin/convert"
FFMPEG = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y"]
BITEXACT = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact", "-map_metadata", "-1"]


def path(name, folder=None):
    return os.path.join(folder or DEST, name)


def image(name, size, fmt):
    subprocess.run([CONVERT, "-size", size, "gradient:#3478f6-#f6a234", "-strip",
                    "-define", "png:exclude-chunks=date,time", f"{fmt}:{path(name)}"], check=True)


def ffmpeg(name, source, *codec):
    subprocess.run(FFMPEG + ["-f", "lavfi", "-i", source] + list(codec) + BITEXACT + [path(name)], check=True)


def cut(source, name, keep):
    with open(path(source), "rb") as src:
        data = src.read()
    with open(path(name), "wb") as out:
        out.write(data[:int(len(data) * keep)])


def gif_with_comment(name, total):
    """A 1x1 GIF whose comment extension pads it to exactly `total` bytes."""
    head = b"GIF89a" + bytes([1, 0, 1, 0, 0x80, 0, 0]) + bytes([0, 0, 0, 255, 255, 255])
    image_part = bytes([0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0])
    # What the comment's sub-blocks must take: each costs its length plus one.
    left = total - len(head) - 3 - len(image_part) - 1
    blocks = bytearray()
    while left > 0:
        length = 255 if left >= 256 and left != 257 else (127 if left == 257 else left - 1)
        blocks += bytes([length]) + bytes(length)
        left -= length + 1
    data = head + b"\x21\xFE" + bytes(blocks) + b"\x00" + image_part + b"\x3B"
    assert len(data) == total
    with open(path(name, BIG), "wb") as out:
        out.write(data)


shutil.rmtree(DEST, ignore_errors=True)
os.makedirs(DEST)
os.makedirs(BIG, exist_ok=True)
image("photo.jpg", "320x200", "JPEG")
image("badge.png", "64x64", "PNG32")
image("photo.webp", "64x64", "WEBP")
shutil.copy(path("photo.jpg"), path("photo-named.png"))   # JPEG content, PNG name
shutil.copy(path("photo.jpg"), path("download"))          # no extension at all
cut("photo.jpg", "cut.jpg", 0.6)                          # a download cut off part way
subprocess.run([CONVERT, "-size", "48x48", "xc:#3478f6", "(", "-size", "48x48", "xc:#f6a234", ")",
                "-set", "delay", "50", "-loop", "0", path("spinner.gif")], check=True)
ffmpeg("tone.mp3", "sine=frequency=880:duration=1", "-c:a", "libmp3lame", "-b:a", "64k")
ffmpeg("tone.m4a", "sine=frequency=880:duration=1", "-c:a", "aac", "-b:a", "64k")
ffmpeg("tone.wav", "sine=frequency=880:duration=0.5", "-c:a", "pcm_s16le", "-ar", "22050")
ffmpeg("tone.flac", "sine=frequency=880:duration=0.5", "-c:a", "flac")
cut("tone.mp3", "cut.mp3", 0.5)
ffmpeg("clip.mp4", "testsrc=size=64x48:rate=10:duration=1", "-c:v", "mpeg4", "-pix_fmt", "yuv420p")
ffmpeg("clip.mov", "testsrc=size=64x48:rate=10:duration=1", "-c:v", "mpeg4", "-pix_fmt", "yuv420p")
with open(path("notes.txt"), "w") as out:
    out.write("Not an image: the server sent its error page where the picture should be.\n")
gif_with_comment("big.gif", 11_000_000)
gif_with_comment("borderline.gif", 10_200_000)
for name in sorted(os.listdir(DEST)):
    print(path(name), os.path.getsize(path(name)))
