#ifndef APK_PNG_PIXELS_H
#define APK_PNG_PIXELS_H

#include <stdint.h>
#include <stdio.h>

#include "apk_png.h"

/* Bytes read once every row is decoded, by our reader and by libpng's full decode alike: enough
   for the end of the zlib stream and the usual trailing chunks. Past that the rest is left
   unchecked, which bounds the work a 16x16 image whose IDAT inflates to gigabytes can cause
   (zlib expands a byte to about a kilobyte, so some 64 MB). */
#define APK_PNG_TRAILING_BUDGET ((size_t)64 * 1024)

/* What the pixel reader needs to know of an image, as libpng read and checked it. */
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;
    int interlaced;
    /* The palette's colours, zero past its entries (libpng keeps 256 and shows black there). */
    uint8_t palette[256][3];
    /* Each palette index's alpha: the tRNS entries, 0xff past them. */
    uint8_t palette_alpha[256];
    /* A gray or RGB tRNS key (masked to the bit depth, as libpng compares it). */
    int has_key;
    uint16_t key[3];
    /* libpng's longest accepted non-IDAT chunk (png_get_chunk_malloc_max), 0 for no limit. */
    uint32_t chunk_limit;
} apk_png_layout;

enum {
    APK_PIXELS_CLEAN = 0,      /* every row decoded, every chunk up to IEND intact: result holds the counts */
    APK_PIXELS_ASK_LIBPNG = 1, /* something is wrong with the image data or what follows: libpng judges */
    APK_PIXELS_FAILED = -1,    /* out of memory: result->error says so */
};

/* Reads the image data of `file`, positioned at the first IDAT chunk (its length):
   checks every IDAT's CRC, inflates the zlib stream in large blocks (ISA-L), reverses each row's
   filter and counts transparent and coloured pixels as libpng's expansion to 8-bit RGBA would
   show them; then checks the chunks that follow up to IEND. Only a clean file is judged here:
   at the first sign of damage it returns APK_PIXELS_ASK_LIBPNG, with the counts incomplete. */
int apk_png_read_pixels(FILE *file, const apk_png_layout *layout, apk_png_result *result);

#endif
