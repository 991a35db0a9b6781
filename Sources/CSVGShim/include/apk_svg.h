#ifndef APK_SVG_H
#define APK_SVG_H

#include <stddef.h>
#include <stdint.h>

/* Renders an SVG document (its bytes) into a size x size square with librsvg and cairo, loaded
   at the first call (librsvg-2.so.2, libcairo.so.2), the document's viewBox fitted to the
   square, and writes straight (not premultiplied) 16-bit RGBA, size * size * 4 samples, into
   `rgba`. Returns 0, or -1 with `error` (256 bytes) set: the libraries are not installed, or
   librsvg cannot read or render the document. */
int apk_svg_render(const unsigned char *data, size_t length, int size, uint16_t *rgba, char *error);

#endif
