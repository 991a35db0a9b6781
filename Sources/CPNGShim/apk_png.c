#include "apk_png.h"
#include "apk_png_pixels.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The file as libpng reads it: counts what is read once every row is decoded. */
typedef struct {
    FILE *file;
    int ending;
    size_t trailing;
    size_t budget;
    int over_budget;
    uint32_t last_cols;
} apk_png_source;

/* Counts one row as libpng decoded it (8-bit RGBA). */
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

/* What the pixel reader needs, from what libpng accepted: a tRNS chunk libpng found invalid
   (too long a palette table, a key on an image with alpha) is not there for it either. */
static void describe(png_structp png, png_infop info, apk_png_layout *layout) {
    memset(layout, 0, sizeof *layout);
    layout->width = png_get_image_width(png, info);
    layout->height = png_get_image_height(png, info);
    layout->bit_depth = png_get_bit_depth(png, info);
    layout->color_type = png_get_color_type(png, info);
    layout->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    layout->chunk_limit = (uint32_t)png_get_chunk_malloc_max(png);
    memset(layout->palette_alpha, 0xff, sizeof layout->palette_alpha);
    png_colorp palette;
    int entries;
    if (png_get_PLTE(png, info, &palette, &entries)) {
        for (int index = 0; index < entries && index < 256; index++) {
            layout->palette[index][0] = palette[index].red;
            layout->palette[index][1] = palette[index].green;
            layout->palette[index][2] = palette[index].blue;
        }
    }
    png_bytep alpha;
    int count;
    png_color_16p key;
    if (png_get_tRNS(png, info, &alpha, &count, &key)) {
        unsigned mask = layout->bit_depth == 16 ? 0xffff : (1u << layout->bit_depth) - 1;
        if (layout->color_type == PNG_COLOR_TYPE_PALETTE && alpha) {
            for (int index = 0; index < count && index < 256; index++) layout->palette_alpha[index] = alpha[index];
        } else if (layout->color_type == PNG_COLOR_TYPE_GRAY && key) {
            layout->has_key = 1;
            layout->key[0] = key->gray & mask;
        } else if (layout->color_type == PNG_COLOR_TYPE_RGB && key) {
            layout->has_key = 1;
            layout->key[0] = key->red & mask;
            layout->key[1] = key->green & mask;
            layout->key[2] = key->blue & mask;
        }
    }
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

/* Opens the file to read: a copy of `descriptor` (the file the caller opened and checked),
   from its start, or else `path`. NULL with result->error set when it cannot. */
static FILE *open_source(const char *path, int descriptor, apk_png_result *result) {
    FILE *file = NULL;
    if (descriptor >= 0) {
        /* The file the caller opened and checked: read from its start, through a copy of the
           descriptor that fclose may close. */
        int copy = dup(descriptor);
        if (copy >= 0 && lseek(copy, 0, SEEK_SET) == 0) file = fdopen(copy, "rb");
        if (!file && copy >= 0) close(copy);
    } else {
        file = fopen(path, "rb");
    }
    if (!file) snprintf(result->error, sizeof result->error, "cannot open the file");
    return file;
}

/* What the header and the chunks before the image data say, as libpng read them (the iCCP
   profile copied into the result). */
static void note_header(png_structp png, png_infop info, apk_png_result *result) {
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
}

/* Our pixel reader (apk_png_pixels.c) takes over from the first IDAT's data: libpng inflates
   into one row at a time, which on narrow images costs twice the time. */
static int read_pixels_ourselves(png_structp png, png_infop info, FILE *file, apk_png_result *result) {
    apk_png_layout layout;
    describe(png, info, &layout);
    /* libpng stopped just after the first IDAT chunk's length and type: back to its start. */
    long position = ftell(file);
    return position >= 8 && fseek(file, position - 8, SEEK_SET) == 0 ? apk_png_read_pixels(file, &layout, result) : APK_PIXELS_ASK_LIBPNG;
}

/* libpng decodes every row (expanded to 8-bit RGBA) and each is counted, then the rest of the
   file is checked. The row buffer is handed out through `row` before any row is read, so the
   caller frees it even when libpng longjmps out of here. 0, or -1 with result->error set. */
static int read_rows_libpng(png_structp png, png_infop info, volatile apk_png_source *source, png_bytep volatile *row,
                            apk_png_result *result) {
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
    *row = (png_bytep)malloc(rowbytes);
    if (!*row) {
        snprintf(result->error, sizeof result->error, "out of memory for a %zu-byte row", rowbytes);
        return -1;
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
                source->ending = 1;
                source->budget = APK_PNG_TRAILING_BUDGET + 2 * rowbytes;
                source->last_cols = cols;
            }
            png_read_row(png, *row, NULL);
            count_row(*row, cols, result);
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
    return 0;
}

/* Reads one PNG. With `rows_by_libpng`, libpng decodes every row itself (expanded to 8-bit
   RGBA, one row at a time); otherwise it reads the chunks before the image data and our pixel
   reader the rest, which returns APK_PIXELS_ASK_LIBPNG for anything but a clean file. */
static int read_png(const char *path, int descriptor, uint32_t max_width, uint32_t max_height, int rows_by_libpng, int ignore_adler,
                    apk_png_result *result) {
    memset(result, 0, sizeof *result);
    FILE *file = open_source(path, descriptor, result);
    if (!file) return -1;
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
    /* Apple's ImageIO, built on libpng, accepts a wrong Adler-32 at the end of the image data. */
    if (ignore_adler) png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    /* libpng reads and checks every chunk before the image data (IHDR, PLTE, tRNS, iCCP, CRCs,
       order) and stops just after the first IDAT chunk's length and type. */
    png_read_info(png, info);
    note_header(png, info, result);
    if (result->width > max_width || result->height > max_height) {
        snprintf(result->error, sizeof result->error, "dimensions %ux%u exceed the cap of %ux%u",
                 result->width, result->height, max_width, max_height);
        goto done;
    }
    status = rows_by_libpng ? read_rows_libpng(png, info, &source, &row, result) : read_pixels_ourselves(png, info, file, result);

done:
    free(row);
    png_destroy_read_struct(&png, &info, NULL);
    fclose(file);
    return status;
}

static int inspect(const char *path, int descriptor, uint32_t max_width, uint32_t max_height, apk_png_result *result) {
    int status = read_png(path, descriptor, max_width, max_height, 0, 0, result);
    if (status != APK_PIXELS_ASK_LIBPNG) return status;
    /* Damaged image data, or a surprise after it: libpng decodes the file again, row by row,
       and its verdict stands (with Apple's leniency about the Adler-32). */
    apk_png_free(result);
    status = read_png(path, descriptor, max_width, max_height, 1, 1, result);
    result->decoded_by_libpng = 1;
    return status;
}

int apk_png_inspect(const char *path, uint32_t max_width, uint32_t max_height, apk_png_result *result) {
    return inspect(path, -1, max_width, max_height, result);
}

int apk_png_inspect_descriptor(int descriptor, uint32_t max_width, uint32_t max_height, apk_png_result *result) {
    return inspect(NULL, descriptor, max_width, max_height, result);
}

int apk_png_inspect_libpng(const char *path, uint32_t max_width, uint32_t max_height, int ignore_adler, apk_png_result *result) {
    return read_png(path, -1, max_width, max_height, 1, ignore_adler, result);
}

void apk_png_free(apk_png_result *result) {
    free(result->icc_profile);
    result->icc_profile = NULL;
    result->icc_length = 0;
}
