#ifndef APK_PNG_IMAGE_H
#define APK_PNG_IMAGE_H

#include <stddef.h>
#include <stdint.h>

/* A whole decoded PNG: 16-bit RGBA in native byte order, and what it says about its colours. */
typedef struct {
    uint32_t width;
    uint32_t height;
    uint16_t *pixels;            /* width * height * 4 (malloc'd; apk_png_image_free) */
    int has_srgb;
    unsigned char *icc_profile;  /* the iCCP profile (malloc'd), or NULL */
    uint32_t icc_length;
    char icc_name[80];
    char error[256];
} apk_png_image;

/* Reads the PNG open at `input` (from its start) whole, expanded to 16-bit RGBA (palettes, gray,
   tRNS and lower depths expanded; 8-bit values scaled exactly, v * 257). Images over
   max_width x max_height are refused before pixel memory is allocated. Returns 0 or -1 with
   image->error set. Never longjmps out. */
int apk_png_image_read(int input, uint32_t max_width, uint32_t max_height, apk_png_image *image);

void apk_png_image_free(apk_png_image *image);

/* Writes an 8-bit PNG to `output`: channels 1 (gray), 3 (RGB) or 4 (RGBA), rows top to bottom,
   tightly packed. With an ICC profile it writes iCCP (named icc_name); else, with srgb, an sRGB
   chunk (perceptual). Nothing time-dependent: the same pixels give the same bytes. Returns 0 or
   -1 with error (256 bytes) set. */
int apk_png_image_write(int output, uint32_t width, uint32_t height, int channels, const uint8_t *pixels, const unsigned char *icc,
                        uint32_t icc_length, const char *icc_name, int srgb, char *error);

#endif
