#include "apk_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libpng reports errors by longjmp; this file owns the setjmp so that Swift never sees one. */

static void on_error(png_structp png, png_const_charp message) {
    apk_png_result *result = (apk_png_result *)png_get_error_ptr(png);
    snprintf(result->error, sizeof result->error, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message; /* warnings (unknown chunks, gamma notes) do not make a file unreadable */
}

int apk_png_inspect(const char *path, uint32_t max_width, uint32_t max_height, apk_png_result *result) {
    memset(result, 0, sizeof *result);
    FILE *file = fopen(path, "rb");
    if (!file) {
        snprintf(result->error, sizeof result->error, "cannot open the file");
        return -1;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, result, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        snprintf(result->error, sizeof result->error, "out of memory");
        png_destroy_read_struct(png ? &png : NULL, NULL, NULL);
        fclose(file);
        return -1;
    }
    png_bytep row = NULL;
    /* volatile: modified between setjmp and a possible longjmp */
    volatile int status = -1;
    if (setjmp(png_jmpbuf(png))) {
        goto done;
    }
    png_init_io(png, file);
    /* Our own cap replaces libpng's default 1,000,000 limit, checked below. */
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);

    result->width = png_get_image_width(png, info);
    result->height = png_get_image_height(png, info);
    result->bit_depth = png_get_bit_depth(png, info);
    result->color_type = png_get_color_type(png, info);
    result->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    result->has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    result->has_srgb = png_get_valid(png, info, PNG_INFO_sRGB) != 0;
    result->has_iccp = png_get_valid(png, info, PNG_INFO_iCCP) != 0;
    result->has_gama = png_get_valid(png, info, PNG_INFO_gAMA) != 0;
    if (result->has_iccp) {
        png_charp name;
        int compression;
        png_bytep profile;
        png_uint_32 length;
        if (png_get_iCCP(png, info, &name, &compression, &profile, &length) && length > 0) {
            result->icc_profile = (unsigned char *)malloc(length);
            if (result->icc_profile) {
                memcpy(result->icc_profile, profile, length);
                result->icc_length = length;
            }
        }
    }
    if (result->width > max_width || result->height > max_height) {
        snprintf(result->error, sizeof result->error, "dimensions %ux%u exceed the cap of %ux%u",
                 result->width, result->height, max_width, max_height);
        goto done;
    }

    /* Decode to 8-bit gray+alpha or RGBA so that transparency can be counted uniformly. */
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    /* Without png_set_interlace_handling, an Adam7 image arrives pass by pass as reduced rows
       holding only that pass's pixels: every pixel is seen exactly once, and one row buffer of
       the full width is all the pixel memory ever allocated. */
    png_read_update_info(png, info);
    size_t rowbytes = png_get_rowbytes(png, info);
    row = (png_bytep)malloc(rowbytes);
    if (!row) {
        snprintf(result->error, sizeof result->error, "out of memory for a %zu-byte row", rowbytes);
        goto done;
    }
    uint64_t transparent = 0, colored = 0;
    int passes = result->interlaced ? 7 : 1;
    for (int pass = 0; pass < passes; pass++) {
        uint32_t cols = result->interlaced ? PNG_PASS_COLS(result->width, pass) : result->width;
        uint32_t rows = result->interlaced ? PNG_PASS_ROWS(result->height, pass) : result->height;
        if (cols == 0 || rows == 0) continue; /* libpng skips empty passes too */
        for (uint32_t y = 0; y < rows; y++) {
            png_read_row(png, row, NULL);
            for (uint32_t x = 0; x < cols; x++) {
                const png_byte *pixel = row + x * 4;
                if (pixel[3] != 0xff) transparent++;
                if (pixel[0] != pixel[1] || pixel[1] != pixel[2]) colored++;
            }
        }
    }
    png_read_end(png, NULL);
    result->transparent_pixels = transparent;
    result->color_pixels = colored;
    result->decoded = 1;
    status = 0;

done:
    free(row);
    png_destroy_read_struct(&png, &info, NULL);
    fclose(file);
    return status;
}

void apk_png_free(apk_png_result *result) {
    free(result->icc_profile);
    result->icc_profile = NULL;
    result->icc_length = 0;
}
