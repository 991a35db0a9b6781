#include "apk_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bytes after the last decoded row that png_read_end may still read (and inflate: zlib expands
   a byte to at most about a kilobyte, so this bounds the work to some 64 MB). */
#define APK_PNG_TRAILING_BUDGET ((size_t)64 * 1024)

/* The file as libpng reads it: counts what is read once every row is decoded. */
typedef struct {
    FILE *file;
    int ending;
    size_t trailing;
    size_t budget;
    int over_budget;
    uint32_t last_cols;
} apk_png_source;

/* Counts one decoded row's transparent and coloured pixels (8-bit RGBA). */
static void count_row(const png_byte *row, uint32_t cols, apk_png_result *result) {
    for (uint32_t x = 0; x < cols; x++) {
        const png_byte *pixel = row + x * 4;
        if (pixel[3] != 0xff) result->transparent_pixels++;
        if (pixel[0] != pixel[1] || pixel[1] != pixel[2]) result->color_pixels++;
    }
}

static void read_data(png_structp png, png_bytep data, size_t length) {
    apk_png_source *source = (apk_png_source *)png_get_io_ptr(png);
    if (source->ending) {
        source->trailing += length;
        if (source->trailing > source->budget) {
            source->over_budget = 1;
            png_error(png, "more compressed data follows the image than is checked");
        }
    }
    if (fread(data, 1, length, source->file) != length) png_error(png, "Read Error");
}

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
    /* volatile: modified between setjmp and a possible longjmp */
    png_bytep volatile row = NULL;
    volatile int status = -1;
    volatile apk_png_source source = {file, 0, 0, 0, 0, 0};
    if (setjmp(png_jmpbuf(png))) {
        if (source.over_budget) {
            /* The budget runs out only once the last row is being read; libpng has put that row
               in the buffer before it goes on to inflate what follows. */
            if (!result->decoded_rows) count_row(row, source.last_cols, result);
            result->error[0] = 0;
            result->trailing_unchecked = 1;
            result->decoded_rows = 1;
            result->decoded = 1;
            status = 0;
        }
        goto done;
    }
    png_set_read_fn(png, (void *)&source, read_data);
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
    int passes = result->interlaced ? 7 : 1;
    for (int pass = 0; pass < passes; pass++) {
        uint32_t cols = result->interlaced ? PNG_PASS_COLS(result->width, pass) : result->width;
        uint32_t rows = result->interlaced ? PNG_PASS_ROWS(result->height, pass) : result->height;
        if (cols == 0 || rows == 0) continue; /* libpng skips empty passes too */
        for (uint32_t y = 0; y < rows; y++) {
            if (pass == passes - 1 && y == rows - 1) {
                /* libpng inflates everything after the image when it reads the last row (and
                   again in png_read_end), to check it: from here the bytes it reads are counted. */
                source.ending = 1;
                source.budget = APK_PNG_TRAILING_BUDGET + 2 * rowbytes;
                source.last_cols = cols;
            }
            png_read_row(png, row, NULL);
            count_row(row, cols, result);
        }
    }
    /* Every row is decoded: the counts are complete whatever the end of the file holds. */
    result->decoded_rows = 1;
    /* png_read_end inflates whatever compressed data follows the last row, to check it: a 16x16
       image whose IDAT inflates to gigabytes would take minutes. Every row is decoded by now, so
       the reader lets it read a bounded number of further bytes (enough for the end of the zlib
       stream and the usual trailing chunks); past that, the rest is left unchecked. */
    png_read_end(png, NULL);
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
