#include "apk_png_image.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* libpng reports errors by longjmp: this file owns the setjmp, as apk_png.c does. The error
   pointer is a 256-byte buffer. */
static void image_error(png_structp png, png_const_charp message) {
    char *error = (char *)png_get_error_ptr(png);
    if (!error[0]) snprintf(error, 256, "%s", message);
    png_longjmp(png, 1);
}

static void image_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void read_colour_chunks(png_structp png, png_infop info, apk_png_image *image) {
    int intent;
    image->has_srgb = png_get_sRGB(png, info, &intent) != 0;
    png_charp name;
    int compression;
    png_bytep profile;
    png_uint_32 length;
    if (png_get_iCCP(png, info, &name, &compression, &profile, &length) && length > 0) {
        image->icc_profile = (unsigned char *)malloc(length);
        if (image->icc_profile) {
            memcpy(image->icc_profile, profile, length);
            image->icc_length = length;
            snprintf(image->icc_name, sizeof image->icc_name, "%s", name);
        }
    }
}

int apk_png_image_read(int input, uint32_t max_width, uint32_t max_height, apk_png_image *image) {
    memset(image, 0, sizeof *image);
    int copy = dup(input);
    FILE *file = copy >= 0 && lseek(copy, 0, SEEK_SET) == 0 ? fdopen(copy, "rb") : NULL;
    if (!file) {
        if (copy >= 0) close(copy);
        snprintf(image->error, sizeof image->error, "cannot open the file");
        return -1;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, image->error, image_error, image_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    png_bytep *volatile rows = NULL;
    volatile int status = -1;
    if (!png || !info) {
        snprintf(image->error, sizeof image->error, "out of memory");
        goto done;
    }
    if (setjmp(png_jmpbuf(png))) goto done;
    png_init_io(png, file);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);
    image->width = png_get_image_width(png, info);
    image->height = png_get_image_height(png, info);
    if (image->width > max_width || image->height > max_height) {
        snprintf(image->error, sizeof image->error, "%ux%u is over the %ux%u this command reads", image->width, image->height, max_width,
                 max_height);
        goto done;
    }
    read_colour_chunks(png, info, image);
    png_set_expand(png);
    png_set_expand_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xffff, PNG_FILLER_AFTER);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    png_set_swap(png);
#endif
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t stride = (size_t)image->width * 4;
    image->pixels = (uint16_t *)malloc(stride * image->height * sizeof(uint16_t) + 1);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (image->height + 1));
    if (!image->pixels || !rows) png_error(png, "out of memory for the image");
    for (uint32_t y = 0; y < image->height; y++) rows[y] = (png_bytep)(image->pixels + stride * y);
    png_read_image(png, rows);
    png_read_end(png, NULL);
    status = 0;

done:
    free(rows);
    png_destroy_read_struct(png ? &png : NULL, info ? &info : NULL, NULL);
    fclose(file);
    if (status != 0) apk_png_image_free(image);
    return status;
}

void apk_png_image_free(apk_png_image *image) {
    free(image->pixels);
    image->pixels = NULL;
    free(image->icc_profile);
    image->icc_profile = NULL;
    image->icc_length = 0;
}

int apk_png_image_write(int output, uint32_t width, uint32_t height, int channels, const uint8_t *pixels, const unsigned char *icc,
                        uint32_t icc_length, const char *icc_name, int srgb, char *error) {
    error[0] = 0;
    int copy = dup(output);
    FILE *file = copy >= 0 ? fdopen(copy, "wb") : NULL;
    if (!file) {
        if (copy >= 0) close(copy);
        snprintf(error, 256, "cannot open the output");
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, error, image_error, image_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    volatile int status = -1;
    if (!png || !info) {
        snprintf(error, 256, "out of memory");
        goto done;
    }
    if (setjmp(png_jmpbuf(png))) goto done;
    int type = channels == 1 ? PNG_COLOR_TYPE_GRAY : channels == 3 ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA;
    png_init_io(png, file);
    png_set_compression_level(png, 9);
    png_set_IHDR(png, info, width, height, 8, type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (icc && icc_length > 0) {
        png_set_iCCP(png, info, icc_name && icc_name[0] ? icc_name : "ICC profile", PNG_COMPRESSION_TYPE_BASE, icc, icc_length);
    } else if (srgb) {
        png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    }
    png_write_info(png, info);
    size_t stride = (size_t)width * channels;
    for (uint32_t y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(pixels + stride * y));
    png_write_end(png, NULL);
    status = fflush(file) == 0 ? 0 : -1;
    if (status != 0) snprintf(error, 256, "cannot write the output");

done:
    png_destroy_write_struct(png ? &png : NULL, info ? &info : NULL);
    if (fclose(file) != 0 && status == 0) {
        status = -1;
        snprintf(error, 256, "cannot write the output");
    }
    return status;
}
