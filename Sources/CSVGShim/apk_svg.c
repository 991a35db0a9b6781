#include "apk_svg.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* The few entry points used, declared here as the libraries' stable ABI defines them, so that
   no glib, cairo or librsvg header is needed to build. */
typedef struct { uint32_t domain; int code; char *message; } apk_gerror;
typedef struct { double x, y, width, height; } apk_rectangle;

static struct {
    void *(*handle_new_from_data)(const unsigned char *, size_t, apk_gerror **);
    int (*render_document)(void *, void *, const apk_rectangle *, apk_gerror **);
    void (*object_unref)(void *);
    void (*error_free)(apk_gerror *);
    void *(*surface_create)(int, int, int);
    void *(*cairo_create)(void *);
    void (*surface_flush)(void *);
    unsigned char *(*surface_data)(void *);
    int (*surface_stride)(void *);
    void (*cairo_destroy)(void *);
    void (*surface_destroy)(void *);
    int loaded;
    char problem[200];
} svg;

static pthread_once_t svg_once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *rsvg = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    void *cairo = dlopen("libcairo.so.2", RTLD_NOW | RTLD_LOCAL);
    void *gobject = dlopen("libgobject-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    void *glib = dlopen("libglib-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!rsvg || !cairo || !gobject || !glib) {
        snprintf(svg.problem, sizeof svg.problem, "librsvg is not installed (Debian: librsvg2-2)");
        return;
    }
    *(void **)&svg.handle_new_from_data = dlsym(rsvg, "rsvg_handle_new_from_data");
    *(void **)&svg.render_document = dlsym(rsvg, "rsvg_handle_render_document");
    *(void **)&svg.object_unref = dlsym(gobject, "g_object_unref");
    *(void **)&svg.error_free = dlsym(glib, "g_error_free");
    *(void **)&svg.surface_create = dlsym(cairo, "cairo_image_surface_create");
    *(void **)&svg.cairo_create = dlsym(cairo, "cairo_create");
    *(void **)&svg.surface_flush = dlsym(cairo, "cairo_surface_flush");
    *(void **)&svg.surface_data = dlsym(cairo, "cairo_image_surface_get_data");
    *(void **)&svg.surface_stride = dlsym(cairo, "cairo_image_surface_get_stride");
    *(void **)&svg.cairo_destroy = dlsym(cairo, "cairo_destroy");
    *(void **)&svg.surface_destroy = dlsym(cairo, "cairo_surface_destroy");
    if (!svg.handle_new_from_data || !svg.render_document || !svg.object_unref || !svg.error_free || !svg.surface_create ||
        !svg.cairo_create || !svg.surface_flush || !svg.surface_data || !svg.surface_stride || !svg.cairo_destroy || !svg.surface_destroy) {
        snprintf(svg.problem, sizeof svg.problem, "the installed librsvg is too old (rsvg_handle_render_document needs 2.46 or later)");
        return;
    }
    svg.loaded = 1;
}

/* cairo's ARGB32 pixels (premultiplied, one native-endian word each) as straight 16-bit RGBA. */
static void unpremultiply(const unsigned char *pixels, int stride, int size, uint16_t *rgba) {
    for (int y = 0; y < size; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < size; x++) {
            uint32_t word = row[x];
            unsigned alpha = word >> 24, red = (word >> 16) & 0xff, green = (word >> 8) & 0xff, blue = word & 0xff;
            uint16_t *out = rgba + ((size_t)y * size + x) * 4;
            out[0] = alpha ? (uint16_t)((red * 65535u + alpha / 2) / alpha) : 0;
            out[1] = alpha ? (uint16_t)((green * 65535u + alpha / 2) / alpha) : 0;
            out[2] = alpha ? (uint16_t)((blue * 65535u + alpha / 2) / alpha) : 0;
            out[3] = (uint16_t)(alpha * 257u);
        }
    }
}

int apk_svg_render(const unsigned char *data, size_t length, int size, uint16_t *rgba, char *error) {
    error[0] = 0;
    pthread_once(&svg_once, load);
    if (!svg.loaded) {
        snprintf(error, 256, "%s", svg.problem);
        return -1;
    }
    apk_gerror *failure = NULL;
    void *handle = svg.handle_new_from_data(data, length, &failure);
    if (!handle) {
        snprintf(error, 256, "librsvg cannot read it: %s", failure && failure->message ? failure->message : "unknown error");
        if (failure) svg.error_free(failure);
        return -1;
    }
    void *surface = svg.surface_create(0 /* CAIRO_FORMAT_ARGB32 */, size, size);
    void *cairo = svg.cairo_create(surface);
    apk_rectangle viewport = {0, 0, size, size};
    int status = -1;
    if (!svg.render_document(handle, cairo, &viewport, &failure)) {
        snprintf(error, 256, "librsvg cannot render it: %s", failure && failure->message ? failure->message : "unknown error");
        if (failure) svg.error_free(failure);
    } else {
        svg.surface_flush(surface);
        unpremultiply(svg.surface_data(surface), svg.surface_stride(surface), size, rgba);
        status = 0;
    }
    svg.cairo_destroy(cairo);
    svg.surface_destroy(surface);
    svg.object_unref(handle);
    return status;
}
