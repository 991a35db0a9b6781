#include "apk_png_flatten.h"

#include <math.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* libpng reports errors by longjmp: this file owns the setjmp, as apk_png.c does for reading. */
static void flatten_error(png_structp png, png_const_charp message) {
    apk_png_flatten_result *result = (apk_png_flatten_result *)png_get_error_ptr(png);
    if (!result->error[0]) snprintf(result->error, sizeof result->error, "%s", message);
    png_longjmp(png, 1);
}

static void flatten_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* The sRGB transfer function, both ways, on values from 0 to 1. */
static double to_linear(double value) {
    return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4);
}

static double to_encoded(double value) {
    if (value <= 0) return 0;
    if (value >= 1) return 1;
    return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055;
}

/* What one row conversion needs: the layout before and after, and the background in linear light. */
typedef struct {
    int channels_in;  /* 2 gray+alpha or 4 RGBA after libpng's expansion */
    int channels_out; /* 1 or 3 */
    int sixteen;
    double background[3];
    int has_background;
} flatten_layout;

static unsigned sample(const png_byte *row, size_t index, int sixteen) {
    return sixteen ? ((unsigned)row[2 * index] << 8) | row[2 * index + 1] : row[index];
}

static void put_sample(png_byte *row, size_t index, int sixteen, unsigned value) {
    if (sixteen) {
        row[2 * index] = (png_byte)(value >> 8);
        row[2 * index + 1] = (png_byte)(value & 0xff);
    } else {
        row[index] = (png_byte)value;
    }
}

/* Drops the alpha of one row: full alpha copies the colour exactly; anything less is composited
   over the background in linear light, or stops the run when there is none. */
static void flatten_row(png_structp png, const png_byte *in, png_byte *out, uint32_t y, uint32_t width, const flatten_layout *layout,
                        apk_png_flatten_result *result) {
    unsigned maximum = layout->sixteen ? 0xffff : 0xff;
    int colours = layout->channels_out;
    for (uint32_t x = 0; x < width; x++) {
        size_t base = (size_t)x * layout->channels_in;
        unsigned alpha = sample(in, base + colours, layout->sixteen);
        for (int c = 0; c < colours; c++) {
            unsigned value = sample(in, base + c, layout->sixteen);
            if (alpha != maximum) {
                if (!layout->has_background) {
                    snprintf(result->error, sizeof result->error, "it has transparent pixels (the first at %u,%u)", x, y);
                    png_error(png, result->error);
                }
                double coverage = (double)alpha / maximum;
                double mixed = coverage * to_linear((double)value / maximum) + (1 - coverage) * layout->background[c];
                value = (unsigned)lround(to_encoded(mixed) * maximum);
            }
            put_sample(out, (size_t)x * colours + c, layout->sixteen, value);
        }
        if (alpha != maximum) result->composited_pixels++;
    }
}

static void copy_colour_chunks(png_structp in, png_infop in_info, png_structp out, png_infop out_info) {
    int intent;
    if (png_get_sRGB(in, in_info, &intent)) png_set_sRGB(out, out_info, intent);
    png_fixed_point gamma;
    if (png_get_gAMA_fixed(in, in_info, &gamma)) png_set_gAMA_fixed(out, out_info, gamma);
    png_fixed_point wx, wy, rx, ry, gx, gy, bx, by;
    if (png_get_cHRM_fixed(in, in_info, &wx, &wy, &rx, &ry, &gx, &gy, &bx, &by))
        png_set_cHRM_fixed(out, out_info, wx, wy, rx, ry, gx, gy, bx, by);
    png_charp name;
    int compression;
    png_bytep profile;
    png_uint_32 length;
    if (png_get_iCCP(in, in_info, &name, &compression, &profile, &length)) png_set_iCCP(out, out_info, name, compression, profile, length);
    png_uint_32 px, py;
    int unit;
    if (png_get_pHYs(in, in_info, &px, &py, &unit)) png_set_pHYs(out, out_info, px, py, unit);
}

/* The input's transforms: everything expanded to gray+alpha or RGBA at 8 or 16 bits. */
static void expand_input(png_structp png, png_infop info, const unsigned char *background, flatten_layout *layout) {
    int type = png_get_color_type(png, info);
    int depth = png_get_bit_depth(png, info);
    png_set_expand(png); /* palette to RGB, gray under 8 bits to 8, tRNS to an alpha channel */
    int gray = !(type & PNG_COLOR_MASK_COLOR);
    /* A gray image stays gray unless a coloured background shows through it. */
    if (gray && background && (background[0] != background[1] || background[1] != background[2])) {
        png_set_gray_to_rgb(png);
        gray = 0;
    }
    png_set_add_alpha(png, depth == 16 ? 0xffff : 0xff, PNG_FILLER_AFTER);
    layout->channels_in = gray ? 2 : 4;
    layout->channels_out = gray ? 1 : 3;
    layout->sixteen = depth == 16;
    layout->has_background = background != NULL;
    for (int c = 0; c < 3; c++) layout->background[c] = background ? to_linear(background[c] / 255.0) : 0;
}

