#ifndef APK_PNG_FLATTEN_H
#define APK_PNG_FLATTEN_H

#include <stdint.h>

/* What flattening one PNG did. */
typedef struct {
    uint32_t width;
    uint32_t height;
    int color_type;               /* of the output: 0 gray, 2 RGB */
    int bit_depth;                /* of the output: 8 or 16 */
    uint64_t composited_pixels;   /* pixels whose alpha was below full, now over the background */
    char error[256];              /* why it failed; empty otherwise */
} apk_png_flatten_result;

/* Reads the PNG open at `input` (from its start) and writes it to `output` without alpha: gray
   stays gray, everything else becomes RGB, at the input's bit depth (8 for palettes and depths
   under 8). A pixel whose alpha is full keeps its colour bit for bit. A pixel with any
   transparency fails the call when `background` is NULL; otherwise it is composited over
   `background` (8-bit sRGB red, green, blue) in linear light, which is how the eye and the
   display add light (compositing the sRGB-encoded values darkens edges). The sRGB, gAMA, cHRM,
   iCCP and pHYs chunks are carried over; nothing time-dependent is written, so the same input
   gives the same bytes. Images over max_width x max_height are refused before any pixel memory
   is allocated. Rows are streamed; an interlaced image is held whole (one frame of its size).
   Returns 0, or -1 with result->error set. Never longjmps out. */
int apk_png_flatten(int input, int output, const unsigned char *background, uint32_t max_width, uint32_t max_height,
                    apk_png_flatten_result *result);

#endif
