#ifndef APK_PNG_H
#define APK_PNG_H

#include <stddef.h>
#include <stdint.h>

/* What reading one PNG file found: its chunks checked, every row decoded. */
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;        /* PNG colour type as stored: 0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA */
    int interlaced;        /* 1 for Adam7 */
    int has_trns;          /* a tRNS chunk is present */
    int has_srgb;
    int has_iccp;
    int has_gama;
    int decoded;           /* 1 when every row decoded (so the counts below are complete) */
    int decoded_rows;      /* 1 once every row is decoded, before the end of the file is read */
    int trailing_unchecked; /* 1 when more data followed the image than was checked (not inflated) */
    int decoded_by_libpng; /* 1 when our pixel reader found something wrong and libpng decoded the file again */
    uint64_t transparent_pixels; /* pixels whose alpha (after tRNS expansion) is below full */
    uint64_t color_pixels;       /* pixels whose red, green and blue differ (0 for a grayscale image) */
    unsigned char *icc_profile;  /* the decompressed iCCP profile (malloc'd; apk_png_free), or NULL */
    uint32_t icc_length;
    char error[256];       /* why reading failed (libpng's words where it found it); empty otherwise */
} apk_png_result;

/* Reads a PNG file: libpng reads and checks every chunk before the image data; our pixel reader
   (apk_png_pixels.c) checks every IDAT CRC, inflates the image data in large blocks, reverses
   each row's filter and counts its pixels, then checks the chunks up to IEND. Should it find
   anything wrong, libpng decodes the whole file again row by row and its verdict stands, except
   that a wrong Adler-32 is accepted as Apple's ImageIO accepts it. Dimensions over
   max_width x max_height are refused after the header, before any pixel memory is allocated.
   Returns 0 on success, -1 on failure with result->error set. Never longjmps out. */
int apk_png_inspect(const char *path, uint32_t max_width, uint32_t max_height, apk_png_result *result);

/* As apk_png_inspect, reading the file through `descriptor` (from its start; the descriptor
   stays open): the very file the caller opened and checked to be a regular file, so no rename
   or FIFO put in its place between the check and the read is read instead. */
int apk_png_inspect_descriptor(int descriptor, uint32_t max_width, uint32_t max_height, apk_png_result *result);

/* libpng alone decoding every row (expanded to 8-bit RGBA, one row at a time): how alertpack
   read PNGs before its pixel reader, and now its fallback; the tests' witness for the reader.
   With ignore_adler, a wrong Adler-32 is not an error. Returns as apk_png_inspect. */
int apk_png_inspect_libpng(const char *path, uint32_t max_width, uint32_t max_height, int ignore_adler, apk_png_result *result);

/* Frees what apk_png_inspect or apk_png_inspect_libpng allocated inside result. */
void apk_png_free(apk_png_result *result);

#include "apk_png_flatten.h"
#include "apk_png_image.h"

#endif