/* Writes every row of the image: streamed, or through one whole frame when interlaced. */
static void flatten_rows(png_structp in, png_infop in_info, png_structp out, const flatten_layout *layout, png_bytep *in_row,
                         png_bytep *out_row, png_bytep *frame, apk_png_flatten_result *result) {
    size_t in_bytes = png_get_rowbytes(in, in_info);
    size_t out_bytes = (size_t)result->width * layout->channels_out * (layout->sixteen ? 2 : 1);
    *out_row = (png_bytep)malloc(out_bytes);
    int interlaced = png_get_interlace_type(in, in_info) != PNG_INTERLACE_NONE;
    if (interlaced) {
        *frame = (png_bytep)malloc(in_bytes * result->height);
        if (!*frame || !*out_row) png_error(in, "out of memory for the image");
        for (int pass = 0; pass < 7; pass++) {
            for (uint32_t y = 0; y < result->height; y++) png_read_row(in, *frame + in_bytes * y, NULL);
        }
        for (uint32_t y = 0; y < result->height; y++) {
            flatten_row(in, *frame + in_bytes * y, *out_row, y, result->width, layout, result);
            png_write_row(out, *out_row);
        }
        return;
    }
    *in_row = (png_bytep)malloc(in_bytes);
    if (!*in_row || !*out_row) png_error(in, "out of memory for a row");
    for (uint32_t y = 0; y < result->height; y++) {
        png_read_row(in, *in_row, NULL);
        flatten_row(in, *in_row, *out_row, y, result->width, layout, result);
        png_write_row(out, *out_row);
    }
}

/* Streams over copies of both descriptors (the input read from its start), which fclose may
   close. -1 with result->error set when either cannot be opened. */
static int open_files(int input, int output, FILE **in_file, FILE **out_file, apk_png_flatten_result *result) {
    int in_copy = dup(input), out_copy = dup(output);
    *in_file = in_copy >= 0 && lseek(in_copy, 0, SEEK_SET) == 0 ? fdopen(in_copy, "rb") : NULL;
    *out_file = out_copy >= 0 ? fdopen(out_copy, "wb") : NULL;
    if (*in_file && *out_file) return 0;
    snprintf(result->error, sizeof result->error, "cannot open the files");
    if (*in_file) fclose(*in_file); else if (in_copy >= 0) close(in_copy);
    if (*out_file) fclose(*out_file); else if (out_copy >= 0) close(out_copy);
    return -1;
}

/* The output's header, at maximum compression, never interlaced, with the input's colour chunks. */
static void write_header(png_structp in, png_infop in_info, png_structp out, png_infop out_info, FILE *out_file,
                         const apk_png_flatten_result *result) {
    png_init_io(out, out_file);
    png_set_compression_level(out, 9);
    png_set_IHDR(out, out_info, result->width, result->height, result->bit_depth, result->color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    copy_colour_chunks(in, in_info, out, out_info);
    png_write_info(out, out_info);
}

int apk_png_flatten(int input, int output, const unsigned char *background, uint32_t max_width, uint32_t max_height,
                    apk_png_flatten_result *result) {
    memset(result, 0, sizeof *result);
    FILE *in_file, *out_file;
    if (open_files(input, output, &in_file, &out_file, result) < 0) return -1;
    png_structp in = png_create_read_struct(PNG_LIBPNG_VER_STRING, result, flatten_error, flatten_warning);
    png_infop in_info = in ? png_create_info_struct(in) : NULL;
    png_structp out = png_create_write_struct(PNG_LIBPNG_VER_STRING, result, flatten_error, flatten_warning);
    png_infop out_info = out ? png_create_info_struct(out) : NULL;
    png_bytep volatile in_row = NULL, out_row = NULL, frame = NULL;
    volatile int status = -1;
    if (!in || !in_info || !out || !out_info) {
        snprintf(result->error, sizeof result->error, "out of memory");
        goto done;
    }
    /* libpng's errors while reading or writing come back here. */
    if (setjmp(png_jmpbuf(in))) goto done;
    if (setjmp(png_jmpbuf(out))) goto done;
    png_init_io(in, in_file);
    png_set_user_limits(in, 0x7fffffff, 0x7fffffff);
    png_read_info(in, in_info);
    result->width = png_get_image_width(in, in_info);
    result->height = png_get_image_height(in, in_info);
    if (result->width > max_width || result->height > max_height) {
        snprintf(result->error, sizeof result->error, "dimensions %ux%u exceed the cap of %ux%u", result->width, result->height, max_width,
                 max_height);
        goto done;
    }
    flatten_layout layout;
    expand_input(in, in_info, background, &layout);
    if (png_get_interlace_type(in, in_info) != PNG_INTERLACE_NONE) png_set_interlace_handling(in);
    png_read_update_info(in, in_info);
    result->color_type = layout.channels_out == 1 ? PNG_COLOR_TYPE_GRAY : PNG_COLOR_TYPE_RGB;
    result->bit_depth = layout.sixteen ? 16 : 8;

    write_header(in, in_info, out, out_info, out_file, result);
    flatten_rows(in, in_info, out, &layout, (png_bytep *)&in_row, (png_bytep *)&out_row, (png_bytep *)&frame, result);
    png_read_end(in, NULL);
    png_write_end(out, NULL);
    status = fflush(out_file) == 0 ? 0 : -1;
    if (status != 0) snprintf(result->error, sizeof result->error, "cannot write the output");

done:
    free(in_row);
    free(out_row);
    free(frame);
    png_destroy_read_struct(in ? &in : NULL, in_info ? &in_info : NULL, NULL);
    png_destroy_write_struct(out ? &out : NULL, out_info ? &out_info : NULL);
    fclose(in_file);
    if (fclose(out_file) != 0 && status == 0) {
        status = -1;
        snprintf(result->error, sizeof result->error, "cannot write the output");
    }
    return status;
}
